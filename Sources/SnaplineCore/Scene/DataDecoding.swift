/// Decoding of what a scene says is data: `repeat: {data: NAME, preview: N}` and
/// `width`/`height: {data: NAME, preview: L, min: A, max: B}` (SPEC section 13), the content's
/// scopes they make (`ContentShape`), and the templates a scene with data keeps
/// (`SceneTemplates`) so that it can be expanded again for a content.
///
/// Without content a data repeat has its preview count and a data length its preview: the
/// templates are expanded as for fixed values, so the preview scene is decoded like any other.
extension DecoderState {
    static let dataRepeatKeys = ["data", "preview"]
    static let dataLengthKeys = ["data", "preview", "min", "max"]
    static let dataNameExpected = "a data name (a lowercase letter, then letters and digits, not a Swift keyword: it becomes a property of the generated content type)"

    /// `repeat: {data: NAME, preview: N}` on a node in a `children` list: the count is data. Sets
    /// the template's preview count and scopes, and makes the scope its instances open current
    /// (the caller restores `contentScope` after the node).
    mutating func decodeDataRepeat(_ mapping: Int, into template: inout NodeTemplate) {
        let found = keys(of: mapping, allowed: Self.dataRepeatKeys, place: "in a data repeat `{data, preview}`")
        let (dataKey, previewKey) = (found[0], found[1])
        for (key, name) in [(dataKey, "data"), (previewKey, "preview")] where key < 0 {
            let meaning = name == "data" ? "the name of the count in the content" : "the count without content, 0 to \(SceneDecoder.maximumRepeat)"
            error("missing the key `\(name)` (\(meaning)) in a data repeat; expected `{data: NAME, preview: N}`", at: mapping, .missingKey)
        }
        var preview = 1
        if previewKey >= 0, let count = integer(value(of: previewKey), in: 0 ... SceneDecoder.maximumRepeat, expected: "an integer from 0 to \(SceneDecoder.maximumRepeat) for the data repeat's `preview`") {
            preview = count
        }
        template.repeatCount = preview
        guard dataKey >= 0, let name = dataName(value(of: dataKey)) else { return }
        guard notInFixedRepeat(dataKey, what: "a data repeat") else { return }
        let location = document[value(of: dataKey)].start
        guard let index = addContentName(ContentShape.Name(name: name, kind: .instances(scope: contentShape.scopes.count), preview: Double(preview), location: location)) else { return }
        contentShape.scopes.append(ContentShape.Scope(parent: ContentShape.Link(scope: Int(contentScope), name: index)))
        template.dataName = Int32(index)
        template.dataScope = Int32(contentShape.scopes.count - 1)
        contentScope = template.dataScope
    }

    /// A `width` or `height` that may be data: `{data: NAME, preview: L, min: A, max: B}` gives the
    /// preview as the length and sets `data` to the name's index in the current scope; any other
    /// value is read by `decodeLength`.
    mutating func decodeLength(_ node: Int, data: inout Int32) -> Length? {
        guard isMapping(node), hasKey("data", in: node) else { return decodeLength(node) }
        if decodingWhenEntry {
            error("a `when` entry cannot make a length data: data is the same in every viewport; give the data length on the node, and a fixed length here to replace it in these viewports", at: node, .notPerViewport)
            return nil
        }
        let found = keys(of: node, allowed: Self.dataLengthKeys, place: "in a data length `{data, preview, min, max}`")
        let (dataKey, previewKey, minKey, maxKey) = (found[0], found[1], found[2], found[3])
        if previewKey < 0 {
            error("missing the key `preview` (the length without content, the estimate) in a data length; expected `{data: NAME, preview: L, min: A, max: B}`", at: node, .missingKey)
        }
        let preview = previewKey >= 0 ? number(value(of: previewKey), .nonNegative) : nil
        let minimum = minKey >= 0 ? number(value(of: minKey), .nonNegative) : 0
        let maximum = maxKey >= 0 ? number(value(of: maxKey), .nonNegative) : nil
        guard let preview, let minimum, maxKey < 0 || maximum != nil else { return nil }
        if minimum > preview {
            error("the data length's `min` (\(MessageNumber.format(minimum))) is above its `preview` (\(MessageNumber.format(preview))); expected 0 <= min <= preview <= max", at: value(of: minKey), .badValue)
            return nil
        }
        if let maximum, maximum < preview {
            error("the data length's `max` (\(MessageNumber.format(maximum))) is below its `preview` (\(MessageNumber.format(preview))); expected 0 <= min <= preview <= max", at: value(of: maxKey), .badValue)
            return nil
        }
        guard dataKey >= 0, let name = dataName(value(of: dataKey)), notInFixedRepeat(dataKey, what: "a data length") else { return .points(preview) }
        let location = document[value(of: dataKey)].start
        if let index = addContentName(ContentShape.Name(name: name, kind: .length, preview: preview, location: location, minimum: minimum, maximum: maximum)) {
            data = Int32(index)
        }
        return .points(preview)
    }

