import SnaplineCore

/// `textDocument/hover`: on a key, its one-line documentation and accepted values; on an id, the
/// node's frame and its targets' offsets along the chain in every viewport; on a container's id,
/// also its range, behavior and stops; on a `when` selector, the viewports it matches.
enum Hover {
    static func hover(at position: LSPPosition, in document: TextDocument, model: () -> SceneModel) -> JSONValue {
        let lineStart = document.lineStarts[min(position.line, document.lineCount - 1)]
        let column = document.offset(of: position) - lineStart
        let line = YAMLLine(document.line(position.line))
        for pair in LinePairs.pairs(of: line) {
            if pair.keyRange.contains(column) || (column == pair.keyRange.upperBound && column > pair.keyRange.lowerBound) {
                let context = BlockContext.ofKey(line: position.line, in: document)
                let place = pair.inFlow ? flowPlace(context, document) : context.place(in: document)
                guard let text = keyDocumentation(pair.key, place: place, kind: pair.inFlow ? nil : context.kind, model: model) else { return .null }
                return result(text, range(pair.keyRange, line: position.line, lineStart: lineStart, in: document))
            }
            if let value = pair.valueRange, value.contains(column) || column == value.upperBound, SceneVocabulary.kinds.contains(pair.key), pair.key != "space" {
                let location = document.location(ofOffset: lineStart + pair.keyRange.lowerBound)
                let model = model()
                let nodes = model.nodes(atKindKey: location)
                guard !nodes.isEmpty else { return .null }
                return result(NodeNumbers.markdown(nodes: nodes, model: model), range(value, line: position.line, lineStart: lineStart, in: document))
            }
        }
        return .null
    }

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
        case .edges, .relativeLength, .anchorEntry, .other: doc = nil
        }
        guard let doc else { return nil }
        var text = "**`\(doc.key)`**: \(doc.summary)\n\nAccepts \(doc.accepted)."
        if !doc.choices.isEmpty, doc.accepted != doc.choices.map({ "`\($0)`" }).joined(separator: ", ") {
            text += "\n\nValues: " + doc.choices.map { "`\($0)`" }.joined(separator: ", ")
        }
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
