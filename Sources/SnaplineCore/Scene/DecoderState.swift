/// The working state of one `SceneDecoder.decode` call: the document being read, the diagnostics
/// found so far, the node templates and the side tables of the scene under construction.
///
/// Every `decode…` method reports its own problems and returns nil (or a default) for a value it
/// could not read, so decoding always goes on and a file's errors are all reported at once.
struct DecoderState {
    /// The YAML tape; emptied once every template is built (expansion needs only the templates).
    var document: YAMLDocument
    let maximumNodes: Int
    /// The bound on the table's size for the file's size (`TableSize.swift`).
    var tableSizeLimit = TableSizeLimit.unbounded
    var diagnostics: Diagnostics

    /// One template per node mapping of the file (not per expanded instance).
    var templates: [NodeTemplate] = []
    /// Each template's node with every property set (same index), linked to the other templates.
    var prototypes: [SceneNode] = []
    /// Each template's id when it has no placeholders, else nil (same index).
    var idTexts: [String?] = []
    /// The ids with placeholders (`NodeTemplate.idPattern`).
    var idPatterns: [IDPattern] = []
    /// True while every template so far is a single node (`NodeTemplate.isSingle`): the nodes are
    /// then expanded as the templates are decoded (`ExpansionWhileDecoding.swift`) into `records`.
    var expandsWhileDecoding: Bool
    /// What expansion while decoding has recorded of the nodes so far (`ExpansionRecords`).
    var records: ExpansionRecords
    /// The scroll containers enclosing the node being decoded: `Scene.scrollDepths` of that
    /// node, known while decoding, before any `Scene` exists; kept in its template
    /// (`NodeTemplate.scrollDepth`), where both expansion paths count the table with it.
    var scrollDepth = 0
    /// The axes of the scroll containers enclosing the node being decoded, innermost last.
    var scrollAxes: [Axis] = []
    /// The seed of the ids' hashes (`IDTable`), drawn at random for each decoding.
    let idSeed = UInt64.random(in: .min ... .max)
    /// `Scene.edges`, with equal values shared; index 0 is all-zero.
    var edges: [Edges] = [.zero]
    var edgeIndices: [Edges: Int32] = [.zero: 0]
    /// `Scene.anchorLists`, with equal lists shared.
    var anchorLists: [[AnchorSpec]] = []
    var anchorListIndices: [[AnchorSpec]: IndexLink] = [:]
    /// `Scene.unitPoints` (`initialAnchor` values), with equal points shared; index 0 is
    /// `topLeading`, what a container without `initialAnchor` starts at.
    var unitPoints: [UnitPoint] = [UnitPoint(x: 0, y: 0)]
    /// The index names of the repeats enclosing the node being decoded, innermost last.
    var scopes: [IndexScope] = []
    /// Where the keys the lint rules point at are written.
    var positions = ScenePositions()
    /// The names of the scene's data and their scopes (`DataDecoding.swift`), the scope the node
    /// being decoded belongs to, and the data lengths `decodeProperties` read last on a node.
    var contentShape = ContentShape()
    var contentScope: Int32 = 0
    var widthData: Int32 = -1
    var heightData: Int32 = -1
    /// True while a `when` entry's values are read (data may not be given there).
    var decodingWhenEntry = false
    /// The index name of each template that repeats, for a scene with data (`SceneTemplates`).
    var indexNames: [Int32: String] = [:]
    /// The positions of the list `decodeAnchorList` read last.
    var lastAnchorList: AnchorListPositions?
    /// Number of scroll container templates decoded.
    var scrollContainerCount = 0
    /// Key slot arrays (`NodeKeys.slots`) of nodes already decoded, given back for the next
    /// ones: one array per level of nesting rather than one per node.
    var spareSlots: [[Int]] = []
    /// True when some node mapping could not be decoded at all (no kind, too deep, not a mapping),
    /// so scene-wide checks such as "no scroll container" would be guesses.
    var droppedNodes = false
    /// The viewports' traits, for `when` selectors (filled when the viewports are decoded).
    var traitTable = TraitTable()
    /// What node mappings write per viewport (`WhenDecoding.swift`), and the scene's
    /// `PerViewportValues` once the nodes are expanded.
    var writtenMappings: [WrittenMapping] = []
    var perViewport = PerViewportValues()
    /// While reading (`document.stream`): how it ended, once `settleStream()` has found out.
    var streamVerdict: StreamVerdict?
    /// Where the document starts (for "could not be decoded"), noted when the stream settles.
    var streamStart: SourceLocation?

