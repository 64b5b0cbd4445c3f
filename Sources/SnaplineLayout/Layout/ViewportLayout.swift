/// The scene laid out for one viewport: a frame for every node and the geometry of every scroll
/// container. This is what the target stage reads; it holds no ids or strings of its own.
///
/// Frames are physical (right-to-left already mirrored) and given in the content coordinates of
/// the node's nearest enclosing scroll container, or in the viewport's coordinates for nodes
/// outside any container (the root among them).
public struct ViewportLayout: Sendable {
    public var viewport: Viewport
    /// Per scene node, indexed like `Scene.nodes`.
    public var frames: [Rect]
    /// Per scene node: the index in `containers` of its nearest enclosing scroll container, or none.
    /// A scroll container's own entry is its parent container.
    public var enclosingContainer: [IndexLink]
    /// Every scroll container, in document order.
    public var containers: [ContainerGeometry]

    /// The index in `containers` of scroll node `node`; nil for any other node.
    public func containerIndex(ofNode node: Int) -> Int? {
        var low = 0
        var high = containers.count
        while low < high {  // containers are in document order: ascending nodes
            let mid = (low + high) / 2
            if containers[mid].node < node { low = mid + 1 } else { high = mid }
        }
        return low < containers.count && containers[low].node == node ? low : nil
    }
}

/// The geometry of one scroll container in one viewport.
public struct ContainerGeometry: Sendable {
    /// Index of the container's node in `Scene.nodes`.
    public var node: Int
    /// Index of the enclosing container in `ViewportLayout.containers`, or nil for an outermost one.
    public var parent: Int?
    public var axis: Axis
    /// In the parent container's content coordinates (the viewport's for an outermost container).
    public var frame: Rect
    /// Content node size plus padding, on both axes.
    public var contentSize: Size
    /// Where the content's top-left corner sits inside the container at offset 0: nonzero only
    /// for content shorter than the container (along the axis: `initialAnchor`'s share of the
    /// room left, the right end in right-to-left by default; across, a vertical container's
    /// narrower content sits at the right in right-to-left).
    public var contentOrigin: Point
    /// Scroll padding (logical: leading/trailing): as written, plus the safe-area insets the
    /// container took (`addedInsets`).
    public var scrollPadding: Edges
    /// Visible length V along the scroll axis.
    public var visibleLength: Double
    /// Physical scroll padding along the axis: top/left (s0) and bottom/right (s1), the insets
    /// the container took included (what targets, relative lengths and view-aligned stops use).
    public var scrollPaddingStart: Double
    public var scrollPaddingEnd: Double
    /// M = max(0, content length - visible length).
    public var maxOffset: Double
    public var isRightToLeft: Bool
    /// The scene's own scroll padding along the axis, physical (what paging's page uses: a
    /// paging scroll view pages by its bounds, whatever the safe area adds).
    public var sceneScrollPaddingStart: Double = 0
    public var sceneScrollPaddingEnd: Double = 0
    /// The insets added to the container's padding and scroll padding (logical): those it took
    /// from the safe area (zero without one, or with `ignoresSafeArea: true`), then its
    /// `safeAreaInset` bars (`barInsets`).
    public var addedInsets: Edges = .zero
    /// The container's `safeAreaInset` bars (logical), the last part of `addedInsets`.
    public var barInsets: Edges = .zero
    /// How far the frame grew through the safe area on each side (logical); the frame before
    /// the growth is `frame` less these.
    public var growth: Edges = .zero
    /// The offset it starts at: `initialAnchor`'s u times M (M in right-to-left for a horizontal
    /// container without one, else 0).
    public var initialOffset: Double = 0

    /// The unit-point coordinate `u` along this container's axis for a unit point (x, y):
    /// y for a vertical container, x for a horizontal one (1 - x in right-to-left).
    public func unitCoordinate(x: Double, y: Double) -> Double {
        switch axis {
        case .vertical: y
        case .horizontal: isRightToLeft ? 1 - x : x
        }
    }

    /// The unit-point coordinate a view-aligned container rests its targets at: `snapAlign` is
    /// leading-relative, so it mirrors in right-to-left like `leading`.
    package func unitCoordinate(_ snapAlign: SnapAlign) -> Double {
        let u = snapAlign.unit
        return unitCoordinate(x: u, y: u)
    }

    /// The page length P = V - s0 - s1: the visible length less the scroll padding (a `paging`
    /// container's page, the room a target has to fit in).
    public var pageLength: Double { visibleLength - scrollPaddingStart - scrollPaddingEnd }

    /// A `paging` container's page P = V less the scene's own scroll padding: the insets the
    /// safe area adds are not subtracted (a paging scroll view pages by its bounds).
    public var pagingLength: Double { visibleLength - sceneScrollPaddingStart - sceneScrollPaddingEnd }

    /// The offset formula: `raw = t0 - s0 + u * ((t1 - t0) - (V - s0 - s1)) + extra`, in this order.
    package func rawOffset(start t0: Double, end t1: Double, u: Double, extra: Double) -> Double {
        t0 - scrollPaddingStart + u * ((t1 - t0) - pageLength) + extra
    }

    public func clamp(_ raw: Double) -> Double { ScrollRange.clamp(raw, to: maxOffset) }
}

extension SnapAlign {
    /// The unit-point coordinate before mirroring: 0 for `start`, 0.5 for `center`, 1 for `end`.
    public var unit: Double {
        switch self {
        case .start: 0
        case .center: 0.5
        case .end: 1
        }
    }
}
