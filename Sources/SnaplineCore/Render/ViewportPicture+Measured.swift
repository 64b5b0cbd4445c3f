/// The frames an app measured, drawn over the picture (`render --frames`): the scene's boxes in
/// outline, the app's frames in colour, those that drift in red. A measured frame is in the
/// table's coordinates, so it is placed like the scene's own box (each container at the offset
/// the picture draws it at).
public struct MeasuredOverlay: Sendable {
    /// The frames measured, by node.
    public var frames: [MeasuredFrame]
    /// The nodes with a drift finding.
    public var drifting: Set<Int>
    /// The frames file, for the picture's title.
    public var file: String

    public init(frames: [MeasuredFrame], drifting: Set<Int>, file: String) {
        self.frames = frames
        self.drifting = drifting
        self.file = file
    }

    /// What the overlay adds to the stylesheet: the scene's boxes as outlines, the app's frames
    /// filled (bluish green; vermilion-red where they drift).
    static let css = """
        .measured .item,.measured .content,.measured .pad{fill:none}\
        .app{fill:#009E73;fill-opacity:.15;stroke:#009E73;stroke-width:1.5}\
        .appwin{fill:none;stroke:#009E73;stroke-width:2.5}\
        .drift{fill:#d7191c;fill-opacity:.5;stroke:#d7191c;stroke-width:2.5}
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
            let laidOut = scene.nodes[node].kind == .scroll ? containerOfNode[node].map { table.containers[$0].frame } ?? layout.frames[node] : layout.frames[node]
            let title = "\(id(node)): app \(Self.numbers(f.frame))" + (drifts ? ", scene \(Self.numbers(laidOut)) (drift)" : "")
            let cls = drifts ? "drift" : scene.nodes[node].kind == .scroll ? "appwin" : "app"
            canvas.rect(plan.screen(f.frame, in: space ?? -1), cls, id: id(node) + "/measured", title: title)
        }
        canvas.raw("</g>\n")
    }

    private static func numbers(_ r: Rect) -> String {
        "x \(XMLText.n(r.x)), y \(XMLText.n(r.y)), \(XMLText.n(r.width)) \u{00D7} \(XMLText.n(r.height))"
    }
}
