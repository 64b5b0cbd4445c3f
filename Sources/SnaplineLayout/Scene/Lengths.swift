/// A length on one axis.
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

    /// How `SceneNode` stores a length: its case in a byte, its numbers beside.
    package enum Kind: UInt8, Sendable {
        case unset, points, fill, relative, fraction
    }

    /// The numbers of a length: `points` and `fraction` in `number`; `relative` all three.
    package struct Value: Sendable {
        package var number: Double = 0
        package var count: Int32 = 0
        package var span: Int32 = 0
    }

    package init(_ kind: Kind, _ value: Value) {
        switch kind {
        case .unset: self = .unset
        case .points: self = .points(value.number)
        case .fill: self = .fill
        case .relative: self = .relative(RelativeFrame(count: value.count, span: value.span, spacing: value.number))
        case .fraction: self = .fraction(value.number)
        }
    }

    package var stored: (Kind, Value) {
        switch self {
        case .unset: (.unset, Value())
        case .points(let v): (.points, Value(number: v))
        case .fill: (.fill, Value())
        case .relative(let f): (.relative, Value(number: f.spacing, count: f.count, span: f.span))
        case .fraction(let v): (.fraction, Value(number: v))
        }
    }
}

/// `{count, span, spacing}`: a length that divides the nearest scroll container's visible length.
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

    /// All four in the order the table and `--viewport`'s `safeArea=T/L/B/R` write them.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.init(top: top, bottom: bottom, leading: leading, trailing: trailing)
    }

    public static let zero = Edges()

    /// Left and right insets for the given direction.
    public func left(rtl: Bool) -> Double { rtl ? trailing : leading }
    public func right(rtl: Bool) -> Double { rtl ? leading : trailing }
}
