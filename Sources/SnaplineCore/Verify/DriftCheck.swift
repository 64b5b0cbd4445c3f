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
    /// Positions: each measured node is compared, per axis, with `d`: the drift of the far edge
    /// (in layout order) of the nearest measured node before it at its own level (a sibling: its
    /// x or y drift plus its width or height drift; on x in right-to-left, where layout runs
    /// leftwards, its x drift alone), or, when no sibling before it is measured, the drift of the
    /// start (x or y) of its nearest measured ancestor in the same coordinate space, or 0. A node
    /// whose own drift exceeds `Tolerance.length` and differs from `d` by more than it is where a
    /// drift starts; one that only moves with what is before it (everything below a taller
    /// header, the children of a moved stack) is not. A measured node inside another stack is not
    /// a node before the next section.
    /// Returns the nodes with a finding about their frame, and the containers with one about their
    /// content size.
    @discardableResult
    static func compare(_ frames: [MeasuredFrame], with v: CompiledViewport, into diagnostics: inout Diagnostics) -> (frames: Set<Int>, contents: Set<Int>) {
        let scene = v.scene
        var listed = [Int32](repeating: -1, count: scene.nodes.count)
        for (k, f) in frames.enumerated() { listed[Int(f.node)] = Int32(k) }
        // Per listed node: the drift of its start, and per parent: the far-edge drift of its
        // last listed child so far (document order, so the nearest sibling before).
        var start: [Int: (x: Double, y: Double)] = [:]
        var lastChild: [Int: (x: Double, y: Double)] = [:]
        let rightToLeft = v.viewport.isRightToLeft
        func reference(of node: Int) -> (x: Double, y: Double) {
            guard let parent = scene.nodes[node].parent.index else { return (0, 0) }
            if let sibling = lastChild[parent] { return sibling }
            // The nearest listed ancestor in the same space: a scroll container's own frame is in
            // its parent's space, so the walk stops there.
            var link = IndexLink(parent)
            while let a = link.index, scene.nodes[a].kind != .scroll {
                if let moved = start[a] { return moved }
                link = scene.nodes[a].parent
            }
            return (0, 0)
        }
        var drifting: Set<Int> = []
        var contents: Set<Int> = []
        for node in listed.indices where listed[node] >= 0 {
            let measured = frames[Int(listed[node])]
            let laidOut: Rect
            var contentSize: Size?
            if scene.nodes[node].kind == .scroll, let c = v.container(ofNode: node) {
                let row = v.table.containers[c]
                (laidOut, contentSize) = (row.frame, row.contentSize)
            } else {
                laidOut = v.layout.frames[node]
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
            let d = reference(of: node)
            if abs(dx) > Tolerance.length && abs(dx - d.x) > Tolerance.length { finding.report("x", laidOut.x, measured.frame.x, into: &diagnostics) }
            if abs(dy) > Tolerance.length && abs(dy - d.y) > Tolerance.length { finding.report("y", laidOut.y, measured.frame.y, into: &diagnostics) }
            start[node] = (dx, dy)
            if let parent = scene.nodes[node].parent.index {
                lastChild[parent] = (rightToLeft ? dx : dx + (measured.frame.width - laidOut.width), dy + (measured.frame.height - laidOut.height))
            }
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
