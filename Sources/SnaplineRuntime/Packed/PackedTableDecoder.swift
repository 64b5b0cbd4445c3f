/// Why a packed table could not be read: the byte offset in the text where reading stopped, and
/// what was expected there.
public struct PackedTableError: Error, Hashable, Sendable, CustomStringConvertible {
    public var offset: Int
    public var message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    public var description: String { "packed table, byte \(offset): \(message)" }
}

extension SnaplineTable {
    /// Reads a table written by `packed()` (format: see `PackedTable.swift`). Linear in the text;
    /// any malformed input (wrong header, bad count, index, code or number, non-finite number,
    /// truncated or trailing data) throws instead of trapping.
    public init(packed text: String) throws(PackedTableError) {
        var text = text
        let result: Result<SnaplineTable, PackedTableError> = text.withUTF8 { bytes in
            var reader = PackedTableReader(bytes: bytes)
            do throws(PackedTableError) {
                return .success(try reader.readTable())
            } catch {
                return .failure(error)
            }
        }
        self = try result.get()
    }
}

/// A cursor over the packed text's bytes.
struct PackedTableReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var strings: [String] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func readTable() throws(PackedTableError) -> SnaplineTable {
        let header = Array(SnaplineTable.packedHeader.utf8)
        guard let headerLine = readLine(), headerLine.elementsEqual(header) else {
            throw PackedTableError(offset: 0, message: "expected the header '\(SnaplineTable.packedHeader)'")
        }
        let countStart = position
        guard let countLine = readLine(), let count = Self.integer(countLine), count >= 0 else {
            throw PackedTableError(offset: countStart, message: "expected the number of strings")
        }
        strings.reserveCapacity(min(count, bytes.count - position))
        for _ in 0..<count {
            let lineStart = position
            guard let line = readLine() else { throw PackedTableError(offset: lineStart, message: "expected \(count) string lines") }
            strings.append(try unescaped(line))
        }

