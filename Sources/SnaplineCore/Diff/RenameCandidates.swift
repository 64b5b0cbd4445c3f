/// A before node and an after node: an anchor that may have been renamed.
public struct RenamePair: Hashable, Sendable {
    public var before: Int32
    public var after: Int32
}

extension ViewportChanges {
    /// What must be equal for an anchor removed and an anchor added to be one anchor renamed, in
    /// one viewport: its kind, its place in the tree, its container (the same container, whose
    /// chain out is the same), its frame, and every target's label, offsets and raw offsets,
    /// link by link. Numbers are
    /// compared exactly: a renamed anchor is laid out by the same arithmetic.
    struct AnchorPrint: Hashable {
        var kind: SceneNode.Kind
        /// The id of the nearest ancestor with an id; nil when that ancestor is itself removed
        /// (or added), or there is none.
        var parent: String?
        var container: Int32
        var frame: Rect
        var labels: [String]
        var offsets: [Double]
    }

    /// The anchors of `removed` and `added` whose print is the only one of its kind among the
    /// removed and among the added, paired, in the after version's order. The print includes
    /// where the anchor sits in the tree: the id of its nearest ancestor with an id, which must
    /// be the same in both versions, unless both ancestors are themselves removed and added:
    /// then they must be a pair too (so `price-0-3`, removed, is not taken for `cost-1-0`, which
    /// took its place under another dish). A scroll container is never paired (its id names a
    /// container too: that rename is a container removed and one added). `afterContainer[c]`:
    /// the after container of before container `c` whose chain is the same, or -1.
    static func renameCandidates(removed: [AnchorEntry], in before: DiffSide, added: [AnchorEntry], in after: DiffSide, afterContainer: [Int32]) -> [RenamePair] {
        let removedNodes = Set(removed.map(\.node))
        let addedNodes = Set(added.map(\.node))
        var byPrint: [AnchorPrint: (node: Int32, count: Int)] = [:]
        for entry in removed {
            let c = afterContainer[Int(entry.container)]
            guard c >= 0, let print = print(entry, before, container: c, changed: removedNodes) else { continue }
            byPrint[print, default: (entry.node, 0)].count += 1
        }
        guard !byPrint.isEmpty else { return [] }
        var addedPrints: [AnchorPrint: (node: Int32, count: Int)] = [:]
        var order: [AnchorPrint] = []
        for entry in added {
            guard let print = print(entry, after, container: entry.container, changed: addedNodes), byPrint[print] != nil else { continue }
            if addedPrints[print] == nil { order.append(print) }
            addedPrints[print, default: (entry.node, 0)].count += 1
        }
        var pairs: [Int32: Int32] = [:]
        var paired: [RenamePair] = []
        for print in order {
            guard let old = byPrint[print], old.count == 1, let new = addedPrints[print], new.count == 1 else { continue }
            pairs[old.node] = new.node
            paired.append(RenamePair(before: old.node, after: new.node))
        }
        // A pair under a removed ancestor holds only if that ancestor is paired with the added
        // one: drop the others until none is left (an ancestor dropped drops its descendants).
        var dropped = true
        while dropped {
            dropped = false
            paired.removeAll { pair in
                let a = ancestor(of: Int(pair.before), in: before.scene)
                guard let a, removedNodes.contains(Int32(a)) else { return false }
                let b = ancestor(of: Int(pair.after), in: after.scene)
                guard let b, pairs[Int32(a)] == Int32(b) else {
                    pairs[pair.before] = nil
                    dropped = true
                    return true
                }
                return false
            }
        }
        return paired
    }

    /// The nearest ancestor of `node` that has an id.
    private static func ancestor(of node: Int, in scene: Scene) -> Int? {
        var i = scene.nodes[node].parent.index
        while let p = i, scene.id(of: p) == nil { i = scene.nodes[p].parent.index }
        return i
    }

    /// `entry`'s print in `side`, its container given as the after table's; nil for a scroll
    /// container. `changed`: the nodes of `side` removed (or added).
    private static func print(_ entry: AnchorEntry, _ side: DiffSide, container: Int32, changed: Set<Int32>) -> AnchorPrint? {
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
        let parent = ancestor(of: node, in: side.scene).flatMap { changed.contains(Int32($0)) ? nil : side.scene.id(of: $0) }
        return AnchorPrint(kind: kind, parent: parent, container: container, frame: table.frame(of: entry), labels: labels, offsets: offsets)
    }
}
