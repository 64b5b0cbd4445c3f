/// One viewport of a scene and every scroll container laid out in it.
///
/// `containers` are in document order, so a parent precedes its nested containers. Offsets in the
/// table are physical (distance of the visible rect's left/top edge from the content's left/top
/// edge) in both layout directions.
public struct TableViewport: Hashable, Sendable {
    /// The reading direction of a viewport (`leftToRight` is the default).
    public enum LayoutDirection: String, Hashable, Sendable {
        case leftToRight, rightToLeft
    }

    public var name: String
    public var width: Double
    public var height: Double
    public var layoutDirection: LayoutDirection
    public var containers: [TableContainer]

    public init(name: String, width: Double, height: Double, layoutDirection: LayoutDirection = .leftToRight, containers: [TableContainer]) {
        self.name = name
        self.width = width
        self.height = height
        self.layoutDirection = layoutDirection
        self.containers = containers
    }

    public var isRightToLeft: Bool { layoutDirection == .rightToLeft }
}
