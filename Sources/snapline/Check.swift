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
            path:line:column: error|warning: message [code].

            Examples:
              snapline check examples/
              snapline check --warnings-as-errors Sources/App/Scenes
              snapline check --format github --enable unreachable-alignment scenes/

            Rule settings come from the nearest .snapline.yml in the scene's directory or a \
            parent (up to the repository root), or from --config FILE; --enable, --disable and \
            --warnings-as-errors override it.
            """
    )

    @Argument(help: ArgumentHelp("Scene files or directories to check (- for standard input).", valueName: "path"))
    var paths: [String]

    @OptionGroup var options: InputOptions

    @OptionGroup var reporting: ReportOptions

    func run() throws {
        var files: [String] = []
        var unreadable = 0
        for path in paths {
            switch path == "-" ? .regular : FileIO.kind(path) {
            case .directory:
                let found = SceneFinder.scenes(under: path)
                for skipped in found.skipped {
                    printError("snapline: note: skipped \(skipped.path): \(skipped.reason)")
                }
                if found.scenes.isEmpty {
                    printError("snapline: error: no *.scene.yaml files under \(path)")
                    unreadable += 1
                }
                files += found.scenes
            case .missing:
                printError("snapline: error: cannot read \(path): \(FileError(path: path, errno: ENOENT).reason)")
                unreadable += 1
            case .regular, .other:
                files.append(path)
            }
        }
        let compiler = Compiler(maximumNodes: options.maximumNodes)
        let printer = DiagnosticPrinter(format: reporting.format, quiet: reporting.quiet, tableOnStandardOutput: false)
        let configurations = ConfigurationLoader(explicit: reporting.config)
        var failedFiles = 0
        var checked = 0
        for file in files {
            let settings = try options.settings(for: file, reporting: reporting, configurations: configurations)
            var diagnostics = Diagnostics()
            switch SceneInput.read(file, limit: options.maximumFileSize.bytes) {
            case .ioError:
                unreadable += 1
                continue
            case .inputError(let found):
                diagnostics = found
            case .bytes(let source):
                compiler.with(settings).check(consume source, diagnostics: &diagnostics)
            }
            checked += 1
            if printer.report(diagnostics, file: file == "-" ? "<stdin>" : file, settings: settings) {
                failedFiles += 1
            }
        }
        // Nothing checked because nothing could be read: no "0 errors" summary.
        printer.finish(scenes: checked, summaryVerb: checked > 0 || unreadable == 0 ? "checked" : nil)
        if unreadable > 0 || StandardOutput.failed { throw ExitCode(2) }
        if failedFiles > 0 { throw ExitCode(1) }
    }
}
