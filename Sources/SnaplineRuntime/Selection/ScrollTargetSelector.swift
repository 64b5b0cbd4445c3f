internal import SnaplineLayout

/// Where a gesture on a scroll container comes to rest, from the container's stops:
/// what a SwiftUI `ScrollTargetBehavior.updateTarget` would compute, as a pure function of the
/// gesture's original offset, the proposed (projected) offset and the velocity along the axis.
///
/// Build one per container and keep it, or call `TableContainer.settle`, which builds one per call.
///
/// Readings of the rules where they leave room, all deliberate and tested:
/// - **Start stop.** `alwaysByOne`/`alwaysByFew(n)` and `paging` start from the stop nearest to the
///   original offset. A gesture that starts between stops (before the last one settled) therefore
///   counts from that stop, not from the offset, and may settle *behind* its own direction: the
///   window is `[start, start + n]` (or `[start − n, start]`), the start stop included, and the
///   nearest stop to the proposed offset inside it wins.
/// - **Drag distance.** For `paging` it is `|proposed − original|`, measured from the original
///   offset, not from the original page; the next stop is the one adjacent to the original page in
///   the gesture's direction, and it is taken only when the drag is *strictly* greater than a third
///   of the distance to it (exactly a third stays).
/// - **Velocity.** Only its sign is used, and only when `proposed == original`. Then the result
///   always equals the stop nearest to the original offset: that stop is in every window and is
///   the nearest to the proposed offset, and a zero drag never exceeds a paging threshold. So a
///   velocity alone never moves a page; paging is by distance (the "zero velocity" problem
///   is avoided the other way round: a gesture that ends with zero velocity still pages).
///   `GestureDirection` exposes the direction the rules use.
/// - **Behavior wins over limit.** `paging` ignores `limit`; `none` clamps even if a hand-written
///   table gives it stops.
/// - **Ties** go to the stop with the smaller magnitude (nearer offset 0), which in a table whose
///   stops lie in `[0, maxOffset]` is the lower one.
/// - **With stops the result is always one of them**, unclamped (a compiled table's stops are in
///   range already). Without stops it is the proposed offset clamped to `[0, maxOffset]`.
/// - **Untrusted input never traps.** Non-finite stops are dropped, stops are sorted, and stops
///   within 1e-9 of the previous are merged (as the compiler does), so "one stop" is always a real
///   move. A NaN original offset is replaced by the proposed one and vice versa (both NaN: 0); a NaN
///   velocity counts as zero; a negative or NaN `maxOffset` as 0; a `alwaysByFew` count below 1 as 1.
///   Infinite offsets are fine (a fling to +∞ proposes beyond the last stop).
public struct ScrollTargetSelector: Hashable, Sendable {
    /// How the stop is chosen.
    public enum Rule: Hashable, Sendable {
        /// No snapping: the proposed offset, clamped (behavior `none`).
        case free
        /// The stop nearest to the proposed offset (`viewAligned` with limit `never`).
        case nearest
        /// At most `count` stops from the stop nearest to the original offset, in the gesture's
        /// direction (`alwaysByOne`: 1, `alwaysByFew(n)`: n; a count below 1 acts as 1).
        case limited(Int)
        /// One stop in the gesture's direction past a third of the way to it, else back (`paging`).
        case paging

        /// The rule for a container's behavior and limit.
        public init(behavior: TableContainer.Behavior, limit: TableContainer.Limit) {
            switch (behavior, limit) {
            case (.none, _): self = .free
            case (.paging, _): self = .paging
            case (.viewAligned, .never): self = .nearest
            case (.viewAligned, .alwaysByOne): self = .limited(1)
            case (.viewAligned, .alwaysByFew(let count)): self = .limited(count)
            }
        }
    }

    /// Two stops closer than this are one stop: the layout engine's `Tolerance.stop`, with which
    /// the compiler merges and counts stops (the HTML report's simulator has it written into its
    /// script).
    public static let stopTolerance = Tolerance.stop

    /// Finite, ascending, at least `stopTolerance` apart.
    public let stops: [Double]
    /// At least 0.
    public let maxOffset: Double
    public let rule: Rule

