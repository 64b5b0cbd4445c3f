/// The whole pipeline for one scene file: read YAML -> decode scene -> resolve layout -> targets
/// and stops -> emit. Each stage's output is a value type (`YAMLDocument`, `Scene`,
/// `ViewportLayout`, `ViewportTable`); this type only strings them together.
///
/// Viewports are laid out and emitted one at a time, so peak memory holds the scene plus one
/// viewport's table, never the whole output. Each viewport is resolved, laid out and compiled
/// once, into a `CompiledViewport` (see `CompiledViewport.swift` for `viewport(_:of:)` and
/// `forEachViewport(of:)`), which lint and the emitter then read.
public struct Compiler: Sendable {
    /// Cap on the expanded node count (SPEC section 1: 1 000 000 by default).
    public var maximumNodes: Int
    /// The most offsets a table may hold (`--max-table-size`); nil: the default for the size of
    /// the scene's file (`TableSizeLimit.default`).
    public var maximumTableSize: Int?
    /// The lint rules run on a scene that compiles (their warnings are appended to the diagnostics).
    public var linter: Linter

    /// Whether a scene is decoded while it is read, on a second thread (`decodeWhileReading`).
    /// Both ways give the same result; tests and the fuzzer force each to compare them.
    public enum DecodingMode: Sendable {
        /// While reading for a file of `SceneDecoder.streamingThreshold` bytes or more, given two cores.
        case automatic
        case afterReading
        case whileReading(TapeStreamTuning)
    }
    public var decodingMode = DecodingMode.automatic

    /// Viewports that replace every decoded scene's own (the command line's `--viewport`
    /// descriptions, checked with `[ViewportDescription].viewports(location:)`); nil: the
    /// scene's. Diagnostics about one of them point at the scene's first viewport.
    public var replacementViewports: [Viewport]?

    /// The content every decoded scene is laid out with (`--content`): its data repeats get the
    /// counts it gives and its data lengths the values (`ContentInput.swift`); nil: the previews.
    public var content: ContentInput?

    public init(maximumNodes: Int = 1_000_000, maximumTableSize: Int? = nil, linter: Linter = Linter()) {
        self.maximumNodes = maximumNodes
        self.maximumTableSize = maximumTableSize
        self.linter = linter
    }

    /// This compiler with the rules `settings` enables.
    public func with(_ settings: RuleSettings) -> Compiler {
        var copy = self
        copy.linter = Linter(rules: settings.enabled)
        return copy
    }

    /// Reads and decodes a scene. The source bytes are released once the YAML tape is built, and
    /// the tape before this returns, so a caller that passes ownership (`consume`) keeps neither.
    ///
    /// A large file is decoded while it is read, on two threads (`decodeWhileReading`).
    public func decode(_ source: consuming [UInt8], diagnostics: inout Diagnostics) -> Scene? {
        decode(consume source, diagnostics: &diagnostics, meanwhile: nil)
    }

    /// `decode`, and the file's suppression comments, scanned while the reader parses (for a
    /// large file) or before decoding.
    func decodeWithSuppressions(_ source: consuming [UInt8], diagnostics: inout Diagnostics) -> (Scene?, Suppressions) {
        var suppressions = Suppressions(scanning: [])
        let scene = decode(consume source, diagnostics: &diagnostics) { suppressions = Suppressions(scanning: $0) }
        return (scene, suppressions)
    }

    private func decode(_ source: consuming [UInt8], diagnostics: inout Diagnostics, meanwhile: (([UInt8]) -> Void)?) -> Scene? {
        let sceneBytes = source.count
        guard let scene = decodeWithViewports(consume source, diagnostics: &diagnostics, meanwhile: meanwhile) else { return nil }
        guard let content else { return scene }
        return applying(content, to: scene, sceneBytes: sceneBytes, diagnostics: &diagnostics)
    }

