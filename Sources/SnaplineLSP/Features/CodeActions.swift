import SnaplineCore

/// `textDocument/codeAction`: quick fixes from the fixes Snapline's diagnostics carry
/// (`Diagnostic.Fix`: a "did you mean" candidate put in place, a lint rule's suggested length).
///
/// Each published diagnostic with a fix carries it as one text edit in its `data`
/// (`{"fix": {"title", "range", "newText", "written"}}`), which clients send back with the
/// diagnostic; a client that drops `data` is matched to the last published diagnostics by range,
/// code and message. An edit is offered only while the document still reads `written` at its
/// range, so a stale diagnostic never produces a wrong edit.
enum CodeActions {
    static func actions(uri: String, diagnostics: [JSONValue], in text: TextDocument, published: [JSONValue]) -> [JSONValue] {
        var actions: [JSONValue] = []
        for diagnostic in diagnostics where diagnostic["source"].string == "snapline" {
            let fix = diagnostic["data"]["fix"] != .null ? diagnostic["data"]["fix"] : publishedFix(for: diagnostic, in: published)
            guard let title = fix["title"].string, let range = LSPRange(fix["range"]), let newText = fix["newText"].string,
                  let written = fix["written"].string, range.start <= range.end,
                  self.text(in: range, of: text) == written
            else { continue }
            var changes = JSONObject()
            changes[uri] = [["range": range.json, "newText": .string(newText)]]
            actions.append(["title": .string(title), "kind": "quickfix", "diagnostics": [diagnostic], "isPreferred": true, "edit": ["changes": .object(changes)]])
        }
        return actions
    }

    /// The fix of the published diagnostic with the same range, code and message.
    private static func publishedFix(for diagnostic: JSONValue, in published: [JSONValue]) -> JSONValue {
        published.first { $0["range"] == diagnostic["range"] && $0["code"] == diagnostic["code"] && $0["message"] == diagnostic["message"] }?["data"]["fix"] ?? .null
    }

    private static func text(in range: LSPRange, of document: TextDocument) -> String {
        let start = document.offset(of: range.start)
        let end = max(start, document.offset(of: range.end))
        return String(decoding: document.bytes[start ..< end], as: UTF8.self)
    }

    // MARK: Fixes as edits (at publication)

    /// `fix` as one edit of `text` (`data.fix` of the published diagnostic); nil when the text
    /// does not hold what the fix expects.
    static func edit(_ fix: Diagnostic.Fix, in text: TextDocument) -> JSONValue? {
        switch fix.edit {
        case .replace(let range, let written, let replacement):
            let start = text.offset(of: range.start)
            let end = text.offset(of: range.end)
            guard start < end, text.lineIndex(ofOffset: start) == text.lineIndex(ofOffset: end),
                  String(decoding: text.bytes[start ..< end], as: UTF8.self) == written
            else { return nil }
            return edit(fix.title, LSPRange(start: text.position(ofOffset: start), end: text.position(ofOffset: end)), replacement, written: written)
        case .setKey(let key, let value, let node):
            return setKey(key, value, node: node, title: fix.title, in: text)
        }
    }

    /// `key: value` on the node mapping whose kind key is at `node`: the value of the written key
    /// replaced, or a new line after the kind key's line (in a one-line flow mapping, a new pair).
    private static func setKey(_ key: String, _ value: String, node: SourceLocation, title: String, in text: TextDocument) -> JSONValue? {
        let kindLine = text.lineIndex(ofOffset: text.offset(of: node))
        let kindKey = YAMLLine(text.line(kindLine))
        guard kindKey.key != nil else { return flowSetKey(key, value, line: kindLine, title: title, in: text) }
        let context = BlockContext.ofKey(line: kindLine, in: text)
        if let existing = context.keys.first(where: { $0.key == key }) {
            let line = YAMLLine(text.line(existing.line))
            guard let valueRange = line.valueRange, !valueRange.isEmpty else { return nil }
            let lineStart = text.lineStarts[existing.line]
            let end = tokenEnd(in: text.line(existing.line), from: lineStart + valueRange.lowerBound) - lineStart
            let range = LSPRange(start: text.position(ofOffset: lineStart + valueRange.lowerBound), end: text.position(ofOffset: lineStart + end))
            let written = String(decoding: text.bytes[(lineStart + valueRange.lowerBound) ..< (lineStart + end)], as: UTF8.self)
            return edit(title, range, value, written: written)
        }
        let insertAt = text.position(ofOffset: text.lineEnd(kindLine))
        let indent = String(repeating: " ", count: kindKey.contentStart)
        return edit(title, LSPRange(start: insertAt, end: insertAt), "\n" + indent + key + ": " + value, written: "")
    }

    /// `setKey` in a node written as one flow mapping on its line (`- {item: a, width: 390}`),
    /// when it is the line's only mapping (not with an inline `when` or anchor entry).
    private static func flowSetKey(_ key: String, _ value: String, line: Int, title: String, in text: TextDocument) -> JSONValue? {
        let yamlLine = YAMLLine(text.line(line))
        let bytes = yamlLine.bytes
        let braces = unquotedBraces(bytes)
        guard braces.count == 2, bytes[braces[0]] == UInt8(ascii: "{"), bytes[braces[1]] == UInt8(ascii: "}") else { return nil }
        let lineStart = text.lineStarts[line]
        func range(_ r: Range<Int>) -> LSPRange { LSPRange(start: text.position(ofOffset: lineStart + r.lowerBound), end: text.position(ofOffset: lineStart + r.upperBound)) }
        if let pair = LinePairs.pairs(of: yamlLine).first(where: { $0.inFlow && $0.key == key }) {
            guard let written = pair.valueRange, !written.isEmpty else { return nil }
            return edit(title, range(written), value, written: String(decoding: bytes[written], as: UTF8.self))
        }
        var end = braces[1]
        while end > braces[0] + 1, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        return edit(title, range(end ..< end), ", \(key): \(value)", written: "")
    }

    /// Columns of the `{` and `}` outside quotes and comments on a line.
    private static func unquotedBraces(_ bytes: [UInt8]) -> [Int] {
        var found: [Int] = []
        var quote: UInt8?
        for (k, b) in bytes.enumerated() {
            if let open = quote {
                if b == open { quote = nil }
            } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                quote = b
            } else if b == UInt8(ascii: "#"), k > 0, bytes[k - 1] == UInt8(ascii: " ") {
                break
            } else if b == UInt8(ascii: "{") || b == UInt8(ascii: "}") {
                found.append(k)
            }
        }
        return found
    }

    private static func edit(_ title: String, _ range: LSPRange, _ newText: String, written: String) -> JSONValue {
        ["title": .string(title), "range": range.json, "newText": .string(newText), "written": .string(written)]
    }
}
