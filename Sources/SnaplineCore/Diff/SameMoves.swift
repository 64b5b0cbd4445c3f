/// The moves of one viewport that are alone in their group (a node that is not repeated, or the
/// one instance of a `repeat` that moved) gathered by size: the offsets in one container that
/// moved by the same amount (as shown, to hundredths), whatever their anchors and labels, are
/// one line (`feed: 83 targets moved +36 (header-1 topLeading, …)`), and so are the ranges that
/// moved alike. A size met once keeps the move's own line.
struct SameMoves {
    struct Key: Hashable {
        var kind: TableChange.Kind
        /// The container (`offset-changed`), or -1 (`range-changed`: the containers are listed).
        var container: Int32
        var delta: String
    }

    struct Members {
        /// The first move's position in the viewport's changes and its group's key.
        var first: Int32
        var key: DiffGrouper.Key
        var count = 0
        /// Up to `DiffGrouper.named` moves (positions in the viewport's changes).
        var shown: [Int32] = []
    }

    private(set) var groups: [Key: Members] = [:]
    private(set) var order: [Key] = []

    mutating func add(_ c: TableChange, at i: Int32, key: DiffGrouper.Key) {
        let k = Key(kind: c.kind, container: c.kind == .offsetChanged ? c.container : -1, delta: DiffGrouper.range(c.after - c.before, c.after - c.before))
        if groups[k] == nil { order.append(k) }
        groups[k, default: Members(first: i, key: key)].count += 1
        if groups[k]?.shown.count ?? 0 < DiffGrouper.named { groups[k]?.shown.append(i) }
    }
}

extension DiffGrouper {
    /// The lines of `moves`, one per size, in the order the sizes were met.
    mutating func addEntries(_ moves: SameMoves, _ changes: ViewportChanges, viewport v: Int32) {
        for k in moves.order {
            guard let m = moves.groups[k] else { continue }
            let first = changes.changes[Int(m.first)]
            guard m.count > 1 else {
                var alone = Group(first: m.first)
                alone.add(first, node: first.node)
                entries.append(entry(m.key, alone, changes, viewport: v))
                continue
            }
            let scene = changes.after
            let names = m.shown.map { i -> String in
                let c = changes.changes[Int(i)]
                guard c.kind == .offsetChanged else { return changes.afterContainers[Int(c.container)] }
                return (scene?.id(of: Int(c.node)) ?? "") + " " + (scene?.anchors(ofNode: Int(c.node))[Int(c.target)].name ?? "")
            }
            let text = first.kind == .offsetChanged
                ? "\(changes.afterContainers[Int(first.container)]): \(m.count) targets moved \(k.delta)"
                : "range: \(m.count) containers moved \(k.delta)"
            entries.append(Entry(viewport: v, order: m.first, rank: 2, magnitude: abs(first.after - first.before), changes: m.count,
                                 text: text + Self.listing(names, count: m.count), source: "same move", labelled: nil))
        }
    }
}
