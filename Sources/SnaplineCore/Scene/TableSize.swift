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
    /// passes the limit, with the numbers. One pass over the nodes.
    mutating func checkTableSize(nodes: [SceneNode], ids: [String?], viewports: Int, defaultAnchors: [AnchorSpec]?) -> Bool {
        let limit = saturatingMultiply(maximumNodes, Self.offsetsPerNode)
        let defaultPoints = (defaultAnchors ?? AnchorSpec.defaultList).count
        // Per node, its scroll containers above it: the length of its targets' chains.
        var chain = [Int32](repeating: 0, count: nodes.count)
        var total = 0
        var anchors = 0
        var first: Int?
        for (i, node) in nodes.enumerated() {
            guard let parent = node.parent.index else { continue }
            chain[i] = chain[parent] + (nodes[parent].kind == .scroll ? 1 : 0)
            guard chain[i] > 0, ids[i] != nil else { continue }
            let points = node.anchors.index.map { anchorLists[$0].count } ?? defaultPoints
            anchors += 1
            total = saturatingAdd(total, saturatingMultiply(saturatingMultiply(points, Int(chain[i])), viewports))
            if total > limit, first == nil { first = i }
        }
        guard let first else { return true }
        let totalText = total == Int.max ? "more than \(Int.max)" : "\(total)"
        error("the table would hold \(totalText) offsets (\(anchors) anchors times their anchor points times their chain of scroll containers, in \(viewports) viewport\(viewports == 1 ? "" : "s")); expected at most \(limit), \(Self.offsetsPerNode) times the node limit (--max-nodes raises it); the count passes the limit at this node", at: nodes[first].location, .tableTooLarge)
        return false
    }
}
