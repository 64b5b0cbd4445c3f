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
            """
    )

    @Argument(help: ArgumentHelp("Scene files or directories to check.", valueName: "path"))
    var paths: [String]

    @OptionGroup var options: InputOptions

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
        var failedFiles = 0
        var errors = 0
        var warnings = 0
        for file in files {
            guard let source = readScene(file) else {
                ioFailed = true
                continue
            }
            var diagnostics = Diagnostics()
            compiler.check(consume source, diagnostics: &diagnostics)
            errors += diagnostics.errorCount
            warnings += diagnostics.warningCount
            if report(diagnostics, file: file, warningsAsErrors: options.warningsAsErrors) {
                failedFiles += 1
            }
        }
        let noun = files.count == 1 ? "scene" : "scenes"
        print("checked \(files.count) \(noun): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        if ioFailed { throw ExitCode(2) }
        if failedFiles > 0 { throw ExitCode(1) }
    }
}
