/// Viewport traits: what a `when` selector can name.
extension Viewport {
    /// The most viewports a scene (or a run's list of descriptions) may have: each is a full
    /// layout of the scene.
    public static let maximumCount = 64

    /// `[A-Za-z0-9_.-]`: the bytes of a viewport, trait or node id.
    public static func isNameByte(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10 || (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }

    /// The traits every viewport gets without declaring them: its orientation, its layout
    /// direction and its size classes. A `traits` list may not use them.
    public static let automaticTraits = ["portrait", "landscape", "leftToRight", "rightToLeft"] + sizeClassTraits

    /// The automatic traits of the size classes, one of each pair per viewport.
    public static let sizeClassTraits = ["compactWidth", "regularWidth", "compactHeight", "regularHeight"]

    /// `landscape` when the width is greater than the height, else `portrait`.
    public var orientationTrait: String { width > height ? "landscape" : "portrait" }

    /// `compactWidth` or `regularWidth` (the horizontal size class).
    public var widthTrait: String { sizeClass.horizontal == .compact ? "compactWidth" : "regularWidth" }
    /// `compactHeight` or `regularHeight` (the vertical size class).
    public var heightTrait: String { sizeClass.vertical == .compact ? "compactHeight" : "regularHeight" }

    /// Every trait of the viewport: its name, its declared traits, its orientation, its layout
    /// direction and its size classes.
    public var allTraits: [String] { [name] + traits + [orientationTrait, layoutDirection.rawValue, widthTrait, heightTrait] }

    /// True when a `when` selector `trait` matches this viewport.
    public func hasTrait(_ trait: String) -> Bool {
        trait == name || trait == orientationTrait || trait == layoutDirection.rawValue || trait == widthTrait || trait == heightTrait
            || traits.contains(trait)
    }
}
