#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import SnaplineCore

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate scene files without writing anything (for CI).",
        discussion: """
            Each path is a scene file or a directory, searched recursively for *.scene.yaml and \
            *.scene.yml. Every scene is decoded and laid out for each of its viewports, exactly \
            as `compile` would, and every problem is printed as \
            path:line:column: error|warning: message [code]. A scene passes only when every \
            output can be written: ids that collide as Swift names, or a scene named after a \
            type the generated Swift uses (scene: Anchor), are errors, as `compile --emit swift` \
            and the build plugin report them. --emit json checks for the JSON table alone. \
            --viewport (repeatable) checks the scenes in the viewports described instead of \
            their own.

            Examples:
              snapline check examples/
              snapline check --warnings-as-errors Sources/App/Scenes
              snapline check --format github --enable unreachable-alignment scenes/
              snapline check scenes/ --viewport 'wide:device=iPad,landscape'

            Hidden folders and .build are not searched unless named. Rule settings come from \
            the .snapline.yml files in the scene's directory and its parents, up to the nearest \
            folder holding .git or Package.swift (only the scene's own folder when there is \
            none), nearer files overriding; or from --config FILE. --enable, --disable and \
            --warnings-as-errors override them.
            """
    )

    @Argument(help: ArgumentHelp("Scene files or directories to check (- for standard input).", valueName: "path"))
    var paths: [String]

    @OptionGroup var options: InputOptions

    @Option(help: ArgumentHelp("Check only what this output needs (default: every output, so what `compile` refuses for any --emit is an error).", valueName: OutputFormat.allCases.map(\.rawValue).joined(separator: "|")))
    var emit: OutputFormat?

    @Option(name: .customLong("viewport"), help: ArgumentHelp(ViewportOption.descriptionHelp, valueName: "description"))
    var viewports: [String] = []

    @OptionGroup var reporting: ReportOptions

    func run() throws {
        let configurations = ConfigurationLoader(explicit: reporting.config)
        let printer = DiagnosticPrinter(format: reporting.format, quiet: reporting.quiet, tableOnStandardOutput: false,
                                        helpURIBase: reporting.helpURIBase(firstScene: paths.first, configurations: configurations))
        configurations.report = printer.fail
        var checked = 0
        var failedFiles = 0
        do throws(CLIError) {
            try reporting.checkRuleNames()
            let compiler = try ViewportOption(viewports, namesAllowed: false).applied(to: options.compilerWithContent())
            printer.content = compiler.content
            let scenes = try scenes(printer: printer)
            if compiler.content != nil, scenes.count != 1 {
                throw CLIError.usage("--content gives the data of one scene; check one scene file with it (\(scenes.count) were given)")
            }
            let currentDirectory = FileIO.currentDirectory()
            for (n, (file, found)) in scenes.enumerated() {
                let configuration = configurations.configuration(for: file)
                if found && configuration.excludes(file, currentDirectory: currentDirectory) { continue }
                let settings = options.settings(configuration, reporting: reporting)
                var diagnostics = Diagnostics()
                var identity: FileIdentity?
                switch SceneInput.read(file, found: found, limit: options.maximumFileSize.bytes) {
                case .unreadable(let failure):
                    printer.fail(failure)
                    continue
                case .inputError(let found):
                    diagnostics = found
                case .bytes(let source, let sourceIdentity):
                    identity = sourceIdentity
                    let scene = compiler.with(settings).check(consume source, formats: emit.map { [$0] } ?? OutputFormat.allCases, diagnostics: &diagnostics)
                    // The process ends after the last scene: the system takes its memory back.
                    if n == scenes.count - 1, let scene { KeptUntilExit.keep(scene) }
                }
                checked += 1
                if printer.report(diagnostics, file: file == "-" ? "<stdin>" : file, settings: settings, source: identity) {
                    failedFiles += 1
                }
            }
        } catch {
            printer.fail(error)
        }
        // Nothing checked because nothing could be read: no "0 errors" summary.
        printer.finish(scenes: checked, summaryVerb: checked > 0 || printer.failures == 0 ? "checked" : nil)
        if printer.failures > 0 || StandardOutput.failed { throw CLIError.exit(2) }
        if failedFiles > 0 { throw CLIError.exit(1) }
    }

    /// The scenes to check, in order, each with whether it was found in a directory (rather
    /// than named); a path that does not exist, or a directory without scenes, is a failure.
    private func scenes(printer: DiagnosticPrinter) throws(CLIError) -> [(String, Bool)] {
        var files: [(String, Bool)] = []
        for path in paths {
            switch path == "-" ? .regular : FileIO.kind(path) {
            case .directory:
                let found = SceneFinder.scenes(under: path)
                printer.noteSkipped(found.skipped)
                if found.scenes.isEmpty {
                    printer.fail(Diagnostic(.error, "no *.scene.yaml files under \(path)", at: nil, code: .usageError, file: path))
                }
                files += found.scenes.map { ($0, true) }
            case .missing:
                printer.fail(CLIError.ioFailure(FileError(path: path, errno: ENOENT)))
            case .regular, .other:
                files.append((path, false))
            }
        }
        return files
    }
}
