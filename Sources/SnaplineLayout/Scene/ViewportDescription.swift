/// A viewport described outside the scene: the keys of a scene viewport (a size
/// with a safe area, or a device and its orientation; a layout direction, declared traits, a
/// keyboard) and an optional name. The command line's `--viewport NAME:WIDTHxHEIGHT,...` is one
/// (`ViewportDescription(parsing:)`).
///
/// Building one validates nothing; `viewport(location:)` checks it and gives the `Viewport` the
/// compiler lays out. A description matches a `when` selector by its name, its declared traits and
/// its automatic traits, and inherits nothing else from a scene viewport of the same name.
public struct ViewportDescription: Hashable, Sendable {
    /// The screen: a size with its insets, or a device of section 10's table held one way.
    public enum Screen: Hashable, Sendable {
        case size(width: Double, height: Double, safeArea: Edges)
        case device(String, Viewport.Orientation)
    }

    public var screen: Screen
    public var layoutDirection: Viewport.LayoutDirection
    public var traits: [String]
    public var keyboard: Double
    /// The name; without one the viewport is named `WIDTHxHEIGHT` (`500x900`).
    public var name: String?
    /// The size classes of a size (nil: compact on both axes); a device gives its own, and then
    /// this must be nil.
    public var sizeClass: SizeClasses?

    public init(width: Double, height: Double, layoutDirection: Viewport.LayoutDirection = .leftToRight, traits: [String] = [], safeArea: Edges = .zero, keyboard: Double = 0, name: String? = nil, sizeClass: SizeClasses? = nil) {
        self.init(screen: .size(width: width, height: height, safeArea: safeArea), layoutDirection: layoutDirection, traits: traits, keyboard: keyboard, name: name, sizeClass: sizeClass)
    }

    public init(device: String, orientation: Viewport.Orientation = .portrait, layoutDirection: Viewport.LayoutDirection = .leftToRight, traits: [String] = [], keyboard: Double = 0, name: String? = nil) {
        self.init(screen: .device(device, orientation), layoutDirection: layoutDirection, traits: traits, keyboard: keyboard, name: name)
    }

    public init(screen: Screen, layoutDirection: Viewport.LayoutDirection = .leftToRight, traits: [String] = [], keyboard: Double = 0, name: String? = nil, sizeClass: SizeClasses? = nil) {
        self.screen = screen
        self.layoutDirection = layoutDirection
        self.traits = traits
        self.keyboard = keyboard
        self.name = name
        self.sizeClass = sizeClass
    }

    /// The description of a scene's own viewport: laid out, it gives that viewport's table.
    public init(_ viewport: Viewport) {
        let screen: Screen = viewport.device.map { .device($0, viewport.orientation) }
            ?? .size(width: viewport.width, height: viewport.height, safeArea: viewport.safeArea)
        self.init(screen: screen, layoutDirection: viewport.layoutDirection, traits: viewport.traits, keyboard: viewport.keyboard, name: viewport.name,
                  sizeClass: viewport.device == nil && viewport.sizeClass != .compact ? viewport.sizeClass : nil)
    }

    /// Why a description cannot be laid out (or, for the command line's text, read).
    public struct Problem: Error, Hashable, Sendable {
        public var message: String
        public init(_ message: String) { self.message = message }
    }

