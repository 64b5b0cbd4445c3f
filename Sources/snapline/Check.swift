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

    @Argument(help: ArgumentHelp("Scene files or directories to check.", valueName: "path"))
    var paths: [String]

    @OptionGroup var options: InputOptions

    @OptionGroup var reporting: ReportOptions

    func run() throws {
        var files: [String] = []
        var ioFailed = false
        for path in paths {
            if FileIO.isDirectory(path) {
                let found = SceneFinder.scenes(under: path)
                if found.isEmpty {
                    printError("snapline: error: no *.scene.yaml files under \(path)")
                    ioFailed = true
                }
                files += found
            } else {
                files.append(path)
            }
        }
        let compiler = Compiler(maximumNodes: options.maximumNodes)
        let printer = DiagnosticPrinter(format: reporting.format, quiet: reporting.quiet, tableOnStandardOutput: false)
        let configurations = ConfigurationLoader(explicit: reporting.config)
        var failedFiles = 0
        for file in files {
            let settings = try options.settings(for: file, reporting: reporting, configurations: configurations)
            guard let source = readScene(file) else {
                ioFailed = true
                continue
            }
            var diagnostics = Diagnostics()
            compiler.with(settings).check(consume source, diagnostics: &diagnostics)
            if printer.report(diagnostics, file: file, settings: settings) {
                failedFiles += 1
            }
        }
        printer.finish(scenes: files.count, summaryVerb: "checked")
        if ioFailed { throw ExitCode(2) }
        if failedFiles > 0 { throw ExitCode(1) }
    }
}
