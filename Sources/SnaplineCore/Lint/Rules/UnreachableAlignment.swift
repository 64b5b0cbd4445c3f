/// `unreachable-alignment` (off by default): an explicitly listed anchor point (the scene's or
/// the node's `anchors`, not the default three) is clamped in its innermost container, so the
/// item can never be aligned that way. Reported for its worst case: the largest |raw − offset|.
enum UnreachableAlignment: LintRule {
    static let code = DiagnosticCode.unreachableAlignment

    static func check(_ scene: LintScene, into cases: inout LintCollector) {}

    static func check(_ v: LintViewport, into found: inout Linter.ViewportFindings) {
        let scene = v.scene
        for i in scene.nodes.indices {
            guard let c = v.layout.enclosingContainer[i].index, let id = scene.id(of: i) else { continue }
            let own = !scene.nodes[i].anchors.isNone
            guard own || scene.defaultAnchors != nil else { continue }
            let entries = own ? scene.positions.node(scene.nodes[i]).anchors?.entries : scene.positions.sceneAnchors?.entries
            let g = v.layout.containers[c]
            for (k, spec) in scene.anchors(ofNode: i).enumerated() {
                // The innermost container's step of the chain.
                var chain = v.layout.chainSteps(ofNode: i, x: spec.x, y: spec.y, extra: spec.extra, in: scene)
                guard let step = chain.next() else { continue }
                let (raw, offset) = (step.raw, step.offset)
                guard abs(raw - offset) > Tolerance.length, let entries, k < entries.count else { continue }
                found.cases.add(LintCase(code: .unreachableAlignment, location: entries[k], viewport: v.index, message: "", severity: abs(raw - offset))) {
                    let container = scene.id(of: g.node) ?? ""
                    $0.message = "`\(id)` can never be aligned at `\(spec.name)` in `\(container)` (viewport `\(v.name)`): that needs offset \(points(raw)), "
                        + "but `\(container)` scrolls from 0 to \(points(g.maxOffset)), so it stops at \(points(offset)); "
                        + "drop this anchor, or give the content room (padding) on that side"
                }
            }
        }
    }
}