        let scene = try readString()
        let viewports = try readList { (reader: inout PackedTableReader) throws(PackedTableError) in try reader.readViewport() }
        skipWhitespace()
        guard position == bytes.count else { throw error("expected the end of the table") }
        return SnaplineTable(scene: scene, viewports: viewports)
    }

    mutating func readViewport() throws(PackedTableError) -> TableViewport {
        let name = try readString()
        let width = try readNumber()
        let height = try readNumber()
        let direction: TableViewport.LayoutDirection = try readCode(2) == 0 ? .leftToRight : .rightToLeft
        let containers = try readList { (reader: inout PackedTableReader) throws(PackedTableError) in try reader.readContainer() }
        return TableViewport(name: name, width: width, height: height, layoutDirection: direction, containers: containers)
    }

    mutating func readContainer() throws(PackedTableError) -> TableContainer {
        let id = try readString()
        let parentStart = tokenStart()
        let parentIndex = try readInteger()
        let parent: String?
        if parentIndex == -1 {
            parent = nil
        } else {
            guard parentIndex >= 0, parentIndex < strings.count else { throw PackedTableError(offset: parentStart, message: "expected a string index or -1") }
            parent = strings[parentIndex]
        }
        let axis: TableContainer.Axis = try readCode(2) == 0 ? .vertical : .horizontal
        let maxOffset = try readNumber()
        let initialOffset = try readNumber()
        let behavior: TableContainer.Behavior = switch try readCode(3) {
        case 0: .none
        case 1: .paging
        default: .viewAligned
        }
        let snapAlign: TableContainer.SnapAlign = switch try readCode(3) {
        case 0: .start
        case 1: .center
        default: .end
        }
        let limit: TableContainer.Limit = switch try readCode(3) {
        case 0: .never
        case 1: .alwaysByOne
        default: .alwaysByFew(try readInteger())
        }
        let stops = try readList { (reader: inout PackedTableReader) throws(PackedTableError) in try reader.readNumber() }
        let anchors = try readList { (reader: inout PackedTableReader) throws(PackedTableError) in try reader.readAnchor() }
        return TableContainer(id: id, parent: parent, axis: axis, maxOffset: maxOffset, initialOffset: initialOffset, behavior: behavior, snapAlign: snapAlign, limit: limit, stops: stops, anchors: anchors)
    }

    mutating func readAnchor() throws(PackedTableError) -> TableAnchor {
        let id = try readString()
        let targets = try readList { (reader: inout PackedTableReader) throws(PackedTableError) in try reader.readTarget() }
        return TableAnchor(id: id, targets: targets)
    }

    mutating func readTarget() throws(PackedTableError) -> TableTarget {
        let anchor = try readString()
        let x = try readNumber()
        let y = try readNumber()
        let extraX = try readNumber()
        let extraY = try readNumber()
        let chain = try readList { (reader: inout PackedTableReader) throws(PackedTableError) in
            ChainLink(container: try reader.readString(), offset: try reader.readNumber(), raw: try reader.readNumber())
        }
        return TableTarget(anchor: anchor, x: x, y: y, extraX: extraX, extraY: extraY, chain: chain)
    }

    // MARK: Tokens

    /// A count, then that many elements.
    mutating func readList<Element>(_ element: (inout PackedTableReader) throws(PackedTableError) -> Element) throws(PackedTableError) -> [Element] {
        let countStart = tokenStart()
        let count = try readInteger()
        guard count >= 0 else { throw PackedTableError(offset: countStart, message: "expected a count, found \(count)") }
        var list: [Element] = []
        // Every element takes at least two bytes, so a count beyond that is malformed anyway;
        // never reserve more than the text could hold.
        list.reserveCapacity(min(count, (bytes.count - position) / 2))
        for _ in 0..<count { list.append(try element(&self)) }
        return list
    }

    mutating func readString() throws(PackedTableError) -> String {
        let start = tokenStart()
        let index = try readInteger()
        guard index >= 0, index < strings.count else { throw PackedTableError(offset: start, message: "expected a string index below \(strings.count)") }
        return strings[index]
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
        guard let (mantissa, fractionDigits, end) = scanDecimal(maximumDigits: 18), fractionDigits == nil else {
            throw PackedTableError(offset: start, message: "expected an integer")
        }
        position = end
        return mantissa
    }

    /// At `position`: `-?digits` or `-?digits.digits` with at most `maximumDigits` digits in all,
    /// ending at whitespace or the end of the text: the signed digits as one integer, how many
    /// of them follow the `.` (nil without one), and where the token ends. Nil for anything else.
    func scanDecimal(maximumDigits: Int) -> (mantissa: Int, fractionDigits: Int?, end: Int)? {
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
        guard digits > 0, digits <= maximumDigits, p == count || Self.isWhitespace(bytes[p]) else { return nil }
        return (negative ? -mantissa : mantissa, fractionDigits, p)
    }

    /// A finite decimal. Up to 15 digits with an optional fraction (`12`, `-0.5`, `281.25`) take a
    /// fast path that is exact: the digits as an integer below 2^53 divided by a power of ten up
    /// to 10^15, both exact in a Double, so the one division rounds correctly, as a parser would.
    /// Anything else made of `0-9 . e E + -` goes through the standard library's correctly
    /// rounded parser.
    mutating func readNumber() throws(PackedTableError) -> Double {
        let start = tokenStart()
        if let (mantissa, fractionDigits, end) = scanDecimal(maximumDigits: 15) {
            position = end
            guard let fractionDigits else { return Double(mantissa) }
            let value = Double(mantissa.magnitude) / Self.powersOfTen[fractionDigits]
            return mantissa < 0 || (mantissa == 0 && bytes[start] == UInt8(ascii: "-")) ? -value : value
        }
        guard let token = readToken() else { throw PackedTableError(offset: start, message: "expected a number") }
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

    mutating func readToken() -> UnsafeBufferPointer<UInt8>.SubSequence? {
        let start = tokenStart()
        while position < bytes.count, !Self.isWhitespace(bytes[position]) { position += 1 }
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
        guard line.contains(UInt8(ascii: "%")) else { return String(decoding: line, as: UTF8.self) }
        var result: [UInt8] = []
        result.reserveCapacity(line.count)
        var index = line.startIndex
        while index < line.endIndex {
            let byte = line[index]
            if byte != UInt8(ascii: "%") {
                result.append(byte)
                index += 1
                continue
            }
            guard index + 2 < line.endIndex, let high = Self.hexValue(line[index + 1]), let low = Self.hexValue(line[index + 2]) else {
                throw PackedTableError(offset: index, message: "expected two hex digits after '%'")
            }
            result.append(high << 4 | low)
            index += 3
        }
        return String(decoding: result, as: UTF8.self)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    func error(_ message: String) -> PackedTableError {
        PackedTableError(offset: position, message: message)
    }
}

extension SnaplineTable {
    /// Reads the packed text a generated file embeds (see `init(packed:)`). That text is written by
    /// `snapline` and checked when it is generated, so it is malformed only if the generated file
    /// was edited by hand: then this stops the program with the reason (regenerate the file).
    public init(generated text: String) {
        do {
            self = try SnaplineTable(packed: text)
        } catch {
            preconditionFailure("snapline: the generated table is malformed (\(error)); regenerate the file")
        }
    }
}
