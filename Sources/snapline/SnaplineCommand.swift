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
        subcommands: [Compile.self, Check.self, Render.self, Explain.self, Rules.self, Diff.self]
    )

    /// Runs the command with Snapline's exit codes: argument errors exit 2, not 64.
    static func main() {
        StandardStreams.occupyClosedDescriptors()
        unblockTerminationSignals()
        do {
            var command = try parseAsRoot(argumentsAsBytes())
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

/// The command line as `PathBytes` strings, so a file name that is not UTF-8 survives parsing.
private func argumentsAsBytes() -> [String] {
    (1 ..< Int(CommandLine.argc)).compactMap { k in
        CommandLine.unsafeArgv[k].map { PathBytes.string(cString: $0) }
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

/// A line on standard error (a failure to write it cannot be reported anywhere: ignored).
func printError(_ text: String) {
    _ = StandardStreams.writeLine(2, text)
}

/// What reading a scene gave: its bytes, an input error (too large: exit 1) or an I/O error (exit 2).
enum SceneInput {
    case bytes([UInt8])
    case inputError(Diagnostics)
    case ioError

    /// Reads `path` (`-` is standard input), printing why it cannot be read.
    static func read(_ path: String) -> SceneInput {
        do {
            return .bytes(try path == "-" ? FileIO.read(descriptor: 0, name: "standard input") : FileIO.read(path))
        } catch where error.isTooLarge {
            var diagnostics = Diagnostics()
            diagnostics.error(error.reason + "; a scene file is at most \(FileIO.maximumInputSize) bytes", at: nil, code: .fileTooLarge)
            return .inputError(diagnostics)
        } catch {
            printError("snapline: error: cannot read \(error)")
            return .ioError
        }
    }
}

/// A scene's bytes, or nil after printing why there are none (for `render` and `explain`).
func readScene(_ path: String) -> [UInt8]? {
    switch SceneInput.read(path) {
    case .bytes(let bytes):
        return bytes
    case .inputError(let diagnostics):
        _ = report(diagnostics, file: path, warningsAsErrors: false)
        return nil
    case .ioError:
        return nil
    }
}
