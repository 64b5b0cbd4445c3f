import SnaplineCore

/// `textDocument/hover`: on a key, its one-line documentation and accepted values; on an id, the
/// node's frame and its targets' offsets along the chain in every viewport; on a container's id,
/// also its range, behavior and stops; on a `when` selector, the viewports it matches.
enum Hover {
    static func hover(at position: LSPPosition, in document: TextDocument, model: () -> SceneModel, stale: () -> SceneModel? = { nil }) -> JSONValue {
        let lineStart = document.lineStarts[min(position.line, document.lineCount - 1)]
        let column = document.offset(of: position) - lineStart
        let line = YAMLLine(document.line(position.line))
        for pair in LinePairs.pairs(of: line) {
            if pair.keyRange.contains(column) || (column == pair.keyRange.upperBound && column > pair.keyRange.lowerBound) {
                let context = BlockContext.ofKey(line: position.line, in: document)
                let place = pair.inFlow ? flowPlace(context, document) : context.place(in: document)
                guard var text = keyDocumentation(pair.key, place: place, kind: pair.inFlow ? nil : context.kind, model: model) else { return .null }
                if case .viewport = place, let facts = viewportFacts(atLine: position.line, in: document, model: model) { text += "\n\n" + facts }
                return result(text, range(pair.keyRange, line: position.line, lineStart: lineStart, in: document))
            }
            if let value = pair.valueRange, value.contains(column) || column == value.upperBound, SceneVocabulary.kinds.contains(pair.key), pair.key != "space" {
                let location = document.location(ofOffset: lineStart + pair.keyRange.lowerBound)
                let current = model()
                let hovered = range(value, line: position.line, lineStart: lineStart, in: document)
                let nodes = current.nodes(atKindKey: location)
                if !nodes.isEmpty { return result(NodeNumbers.markdown(nodes: nodes, model: current), hovered) }
                // The text has errors: the last version without any, by position, else by id.
                guard current.scene == nil, let old = stale(), let scene = old.scene else { return .null }
                var found = old.nodes(atKindKey: location)
                if found.isEmpty, let id = scene.nodeIndex(ofID: unquoted(line.bytes[value])) { found = [id] }
                guard !found.isEmpty else { return .null }
                return result(staleNote + NodeNumbers.markdown(nodes: found, model: old), hovered)
            }
        }
        return .null
    }

