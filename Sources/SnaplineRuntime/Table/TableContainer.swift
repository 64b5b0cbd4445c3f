/// One scroll container in one viewport: its offset range, how it snaps, and the anchors whose
/// nearest enclosing scroll container it is.
///
/// Invariants of a compiled table: `0 <= initialOffset <= maxOffset`; `stops` ascending, within
/// `[0, maxOffset]`, without duplicates, and empty when `behavior` is `none`. The runtime does not
/// trust them blindly: `ScrollTargetSelector` sorts and filters stops it is given.
public struct TableContainer: Hashable, Sendable {
    /// The axis a container scrolls along.
    public enum Axis: String, Hashable, Sendable {
        case vertical, horizontal
    }

    /// Where a gesture may come to rest (SwiftUI `scrollTargetBehavior`).
    public enum Behavior: String, Hashable, Sendable {
        /// Anywhere in `[0, maxOffset]`.
        case none
        /// On a page boundary (`stops`), one page per gesture at most.
        case paging
        /// On a snap target (`stops`), as far as `limit` allows.
        case viewAligned
    }

    /// Which edge of a snap target a view-aligned stop aligns with the container's (leading-relative).
    public enum SnapAlign: String, Hashable, Sendable {
        case start, center, end
    }

    /// How far one gesture may move between view-aligned stops
    /// (SwiftUI `ViewAlignedScrollTargetBehavior.LimitBehavior`).
    public enum Limit: Hashable, Sendable {
        /// Any number of stops: the stop nearest to the proposed offset.
        case never
        /// At most one stop from where the gesture started.
        case alwaysByOne
        /// At most `count` stops from where the gesture started (a count below 1 acts as 1).
        case alwaysByFew(_ count: Int = Limit.defaultFewCount)

        /// The count of `alwaysByFew` when the scene gives none.
        public static let defaultFewCount = 3

        /// The spelling in scene files and the JSON table.
        public var name: String {
            switch self {
            case .never: "never"
            case .alwaysByOne: "alwaysByOne"
            case .alwaysByFew: "alwaysByFew"
            }
        }
    }

    public var id: String
    /// The id of the enclosing scroll container, or nil for a root container.
    public var parent: String?
    public var axis: Axis
    /// The largest offset along `axis`; offsets range over `[0, maxOffset]`.
    public var maxOffset: Double
    /// The offset before any scrolling: `maxOffset` for a horizontal container in right-to-left, else 0.
    public var initialOffset: Double
    public var behavior: Behavior
    public var snapAlign: SnapAlign
    public var limit: Limit
    /// Snap or paging positions, ascending.
    public var stops: [Double]
    /// The anchors whose nearest enclosing scroll container this is, in document order.
    public var anchors: [TableAnchor]

    /// The defaults are those of a container without snapping; generated code may rely on them to
    /// keep literals short. (The scene's default `limit` for `viewAligned` is `alwaysByOne`; the
    /// compiler always writes the limit it resolved.)
    public init(id: String, parent: String? = nil, axis: Axis, maxOffset: Double, initialOffset: Double = 0, behavior: Behavior = .none, snapAlign: SnapAlign = .start, limit: Limit = .never, stops: [Double] = [], anchors: [TableAnchor]) {
        self.id = id
        self.parent = parent
        self.axis = axis
        self.maxOffset = maxOffset
        self.initialOffset = initialOffset
        self.behavior = behavior
        self.snapAlign = snapAlign
        self.limit = limit
        self.stops = stops
        self.anchors = anchors
    }
}
