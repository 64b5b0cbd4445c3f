/// One line of a block-style YAML file as the editor features read it, without parsing the
/// file (an editor's buffer is often half-typed, and then no parser gives a tree): its sequence
/// dashes, where its content starts, and its `key:` when it has one. Columns are byte offsets in
/// the line.
struct YAMLLine {
    /// Where the content starts, after the indentation and any `- ` markers.
    var contentStart = 0
    /// Columns of the `- ` sequence markers before the content.
    var dashes: [Int] = []
    /// The key, when the content is `key:` (plain or quoted), and where its text is.
    var key: String?
    var keyRange: Range<Int> = 0 ..< 0
    /// Just past the key's colon (nil without a key).
    var colon: Int?
    /// Where the value's text starts (after the colon and spaces), and its text up to a comment.
    var valueRange: Range<Int>?
    /// Nothing but spaces or a comment.
    var isBlank = true
    /// The line's bytes (for value text).
    let bytes: [UInt8]

    /// Where `line`'s content starts (as an offset from its start), after the indentation and
    /// any `- ` markers, each of which is handed to `dash`; nothing is copied.
    static func contentStart(_ line: ArraySlice<UInt8>, dash: (Int) -> Void = { _ in }) -> Int {
        let (base, end) = (line.startIndex, line.endIndex)
        var k = base
        while k < end, line[k] == UInt8(ascii: " ") { k += 1 }
        while k < end, line[k] == UInt8(ascii: "-"), k + 1 == end || line[k + 1] == UInt8(ascii: " ") {
            dash(k - base)
            k += 1
            while k < end, line[k] == UInt8(ascii: " ") { k += 1 }
        }
        return k - base
    }

    init<Bytes: Collection<UInt8>>(_ line: Bytes) {
        bytes = Array(line)
        let count = bytes.count
        var dashes: [Int] = []
        let k = Self.contentStart(bytes[...]) { dashes.append($0) }
        self.dashes = dashes
        contentStart = k
        guard k < count, bytes[k] != UInt8(ascii: "#") else {
            isBlank = dashes.isEmpty
            return
        }
        isBlank = false
        readKey(from: k)
    }

    private mutating func readKey(from start: Int) {
        let count = bytes.count
        var k = start
        var keyEnd: Int
        let first = bytes[k]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            k += 1
            while k < count, bytes[k] != first {
                if first == UInt8(ascii: "\""), bytes[k] == UInt8(ascii: "\\") { k += 1 }
                k += 1
            }
            guard k < count else { return }
            keyEnd = k + 1
            k += 1
            guard k < count, bytes[k] == UInt8(ascii: ":") else { return }
        } else {
            if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") { return }
            while k < count {
                if bytes[k] == UInt8(ascii: ":"), k + 1 == count || bytes[k + 1] == UInt8(ascii: " ") { break }
                if bytes[k] == UInt8(ascii: "#"), k > start, bytes[k - 1] == UInt8(ascii: " ") { return }
                k += 1
            }
            guard k < count else { return }
            keyEnd = k
            while keyEnd > start, bytes[keyEnd - 1] == UInt8(ascii: " ") { keyEnd -= 1 }
        }
        var text = Array(bytes[start ..< keyEnd])
        if text.count >= 2, text.first == first, first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            text = Array(text.dropFirst().dropLast())
        }
        key = String(decoding: text, as: UTF8.self)
        keyRange = start ..< keyEnd
        colon = k + 1
        var v = k + 1
        while v < count, bytes[v] == UInt8(ascii: " ") { v += 1 }
        var end = v
        while end < count, !(bytes[end] == UInt8(ascii: "#") && end > v && bytes[end - 1] == UInt8(ascii: " ")) { end += 1 }
        while end > v, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        valueRange = v ..< end
    }

    /// The value's text (a plain or quoted scalar unquoted; flow text as written).
    var value: String? {
        guard let valueRange else { return nil }
        var text = Array(bytes[valueRange])
        if text.count >= 2, let first = text.first, first == UInt8(ascii: "\"") || first == UInt8(ascii: "'"), text.last == first {
            text = Array(text.dropFirst().dropLast())
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// True when the key has no value on its line (a block collection follows, or nothing).
    var opensBlock: Bool { key != nil && (valueRange?.isEmpty ?? true) }
}

/// The end of the token starting at byte `start` of `line`: a quoted scalar to its closing quote,
/// a flow collection to its closing bracket on the line, a plain scalar to `: `, `,`, `]`, `}`,
/// ` #` or the line's end (trailing spaces excluded). Used to give a diagnostic's position a range.
func tokenEnd(in line: ArraySlice<UInt8>, from start: Int) -> Int {
    let end = line.endIndex
    guard start < end else { return start }
    let first = line[start]
    var k = start + 1
    switch first {
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
        while k < end, line[k] != first {
            if first == UInt8(ascii: "\""), line[k] == UInt8(ascii: "\\") { k += 1 }
            k += 1
        }
        return min(end, k + 1)
    case UInt8(ascii: "{"), UInt8(ascii: "["):
        let close = first == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
        var depth = 1
        while k < end, depth > 0 {
            if line[k] == first { depth += 1 } else if line[k] == close { depth -= 1 }
            k += 1
        }
        return k
    default:
        while k < end {
            let byte = line[k]
            if byte == UInt8(ascii: ":"), k + 1 == end || line[k + 1] == UInt8(ascii: " ") { break }
            if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { break }
            if byte == UInt8(ascii: "#"), line[k - 1] == UInt8(ascii: " ") { break }
            k += 1
        }
        while k > start + 1, line[k - 1] == UInt8(ascii: " ") { k -= 1 }
        return k
    }
}