    /// `stops` is normalized (see the type's documentation); it is only copied when it needs to be.
    public init(stops: [Double], maxOffset: Double, rule: Rule) {
        self.stops = Self.normalized(stops)
        self.maxOffset = maxOffset > 0 ? maxOffset : 0
        self.rule = rule
    }

    /// The selector for a table container.
    public init(_ container: TableContainer) {
        self.init(stops: container.stops, maxOffset: container.maxOffset, rule: Rule(behavior: container.behavior, limit: container.limit))
    }

    /// The offset where a gesture that started at `original` and would come to rest at `proposed`,
    /// moving at `velocity` (offset units per unit of time; only the sign is used), settles.
    public func target(original: Double, proposed: Double, velocity: Double = 0) -> Double {
        var original = original
        var proposed = proposed
        if original.isNaN { original = proposed }
        if proposed.isNaN { proposed = original }
        if proposed.isNaN { (original, proposed) = (0, 0) }

        guard !stops.isEmpty, rule != .free else { return min(max(proposed, 0), maxOffset) }
        let last = stops.count - 1
        let direction = GestureDirection(original: original, proposed: proposed, velocity: velocity)

        switch rule {
        case .free:
            return min(max(proposed, 0), maxOffset)

        case .nearest:
            return stops[nearestIndex(to: proposed, from: 0, through: last)]

        case .limited(let count):
            let count = max(count, 1)
            let start = nearestIndex(to: original, from: 0, through: last)
            switch direction {
            case .none:
                return stops[start]
            case .forward:
                // `start + count` could overflow for a huge count; compare with the room left instead.
                let end = count >= last - start ? last : start + count
                return stops[nearestIndex(to: proposed, from: start, through: end)]
            case .backward:
                let begin = count >= start ? 0 : start - count
                return stops[nearestIndex(to: proposed, from: begin, through: start)]
            }

        case .paging:
            let page = nearestIndex(to: original, from: 0, through: last)
            let next: Int
            switch direction {
            case .none: return stops[page]
            case .forward: next = page + 1
            case .backward: next = page - 1
            }
            guard next >= 0, next <= last else { return stops[page] }
            let threshold = abs(stops[next] - stops[page]) / 3
            return abs(proposed - original) > threshold ? stops[next] : stops[page]
        }
    }

    /// The index in `first...last` (a non-empty range of `stops`) of the stop nearest to `value`;
    /// on a tie, the stop with the smaller magnitude. O(log n).
    private func nearestIndex(to value: Double, from first: Int, through last: Int) -> Int {
        // The first index in first...last whose stop is >= value, or last + 1.
        var low = first
        var high = last + 1
        while low < high {
            let middle = low + (high - low) / 2
            if stops[middle] < value { low = middle + 1 } else { high = middle }
        }
        if low == first { return first }
        if low > last { return last }
        let below = low - 1
        let distanceBelow = value - stops[below]
        let distanceAbove = stops[low] - value
        if distanceBelow != distanceAbove { return distanceBelow < distanceAbove ? below : low }
        return abs(stops[below]) <= abs(stops[low]) ? below : low
    }

    /// Finite, sorted, without stops closer than `stopTolerance` to the previous one. O(n) when already so.
    private static func normalized(_ stops: [Double]) -> [Double] {
        var previous = -Double.infinity
        var isNormal = true
        for stop in stops {
            if !stop.isFinite || !(stop - previous >= stopTolerance) {
                isNormal = false
                break
            }
            previous = stop
        }
        if isNormal { return stops }

        var result: [Double] = []
        result.reserveCapacity(stops.count)
        for stop in stops.filter(\.isFinite).sorted() {
            if let kept = result.last, stop - kept < stopTolerance { continue }
            result.append(stop)
        }
        return result
    }
}

extension TableContainer {
    /// Where a gesture on this container settles (see `ScrollTargetSelector`). Builds a selector,
    /// which checks the stops in O(n); keep a `ScrollTargetSelector` to avoid that per gesture.
    public func settle(original: Double, proposed: Double, velocity: Double = 0) -> Double {
        ScrollTargetSelector(self).target(original: original, proposed: proposed, velocity: velocity)
    }
}
