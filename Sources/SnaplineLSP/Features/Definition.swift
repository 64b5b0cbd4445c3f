import SnaplineCore

/// `textDocument/definition` on a `when` selector: where the trait comes from. A viewport's name
/// leads to that viewport's `name`, a declared trait to its entries in `traits` lists, an
/// automatic trait (`landscape`, `rightToLeft`, …) to the name of every viewport that has it.
enum Definition {
    static func locations(at position: LSPPosition, in text: TextDocument, uri: String, model: () -> SceneModel) -> JSONValue {
        let line = YAMLLine(text.line(position.line))
        let column = text.offset(of: position) - text.lineStarts[min(position.line, text.lineCount - 1)]
        guard let selector = line.key, line.keyRange.contains(column) || column == line.keyRange.upperBound,
              BlockContext.ofKey(line: position.line, in: text).place(in: text) == .whenSelectors
        else { return .null }
        let model = model()
        guard let yaml = model.document, yaml[0].kind == .mapping else { return .null }
        var targets: [Int] = []
        yaml.forEachPair(of: 0) { key, value in
            guard yaml.scalar(key, equals: "viewports"), yaml[value].kind == .sequence else { return }
            for entry in yaml.children(of: value) where yaml[entry].kind == .mapping {
                var nameNode: Int?
                var traitNodes: [Int] = []
                yaml.forEachPair(of: entry) { key, value in
                    if yaml.scalar(key, equals: "name"), yaml[value].kind == .scalar { nameNode = value }
                    if yaml.scalar(key, equals: "traits"), yaml[value].kind == .sequence {
                        traitNodes = yaml.children(of: value).filter { yaml[$0].kind == .scalar && yaml.string($0) == selector }
                    }
                }
                guard let nameNode else { continue }
                let name = yaml.string(nameNode)
                if name == selector {
                    targets.append(nameNode)
                } else if !traitNodes.isEmpty {
                    targets += traitNodes
                } else if Viewport.automaticTraits.contains(selector), model.scene?.viewports.first(where: { $0.name == name })?.hasTrait(selector) == true {
                    targets.append(nameNode)
                }
            }
        }
        return .array(targets.map { node in
            let range = DiagnosticConversion.range(of: yaml[node].start, in: text)
            return ["uri": .string(uri), "range": range.json]
        })
    }
}
