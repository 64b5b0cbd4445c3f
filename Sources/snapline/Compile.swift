import ArgumentParser
import SnaplineCore

/// `--emit`: every output format SnaplineCore has, by its raw value.
extension OutputFormat: ExpressibleByArgument {}

extension SwiftEmitter.AccessLevel: ExpressibleByArgument {}

struct Compile: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compile scene files into tables of scroll targets and stops: JSON, or generated Swift.",
        discussion: """
            With one scene and no output option, the output goes to standard output. `-o FILE` \
            writes one scene's output to FILE (`-o -` is standard output); `--output-dir DIR` writes one \
            <stem>.snapline.json (or <stem>.snapline.swift with --emit swift) per scene \
            (examples/menu.scene.yaml -> DIR/menu.snapline.json). Files are written atomically \
            and left untouched when their bytes would not change; a scene with errors writes \
            nothing and leaves an existing output as it was (standard output too: the table \
            is held in a temporary file until the scene compiled). A symlinked output replaces its \
            target; a device or FIFO is written in place; the file's mode is kept; an \
            interrupted run removes its temporary file. `-` reads the scene from standard \
            input (named in diagnostics by --source-name, else <stdin>). --output-dir creates \
            the directory when it is missing.

            --emit swift writes a Swift file for the SnaplineRuntime library: an enum named after \
            the scene with Viewport, Container, Anchor and AnchorPoint enums, the table, and \
            typed lookups such as StoreMenu.offset(of: .section7, anchor: .top, in: .phone).

            --check (with -o or --output-dir) writes nothing: it exits 1 and names every output \
            file that is missing or stale (differs from what would be generated), and exits 0 \
            when all are current. Use it in CI to catch committed outputs that were not \
            regenerated.

            --viewport NAME:WIDTHxHEIGHT (or NAME:device=DEVICE, with options) lays the scene \
            out for that viewport instead of the ones the scene lists; repeat it for several. \
            `when` entries apply by the viewport's name and traits.

            Examples:
              snapline compile examples/store-menu.scene.yaml
              snapline compile examples/store-menu.scene.yaml -o StoreMenu.snapline.json
              snapline compile examples/*.scene.yaml --output-dir build/tables
              snapline compile --emit swift menu.scene.yaml -o Menu.snapline.swift
              snapline compile --emit swift menu.scene.yaml -o Menu.snapline.swift --check
              snapline compile menu.scene.yaml --viewport split:500x900,traits=compact
              snapline compile menu.scene.yaml --viewport 'side:device=iPhone 15,landscape'
            """
    )

    @Argument(help: ArgumentHelp("Scene files to compile (- for standard input).", valueName: "scene"))
    var scenes: [String]

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write the output of the single scene to this file (- for standard output).", valueName: "file"))
    var output: String?

    /// The file `-o` names; nil for standard output (no `-o`, or `-o -`, as `-` is for the input).
    var outputFile: String? { output == "-" ? nil : output }

    @Option(name: .customLong("output-dir"), help: ArgumentHelp("Write one <stem>.snapline.json (or .swift) per scene into this directory.", valueName: "dir"))
    var outputDirectory: String?

    @Option(help: ArgumentHelp("What to write: the JSON table, or Swift for the SnaplineRuntime library.", valueName: OutputFormat.allCases.map(\.rawValue).joined(separator: "|")))
    var emit: OutputFormat = .json

    @Flag(help: "Write nothing; exit 1 when an output file (-o or --output-dir) is missing or out of date.")
    var check = false

    @Option(name: .customLong("viewport"), help: ArgumentHelp(ViewportOption.descriptionHelp, valueName: "description"))
    var viewports: [String] = []

    @Option(name: .customLong("access-level"), help: ArgumentHelp("With --emit swift: the access level of the generated declarations (default: `access-level` of .snapline.yml, else internal).", valueName: SwiftEmitter.AccessLevel.allCases.map(\.rawValue).joined(separator: "|")))
    var accessLevel: SwiftEmitter.AccessLevel?

    @Option(name: .customLong("source-name"), help: ArgumentHelp("With one scene: the path the generated Swift's header names (default: the scene's path relative to the output file's directory, or as given when writing to standard output), and standard input's name in diagnostics.", valueName: "path"))
    var sourceName: String?

    @OptionGroup var options: InputOptions

    @OptionGroup var reporting: ReportOptions

    /// Options that exclude each other: usage errors, reported in the chosen format.
    func checkOptions() throws(CLIError) {
        try reporting.checkRuleNames()
        if output != nil && outputDirectory != nil {
            throw .usage("give either -o/--output or --output-dir, not both")
        }
        if scenes.count > 1 && outputDirectory == nil {
            throw .usage("\(scenes.count) scenes need --output-dir DIR (-o and standard output take one scene)")
        }
        if check && outputFile == nil && outputDirectory == nil {
            throw .usage("--check compares output files: give -o FILE or --output-dir DIR")
        }
        if sourceName != nil && scenes.count > 1 {
            throw .usage("--source-name names the one scene (in the header of --emit swift, and standard input's in diagnostics)")
        }
        if scenes.contains("-") && outputDirectory != nil {
            throw .usage("standard input (-) has no file name to derive an output name from: use -o FILE or standard output")
        }
        if let outputDirectory, FileIO.kind(outputDirectory) != .directory && FileIO.kind(outputDirectory) != .missing {
            throw .usage("--output-dir \(outputDirectory) is not a directory", file: outputDirectory)
        }
        if outputDirectory != nil {
            var seen: [String: String] = [:]
            for scene in scenes {
                let name = OutputNaming.outputFileName(for: scene, extension: emit.fileExtension)
                if let other = seen[name] {
                    throw .usage("\(other) and \(scene) would both write \(name)")
                }
                seen[name] = scene
            }
        }
    }

    func run() throws {
        let configurations = ConfigurationLoader(explicit: reporting.config)
        let printer = DiagnosticPrinter(format: reporting.format, quiet: reporting.quiet, tableOnStandardOutput: outputFile == nil && outputDirectory == nil && !check,
                                        helpURIBase: reporting.helpURIBase(firstScene: scenes.first, configurations: configurations))
        configurations.report = printer.fail
        var inputFailed = false
        var outdated = OutdatedOutputs()
        do throws(CLIError) {
            try checkOptions()
            let viewportOption = try ViewportOption(viewports, namesAllowed: false)
            let compiler = try viewportOption.applied(to: options.compilerWithContent())
            printer.content = compiler.content
            if compiler.content != nil, scenes.count != 1 {
                throw CLIError.usage("--content gives the data of one scene; compile one scene file with it (\(scenes.count) were given)")
            }
            if !check, let outputDirectory {
                do {
                    try FileIO.createDirectory(outputDirectory)
                } catch {
                    throw CLIError([Diagnostic(.error, "cannot create the output directory \(error)", at: nil, code: .ioError, file: error.path)])
                }
            }
            for scene in scenes {
                inputFailed = try compile(scene, configurations: configurations, compiler: compiler, printer: printer, outdated: &outdated) || inputFailed
            }
        } catch {
            printer.fail(error)
        }
        // --check prints its own summary (of the outputs) instead.
        printer.finish(scenes: scenes.count, summaryVerb: scenes.count > 1 && !check ? "compiled" : nil)
        if check && printer.failures == 0 {
            // Standard output holds one document in a machine format: the summary goes beside it.
            if reporting.format.isMachineReadable { printError(outdated.summary) } else { StandardOutput.printLine(outdated.summary) }
        }
        if printer.failures > 0 || StandardOutput.failed { throw CLIError.exit(2) }
        if inputFailed || !outdated.isEmpty { throw CLIError.exit(1) }
    }

    /// Compiles (or, under --check, compares) one scene; returns whether its input had errors.
    private func compile(_ scene: String, configurations: ConfigurationLoader, compiler: Compiler, printer: DiagnosticPrinter, outdated: inout OutdatedOutputs) throws(CLIError) -> Bool {
        let name = scene == "-" ? sourceName ?? "<stdin>" : scene
        let configuration = configurations.configuration(for: scene)
        let settings = options.settings(configuration, reporting: reporting)
        let job = Job(scene: name, compiler: compiler.with(settings), settings: settings,
                      accessLevel: accessLevel ?? configuration.merged.accessLevel ?? .internal, isStandardInput: scene == "-")
        let destination = outputFile ?? outputDirectory.map { OutputNaming.join($0, OutputNaming.outputFileName(for: scene, extension: emit.fileExtension)) }
        if !check, let destination, scene != "-", FileIO.sameFile(scene, destination) {
            printer.fail(Diagnostic(.error, "refusing to write \(destination): it is the scene file \(scene) itself", at: nil, code: .usageError, file: scene))
            return false
        }
        var diagnostics = Diagnostics()
        var ioError: FileError?
        var identity: FileIdentity?
        switch SceneInput.read(scene, limit: options.maximumFileSize.bytes) {
        case .unreadable(let failure):
            printer.fail(failure)
            return false
        case .inputError(let found):
            diagnostics = found
        case .bytes(let source, let sourceIdentity):
            identity = sourceIdentity
            if check, let destination {
                if let bytes = compileInMemory(source, job: job, destination: destination, diagnostics: &diagnostics), !job.failsOnWarnings(diagnostics) {
                    do {
                        try outdated.compare(bytes, with: destination, rerun: rerunCommand(scene: scene)) { finding in
                            var found = Diagnostics()
                            found.append(finding)
                            _ = printer.report(found, file: destination, settings: settings, source: nil)
                        }
                    } catch {
                        ioError = error
                    }
                }
            } else {
                // Ownership passes on, so the source bytes are freed once read (a 10 MB scene).
                ioError = write(consume source, job: job, to: destination, diagnostics: &diagnostics)
            }
        }
        // The scene's own errors come first: they are why nothing was written.
        let failed = printer.report(diagnostics, file: name, settings: settings, source: identity)
        if let ioError {
            if destination == nil {
                StandardOutput.report(ioError)
            } else {
                printer.fail(CLIError.ioFailure(ioError, verb: check ? "read" : "write"))
            }
        }
        return failed
    }

    /// One scene's compile: the compiler with its rules, and what its settings decide.
    struct Job {
        var scene: String
        var compiler: Compiler
        var settings: RuleSettings
        var accessLevel: SwiftEmitter.AccessLevel
        /// Read from `-`: `scene` is the name given for it, not a path.
        var isStandardInput = false

        /// Warnings that fail the run also leave the output alone (and are not compared under --check).
        func failsOnWarnings(_ diagnostics: Diagnostics) -> Bool {
            settings.warningsAsErrors && settings.applied(to: diagnostics.all).contains { $0.severity == .error }
        }
    }

    /// The settings `--emit`'s emitter reads (the one place options become an emitter's).
    /// `destination` is the file the output will be compared with or written to (nil: standard
    /// output), whose directory the generated Swift's header names the scene from.
    private func emitOptions(job: Job, destination: String?) -> EmitOptions {
        let sourcePath = sourceName ?? (job.isStandardInput ? job.scene : nil) ?? destination.map {
            SwiftEmitter.sourcePath(of: Self.withFolderResolved(job.scene), forOutput: Self.withFolderResolved($0), currentDirectory: FileIO.currentDirectory())
        } ?? OutputNaming.relativePath(job.scene)
        return EmitOptions(sourcePath: sourcePath, swiftAccessLevel: job.accessLevel)
    }

    /// `path` with its folder's links resolved (the file name kept), so the header's relative path
    /// is the same whether a folder was reached through a link (`/var` for `/private/var`, a
    /// linked checkout) or not, and from any current directory; as given when the folder is missing.
    static func withFolderResolved(_ path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard let resolved = SceneFinder.resolved(folder) else { return path }
        return OutputNaming.join(resolved, name)
    }

    private func compileInMemory(_ source: [UInt8], job: Job, destination: String?, diagnostics: inout Diagnostics) -> [UInt8]? {
        job.compiler.compile(source, format: emit, options: emitOptions(job: job, destination: destination), diagnostics: &diagnostics)
    }

    /// Compiles into `destination` (standard output when nil), piece by piece; returns the I/O
    /// error, if any, for the caller to report after the scene's diagnostics.
    private func write(_ source: consuming [UInt8], job: Job, to destination: String?, diagnostics: inout Diagnostics) -> FileError? {
        let sink: OutputSink
        if let destination {
            do {
                sink = try AtomicFileWriter(path: destination)
            } catch {
                _ = compileInMemory(source, job: job, destination: destination, diagnostics: &diagnostics)
                return error
            }
        } else {
            sink = StandardOutputSink()
        }
        let ok = job.compiler.compile(consume source, format: emit, options: emitOptions(job: job, destination: destination), diagnostics: &diagnostics) { sink.write($0) }
        guard ok && !job.failsOnWarnings(diagnostics) else {
            sink.abandon()
            return nil
        }
        do {
            try sink.finish()
            return nil
        } catch {
            return error
        }
    }

    /// The command that writes `scene`'s output, for the message about a stale or missing file.
    private func rerunCommand(scene: String) -> String {
        var words = ["snapline", "compile"]
        if emit != .json { words += ["--emit", emit.rawValue] }
        if let accessLevel { words += ["--access-level", accessLevel.rawValue] }
        if let sourceName { words += ["--source-name", sourceName] }
        if let config = reporting.config { words += ["--config", config] }
        if options.maximumNodes != Compiler().maximumNodes { words += ["--max-nodes", String(options.maximumNodes)] }
        if options.maximumFileSize.bytes != FileIO.defaultSceneLimit { words += ["--max-file-size", String(options.maximumFileSize.bytes)] }
        for viewport in viewports { words += ["--viewport", viewport] }
        if let content = options.content { words += ["--content", content] }
        words.append(scene)
        if let outputFile { words += ["-o", outputFile] }
        if let outputDirectory { words += ["--output-dir", outputDirectory] }
        return words.map(ShellQuoting.quoted).joined(separator: " ")
    }
}

/// The outputs `compile --check` found missing or stale, reported as they are found.
struct OutdatedOutputs {
    private(set) var checked = 0
    private(set) var missing = 0
    private(set) var stale = 0

    var isEmpty: Bool { missing == 0 && stale == 0 }

    /// Compares what would be written with the file at `path`; reports (as text on standard
    /// error unless `report` is given) and counts a difference. Throws when the file exists but
    /// cannot be read.
    mutating func compare(_ bytes: [UInt8], with path: String, rerun: String, report: (Diagnostic) -> Void = { printFailures(CLIError([$0])) }) throws(FileError) {
        checked += 1
        guard FileIO.exists(path) else {
            missing += 1
            report(Diagnostic(.error, "missing: run `\(rerun)` to create it", at: nil, code: .missingOutput, file: path))
            return
        }
        if try FileIO.read(path) != bytes {
            stale += 1
            report(Diagnostic(.error, "stale (differs from what would be generated): run `\(rerun)` to update it", at: nil, code: .staleOutput, file: path))
        }
    }

    var summary: String {
        let noun = checked == 1 ? "output" : "outputs"
        if isEmpty { return "checked \(checked) \(noun): up to date" }
        return "checked \(checked) \(noun): \(stale) stale, \(missing) missing"
    }
}
