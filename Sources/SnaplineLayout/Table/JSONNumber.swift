/// Numbers as the table prints them: plain decimal with the shortest digits that
/// round-trip, no exponent, integers without `.0`, and `-0` as `0`.
public enum JSONNumber {
    /// Room `write` may need: the longest plain decimal of a Double (about 330 characters, for
    /// values near the smallest subnormal) with margin.
    public static let maximumLength = 352

    public static func format(_ value: Double) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    public static func append(_ value: Double, to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { buffer in
            guard let base = buffer.baseAddress else { return }
            let count = write(value, into: base)
            out.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
        }
    }

    /// Writes the number at `out`, which must have room for `maximumLength` bytes, and returns the
    /// number of bytes written. Non-finite values never reach here (the stages reject them);
    /// should one slip through it is written as `0` rather than as invalid JSON.
    public static func write(_ value: Double, into out: UnsafeMutablePointer<UInt8>) -> Int {
        guard value.isFinite, value != 0 else {
            out[0] = UInt8(ascii: "0")
            return 1
        }
        // Fast path: whole numbers below 2^53, whose exact digits are also the shortest that
        // round-trip (neighbouring doubles are at most 1 apart). Most layout numbers are these.
        if value == value.rounded(.towardZero) && abs(value) < 9_007_199_254_740_992 {
            return writeInteger(Int64(value), into: out)
        }
        // Otherwise Swift's shortest round-trip text, which is plain decimal between 1e-4 and
        // about 2^53 (a whole number there ends in `.0`, dropped), and uses an exponent outside.
        var text = value.description
        return text.withUTF8 { utf8 in
            guard utf8.contains(UInt8(ascii: "e")) else {
                var count = utf8.count
                if value == value.rounded(.towardZero) && count > 2 && utf8[count - 2] == UInt8(ascii: ".") && utf8[count - 1] == UInt8(ascii: "0") {
                    count -= 2
                }
                if let source = utf8.baseAddress { out.update(from: source, count: count) }
                return count
            }
            return writeExpanded(utf8, into: out)
        }
    }

    static func writeInteger(_ value: Int64, into out: UnsafeMutablePointer<UInt8>) -> Int {
        var v = value.magnitude
        var digits = 1
        var scale: UInt64 = 10
        while digits < 19 && v >= scale {
            digits += 1
            scale &*= 10
        }
        var i = value < 0 ? digits + 1 : digits
        let count = i
        if value < 0 { out[0] = UInt8(ascii: "-") }
        repeat {
            i -= 1
            out[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: v % 10)
            v /= 10
        } while v > 0
        return count
    }

    /// Rewrites exponent notation (`1e-05`, `1.2345e+16`) in plain decimal.
    static func writeExpanded(_ text: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) -> Int {
        var k = 0
        var n = 0
        if text.first == UInt8(ascii: "-") {
            out[n] = UInt8(ascii: "-")
            n += 1
            k = 1
        }
        // Mantissa digits without the point, and where the point was.
        var digits: [UInt8] = []
        var pointAt = -1
        while k < text.count, text[k] != UInt8(ascii: "e"), text[k] != UInt8(ascii: "E") {
            if text[k] == UInt8(ascii: ".") { pointAt = digits.count } else { digits.append(text[k]) }
            k += 1
        }
        if pointAt < 0 { pointAt = digits.count }
        var exponent = 0
        var sign = 1
        k += 1
        if k < text.count, text[k] == UInt8(ascii: "-") || text[k] == UInt8(ascii: "+") {
            if text[k] == UInt8(ascii: "-") { sign = -1 }
            k += 1
        }
        while k < text.count {
            exponent = exponent * 10 + Int(text[k] &- UInt8(ascii: "0"))
            k += 1
        }
        pointAt += sign * exponent
        // Trim leading zeros (moving the point) and trailing zeros after the point.
        while digits.count > 1 && digits.first == UInt8(ascii: "0") {
            digits.removeFirst()
            pointAt -= 1
        }
        while digits.count > 1 && digits.last == UInt8(ascii: "0") && digits.count > pointAt {
            digits.removeLast()
        }
        func put(_ byte: UInt8) {
            out[n] = byte
            n += 1
        }
        if pointAt <= 0 {
            put(UInt8(ascii: "0"))
            put(UInt8(ascii: "."))
            for _ in 0 ..< -pointAt { put(UInt8(ascii: "0")) }
            digits.forEach(put)
        } else if pointAt >= digits.count {
            digits.forEach(put)
            for _ in 0 ..< pointAt - digits.count { put(UInt8(ascii: "0")) }
        } else {
            digits[..<pointAt].forEach(put)
            put(UInt8(ascii: "."))
            digits[pointAt...].forEach(put)
        }
        return n
    }
}
