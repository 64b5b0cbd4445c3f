/// Reads JSON text (RFC 8259) into a `JSONValue`. Nesting is capped at `maximumDepth`, so no
/// input can exhaust the stack; any syntax error gives nil (the caller answers `-32700`).
public enum JSONParser {
    public static let maximumDepth = 128

    public static func parse(_ bytes: [UInt8]) -> JSONValue? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(bytes: buffer)
            guard let value = reader.value(depth: 0) else { return nil }
            reader.skipSpace()
            return reader.position == buffer.count ? value : nil
        }
    }

    public static func parse(_ text: String) -> JSONValue? { parse(Array(text.utf8)) }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        var current: UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func skipSpace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
        }

        mutating func literal(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard position + count <= bytes.count else { return false }
            for k in 0 ..< count where bytes[position + k] != word.utf8Start[k] { return false }
            position += count
            return true
        }

        mutating func value(depth: Int) -> JSONValue? {
            guard depth < JSONParser.maximumDepth else { return nil }
            skipSpace()
            guard let byte = current else { return nil }
            switch byte {
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "["): return array(depth: depth)
            case UInt8(ascii: "\""): return string().map { .string($0) }
            case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
            case UInt8(ascii: "n"): return literal("null") ? .null : nil
            default: return number().map { .number($0) }
            }
        }

        mutating func object(depth: Int) -> JSONValue? {
            position += 1
            var object = JSONObject()
            skipSpace()
            if current == UInt8(ascii: "}") {
                position += 1
                return .object(object)
            }
            while true {
                skipSpace()
                guard current == UInt8(ascii: "\""), let key = string() else { return nil }
                skipSpace()
                guard current == UInt8(ascii: ":") else { return nil }
                position += 1
                guard let value = value(depth: depth + 1) else { return nil }
                object[key] = value
                skipSpace()
                switch current {
                case UInt8(ascii: ","): position += 1
                case UInt8(ascii: "}"):
                    position += 1
                    return .object(object)
                default: return nil
                }
            }
        }

        mutating func array(depth: Int) -> JSONValue? {
            position += 1
            var values: [JSONValue] = []
            skipSpace()
            if current == UInt8(ascii: "]") {
                position += 1
                return .array(values)
            }
            while true {
                guard let value = value(depth: depth + 1) else { return nil }
                values.append(value)
                skipSpace()
                switch current {
                case UInt8(ascii: ","): position += 1
                case UInt8(ascii: "]"):
                    position += 1
                    return .array(values)
                default: return nil
                }
            }
        }

        mutating func number() -> Double? {
            let start = position
            func digits() -> Int {
                let first = position
                while let byte = current, byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { position += 1 }
                return position - first
            }
            if current == UInt8(ascii: "-") { position += 1 }
            let integerStart = position
            let integerDigits = digits()
            guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else { return nil }
            if current == UInt8(ascii: ".") {
                position += 1
                guard digits() > 0 else { return nil }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                position += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
                guard digits() > 0 else { return nil }
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start ..< position]), as: UTF8.self)
            guard let value = Double(text), value.isFinite else { return nil }
            return value
        }

        mutating func hex4() -> UInt32? {
            guard position + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for _ in 0 ..< 4 {
                let byte = bytes[position]
                let digit: UInt32
                switch byte {
                case UInt8(ascii: "0") ... UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a") ... UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A") ... UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
                default: return nil
                }
                value = value << 4 | digit
                position += 1
            }
            return value
        }

        /// A string; invalid UTF-8 and lone surrogates become U+FFFD rather than failing.
        mutating func string() -> String? {
            position += 1
            var out: [UInt8] = []
            while let byte = current {
                position += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(decoding: out, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard let escaped = current else { return nil }
                    position += 1
                    switch escaped {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escaped)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "u"):
                        guard var scalar = hex4() else { return nil }
                        if scalar >= 0xD800 && scalar < 0xDC00, literal("\\u") {
                            guard let low = hex4() else { return nil }
                            scalar = low >= 0xDC00 && low < 0xE000 ? 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00) : 0xFFFD
                        }
                        out.append(contentsOf: String(Unicode.Scalar(scalar) ?? "\u{FFFD}").utf8)
                    default: return nil
                    }
                case 0 ..< 0x20:
                    return nil
                default:
                    out.append(byte)
                }
            }
            return nil
        }
    }
}
