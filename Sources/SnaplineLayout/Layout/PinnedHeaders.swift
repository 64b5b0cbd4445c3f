/// A pinned section header (`pinned: true` on a stack, SwiftUI's `LazyVStack(pinnedViews:
/// .sectionHeaders)`): the stack's first child that is not a `space`, which sticks to the start
/// of its nearest scroll container's visible length, after the safe-area insets that container
/// took (not after the scene's own scroll padding), while its stack is in view, and leaves with
/// the stack's end. In a right-to-left horizontal container it sticks to the leading (right) edge.
///
/// The one home of where a header sticks: the warning `target-obscured` judges what it covers
/// with it, and `render` draws it there (the report's simulator ports `stuckStart` to JavaScript,
/// and a differential test runs both). Pinning changes no number of the table.
public struct PinnedHeader: Sendable, Equatable {
    /// The pinned stack's node and its frame, in the container's content coordinates.
    public var stack: Int
    public var stackFrame: Rect
    /// The header's node and its frame (laid out where it would be without pinning).
    public var header: Int
    public var frame: Rect
    /// Index in `ViewportLayout.containers` of the container it sticks in (the stack's nearest).
    public var container: Int

    /// The header of stack `s` when `s` is a pinned stack with one inside a scroll container.
    public init?(stack s: Int, in scene: Scene, _ layout: ViewportLayout) {
        guard scene.nodes[s].pinned, scene.nodes[s].kind.isStack,
              let header = scene.children(of: s).first(where: { scene.nodes[$0].kind != .space }),
              let c = layout.enclosingContainer[s].index else { return nil }
        self.stack = s
        stackFrame = layout.frames[s]
        self.header = header
        frame = layout.frames[header]
        container = c
    }

    /// Every pinned header of the scene, in document order.
    public static func all(in scene: Scene, _ layout: ViewportLayout) -> [PinnedHeader] {
        scene.nodes.indices.compactMap { scene.nodes[$0].pinned ? PinnedHeader(stack: $0, in: scene, layout) : nil }
    }

    /// The headers that can stick over node `i`: those of the pinned stacks that contain it,
    /// where it is neither the stack, nor the header, nor inside the header (innermost first).
    public static func over(_ i: Int, in scene: Scene, _ layout: ViewportLayout) -> [PinnedHeader] {
        var headers: [PinnedHeader] = []
        var below = i  // the ancestor's child on the path to `i`
        for s in scene.ancestors(of: i) {
            defer { below = s }
            if let h = PinnedHeader(stack: s, in: scene, layout), h.header != below { headers.append(h) }
        }
        return headers
    }

    /// Where the header's start (its top, or its left edge) lies along the container's axis, in
    /// its content coordinates, with the container at `offset`.
    ///
    /// The visible length, in content coordinates, starts at `offset` less the content's origin
    /// (short content sits inside the container). The header's start is its own start pushed to
    /// that edge plus the inset the container took on it, and no further than where its end
    /// meets the stack's end. Right-to-left horizontal: its end is pulled to the visible length's
    /// right edge less the leading inset, and no further left than the stack's left end allows.
    public func stuckStart(offset: Double, in g: ContainerGeometry) -> Double {
        let axis = g.axis
        let (h0, h1) = frame.span(axis)
        let (s0, s1) = stackFrame.span(axis)
        let length = h1 - h0
        let origin = axis == .vertical ? g.contentOrigin.y : g.contentOrigin.x
        if axis == .horizontal && g.isRightToLeft {
            let edge = offset - origin + g.visibleLength - g.addedInsets.leading
            return max(min(h1, edge), s0 + length) - length
        }
        let edge = offset - origin + (axis == .vertical ? g.addedInsets.top : g.addedInsets.leading)
        return min(max(h0, edge), s1 - length)
    }

    /// The header's frame where it sticks, in the container's content coordinates.
    public func stuckFrame(offset: Double, in g: ContainerGeometry) -> Rect {
        var r = frame
        let start = stuckStart(offset: offset, in: g)
        if g.axis == .vertical { r.y = start } else { r.x = start }
        return r
    }

    /// How far inside the stuck header (to its far edge) `point` lies along the container's axis,
    /// with the container at `offset`; nil when the header does not cover it. `point` is in the
    /// container's content coordinates.
    public func covering(_ point: Point, offset: Double, in g: ContainerGeometry) -> Double? {
        let axis = g.axis
        let (c0, c1) = frame.span(axis.cross)
        let q = axis == .vertical ? point.x : point.y
        guard q >= c0, q <= c1 else { return nil }
        let p = axis == .vertical ? point.y : point.x
        let (h0, h1) = frame.span(axis)
        let start = stuckStart(offset: offset, in: g)
        if axis == .horizontal && g.isRightToLeft {
            // Its near edge is the right one: the point must be at or left of it.
            guard p <= start + (h1 - h0) + Tolerance.edge else { return nil }
            return p - start
        }
        guard p + Tolerance.edge >= start else { return nil }  // at or past its near edge
        return start + (h1 - h0) - p
    }
}
