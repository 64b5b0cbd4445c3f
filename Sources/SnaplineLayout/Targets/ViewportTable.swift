/// The compiled table of one viewport: every scroll container with its stops, and every anchor
/// with the offsets that scrolling to it produces.
///
/// Stored flat to stay small for large scenes: anchors are grouped by container (containers in
/// document order, anchors in document order within each), and `raws` holds, for each anchor,
/// its targets one after another, each as a chain of `chainLength` links, innermost first. A link
/// keeps only its raw offset: the offset it ends at is that clamped to its container's range
/// (`link(_:in:)`), 8 bytes a link instead of 16.
public struct ViewportTable: Sendable {
    public var viewport: Viewport
    public var containers: [ContainerEntry]
    public var anchors: [AnchorEntry]
    /// Each link's raw offset (empty when the table was compiled without offsets).
    public var raws: [Double]
    /// The layout's frames, indexed like `Scene.nodes` (the same storage, not a copy): an
    /// anchor's frame is read from here rather than stored in every `AnchorEntry`.
    public var frames: [Rect]
    /// Every container's snap targets (what its view-aligned stops are made of).
    public var snapTargets: SnapTargetIndex

    /// Link `index` of `raws`, in container `c` (the container of its place in the chain): its
    /// raw offset and the offset it ends at.
    @inline(__always)
    public func link(_ index: Int, in c: Int) -> ChainOffset {
        let raw = raws[index]
        return ChainOffset(offset: ScrollRange.clamp(raw, to: containers[c].maxOffset), raw: raw)
    }

    /// An anchor's frame in its container's content coordinates (not grown by scroll margin).
    public func frame(of anchor: AnchorEntry) -> Rect { frames[Int(anchor.node)] }

    /// The targets of `anchor`, materialized (for tests and small tables).
    public func targets(of anchor: AnchorEntry, in scene: Scene) -> [Target] {
        let container = containers[Int(anchor.container)]
        let specs = scene.anchors(of: scene.nodes[Int(anchor.node)])
        let depth = Int(container.chainLength)
        return specs.enumerated().map { k, spec in
            let first = Int(anchor.firstOffset) + k * depth
            let chain = ContainerChain(from: Int(anchor.container), in: containers).enumerated().map { d, c in
                let link = link(first + d, in: c)
                return Target.Link(container: containers[c].id, offset: link.offset, raw: link.raw)
            }
            return Target(spec: spec, extra: spec.extraPoint(innermostAxis: container.axis), chain: chain)
        }
    }

    /// The anchors of container `c`.
    public func anchors(ofContainer c: Int) -> ArraySlice<AnchorEntry> {
        anchors[Int(containers[c].anchorStart) ..< Int(containers[c].anchorEnd)]
    }
}

/// One scroll container's row in the table.
public struct ContainerEntry: Sendable {
    /// Index of the container's node in `Scene.nodes`.
    public var node: Int32
    public var id: String
    /// Index of the enclosing container in `ViewportTable.containers`, or nil for an outermost one.
    public var parent: Int?
    public var axis: Axis
    public var frame: Rect
    public var contentSize: Size
    /// As written: leading/trailing are logical.
    public var scrollPadding: Edges
    public var maxOffset: Double
    public var initialOffset: Double
    public var behavior: ScrollBehavior
    public var snapAlign: SnapAlign
    public var limit: SnapLimit
    public var stops: [Double]
    /// This container's anchors are `anchors[anchorStart ..< anchorEnd]`.
    public var anchorStart: Int32
    public var anchorEnd: Int32
    /// Number of containers from this one out to the outermost: the chain length of its anchors.
    public var chainLength: Int32
}

/// One anchor (a node with an id) in its nearest enclosing container: 12 bytes (its frame is
/// `ViewportTable.frame(of:)`).
public struct AnchorEntry: Sendable {
    public var node: Int32
    public var container: Int32
    /// Index of its first target's first link in `ViewportTable.raws`.
    public var firstOffset: Int32
}

/// Clamping a raw offset into a container's range: the one place it is written, for the layout's
/// geometry and the table's rows alike.
public enum ScrollRange {
    @inline(__always)
    public static func clamp(_ raw: Double, to maxOffset: Double) -> Double { min(max(raw, 0), maxOffset) }
}

/// One link of a target's chain: the offset a container ends at (clamped) and the raw value.
public struct ChainOffset: Hashable, Sendable {
    public var offset: Double
    public var raw: Double
}

/// A materialized target: what the JSON table writes for one unit point of one anchor.
public struct Target: Hashable, Sendable {
    /// One container's offset in the target's chain.
    public struct Link: Hashable, Sendable {
        public var container: String
        public var offset: Double
        public var raw: Double
    }
    public var spec: AnchorSpec
    public var extra: Point
    public var chain: [Link]
}

extension AnchorSpec {
    /// The extra offset as a point: a number applies along the innermost container's axis.
    public func extraPoint(innermostAxis axis: Axis) -> Point {
        switch extra {
        case .along(let n): axis == .vertical ? Point(x: 0, y: n) : Point(x: n, y: 0)
        case .point(let x, let y): Point(x: x, y: y)
        }
    }
}
