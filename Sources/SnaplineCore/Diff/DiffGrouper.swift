/// One line of a grouped diff report: equal changes in the viewports listed.
public struct DiffGroupLine: Sendable, Equatable {
    public var isBreaking: Bool
    /// Whether its changes are moves (offsets or ranges).
    public var isMove: Bool
    /// The viewports the line holds for, in the order they were compared.
    public var viewports: [String]
    /// What changed, without the viewports (ids as they are: escape for the format).
    public var text: String
    /// How many changes of the full list (`--ungrouped`, JSON) the line stands for.
    public var changes: Int
}

/// Groups one scene's changes for people: the changes of one viewport that have the same kind,
/// come from the same node mapping of the scene file (the instances of a `repeat`, or one node),
/// and concern the same target label and the same container mapping are one group (one change
/// alone keeps its exact line); then the groups whose line reads the same in several viewports
/// are one line listing them. An anchor removed and one added with the same place and numbers
/// in every viewport compared (`RenameCandidates.swift`) are one rename.
///
/// Viewports are added as they are compared (their changes can be dropped after `add`); what is
/// kept is one summary per group and viewport (its line), plus the anchors added and removed,
/// which are grouped once the renames are known (`lines`).
public struct DiffGrouper {
    struct Key: Hashable, Comparable {
        var kind: TableChange.Kind
        var template: SourceLocation
        var target: Int32
        var container: SourceLocation

        static func < (a: Key, b: Key) -> Bool {
            (a.kind.rawValue, a.template, a.target, a.container) < (b.kind.rawValue, b.template, b.target, b.container)
        }
    }

    /// One group of one viewport, as it is built.
    struct Group {
        var first: Int32
        var count = 0
        var lowest = Double.infinity
        var highest = -Double.infinity
        /// The first member's node and container (a group of one allocates nothing).
        var firstNode: Int32 = -1
        var firstContainer: Int32 = -1
        /// Once there are two members, up to `named` nodes (anchors, or containers for the
        /// container kinds) and up to `named` distinct containers (`offset-changed`).
        var nodes: [Int32] = []
        var containers: [Int32] = []
        /// Whether every member has the first one's numbers (before and after).
        var uniform = true
    }

    /// One group of one viewport, its line written.
    struct Entry {
        var viewport: Int32
        var order: Int32
        var rank: Int
        var magnitude: Double
        var changes: Int
        var text: String
        /// The mapping(s) the group comes from: lines merge across viewports only when both
        /// their text and their mappings are the same.
        var source: String
        /// A group of offsets: its name, its target labels and the rest of its text (groups
        /// that differ only in the label are one line, `merge(labelsFrom:)`).
        var labelled: (name: String, labels: [String], rest: String)?
    }

    /// Ids named in a line (then "… N more").
    static let named = 6

    private var before: WrittenIDs
    private var after: WrittenIDs
    private var beforeScene: Scene?
    private var afterScene: Scene?
    private var viewports: [String] = []
    var entries: [Entry] = []
    /// The anchors added and removed, per viewport: grouped by `lines`, once renames are known.
    private var anchors: [(viewport: Int32, kind: TableChange.Kind, node: Int32, order: Int32)] = []
    private var candidates: [RenamePair: Int] = [:]
    /// Viewports whose two tables were compared (not added or removed).
    private var compared = 0

    /// `before`, `after`: the scene files, for the written ids of repeated nodes.
    public init(before: WrittenIDs = WrittenIDs(source: nil), after: WrittenIDs = WrittenIDs(source: nil)) {
        self.before = before
        self.after = after
    }