    init(document: YAMLDocument, maximumNodes: Int, diagnostics: Diagnostics, expandsEarly: Bool = true) {
        self.document = document
        self.maximumNodes = maximumNodes
        self.diagnostics = diagnostics
        // Every template comes from a mapping, so their count bounds the templates: reserving it
        // avoids the doubling growth that made this array the largest allocation of a big scene.
        // While the file is still being read the count is not known yet: the reader's estimate
        // is reserved instead (untouched capacity costs address space, not memory), and
        // `appendTemplate` grows by a quarter past it.
        let mappings = document.stream?.expectedMappings ?? document.mappingCount
        templates.reserveCapacity(mappings)
        prototypes.reserveCapacity(mappings)
        idTexts.reserveCapacity(mappings)
        // The estimate is generous (a mapping per 32 bytes): the id table starts smaller and grows.
        expandsWhileDecoding = expandsEarly
        records = ExpansionRecords(expectedNodes: expandsEarly ? mappings / 4 : 0, seed: idSeed, nodesAreTemplates: true)
    }

    /// Appends a template, growing the arrays by a quarter rather than doubling.
    mutating func appendTemplate(_ template: consuming NodeTemplate, prototype: SceneNode, idText: String?) -> Int32 {
        if templates.count == templates.capacity {
            templates.reserveCapacity(templates.count + templates.count / 4 + 64)
            prototypes.reserveCapacity(templates.capacity)
            idTexts.reserveCapacity(templates.capacity)
        }
        template.scrollDepth = Int32(scrollDepth)
        templates.append(template)
        prototypes.append(prototype)
        idTexts.append(idText)
        let index = Int32(templates.count - 1)
        expandWhileDecoding(index)
        return index
    }

    // MARK: Reporting

    mutating func error(_ message: String, at node: Int, _ code: DiagnosticCode) {
        diagnostics.error(message, at: document[node].start, code: code)
    }

    mutating func error(_ message: String, at location: SourceLocation, _ code: DiagnosticCode) {
        diagnostics.error(message, at: location, code: code)
    }

    mutating func error(_ message: String, at node: Int, _ code: DiagnosticCode, fix: Diagnostic.Fix?) {
        diagnostics.error(message, at: document[node].start, code: code, fix: fix)
    }

    /// The fix that writes `replacement` in place of scalar `node` (a "did you mean").
    func replacing(_ node: Int, with replacement: String) -> Diagnostic.Fix? { document.fix(replacing: node, with: replacement) }

    func line(_ node: Int) -> Int32 { document[node].start.line }

    /// How a value reads in "got …": `` `abc` ``, `` `"12"` `` for a quoted scalar, `nothing`,
    /// `a mapping`, `a list`.
    func describe(_ node: Int) -> String {
        let n = document[node]
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
        document[node].kind == .scalar ? document.string(node) : nil
    }

    func isScalar(_ node: Int) -> Bool { document[node].kind == .scalar }
    func isMapping(_ node: Int) -> Bool { document[node].kind == .mapping }
    func isSequence(_ node: Int) -> Bool { document[node].kind == .sequence }

    // MARK: Side tables

    mutating func edgesIndex(_ value: Edges) -> Int32 {
        if let index = edgeIndices[value] { return index }
        let index = Int32(edges.count)
        edges.append(value)
        edgeIndices[value] = index
        return index
    }

    mutating func unitPointIndex(x: Double, y: Double) -> Int32 {
        let point = UnitPoint(x: x, y: y)
        if let index = unitPoints.firstIndex(of: point) { return Int32(index) }
        unitPoints.append(point)
        return Int32(unitPoints.count - 1)
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
    /// True for a data repeat (`repeat: {data: …}`), whose instances each have their own data.
    var isData = false
}

extension String {
    fileprivate func replacingNewlines() -> String {
        guard contains(where: \.isNewline) else { return self }
        return String(map { $0.isNewline ? "⏎" : $0 })
    }
}
