import SnaplineCore

/// `textDocument/documentSymbol`: the viewports, then the node tree as written (scroll
/// containers, stacks, items by id; a repeated node once, with its count), read from the YAML
/// tape so that a scene with decoding errors still has an outline.
enum DocumentSymbols {
    /// LSP `SymbolKind`s.
    private static let enumKind = 10, enumMemberKind = 22

    static func symbols(_ yaml: YAMLDocument, in text: TextDocument) -> [JSONValue] {
        guard yaml[0].kind == .mapping else { return [] }
        var symbols: [JSONValue] = []
        yaml.forEachPair(of: 0) { key, value in
            if yaml.scalar(key, equals: "viewports"), yaml[value].kind == .sequence {
                let viewports = yaml.children(of: value).compactMap { viewport(yaml, $0, text) }
                symbols.append(symbol("viewports", detail: "\(viewports.count)", kind: enumKind, yaml, from: key, selection: key, text, children: viewports))
            } else if yaml.scalar(key, equals: "root"), let root = node(yaml, value, text, depth: 0) {
                symbols.append(root)
            }
        }
        return symbols
    }

    private static func viewport(_ yaml: YAMLDocument, _ entry: Int, _ text: TextDocument) -> JSONValue? {
        guard yaml[entry].kind == .mapping else { return nil }
        var name: Int?
        yaml.forEachPair(of: entry) { key, value in
            if yaml.scalar(key, equals: "name"), yaml[value].kind == .scalar { name = value }
        }
        guard let name else { return nil }
        return symbol(yaml.string(name), detail: "viewport", kind: enumMemberKind, yaml, from: entry, selection: name, text, children: [])
    }

    private static func node(_ yaml: YAMLDocument, _ mapping: Int, _ text: TextDocument, depth: Int) -> JSONValue? {
        guard yaml[mapping].kind == .mapping, depth < 256 else { return nil }
        var kindKey: Int?
        var keyword = ""
        var repeatCount: String?
        var children: [JSONValue] = []
        yaml.forEachPair(of: mapping) { key, value in
            let name = yaml.string(key)
            if kindKey == nil, SceneVocabulary.kinds.contains(name) {
                kindKey = key
                keyword = name
            } else if name == "repeat", yaml[value].kind == .scalar {
                repeatCount = yaml.string(value)
            } else if name == "content" {
                if let child = node(yaml, value, text, depth: depth + 1) { children.append(child) }
            } else if name == "children", yaml[value].kind == .sequence {
                children += yaml.children(of: value).compactMap { node(yaml, $0, text, depth: depth + 1) }
            }
        }
        guard let kindKey else { return nil }
        let idNode = yaml.next(kindKey)
        let id = yaml[idNode].kind == .scalar ? yaml.string(idNode) : ""
        let name = id.isEmpty ? keyword : id
        var detail = keyword
        if let repeatCount { detail += " × \(repeatCount)" }
        return symbol(name, detail: detail, kind: kind(keyword), yaml, from: mapping, selection: id.isEmpty ? kindKey : idNode, text, children: children)
    }

    /// LSP `SymbolKind` of a node kind: Namespace for a scroll container, Struct for a stack,
    /// Field for an item, Constant for a space.
    private static func kind(_ keyword: String) -> Int {
        switch keyword {
        case "scroll": 3
        case "item": 8
        case "space": 14
        default: 23
        }
    }

    /// A `DocumentSymbol` spanning from node `from` to the end of the last line of its subtree.
    private static func symbol(_ name: String, detail: String, kind: Int, _ yaml: YAMLDocument, from: Int, selection: Int, _ text: TextDocument, children: [JSONValue]) -> JSONValue {
        let start = text.position(of: yaml[from].start)
        let lastLine = text.lineIndex(ofOffset: text.offset(of: yaml[max(from, yaml.next(from) - 1)].start))
        let end = text.position(ofOffset: text.lineEnd(max(start.line, min(lastLine, text.lineCount - 1))))
        let selectionStart = text.offset(of: yaml[selection].start)
        let selectionEnd = tokenEnd(in: text.line(text.lineIndex(ofOffset: selectionStart)), from: selectionStart)
        let selectionRange = LSPRange(start: text.position(ofOffset: selectionStart), end: text.position(ofOffset: selectionEnd))
        var object: JSONObject = [
            "name": .string(name), "detail": .string(detail), "kind": .int(kind),
            "range": LSPRange(start: start, end: max(end, selectionRange.end)).json, "selectionRange": selectionRange.json,
        ]
        if !children.isEmpty { object["children"] = .array(children) }
        return .object(object)
    }
}
