#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The notations a scene accepts for numbers, read straight from a scalar's bytes (no String).
///
/// Numbers are YAML 1.2 core-schema decimals: `[-+]? ( \.[0-9]+ | [0-9]+ ( \.[0-9]* )? ) ( [eE] [-+]? [0-9]+ )?`,
/// always plain (unquoted). Hexadecimal, octal, `.inf`, `.nan` and YAML 1.1 forms (`1_000`,
/// `1:30`) are not numbers.
enum NumberSyntax {
    /// True when `bytes` is a decimal number as above.
    static func isDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        let n = bytes.count
        if i < n, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
        let integerStart = i
        while i < n, isDigit(bytes[i]) { i += 1 }
        var digits = i - integerStart
        if i < n, bytes[i] == UInt8(ascii: ".") {
            i += 1
            let fractionStart = i
            while i < n, isDigit(bytes[i]) { i += 1 }
            digits += i - fractionStart
        }
        guard digits > 0 else { return false }
        if i < n, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < n, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
            let exponentStart = i
            while i < n, isDigit(bytes[i]) { i += 1 }
            guard i > exponentStart else { return false }
        }
        return i == n
    }

    /// True when `bytes` is an integer: `[-+]?[0-9]+`.
    static func isInteger(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
        guard i < bytes.count else { return false }
        while i < bytes.count {
            guard isDigit(bytes[i]) else { return false }
            i += 1
        }
        return true
    }

    /// The value of a decimal (`isDecimal` must hold and a NUL must follow the bytes, as in the
    /// `YAMLDocument` arena). May be infinite when the exponent is out of range; `-0` is read as 0.
    static func decimalValue(_ bytes: UnsafeBufferPointer<UInt8>) -> Double {
        guard let base = bytes.baseAddress else { return 0 }
        // Fast path: up to 15 plain digits are exact in a Double, so no rounding question arises.
        if bytes.count <= 15 && bytes.allSatisfy(isDigit) {
            var n: Int64 = 0
            for b in bytes { n = n * 10 + Int64(b &- UInt8(ascii: "0")) }
            return Double(n)
        }
        let value = UnsafeRawPointer(base).withMemoryRebound(to: CChar.self, capacity: bytes.count + 1) { strtod($0, nil) }
        return value + 0.0
    }

    /// The value of an integer (`isInteger` must hold), saturated to `Int.min ... Int.max`.
    static func integerValue(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var i = 0
        var negative = false
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
            negative = bytes[0] == UInt8(ascii: "-")
            i = 1
        }
        var value = 0
        while i < bytes.count {
            let digit = Int(bytes[i] &- UInt8(ascii: "0"))
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (next, o2) = times10.addingReportingOverflow(digit)
            if o1 || o2 { return negative ? Int.min : Int.max }
            value = next
            i += 1
        }
        return negative ? -value : value
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// Why a scalar that looks like a number is not one, for the end of an error message; nil when
    /// it does not look like a number at all.
    static func hint(for text: String, quoted: Bool) -> String? {
        let bytes = Array(text.utf8)
        let isNumber = bytes.withUnsafeBufferPointer { isDecimal($0) }
        if quoted {
            return isNumber ? "numbers are written without quotes" : nil
        }
        if isNumber {
            return "it is out of range (not a finite number)"
        }
        var body = Substring(text)
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        switch body.lowercased() {
        case ".inf", "inf", "infinity": return "infinity is not allowed"
        case ".nan", "nan": return "NaN is not allowed"
        default: break
        }
        if body.hasPrefix("0x") || body.hasPrefix("0X") { return "hexadecimal is not allowed; write a decimal number" }
        if body.hasPrefix("0o") || body.hasPrefix("0O") { return "octal is not allowed; write a decimal number" }
        if body.hasPrefix("0b") || body.hasPrefix("0B") { return "binary is not allowed; write a decimal number" }
        if body.contains("_"), body.first.map({ $0.isNumber }) == true { return "write the number without `_`" }
        return nil
    }
}
