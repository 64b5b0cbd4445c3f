extension LiveLayout {
    /// Applies `update` and returns the offset of container `containerID` that keeps on screen,
    /// where it was, what was under the point of its band at its `initialAnchor` (scroll
    /// anchoring): `offset` is the container's offset before the update, physical as in the table,
    /// and the result is its offset after. Throws, and changes nothing, for an update that is not
    /// valid, a container the layout has not, or an offset outside [0, M].
    ///
    /// The anchor is the innermost of the container's anchors whose frame holds the point (the
    /// first in document order on a tie), else the first that starts after it, else the last that
    /// ends before it, never one the update removes; the result moves by as much as its leading
    /// edge moved (and by the change of the content's origin, the scroll padding and the band),
    /// clamped to the new range. At the end of a container anchored at its end (a chat at its
    /// newest message) it stays at the end.
    public mutating func update(_ update: ContentUpdate, keeping containerID: String, at offset: Double) throws(LiveLayoutError) -> Double {
        let before = current
        guard let c = before.container(id: containerID), let line = before.line(c) else {
            throw LiveLayoutError("the layout has no scroll container `\(containerID)`")
        }
        guard offset.isFinite, offset >= 0, offset <= line.maxOffset else {
            throw LiveLayoutError("the offset \(offset) of `\(containerID)` is outside its range [0, \(line.maxOffset)]")
        }
        try self.update(update)
        let map = InstanceMap(update, templates: templates, before: before, after: current)
        guard let c1 = map.node(Int(before.table.containers[c].node)).flatMap({ current.container(node: $0) }), let line1 = current.line(c1) else {
            return 0  // the container itself was removed: nothing stays put
        }
        let o = line.logical(offset)
        let u = line.initialAnchor
        if u == 1 && o >= line.maxOffset - 0.5 { return line1.physical(line1.maxOffset) }
        let p = line.point(offset: o, u: u)
        guard let (a0, a1) = Self.anchorEdges(at: p, u: u, container: c, line: line, before: before, line1: line1, map: map) else {
            return line1.physical(ScrollRange.clamp(o, to: line1.maxOffset))
        }
        let moved = o + (a1 - a0) + (line1.origin - line.origin) + (line.s0 - line1.s0) + u * (line.band - line1.band)
        return line1.physical(ScrollRange.clamp(moved, to: line1.maxOffset))
    }

    /// The leading edges, before and after, of the anchor the rule picks at point `p`; nil when
    /// the container has no anchor that the update keeps.
    private static func anchorEdges(at p: Double, u: Double, container c: Int, line: ContainerLine, before: Laid, line1: ContainerLine, map: InstanceMap) -> (Double, Double)? {
        // The anchors the update keeps, with where each is after it.
        var kept: [(node: Int, span: (a: Double, b: Double), after: Int)] = []
        for anchor in before.table.anchors(ofContainer: c) {
            let n = Int(anchor.node)
            guard let m = map.node(n) else { continue }
            kept.append((n, line.span(before.table.frames[n]), m))
        }
        guard !kept.isEmpty else { return nil }
        func holds(_ s: (a: Double, b: Double)) -> Bool { u == 1 ? (s.a < p && p <= s.b) : (s.a <= p && p < s.b) }
        func startsAfter(_ s: (a: Double, b: Double)) -> Bool { u == 1 ? s.a >= p : s.a > p }
        var chosen: Int?
        // Innermost: a holder with no holder inside it. In document order a node's descendants
        // follow it directly, so a holder holds another exactly when the next holder is inside it.
        let holders = kept.indices.filter { holds(kept[$0].span) }
        for (k, h) in holders.enumerated() {
            if k + 1 < holders.count, before.node(kept[holders[k + 1]].node, isInside: kept[h].node) { continue }
            chosen = h
            break
        }
        if chosen == nil { chosen = kept.indices.first { startsAfter(kept[$0].span) } }
        if chosen == nil { chosen = kept.indices.last }
        guard let k = chosen else { return nil }
        let a1 = line1.span(map.after.table.frames[kept[k].after]).a
        return (kept[k].span.a, a1)
    }
}

extension LiveLayout.Laid {
    /// The index in `table.containers` of the container whose node is `node`.
    func container(node: Int) -> Int? {
        table.containers.firstIndex { Int($0.node) == node }
    }
}

/// Where the nodes of a layout are after an update: an instance keeps its identity, so one that an
/// insert moves from index i to i + k is found at i + k; one the update removes is nowhere. A
/// content replaced whole keeps its instances by position.
struct InstanceMap {
    let before: LiveLayout.Laid
    let after: LiveLayout.Laid
    let templates: SceneTemplates
    /// The repeat an insert or a removal changes: its template, the instance it is in (the indices
    /// of the repeats around it), and how its indices move.
    private let change: (repeat: Int, outer: [Int], at: Int, removed: Int, inserted: Int)?
    /// The new layout's ids, to find a node by its id.
    private let ids: [String: Int]

    init(_ update: ContentUpdate, templates: SceneTemplates, before: LiveLayout.Laid, after: LiveLayout.Laid) {
        self.before = before
        self.after = after
        self.templates = templates
        var ids: [String: Int] = [:]
        ids.reserveCapacity(after.scene.ids.count / 2)
        for (n, id) in after.scene.ids.enumerated() { if let id, ids[id] == nil { ids[id] = n } }
        self.ids = ids
        func repeatTemplate(_ address: ContentAddress) -> Int? {
            let names = templates.shape.scopes[address.scope].names
            guard address.name < names.count, case .instances(let inner) = names[address.name].kind else { return nil }
            return templates.templates.firstIndex { if case .data(_, let scope) = $0.instances { Int(scope) == inner } else { false } }
        }
        switch update {
        case .insert(let list, let at, let address):
            change = repeatTemplate(address).map { ($0, address.indices, at, 0, list.count) }
        case .remove(let count, let at, let address):
            change = repeatTemplate(address).map { ($0, address.indices, at, count, 0) }
        case .measure, .replace:
            change = nil
        }
    }

    /// Node `n` of the layout before, in the layout after; nil when the update removed it or it
    /// has no id to be found by.
    func node(_ n: Int) -> Int? {
        guard n >= 0, n < before.origins.count else { return nil }
        let t = Int(before.origins.template[n])
        var path = before.origins.indices(of: n)
        if let change, isTemplate(t, inside: change.repeat), path.count > change.outer.count, Array(path[..<change.outer.count]) == change.outer {
            let level = change.outer.count
            let i = path[level]
            if i >= change.at {
                if i < change.at + change.removed { return nil }
                path[level] = i - change.removed + change.inserted
            }
        }
        guard let id = templates.templates[t].id.text(indices: path) else { return nil }
        return ids[id]
    }

    private func isTemplate(_ t: Int, inside r: Int) -> Bool {
        var link = IndexLink(t)
        while let i = link.index {
            if i == r { return true }
            if i < r { return false }
            link = templates.templates[i].node.parent
        }
        return false
    }
}
