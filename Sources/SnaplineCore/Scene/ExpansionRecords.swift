/// What expansion records of each node: its id checked for uniqueness (the duplicates, for
/// `reportDuplicates`), the `when` entries its mapping writes (`PerViewportValues.nodes` and
/// `.mappingOfNode`), and its anchor points counted towards the table's size (`TableCount`).
///
/// The one place both expansion paths record a node: `Expander` (after decoding) and
/// `DecoderState.expandWhileDecoding` (while decoding, for a scene without `repeat`) each call
/// `add` once per node, in node order, and nothing else, so the two cannot record a node
/// differently. They differ only in where the node comes from (a copy of the template's prototype
/// with its id built, or the prototype itself) and in who links it (`Expander.instantiate`, or
/// `decodeChildren` through the prototypes); `ExpansionTests` compares their nodes and links.
struct ExpansionRecords {
    /// The node that first had each id.
    private(set) var table: IDTable
    /// True while node `k` is template `k` (expansion while decoding): `templateOfNode` is then
    /// not kept.
    private let nodesAreTemplates: Bool
    /// The template of each node (by node index), when nodes are not templates.
    private var templateOfNode: [Int32] = []
    /// One per template at most: a template that repeats an id would otherwise report every instance.
    private(set) var duplicates: [DuplicateID] = []
    private var reportedTemplates: Set<Int32> = []
    /// `PerViewportValues.nodes` and `.mappingOfNode`: the nodes whose mappings write any.
    private(set) var writtenNodes: [Int32] = []
    private(set) var writtenMappings: [Int32] = []
    /// The table's size so far; nil until the viewports are known (`SceneDecoder.decodeScene`
    /// sets it before the root is decoded).
    var tableCount: TableCount?

    /// Records for about `expectedNodes` nodes; `nodesAreTemplates` while expanding as decoding.
    init(expectedNodes: Int, seed: UInt64, nodesAreTemplates: Bool, tableCount: TableCount? = nil) {
        table = IDTable(expected: expectedNodes, seed: seed)
        self.nodesAreTemplates = nodesAreTemplates
        self.tableCount = tableCount
        if !nodesAreTemplates { templateOfNode.reserveCapacity(expectedNodes) }
    }

    /// Records node `node`, an instance of template `t` (`template`), whose id is `id` with hash
    /// `hash` (nil when it has none), already appended to `ids` (the ids of the nodes so far).
    /// `explained`: its duplicates follow from an error already reported (`IDPattern`).
    /// `anchors` is the count of its own anchor points (nil for the scene's list).
    mutating func add(node: Int32, template t: Int32, _ template: NodeTemplate, id: String?, hash: UInt32, explained: Bool, ids: [String?], anchors: Int?) {
        if !nodesAreTemplates { templateOfNode.append(t) }
        if template.written >= 0 {
            writtenNodes.append(node)
            writtenMappings.append(template.written)
        }
        guard let id else { return }
        // An anchor's chain is as long as the scroll containers enclosing it.
        if template.scrollDepth > 0 { tableCount?.add(Int(node), chain: Int(template.scrollDepth), anchors: anchors) }
        guard let first = table.firstOrInsert(id, hash: hash, node: node, ids: ids) else { return }
        let firstTemplate = nodesAreTemplates ? first : templateOfNode[Int(first)]
        guard !(explained && firstTemplate == t), reportedTemplates.insert(t).inserted else { return }
        duplicates.append(DuplicateID(id: id, location: template.idLocation, template: t, first: first, firstTemplate: firstTemplate))
    }
}

/// An id met again: where, and which node and template had it first.
struct DuplicateID {
    var id: String
    var location: SourceLocation
    var template: Int32
    var first: Int32
    var firstTemplate: Int32
}
