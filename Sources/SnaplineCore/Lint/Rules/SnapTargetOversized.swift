/// `snap-target-oversized`: a target of a `viewAligned` container is longer along the axis than
/// the page (V - s0 - s1), so only one alignment of it is a resting place.
enum SnapTargetOversized: LintRule {
    static let checksEachContainerAlone = true
    static let code = DiagnosticCode.snapTargetOversized

    static func check(_ scene: LintScene, into cases: inout LintCollector) {}

    static func check(_ v: LintViewport, into found: inout Linter.ViewportFindings) {
        for (c, g) in v.containersToCheck {
            let node = v.properties(of: g.node)
            guard node.behavior == .viewAligned else { continue }
            let page = v.layout.containers[c].pageLength
            for t in v.targets(of: c) {
                let (t0, t1) = v.layout.span(of: Int(t), g.axis)
                guard t1 - t0 > page + Tolerance.length else { continue }
                found.cases.add(LintCase(code: .snapTargetOversized, location: v.scene.nodes[Int(t)].location, viewport: v.index, message: "")) { oversized in
                    let name = v.scene.named(Int(t))
                    let stackFix = stackFix(v, target: Int(t), container: g, page: page)
                    oversized.message = "\(name) is \(points(t1 - t0)) pt long but `\(v.scene.id(of: g.node) ?? "")` shows \(points(page)) pt at a time in viewport `\(v.name)`: "
                        + "it rests only at its \(node.snapAlign.rawValue), and the rest of it cannot be snapped into view; "
                        + (stackFix ?? "make it at most a page long, e.g. `\(g.axis.lengthName): {count: 1}`")
                    if stackFix == nil { oversized.fix = v.lengthFix(ofNode: Int(t), g.axis, "{count: 1}") }
                }
            }
        }
    }

    /// A stack listed in the container's own `children` is one target, however many children
    /// it has: when each of them fits a page, the fix is to give the stack as `content`, whose
    /// children are then the targets. Reads the stack's children once.
    static func stackFix(_ v: LintViewport, target t: Int, container g: ContainerGeometry, page: Double) -> String? {
        let stack = v.scene.nodes[t]
        guard stack.kind.isStack, stack.parent.index == g.node else { return nil }
        var longest = 0.0
        var count = 0
        for child in v.scene.children(of: t) where v.scene.nodes[child].kind != .space {
            let (c0, c1) = v.layout.span(of: child, g.axis)
            longest = max(longest, c1 - c0)
            count += 1
        }
        guard count > 1, longest <= page + Tolerance.length else { return nil }
        return "it is one target because it is listed in `children`; give it as the container's `content` instead, "
            + "so that its \(count) children (at most \(points(longest)) pt each) are the targets"
    }
}