    public mutating func add(_ changes: ViewportChanges) {
        let v = Int32(viewports.count)
        viewports.append(changes.viewport)
        beforeScene = beforeScene ?? changes.before
        afterScene = afterScene ?? changes.after
        if !changes.changes.contains(where: { $0.kind == .viewportAdded || $0.kind == .viewportRemoved }) { compared += 1 }
        for pair in changes.renameCandidates { candidates[pair, default: 0] += 1 }
        // Each change's key and position, sorted, so that a group is a run: 28 bytes a change
        // while the viewport is grouped (a dictionary of groups cost five times that where
        // nothing groups, as in a scene whose nodes are all written out).
        // The nodes' records once (a `Scene` per change would retain and release all its arrays).
        let nodes = (before: changes.before?.nodes ?? [], after: changes.after?.nodes ?? [])
        var keyed: [(key: Key, index: Int32)] = []
        keyed.reserveCapacity(changes.changes.count)
        for (i, c) in changes.changes.enumerated() {
            if c.kind == .anchorAdded || c.kind == .anchorRemoved {
                anchors.append((v, c.kind, c.node, Int32(i)))
            } else {
                keyed.append((Self.key(c, changes, nodes), Int32(i)))
            }
        }
        keyed.sort { $0.key != $1.key ? $0.key < $1.key : $0.index < $1.index }
        // The runs, in the order of their first change.
        var runs: [(first: Int32, start: Int32, end: Int32)] = []
        var start = 0
        while start < keyed.count {
            var end = start + 1
            while end < keyed.count && keyed[end].key == keyed[start].key { end += 1 }
            runs.append((keyed[start].index, Int32(start), Int32(end)))
            start = end
        }
        runs.sort { $0.first < $1.first }
        // A move alone in its group joins the other lone moves of its size (`SameMoves`).
        var moves = SameMoves()
        let viewportStart = entries.count
        for run in runs {
            let key = keyed[Int(run.start)].key
            var group = Group(first: run.first)
            let first = changes.changes[Int(group.first)]
            for k in Int(run.start) ..< Int(run.end) {
                let c = changes.changes[Int(keyed[k].index)]
                group.add(c, node: member(c, changes))
                if group.uniform && k > Int(run.start) { group.uniform = Self.sameNumbers(c, first, changes) }
            }
            if group.count == 1 && first.kind.isMove {
                moves.add(first, at: group.first, key: key)
            } else {
                entries.append(entry(key, group, changes, viewport: v))
            }
        }
        mergeLabels(from: viewportStart)
        addEntries(moves, changes, viewport: v)
    }

    /// The offset groups of one viewport (`entries[start...]`) whose lines differ only in the
    /// target label are one line listing the labels (`section-{i} topLeading, center  menu: 12
    /// anchors moved +8`: each label of each of the 12 anchors).
    private mutating func mergeLabels(from start: Int) {
        var first: [String: Int] = [:]
        var kept: [Entry] = []
        for e in entries[start...] {
            guard let parts = e.labelled else {
                kept.append(e)
                continue
            }
            let key = "\(e.source)|\(parts.name)|\(parts.rest)"
            guard let k = first[key] else {
                first[key] = kept.count
                kept.append(e)
                continue
            }
            kept[k].labelled?.labels += parts.labels
            kept[k].changes += e.changes
            kept[k].order = min(kept[k].order, e.order)
            kept[k].text = "\(parts.name) \(kept[k].labelled?.labels.joined(separator: ", ") ?? "")  \(parts.rest)"
        }
        entries.replaceSubrange(start..., with: kept)
    }

    /// The lines: breaking first, then the other changes that are not moves, then the moves,
    /// biggest first; ties in the order the changes came (viewport, then table order).
    public mutating func lines() -> [DiffGroupLine] {
        var all = entries
        all += anchorEntries()
        var merged: [String: Int] = [:]  // rank and text -> index in `lines`
        var lines: [(line: DiffGroupLine, rank: Int, magnitude: Double, first: (Int32, Int32))] = []
        for e in all {
            let key = "\(e.rank) \(e.source) \(e.text)"
            if let k = merged[key] {
                if lines[k].line.viewports.last != viewports[Int(e.viewport)] { lines[k].line.viewports.append(viewports[Int(e.viewport)]) }
                lines[k].line.changes += e.changes
                lines[k].magnitude = max(lines[k].magnitude, e.magnitude)
                if (e.viewport, e.order) < lines[k].first { lines[k].first = (e.viewport, e.order) }
            } else {
                merged[key] = lines.count
                lines.append((DiffGroupLine(isBreaking: e.rank == 0, isMove: e.rank == 2, viewports: [viewports[Int(e.viewport)]], text: e.text, changes: e.changes), e.rank, e.magnitude, (e.viewport, e.order)))
            }
        }
        lines.sort { a, b in
            if a.rank != b.rank { return a.rank < b.rank }
            if a.rank == 2 && a.magnitude != b.magnitude { return a.magnitude > b.magnitude }
            return a.first < b.first
        }
        return lines.map(\.line)
    }

    // MARK: Keys

    private static func key(_ c: TableChange, _ changes: ViewportChanges, _ nodes: (before: [SceneNode], after: [SceneNode])) -> Key {
        let nowhere = SourceLocation(line: 0, column: 0)
        var key = Key(kind: c.kind, template: nowhere, target: -1, container: nowhere)
        switch c.kind {
        case .sceneRenamed, .viewportAdded, .viewportRemoved, .anchorAdded, .anchorRemoved:
            break
        case .containerRemoved:
            key.template = location(changes.beforeContainerNodes[Int(c.container)], in: nodes.before)
        case .containerAdded, .stopsChanged, .rangeChanged:
            key.template = location(changes.afterContainerNodes[Int(c.container)], in: nodes.after)
        case .targetRemoved:
            key.template = location(c.node, in: nodes.before)
            key.target = c.target
        case .targetAdded, .chainChanged:
            key.template = location(c.node, in: nodes.after)
            key.target = c.target
        case .offsetChanged:
            key.template = location(c.node, in: nodes.after)
            key.target = c.target
            key.container = location(changes.afterContainerNodes[Int(c.container)], in: nodes.after)
        }
        return key
    }