    /// A plain or quoted scalar's text.
    private static func unquoted(_ bytes: ArraySlice<UInt8>) -> String {
        var text = bytes
        if text.count >= 2, let first = text.first, first == UInt8(ascii: "\"") || first == UInt8(ascii: "'"), text.last == first {
            text = text.dropFirst().dropLast()
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Said first when the numbers come from the last version of the file without errors.
    static let staleNote = "*Stale: the file has errors now; these numbers are from its last version without errors.*\n\n"

    /// A flow mapping's place: a viewport entry when its line is an item of `viewports`, else a node.
    private static func flowPlace(_ context: BlockContext, _ document: TextDocument) -> BlockContext.Place {
        let place = context.place(in: document)
        if case .node = place { return place }
        return context.parentKey(in: document) == "viewports" ? .viewport : .node(kind: nil, inChildren: true)
    }

    private static func keyDocumentation(_ key: String, place: BlockContext.Place, kind: String?, model: () -> SceneModel) -> String? {
        let doc: KeyDocumentation?
        switch place {
        case .topLevel: doc = SceneVocabulary.topLevel.first { $0.key == key }
        case .viewport: doc = SceneVocabulary.viewport.first { $0.key == key }
        case .node(let nodeKind, _): doc = SceneVocabulary.kindDocumentation(key) ?? SceneVocabulary.property(key, kind: nodeKind ?? kind)
        case .whenEntry(let nodeKind): doc = SceneVocabulary.property(key, kind: nodeKind)
        case .whenSelectors:
            guard let scene = model().scene else { return "**`\(key)`**: a `when` selector (a viewport's name or trait)." }
            let matching = scene.viewports.filter { $0.hasTrait(key) }.map { "`\($0.name)`" }
            return "**`\(key)`**: a `when` selector; matches " + (matching.isEmpty ? "no viewport" : matching.joined(separator: ", "))
        case .relativeLength: doc = SceneVocabulary.dataLengthKeys.first { $0.key == key }
        case .dataRepeat: doc = SceneVocabulary.dataRepeatKeys.first { $0.key == key }
        case .edges, .anchorEntry, .other: doc = nil
        }
        guard let doc else { return nil }
        var text = "**`\(doc.key)`**: \(doc.summary)\n\nAccepts \(doc.accepted)."
        if !doc.choices.isEmpty, doc.accepted != doc.choices.map({ "`\($0)`" }).joined(separator: ", ") {
            text += "\n\nValues: " + doc.choices.map { "`\($0)`" }.joined(separator: ", ")
        }
        return text
    }

    /// The viewport whose mapping holds line `line` (the last one starting at or above it): its
    /// size, insets, safe rect and size classes, from the last good decode.
    private static func viewportFacts(atLine line: Int, in document: TextDocument, model: () -> SceneModel) -> String? {
        guard let scene = model().scene else { return nil }
        let fileLine = document.location(ofOffset: document.lineStarts[min(line, document.lineCount - 1)]).line
        guard let viewport = scene.viewports.last(where: { Int($0.location.line) <= Int(fileLine) }) else { return nil }
        let n = MessageNumber.format
        var text = "Viewport `\(viewport.name)`: \(n(viewport.width)) × \(n(viewport.height))"
        if let device = viewport.device { text += " (\(device), \(viewport.orientation.rawValue))" }
        let insets = viewport.insets
        if viewport.hasInsets {
            let safe = viewport.safeRect
            text += "; insets top \(n(insets.top)), leading \(n(insets.leading)), bottom \(n(insets.bottom)), trailing \(n(insets.trailing))"
            if viewport.keyboard > 0 { text += " (keyboard \(n(viewport.keyboard)))" }
            text += "; safe rect x \(n(safe.x)), y \(n(safe.y)), \(n(safe.width)) × \(n(safe.height))"
        } else {
            text += "; no safe area: the safe rect is the whole viewport"
        }
        let classes = viewport.sizeClass
        text += "; size classes \(classes.horizontal.rawValue) width, \(classes.vertical.rawValue) height (traits `\(viewport.widthTrait)`, `\(viewport.heightTrait)`)"
        return text
    }

    private static func range(_ columns: Range<Int>, line: Int, lineStart: Int, in document: TextDocument) -> LSPRange {
        LSPRange(start: document.position(ofOffset: lineStart + columns.lowerBound), end: document.position(ofOffset: lineStart + columns.upperBound))
    }

    private static func result(_ markdown: String, _ range: LSPRange) -> JSONValue {
        ["contents": ["kind": "markdown", "value": .string(markdown)], "range": range.json]
    }
}

/// The `key: value` pairs of one line: its block key, and the pairs of a flow mapping on it
/// (`- {item: a, height: 40}`), with their columns.
enum LinePairs {
    struct Pair {
        var key: String
        var keyRange: Range<Int>
        var valueRange: Range<Int>?
        var inFlow: Bool
    }

    static func pairs(of line: YAMLLine) -> [Pair] {
        var pairs: [Pair] = []
        if let key = line.key {
            pairs.append(Pair(key: key, keyRange: line.keyRange, valueRange: line.valueRange.map { $0.lowerBound ..< tokenEnd(in: line.bytes[...], from: $0.lowerBound) }, inFlow: false))
        }
        // Flow pairs: the text after the first `{` on the line, split at `,` and `}`.
        let bytes = line.bytes
        guard let open = bytes.firstIndex(of: UInt8(ascii: "{")) else { return pairs }
        var k = open + 1
        while k < bytes.count {
            while k < bytes.count, bytes[k] == UInt8(ascii: " ") { k += 1 }
            let keyStart = k
            while k < bytes.count, bytes[k] != UInt8(ascii: ":"), bytes[k] != UInt8(ascii: ","), bytes[k] != UInt8(ascii: "}"), bytes[k] != UInt8(ascii: "{") { k += 1 }
            guard k < bytes.count, bytes[k] == UInt8(ascii: ":") else {
                k += 1
                continue
            }
            var keyEnd = k
            while keyEnd > keyStart, bytes[keyEnd - 1] == UInt8(ascii: " ") { keyEnd -= 1 }
            k += 1
            while k < bytes.count, bytes[k] == UInt8(ascii: " ") { k += 1 }
            let valueEnd = tokenEnd(in: bytes[...], from: k)
            pairs.append(Pair(key: String(decoding: bytes[keyStart ..< keyEnd], as: UTF8.self), keyRange: keyStart ..< keyEnd, valueRange: k ..< valueEnd, inFlow: true))
            k = max(valueEnd, k + 1)
        }
        return pairs
    }
}
