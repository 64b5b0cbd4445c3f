/// Expansion done while the templates are decoded, for a scene without `repeat` (most large
/// files): there, template `t` is node `t`, so each template's node is linked (`decodeChildren`),
/// and its id recorded and checked for uniqueness, as it is appended, on the decoding thread
/// (while the file is still being read, when it is read on another). `expand(root:)` then only
/// hands the arrays over.
///
/// The first template that is not a single node (`NodeTemplate.isSingle`) ends it, and the
/// templates are expanded after decoding as any others. Either way the nodes, ids, diagnostics
/// and their order are the same: templates are appended in document order, which is node order.
struct EarlyExpansion {
    /// False once a template is not a single node (the rest is then empty).
    private(set) var isActive = true
    private var table: IDTable
    /// The duplicates found so far, in node order (reported once the scene is expanded, where
    /// expansion reports them).
    private(set) var duplicates: [DuplicateID] = []
    /// `PerViewportValues.nodes` and `.mappingOfNode` so far.
    private(set) var writtenNodes: [Int32] = []
    private(set) var writtenMappings: [Int32] = []
    /// The table's size so far (`checkTableSize`), once the viewports are known.
    var tableCount: TableCount?

    init(expectedNodes: Int, seed: UInt64) {
        table = IDTable(expected: expectedNodes, seed: seed)
    }

    /// Ends it, letting go of what it holds.
    mutating func stop() {
        self = EarlyExpansion(expectedNodes: 0, seed: table.seed)
        isActive = false
    }

    /// Expands template `t`, just appended; `ids` holds the templates' ids (`DecoderState.idTexts`).
    /// Its node has `chain` scroll containers above it, and its own list of `anchors` points
    /// (nil for the scene's).
    mutating func add(_ t: Int32, _ template: NodeTemplate, ids: [String?], chain: Int, anchors: Int?) {
        guard template.isSingle else {
            stop()
            return
        }
        if template.written >= 0 {
            writtenNodes.append(t)
            writtenMappings.append(template.written)
        }
        guard let id = ids[Int(t)] else { return }
        if chain > 0 { tableCount?.add(Int(t), chain: chain, anchors: anchors) }
        guard let first = table.firstOrInsert(id, hash: template.idHash, node: t, ids: ids) else { return }
        duplicates.append(DuplicateID(id: id, location: template.idLocation, template: t, first: first, firstTemplate: first))
    }
}

extension DecoderState {
    /// The scene's nodes and ids when they were expanded while decoding (nil when not: then
    /// `expand` makes them). Reports the duplicate ids and fills in `perViewport`.
    mutating func takeEarlyExpansion(root: Int32) -> (nodes: [SceneNode], ids: [String?])? {
        guard early.isActive, root == 0, templates[0].instanceSize == templates.count else { return nil }
        perViewport = PerViewportValues(mappings: writtenMappings, nodes: early.writtenNodes, mappingOfNode: early.writtenMappings)
        let duplicates = early.duplicates
        earlyTableCount = early.tableCount
        early.stop()
        let nodes = prototypes
        prototypes = []
        let ids = idTexts
        idTexts = []
        reportDuplicates(duplicates, nodes: nodes)
        return (nodes, ids)
    }
}
