/// One version of a scene in one viewport: the scene (for ids and anchor labels) and the table.
public struct DiffSide {
    public var scene: Scene
    public var table: ViewportTable

    public init(scene: Scene, table: ViewportTable) {
        self.scene = scene
        self.table = table
    }
}

extension ViewportChanges {
    /// The changes from `before` to `after` in one viewport, in table order: removed containers,
    /// then the after version's containers (added, stops, range); removed anchors, then the
    /// after version's anchors (added, then per target: removed, added, chain or offsets).
    /// Linear in the tables: containers and anchors are matched by id through one dictionary each.
    public init(comparing before: DiffSide, _ after: DiffSide) {
        let (old, new) = (before.table, after.table)
        self.init(viewport: new.viewport.name, before: before.scene, after: after.scene,
                  beforeContainers: old.containers.map(\.id), afterContainers: new.containers.map(\.id))
        beforeContainerNodes = old.containers.map(\.node)
        afterContainerNodes = new.containers.map(\.node)
        let containerMatch = Self.match(afterIDs: afterContainers, beforeIDs: beforeContainers)
        compareContainers(old, new, match: containerMatch)

        // A target's chain is the same when its container maps to the before one and every
        // container out from there maps to the corresponding one.
        let sameChain = new.containers.indices.map { c -> Bool in
            guard containerMatch.of[c] >= 0 else { return false }
            let a = Array(ContainerChain(from: c, in: new.containers))
            let b = Array(ContainerChain(from: Int(containerMatch.of[c]), in: old.containers))
            return a.count == b.count && zip(a, b).allSatisfy { containerMatch.of[$0] == Int32($1) }
        }
        let anchorMatch = Self.match(
            afterIDs: new.anchors.lazy.map { after.scene.id(of: Int($0.node)) ?? "" },
            beforeIDs: old.anchors.lazy.map { before.scene.id(of: Int($0.node)) ?? "" })
        var removed: [AnchorEntry] = [], added: [AnchorEntry] = []
        for (a, entry) in old.anchors.enumerated() where !anchorMatch.matched[a] {
            changes.append(TableChange(.anchorRemoved, node: entry.node))
            removed.append(entry)
        }
        for (a, entry) in new.anchors.enumerated() {
            let b = anchorMatch.of[a]
            guard b >= 0 else {
                changes.append(TableChange(.anchorAdded, node: entry.node))
                added.append(entry)
                continue
            }
            let oldEntry = old.anchors[Int(b)]
            compareTargets(before, oldEntry, after, entry, sameChain: oldEntry.container == containerMatch.of[Int(entry.container)] && sameChain[Int(entry.container)])
        }
        if !removed.isEmpty && !added.isEmpty {
            // The after container of each before container whose whole chain is the same.
            var afterOf = [Int32](repeating: -1, count: old.containers.count)
            for (c, b) in containerMatch.of.enumerated() where b >= 0 && sameChain[c] { afterOf[Int(b)] = Int32(c) }
            renameCandidates = Self.renameCandidates(removed: removed, in: before, added: added, in: after, afterContainer: afterOf)
        }
    }

    private mutating func compareContainers(_ old: ViewportTable, _ new: ViewportTable, match: Match) {
        for (c, _) in old.containers.enumerated() where !match.matched[c] {
            changes.append(TableChange(.containerRemoved, container: Int32(c)))
        }
        for (c, entry) in new.containers.enumerated() {
            let b = match.of[c]
            guard b >= 0 else {
                changes.append(TableChange(.containerAdded, container: Int32(c)))
                continue
            }
            let was = old.containers[Int(b)]
            if !DiffTolerance.same(was.stops, entry.stops) {
                changes.append(TableChange(.stopsChanged, target: Int32(stops.count), container: Int32(c)))
                stops.append((was.stops, entry.stops))
            }
            if !DiffTolerance.same(was.maxOffset, entry.maxOffset) {
                changes.append(TableChange(.rangeChanged, container: Int32(c), before: was.maxOffset, after: entry.maxOffset))
            }
        }
    }

    /// Targets matched by label, the k-th occurrence of a label with the k-th.
    private mutating func compareTargets(_ before: DiffSide, _ old: AnchorEntry, _ after: DiffSide, _ new: AnchorEntry, sameChain: Bool) {
        let oldLabels = before.scene.anchors(ofNode: Int(old.node))
        let newLabels = after.scene.anchors(ofNode: Int(new.node))
        // Usually the lists are the same: then target j is target j, and nothing is allocated.
        let identical = oldLabels.count == newLabels.count && zip(oldLabels, newLabels).allSatisfy { $0.name == $1.name }
        var pairs: [Int] = []  // pairs[j]: the before target of after target j, or -1
        if !identical {
            var matched = [Bool](repeating: false, count: oldLabels.count)
            for label in newLabels {
                let k = oldLabels.indices.first { !matched[$0] && oldLabels[$0].name == label.name }
                if let k { matched[k] = true }
                pairs.append(k ?? -1)
            }
            for (k, isMatched) in matched.enumerated() where !isMatched {
                changes.append(TableChange(.targetRemoved, node: old.node, target: Int32(k)))
            }
        }
        let (oldTable, newTable) = (before.table, after.table)
        let depth = Int(newTable.containers[Int(new.container)].chainLength)
        for j in newLabels.indices {
            let k = identical ? j : pairs[j]
            guard k >= 0 else {
                changes.append(TableChange(.targetAdded, node: new.node, target: Int32(j)))
                continue
            }
            guard sameChain else {
                changes.append(TableChange(.chainChanged, node: new.node, target: Int32(j)))
                continue
            }
            let newFirst = Int(new.firstOffset) + j * depth
            let oldFirst = Int(old.firstOffset) + k * depth
            var d = 0
            // The same chain: the before containers, in step (a link's offset is its raw value
            // clamped to its own container's range).
            var oldChain = ContainerChain(from: Int(old.container), in: oldTable.containers).makeIterator()
            for c in ContainerChain(from: Int(new.container), in: newTable.containers) {
                guard let oc = oldChain.next() else { break }
                let (was, now) = (oldTable.link(oldFirst + d, in: oc).offset, newTable.link(newFirst + d, in: c).offset)
                if !DiffTolerance.same(was, now) {
                    changes.append(TableChange(.offsetChanged, node: new.node, target: Int32(j), container: Int32(c), before: was, after: now))
                }
                d += 1
            }
        }
    }

    /// Items matched by id: `of[i]` is the before item of after item `i` (-1 for none) and
    /// `matched[j]` whether before item `j` has one. An id met twice keeps its first item.
    struct Match {
        var of: [Int32]
        var matched: [Bool]
    }

    static func match<A: Collection, B: Collection>(afterIDs: A, beforeIDs: B) -> Match where A.Element == String, B.Element == String {
        var index: [String: Int32] = [:]
        index.reserveCapacity(beforeIDs.count)
        for (j, id) in beforeIDs.enumerated() where index[id] == nil { index[id] = Int32(j) }
        var result = Match(of: [], matched: [Bool](repeating: false, count: beforeIDs.count))
        result.of.reserveCapacity(afterIDs.count)
        for id in afterIDs {
            if let j = index[id], !result.matched[Int(j)] {
                result.matched[Int(j)] = true
                result.of.append(j)
            } else {
                result.of.append(-1)
            }
        }
        return result
    }
}
