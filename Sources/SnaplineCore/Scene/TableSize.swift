/// The bound on the table's size, checked on the expanded nodes before any layout.
///
/// The node limit bounds nodes times viewports, but the table grows with anchors times their
/// anchor points times their chain of enclosing containers times viewports: a few kilobytes of
/// scene (deep nesting, many anchor points, many viewports) could ask for billions of offsets.
/// The table's shape does not depend on the viewport (`when` cannot change ids, anchors or
/// containers), so its size is known exactly from the nodes alone.
extension DecoderState {
    /// Offsets the whole table (every viewport) may hold per allowed node: the node limit's node
    /// layouts (`layoutsPerNode`) times the default three anchor points, so every scene within
    /// the node limit with the default anchors and no nested containers fits.
    static let offsetsPerNode = 24

    /// Checks that the table of `nodes` in `viewports` viewports holds at most `offsetsPerNode`
    /// times the node limit offsets; reports the node where the running count in document order
    /// passes the limit, with the numbers. One pass over the nodes (none when they were expanded
    /// while decoding, which counted them then: `early`).
    mutating func checkTableSize(nodes: [SceneNode], ids: [String?], viewports: Int, defaultAnchors: [AnchorSpec]?) -> Bool {
        var count = tableCount(viewports: viewports, defaultAnchors: defaultAnchors)
        if let counted = earlyTableCount {
            count = counted
        } else {
            // An anchor's chain is as long as the scroll containers enclosing it.
            let depths = Scene.scrollDepths(of: nodes)
            let anchorLists = anchorLists
            for i in nodes.indices where depths[i] > 0 && ids[i] != nil {
                count.add(i, chain: Int(depths[i]), anchors: nodes[i].anchors.index.map { anchorLists[$0].count })
            }
        }
        guard let first = count.first else { return true }
        let total = count.total
        let totalText = total == Int.max ? "more than \(Int.max)" : "\(total)"
        error("the table would hold \(totalText) offsets (\(count.anchors) anchors times their anchor points times their chain of scroll containers, in \(viewports) viewport\(viewports == 1 ? "" : "s")); expected at most \(count.limit), \(Self.offsetsPerNode) times the node limit (--max-nodes raises it); the count passes the limit at this node", at: nodes[first].location, .tableTooLarge)
        return false
    }

    /// An empty count for the table of this scene.
    func tableCount(viewports: Int, defaultAnchors: [AnchorSpec]?) -> TableCount {
        TableCount(limit: saturatingMultiply(maximumNodes, Self.offsetsPerNode), viewports: viewports, defaultPoints: (defaultAnchors ?? AnchorSpec.defaultList).count)
    }
}

/// The running count of the table's offsets, node by node in document order.
struct TableCount {
    let limit: Int
    let viewports: Int
    let defaultPoints: Int
    private(set) var total = 0
    /// Nodes counted (anchors: nodes with an id inside a scroll container).
    private(set) var anchors = 0
    /// The node where the total first passed the limit.
    private(set) var first: Int?

    init(limit: Int, viewports: Int, defaultPoints: Int) {
        self.limit = limit
        self.viewports = viewports
        self.defaultPoints = defaultPoints
    }

    /// Counts node `i`, an anchor with `chain` scroll containers above it and its own list of
    /// `anchors` points (nil for the scene's).
    mutating func add(_ i: Int, chain: Int, anchors points: Int?) {
        anchors += 1
        total = saturatingAdd(total, saturatingMultiply(saturatingMultiply(points ?? defaultPoints, chain), viewports))
        if total > limit, first == nil { first = i }
    }
}
