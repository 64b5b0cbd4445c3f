import Foundation
import SnaplineCore

/// `textDocument/codeAction`: quick fixes where the fix is mechanical: a "did you mean" key or
/// value replaced by the suggestion, and `paging-cuts-item`'s suggested length when it is one
/// edit (the target's length key set or added; not when spacing must change too).
enum CodeActions {
    static func actions(uri: String, diagnostics: [JSONValue], in text: TextDocument, model: () -> SceneModel) -> [JSONValue] {
        var actions: [JSONValue] = []
        for diagnostic in diagnostics where diagnostic["source"].string == "snapline" {
            guard let message = diagnostic["message"].string, let range = LSPRange(diagnostic["range"]) else { continue }
            if let fix = suggestionFix(message: message, range: range, in: text) {
                actions.append(action(fix.title, uri: uri, diagnostic: diagnostic, edit: fix.edit))
            } else if diagnostic["code"].string == DiagnosticCode.pagingCutsItem.rawValue, let fix = pageLengthFix(message: message, in: text, model: model()) {
                actions.append(action(fix.title, uri: uri, diagnostic: diagnostic, edit: fix.edit))
            }
        }
        return actions
    }

    struct Fix {
        var title: String
        var edit: JSONValue
    }

    /// "did you mean `X`" (and "`X` instead of `Y`"): the token at the range (or the key `Y`
    /// near it) replaced by `X`.
    static func suggestionFix(message: String, range: LSPRange, in text: TextDocument) -> Fix? {
        guard let suggestion = quoted(after: "did you mean `", in: message), !suggestion.contains(" "), !message.contains("no viewport has it either") else { return nil }
        var target = range
        if let wrong = quoted(after: "instead of `", in: message) {
            // The key `wrong` on the node's lines, from the range's line on.
            guard let line = (range.start.line ..< min(text.lineCount, range.start.line + 64)).first(where: { YAMLLine(text.line($0)).key == wrong }) else { return nil }
            let keyRange = YAMLLine(text.line(line)).keyRange
            let lineStart = text.lineStarts[line]
            target = LSPRange(start: text.position(ofOffset: lineStart + keyRange.lowerBound), end: text.position(ofOffset: lineStart + keyRange.upperBound))
        }
        guard target.start != target.end else { return nil }
        let current = String(decoding: text.bytes[text.offset(of: target.start) ..< text.offset(of: target.end)], as: UTF8.self)
        return Fix(title: "Replace `\(current)` with `\(suggestion)`", edit: textEdit(target, suggestion))
    }

    /// `paging-cuts-item` without spacing: "e.g. `width: {count: N}`" written on the target.
    static func pageLengthFix(message: String, in text: TextDocument, model: SceneModel) -> Fix? {
        guard !message.contains("spacing: 0"), let suggested = quoted(after: "e.g. `", in: message),
              let colon = suggested.range(of: ": "), let scene = model.scene,
              let targetID = quoted(after: " pt into `", in: message) ?? quoted(after: " into \(suggestedKind(message) ?? "item") `", in: message),
              let node = scene.ids.firstIndex(where: { $0 == targetID })
        else { return nil }
        let key = String(suggested[..<colon.lowerBound])
        let value = String(suggested[colon.upperBound...])
        guard key == "width" || key == "height" else { return nil }  // the target's own length only
        let kindLine = Int(scene.nodes[node].location.line) - 1
        let kindKey = YAMLLine(text.line(kindLine))
        guard kindKey.key != nil else { return nil }  // a flow mapping: no single-line edit
        let context = BlockContext.ofKey(line: kindLine, in: text)
        if let existing = context.keys.first(where: { $0.key == key }) {
            let line = YAMLLine(text.line(existing.line))
            guard let valueRange = line.valueRange, !valueRange.isEmpty else { return nil }
            let lineStart = text.lineStarts[existing.line]
            let end = tokenEnd(in: text.line(existing.line).withRebasedIndices, from: valueRange.lowerBound)
            let range = LSPRange(start: text.position(ofOffset: lineStart + valueRange.lowerBound), end: text.position(ofOffset: lineStart + end))
            return Fix(title: "Set `\(key): \(value)` on `\(targetID)`", edit: textEdit(range, value))
        }
        let insertAt = text.position(ofOffset: text.lineEnd(kindLine))
        let indent = String(repeating: " ", count: kindKey.contentStart)
        return Fix(title: "Add `\(key): \(value)` to `\(targetID)`", edit: textEdit(LSPRange(start: insertAt, end: insertAt), "\n" + indent + suggested))
    }

    /// The target's kind in "… pt into item `a` in viewport …".
    private static func suggestedKind(_ message: String) -> String? {
        SceneVocabulary.kinds.first { message.contains(" into \($0) `") }
    }

    /// The text between `prefix` and the next backtick.
    static func quoted(after prefix: String, in message: String) -> String? {
        guard let start = message.range(of: prefix)?.upperBound, let end = message[start...].firstIndex(of: "`") else { return nil }
        let text = String(message[start ..< end])
        return text.isEmpty ? nil : text
    }

    private static func textEdit(_ range: LSPRange, _ newText: String) -> JSONValue {
        ["range": range.json, "newText": .string(newText)]
    }

    private static func action(_ title: String, uri: String, diagnostic: JSONValue, edit: JSONValue) -> JSONValue {
        var changes = JSONObject()
        changes[uri] = .array([edit])
        return ["title": .string(title), "kind": "quickfix", "diagnostics": [diagnostic], "isPreferred": true, "edit": ["changes": .object(changes)]]
    }
}
