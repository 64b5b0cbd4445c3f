/// `snap-target-oversized`: a target of a `viewAligned` container is longer along the axis than
/// the page (V - s0 - s1), so only one alignment of it is a resting place.
enum SnapTargetOversized {
    static func check(_ v: LintViewport, into cases: inout [LintCase]) {
        for (c, g) in v.layout.containers.enumerated() {
            let node = v.properties(of: g.node)
            guard node.behavior == .viewAligned else { continue }
            let page = v.layout.containers[c].pageLength
            for t in v.targets(of: c) {
                let (t0, t1) = v.layout.span(of: Int(t), g.axis)
                guard t1 - t0 > page + Linter.tolerance else { continue }
                let target = v.scene.nodes[Int(t)]
                let name = v.scene.named(Int(t))
                let message = "\(name) is \(points(t1 - t0)) pt long but `\(v.scene.id(of: g.node) ?? "")` shows \(points(page)) pt at a time in viewport `\(v.name)`: "
                    + "it rests only at its \(node.snapAlign.rawValue), and the rest of it cannot be snapped into view; "
                    + "make it at most a page long, e.g. `\(g.axis.lengthName): {count: 1}`"
                cases.append(LintCase(code: .snapTargetOversized, location: target.location, viewport: v.index, message: message))
            }
        }
    }
}
