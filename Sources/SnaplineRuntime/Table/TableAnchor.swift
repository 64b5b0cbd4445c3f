public import SnaplineLayout

/// A rectangle in points: an anchor's frame.
public typealias Rect = SnaplineLayout.Rect

/// An id in a container's content (an item, a stack with an id or a nested scroll container) and
/// the precomputed targets that scroll to it, one per requested unit point.
public struct TableAnchor: Hashable, Sendable {
    public var id: String
    /// Its frame in its container's content coordinates (physical, as the JSON table's `frame`):
    /// given by a layout at run time; nil in a table compiled into generated Swift, which keeps
    /// only the targets.
    public var frame: Rect?
    public var targets: [TableTarget]

    public init(id: String, frame: Rect? = nil, targets: [TableTarget]) {
        self.id = id
        self.frame = frame
        self.targets = targets
    }

    /// The first target whose `anchor` is `name` (a unit point's name, a label, or `"custom"`).
    public func target(named name: String) -> TableTarget? {
        targets.first { $0.anchor == name }
    }

    /// The target for unit point (`x`, `y`), compared exactly (`==` on `Double`, so `-0` matches `0`).
    ///
    /// Several entries may share a unit point (`top`, and `{anchor: top, offset: -16, name:
    /// belowBar}`): a target without extra offset is preferred, as asking for a unit point means
    /// asking for it alone; otherwise the first match in document order.
    public func target(x: Double, y: Double) -> TableTarget? {
        var firstMatch: TableTarget?
        for target in targets where target.x == x && target.y == y {
            if target.extraX == 0 && target.extraY == 0 { return target }
            if firstMatch == nil { firstMatch = target }
        }
        return firstMatch
    }
}

/// Where to scroll to bring an anchor to one unit point: the offsets of its container and of every
/// enclosing container.
public struct TableTarget: Hashable, Sendable {
    /// The unit point's name (`top`, `center` ...), the entry's label, or `custom` for an unnamed `{x, y}`.
    public var anchor: String
    /// The unit point (SwiftUI `UnitPoint`, leading-relative: `x = 0` is the leading edge).
    public var x: Double
    public var y: Double
    /// The extra offset of the anchor entry, as a point (a number given for a vertical container is
    /// `extraY`). Zero for most targets, hence the defaults.
    public var extraX: Double
    public var extraY: Double
    /// Innermost container first, then each enclosing container out to the root. Never empty in a
    /// compiled table.
    public var chain: [ChainLink]

    public init(anchor: String, x: Double, y: Double, extraX: Double = 0, extraY: Double = 0, chain: [ChainLink]) {
        self.anchor = anchor
        self.x = x
        self.y = y
        self.extraX = extraX
        self.extraY = extraY
        self.chain = chain
    }
}

/// One container's share of a scroll target: the offset to scroll it to, and the unclamped value it
/// came from (`raw` differs from `offset` when the target cannot be fully aligned at the content's ends).
public struct ChainLink: Hashable, Sendable {
    /// The id of the scroll container.
    public var container: String
    /// `raw` clamped to `[0, maxOffset]`: what to scroll the container to.
    public var offset: Double
    public var raw: Double

    public init(container: String, offset: Double, raw: Double) {
        self.container = container
        self.offset = offset
        self.raw = raw
    }
}
