/// The frames an app measured, drawn over the picture (`render --frames`): the scene's boxes in
/// outline, the app's frames in colour, those that drift in red. A measured frame is in the
/// table's coordinates, so it is placed like the scene's own box (each container at the offset
/// the picture draws it at). A scroll container is an outline, never filled, so what it holds
/// keeps its own colour; a content size that drifts is the app's content edge, dashed red.
public struct MeasuredOverlay: Sendable {
    /// The frames measured, by node.
    public var frames: [MeasuredFrame]
    /// The nodes whose frame drifts.
    public var drifting: Set<Int>
    /// The scroll containers whose content size drifts.
    public var contentDrifting: Set<Int>
    /// The frames file, for the picture's title.
    public var file: String

    public init(frames: [MeasuredFrame], drifting: Set<Int>, contentDrifting: Set<Int> = [], file: String) {
        self.frames = frames
        self.drifting = drifting
        self.contentDrifting = contentDrifting
        self.file = file
    }

    /// How many nodes drift, in their frame or their content size.
    var driftCount: Int { drifting.union(contentDrifting).count }

    /// What the overlay adds to the stylesheet: the scene's boxes as outlines, the app's frames
    /// filled (bluish green; vermilion-red where they drift), containers as outlines (red where
    /// their frame drifts), a drifting content size as its edge (dashed red).
    static let css = """
        .measured .item,.measured .content,.measured .pad{fill:none}\
        .app{fill:#009E73;fill-opacity:.15;stroke:#009E73;stroke-width:1.5}\
        .appwin{fill:none;stroke:#009E73;stroke-width:2.5}\
        .drift{fill:#d7191c;fill-opacity:.5;stroke:#d7191c;stroke-width:2.5}\
        .driftwin{fill:none;stroke:#d7191c;stroke-width:2.5}\
        .driftedge{fill:none;stroke:#d7191c;stroke-width:2.5;stroke-dasharray:8 4}
        """
}

extension ViewportPicture {
    /// Draws the app's frames over the scene's, in document order (a container before what it
    /// holds; a scroll container as an outline), those that drift last, on top.
    func drawMeasured(_ overlay: MeasuredOverlay) {
        canvas.raw("<g data-id=\"\(XMLText.escape(layout.viewport.name))/measured\">\n")
        let ordered = overlay.frames.sorted { a, b in
            let (da, db) = (overlay.drifting.contains(Int(a.node)), overlay.drifting.contains(Int(b.node)))
            return da != db ? db : a.node < b.node
        }
        for f in ordered {
            let node = Int(f.node)
            let space = scene.nodes[node].kind == .scroll
                ? containerOfNode[node].flatMap { layout.containers[$0].parent }
                : layout.enclosingContainer[node].index
            let drifts = overlay.drifting.contains(node)
            let isScroll = scene.nodes[node].kind == .scroll
            let laidOut = isScroll ? containerOfNode[node].map { table.containers[$0].frame } ?? layout.frames[node] : layout.frames[node]
            let title = "\(id(node)): app \(Self.numbers(f.frame))" + (drifts ? ", scene \(Self.numbers(laidOut)) (drift)" : "")
            let cls = isScroll ? (drifts ? "driftwin" : "appwin") : drifts ? "drift" : "app"
            canvas.rect(plan.screen(f.frame, in: space ?? -1), cls, id: id(node) + "/measured", title: title)
            if overlay.contentDrifting.contains(node), let c = containerOfNode[node], let app = f.contentSize {
                drawContentEdge(of: node, container: c, app: app)
            }
        }
        canvas.raw("</g>\n")
    }

    /// The app's content of container `c` (node `node`), from its content's origin to the size
    /// the app measured: its far edge is where the app's content ends.
    private func drawContentEdge(of node: Int, container c: Int, app: Size) {
        let scene = table.containers[c].contentSize
        let title = "\(id(node)): app content \(XMLText.n(app.width)) \u{00D7} \(XMLText.n(app.height)), scene \(XMLText.n(scene.width)) \u{00D7} \(XMLText.n(scene.height)) (drift)"
        canvas.rect(plan.screen(Self.content(app), in: c), "driftedge", id: id(node) + "/measured-content", title: title)
    }

    /// On screen, the app's content of each drawn container whose content size drifts.
    func measuredContentRects() -> [Rect] {
        guard let overlay = options.measured else { return [] }
        return overlay.frames.compactMap { f in
            guard overlay.contentDrifting.contains(Int(f.node)), let c = containerOfNode[Int(f.node)], isDrawn(container: c),
                  let app = f.contentSize else { return nil }
            return plan.screen(Self.content(app), in: c)
        }
    }

    private static func content(_ size: Size) -> Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

    private static func numbers(_ r: Rect) -> String {
        "x \(XMLText.n(r.x)), y \(XMLText.n(r.y)), \(XMLText.n(r.width)) \u{00D7} \(XMLText.n(r.height))"
    }
}
