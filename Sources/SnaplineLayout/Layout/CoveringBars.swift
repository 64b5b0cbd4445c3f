/// A bar the app places over an edge of a node (SwiftUI `overlay(alignment:)` on any node with an
/// id, `safeAreaInset(edge:)` on a scroll container): a band of the node's frame that hides what
/// is under it. A `safeAreaInset` bar also insets the container's content (its length is in
/// `ContainerGeometry.barInsets`); an overlay moves nothing.
///
/// The band lies just inside the insets the container took from the safe area on that edge (for
/// a node that is not a scroll container, at the frame's edge). The one home of where a bar is:
/// `target-obscured` judges what it covers with it, and `render` draws it.
public struct CoveringBar: Sendable, Hashable {
    /// Which modifier placed the bar.
    public enum Kind: String, Sendable {
        case overlay, safeAreaInset
    }

    /// A logical edge of the node, in the order bars are judged and named.
    public enum Side: String, CaseIterable, Sendable {
        case top, leading, bottom, trailing
    }

    public var node: Int
    public var kind: Kind
    public var side: Side
    /// The band, in the coordinates of the node's frame (`ViewportLayout.frames[node]`'s: the
    /// content coordinates of its nearest enclosing scroll container, or the viewport's).
    public var band: Rect
    /// True when the band's inner edge (the one facing the node's middle) is its larger
    /// coordinate: a top or physical left bar.
    private var innerIsMax: Bool
    private var axis: Axis

    /// How far `p` (in the band's coordinates) lies past the band's inner edge, when it is inside
    /// the band across (within the tolerance) and not past its outer edge; nil otherwise. A point
    /// is covered when this exceeds the tolerance.
    public func depth(of p: Point) -> Double? {
        let t = Tolerance.length
        let (along, across) = axis == .vertical ? (p.y, p.x) : (p.x, p.y)
        let (a0, a1) = band.span(axis)
        let (c0, c1) = band.span(axis.cross)
        guard across >= c0 - t, across <= c1 + t else { return nil }
        let depth = innerIsMax ? a1 - along : along - a0
        let beyond = innerIsMax ? a0 - along : along - a1
        return beyond > t ? nil : depth
    }

    /// "the bottom overlay of thread", for messages.
    public func name(_ scene: Scene) -> String {
        "the \(side.rawValue) \(kind.rawValue) of \(scene.id(of: node) ?? "")"
    }

    /// The bars of node `i`, its overlays then its `safeAreaInset` bars, each in the order top,
    /// leading, bottom, trailing (empty for most nodes).
    public static func of(_ i: Int, in scene: Scene, _ layout: ViewportLayout) -> [CoveringBar] {
        let node = scene.nodes[i]
        guard node.overlay != 0 || (node.kind == .scroll && node.safeAreaInset != 0) else { return [] }
        let frame = layout.frames[i]
        let container = layout.containerIndex(ofNode: i).map { layout.containers[$0] }
        let took = container.map { g in
            Edges(top: g.addedInsets.top - g.barInsets.top, bottom: g.addedInsets.bottom - g.barInsets.bottom,
                  leading: g.addedInsets.leading - g.barInsets.leading, trailing: g.addedInsets.trailing - g.barInsets.trailing)
        } ?? .zero
        let rtl = layout.viewport.isRightToLeft
        var bars: [CoveringBar] = []
        for (kind, edges) in [(Kind.overlay, node.overlay), (.safeAreaInset, node.kind == .scroll ? node.safeAreaInset : 0)] where edges != 0 {
            let lengths = scene.edges[Int(edges)]
            for side in Side.allCases {
                let length = lengths[side]
                guard length > 0 else { continue }
                let physicalLeft = side == .leading ? !rtl : side == .trailing ? rtl : false
                var band = frame
                let axis: Axis = side == .top || side == .bottom ? .vertical : .horizontal
                let innerIsMax = side == .top || physicalLeft
                if axis == .vertical {
                    band.height = length
                    band.y = side == .top ? frame.y + took.top : frame.maxY - took.bottom - length
                } else {
                    band.width = length
                    band.x = physicalLeft ? frame.x + took[side] : frame.maxX - took[side] - length
                }
                bars.append(CoveringBar(node: i, kind: kind, side: side, band: band, innerIsMax: innerIsMax, axis: axis))
            }
        }
        return bars
    }

    /// The bars that can cover node `i`: those of its ancestors (strictly containing it),
    /// innermost first.
    public static func over(_ i: Int, in scene: Scene, _ layout: ViewportLayout) -> [CoveringBar] {
        scene.ancestors(of: i).flatMap { of($0, in: scene, layout) }
    }
}

extension Edges {
    /// The value on one logical side.
    package subscript(side: CoveringBar.Side) -> Double {
        switch side {
        case .top: top
        case .leading: leading
        case .bottom: bottom
        case .trailing: trailing
        }
    }
}