    /// Where node `node`'s mapping is written (its kind key): what its instances share.
    private static func location(_ node: Int32, in nodes: [SceneNode]) -> SourceLocation {
        node >= 0 && Int(node) < nodes.count ? nodes[Int(node)].location : SourceLocation(line: 0, column: 0)
    }

    private func location(_ node: Int32, in scene: Scene?) -> SourceLocation {
        Self.location(node, in: scene?.nodes ?? [])
    }

    /// Whether two changes of one kind have the same numbers (moves, stops).
    private static func sameNumbers(_ a: TableChange, _ b: TableChange, _ changes: ViewportChanges) -> Bool {
        switch a.kind {
        case .offsetChanged, .rangeChanged: DiffTolerance.same(a.before, b.before) && DiffTolerance.same(a.after, b.after)
        case .stopsChanged:
            DiffTolerance.same(changes.stops[Int(a.target)].before, changes.stops[Int(b.target)].before)
                && DiffTolerance.same(changes.stops[Int(a.target)].after, changes.stops[Int(b.target)].after)
        default: true
        }
    }

    /// The node a change is about: its anchor, or its container's node.
    private func member(_ c: TableChange, _ changes: ViewportChanges) -> Int32 {
        switch c.kind {
        case .containerRemoved: changes.beforeContainerNodes[Int(c.container)]
        case .containerAdded, .stopsChanged, .rangeChanged: changes.afterContainerNodes[Int(c.container)]
        default: c.node
        }
    }

    // MARK: Lines

    mutating func entry(_ key: Key, _ group: Group, _ changes: ViewportChanges, viewport: Int32) -> Entry {
        let first = changes.changes[Int(group.first)]
        let rank = first.kind.isBreaking ? 0 : first.kind.isMove ? 2 : 1
        let magnitude = first.kind.isMove ? max(abs(group.lowest), abs(group.highest)) : 0
        var e = Entry(viewport: viewport, order: group.first, rank: rank, magnitude: magnitude, changes: group.count, text: "", source: "\(key.template) \(key.container)", labelled: nil)
        guard group.count > 1 else {
            var d = changes.describe(first)
            d.viewport = nil
            e.text = DiffText.rawLine(d)
            return e
        }
        let removed = first.kind == .containerRemoved || first.kind == .targetRemoved
        let scene = removed ? changes.before : changes.after
        let ids = group.nodes.map { scene?.id(of: Int($0)) ?? "" }
        let name = removed ? before.name(of: ids, at: key.template) : after.name(of: ids, at: key.template)
        let label = first.target >= 0 && first.kind != .stopsChanged ? scene.map { $0.anchors(ofNode: Int(first.node))[Int(first.target)].name } ?? "" : ""
        let n = group.count
        switch first.kind {
        case .offsetChanged:
            let containerIDs = group.containers.map { changes.afterContainers[Int($0)] }
            let container = containerIDs.count == 1 ? containerIDs[0] : after.name(of: containerIDs, at: key.container)
            let rest = "\(container): \(n) anchors " + (group.uniform ? DiffText.move(changes.describe(first).values) : "moved \(Self.range(group.lowest, group.highest))")
            e.text = "\(name) \(label)  \(rest)"
            e.labelled = (name, [label], rest)
        case .rangeChanged:
            e.text = "\(name) range: \(n) containers " + (group.uniform ? DiffText.move(changes.describe(first).values) : "moved \(Self.range(group.lowest, group.highest))")
        case .stopsChanged:
            guard group.uniform, case .stops(let a, let b) = changes.describe(first).values else {
                e.text = "\(name) stops: changed in \(n) containers"
                break
            }
            e.text = "\(name) stops: \(n) containers \(DiffText.stops(a)) → \(DiffText.stops(b))"
        case .containerAdded, .containerRemoved:
            e.text = "container \(name): \(n) \(first.kind == .containerAdded ? "added" : "removed")" + Self.listing(ids, count: n)
        case .targetAdded, .targetRemoved:
            e.text = "\(name) \(label): \(n) targets \(first.kind == .targetAdded ? "added" : "removed")"
        case .chainChanged: e.text = "\(name) \(label): chain of containers changed for \(n) anchors"
        default: e.text = DiffText.rawLine(changes.describe(first))
        }
        return e
    }

