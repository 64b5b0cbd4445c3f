/// `out-of-reach`: a node with an id outside every scroll container (an outermost scroll
/// container included) whose frame leaves the viewport by more than 0.5 on some side. Only the
/// outermost such node is reported, not its descendants. One pass in document order.
enum OutOfReach: LintRule {
    static let code = DiagnosticCode.outOfReach

    static func check(_ scene: LintScene, into cases: inout LintCollector) {}

    static func check(_ v: LintViewport, into found: inout Linter.ViewportFindings) {
        let scene = v.scene
        let (width, height) = (v.viewport.width, v.viewport.height)
        // Nodes below a reported node (or inside a container) are skipped: `skipped[i]` is set
        // from the parent, which precedes the node in document order.
        var skipped = [Bool](repeating: false, count: scene.nodes.count)
        for i in scene.nodes.indices {
            if let parent = scene.nodes[i].parent.index, skipped[parent] {
                skipped[i] = true
                continue
            }
            // Outside every container: an outermost scroll container's own entry is -1 too.
            guard v.layout.enclosingContainer[i].isNone else {
                skipped[i] = true
                continue
            }
            if scene.nodes[i].kind == .scroll { skipped[i] = true }  // its content is inside it
            guard let id = scene.id(of: i) else { continue }
            let f = v.layout.frames[i]
            let sides: [(Double, String)] = [
                (-f.minY, "above the top"), (f.maxY - height, "below the bottom"),
                (-f.minX, "past the left edge"), (f.maxX - width, "past the right edge"),
            ]
            guard let worst = sides.max(by: { $0.0 < $1.0 }), worst.0 > Tolerance.length else { continue }
            skipped[i] = true
            found.cases.add(LintCase(code: .outOfReach, location: scene.nodes[i].location, viewport: v.index, message: "")) {
                let size = worst.1.hasPrefix("past") ? "\(points(width)) pt wide" : "\(points(height)) pt high"
                $0.message = "`\(id)` reaches \(points(worst.0)) pt \(worst.1) of viewport `\(v.name)` (\(size)), and no scroll container holds it, so nothing can scroll it into view; "
                    + "put it inside a scroll container, or make it fit"
            }
        }
    }
}
