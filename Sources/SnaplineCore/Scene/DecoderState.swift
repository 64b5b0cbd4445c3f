/// The working state of one `SceneDecoder.decode` call: the document being read, the diagnostics
/// found so far, the node templates and the side tables of the scene under construction.
///
/// Every `decode…` method reports its own problems and returns nil (or a default) for a value it
/// could not read, so decoding always goes on and a file's errors are all reported at once.
struct DecoderState {
    /// The YAML tape; emptied once every template is built (expansion needs only the templates).
    var document: YAMLDocument
    let maximumNodes: Int
    var diagnostics: Diagnostics

    /// One template per node mapping of the file (not per expanded instance).
    var templates: [NodeTemplate] = []
    /// `Scene.edges`, with equal values shared; index 0 is all-zero.
    var edges: [Edges] = [.zero]
    var edgeIndices: [Edges: Int32] = [.zero: 0]
    /// `Scene.anchorLists`, with equal lists shared.
    var anchorLists: [[AnchorSpec]] = []
    var anchorListIndices: [[AnchorSpec]: IndexLink] = [:]
    /// The index names of the repeats enclosing the node being decoded, innermost last.
    var scopes: [IndexScope] = []
    /// Where the keys the lint rules point at are written.
    var positions = ScenePositions()
    /// The positions of the list `decodeAnchorList` read last.
    var lastAnchorList: AnchorListPositions?
    /// Number of scroll container templates decoded.
    var scrollContainerCount = 0
    /// True when some node mapping could not be decoded at all (no kind, too deep, not a mapping),
    /// so scene-wide checks such as "no scroll container" would be guesses.
    var droppedNodes = false
    /// The viewports' traits, for `when` selectors (filled when the viewports are decoded).
    var traitTable = TraitTable()
    /// What node mappings write per viewport (`WhenDecoding.swift`), and the scene's
    /// `PerViewportValues` once the nodes are expanded.
    var writtenMappings: [WrittenMapping] = []
    var perViewport = PerViewportValues()

    init(document: YAMLDocument, maximumNodes: Int, diagnostics: Diagnostics) {
        self.document = document
        self.maximumNodes = maximumNodes
        self.diagnostics = diagnostics
        // Every template comes from a mapping, so their count bounds the templates: reserving it
        // avoids the doubling growth that made this array the largest allocation of a big scene.
        var mappings = 0
        for node in document.nodes where node.kind == .mapping { mappings += 1 }
        templates.reserveCapacity(mappings)
    }

    // MARK: Reporting

    mutating func error(_ message: String, at node: Int, _ code: DiagnosticCode) {
        diagnostics.error(message, at: document.nodes[node].start, code: code)
    }

    mutating func error(_ message: String, at location: SourceLocation, _ code: DiagnosticCode) {
        diagnostics.error(message, at: location, code: code)
    }

    mutating func error(_ message: String, at node: Int, _ code: DiagnosticCode, fix: Diagnostic.Fix?) {
        diagnostics.error(message, at: document.nodes[node].start, code: code, fix: fix)
    }

    /// The fix that writes `replacement` in place of scalar `node` (a "did you mean").
    func replacing(_ node: Int, with replacement: String) -> Diagnostic.Fix? { document.fix(replacing: node, with: replacement) }

    func line(_ node: Int) -> Int32 { document.nodes[node].start.line }

    /// How a value reads in "got …": `` `abc` ``, `` `"12"` `` for a quoted scalar, `nothing`,
    /// `a mapping`, `a list`.
    func describe(_ node: Int) -> String {
        let n = document.nodes[node]
        switch n.kind {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar:
            if n.style == .plain, document.withScalarBytes(node, { $0.isEmpty }) { return "nothing" }
            var text = document.string(node)
            if text.unicodeScalars.count > 40 {
                text = String(String.UnicodeScalarView(text.unicodeScalars.prefix(40))) + "…"
            }
            text = text.replacingNewlines()
            return n.style == .quoted ? "`\"\(text)\"`" : "`\(text)`"
        }
    }

    /// The scalar's text when `node` is a scalar, else nil.
    func text(_ node: Int) -> String? {
        document.nodes[node].kind == .scalar ? document.string(node) : nil
    }

    func isScalar(_ node: Int) -> Bool { document.nodes[node].kind == .scalar }
    func isMapping(_ node: Int) -> Bool { document.nodes[node].kind == .mapping }
    func isSequence(_ node: Int) -> Bool { document.nodes[node].kind == .sequence }

    // MARK: Side tables

    mutating func edgesIndex(_ value: Edges) -> Int32 {
        if let index = edgeIndices[value] { return index }
        let index = Int32(edges.count)
        edges.append(value)
        edgeIndices[value] = index
        return index
    }

    mutating func anchorListIndex(_ list: [AnchorSpec]) -> IndexLink {
        if let index = anchorListIndices[list] { return index }
        let index = IndexLink(anchorLists.count)
        anchorLists.append(list)
        anchorListIndices[list] = index
        return index
    }
}

/// The index of one enclosing `repeat`, as visible to `{name}` placeholders.
struct IndexScope {
    var name: String
    /// The `repeat` key, for messages.
    var repeatKey: Int
    /// True when the name shadows an enclosing repeat's (an error already reported): ids inside
    /// then repeat across the outer instances, and reporting each as a duplicate would only echo it.
    var isReused = false
}

extension String {
    fileprivate func replacingNewlines() -> String {
        guard contains(where: \.isNewline) else { return self }
        return String(map { $0.isNewline ? "⏎" : $0 })
    }
}
