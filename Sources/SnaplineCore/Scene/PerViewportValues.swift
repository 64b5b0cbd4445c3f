/// A node property that can differ between viewports: what a `when` entry may set (SPEC section 1,
/// "Per-viewport values"). `contentMargins` is not one of its own: it sets `padding` and
/// `scrollPadding`.
public enum ViewportProperty: Int, CaseIterable, Sendable {
    case width, height, padding, scrollPadding, scrollMargin, behavior, snapAlign, limit, spacing, alignment, targets

    /// The key as written in a scene file.
    public var name: String {
        switch self {
        case .width: "width"
        case .height: "height"
        case .padding: "padding"
        case .scrollPadding: "scrollPadding"
        case .scrollMargin: "scrollMargin"
        case .behavior: "behavior"
        case .snapAlign: "snapAlign"
        case .limit: "limit"
        case .spacing: "spacing"
        case .alignment: "alignment"
        case .targets: "targets"
        }
    }
}

/// Where one property is written: its key and its value. For `padding` and `scrollPadding` set by
/// `contentMargins`, both point at the `contentMargins` key and value.
public struct WrittenPosition: Hashable, Sendable {
    public var key: SourceLocation
    public var value: SourceLocation

    public init(key: SourceLocation, value: SourceLocation) {
        self.key = key
        self.value = value
    }
}

/// The values one `when` entry gives, each with where it is written; properties it does not give
/// are nil (and have no position).
public struct PropertyOverrides: Sendable {
    public var width: Length?
    public var height: Length?
    /// Indices into `Scene.edges`.
    public var padding: Int32?
    public var scrollPadding: Int32?
    public var scrollMargin: Int32?
    public var behavior: ScrollBehavior?
    public var snapAlign: SnapAlign?
    public var limit: SnapLimit?
    public var spacing: Double?
    public var alignment: Alignment?
    public var targets: Bool?
    /// Where each given value is written.
    public var positions: [ViewportProperty: WrittenPosition] = [:]

    public init() {}

    /// True when this gives `property`.
    public func gives(_ property: ViewportProperty) -> Bool { positions[property] != nil }

    /// `later` applied over these values: each property `later` gives replaces this one's.
    mutating func apply(_ later: PropertyOverrides) {
        if let v = later.width { width = v }
        if let v = later.height { height = v }
        if let v = later.padding { padding = v }
        if let v = later.scrollPadding { scrollPadding = v }
        if let v = later.scrollMargin { scrollMargin = v }
        if let v = later.behavior { behavior = v }
        if let v = later.snapAlign { snapAlign = v }
        if let v = later.limit { limit = v }
        if let v = later.spacing { spacing = v }
        if let v = later.alignment { alignment = v }
        if let v = later.targets { targets = v }
        positions.merge(later.positions) { _, new in new }
    }

    /// Writes the given values into `node`.
    func write(into node: inout SceneNode) {
        if let v = width { node.width = v }
        if let v = height { node.height = v }
        if let v = padding { node.padding = v }
        if let v = scrollPadding { node.scrollPadding = v }
        if let v = scrollMargin { node.scrollMargin = v }
        if let v = behavior { node.behavior = v }
        if let v = snapAlign { node.snapAlign = v }
        if let v = limit { node.limit = v }
        if let v = spacing { node.spacing = v }
        if let v = alignment { node.alignment = v }
        if let v = targets { node.targets = v }
    }
}

/// One entry of a node's `when`: a trait selector and the values it gives in the viewports that
/// have that trait.
public struct WhenEntry: Sendable {
    /// The selector as written (a trait name).
    public var selector: String
    /// Where the selector (the entry's key) is written.
    public var selectorLocation: SourceLocation
    /// Indices into `Scene.viewports` of the viewports the selector matches, ascending.
    public var viewports: [Int]
    public var values: PropertyOverrides

    public init(selector: String, selectorLocation: SourceLocation, viewports: [Int], values: PropertyOverrides) {
        self.selector = selector
        self.selectorLocation = selectorLocation
        self.viewports = viewports
        self.values = values
    }

    public func matches(viewport index: Int) -> Bool { viewports.contains(index) }
}

/// What one node mapping of the file writes that matters per viewport: its `when` entries, and
/// where its own `behavior`, `snapAlign`, `limit` and `targets` are written. Shared by every
/// instance of a repeated mapping.
public struct WrittenMapping: Sendable {
    /// The `when` entries in document order (empty when the node has no `when`).
    public var when: [WhenEntry] = []
    /// The node's own `behavior`, `snapAlign`, `limit` and `targets` keys, where given.
    public var own = OwnKeyPositions()

    public init(when: [WhenEntry] = [], own: OwnKeyPositions = OwnKeyPositions()) {
        self.when = when
        self.own = own
    }
}

/// Where a node's own `behavior`, `snapAlign`, `limit` and `targets` are written (nil where not
/// given; always nil for the other properties). Stored inline: one record per scroll container of
/// a large scene costs no allocation.
public struct OwnKeyPositions: Sendable {
    private var behavior: WrittenPosition?
    private var snapAlign: WrittenPosition?
    private var limit: WrittenPosition?
    private var targets: WrittenPosition?

    public init() {}

    public subscript(property: ViewportProperty) -> WrittenPosition? {
        get {
            switch property {
            case .behavior: behavior
            case .snapAlign: snapAlign
            case .limit: limit
            case .targets: targets
            default: nil
            }
        }
        set {
            switch property {
            case .behavior: behavior = newValue
            case .snapAlign: snapAlign = newValue
            case .limit: limit = newValue
            case .targets: targets = newValue
            default: break
            }
        }
    }

    public var isEmpty: Bool { behavior == nil && snapAlign == nil && limit == nil && targets == nil }
}

/// Side storage of `Scene` for per-viewport values: the nodes are fixed-size records with one set
/// of values, and the `when` entries (and the positions of the keys lint reads) live here, so a
/// scene without `when` pays nothing in its nodes.
///
/// Invariants: `nodes` is ascending and `mappingOfNode[k]` indexes `mappings` for node `nodes[k]`;
/// `hasWhen` is true exactly when some mapping has a `when` entry.
public struct PerViewportValues: Sendable {
    public internal(set) var mappings: [WrittenMapping] = []
    /// The expanded nodes whose mapping is in `mappings`, ascending.
    public internal(set) var nodes: [Int32] = []
    /// Parallel to `nodes`: the index in `mappings` of each node's mapping.
    public internal(set) var mappingOfNode: [Int32] = []
    public internal(set) var hasWhen = false
    /// On a scene returned by `Scene.resolved(for:)`: the viewport whose values its nodes hold;
    /// nil on a scene as decoded.
    public internal(set) var resolvedViewport: Viewport?
    /// On a resolved scene: per mapping, the merged values of its entries that match the viewport
    /// (nil where none does).
    var resolvedOverrides: [PropertyOverrides?]?
    /// On a resolved scene: the nodes as decoded, so it can be resolved again for another viewport.
    var decodedNodes: [SceneNode]?

    public init() {}

    /// The mapping of node `node`, if it writes anything recorded here.
    public func mapping(ofNode node: Int) -> WrittenMapping? {
        index(ofNode: node).map { mappings[Int(mappingOfNode[$0])] }
    }
}
