/// A decoded scene: viewports, default anchors and the expanded node tree (repeats instantiated).
///
/// Invariants after a successful decode: `nodes[0]` is the root; nodes are in document (pre-order)
/// order, so a parent's index is below its children's; ids are unique and match `[A-Za-z0-9_.-]+`;
/// at least one node is a scroll container; every number is finite and edge values are >= 0.
public struct Scene: Sendable {
    public var name: String
    public var nameLocation: SourceLocation
    public var viewports: [Viewport]
    /// The scene-level `anchors`, or nil when the scene names none (then SPEC section 3's default
    /// `[topLeading, center, bottomTrailing]` applies).
    public var defaultAnchors: [AnchorSpec]?
    public var nodes: [SceneNode]
    /// Edge values referenced by `SceneNode.padding` etc.; index 0 is always all-zero.
    public var edges: [Edges]
    /// Anchor lists referenced by `SceneNode.anchors`.
    public var anchorLists: [[AnchorSpec]]

    public init(name: String, nameLocation: SourceLocation, viewports: [Viewport], defaultAnchors: [AnchorSpec]?, nodes: [SceneNode], edges: [Edges], anchorLists: [[AnchorSpec]]) {
        self.name = name
        self.nameLocation = nameLocation
        self.viewports = viewports
        self.defaultAnchors = defaultAnchors
        self.nodes = nodes
        self.edges = edges
        self.anchorLists = anchorLists
    }

    /// The unit points requested for `node` (its own list, else the scene's, else the default).
    public func anchors(of node: SceneNode) -> [AnchorSpec] {
        if node.anchors >= 0 { return anchorLists[Int(node.anchors)] }
        return defaultAnchors ?? AnchorSpec.defaultList
    }

    /// The unit points requested for node `index` (reads one field; no copy of the node).
    public func anchors(ofNode index: Int) -> [AnchorSpec] {
        let list = nodes[index].anchors
        if list >= 0 { return anchorLists[Int(list)] }
        return defaultAnchors ?? AnchorSpec.defaultList
    }

    /// The direct children of node `index`, in order.
    public func children(of index: Int) -> SceneChildren { SceneChildren(nodes: nodes, first: nodes[index].firstChild) }

    public struct SceneChildren: Sequence {
        let nodes: [SceneNode]
        let first: Int32
        public func makeIterator() -> Iterator { Iterator(nodes: nodes, current: first) }
        public struct Iterator: IteratorProtocol {
            let nodes: [SceneNode]
            var current: Int32
            public mutating func next() -> Int? {
                guard current >= 0 else { return nil }
                defer { current = nodes[Int(current)].nextSibling }
                return Int(current)
            }
        }
    }
}

public struct Viewport: Hashable, Sendable {
    public enum LayoutDirection: String, Sendable {
        case leftToRight, rightToLeft
    }
    public var name: String
    public var width: Double
    public var height: Double
    public var layoutDirection: LayoutDirection
    public var location: SourceLocation

    public init(name: String, width: Double, height: Double, layoutDirection: LayoutDirection = .leftToRight, location: SourceLocation) {
        self.name = name
        self.width = width
        self.height = height
        self.layoutDirection = layoutDirection
        self.location = location
    }

    public var isRightToLeft: Bool { layoutDirection == .rightToLeft }
}

/// One expanded node of the scene. Children are linked (`firstChild`, `nextSibling`) rather than
/// held in per-node arrays, so a million nodes cost a million fixed-size records and no more.
public struct SceneNode: Sendable {
    public enum Kind: UInt8, Sendable {
        case scroll, vstack, hstack, zstack, item, space
        public var keyword: String {
            switch self {
            case .scroll: "scroll"
            case .vstack: "vstack"
            case .hstack: "hstack"
            case .zstack: "zstack"
            case .item: "item"
            case .space: "space"
            }
        }
    }

    public var kind: Kind
    /// The id after `{index}` expansion, or nil for an anonymous node.
    public var id: String?
    /// Position of the node's kind key (`item:`, `scroll:` ...), where layout errors point; for a
    /// `space: fill`, the position of `fill` (the value an unbounded proposal makes wrong).
    public var location: SourceLocation

    /// Explicit lengths; `.unset` where the scene gives none. For a `space` node, the gap length
    /// (a number or `fill`) is on its stack's axis: `width` in a horizontal stack, `height` in a
    /// vertical one; the other stays `.unset`.
    public var width: Length = .unset
    public var height: Length = .unset

    /// Stack spacing (also a scroll container's implicit stack spacing).
    public var spacing: Double = 0
    public var alignment: Alignment = .center
    /// Indices into `Scene.edges`; 0 means all-zero.
    public var padding: Int32 = 0
    public var scrollPadding: Int32 = 0
    public var scrollMargin: Int32 = 0
    /// Index into `Scene.anchorLists`, or -1 to use the scene default.
    public var anchors: Int32 = -1

    // Scroll containers.
    public var axis: Axis = .vertical
    public var behavior: ScrollBehavior = .none
    public var snapAlign: SnapAlign = .start
    public var limit: SnapLimit = .never
    /// For stacks: `targets: true`. For scroll containers: true when they use `children` (an implicit
    /// stack whose children are snap targets) rather than `content`.
    public var targets: Bool = false

