/// A decoded scene: viewports, default anchors and the expanded node tree (repeats instantiated).
///
/// Invariants after a successful decode: `nodes[0]` is the root; nodes are in document (pre-order)
/// order, so a parent's index is below its children's; ids are unique and match `[A-Za-z0-9_.-]+`;
/// at least one node is a scroll container; every number is finite and edge values are >= 0.
public struct Scene: Sendable {
    public var name: String
    public var nameLocation: SourceLocation
    public var viewports: [Viewport]
    /// The scene-level `anchors`, or nil when the scene names none (then the default
    /// `[topLeading, center, bottomTrailing]` applies).
    public var defaultAnchors: [AnchorSpec]?
    public var nodes: [SceneNode]
    /// Per node, indexed like `nodes`: its id after `{index}` expansion, or nil for an anonymous
    /// node. Kept apart so that nodes are plain data (no reference counting when layout reads them).
    public var ids: [String?]
    /// Edge values referenced by `SceneNode.padding` etc.; index 0 is always all-zero.
    public var edges: [Edges]
    /// Anchor lists referenced by `SceneNode.anchors`.
    public var anchorLists: [[AnchorSpec]]
    /// The `when` entries and the key positions that vary per viewport (`PerViewportValues`).
    public var perViewport: PerViewportValues
    /// Where the keys the lint rules point at are written (empty for a scene built in code).
    public var positions = ScenePositions()
    /// The unit points `SceneNode.initialAnchor` refers to; index 0 is `topLeading`, the start of
    /// a container that names none.
    public var unitPoints: [UnitPoint] = [UnitPoint(x: 0, y: 0)]
    /// For a scene with data (data repeats or data lengths), its templates and the shape of its
    /// content, so that it can be expanded again for a content (`applying(_:maximumNodes:)`);
    /// nil for a scene without data. `nodes` are the preview's.
    public var templates: SceneTemplates?

    /// True when some count or length of the scene is data.
    public var hasData: Bool { templates != nil }

    public init(name: String, nameLocation: SourceLocation, viewports: [Viewport], defaultAnchors: [AnchorSpec]?, nodes: [SceneNode], ids: [String?], edges: [Edges], anchorLists: [[AnchorSpec]], perViewport: PerViewportValues = PerViewportValues()) {
        precondition(ids.count == nodes.count, "one id slot per node")
        self.name = name
        self.nameLocation = nameLocation
        self.viewports = viewports
        self.defaultAnchors = defaultAnchors
        self.nodes = nodes
        self.ids = ids
        self.edges = edges
        self.anchorLists = anchorLists
        self.perViewport = perViewport
    }

    /// The unit points requested for `node` (its own list, else the scene's, else the default).
    public func anchors(of node: SceneNode) -> [AnchorSpec] {
        if let list = node.anchors.index { return anchorLists[list] }
        return defaultAnchors ?? AnchorSpec.defaultList
    }

    /// The unit points requested for node `index`.
    public func anchors(ofNode index: Int) -> [AnchorSpec] { anchors(of: nodes[index]) }

    /// The id of node `index`, or nil for an anonymous node.
    @inline(__always) public func id(of index: Int) -> String? { ids[index] }

    /// "scroll `menu`" for a node with an id, "this vstack" for an anonymous one (for messages).
    public func describe(_ index: Int) -> String {
        let keyword = nodes[index].kind.keyword
        if let id = ids[index] { return "\(keyword) `\(id)`" }
        return "this \(keyword)"
    }

    /// The direct children of node `index`, in order.
    public func children(of index: Int) -> SceneChildren { SceneChildren(nodes: nodes, first: nodes[index].firstChild) }

    /// The children of one node, followed through the `nextSibling` links.
    public struct SceneChildren: Sequence, IteratorProtocol {
        package let nodes: [SceneNode]
        package var current: IndexLink
        package init(nodes: [SceneNode], first: IndexLink) {
            self.nodes = nodes
            current = first
        }
        public mutating func next() -> Int? {
            guard let i = current.index else { return nil }
            current = nodes[i].nextSibling
            return i
        }
    }
}

/// One named viewport of a scene: the size and layout direction a table is computed for.
public struct Viewport: Hashable, Sendable {
    /// Which way text and horizontal content run in the viewport.
    public enum LayoutDirection: String, CaseIterable, Sendable {
        case leftToRight, rightToLeft
    }
    public var name: String
    public var width: Double
    public var height: Double
    public var layoutDirection: LayoutDirection
    /// The declared `traits` (see `ViewportTraits.swift` for the automatic ones).
    public var traits: [String]
    public var location: SourceLocation
    /// The insets the system covers (status bar, home indicator, notch), logical; all 0 unless
    /// the scene gives `safeArea` or a `device` (`Devices.swift` has the rest of the safe area).
    public var safeArea: Edges
    /// The keyboard's height from the bottom of the screen (0: no keyboard).
    public var keyboard: Double
    /// The device named by `device`, if any (its size and insets are already in the fields above).
    public var device: String?
    /// The device's orientation (portrait unless `orientation: landscape`).
    public var orientation: Orientation
    /// The size classes (SwiftUI `horizontalSizeClass` / `verticalSizeClass`): a device's from its
    /// table, else `sizeClass` as written, else compact on both axes.
    public var sizeClass: SizeClasses = .compact

