/// The devices a viewport can name (`device:`), with their screen size and the insets the system
/// covers: the status bar or Dynamic Island, the home indicator, and the notch in landscape.
///
/// Sizes are in points, portrait. In landscape the width and height swap, the top inset of an
/// iPhone goes to 0 and its leading and trailing insets take the notch's; an iPad keeps its top
/// inset (the status bar) and has no side insets.
public struct DevicePreset: Sendable, Hashable {
    public var name: String
    public var width: Double
    public var height: Double
    /// Portrait insets (leading and trailing are 0).
    public var portrait: Edges
    /// Landscape insets.
    public var landscape: Edges
    /// The full-screen app's size classes, portrait and landscape.
    public var portraitSizeClass = SizeClasses(horizontal: .compact, vertical: .regular)
    public var landscapeSizeClass = SizeClasses.compact

    /// Every device a scene may name, in the order documentation lists them.
    public static let all: [DevicePreset] = [
        phone("iPhone SE", 375, 667, top: 20, bottom: 0, side: 0, landscapeBottom: 0),
        phone("iPhone 14", 390, 844, top: 47, bottom: 34, side: 47, landscapeBottom: 21),
        phone("iPhone 15", 393, 852, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("iPhone 15 Pro Max", 430, 932, top: 59, bottom: 34, side: 59, landscapeBottom: 21, landscapeWidth: .regular),
        phone("iPhone 16 Pro", 402, 874, top: 62, bottom: 34, side: 62, landscapeBottom: 21),
        phone("iPhone 16 Pro Max", 440, 956, top: 62, bottom: 34, side: 62, landscapeBottom: 21, landscapeWidth: .regular),
        tablet("iPad", 820, 1180),
        tablet("iPad Pro 11", 834, 1194),
        tablet("iPad Pro 12.9", 1024, 1366),
    ]

    /// The device named exactly `name` (case included), if there is one.
    public static func named(_ name: String) -> DevicePreset? { all.first { $0.name == name } }

    /// The size classes in `orientation`.
    public func sizeClass(_ orientation: Viewport.Orientation) -> SizeClasses {
        orientation == .portrait ? portraitSizeClass : landscapeSizeClass
    }

    /// The screen size and insets in `orientation`.
    public func screen(_ orientation: Viewport.Orientation) -> (width: Double, height: Double, insets: Edges) {
        switch orientation {
        case .portrait: (width, height, portrait)
        case .landscape: (height, width, landscape)
        }
    }

    private static func phone(_ name: String, _ width: Double, _ height: Double, top: Double, bottom: Double, side: Double, landscapeBottom: Double, landscapeWidth: SizeClass = .compact) -> DevicePreset {
        DevicePreset(
            name: name, width: width, height: height,
            portrait: Edges(top: top, bottom: bottom),
            landscape: Edges(top: 0, bottom: landscapeBottom, leading: side, trailing: side),
            landscapeSizeClass: SizeClasses(horizontal: landscapeWidth, vertical: .compact))
    }

    private static func tablet(_ name: String, _ width: Double, _ height: Double) -> DevicePreset {
        let regular = SizeClasses(horizontal: .regular, vertical: .regular)
        return DevicePreset(name: name, width: width, height: height, portrait: Edges(top: 24, bottom: 20), landscape: Edges(top: 24, bottom: 20),
                            portraitSizeClass: regular, landscapeSizeClass: regular)
    }
}

/// The safe area of a viewport: what the system covers, and the rectangle left for content.
extension Viewport {
    /// The insets content is kept out of: the safe area, with the keyboard's height as the bottom
    /// inset when it is larger (logical: leading and trailing flip under right-to-left).
    public var insets: Edges {
        var insets = safeArea
        insets.bottom = max(insets.bottom, keyboard)
        return insets
    }

    /// True when some inset is not 0 (the table then lists the viewport's `safeArea`).
    public var hasInsets: Bool { insets != .zero }

    /// The safe rect in the viewport's coordinates: the viewport less `insets`, the logical sides
    /// placed for the layout direction.
    public var safeRect: Rect {
        let insets = self.insets
        let left = insets.left(rtl: isRightToLeft)
        let right = insets.right(rtl: isRightToLeft)
        return Rect(x: left, y: insets.top, width: width - left - right, height: height - insets.top - insets.bottom)
    }
}
