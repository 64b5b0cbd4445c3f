/// A before node and an after node: an anchor that may have been renamed.
public struct RenamePair: Hashable, Sendable {
    public var before: Int32
    public var after: Int32
}

extension ViewportChanges {
    /// What must be equal for an anchor removed and an anchor added to be one anchor renamed, in
    /// one viewport: its kind, its container (the same container, whose chain out is the same),
    /// its frame, and every target's label, offsets and raw offsets, link by link. Numbers are
    /// compared exactly: a renamed anchor is laid out by the same arithmetic.
    struct AnchorPrint: Hashable {
        var kind: SceneNode.Kind
        var container: Int32
        var frame: Rect
        var labels: [String]
        var offsets: [Double]
    }

    /// The anchors of `removed` and `added` whose print is the only one of its kind among the
    /// removed and among the added, paired, in the after version's order. A scroll container is
    /// never paired (its id names a container too: that rename is a container removed and one
    /// added). `afterContainer[c]`: the after container of before container `c` whose chain is
    /// the same, or -1.
    static func renameCandidates(removed: [AnchorEntry], in before: DiffSide, added: [AnchorEntry], in after: DiffSide, afterContainer: [Int32]) -> [RenamePair] {
        var byPrint: [AnchorPrint: (node: Int32, count: Int)] = [:]
        for entry in removed {
            let c = afterContainer[Int(entry.container)]
            guard c >= 0, let print = print(entry, before, container: c) else { continue }
            byPrint[print, default: (entry.node, 0)].count += 1
        }
        guard !byPrint.isEmpty else { return [] }
        var addedPrints: [AnchorPrint: (node: Int32, count: Int)] = [:]
        var order: [AnchorPrint] = []
        for entry in added {
            guard let print = print(entry, after, container: entry.container), byPrint[print] != nil else { continue }
            if addedPrints[print] == nil { order.append(print) }
            addedPrints[print, default: (entry.node, 0)].count += 1
        }
        return order.compactMap { print in
            guard let old = byPrint[print], old.count == 1, let new = addedPrints[print], new.count == 1 else { return nil }
            return RenamePair(before: old.node, after: new.node)
        }
    }

    /// `entry`'s print in `side`, its container given as the after table's; nil for a scroll
    /// container.
    private static func print(_ entry: AnchorEntry, _ side: DiffSide, container: Int32) -> AnchorPrint? {
        let node = Int(entry.node)
        let kind = side.scene.nodes[node].kind
        guard kind != .scroll else { return nil }
        let table = side.table
        let labels = side.scene.anchors(ofNode: node).map(\.name)
        var offsets: [Double] = []
        let depth = Int(table.containers[Int(entry.container)].chainLength)
        for k in labels.indices {
            var d = 0
            for c in ContainerChain(from: Int(entry.container), in: table.containers) {
                let link = table.link(Int(entry.firstOffset) + k * depth + d, in: c)
                offsets.append(link.offset)
                offsets.append(link.raw)
                d += 1
            }
        }
        return AnchorPrint(kind: kind, container: container, frame: table.frame(of: entry), labels: labels, offsets: offsets)
    }
}