    /// The anchors added and removed, grouped by mapping per viewport, and the renames.
    private mutating func anchorEntries() -> [Entry] {
        let renames = candidates.filter { $0.value == compared && compared > 0 }.keys
        let renamedFrom = Dictionary(renames.map { ($0.before, $0.after) }, uniquingKeysWith: { a, _ in a })
        let renamedTo = Set(renames.map(\.after))
        struct AnchorKey: Hashable {
            var viewport: Int32
            var kind: TableChange.Kind  // `sceneRenamed` stands for an anchor renamed
            var template: SourceLocation
            var newTemplate: SourceLocation
        }
        var groups: [AnchorKey: (order: Int32, nodes: [Int32], count: Int)] = [:]
        var order: [AnchorKey] = []
        for a in anchors {
            var key = AnchorKey(viewport: a.viewport, kind: a.kind, template: location(a.node, in: a.kind == .anchorRemoved ? beforeScene : afterScene), newTemplate: SourceLocation(line: 0, column: 0))
            if a.kind == .anchorAdded && renamedTo.contains(a.node) { continue }
            if a.kind == .anchorRemoved, let to = renamedFrom[a.node] {
                key.kind = .sceneRenamed
                key.newTemplate = location(to, in: afterScene)
            }
            if groups[key] == nil {
                order.append(key)
                groups[key] = (a.order, [], 0)
            }
            groups[key]?.count += 1
            if groups[key]?.nodes.count ?? 0 < Self.named { groups[key]?.nodes.append(a.node) }
        }
        return order.compactMap { key in
            guard let g = groups[key] else { return nil }
            let oldIDs = g.nodes.map { beforeScene?.id(of: Int($0)) ?? "" }
            var e = Entry(viewport: key.viewport, order: g.order, rank: key.kind == .anchorAdded ? 1 : 0, magnitude: 0, changes: g.count, text: "", source: "\(key.template) \(key.newTemplate)", labelled: nil)
            switch key.kind {
            case .sceneRenamed:
                e.changes = 2 * g.count
                let newIDs = g.nodes.map { renamedFrom[$0].flatMap { afterScene?.id(of: Int($0)) } ?? "" }
                let pairs = zip(oldIDs, newIDs).map { "\($0) → \($1)" }
                e.text = g.count == 1 ? "\(oldIDs[0]) renamed → \(newIDs[0])"
                    : "\(before.name(of: oldIDs, at: key.template)) renamed → \(after.name(of: newIDs, at: key.newTemplate)): \(g.count) anchors" + Self.listing(pairs, count: g.count)
            case .anchorRemoved:
                e.text = g.count == 1 ? "\(oldIDs[0]) removed" : "\(before.name(of: oldIDs, at: key.template)): \(g.count) anchors removed" + Self.listing(oldIDs, count: g.count)
            default:
                let ids = g.nodes.map { afterScene?.id(of: Int($0)) ?? "" }
                e.text = g.count == 1 ? "\(ids[0]) added" : "\(after.name(of: ids, at: key.template)): \(g.count) anchors added" + Self.listing(ids, count: g.count)
            }
            return e
        }
    }

    /// ` (a, b, c)`, or ` (a, b, c, … 7 more)`.
    static func listing(_ shown: [String], count: Int) -> String {
        " (" + shown.joined(separator: ", ") + (count > shown.count ? ", … \(count - shown.count) more" : "") + ")"
    }

    /// How far the moves of a group went: `+8` when they are all equal, else from the smallest
    /// to the largest (`-12 … -288`; with both signs, `-12 … +40`).
    static func range(_ lowest: Double, _ highest: Double) -> String {
        func signed(_ v: Double) -> String { (v < 0 ? "" : "+") + DiffText.number(v) }
        if signed(lowest) == signed(highest) { return signed(lowest) }
        if highest <= 0 { return signed(highest) + " … " + signed(lowest) }
        return signed(lowest) + " … " + signed(highest)
    }
}

extension DiffGrouper.Group {
    mutating func add(_ c: TableChange, node: Int32) {
        count += 1
        if c.kind.isMove {
            lowest = min(lowest, c.after - c.before)
            highest = max(highest, c.after - c.before)
        }
        guard count > 1 else {
            (firstNode, firstContainer) = (node, c.container)
            return
        }
        if nodes.isEmpty {
            nodes = [firstNode]
            if c.kind == .offsetChanged { containers = [firstContainer] }
        }
        if nodes.count < DiffGrouper.named, nodes.last != node { nodes.append(node) }
        if c.kind == .offsetChanged, containers.count < DiffGrouper.named, !containers.contains(c.container) { containers.append(c.container) }
    }
}
