/// One difference between the tables of two versions of a scene (`snapline diff`).
///
/// Kept small (no strings): names are looked up through the `ViewportChanges` that holds it, so
/// a change set of a million moves costs 32 bytes a move. Which version an index refers to is
/// fixed by the kind: a removed anchor, target or container is the before version's, every other
/// change the after version's.
public struct TableChange: Sendable, Equatable {
    /// The change kinds, named as in the JSON report.
    public enum Kind: UInt8, Sendable, CaseIterable {
        case sceneRenamed, viewportAdded, viewportRemoved
        case containerAdded, containerRemoved, stopsChanged, rangeChanged
        case anchorAdded, anchorRemoved, targetAdded, targetRemoved, chainChanged, offsetChanged

        /// The `kind` value in the JSON report (`offset-changed`).
        public var name: String {
            switch self {
            case .sceneRenamed: "scene-renamed"
            case .viewportAdded: "viewport-added"
            case .viewportRemoved: "viewport-removed"
            case .containerAdded: "container-added"
            case .containerRemoved: "container-removed"
            case .stopsChanged: "stops-changed"
            case .rangeChanged: "range-changed"
            case .anchorAdded: "anchor-added"
            case .anchorRemoved: "anchor-removed"
            case .targetAdded: "target-added"
            case .targetRemoved: "target-removed"
            case .chainChanged: "chain-changed"
            case .offsetChanged: "offset-changed"
            }
        }

        /// Whether it removes a case or a lookup that code using the generated Swift may rely on.
        public var isBreaking: Bool {
            switch self {
            case .sceneRenamed, .viewportRemoved, .containerRemoved, .anchorRemoved, .targetRemoved: true
            default: false
            }
        }

        /// Whether it is a number that moved (`before` and `after` hold the numbers).
        public var isMove: Bool { self == .offsetChanged || self == .rangeChanged }
    }

    public var kind: Kind
    /// The anchor's node (anchor and target kinds), in its version's scene; -1 otherwise.
    public var node: Int32
    /// The target's position in the anchor's list of points (target kinds); for `stops-changed`,
    /// the position of its stop arrays in `ViewportChanges.stops`; -1 otherwise.
    public var target: Int32
    /// The container's position in its version's table (container kinds, `offset-changed`).
    public var container: Int32
    public var before: Double
    public var after: Double

    public init(_ kind: Kind, node: Int32 = -1, target: Int32 = -1, container: Int32 = -1, before: Double = 0, after: Double = 0) {
        self.kind = kind
        self.node = node
        self.target = target
        self.container = container
        self.before = before
        self.after = after
    }

    /// How far a number moved (0 for a change that is not a move).
    public var magnitude: Double { kind.isMove ? abs(after - before) : 0 }
}

/// Numbers that differ by at most this much are the same in a diff.
public enum DiffTolerance {
    public static let equal = 1e-6

    static func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= equal || a == b }

    static func same(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
    }
}
