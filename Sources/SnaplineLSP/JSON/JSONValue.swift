import SnaplineCore

/// A JSON value, as the protocol's messages are: parsed from and written to bytes here, so no
/// Foundation JSON code (whose number reading differs between platforms) is involved.
///
/// Objects keep their keys in insertion order; writing is deterministic.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// `self[key]` of an object; `.null` for anything else or a missing key.
    public subscript(key: String) -> JSONValue {
        if case .object(let object) = self { return object[key] ?? .null }
        return .null
    }

    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The number as an integer when it is one (an LSP `integer`/`uinteger`).
    public var integer: Int? {
        guard let value = number, value == value.rounded(), abs(value) < 9_007_199_254_740_992 else { return nil }
        return Int(value)
    }

    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var array: [JSONValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    public var isNull: Bool { self == .null }

    public static func int(_ value: Int) -> JSONValue { .number(Double(value)) }
}

/// A JSON object: pairs in insertion order (a repeated key replaces the earlier value in place).
public struct JSONObject: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    public private(set) var pairs: [(key: String, value: JSONValue)] = []

    public init() {}

    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        for (key, value) in elements { self[key] = value }
    }

    public subscript(key: String) -> JSONValue? {
        get { pairs.first { $0.key == key }?.value }
        set {
            if let k = pairs.firstIndex(where: { $0.key == key }) {
                if let newValue { pairs[k].value = newValue } else { pairs.remove(at: k) }
            } else if let newValue {
                pairs.append((key, newValue))
            }
        }
    }

    public static func == (a: JSONObject, b: JSONObject) -> Bool {
        a.pairs.count == b.pairs.count && zip(a.pairs, b.pairs).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        var object = JSONObject()
        for (key, value) in elements { object[key] = value }
        self = .object(object)
    }
}

// MARK: Writing

extension JSONValue {
    /// The value as compact JSON text (UTF-8).
    public var bytes: [UInt8] {
        var out: [UInt8] = []
        write(to: &out)
        return out
    }

    public func write(to out: inout [UInt8]) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let value): JSONNumber.append(value, to: &out)
        case .string(let text): TextEscaper.json.write(text, to: &out)
        case .array(let values):
            out.append(UInt8(ascii: "["))
            for (k, value) in values.enumerated() {
                if k > 0 { out.append(UInt8(ascii: ",")) }
                value.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let object):
            out.append(UInt8(ascii: "{"))
            for (k, pair) in object.pairs.enumerated() {
                if k > 0 { out.append(UInt8(ascii: ",")) }
                TextEscaper.json.write(pair.key, to: &out)
                out.append(UInt8(ascii: ":"))
                pair.value.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }
}
