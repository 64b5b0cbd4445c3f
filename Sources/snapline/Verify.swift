#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import SnaplineCore

struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check a scene against the frames the app measured (drift check, for CI).",
        discussion: """
            The app writes one frames file per viewport it measured (a UI test or a debug \
            build, with SnaplineRuntime's FrameRecorder): the frame of every id it tags, in the \
            table's coordinates (a scroll container's frame in its parent's content, with its \
            content size; any other view's in its nearest scroll container's content). verify \
            lays the scene out for that viewport and compares.

            Findings: a width, height or content size that differs by more than half a point \
            (`drift`, at the node's kind key in the scene: "scene says W, app measures W'"); an \
            x or y where a drift starts (a header 20 points taller gives one finding, not one per \
            node below it); an id the scene does not have (`unknown-id`); a viewport whose \
            name, size or safe area is not the scene's (`viewport-mismatch`: nothing else in \
            that file is compared). Problems in a frames file are reported at their line and \
            column in it. Ids the file does not list are not checked. No lint rules run.

            A directory given to --frames contributes its *.json files (not its subfolders; \
            links out of it are skipped). Exit codes: 0 nothing drifts, 1 drift or an error in \
            the scene or a frames file, 2 usage or I/O errors.

            Examples:
              snapline verify Scenes/menu.scene.yaml --frames Measured/menu/
              snapline verify menu.scene.yaml --frames phone.json phone-landscape.json --format github
            """
    )

    @Argument(help: ArgumentHelp("The scene file.", valueName: "scene"))
    var scene: String

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Frames files, or directories of them (*.json); one file per viewport measured.", valueName: "file"))
    var frames: [String] = []

    @OptionGroup var printing: PrintOptions

    @OptionGroup var options: InputOptions

    func validate() throws {
        if frames.isEmpty { throw ValidationError("give the frames the app measured: --frames FILE... (files or directories)") }
    }

    func run() throws {
        // SARIF's documentation address: --help-uri-base, else the scene's configuration's (as check).
        var helpURIBase = printing.helpURIBase
        var configurations: ConfigurationLoader?
        if printing.format == .sarif && helpURIBase == nil {
            let loader = ConfigurationLoader(explicit: nil)
            helpURIBase = loader.configuration(for: scene).merged.helpURIBase
            configurations = loader
        }
        let printer = DiagnosticPrinter(format: printing.format, quiet: printing.quiet, tableOnStandardOutput: false, helpURIBase: helpURIBase)
        configurations?.report = printer.fail
        let settings = RuleSettings(warningsAsErrors: options.warningsAsErrors)
        var failed = false
        var verified = 0
        do throws(CLIError) {
            let files = try Self.framesFiles(frames, skipped: printer.noteSkipped)
            var sceneDiagnostics = Diagnostics()
            var identity: FileIdentity?
            var reports: [(file: String, diagnostics: Diagnostics, identity: FileIdentity?)] = []
            switch SceneInput.read(scene, limit: options.maximumFileSize.bytes) {
            case .unreadable(let failure):
                throw CLIError([failure])
            case .inputError(let found):
                sceneDiagnostics = found
            case .bytes(let source, let sourceIdentity):
                identity = sourceIdentity
                let compiler = try options.compilerWithContent()
                printer.content = compiler.content
                if let decoded = compiler.decode(source, diagnostics: &sceneDiagnostics) {
                    var verifier = Verifier(scene: decoded, compiler: compiler)
                    for file in files {
                        switch SceneInput.read(file, found: true, limit: options.maximumFileSize.bytes, what: "frames") {
                        case .unreadable(let failure):
                            printer.fail(failure)
                        case .inputError(let found):
                            reports.append((file, found, nil))
                        case .bytes(let bytes, let fileIdentity):
                            reports.append((file, verifier.verify(bytes, file: file, sceneDiagnostics: &sceneDiagnostics), fileIdentity))
                        }
                    }
                }
            }
            verified = 1
            failed = printer.report(sceneDiagnostics, file: scene, settings: settings, source: identity)
            for report in reports where printer.report(report.diagnostics, file: report.file, settings: settings, source: report.identity) {
                failed = true
            }
        } catch {
            printer.fail(error)
        }
        printer.finish(scenes: verified, summaryVerb: verified > 0 ? "verified" : nil)
        if printer.failures > 0 || StandardOutput.failed { throw CLIError.exit(2) }
        if failed { throw CLIError.exit(1) }
    }

    /// The frames files in the order given (a directory's *.json sorted by path); a path that
    /// does not exist, or a directory without frames files, is a failure of the run.
    static func framesFiles(_ paths: [String], skipped: ([(path: String, reason: String)]) -> Void) throws(CLIError) -> [String] {
        var files: [String] = []
        var missing: [Diagnostic] = []
        for path in paths {
            switch FileIO.kind(path) {
            case .directory:
                let found = SceneFinder.framesFiles(in: path)
                skipped(found.skipped)
                if found.scenes.isEmpty {
                    missing.append(Diagnostic(.error, "no *.json frames files in \(path)", at: nil, code: .usageError, file: path))
                }
                files += found.scenes
            case .missing:
                missing.append(CLIError.ioFailure(FileError(path: path, errno: ENOENT)))
            case .regular, .other:
                files.append(path)
            }
        }
        if !missing.isEmpty { throw CLIError(missing) }
        return files
    }
}
