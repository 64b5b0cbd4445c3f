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
            """
    )

    @Argument(help: ArgumentHelp("Scene files or directories to check.", valueName: "path"))
    var paths: [String]

    @OptionGroup var options: InputOptions

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
        var failedFiles = 0
        var errors = 0
        var warnings = 0
        var checked = 0
        for file in files {
            var diagnostics = Diagnostics()
            switch SceneInput.read(file) {
            case .ioError:
                unreadable += 1
                continue
            case .inputError(let found):
                diagnostics = found
            case .bytes(let source):
                compiler.check(consume source, diagnostics: &diagnostics)
            }
            checked += 1
            errors += diagnostics.errorCount
            warnings += diagnostics.warningCount
            if report(diagnostics, file: file == "-" ? "<stdin>" : file, warningsAsErrors: options.warningsAsErrors) {
                failedFiles += 1
            }
        }
        if checked > 0 || unreadable == 0 {
            let noun = checked == 1 ? "scene" : "scenes"
            StandardOutput.printLine("checked \(checked) \(noun): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        }
        if unreadable > 0 || StandardOutput.failed { throw ExitCode(2) }
        if failedFiles > 0 { throw ExitCode(1) }
    }
}