    /// Which way a `device` is held.
    public enum Orientation: String, Sendable {
        case portrait, landscape
    }

    public init(name: String, width: Double, height: Double, layoutDirection: LayoutDirection = .leftToRight, traits: [String] = [], location: SourceLocation, safeArea: Edges = .zero, keyboard: Double = 0, device: String? = nil, orientation: Orientation = .portrait, sizeClass: SizeClasses = .compact) {
        self.name = name
        self.width = width
        self.height = height
        self.layoutDirection = layoutDirection
        self.traits = traits
        self.location = location
        self.safeArea = safeArea
        self.keyboard = keyboard
        self.device = device
        self.orientation = orientation
        self.sizeClass = sizeClass
    }

    public var isRightToLeft: Bool { layoutDirection == .rightToLeft }
}

/// A size class (SwiftUI `UserInterfaceSizeClass`).
public enum SizeClass: String, CaseIterable, Sendable {
    case compact, regular
}

/// A viewport's horizontal and vertical size classes.
public struct SizeClasses: Hashable, Sendable {
    public var horizontal: SizeClass
    public var vertical: SizeClass

    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Compact on both axes: a viewport that names no device and no `sizeClass`.
    public static let compact = SizeClasses(horizontal: .compact, vertical: .compact)

    /// The size class along `axis` (the horizontal one for a horizontal axis).
    public func along(_ axis: Axis) -> SizeClass { axis == .horizontal ? horizontal : vertical }
}

/// The safe-area regions a scroll container ignores (SwiftUI `SafeAreaRegions`): `ignoresSafeArea`
/// as `true` (every region), `false` (none), or a list of `container` and `keyboard`. The raw
/// values are those the run-time scene's text writes (`true` is 1, as when this was a flag).
public enum SafeAreaRegions: UInt8, CaseIterable, Sendable {
    case none = 0, all = 1, container = 2, keyboard = 3

    /// True when the container region (`safeArea`: bars, home indicator, notch) is ignored.
    public var ignoresContainer: Bool { self == .all || self == .container }
    /// True when the keyboard region is ignored.
    public var ignoresKeyboard: Bool { self == .all || self == .keyboard }

    /// The regions ignoring these two.
    public init(container: Bool, keyboard: Bool) {
        switch (container, keyboard) {
        case (true, true): self = .all
        case (true, false): self = .container
        case (false, true): self = .keyboard
        case (false, false): self = .none
        }
    }
}

/// One expanded node of the scene: plain data (no references), so reading one copies a few words.
///
/// Children are linked (`firstChild`, `nextSibling`) rather than held in per-node arrays, so a
/// million nodes cost a million fixed-size records and no more. The id is in `Scene.ids`.
public struct SceneNode: Sendable {
    /// The node's kind key; what each kind is and allows is its row in `NodeKind.swift`.
    public enum Kind: UInt8, Sendable, CaseIterable {
        case scroll, vstack, hstack, zstack, item, space
    }

    // Stored one-byte fields first, then four-byte, then eight-byte ones: 96 bytes (88 before `safeAreaInset` and `overlay`, the last 8). Declaration
    // order by meaning took 112 in padding, and the two `Length` enums (17 bytes each, a tag after
    // a 16-byte payload) 104: their tags are kept with the one-byte fields instead (a million
    // nodes is 24 MB less, in the decoder's prototypes and in the scene).

    /// The node's kind key; what each kind is and allows is its row in `NodeKind.swift`.
    public var kind: Kind

    // Scroll containers.
    public var axis: Axis = .vertical
    public var behavior: ScrollBehavior = .none
    public var snapAlign: SnapAlign = .start
    public var limit: SnapLimit = .automatic
    /// For stacks: `targets: true`. For scroll containers: true when they use `children` (an implicit
    /// stack whose children are snap targets) rather than `content`.
    public var targets: Bool = false

    public var alignment: Alignment = .center
    private var widthKind: Length.Kind = .unset
    private var heightKind: Length.Kind = .unset
    /// Scroll containers: the safe-area regions `ignoresSafeArea` names (`.all` for `true`): their
    /// insets are not added to the padding where the frame reaches through the safe area.
    public var ignoresSafeArea: SafeAreaRegions = .none
    /// Stacks: `pinned: true` (the first child that is not a `space` is a pinned section header).
    public var pinned: Bool = false

