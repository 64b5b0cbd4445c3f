import ArgumentParser
import SnaplineCore

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
        subcommands: [Compile.self, Check.self, Verify.self, Render.self, Explain.self, Rules.self, LanguageServerCommand.self, Diff.self]
    )

    /// Runs the command with Snapline's exit codes: argument errors exit 2, not 64.
    static func main() {
        StandardStreams.occupyClosedDescriptors()
        unblockTerminationSignals()
        let arguments = argumentsAsBytes()
        // Decoding and layout recurse through a scene's nesting: the command runs on a thread
        // whose stack holds every depth a scene may have, whatever `ulimit -s` gave this one.
        LargeStack.run(depth: .max) { run(arguments) }
    }

    private static func run(_ arguments: [String]) {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch let code as ExitCode {
            exitProcess(code.rawValue)
        } catch let error as CLIError {
            // Commands without --format report their failures as text.
            printFailures(error)
            exitProcess(error.exitCode)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                self.exit(withError: error)  // --help, --version
            }
            // An unknown option is the first thing to fix, whatever `validate()` said about the rest.
            printError(UnknownOptions.message(for: arguments).map { "Error: " + $0 } ?? fullMessage(for: error))
            exitProcess(2)
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
    @Option(name: .customLong("max-nodes"), help: ArgumentHelp("Largest number of nodes a scene may expand to (also raises the bounds on node layouts and table offsets).", valueName: "count"))
    var maximumNodes: Int = 1_000_000

    @Option(name: .customLong("max-table-size"), help: ArgumentHelp("Largest number of offsets a scene's table may hold, in every viewport together (default: the larger of 2000000 and 16 per byte of the scene file).", valueName: "count"))
    var maximumTableSize: Int?

    /// The compiler these options ask for.
    var compiler: Compiler { Compiler(maximumNodes: maximumNodes, maximumTableSize: maximumTableSize) }

    @Option(name: .customLong("max-file-size"), help: ArgumentHelp("Largest scene file read, in bytes, or with a unit: KB, MB, GB, KiB, MiB, GiB.", valueName: "size"))
    var maximumFileSize = FileSize(bytes: FileIO.defaultSceneLimit)

    @Flag(help: "Treat warnings as errors (exit 1).")
    var warningsAsErrors = false

    @Option(help: ArgumentHelp("Lay the scene out with this content (a snapline-content JSON file): its data repeats get the counts it gives and its data lengths the values, in every viewport; without it, the previews. One scene per run.", valueName: "file"))
    var content: String?

    /// The content file, read (nil without `--content`); errors in it are reported with the scene's.
    func readContent() throws(CLIError) -> ContentInput? {
        guard let content else { return nil }
        switch SceneInput.read(content, limit: maximumFileSize.bytes, what: "content") {
        case .unreadable(let failure):
            throw CLIError([failure])
        case .inputError(let found):
            throw CLIError(found.all.map { d in
                var d = d
                d.file = content
                return d
            })
        case .bytes(let bytes, let identity):
            return ContentInput(bytes: bytes, path: content, identity: identity)
        }
    }

    /// The compiler these options ask for, with `--content` read.
    func compilerWithContent() throws(CLIError) -> Compiler {
        var compiler = self.compiler
        compiler.content = try readContent()
        return compiler
    }

    /// The rule settings for a scene: defaults, then its configuration files, then the command line.
    func settings(_ configuration: SceneConfiguration, reporting: ReportOptions) -> RuleSettings {
        reporting.applied(to: configuration.merged.applied(to: RuleSettings()), warningsAsErrors: warningsAsErrors)
    }

    func validate() throws {
        guard maximumNodes > 0 else { throw ValidationError("--max-nodes must be a positive number") }
        if content == "-" { throw ValidationError("--content reads a file; standard input is for the scene") }
        guard (maximumTableSize ?? 1) > 0 else { throw ValidationError("--max-table-size must be a positive number") }
        guard maximumFileSize.bytes > 0, maximumFileSize.bytes <= FileIO.maximumInputSize else {
            throw ValidationError("--max-file-size must be between 1 and \(FileIO.maximumInputSize) bytes (2 GiB)")
        }
    }
}

/// A line on standard error (a failure to write it cannot be reported anywhere: ignored).
func printError(_ text: String) {
    _ = StandardStreams.writeLine(2, text)
}

/// What reading a scene gave: its bytes (and, for a plain regular file, which file it was, so
/// the excerpts of its diagnostics can be read again safely), an input error (too large: exit 1)
/// or a file that cannot be read (exit 2).
enum SceneInput {
    case bytes([UInt8], FileIdentity?)
    case inputError(Diagnostics)
    case unreadable(Diagnostic)

    /// Reads `path` (`-` is standard input), at most `limit` bytes. A scene `found` in a
    /// directory must be a regular file and is opened without blocking; one named on the command
    /// line may be a FIFO.
    static func read(_ path: String, found: Bool = false, limit: Int, what: String = "scene") -> SceneInput {
        do {
            if path == "-" { return .bytes(try FileIO.read(descriptor: 0, name: "standard input", limit: limit), nil) }
            if found {
                let read = try FileIO.readRegular(path, limit: limit)
                return .bytes(read.bytes, read.identity)
            }
            let read = try FileIO.readIdentified(path, limit: limit)
            return .bytes(read.bytes, read.identity)
        } catch where error.isTooLarge {
            var diagnostics = Diagnostics()
            let advice = limit < FileIO.maximumInputSize
                ? "\(what) files are read up to \(limit) bytes; raise the limit with `--max-file-size`"
                : "a \(what) file is at most \(FileIO.maximumInputSize) bytes"
            diagnostics.error(error.reason + "; " + advice, at: nil, code: .fileTooLarge)
            return .inputError(diagnostics)
        } catch {
            return .unreadable(CLIError.ioFailure(error))
        }
    }
}

/// A scene's bytes and identity, or a thrown failure after reporting (for `render` and `explain`).
func readScene(_ path: String, limit: Int) throws(CLIError) -> (bytes: [UInt8], identity: FileIdentity?) {
    switch SceneInput.read(path, limit: limit) {
    case .bytes(let bytes, let identity):
        return (bytes, identity)
    case .inputError(let diagnostics):
        _ = report(diagnostics, file: path, warningsAsErrors: false)
        throw .exit(1)
    case .unreadable(let failure):
        throw CLIError([failure])
    }
}