    private func decodeWithViewports(_ source: consuming [UInt8], diagnostics: inout Diagnostics, meanwhile: (([UInt8]) -> Void)?) -> Scene? {
        guard let scene = decodeAsWritten(consume source, diagnostics: &diagnostics, meanwhile: meanwhile) else { return nil }
        guard var replacements = replacementViewports else { return scene }
        let location = scene.viewports.first?.location ?? scene.nameLocation
        for k in replacements.indices { replacements[k].location = location }
        guard scene.layoutCountAllowed(viewports: replacements.count, maximumNodes: maximumNodes) else {
            diagnostics.error("the scene's \(scene.nodes.count) nodes in the \(replacements.count) viewports given make more than \(maximumNodes) × \(DecoderState.layoutsPerNode) node layouts; give fewer viewports, or raise the node limit (--max-nodes)", at: location, code: .tooManyNodes)
            return nil
        }
        if linter.rules.contains(.unusedTrait) {
            for viewport in replacements {
                let unused = scene.traitsNoSelectorUses(viewport.traits)
                guard !unused.isEmpty else { continue }
                let list = unused.map { "`\($0)`" }.joined(separator: ", ")
                diagnostics.warning(
                    "the viewport `\(viewport.name)` given with --viewport declares \(unused.count == 1 ? "the trait" : "the traits") \(list), which no `when` selector of the scene uses: \(unused.count == 1 ? "it changes" : "they change") nothing in the layout; check the spelling, or add a `when` entry for \(unused.count == 1 ? "it" : "them")",
                    at: location, code: .unusedTrait)
            }
        }
        return scene.replacingViewports(with: replacements)
    }

    private func decodeAsWritten(_ source: consuming [UInt8], diagnostics: inout Diagnostics, meanwhile: (([UInt8]) -> Void)?) -> Scene? {
        var decoder = SceneDecoder(maximumNodes: maximumNodes)
        decoder.tableSizeLimit = maximumTableSize.map(TableSizeLimit.given) ?? .default(sourceBytes: source.count)
        switch decodingMode {
        case .whileReading(let tuning):
            return decoder.decodeWhileReading(consume source, tuning: tuning, diagnostics: &diagnostics, meanwhile: meanwhile)
        case .automatic where SceneDecoder.decodesWhileReading(byteCount: source.count):
            return decoder.decodeWhileReading(consume source, tuning: .standard, diagnostics: &diagnostics, meanwhile: meanwhile)
        case .automatic, .afterReading:
            break
        }
        meanwhile?(source)
        return decoder.readAndDecode(consume source, diagnostics: &diagnostics)
    }

    /// Viewport `k` compiled, and what the lint rules found in it (nothing when it failed). The
    /// rules of a large viewport run at the same time (see `Linter.check`).
    func lintedViewport(_ k: Int, of scene: Scene, recordsOffsets: Bool = true, diagnostics: inout Diagnostics) -> (CompiledViewport?, Linter.ViewportFindings) {
        guard let compiled = viewport(k, of: scene, recordsOffsets: recordsOffsets, diagnostics: &diagnostics) else { return (nil, .init()) }
        return (compiled, linter.check(compiled, concurrently: true))
    }

    /// Appends the warnings of a scene whose viewports all compiled.
    func appendWarnings(_ scene: Scene, _ findings: [Linter.ViewportFindings], diagnostics: inout Diagnostics) {
        for warning in linter.warnings(scene, viewports: findings) { diagnostics.append(warning) }
    }

    /// Every viewport's table, or nil when any viewport fails (all viewports are still tried, so
    /// every error is reported).
    public func tables(for scene: Scene, diagnostics: inout Diagnostics) -> [ViewportTable]? {
        var tables: [ViewportTable] = []
        var findings: [Linter.ViewportFindings] = []
        var failed = false
        for k in scene.viewports.indices {
            let (compiled, found) = lintedViewport(k, of: scene, diagnostics: &diagnostics)
            if let compiled {
                tables.append(compiled.table)
                findings.append(found)
            } else {
                failed = true
            }
        }
        if failed { return nil }
        appendWarnings(scene, findings, diagnostics: &diagnostics)
        return tables
    }

