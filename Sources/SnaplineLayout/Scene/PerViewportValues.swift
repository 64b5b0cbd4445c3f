/// A node property that can differ between viewports: what a `when` entry may set.
/// `contentMargins` is not one of its own: it sets `padding` and
/// `scrollPadding`.
public enum ViewportProperty: Int, CaseIterable, Sendable {
    case width, height, padding, scrollPadding, scrollMargin, behavior, snapAlign, limit, spacing, alignment, targets,
         initialAnchor, ignoresSafeArea, pinned, safeAreaInset, overlay

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
        case .initialAnchor: "initialAnchor"
        case .ignoresSafeArea: "ignoresSafeArea"
        case .pinned: "pinned"
        case .safeAreaInset: "safeAreaInset"
        case .overlay: "overlay"
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

/// The values one `when` entry gives, each with where it is written; a property it does not give
/// has no value and no position. Stored as a short list (an entry gives a few properties), so a
/// scene with many `when` entries stays small.
public struct PropertyOverrides: Sendable {
    /// One property's value.
    public enum Value: Hashable, Sendable {
        case length(Length)
        /// An index into `Scene.edges`.
        case edges(Int32)
        case behavior(ScrollBehavior)
        case snapAlign(SnapAlign)
        case limit(SnapLimit)
        case spacing(Double)
        case alignment(Alignment)
        case targets(Bool)
        /// An index into `Scene.unitPoints`.
        case unitPoint(Int32)
        /// `pinned`.
        case flag(Bool)
        /// `ignoresSafeArea`: the regions it ignores.
        case regions(SafeAreaRegions)
    }

    /// One given property: its value and where it is written.
    public struct Override: Sendable {
        public var property: ViewportProperty
        public var value: Value
        public var position: WrittenPosition
    }

    /// At most one per property, in the order first given.
    public private(set) var overrides: [Override] = []

    public init() {}

    /// True when this gives `property`.
    public func gives(_ property: ViewportProperty) -> Bool { overrides.contains { $0.property == property } }

    /// Where `property` is written, if given.
    public func position(of property: ViewportProperty) -> WrittenPosition? {
        overrides.first { $0.property == property }?.position
    }

    /// The value given to `property`, if given.
    public func value(of property: ViewportProperty) -> Value? {
        overrides.first { $0.property == property }?.value
    }

    /// Gives `property` the value `value`, replacing any earlier one.
    package mutating func set(_ property: ViewportProperty, _ value: Value, at position: WrittenPosition) {
        let override = Override(property: property, value: value, position: position)
        if let k = overrides.firstIndex(where: { $0.property == property }) { overrides[k] = override } else { overrides.append(override) }
    }

    /// `later` applied over these values: each property `later` gives replaces this one's.
    package mutating func apply(_ later: PropertyOverrides) {
        for override in later.overrides { set(override.property, override.value, at: override.position) }
    }

    /// Writes the given values into `node`.
    package func write(into node: inout SceneNode) {
        for override in overrides {
            switch (override.property, override.value) {
            case (.width, .length(let v)): node.width = v
            case (.height, .length(let v)): node.height = v
            case (.padding, .edges(let v)): node.padding = v
            case (.scrollPadding, .edges(let v)): node.scrollPadding = v
            case (.scrollMargin, .edges(let v)): node.scrollMargin = v
            case (.behavior, .behavior(let v)): node.behavior = v
            case (.snapAlign, .snapAlign(let v)): node.snapAlign = v
            case (.limit, .limit(let v)): node.limit = v
            case (.spacing, .spacing(let v)): node.spacing = v
            case (.alignment, .alignment(let v)): node.alignment = v
            case (.targets, .targets(let v)): node.targets = v
            case (.initialAnchor, .unitPoint(let v)): node.initialAnchor = v
            case (.ignoresSafeArea, .regions(let v)): node.ignoresSafeArea = v
            case (.pinned, .flag(let v)): node.pinned = v
            case (.safeAreaInset, .edges(let v)): node.safeAreaInset = v
            case (.overlay, .edges(let v)): node.overlay = v
            default: break  // `set` is only called with matching pairs (WhenDecoding)
            }
        }
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

/// Where a node's own `behavior`, `snapAlign`, `limit` and `targets` are written, and its `width`
/// and `height` when they are `fill` (for an `unbounded-fill` error); nil where not given, always
/// nil for the other properties. Stored inline: one record per scroll container of a large scene
/// costs no allocation.
public struct OwnKeyPositions: Sendable {
    private var behavior: WrittenPosition?
    private var snapAlign: WrittenPosition?
    private var limit: WrittenPosition?
    private var targets: WrittenPosition?
    private var fillWidth: WrittenPosition?
    private var fillHeight: WrittenPosition?

    public init() {}

    public subscript(property: ViewportProperty) -> WrittenPosition? {
        get {
            switch property {
            case .behavior: behavior
            case .snapAlign: snapAlign
            case .limit: limit
            case .targets: targets
            case .width: fillWidth
            case .height: fillHeight
            default: nil
            }
        }
        set {
            switch property {
            case .behavior: behavior = newValue
            case .snapAlign: snapAlign = newValue
            case .limit: limit = newValue
            case .targets: targets = newValue
            case .width: fillWidth = newValue
            case .height: fillHeight = newValue
            default: break
            }
        }
    }

    public var isEmpty: Bool {
        behavior == nil && snapAlign == nil && limit == nil && targets == nil && fillWidth == nil && fillHeight == nil
    }
}

/// Side storage of `Scene` for per-viewport values: the nodes are fixed-size records with one set
/// of values, and the `when` entries (and the positions of the keys lint reads) live here, so a
/// scene without `when` pays nothing in its nodes. One reference wide inside `Scene` (the stages
/// copy `Scene` values; a wide one cost measurable time).
///
/// Invariants: `nodes` is ascending and `mappingOfNode[k]` indexes `mappings` for node `nodes[k]`;
/// `hasWhen` is true exactly when some mapping has a `when` entry.
public struct PerViewportValues: Sendable {
    private final class Storage: Sendable {
        let mappings: [WrittenMapping]
        let nodes: [Int32]
        let mappingOfNode: [Int32]
        let hasWhen: Bool

        init(mappings: [WrittenMapping], nodes: [Int32], mappingOfNode: [Int32], hasWhen: Bool) {
            self.mappings = mappings
            self.nodes = nodes
            self.mappingOfNode = mappingOfNode
            self.hasWhen = hasWhen
        }
    }

    private let storage: Storage

    public var mappings: [WrittenMapping] { storage.mappings }
    /// The expanded nodes whose mapping is in `mappings`, ascending.
    public var nodes: [Int32] { storage.nodes }
    /// Parallel to `nodes`: the index in `mappings` of each node's mapping.
    public var mappingOfNode: [Int32] { storage.mappingOfNode }
    public var hasWhen: Bool { storage.hasWhen }

    public init() {
        storage = Storage(mappings: [], nodes: [], mappingOfNode: [], hasWhen: false)
    }

    package init(mappings: [WrittenMapping], nodes: [Int32], mappingOfNode: [Int32]) {
        storage = Storage(mappings: mappings, nodes: nodes, mappingOfNode: mappingOfNode, hasWhen: mappings.contains { !$0.when.isEmpty })
    }

    /// The mapping of node `node`, if it writes anything recorded here.
    public func mapping(ofNode node: Int) -> WrittenMapping? {
        index(ofNode: node).map { mappings[Int(mappingOfNode[$0])] }
    }
}
