/// One container of a target's chain: the rect it aligns, the offset formula's inputs,
/// the raw and clamped offset, and the rect carried out into the parent's content
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
    package let containers: [ContainerGeometry]
    package var current: Int?
    package var rect: Rect
    package let x: Double
    package let y: Double
    package let extra: AnchorSpec.Extra
    package var innermost = true

    public mutating func next() -> ChainStep? {
        let rect = self.rect
        guard let s = advance() else { return nil }
        return ChainStep(container: s.container, geometry: containers[s.container], rect: rect, t0: s.t0, t1: s.t1, u: s.u, extra: s.extra, raw: s.raw, offset: s.offset, carried: self.rect)
    }

    /// One step of the formula, the rect carried out into `rect`: what `next()` wraps, and what the
    /// table's hot loop reads without copying the container's geometry into each step.
    @inline(__always)
    package mutating func advance() -> (container: Int, t0: Double, t1: Double, u: Double, extra: Double, raw: Double, offset: Double)? {
        guard let c = current else { return nil }
        current = containers[c].parent
        let axis = containers[c].axis
        let (t0, t1) = rect.span(axis)
        let extra: Double
        switch self.extra {
        case .along(let n): extra = innermost ? n : 0
        case .point(let x, let y): extra = axis == .vertical ? y : x
        }
        let u = containers[c].unitCoordinate(x: x, y: y)
        let raw = containers[c].rawOffset(start: t0, end: t1, u: u, extra: extra)
        let offset = containers[c].clamp(raw)
        // Carry the whole rect out into the parent's content coordinates.
        let frame = containers[c].frame, origin = containers[c].contentOrigin
        rect.x = frame.x + origin.x + rect.x
        rect.y = frame.y + origin.y + rect.y
        if axis == .vertical { rect.y -= offset } else { rect.x -= offset }
        innermost = false
        return (c, t0, t1, u, extra, raw, offset)
    }
}

extension ViewportLayout {
    /// The chain of node `i` for the unit point (x, y) with `extra`; `scene` holds this
    /// viewport's values (for the scroll margin).
    package func chainSteps(ofNode i: Int, x: Double, y: Double, extra: AnchorSpec.Extra, in scene: Scene) -> ChainSteps {
        ChainSteps(containers: containers, current: enclosingContainer[i].index, rect: targetRect(ofNode: i, in: scene), x: x, y: y, extra: extra)
    }
}
