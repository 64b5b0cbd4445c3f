/// Numbers as the table prints them (SPEC section 5): plain decimal with the shortest digits that
/// round-trip, no exponent, integers without `.0`, and `-0` as `0`.
public enum JSONNumber {
    public static func format(_ value: Double) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the formatted number. Non-finite values never reach here (the stages reject them);
    /// should one slip through it is written as `0` rather than as invalid JSON.
    public static func append(_ value: Double, to out: inout [UInt8]) {
        guard value.isFinite else {
            out.append(UInt8(ascii: "0"))
            return
        }
        if value == 0 {
            out.append(UInt8(ascii: "0"))
            return
        }
        // Fast path: whole numbers below 2^53, whose exact digits are also the shortest that
        // round-trip (neighbouring doubles are at most 1 apart). Most layout numbers are these.
        if value == value.rounded(.towardZero) && abs(value) < 9_007_199_254_740_992 {
            appendInteger(Int64(value), to: &out)
            return
        }
        let text = value.description
        // Otherwise Swift's shortest round-trip text, which is plain decimal between 1e-4 and
        // about 2^53 (a whole number there ends in `.0`, dropped), and uses an exponent outside.
        if !text.utf8.contains(UInt8(ascii: "e")) {
            if value == value.rounded(.towardZero) && text.utf8.count > 2 && text.hasSuffix(".0") {
                out.append(contentsOf: text.utf8.dropLast(2))
            } else {
                out.append(contentsOf: text.utf8)
            }
            return
        }
        appendExpanded(text, to: &out)
    }

    static func appendInteger(_ value: Int64, to out: inout [UInt8]) {
        // Digits are written backwards into a small stack buffer, then appended in one copy.
        var v = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var i = buffer.count
            repeat {
                i -= 1
                buffer[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: v % 10)
                v /= 10
            } while v > 0
            if value < 0 {
                i -= 1
                buffer[i] = UInt8(ascii: "-")
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[i...]))
        }
    }

    /// Rewrites Swift's shortest round-trip text (`1.5`, `1e-05`, `1.2345e+16`) in plain decimal.
    static func appendExpanded(_ text: String, to out: inout [UInt8]) {
        var utf8 = Array(text.utf8)
        var negative = false
        if utf8.first == UInt8(ascii: "-") {
            negative = true
            utf8.removeFirst()
        }
        var exponent = 0
        if let e = utf8.firstIndex(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
            exponent = Int(String(decoding: utf8[(e + 1)...], as: UTF8.self)) ?? 0
            utf8.removeSubrange(e...)
        }
        // Digits without the point, and where the point was.
        var digits: [UInt8] = []
        var pointAt = utf8.count
        for (k, c) in utf8.enumerated() {
            if c == UInt8(ascii: ".") { pointAt = k } else { digits.append(c) }
        }
        pointAt += exponent
        // Trim leading zeros (adjusting the point) and trailing zeros.
        while digits.count > 1 && digits.first == UInt8(ascii: "0") {
            digits.removeFirst()
            pointAt -= 1
        }
        while digits.count > 1 && digits.last == UInt8(ascii: "0") && digits.count > pointAt {
            digits.removeLast()
        }
        if negative { out.append(UInt8(ascii: "-")) }
        if pointAt <= 0 {
            out.append(contentsOf: Array("0.".utf8))
            out.append(contentsOf: [UInt8](repeating: UInt8(ascii: "0"), count: -pointAt))
            out.append(contentsOf: digits)
        } else if pointAt >= digits.count {
            out.append(contentsOf: digits)
            out.append(contentsOf: [UInt8](repeating: UInt8(ascii: "0"), count: pointAt - digits.count))
        } else {
            out.append(contentsOf: digits[..<pointAt])
            out.append(UInt8(ascii: "."))
            out.append(contentsOf: digits[pointAt...])
        }
    }
}