    /// True when `mapping` has the key `name`.
    private func hasKey(_ name: StaticString, in mapping: Int) -> Bool {
        var found = false
        document.forEachPair(of: mapping) { key, _ in
            if !found, document.scalar(key, equals: name) { found = true }
        }
        return found
    }

    /// A data name: `[a-z][A-Za-z0-9]*`, not a Swift keyword.
    private mutating func dataName(_ node: Int) -> String? {
        guard let text = text(node), let first = text.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"),
              text.utf8.allSatisfy({ NumberSyntax.isDigit($0) || ($0 | 0x20) &- UInt8(ascii: "a") < 26 }),
              !SwiftKeywords.isReserved(text)
        else {
            error("expected \(Self.dataNameExpected), got \(describe(node))", at: node, isScalar(node) ? .badValue : .wrongType)
            return nil
        }
        return text
    }

    /// False (reported at the `data` key) inside a fixed `repeat`: its instances would share one value.
    private mutating func notInFixedRepeat(_ dataKey: Int, what: String) -> Bool {
        guard let fixed = scopes.last(where: { !$0.isData }) else { return true }
        error("\(what) cannot be inside a fixed `repeat` (line \(line(fixed.repeatKey))): each of its instances would need its own value; make that repeat data too, as in `repeat: {data: NAME, preview: N}`", at: dataKey, .dataInFixedRepeat)
        return false
    }

    /// Adds `name` to the current scope and returns its index there; nil (reported at the later of
    /// the two in document order) when the scope, or the data repeat that opens it, has the name.
    private mutating func addContentName(_ name: ContentShape.Name) -> Int? {
        let scope = Int(contentScope)
        var earlier = contentShape.scopes[scope].names.first { $0.name == name.name }?.location
        if earlier == nil, let parent = contentShape.scopes[scope].parent {
            let repeatName = contentShape.scopes[parent.scope].names[parent.name]
            if repeatName.name == name.name { earlier = repeatName.location }
        }
        if let earlier {
            let (first, later) = earlier < name.location ? (earlier, name.location) : (name.location, earlier)
            error("the data name `\(name.name)` is already given at line \(first.line) of the same scope; data names are unique within a data repeat's instances (the repeat's own name included) and within the scene", at: later, .duplicateDataName)
            return nil
        }
        contentShape.scopes[scope].names.append(name)
        return contentShape.scopes[scope].names.count - 1
    }

    /// The templates of a scene with data, in the layout engine's form (nil without data). Read
    /// before expansion, which may take the prototypes.
    func sceneTemplates() -> SceneTemplates? {
        guard !contentShape.isEmpty else { return nil }
        var result: [SceneTemplates.Template] = []
        result.reserveCapacity(templates.count)
        for (t, template) in templates.enumerated() {
            let instances: SceneTemplates.Instances = template.dataName >= 0 ? .data(name: template.dataName, scope: template.dataScope) : .fixed(template.repeatCount)
            let id: TemplateID
            if let p = template.idPattern.index {
                id = .pattern(idPatterns[p].parts.map { part in
                    switch part {
                    case .literal(let bytes): .literal(String(decoding: bytes, as: UTF8.self))
                    case .index(let level): .index(level: level)
                    }
                })
            } else {
                id = idTexts[t].map { .plain($0) } ?? .none
            }
            var entry = SceneTemplates.Template(node: prototypes[t], instances: instances, indexName: indexNames[Int32(t)], id: id, idLocation: template.idLocation, mapping: template.written, scope: template.contentScope)
            entry.widthData = template.widthData
            entry.heightData = template.heightData
            result.append(entry)
        }
        return SceneTemplates(templates: result, shape: contentShape)
    }
}
