/// A point in some coordinate space (points, x to the right, y down).
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public static let zero = Point(x: 0, y: 0)
}

/// A width and a height, in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    public static let zero = Size(width: 0, height: 0)

    package func along(_ axis: Axis) -> Double { axis == .vertical ? height : width }
}

/// A rectangle: origin at its top-left corner.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Where the unit point (x, y) lies on this rect, as section 3 takes it: x mirrored in
    /// right-to-left (`topLeading` is the top-right corner there, as SwiftUI's `UnitPoint`).
    public func point(atUnit x: Double, _ y: Double, rightToLeft: Bool) -> Point {
        Point(x: self.x + (rightToLeft ? 1 - x : x) * width, y: self.y + y * height)
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// The extent [start, end] along an axis.
    package func span(_ axis: Axis) -> (start: Double, end: Double) {
        axis == .vertical ? (y, y + height) : (x, x + width)
    }

    /// Grown outwards by physical insets.
    package func grown(top: Double, left: Double, bottom: Double, right: Double) -> Rect {
        Rect(x: x - left, y: y - top, width: width + left + right, height: height + top + bottom)
    }

    package var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    /// The top-left corner.
    package var origin: Point {
        get { Point(x: x, y: y) }
        set {
            x = newValue.x
            y = newValue.y
        }
    }

    /// The width and height.
    package var size: Size {
        get { Size(width: width, height: height) }
        set {
            width = newValue.width
            height = newValue.height
        }
    }
}
