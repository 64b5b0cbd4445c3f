/// How one target's offsets come about: every container of its chain, innermost first, with each
/// input of the offset formula and the result (SPEC section 3), computed by the same functions the
/// table uses, so the numbers are the table's.
public struct ChainExplanation: Sendable {
    /// The anchor's node (index into `Scene.nodes`).
    public var node: Int
    /// The unit point and its extra offset, as requested.
    public var point: AnchorSpec
    /// The anchor's frame in its innermost container's content coordinates (not grown).
    public var frame: Rect
    /// Its scroll margin, physical sides (leading is the right in right-to-left).
    public var margin: (top: Double, left: Double, bottom: Double, right: Double)
    public var steps: [ChainStep]

    /// Walks the chain of `node` for `point` in one viewport's layout.
    public init(_ scene: Scene, _ layout: ViewportLayout, node: Int, point: AnchorSpec) {
        self.node = node
        self.point = point
        frame = layout.frames[node]
        let scene = scene.resolved(for: layout.viewport)  // that viewport's values (`when`)
        let edges = scene.edges[Int(scene.nodes[node].scrollMargin)]
        let rtl = layout.viewport.isRightToLeft
        margin = (edges.top, edges.left(rtl: rtl), edges.bottom, edges.right(rtl: rtl))
        var rect = layout.targetRect(ofNode: node, in: scene)
        var steps: [ChainStep] = []
        for c in ContainerChain(from: layout.enclosingContainer[node].index, in: layout.containers) {
            let g = layout.containers[c]
            let (t0, t1) = rect.span(g.axis)
            let extra: Double
            switch point.extra {
            case .along(let n): extra = steps.isEmpty ? n : 0
            case .point(let x, let y): extra = g.axis == .vertical ? y : x
            }
            let u = g.unitCoordinate(x: point.x, y: point.y)
            let raw = g.rawOffset(start: t0, end: t1, u: u, extra: extra)
            let offset = g.clamp(raw)
            var carried = rect
            carried.x = g.frame.x + g.contentOrigin.x + rect.x
            carried.y = g.frame.y + g.contentOrigin.y + rect.y
            if g.axis == .vertical { carried.y -= offset } else { carried.x -= offset }
            steps.append(ChainStep(container: c, geometry: g, rect: rect, t0: t0, t1: t1, u: u, extra: extra, raw: raw, offset: offset, carried: carried))
            rect = carried
        }
        self.steps = steps
    }
}

/// One container of a chain: the rect it aligns, the formula's inputs, the raw and clamped offset,
/// and the rect carried out into the parent's content coordinates.
public struct ChainStep: Sendable {
    /// Index into `ViewportLayout.containers`.
    public var container: Int
    public var geometry: ContainerGeometry
    /// The target's rect (grown by its scroll margin) in this container's content coordinates.
    public var rect: Rect
    public var t0: Double
    public var t1: Double
    /// The unit-point coordinate along this container's axis (mirrored in right-to-left).
    public var u: Double
    public var extra: Double
    public var raw: Double
    public var offset: Double
    /// The same rect in the parent's content coordinates once this container is at `offset`
    /// (the viewport's coordinates for the outermost container).
    public var carried: Rect

    public var isClamped: Bool { raw != offset }
}

extension Scene {
    /// The index of the node with this id.
    public func nodeIndex(ofID id: String) -> Int? {
        ids.firstIndex { $0 == id }
    }

    /// "has no node with the id `x`", with the closest id as a "did you mean" when one is close.
    public func unknownIDMessage(_ id: String) -> String {
        var text = "has no node with the id `\(id)`"
        if let close = Suggestion.closest(to: id, among: ids.lazy.compactMap { $0 }) {
            text += "; did you mean `\(close)`?"
        }
        return text
    }
}
