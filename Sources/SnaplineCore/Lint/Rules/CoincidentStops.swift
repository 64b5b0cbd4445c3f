/// `coincident-stops` (off by default): two or more targets of a `viewAligned` container rest at
/// the same offset, so a one-by-one gesture cannot stop at each. A target nested inside another
/// target of the same container is left out. Stops are sorted once, then equal runs are swept.
enum CoincidentStops: LintRule {
    static let checksEachContainerAlone = true
    static let code = DiagnosticCode.coincidentStops

    static func check(_ scene: LintScene, into cases: inout LintCollector) {}

    static func check(_ v: LintViewport, into found: inout Linter.ViewportFindings) {
        var marks = NestingMarks(nodeCount: v.scene.nodes.count)
        let text = ByteBuffer(capacity: 512)  // each message, built in turn
        for (c, g) in v.containersToCheck {
            guard v.scene.nodes[g.node].behavior == .viewAligned else { continue }
            let all = v.targets(of: c)
            guard all.count > 1 else { continue }
            let targets = marks.outermost(all, below: g.node, v.scene)
            let stops = targets.map { TargetCompiler.viewAlignedStop(v.scene, v.layout, container: c, target: Int($0)) }
            let order = stops.indices.sorted { stops[$0] < stops[$1] || (stops[$0] == stops[$1] && $0 < $1) }
            var groups: [(second: Int, first: Int, size: Int)] = []
            var start = 0
            while start < order.count {
                var end = start + 1
                while end < order.count, stops[order[end]] - stops[order[start]] <= Tolerance.length { end += 1 }
                if end - start > 1 {
                    let members = order[start ..< end].sorted()
                    groups.append((members[1], members[0], end - start))
                }
                start = end
            }
            // Document order of the reported target.
            for group in groups.sorted(by: { $0.second < $1.second }) {
                let second = Int(targets[group.second])
                found.cases.add(LintCase(code: .coincidentStops, location: v.scene.nodes[second].location, viewport: v.index, message: "")) {
                    text.removeAll()
                    text.append(v.scene.named(second))
                    text.append(" rests at the same offset as ")
                    text.append(v.scene.named(Int(targets[group.first])))
                    if group.size > 2 {
                        text.append(" and ")
                        text.append(String(group.size - 2))
                        text.append(" more")
                    }
                    text.append(" in `")
                    text.append(v.scene.id(of: g.node) ?? "")
                    text.append("` (")
                    text.append(points(stops[group.second]))
                    text.append(" pt, viewport `")
                    text.append(v.name)
                    text.append("`): a one-by-one swipe cannot stop at each of them; give the container room to scroll to each (padding at the end), or align them differently with `snapAlign`")
                    $0.message = text.string
                }
            }
        }
    }
}

/// Which snap targets of a container are nested inside another of its targets, answered with
/// one byte per node of the scene (allocated once per viewport, cleared after each container)
/// instead of a set and a dictionary per container.
private struct NestingMarks {
    private static let isTarget: UInt8 = 1, known: UInt8 = 2, nested: UInt8 = 4
    private var marks: [UInt8]
    /// The nodes marked for the current container, to clear.
    private var touched: [Int32] = []
    private var path: [Int32] = []

    init(nodeCount: Int) { marks = [UInt8](repeating: 0, count: nodeCount) }

    /// The targets no other target of the container (node `container`) encloses, in order. A
    /// node's answer is remembered as the walks up pass it, so siblings (and a deep chain of
    /// stacks above them) are walked once, not once per target.
    mutating func outermost(_ targets: ArraySlice<Int32>, below container: Int, _ scene: Scene) -> [Int32] {
        for t in targets { marks[Int(t)] = Self.isTarget }
        touched.append(contentsOf: targets)
        var kept: [Int32] = []
        kept.reserveCapacity(targets.count)
        for t in targets {
            guard let first = scene.nodes[Int(t)].parent.index, first > container else {
                kept.append(t)  // a child of the container itself: the usual case
                continue
            }
            path.removeAll(keepingCapacity: true)
            var answer = false
            // Per ancestor below the container: whether it, or one of its ancestors still below
            // the container, is a target.
            for q in scene.ancestors(of: Int(t)) {
                guard q > container else { break }
                let mark = marks[q]
                if mark & Self.known != 0 {
                    answer = mark & Self.nested != 0
                    break
                }
                path.append(Int32(q))
                if mark & Self.isTarget != 0 {
                    answer = true
                    break
                }
            }
            let remembered = Self.known | (answer ? Self.nested : 0)
            for q in path { marks[Int(q)] |= remembered }
            if !path.isEmpty { touched.append(contentsOf: path) }
            if !answer { kept.append(t) }
        }
        for q in touched { marks[Int(q)] = 0 }
        touched.removeAll(keepingCapacity: true)
        return kept
    }
}
