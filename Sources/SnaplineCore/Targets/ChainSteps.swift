/// One container of a target's chain: the rect it aligns, the offset formula's inputs (SPEC
/// section 3), the raw and clamped offset, and the rect carried out into the parent's content
/// coordinates.
public struct ChainStep: Sendable {
    /// Index into `ViewportLayout.containers` (and `ViewportTable.containers`).
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

/// The steps of one target's chain, innermost container first: the offset formula applied in
/// each container, the target's rect carried out to the next. The one implementation of the
/// chain: the table (`TargetCompiler`), `explain`, `render --at` and the lint rules all read it,
/// so their numbers agree by construction.
///
/// Get one from `CompiledViewport.chainSteps(ofNode:point:)`.
public struct ChainSteps: Sequence, IteratorProtocol {
    let containers: [ContainerGeometry]
    var current: Int?
    var rect: Rect
    let x: Double
    let y: Double
    let extra: AnchorSpec.Extra
    var innermost = true

    public mutating func next() -> ChainStep? {
        guard let c = current else { return nil }
        let g = containers[c]
        current = g.parent
        let (t0, t1) = rect.span(g.axis)
        let extra: Double
        switch self.extra {
        case .along(let n): extra = innermost ? n : 0
        case .point(let x, let y): extra = g.axis == .vertical ? y : x
        }
        let u = g.unitCoordinate(x: x, y: y)
        let raw = g.rawOffset(start: t0, end: t1, u: u, extra: extra)
        let offset = g.clamp(raw)
        // Carry the whole rect out into the parent's content coordinates.
        var carried = rect
        carried.x = g.frame.x + g.contentOrigin.x + rect.x
        carried.y = g.frame.y + g.contentOrigin.y + rect.y
        if g.axis == .vertical { carried.y -= offset } else { carried.x -= offset }
        let step = ChainStep(container: c, geometry: g, rect: rect, t0: t0, t1: t1, u: u, extra: extra, raw: raw, offset: offset, carried: carried)
        rect = carried
        innermost = false
        return step
    }
}

extension ViewportLayout {
    /// The chain of node `i` for the unit point (x, y) with `extra`; `scene` holds this
    /// viewport's values (for the scroll margin).
    func chainSteps(ofNode i: Int, x: Double, y: Double, extra: AnchorSpec.Extra, in scene: Scene) -> ChainSteps {
        ChainSteps(containers: containers, current: enclosingContainer[i].index, rect: targetRect(ofNode: i, in: scene), x: x, y: y, extra: extra)
    }
}
