/// A pull reader over JSON text (RFC 8259), the one JSON reader of the inputs (frames files,
/// content files): the decoder asks for the value it expects next and the cursor reads just that,
/// so a file of any size is read in one pass with no tree in memory. Positions are byte offsets
/// (`ByteLocations` turns them into lines and columns, all in one pass, when diagnostics need them).
///
/// Bounded whatever the input: nesting deeper than `maximumDepth` is a syntax error (no stack
/// overflow), strings must be valid UTF-8 (the file's bytes are checked where they are read:
/// inside strings; anything else that is not ASCII is a syntax error anyway), and a number is
/// read exactly, whatever its length, then rounded once to a double (`JSONCursor+Number.swift`);
/// one too large for a double reads as infinity (the decoder reports it). A syntax error ends
/// the reading: `SyntaxError` carries the offset and what was expected.
package struct JSONCursor {
    /// The nesting a frames file may have (its deepest valid value is 3 levels in).
    package static let framesDepth = 64

    package struct SyntaxError: Error, Sendable {
        package var offset: Int
        package var message: String

        package init(offset: Int, message: String) {
            self.offset = offset
            self.message = message
        }
    }

    /// What the next value is, from its first byte.
    package enum Kind: Equatable, Sendable {
        case object, array, string, number, bool, null

        package var description: String {
            switch self {
            case .object: "an object"
            case .array: "a list"
            case .string: "a string"
            case .number: "a number"
            case .bool: "a boolean"
            case .null: "null"
            }
        }
    }

    package let bytes: UnsafeBufferPointer<UInt8>
    /// Objects and lists nest at most this deep (the outermost is level 1).
    package let maximumDepth: Int
    package internal(set) var offset = 0
    private var depth = 0

    package init(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int = JSONCursor.framesDepth) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        // A UTF-8 byte order mark is not JSON, but editors write one: read past it.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
    }

    @inline(__always)
    mutating func skipSpace() {
        while offset < bytes.count {
            let b = bytes[offset]
            guard b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 else { return }
            offset += 1
        }
    }

    func fail(_ message: String, at position: Int? = nil) -> SyntaxError {
        let at = position ?? offset
        guard at < bytes.count else { return SyntaxError(offset: bytes.count, message: "the file ends where \(message) was expected") }
        let byte = bytes[at]
        let found = byte >= 0x21 && byte < 0x7F ? "`\(Character(Unicode.Scalar(byte)))`" : Self.name(ofByte: byte)
        return SyntaxError(offset: at, message: "expected \(message), found \(found)")
    }

    /// The kind of the next value, and its offset (after white space).
    package mutating func peek() throws(SyntaxError) -> (kind: Kind, offset: Int) {
        skipSpace()
        guard offset < bytes.count else { throw fail("a value") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return (.object, offset)
        case UInt8(ascii: "["): return (.array, offset)
        case UInt8(ascii: "\""): return (.string, offset)
        case UInt8(ascii: "-"), UInt8(ascii: "0") ... UInt8(ascii: "9"): return (.number, offset)
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return (.bool, offset)
        case UInt8(ascii: "n"): return (.null, offset)
        default: throw fail("a value")
        }
    }

    // MARK: - Objects and arrays

    /// Reads `{` (or `[`); the members follow through `nextKey` (or `nextElement`).
    package mutating func open(_ bracket: UInt8) throws(SyntaxError) {
        skipSpace()
        guard offset < bytes.count, bytes[offset] == bracket else { throw fail(bracket == UInt8(ascii: "{") ? "`{`" : "`[`") }
        guard depth < maximumDepth else {
            throw SyntaxError(offset: offset, message: "objects and lists nest deeper than \(maximumDepth) levels")
        }
        depth += 1
        offset += 1
    }

    /// Whether another member of the open object or list follows (reading the comma before it);
    /// false after reading its closing bracket. `first` is true before the first member.
    private mutating func another(_ close: UInt8, first: inout Bool) throws(SyntaxError) -> Bool {
        skipSpace()
        if offset < bytes.count, bytes[offset] == close {
            offset += 1
            depth -= 1
            return false
        }
        if first {
            first = false
            return true
        }
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ",") else {
            throw fail(close == UInt8(ascii: "}") ? "`,` or `}`" : "`,` or `]`")
        }
        offset += 1
        return true
    }

    /// The next key of the open object and its offset, with the colon after it read; nil at its end.
    package mutating func nextKey(first: inout Bool) throws(SyntaxError) -> (key: String, offset: Int)? {
        guard try another(UInt8(ascii: "}"), first: &first) else { return nil }
        skipSpace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw fail("a key (a string in double quotes)") }
        let start = offset
        let key = try string()
        skipSpace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw fail("`:` after the key") }
        offset += 1
        return (key, start)
    }

    /// Whether another element of the open list follows.
    package mutating func nextElement(first: inout Bool) throws(SyntaxError) -> Bool {
        try another(UInt8(ascii: "]"), first: &first)
    }

    /// Reads past any value (checking its syntax).
    package mutating func skipValue() throws(SyntaxError) {
        switch try peek().kind {
        case .object:
            try open(UInt8(ascii: "{"))
            var first = true
            while try nextKey(first: &first) != nil { try skipValue() }
        case .array:
            try open(UInt8(ascii: "["))
            var first = true
            while try nextElement(first: &first) { try skipValue() }
        case .string: _ = try string()
        case .number: _ = try number()
        case .bool, .null: _ = try literal()
        }
    }

    /// Checks that nothing but white space follows the top-level value.
    package mutating func end() throws(SyntaxError) {
        skipSpace()
        guard offset == bytes.count else { throw fail("the end of the file (one JSON value)") }
    }

    // MARK: - Scalars

    /// `true`, `false` (as a Bool) or `null` (nil).
    package mutating func literal() throws(SyntaxError) -> Bool? {
        skipSpace()
        for (word, value) in [("true", true as Bool?), ("false", false), ("null", nil)] where matches(word) {
            offset += word.utf8.count
            return value
        }
        throw fail("`true`, `false` or `null`")
    }

    private func matches(_ word: String) -> Bool {
        let utf8 = word.utf8
        guard offset + utf8.count <= bytes.count else { return false }
        return zip(utf8, bytes[offset...]).allSatisfy { $0 == $1 }
    }

    /// The next value's text and offset when it is a string; otherwise its kind and offset, the
    /// value skipped (for the decoder's "must be a string" error).
    package mutating func stringOrSkip() throws(SyntaxError) -> (text: String?, kind: Kind, offset: Int) {
        let (kind, offset) = try peek()
        guard kind == .string else {
            try skipValue()
            return (nil, kind, offset)
        }
        return (try string(), kind, offset)
    }

    /// A string's text, escapes decoded. Control characters must be escaped; the bytes must be
    /// UTF-8; a `\u` escape of half a surrogate pair without its other half is an error.
    package mutating func string() throws(SyntaxError) -> String {
        skipSpace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw fail("a string") }
        offset += 1
        let start = offset
        // Fast path: printable ASCII up to the closing quote.
        while offset < bytes.count {
            let b = bytes[offset]
            if b == UInt8(ascii: "\"") {
                offset += 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start ..< offset - 1]), as: UTF8.self)
            }
            if b == UInt8(ascii: "\\") || b < 0x20 || b >= 0x80 { break }
            offset += 1
        }
        var text = Array(bytes[start ..< offset])
        while offset < bytes.count {
            let b = bytes[offset]
            switch b {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &text)
            case 0 ..< 0x20:
                throw SyntaxError(offset: offset, message: "a control character (\(Self.name(ofByte: b))) inside a string; write it as an escape (\\n, \\t, \\u00XX)")
            case 0x80...:
                let length = Self.utf8SequenceLength(bytes, at: offset)
                guard length > 0 else { throw SyntaxError(offset: offset, message: "invalid UTF-8 (byte \(Self.name(ofByte: b))): a JSON file is UTF-8 text") }
                text.append(contentsOf: bytes[offset ..< offset + length])
                offset += length
            default:
                text.append(b)
                offset += 1
            }
        }
        throw SyntaxError(offset: bytes.count, message: "the file ends inside a string (no closing `\"`)")
    }

    private mutating func escape(into text: inout [UInt8]) throws(SyntaxError) {
        let at = offset
        guard offset + 1 < bytes.count else { throw SyntaxError(offset: at, message: "the file ends inside an escape") }
        let simple: [UInt8: UInt8] = [0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x62: 0x08, 0x66: 0x0C, 0x6E: 0x0A, 0x72: 0x0D, 0x74: 0x09]
        let letter = bytes[offset + 1]
        if let byte = simple[letter] {
            text.append(byte)
            offset += 2
            return
        }
        guard letter == UInt8(ascii: "u") else { throw SyntaxError(offset: at, message: "an unknown escape; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX") }
        var scalar = try hex4(at: offset + 2)
        offset += 6
        if (0xD800 ..< 0xDC00).contains(scalar) {
            guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u"),
                  case let low = try hex4(at: offset + 2), (0xDC00 ..< 0xE000).contains(low)
            else { throw SyntaxError(offset: at, message: "a \\u escape of a high surrogate without its low surrogate") }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            offset += 6
        } else if (0xDC00 ..< 0xE000).contains(scalar) {
            throw SyntaxError(offset: at, message: "a \\u escape of a low surrogate without its high surrogate")
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw SyntaxError(offset: at, message: "a \\u escape that is not a character") }
        text.append(contentsOf: Array(String(Character(unicode)).utf8))
    }

    private func hex4(at position: Int) throws(SyntaxError) -> UInt32 {
        guard position + 4 <= bytes.count else { throw SyntaxError(offset: position, message: "a \\u escape needs four hex digits") }
        var value: UInt32 = 0
        for k in position ..< position + 4 {
            let b = bytes[k]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0") ... UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a") ... UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A") ... UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default: throw SyntaxError(offset: k, message: "a \\u escape needs four hex digits")
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// The length of the well-formed UTF-8 sequence at `i` (no overlong forms, no surrogates,
    /// nothing past U+10FFFF), or 0.
    package static func utf8SequenceLength(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        let lead = b[i]
        let (length, low, high): (Int, UInt8, UInt8)
        switch lead {
        case 0xC2 ... 0xDF: (length, low, high) = (2, 0x80, 0xBF)
        case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
        case 0xED: (length, low, high) = (3, 0x80, 0x9F)
        case 0xE1 ... 0xEF: (length, low, high) = (3, 0x80, 0xBF)
        case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
        case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
        case 0xF1 ... 0xF3: (length, low, high) = (4, 0x80, 0xBF)
        default: return 0
        }
        guard i + length <= b.count, (low ... high).contains(b[i + 1]) else { return 0 }
        for k in i + 2 ..< i + length where b[k] & 0xC0 != 0x80 { return 0 }
        return length
    }
}

extension JSONCursor {
    /// A byte as `byte 0x1F` for messages.
    static func name(ofByte byte: UInt8) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        return "byte 0x" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]], as: UTF8.self)
    }
}