    public var parent: Int32 = -1
    public var firstChild: Int32 = -1
    public var nextSibling: Int32 = -1

    public init(kind: Kind, id: String?, location: SourceLocation) {
        self.kind = kind
        self.id = id
        self.location = location
    }
}

public enum Axis: String, Sendable {
    case vertical, horizontal
}

public enum ScrollBehavior: String, Sendable {
    case none, paging, viewAligned
}

public enum SnapAlign: String, Sendable {
    case start, center, end
}

/// How far one gesture may move between view-aligned stops (SwiftUI `ViewAlignedScrollTargetBehavior.LimitBehavior`).
public enum SnapLimit: String, Sendable {
    case never, alwaysByOne, alwaysByFew
}

/// Placement of a narrower child inside its parent on each axis.
///
/// vstack uses the horizontal part (`leading`, `center`, `trailing`), hstack the vertical part
/// (`top`, `center`, `bottom`), zstack both (nine positions).
public struct Alignment: Hashable, Sendable {
    public enum Position: UInt8, Sendable {
        /// leading (horizontal) or top (vertical)
        case start
        case center
        /// trailing (horizontal) or bottom (vertical)
        case end
    }
    public var horizontal: Position
    public var vertical: Position

    public init(horizontal: Position, vertical: Position) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)

    /// The alignment names a scene may use, with their meaning.
    public static let named: [(name: String, value: Alignment)] = [
        ("center", .init(horizontal: .center, vertical: .center)),
        ("leading", .init(horizontal: .start, vertical: .center)),
        ("trailing", .init(horizontal: .end, vertical: .center)),
        ("top", .init(horizontal: .center, vertical: .start)),
        ("bottom", .init(horizontal: .center, vertical: .end)),
        ("topLeading", .init(horizontal: .start, vertical: .start)),
        ("topTrailing", .init(horizontal: .end, vertical: .start)),
        ("bottomLeading", .init(horizontal: .start, vertical: .end)),
        ("bottomTrailing", .init(horizontal: .end, vertical: .end)),
    ]
}

/// A length on one axis (SPEC section 1, "Lengths and edges").
public enum Length: Hashable, Sendable {
    /// Not given in the scene.
    case unset
    /// A fixed number of points (finite, >= 0).
    case points(Double)
    /// Take the proposal (shared equally among `fill` siblings along a stack axis).
    case fill
    /// `{count: C, span: S, spacing: G}` relative to the nearest scroll container's visible length.
    case relative(RelativeFrame)
    /// `{fraction: F}` of the nearest scroll container's visible length.
    case fraction(Double)
}

public struct RelativeFrame: Hashable, Sendable {
    public var count: Int32
    public var span: Int32
    public var spacing: Double
    public init(count: Int32, span: Int32 = 1, spacing: Double = 0) {
        self.count = count
        self.span = span
        self.spacing = spacing
    }
}

/// Insets in logical terms: `leading`/`trailing` become right/left under right-to-left.
public struct Edges: Hashable, Sendable {
    public var top: Double
    public var bottom: Double
    public var leading: Double
    public var trailing: Double

    public init(top: Double = 0, bottom: Double = 0, leading: Double = 0, trailing: Double = 0) {
        self.top = top
        self.bottom = bottom
        self.leading = leading
        self.trailing = trailing
    }

    public static let zero = Edges()

    /// Left and right insets for the given direction.
    public func left(rtl: Bool) -> Double { rtl ? trailing : leading }
    public func right(rtl: Bool) -> Double { rtl ? leading : trailing }
}

/// One requested unit point for an anchor: a named or custom point, an optional extra offset and label.
public struct AnchorSpec: Hashable, Sendable {
    /// The name written in the table's `anchor` field: the label if given, else the unit point's
    /// name, else `custom`.
    public var name: String
    public var x: Double
    public var y: Double
    public var extra: Extra

    public enum Extra: Hashable, Sendable {
        /// Applies along the anchor's own container's axis only.
        case along(Double)
        /// Applies per component in every container of the chain along that container's axis.
        case point(x: Double, y: Double)
    }

    public init(name: String, x: Double, y: Double, extra: Extra = .point(x: 0, y: 0)) {
        self.name = name
        self.x = x
        self.y = y
        self.extra = extra
    }

    /// SwiftUI's `UnitPoint` names.
    public static let unitPoints: [(name: String, x: Double, y: Double)] = [
        ("zero", 0, 0), ("top", 0.5, 0), ("bottom", 0.5, 1), ("leading", 0, 0.5), ("trailing", 1, 0.5),
        ("center", 0.5, 0.5), ("topLeading", 0, 0), ("topTrailing", 1, 0), ("bottomLeading", 0, 1),
        ("bottomTrailing", 1, 1),
    ]

    /// `[topLeading, center, bottomTrailing]`: the anchors used when neither node nor scene names any.
    public static let defaultList: [AnchorSpec] = [
        AnchorSpec(name: "topLeading", x: 0, y: 0),
        AnchorSpec(name: "center", x: 0.5, y: 0.5),
        AnchorSpec(name: "bottomTrailing", x: 1, y: 1),
    ]
}
