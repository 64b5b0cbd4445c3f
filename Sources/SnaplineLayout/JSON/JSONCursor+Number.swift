extension JSONCursor {
    /// Significant digits a number keeps when it is rounded the slow way; any digit past them that
    /// is not 0 becomes one digit 1 after them, which rounds the same. A double's halfway points
    /// have at most 768 significant digits, so the rounding is always correct.
    static let keptDigits = 800

    /// A written exponent saturates here, far past any file's digits, so `digits × 10^exponent`
    /// is still counted exactly for every number a file can hold.
    static let exponentLimit = 1 << 40

    /// A number (RFC 8259's grammar), correctly rounded to a double whatever its length (a
    /// million zeros and an exponent that takes them back read as the number they write);
    /// infinite when it is too large for one (the caller says so).
    package mutating func number() throws(SyntaxError) -> Double {
        skipSpace()
        let start = offset
        var negative = false
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") {
            negative = true
            offset += 1
        }
        var mantissa: UInt64 = 0
        var significant = 0  // digits kept in `mantissa`
        var exponent = 0  // decimal exponent of `mantissa`
        var exact = true
        func digit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        guard offset < bytes.count, digit(bytes[offset]) else { throw fail("a number", at: offset) }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
        } else {
            while offset < bytes.count, digit(bytes[offset]) {
                if significant < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[offset] - UInt8(ascii: "0"))
                    significant += mantissa == 0 ? 0 : 1
                } else {
                    exponent += 1
                    exact = exact && bytes[offset] == UInt8(ascii: "0")
                }
                offset += 1
            }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard offset < bytes.count, digit(bytes[offset]) else { throw fail("a digit after the decimal point") }
            while offset < bytes.count, digit(bytes[offset]) {
                if significant < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[offset] - UInt8(ascii: "0"))
                    significant += mantissa == 0 ? 0 : 1
                    exponent -= 1
                } else {
                    exact = exact && bytes[offset] == UInt8(ascii: "0")
                }
                offset += 1
            }
        }
        var written = 0
        if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
            offset += 1
            var negativeExponent = false
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                negativeExponent = bytes[offset] == UInt8(ascii: "-")
                offset += 1
            }
            guard offset < bytes.count, digit(bytes[offset]) else { throw fail("a digit in the exponent") }
            while offset < bytes.count, digit(bytes[offset]) {
                written = min(written * 10 + Int(bytes[offset] - UInt8(ascii: "0")), Self.exponentLimit)
                offset += 1
            }
            if negativeExponent { written = -written }
        }
        // Clinger's fast path: an exact mantissa below 2^53 times a power of ten a double holds
        // exactly is correctly rounded by one multiplication or division.
        let e = exponent + written
        if exact, mantissa < 1 << 53, (-22 ... 22).contains(e) {
            let magnitude = e < 0 ? Double(mantissa) / Self.powersOfTen[-e] : Double(mantissa) * Self.powersOfTen[e]
            return negative ? -magnitude : magnitude
        }
        if mantissa == 0 { return negative ? -0.0 : 0 }
        return Self.roundedValue(bytes, start ..< offset)
    }

    /// The number written in `b[range]` (valid by RFC 8259's grammar), correctly rounded: its
    /// first `keptDigits` significant digits (a digit 1 after them when a later one is not 0) and
    /// its decimal exponent, counted exactly, handed to the standard library's conversion as at
    /// most about 820 characters, whatever the length written.
    static func roundedValue(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double {
        var i = range.lowerBound
        let negative = b[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        var text: [UInt8] = negative ? [UInt8(ascii: "-")] : []
        text.reserveCapacity(keptDigits + 24)
        var digits = 0
        var exponent = 0  // the value is the digits kept times 10^exponent
        var inFraction = false
        var dropped = false  // a digit past those kept is not 0
        while i < range.upperBound {
            let c = b[i]
            if c == UInt8(ascii: ".") {
                inFraction = true
            } else if c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") {
                if digits == 0, c == UInt8(ascii: "0") {
                    if inFraction { exponent -= 1 }
                } else if digits < keptDigits {
                    text.append(c)
                    digits += 1
                    if inFraction { exponent -= 1 }
                } else {
                    dropped = dropped || c != UInt8(ascii: "0")
                    if !inFraction { exponent += 1 }
                }
            } else {
                break
            }
            i += 1
        }
        var written = 0
        if i < range.upperBound {  // `e` or `E`
            i += 1
            let negativeExponent = b[i] == UInt8(ascii: "-")
            if b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") { i += 1 }
            while i < range.upperBound {
                written = min(written * 10 + Int(b[i] - UInt8(ascii: "0")), exponentLimit)
                i += 1
            }
            if negativeExponent { written = -written }
        }
        guard digits > 0 else { return negative ? -0.0 : 0 }
        if dropped {
            text.append(UInt8(ascii: "1"))
            digits += 1
            exponent -= 1
        }
        let e = exponent + written
        // 10^magnitude ≤ |value| < 10^(magnitude + 1): past 10^309 no double, below 10^-324 only 0.
        let magnitude = digits + e - 1
        if magnitude > 308 { return negative ? -.infinity : .infinity }
        if magnitude < -324 { return negative ? -0.0 : 0 }
        text.append(UInt8(ascii: "e"))
        text.append(contentsOf: String(e).utf8)
        return Double(String(decoding: text, as: UTF8.self)) ?? (negative ? -.infinity : .infinity)
    }

    private static let powersOfTen: [Double] = (0 ... 22).map { k in (0 ..< k).reduce(1.0) { a, _ in a * 10 } }
}
