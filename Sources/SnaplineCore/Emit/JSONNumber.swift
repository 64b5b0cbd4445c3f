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
        // Fast path: integers that fit exactly (most layout numbers are whole points).
        if value == value.rounded(.towardZero) && abs(value) < 1e15 {
            appendInteger(Int64(value), to: &out)
            return
        }
        let text = value.description
        // Between 1e-4 and 2^53 Swift already prints plain decimal: copy it as is.
        if !text.utf8.contains(UInt8(ascii: "e")) {
            out.append(contentsOf: text.utf8)
            return
        }
        appendExpanded(text, to: &out)
    }

    static func appendInteger(_ value: Int64, to out: inout [UInt8]) {
        var v = value
        if v < 0 {
            out.append(UInt8(ascii: "-"))
            v = -v
        }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(v % 10)
                v /= 10
                count += 1
            } while v > 0
            for k in stride(from: count - 1, through: 0, by: -1) {
                out.append(buffer[k])
            }
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