    /// The viewport this describes, checked as a scene's viewport is (section 1 and 10): a name and
    /// traits of `[A-Za-z0-9_.-]+`, traits unique and not automatic, a known device, sizes finite
    /// and > 0, insets and keyboard finite and >= 0, and room left in the safe rect. `location` is
    /// where diagnostics about the viewport point (it is not in the scene file).
    public func viewport(location: SourceLocation) throws(Problem) -> Viewport {
        var width: Double, height: Double, safeArea: Edges
        var device: String?
        var orientation = Viewport.Orientation.portrait
        var sizeClass = self.sizeClass ?? .compact
        switch screen {
        case .size(let w, let h, let insets):
            guard w.isFinite, w > 0, h.isFinite, h > 0 else {
                throw Problem("the width and height must be finite numbers > 0, got \(Self.number(w)) × \(Self.number(h))")
            }
            for (side, value) in [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)] where !(value.isFinite && value >= 0) {
                throw Problem("the \(side) safe-area inset must be a finite number >= 0, got \(Self.number(value))")
            }
            (width, height, safeArea) = (w, h, insets)
        case .device(let name, let held):
            guard let preset = DevicePreset.named(name) else {
                let suggestion = Suggestion.closest(to: name, among: DevicePreset.all.map(\.name)).map { "; did you mean `\($0)`?" } ?? ""
                throw Problem("unknown device `\(name)`\(suggestion) (expected one of \(DevicePreset.all.map { "`\($0.name)`" }.joined(separator: ", ")))")
            }
            guard self.sizeClass == nil else {
                throw Problem("the size classes are given by device `\(preset.name)`; remove them, or describe a size instead of a device")
            }
            (width, height, safeArea) = preset.screen(held)
            (device, orientation, sizeClass) = (preset.name, held, preset.sizeClass(held))
        }
        guard keyboard.isFinite, keyboard >= 0 else { throw Problem("the keyboard's height must be a finite number >= 0, got \(Self.number(keyboard))") }
        let name = self.name ?? Self.sizeName(width, height)
        guard Self.isName(name) else { throw Problem("expected a viewport name of letters, digits, `_`, `.` and `-`, got `\(name)`") }
        var seen = Set<String>()
        for trait in traits {
            guard Self.isName(trait) else { throw Problem("expected a trait name of letters, digits, `_`, `.` and `-`, got `\(trait)`") }
            guard !Viewport.automaticTraits.contains(trait) else {
                throw Problem("`\(trait)` is an automatic trait (it follows from the size, the layout direction or the size classes); remove it from the traits")
            }
            guard seen.insert(trait).inserted else { throw Problem("duplicate trait `\(trait)`") }
        }
        let viewport = Viewport(name: name, width: width, height: height, layoutDirection: layoutDirection, traits: traits, location: location,
                                safeArea: safeArea, keyboard: keyboard, device: device, orientation: orientation, sizeClass: sizeClass)
        let safe = viewport.safeRect
        guard safe.width > 0, safe.height > 0 else {
            throw Problem("the safe area leaves no room: \(Self.number(width)) × \(Self.number(height)) less its insets is \(Self.number(safe.width)) × \(Self.number(safe.height)); make the insets (or the keyboard) smaller")
        }
        return viewport
    }

    /// The viewport's name: its own, or `WIDTHxHEIGHT` of its screen (`500x900`; a device's
    /// screen as held), the name `viewport(location:)` gives it. For a device that is not in the
    /// table, `device=NAME`.
    public var resolvedName: String {
        if let name { return name }
        switch screen {
        case .size(let width, let height, _):
            return Self.sizeName(width, height)
        case .device(let device, let held):
            guard let preset = DevicePreset.named(device) else { return "device=\(device)" }
            let (width, height, _) = preset.screen(held)
            return Self.sizeName(width, height)
        }
    }

    static func sizeName(_ width: Double, _ height: Double) -> String {
        "\(Self.number(width))x\(Self.number(height))"
    }

    /// `[A-Za-z0-9_.-]+`.
    package static func isName(_ text: String) -> Bool { !text.isEmpty && text.utf8.allSatisfy(Viewport.isNameByte) }

    package static func number(_ value: Double) -> String { value.isFinite ? MessageNumber.format(value) : "\(value)" }
}

extension [ViewportDescription] {
    /// The viewports these describe, in order, each checked (`viewport(location:)`); also no two
    /// with one name, and no declared trait that is the name of one of them (as in a scene).
    /// Errors name the description by its place in the list.
    public func viewports(location: SourceLocation) throws(ViewportDescription.Problem) -> [Viewport] {
        guard count <= Viewport.maximumCount else {
            throw ViewportDescription.Problem("\(count) viewports; expected at most \(Viewport.maximumCount)")
        }
        var viewports: [Viewport] = []
        for description in self {
            let viewport: Viewport
            do {
                viewport = try description.viewport(location: location)
            } catch {
                throw ViewportDescription.Problem("`\(description.resolvedName)`: \(error.message)")
            }
            if viewports.contains(where: { $0.name == viewport.name }) {
                throw ViewportDescription.Problem("two viewports are named `\(viewport.name)`; give each its own name")
            }
            viewports.append(viewport)
        }
        let names = Set(viewports.map(\.name))
        for viewport in viewports {
            if let trait = viewport.traits.first(where: names.contains) {
                throw ViewportDescription.Problem("`\(viewport.name)`: the trait `\(trait)` is the name of a viewport, and a viewport's name is already one of its traits; choose another trait name")
            }
        }
        return viewports
    }
}
