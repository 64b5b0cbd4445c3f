import ArgumentParser
import SnaplineCore

import Foundation

/// `snapline`: compiles scene files into scroll target tables, or checks them.
///
/// Exit codes (SPEC section 7): 0 success; 1 errors in the input (or warnings under
/// `--warnings-as-errors`, or a stale file under `--check`); 2 usage or I/O errors.
@main
struct SnaplineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapline",
        abstract: "Compile scroll layouts into tables of precomputed scroll targets.",
        discussion: """
            Snapline reads YAML scene files (*.scene.yaml) that describe nested scroll containers \
            and the anchored items inside them, lays them out for each viewport, and emits the \
            offsets that scrolling to each anchor produces, plus the snap and paging stops of \
            each container.

            Exit codes: 0 success, 1 errors in the input, 2 usage or I/O errors.

            Examples:
              snapline compile examples/store-menu.scene.yaml
              snapline compile scenes/*.scene.yaml --output-dir Generated
              snapline check scenes/
            """,
        version: "0.1.0",
        subcommands: [Compile.self, Check.self, Render.self, Explain.self, Rules.self]
    )

    /// Runs the command with Snapline's exit codes: argument errors exit 2, not 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                self.exit(withError: error)  // --help, --version
            }
            printError(fullMessage(for: error))
            Foundation.exit(2)
        }
    }
}

/// Options shared by `compile` and `check`.
struct InputOptions: ParsableArguments {
    @Option(name: .customLong("max-nodes"), help: ArgumentHelp("Largest number of nodes a scene may expand to.", valueName: "count"))
    var maximumNodes: Int = 1_000_000

    @Flag(help: "Treat warnings as errors (exit 1).")
    var warningsAsErrors = false

    /// The rule settings for `scene`: defaults, then its configuration file, then the command line.
    func settings(for scene: String, reporting: ReportOptions, configurations: ConfigurationLoader) throws -> RuleSettings {
        let configuration = try configurations.configuration(for: scene)
        return reporting.applied(to: configuration.applied(to: RuleSettings()), warningsAsErrors: warningsAsErrors)
    }

    func validate() throws {
        guard maximumNodes > 0 else { throw ValidationError("--max-nodes must be a positive number") }
    }
}

func printError(_ text: String) {
    var line = text
    if !line.hasSuffix("\n") { line += "\n" }
    FileHandle.standardError.write(Data(line.utf8))
}

/// A scene file's bytes, or nil after printing why it cannot be read (an I/O error: exit 2).
func readScene(_ path: String) -> [UInt8]? {
    do {
        return try FileIO.read(path)
    } catch {
        printError("snapline: error: cannot read \(error)")
        return nil
    }
}

