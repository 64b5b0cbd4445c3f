/// `coincident-stops` (off by default): two or more targets of a `viewAligned` container rest at
/// the same offset, so a one-by-one gesture cannot stop at each. A target nested inside another
/// target of the same container is left out. Stops are sorted once, then equal runs are swept.
enum CoincidentStops: LintRule {
    static let code = DiagnosticCode.coincidentStops

    static func check(_ scene: LintScene, into cases: inout [LintCase]) {}

    static func check(_ v: LintViewport, into found: inout Linter.ViewportFindings) {
        for (c, g) in v.layout.containers.enumerated() {
            let node = v.properties(of: g.node)
            guard node.behavior == .viewAligned else { continue }
            let all = v.targets(of: c)
            guard all.count > 1 else { continue }
            let nested = nestedInTarget(all, below: g.node, v.scene)
            let targets = zip(all, nested).filter { !$0.1 }.map(\.0)
            let stops = targets.map { TargetCompiler.viewAlignedStop(v.scene, v.layout, container: c, target: Int($0)) }
            let order = stops.indices.sorted { stops[$0] < stops[$1] || (stops[$0] == stops[$1] && $0 < $1) }
            var groups: [(second: Int, first: Int, size: Int)] = []
            var start = 0
            while start < order.count {
                var end = start + 1
                while end < order.count, stops[order[end]] - stops[order[start]] <= Linter.tolerance { end += 1 }
                if end - start > 1 {
                    let members = order[start ..< end].sorted()
                    groups.append((members[1], members[0], end - start))
                }
                start = end
            }
            // Document order of the reported target.
            for group in groups.sorted(by: { $0.second < $1.second }) {
                let second = Int(targets[group.second])
                let others = group.size > 2 ? " and \(group.size - 2) more" : ""
                let at = "(\(points(stops[group.second])) pt, viewport `\(v.name)`)"
                let message = "\(v.scene.named(second)) rests at the same offset as \(v.scene.named(Int(targets[group.first])))\(others) in `\(v.scene.id(of: g.node) ?? "")` \(at): "
                    + "a one-by-one swipe cannot stop at each of them; give the container room to scroll to each (padding at the end), or align them differently with `snapAlign`"
                found.cases.append(LintCase(code: .coincidentStops, location: v.scene.nodes[second].location, viewport: v.index, message: message))
            }
        }
    }

    /// For each target, whether another target of the container encloses it. A node's answer is
    /// remembered as the walks up pass it, so siblings (and a deep chain of stacks above them)
    /// are walked once, not once per target.
    private static func nestedInTarget(_ targets: ArraySlice<Int32>, below container: Int, _ scene: Scene) -> [Bool] {
        let isTarget = Set(targets)
        // Per ancestor below the container: whether it or one of its ancestors (still below the
        // container) is a target.
        var known: [Int32: Bool] = [:]
        var path: [Int32] = []
        return targets.map { t in
            path.removeAll(keepingCapacity: true)
            var answer = false
            var p = scene.nodes[Int(t)].parent.index
            while let q = p, q > container {
                if let found = known[Int32(q)] {
                    answer = found
                    break
                }
                path.append(Int32(q))
                if isTarget.contains(Int32(q)) {
                    answer = true
                    break
                }
                p = scene.nodes[q].parent.index
            }
            for q in path { known[q] = answer }
            return answer
        }
    }
}
