/// Which way a gesture moved along a container's axis, in offset terms (physical, as every offset
/// in the table: `forward` is toward larger offsets, i.e. down or to the right, in either layout
/// direction).
public enum GestureDirection: Hashable, Sendable {
    case backward
    case none
    case forward

    /// The sign of `proposed − original`; the sign of `velocity` when they are equal; `none` when
    /// the velocity is zero too (or NaN). `velocity` is along the axis in offset units per unit of
    /// time (positive: the offset is growing); only its sign is used.
    public init(original: Double, proposed: Double, velocity: Double) {
        if proposed > original {
            self = .forward
        } else if proposed < original {
            self = .backward
        } else if velocity > 0 {
            self = .forward
        } else if velocity < 0 {
            self = .backward
        } else {
            self = .none
        }
    }
}
