/// `snapline verify`: checks a decoded scene against frames files measured in the app, one file
/// at a time (only one file's frames and one viewport's layout are held).
///
/// Each file's own problems (syntax, unknown keys and ids, a viewport that does not agree) are
/// its diagnostics, at their places in it; drift findings are the scene's, at the kind key of the
/// node that drifts, and so are the layout errors of a viewport that does not compile.
///
/// ```swift
/// var verifier = Verifier(scene: scene)
/// var sceneDiagnostics = Diagnostics()
/// let fileDiagnostics = verifier.verify(bytes, file: "phone.json", sceneDiagnostics: &sceneDiagnostics)
/// ```
public struct Verifier: Sendable {
    public let scene: Scene
    public let compiler: Compiler
    private let ids: SceneIDs
    /// Per viewport index: the first file that measured it.
    private var measuredBy: [Int: String] = [:]
    /// Viewports whose layout failed (their errors are reported once).
    private var failed: Set<Int> = []

    public init(scene: Scene, compiler: Compiler = Compiler()) {
        self.scene = scene
        self.compiler = compiler
        self.ids = SceneIDs(scene)
    }

    /// What one frames file gave: its own diagnostics, and when it was compared, its viewport's
    /// index in the scene, the frames it measured and the nodes that drift (for `render`).
    public struct Result: Sendable {
        public var diagnostics: Diagnostics
        public var viewport: Int?
        public var frames: [MeasuredFrame] = []
        /// The nodes whose frame drifts.
        public var drifting: Set<Int> = []
        /// The scroll containers whose content size drifts.
        public var contentDrifting: Set<Int> = []
    }

    /// Verifies one frames file (`file` names it in messages); returns its own diagnostics and
    /// appends drift findings and layout errors to `sceneDiagnostics`.
    public mutating func verify(_ bytes: [UInt8], file: String, sceneDiagnostics: inout Diagnostics) -> Diagnostics {
        compare(bytes, file: file, sceneDiagnostics: &sceneDiagnostics).diagnostics
    }

    /// `verify`, with what was compared.
    public mutating func compare(_ bytes: [UInt8], file: String, sceneDiagnostics: inout Diagnostics) -> Result {
        let (decoded, found) = FramesDecoder.decode(bytes, ids: ids, scene: scene)
        var result = Result(diagnostics: found)
        guard let frames = decoded else { return result }
        var problems: [(offset: Int, message: String, code: DiagnosticCode)] = []
        if let (name, offset) = frames.scene, name != scene.name {
            problems.append((offset, "this file measures the scene `\(FramesDecoder.shown(name))`, not `\(scene.name)`", .sceneMismatch))
        }
        var compared: CompiledViewport?
        if let measured = frames.viewport {
            if let k = scene.viewports.firstIndex(where: { $0.name == measured.name }) {
                if let first = measuredBy[k] {
                    problems.append((measured.nameOffset, "viewport `\(measured.name)` is already measured by \(first); one frames file per viewport", .duplicateMeasurement))
                } else if let mismatch = DriftCheck.viewportMismatch(measured, scene.viewports[k]) {
                    measuredBy[k] = file
                    problems.append((mismatch.offset, mismatch.message, .viewportMismatch))
                } else {
                    measuredBy[k] = file
                    compared = compiledViewport(k, diagnostics: &sceneDiagnostics)
                }
            } else {
                let names = scene.viewports.map(\.name)
                let hint = Suggestion.closest(to: measured.name, among: names).map { "; did you mean `\($0)`?" }
                    ?? "; expected one of \(names.map { "`\($0)`" }.joined(separator: ", "))"
                problems.append((measured.nameOffset, "the scene `\(scene.name)` has no viewport `\(FramesDecoder.shown(measured.name))`\(hint)", .viewportMismatch))
            }
        }
        if !problems.isEmpty {
            let lines = SourceLines(bytes)
            for p in problems { result.diagnostics.error(p.message, at: lines.location(ofByte: p.offset), code: p.code) }
        }
        if let compared {
            result.viewport = compared.index
            (result.drifting, result.contentDrifting) = DriftCheck.compare(frames.frames, with: compared, into: &sceneDiagnostics)
            result.frames = frames.frames
        }
        return result
    }

    private mutating func compiledViewport(_ k: Int, diagnostics: inout Diagnostics) -> CompiledViewport? {
        guard !failed.contains(k) else { return nil }
        let compiled = compiler.viewport(k, of: scene, recordsOffsets: false, diagnostics: &diagnostics)
        if compiled == nil { failed.insert(k) }
        return compiled
    }
}

extension Verifier {
    /// A whole run in memory: the scene's diagnostics (decoding, layout, drift) and each frames
    /// file's, in the order given. For tests, the language server and tools.
    public static func verify(scene source: [UInt8], frames: [(file: String, bytes: [UInt8])], compiler: Compiler = Compiler()) -> (scene: Diagnostics, frames: [Diagnostics]) {
        var sceneDiagnostics = Diagnostics()
        guard let scene = compiler.decode(source, diagnostics: &sceneDiagnostics) else {
            return (sceneDiagnostics, frames.map { _ in Diagnostics() })
        }
        var verifier = Verifier(scene: scene, compiler: compiler)
        let found = frames.map { verifier.verify($0.bytes, file: $0.file, sceneDiagnostics: &sceneDiagnostics) }
        return (sceneDiagnostics, found)
    }
}
