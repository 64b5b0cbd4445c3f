/// An output format's writer: turns a decoded scene and its per-viewport tables into bytes.
///
/// `Compiler.compile(_:format:options:diagnostics:sink:)` drives it: `begin` once after decoding,
/// `emit` for each viewport (`CompiledViewport`) in scene order (only while every stage has succeeded), and
/// `finish` after the last one. Output is handed to `sink` in pieces, as early as the format
/// allows (JSON per viewport; Swift at the end, since its header names every viewport).
///
/// To add a format: a folder under `Emit/` with a type conforming to this protocol, a case in
/// `OutputFormat` (its file extension and the line that makes the emitter), and its docs.
public protocol TableEmitter {
    /// Checks what the format needs of the scene (names it can spell, ...) and prepares the output.
    /// Returns false, with diagnostics, when the scene cannot be written in this format; layout
    /// still runs so every error of the file is reported.
    mutating func begin(scene: Scene, diagnostics: inout Diagnostics) -> Bool

    /// Takes one viewport, compiled (`viewport.index` is its place in `Scene.viewports`; its
    /// `scene` holds that viewport's values); may hand finished bytes to `sink`. Keep only what
    /// the output needs (the table, usually): the layout is released once this returns.
    mutating func emit(_ viewport: CompiledViewport, sink: (UnsafeRawBufferPointer) throws -> Void) rethrows

    /// Hands the rest of the output to `sink`.
    mutating func finish(scene: Scene, sink: (UnsafeRawBufferPointer) throws -> Void) rethrows
}

/// What an emitter may need besides the scene: settings of particular formats.
public struct EmitOptions: Sendable {
    /// The scene's path as the output should name it (the generated Swift's header).
    public var sourcePath: String
    /// The access level of generated Swift declarations.
    public var swiftAccessLevel: SwiftEmitter.AccessLevel

    public init(sourcePath: String = "", swiftAccessLevel: SwiftEmitter.AccessLevel = .internal) {
        self.sourcePath = sourcePath
        self.swiftAccessLevel = swiftAccessLevel
    }
}

/// The output formats `compile` can write (`--emit`), and the emitter of each.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// The JSON table (`Emit/JSON/`).
    case json
    /// Swift source for the SnaplineRuntime library (`Emit/Swift/`).
    case swift

    /// The output file's extension after the stem: `menu.snapline.json`, `menu.snapline.swift`.
    public var fileExtension: String { rawValue }

    /// Reports what this format cannot write of `scene`, as its emitter's `begin` would,
    /// without preparing any output (`check` asks every format); false when it cannot.
    public func check(_ scene: Scene, diagnostics: inout Diagnostics) -> Bool {
        switch self {
        case .json: true
        case .swift: SwiftNames.check(scene, diagnostics: &diagnostics)
        }
    }

    /// A new emitter for one scene.
    public func makeEmitter(_ options: EmitOptions) -> any TableEmitter {
        switch self {
        case .json: JSONTableEmitter()
        case .swift: SwiftTableEmitter(emitter: SwiftEmitter(accessLevel: options.swiftAccessLevel), sourcePath: options.sourcePath)
        }
    }
}
