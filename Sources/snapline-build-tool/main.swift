#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SnaplineCore

// The build plugin's tool: `snapline compile --emit swift` for one scene, and nothing else. It
// links SnaplineCore only (no argument-parsing library, none of the CLI's other commands), so a
// package that applies SnaplinePlugin compiles less: SwiftPM builds a plugin's tool before the
// build, and in release mode compiles it whole again during the build (docs/performance.md,
// "The plugin's cost in a consumer's build").
//
// Its command line is what the plugin writes (SceneCommands):
//
//     snapline-build-tool compile --emit swift SCENE -o OUTPUT --source-name NAME [--config FILE]...
//
// `--config` names the `.snapline.yml` files that apply to the scene, nearest first (the plugin
// finds them, and lists them as the command's inputs so that editing one reruns it); a nearer
// file's settings override a farther one's. Diagnostics are printed as `snapline compile` prints
// them; exit codes are the CLI's: 0, 1 for errors in the scene (or warnings under
// warnings-as-errors: then nothing is written), 2 for usage and I/O errors.
//
// It reads as the CLI reads the files of a directory it searches: a scene or configuration
// file must be a plain regular file, not a symbolic link (a committed link could point
// anywhere on the build machine, and its excerpt would land in the build log), a device or a
// FIFO, and its size is bounded before it is read.

struct Invocation {
    var scene = ""
    var output = ""
    var sourceName = ""
    var configurations: [String] = []

    static let usage = "usage: snapline-build-tool compile --emit swift SCENE -o OUTPUT --source-name NAME [--config FILE]..."

    init?(_ arguments: [String]) {
        guard arguments.starts(with: ["compile", "--emit", "swift"]) else { return nil }
        var rest = arguments.dropFirst(3)
        var scene: String?
        while let word = rest.popFirst() {
            switch word {
            case "-o", "--source-name", "--config":
                guard let value = rest.popFirst() else { return nil }
                if word == "-o" { output = value } else if word == "--source-name" { sourceName = value } else { configurations.append(value) }
            default:
                guard scene == nil, !word.hasPrefix("-") else { return nil }
                scene = word
            }
        }
        guard let scene, !output.isEmpty else { return nil }
        self.scene = scene
        if sourceName.isEmpty { sourceName = scene }
    }
}

/// Writes report bytes on standard error.
func printError(bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { FileIO.writeAll(2, $0) }
}

func printError(_ text: String) {
    printError(bytes: PathBytes.bytes(text) + [UInt8(ascii: "\n")])
}

/// The rule settings and access level of the configuration files (nearest first), merged as
/// the CLI merges them: a nearer file overrides a farther one, and one with `inherit: false`
/// ends the chain. Nil after printing why a file cannot be used.
func settings(from paths: [String]) -> (RuleSettings, SwiftEmitter.AccessLevel)? {
    var chain: [LintConfiguration] = []
    for path in paths {
        let bytes: [UInt8]
        do { bytes = try FileIO.readRegular(path, limit: LintConfiguration.maximumFileSize, followingLinks: false).bytes } catch {
            printError("snapline: error: cannot read configuration \(error)")
            return nil
        }
        var diagnostics = Diagnostics()
        guard let configuration = LintConfiguration.parse(bytes, diagnostics: &diagnostics) else {
            for d in diagnostics.sorted(file: path) { printError(bytes: TextReporter().add(failure: d)) }
            return nil
        }
        chain.append(configuration)
        if !configuration.inherit { break }
    }
    let merged = chain.reversed().reduce(LintConfiguration()) { $0.overridden(by: $1) }
    return (merged.applied(to: RuleSettings()), merged.accessLevel ?? .internal)
}

func run(_ invocation: Invocation) -> Int32 {
    guard let (settings, accessLevel) = settings(from: invocation.configurations) else { return 2 }
    let source: [UInt8]
    do { source = try FileIO.readRegular(invocation.scene, limit: FileIO.defaultSceneLimit, followingLinks: false).bytes } catch {
        printError("snapline: error: cannot read \(error)")
        return 2
    }
    let writer: AtomicFileWriter
    do { writer = try AtomicFileWriter(path: invocation.output) } catch {
        printError("snapline: error: cannot write \(error)")
        return 2
    }
    var diagnostics = Diagnostics()
    let options = EmitOptions(sourcePath: invocation.sourceName, swiftAccessLevel: accessLevel)
    let compiled = Compiler().with(settings).compile(source, format: .swift, options: options, diagnostics: &diagnostics) { writer.write($0) }
    let report = FileReport(path: invocation.scene, diagnostics: diagnostics, settings: settings)
    printError(bytes: TextReporter().add(report, source: SourceLines(source)))
    guard compiled, report.errorCount == 0, !diagnostics.hasErrors else {
        writer.discard()
        return 1
    }
    do { _ = try writer.commit() } catch {
        printError("snapline: error: cannot write \(error)")
        return 2
    }
    return 0
}

// A launcher may start the tool with termination signals blocked; an interrupted build must
// still stop and remove its temporary file.
var blocked = sigset_t()
sigemptyset(&blocked)
for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&blocked, number) }
pthread_sigmask(SIG_UNBLOCK, &blocked, nil)

let arguments = (1 ..< Int(CommandLine.argc)).compactMap { k in CommandLine.unsafeArgv[k].map { PathBytes.string(cString: $0) } }
guard let invocation = Invocation(arguments) else {
    printError(Invocation.usage)
    exit(2)
}
// Decoding and layout recurse through a scene's nesting: the work runs on a thread whose stack
// holds every depth a scene may have, whatever the build gave this one.
exit(LargeStack.run(depth: .max) { run(invocation) })
