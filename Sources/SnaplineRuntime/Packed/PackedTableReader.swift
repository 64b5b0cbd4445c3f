internal import SnaplineLayout

/// A cursor over the packed text's bytes: lines, tokens, integers and numbers.
struct PackedTableReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    // MARK: Tokens

    /// A count: an integer from 0. (Whoever reserves memory for that many elements reserves at most
    /// what the rest of the text could hold, every element taking at least two bytes.)
    mutating func readCount() throws(PackedTableError) -> Int {
        let start = tokenStart()
        let count = try readInteger()
        guard count >= 0 else { throw PackedTableError(offset: start, message: "expected a count, found \(count)") }
        return count
    }

    /// The largest count of elements the rest of the text could hold.
    var remainingCapacity: Int { (bytes.count - position) / 2 }

    /// An index in `0..<count` (a string's or a target kind's); `-1` too when `orNone`.
    mutating func readIndex(below count: Int, of what: String, orNone: Bool = false) throws(PackedTableError) -> Int {
        let start = tokenStart()
        let index = try readInteger()
        guard (index >= 0 && index < count) || (orNone && index == -1) else {
            throw PackedTableError(offset: start, message: orNone ? "expected a \(what) index or -1" : "expected a \(what) index below \(count)")
        }
        return index
    }

    /// An enum code in `0..<cases`.
    mutating func readCode(_ cases: Int) throws(PackedTableError) -> Int {
        let start = tokenStart()
        let code = try readInteger()
        guard code >= 0, code < cases else { throw PackedTableError(offset: start, message: "expected a code from 0 to \(cases - 1)") }
        return code
    }

    /// An optional `-` and 1 to 18 decimal digits, read in place (the hot path of decoding: most
    /// tokens are string indices and counts).
    mutating func readInteger() throws(PackedTableError) -> Int {
        let start = tokenStart()
        if let (value, end) = scanUnsigned(maximumDigits: 18, slash: false) {
            position = end
            return value
        }
        guard let (mantissa, fractionDigits, end) = scanDecimal(maximumDigits: 18), fractionDigits == nil else {
            throw PackedTableError(offset: start, message: "expected an integer")
        }
        position = end
        return mantissa
    }

    /// At `position`: 1 to `maximumDigits` digits ending at whitespace (or `/` with `slash`) or the
    /// end of the text, and where they end; nil for anything else. The common token (a string
    /// index, a count, an integral offset), read without the general scanner's sign and fraction.
    @inline(__always)
    func scanUnsigned(maximumDigits: Int, slash: Bool) -> (value: Int, end: Int)? {
        let count = bytes.count
        var p = position
        var value = 0
        while p < count {
            let digit = bytes[p] &- UInt8(ascii: "0")
            if digit > 9 { break }
            value = value &* 10 &+ Int(digit)
            p += 1
        }
        let digits = p - position
        guard digits > 0, digits <= maximumDigits else { return nil }
        guard p == count || Self.isWhitespace(bytes[p]) || (slash && bytes[p] == UInt8(ascii: "/")) else { return nil }
        return (value, p)
    }

    /// At `position`: `-?digits` or `-?digits.digits` with at most `maximumDigits` digits in all,
    /// ending at whitespace or the end of the text: the signed digits as one integer, how many
    /// of them follow the `.` (nil without one), and where the token ends. Nil for anything else.
    /// With `slash`, a `/` ends the token too.
    func scanDecimal(maximumDigits: Int, slash: Bool = false) -> (mantissa: Int, fractionDigits: Int?, end: Int)? {
        let count = bytes.count
        var p = position
        let negative = p < count && bytes[p] == UInt8(ascii: "-")
        if negative { p += 1 }
        // Wrapping arithmetic: a token with too many digits is refused below, whatever it wrapped to.
        var mantissa = 0
        /// Appends the digits from `p` to `mantissa`; how many there were.
        func digitRun() -> Int {
            let start = p
            while p < count {
                let digit = bytes[p] &- UInt8(ascii: "0")
                if digit > 9 { break }
                mantissa = mantissa &* 10 &+ Int(digit)
                p += 1
            }
            return p - start
        }
        var digits = digitRun()
        var fractionDigits: Int?
        if p < count, bytes[p] == UInt8(ascii: ".") {
            p += 1
            let fraction = digitRun()
            guard fraction > 0 else { return nil }
            fractionDigits = fraction
            digits += fraction
        }
        guard digits > 0, digits <= maximumDigits, p == count || Self.isWhitespace(bytes[p]) || (slash && bytes[p] == UInt8(ascii: "/")) else { return nil }
        return (negative ? -mantissa : mantissa, fractionDigits, p)
    }

    /// A finite decimal. Up to 15 digits with an optional fraction (`12`, `-0.5`, `281.25`) take a
    /// fast path that is exact: the digits as an integer below 2^53 divided by a power of ten up
    /// to 10^15, both exact in a Double, so the one division rounds correctly, as a parser would.
    /// Anything else made of `0-9 . e E + -` goes through the standard library's correctly
    /// rounded parser. With `slash`, a `/` ends the number (a link's `offset/raw`).
    mutating func readNumber(slash: Bool = false) throws(PackedTableError) -> Double {
        let start = tokenStart()
        if let (value, end) = scanUnsigned(maximumDigits: 15, slash: slash) {
            position = end
            return Double(value)
        }
        if let (mantissa, fractionDigits, end) = scanDecimal(maximumDigits: 15, slash: slash) {
            position = end
            guard let fractionDigits else { return Double(mantissa) }
            let value = Double(mantissa.magnitude) / Self.powersOfTen[fractionDigits]
            return mantissa < 0 || (mantissa == 0 && bytes[start] == UInt8(ascii: "-")) ? -value : value
        }
        guard let token = readToken(slash: slash) else { throw PackedTableError(offset: start, message: "expected a number") }
        if token.count <= 16, let integer = Self.integer(token) { return Double(integer) }
        let allowed = token.allSatisfy { byte in
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
                || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
        }
        guard allowed, let value = Double(String(decoding: token, as: UTF8.self)), value.isFinite else {
            throw PackedTableError(offset: start, message: "expected a finite number")
        }
        return value
    }

    static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15]

    /// An optional `-` and 1 to 18 decimal digits (no overflow possible).
    static func integer(_ token: UnsafeBufferPointer<UInt8>.SubSequence) -> Int? {
        var digits = token[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return negative ? -value : value
    }

    /// Skips whitespace and returns the offset of the next token, where an error about it points.
    mutating func tokenStart() -> Int {
        skipWhitespace()
        return position
    }

    mutating func skipWhitespace() {
        while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
    }

    mutating func readToken(slash: Bool = false) -> UnsafeBufferPointer<UInt8>.SubSequence? {
        let start = tokenStart()
        while position < bytes.count, !Self.isWhitespace(bytes[position]), !(slash && bytes[position] == UInt8(ascii: "/")) { position += 1 }
        return position > start ? bytes[start..<position] : nil
    }

    /// The bytes up to the next `\n` (which is consumed), or nil at the end of the text.
    mutating func readLine() -> UnsafeBufferPointer<UInt8>.SubSequence? {
        guard position < bytes.count else { return nil }
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
        let line = bytes[start..<position]
        if position < bytes.count { position += 1 }
        return line
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// A string line with its `%XX` escapes decoded (error offsets are absolute: slices share the
    /// buffer's indices).
    func unescaped(_ line: UnsafeBufferPointer<UInt8>.SubSequence) throws(PackedTableError) -> String {
        do throws(PercentEscapes.BadEscape) {
            return try PercentEscapes.decode(line)
        } catch {
            throw PackedTableError(offset: error.offset, message: "expected two hex digits after '%'")
        }
    }

    func error(_ message: String) -> PackedTableError {
        PackedTableError(offset: position, message: message)
    }
}