    /// Position of the node's kind key (`item:`, `scroll:` ...), where layout errors point; for a
    /// `space: fill`, the position of `fill` (the value an unbounded proposal makes wrong).
    public var location: SourceLocation

    /// Indices into `Scene.edges`; 0 means all-zero.
    public var padding: Int32 = 0
    public var scrollPadding: Int32 = 0
    /// `scrollMargin` (an index into `Scene.edges`) for the kinds that have it, or a scroll
    /// container's `initialAnchor` (an index into `Scene.unitPoints`): a scroll container has no
    /// `scrollMargin`, so the two share a slot (4 bytes saved).
    private var marginOrStart: Int32 = 0
    public var scrollMargin: Int32 {
        get { kind == .scroll ? 0 : marginOrStart }
        set { if kind != .scroll { marginOrStart = newValue } }
    }
    /// A scroll container's `initialAnchor`, an index into `Scene.unitPoints` (0: `topLeading`).
    public var initialAnchor: Int32 {
        get { kind == .scroll ? marginOrStart : 0 }
        set { if kind == .scroll { marginOrStart = newValue } }
    }
    /// Index into `Scene.anchorLists`, or none to use the scene default.
    public var anchors: IndexLink = .none

    /// Indices in `Scene.nodes`; none for the root's parent, a leaf's first child, a last child's
    /// next sibling.
    public var parent: IndexLink = .none
    public var firstChild: IndexLink = .none
    public var nextSibling: IndexLink = .none

    /// Stack spacing (also a scroll container's implicit stack spacing).
    public var spacing: Double = 0

    private var widthValue = Length.Value()
    private var heightValue = Length.Value()

    /// Scroll containers: `safeAreaInset`, an index into `Scene.edges` (0: none): bars on those
    /// edges that the container takes as insets after the safe area's.
    public var safeAreaInset: Int32 = 0
    /// Nodes with an id: `overlay`, an index into `Scene.edges` (0: none): bars drawn over those
    /// edges of the frame, which move nothing.
    public var overlay: Int32 = 0

    /// Explicit lengths; `.unset` where the scene gives none. For a `space` node, the gap length
    /// (a number or `fill`) is on its stack's axis: `width` in a horizontal stack, `height` in a
    /// vertical one; the other stays `.unset`.
    public var width: Length {
        get { Length(widthKind, widthValue) }
        set { (widthKind, widthValue) = newValue.stored }
    }
    public var height: Length {
        get { Length(heightKind, heightValue) }
        set { (heightKind, heightValue) = newValue.stored }
    }

    public init(kind: Kind, location: SourceLocation) {
        self.kind = kind
        self.location = location
    }
}

/// A unit point (SwiftUI `UnitPoint`): x and y as fractions of a frame.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// The axis a scroll container scrolls along, or a stack stacks along.
public enum Axis: String, CaseIterable, Sendable {
    case vertical, horizontal
}

/// How a scroll container comes to rest: freely, on pages, or on its targets.
public enum ScrollBehavior: String, CaseIterable, Sendable {
    case none, paging, viewAligned
}

/// Which edge (or the center) of a target a view-aligned container rests on.
public enum SnapAlign: String, CaseIterable, Sendable {
    case start, center, end
}

/// How far one gesture may move between view-aligned stops (SwiftUI `ViewAlignedScrollTargetBehavior.LimitBehavior`).
public enum SnapLimit: String, CaseIterable, Sendable {
    case never, alwaysByOne, alwaysByFew
    /// SwiftUI's `LimitBehavior.automatic`, the default: resolved per viewport (`resolved`), so a
    /// table never holds it.
    case automatic

    /// The limit in effect: `automatic` is `alwaysByOne` for a `viewAligned` container whose
    /// viewport is compact along its axis, else `never`; any other value is itself.
    public func resolved(behavior: ScrollBehavior, axis: Axis, sizeClass: SizeClasses) -> SnapLimit {
        guard self == .automatic else { return self }
        return behavior == .viewAligned && sizeClass.along(axis) == .compact ? .alwaysByOne : .never
    }
}

/// Placement of a narrower child inside its parent on each axis.
///
/// vstack uses the horizontal part (`leading`, `center`, `trailing`), hstack the vertical part
/// (`top`, `center`, `bottom`), zstack both (nine positions).
public struct Alignment: Hashable, Sendable {
    /// Where on one axis a child sits in the free space.
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

/// One requested unit point for an anchor: a named or custom point, an optional extra offset and label.
public struct AnchorSpec: Hashable, Sendable {
    /// The name written in the table's `anchor` field: the label if given, else the unit point's
    /// name, else `custom`.
    public var name: String
    public var x: Double
    public var y: Double
    public var extra: Extra

    /// An extra offset added to the computed scroll offset.
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

extension Scene {
    /// The index of the node with this id (a linear search: build a dictionary to look up many).
    public func nodeIndex(ofID id: String) -> Int? {
        ids.firstIndex { $0 == id }
    }
}