    /// Validates a scene as `compile` would, without producing output.
    ///
    /// Viewports are checked one after the other, as `compile` does, so only one viewport's
    /// layout is held at a time; the cores are put to work inside each viewport instead (its
    /// table is built in pieces, its lint rules run at the same time). The report is the same on
    /// every run.
    ///
    /// `formats` are the outputs it is checked for: by default every one, so a scene passes only
    /// when every output can be written (the generated Swift refuses names that collide in
    /// Swift, the JSON table does not).
    ///
    /// Returns the decoded scene (nil when it did not decode), so that a caller about to end
    /// can keep it rather than free it (`snapline check` does, for its last scene).
    @discardableResult
    public func check(_ source: consuming [UInt8], formats: [OutputFormat] = OutputFormat.allCases, diagnostics: inout Diagnostics) -> Scene? {
        let (decoded, suppressions) = decodeWithSuppressions(source, diagnostics: &diagnostics)
        guard let scene = decoded else { return nil }
        for format in formats { _ = format.check(scene, diagnostics: &diagnostics) }
        var findings: [Linter.ViewportFindings] = []
        for k in scene.viewports.indices {
            findings.append(lintedViewport(k, of: scene, recordsOffsets: false, diagnostics: &diagnostics).1)
        }
        if !diagnostics.hasErrors {
            appendWarnings(scene, findings, diagnostics: &diagnostics)
            suppressions.apply(to: &diagnostics, rules: linter.rules)
        }
        return scene
    }

    /// Compiles a scene to `format`, handing the output to `sink` in pieces (see `TableEmitter`).
    /// Returns false when there were errors (every one is reported: in the format's needs, in any
    /// viewport's layout, or both); the pieces already handed over must then be discarded.
    public func compile(
        _ source: consuming [UInt8], format: OutputFormat, options: EmitOptions = EmitOptions(),
        diagnostics: inout Diagnostics, sink: (UnsafeRawBufferPointer) throws -> Void
    ) rethrows -> Bool {
        var emitter = format.makeEmitter(options)
        return try compile(source, emitter: &emitter, diagnostics: &diagnostics, sink: sink)
    }

    /// Compiles a scene with any emitter (the one loop every format shares).
    public func compile<Emitter: TableEmitter>(
        _ source: consuming [UInt8], emitter: inout Emitter,
        diagnostics: inout Diagnostics, sink: (UnsafeRawBufferPointer) throws -> Void
    ) rethrows -> Bool {
        let (decoded, suppressions) = decodeWithSuppressions(source, diagnostics: &diagnostics)
        guard let scene = decoded else { return false }
        var failed = !emitter.begin(scene: scene, diagnostics: &diagnostics)
        var findings: [Linter.ViewportFindings] = []
        for k in scene.viewports.indices {
            let (compiled, found) = lintedViewport(k, of: scene, diagnostics: &diagnostics)
            guard let compiled else {
                failed = true
                continue
            }
            findings.append(found)
            if failed { continue }
            try emitter.emit(compiled, sink: sink)
        }
        if failed { return false }
        appendWarnings(scene, findings, diagnostics: &diagnostics)
        suppressions.apply(to: &diagnostics, rules: linter.rules)
        try emitter.finish(scene: scene, sink: sink)
        return true
    }

    /// Compiles a scene to `format` in memory; nil when there were errors.
    public func compile(_ source: [UInt8], format: OutputFormat, options: EmitOptions = EmitOptions(), diagnostics: inout Diagnostics) -> [UInt8]? {
        var output: [UInt8] = []
        let ok = compile(source, format: format, options: options, diagnostics: &diagnostics) { output.append(contentsOf: $0) }
        return ok ? output : nil
    }
}

extension Scene {
    /// Whether laying this scene out in `count` viewports stays within the decoder's bound on node
    /// layouts (`layoutsPerNode` times `maximumNodes`); the scene's own viewports were checked
    /// while decoding.
    func layoutCountAllowed(viewports count: Int, maximumNodes: Int) -> Bool {
        let (layouts, overflow) = nodes.count.multipliedReportingOverflow(by: count)
        let (limit, limitOverflow) = maximumNodes.multipliedReportingOverflow(by: DecoderState.layoutsPerNode)
        return limitOverflow || (!overflow && layouts <= limit)
    }
}
