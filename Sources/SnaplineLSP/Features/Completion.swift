import SnaplineCore

/// `textDocument/completion`: the keys the mapping at the cursor may still take (a node's by its
/// kind), or the values of an enumerated key after its colon. Read from indentation, so it works
/// while the buffer does not parse.
enum Completion {
    /// LSP `CompletionItemKind`s used here.
    private static let propertyKind = 10, valueKind = 12, keywordKind = 14, enumMemberKind = 20

    static func items(at position: LSPPosition, in document: TextDocument, selectors: () -> [String]) -> [JSONValue] {
        let lineBytes = document.line(position.line)
        let column = document.offset(of: position) - document.lineStarts[min(position.line, document.lineCount - 1)]
        let line = YAMLLine(lineBytes)
        // A value: after `key:` on this line, or inside a flow collection.
        if let colon = line.colon, column >= colon, let key = line.key {
            let context = BlockContext.ofKey(line: position.line, in: document)
            let flowKey = flowKey(before: column, in: line.bytes)
            return values(forKey: flowKey ?? key, place: context.place(in: document), kind: context.kind)
        }
        // A list item of `anchors`: unit points.
        let indent = line.isBlank && line.dashes.isEmpty ? column : line.contentStart
        let context = BlockContext.at(line: position.line, indent: indent, in: document)
        if !line.dashes.isEmpty, line.key == nil, context.parentKey(in: document) == "anchors" || YAMLLine(document.line(context.parentLine ?? -1)).key == "anchors" {
            return AnchorSpec.unitPoints.map { item($0.name, kind: enumMemberKind, detail: "unit point (\(MessageNumber.format($0.x)), \(MessageNumber.format($0.y)))") }
        }
        let present = Set(context.keys.filter { $0.line != position.line }.map(\.key))
        let place = context.place(in: document)
        let unused = Set(ignoredSnapOptions(context, in: document))
        return keys(for: place, selectors: place == .whenSelectors ? selectors() : []).filter { !present.contains($0.key) && !unused.contains($0.key) }.map { doc in
            item(doc.key, kind: SceneVocabulary.kinds.contains(doc.key) ? keywordKind : propertyKind, detail: doc.summary, insertText: doc.key + ": ", documentation: "Accepts \(doc.accepted).")
        }
    }

    /// `snapAlign` and `limit` on a scroll container whose written `behavior` is not
    /// `viewAligned` (and that has no `when`, which could make it so in some viewports): only a
    /// `snap-option-ignored` warning would come of them, so they are not offered.
    static func ignoredSnapOptions(_ context: BlockContext, in document: TextDocument) -> [String] {
        guard context.kind == "scroll", !context.keys.contains(where: { $0.key == "when" }),
              let line = context.keys.first(where: { $0.key == "behavior" })?.line,
              let behavior = YAMLLine(document.line(line)).value, behavior != ScrollBehavior.viewAligned.rawValue else { return [] }
        return ["snapAlign", "limit"]
    }

    /// The keys a mapping in `place` may have.
    static func keys(for place: BlockContext.Place, selectors: [String]) -> [KeyDocumentation] {
        switch place {
        case .topLevel: return SceneVocabulary.topLevel
        case .viewport: return SceneVocabulary.viewport
        case .node(let kind, let inChildren):
            guard let kind else {
                // No kind key yet: the kinds first, then what any node may have.
                return SceneVocabulary.kinds.compactMap(SceneVocabulary.kindDocumentation)
            }
            return SceneVocabulary.properties(ofKind: kind, inChildrenList: inChildren) ?? []
        case .whenEntry(let kind):
            return kind.flatMap(SceneVocabulary.perViewportProperties(ofKind:)) ?? []
        case .whenSelectors:
            return selectors.map { KeyDocumentation(selector: $0) }
        case .edges:
            return (SceneVocabulary.edgePairKeys + SceneVocabulary.edgeSideKeys).map { KeyDocumentation(plain: $0, "An edge inset in points.") }
        case .relativeLength:
            return SceneVocabulary.relativeLengthKeys.map { KeyDocumentation(plain: $0, "A part of a container-relative length.") } + SceneVocabulary.dataLengthKeys
        case .dataRepeat:
            return SceneVocabulary.dataRepeatKeys
        case .anchorEntry:
            return SceneVocabulary.anchorEntryKeys.map { KeyDocumentation(plain: $0, "A part of an anchor entry.") }
        case .other:
            return []
        }
    }

    /// The values of `key` in a mapping at `place`.
    static func values(forKey key: String, place: BlockContext.Place, kind: String?) -> [JSONValue] {
        let choices: [String]
        switch (place, key) {
        case (.viewport, _):
            choices = SceneVocabulary.viewport.first { $0.key == key }?.choices ?? []
        case (.topLevel, "anchors"), (_, "anchor"):
            choices = AnchorSpec.unitPoints.map(\.name)
        case (.whenEntry(let entryKind), _):
            choices = SceneVocabulary.property(key, kind: entryKind)?.choices ?? []
        case (.topLevel, _), (.edges, _), (.relativeLength, _):
            choices = []
        default:
            choices = SceneVocabulary.property(key, kind: kind)?.choices ?? []
        }
        return choices.map { item($0, kind: enumMemberKind, detail: "`\(key)` value") }
    }

    /// In flow text (`{name: a, layoutDirection: r…`), the key whose value the cursor is in.
    static func flowKey(before column: Int, in bytes: [UInt8]) -> String? {
        var k = min(column, bytes.count) - 1
        var colon: Int?
        while k >= 0 {
            let byte = bytes[k]
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: ",") { break }
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { return nil }
            if byte == UInt8(ascii: ":"), colon == nil { colon = k }
            k -= 1
        }
        guard k >= 0, let colon else { return nil }
        let text = String(decoding: bytes[(k + 1) ..< colon], as: UTF8.self)
        let key = text.trimmingCharacters(in: " ")
        return key.isEmpty ? nil : key
    }

    static func item(_ label: String, kind: Int, detail: String, insertText: String? = nil, documentation: String? = nil) -> JSONValue {
        var object: JSONObject = ["label": .string(label), "kind": .int(kind), "detail": .string(detail)]
        if let insertText { object["insertText"] = .string(insertText) }
        if let documentation { object["documentation"] = ["kind": "markdown", "value": .string(documentation)] }
        return .object(object)
    }
}

extension KeyDocumentation {
    init(plain key: String, _ summary: String) { self.init(key, summary, accepted: "a number") }

    init(selector: String) { self.init(selector, "Values for the viewports that have this trait.", accepted: "a mapping of this node's properties") }
}

extension String {
    func trimmingCharacters(in set: Character) -> String {
        var text = Substring(self)
        while text.first == set { text.removeFirst() }
        while text.last == set { text.removeLast() }
        return String(text)
    }
}
