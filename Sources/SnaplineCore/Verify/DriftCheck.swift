/// Compares what an app measured (a `FramesFile`) with one compiled viewport of the scene: first
/// the viewport itself, then every measured size and where positions start to drift.
///
/// Every scene number read here is the table's own: a scroll container's frame and content size
/// from its row of `CompiledViewport.table` (in its parent's content coordinates, with whatever
/// the layout gave it), any other node's frame from `CompiledViewport.layout` (in its nearest
/// container's content coordinates).
enum DriftCheck {
    /// The viewport's insets as a frames file states them: logical edges, the keyboard included
    /// (its height is the bottom inset when it is larger than the safe area's).
    static func safeArea(of viewport: Viewport) -> Edges { viewport.insets }

    /// The first value of the file's viewport (in file order) that differs from the scene's by more
    /// than `Tolerance.length`, as an offset in the file and a message; nil when they agree.
    static func viewportMismatch(_ measured: MeasuredViewport, _ viewport: Viewport) -> (offset: Int, message: String)? {
        let insets = safeArea(of: viewport)
        var differences: [(offset: Int, message: String)] = []
        func compare(_ what: String, _ value: MeasuredViewport.Measured?, _ expected: Double, missingAt offset: Int) {
            let found = value?.value ?? 0
            guard abs(found - expected) > Tolerance.length else { return }
            let measuredText = value == nil ? "gives none (0)" : "says \(MessageNumber.format(found))"
            differences.append((value?.offset ?? offset,
                                "viewport `\(viewport.name)`: the scene's \(what) is \(MessageNumber.format(expected)), the frames file \(measuredText); nothing else in this file is compared"))
        }
        compare("width", measured.width, viewport.width, missingAt: measured.offset)
        compare("height", measured.height, viewport.height, missingAt: measured.offset)
        let edges = measured.safeArea
        let edgesOffset = edges?.offset ?? measured.offset
        compare("top safe-area inset", edges?.top, insets.top, missingAt: edgesOffset)
        compare("leading safe-area inset", edges?.leading, insets.leading, missingAt: edgesOffset)
        compare("bottom safe-area inset", edges?.bottom, insets.bottom, missingAt: edgesOffset)
        compare("trailing safe-area inset", edges?.trailing, insets.trailing, missingAt: edgesOffset)
        return differences.min { $0.offset < $1.offset }
    }

    /// Appends a `drift` error to `diagnostics` (the scene's) for every measured width, height and
    /// content size that differs from the layout's, and for every x or y where a drift starts.
    ///
    /// Positions: per coordinate space (a container's content, or the viewport) and axis, the
    /// measured nodes are walked in document order keeping `d`, the drift of the last one's far
    /// edge in layout order (its x or y drift plus its width or height drift; on x in
    /// right-to-left, where layout runs leftwards, its x drift alone). A node whose own drift
    /// exceeds `Tolerance.length` and differs from `d` by more than it is where a drift starts; one
    /// that only moves with the nodes before it (everything below a taller header) is not.
    /// Returns the nodes with a finding about their frame, and the containers with one about their
    /// content size.
    @discardableResult
    static func compare(_ frames: [MeasuredFrame], with v: CompiledViewport, into diagnostics: inout Diagnostics) -> (frames: Set<Int>, contents: Set<Int>) {
        let scene = v.scene
        var listed = [Int32](repeating: -1, count: scene.nodes.count)
        for (k, f) in frames.enumerated() { listed[Int(f.node)] = Int32(k) }
        let viewportSpace = v.table.containers.count
        var far = [(x: Double, y: Double)](repeating: (0, 0), count: viewportSpace + 1)
        let rightToLeft = v.viewport.isRightToLeft
        var drifting: Set<Int> = []
        var contents: Set<Int> = []
        for node in listed.indices where listed[node] >= 0 {
            let measured = frames[Int(listed[node])]
            let laidOut: Rect
            let space: Int
            var contentSize: Size?
            if scene.nodes[node].kind == .scroll, let c = v.container(ofNode: node) {
                let row = v.table.containers[c]
                (laidOut, space, contentSize) = (row.frame, row.parent ?? viewportSpace, row.contentSize)
            } else {
                (laidOut, space) = (v.layout.frames[node], v.layout.enclosingContainer[node].index ?? viewportSpace)
            }
            let finding = Finding(scene: scene, node: node, viewport: v.viewport.name)
            let before = diagnostics.errorCount
            finding.size("width", laidOut.width, measured.frame.width, into: &diagnostics)
            finding.size("height", laidOut.height, measured.frame.height, into: &diagnostics)
            var contentFindings = 0
            if let contentSize, let app = measured.contentSize {
                let sizes = diagnostics.errorCount
                finding.size("content width", contentSize.width, app.width, into: &diagnostics)
                finding.size("content height", contentSize.height, app.height, into: &diagnostics)
                contentFindings = diagnostics.errorCount - sizes
                if contentFindings > 0 { contents.insert(node) }
            }
            let dx = measured.frame.x - laidOut.x
            let dy = measured.frame.y - laidOut.y
            if abs(dx) > Tolerance.length && abs(dx - far[space].x) > Tolerance.length { finding.report("x", laidOut.x, measured.frame.x, into: &diagnostics) }
            if abs(dy) > Tolerance.length && abs(dy - far[space].y) > Tolerance.length { finding.report("y", laidOut.y, measured.frame.y, into: &diagnostics) }
            far[space].x = rightToLeft ? dx : dx + (measured.frame.width - laidOut.width)
            far[space].y = dy + (measured.frame.height - laidOut.height)
            if diagnostics.errorCount - before > contentFindings { drifting.insert(node) }
        }
        return (drifting, contents)
    }

    /// The findings of one node: each at its kind key, naming the value, the node and the viewport.
    private struct Finding {
        let scene: Scene
        let node: Int
        let viewport: String

        func size(_ what: String, _ laidOut: Double, _ measured: Double, into diagnostics: inout Diagnostics) {
            if abs(measured - laidOut) > Tolerance.length { report(what, laidOut, measured, into: &diagnostics) }
        }

        func report(_ what: String, _ laidOut: Double, _ measured: Double, into diagnostics: inout Diagnostics) {
            diagnostics.error("\(what) of \(scene.describe(node)) in viewport `\(viewport)`: scene says \(MessageNumber.format(laidOut)), app measures \(MessageNumber.format(measured))",
                              at: scene.nodes[node].location, code: .drift)
        }
    }
}
