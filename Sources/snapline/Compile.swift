import ArgumentParser
import SnaplineCore

struct Compile: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compile scene files into JSON tables of scroll targets and stops.",
        discussion: """
            With one scene and no output option, the table goes to standard output. `-o FILE` \
            writes one scene's table to FILE; `--output-dir DIR` writes one \
            <stem>.snapline.json per scene (examples/menu.scene.yaml -> DIR/menu.snapline.json). \
            Files are written atomically and left untouched when their bytes would not change; \
            a scene with errors writes nothing and leaves an existing output as it was.

            Examples:
              snapline compile examples/store-menu.scene.yaml
              snapline compile examples/store-menu.scene.yaml -o StoreMenu.snapline.json
              snapline compile examples/*.scene.yaml --output-dir build/tables
            """
    )

    @Argument(help: ArgumentHelp("Scene files to compile.", valueName: "scene"))
    var scenes: [String]

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write the table of the single scene to this file.", valueName: "file"))
    var output: String?

    @Option(name: .customLong("output-dir"), help: ArgumentHelp("Write one <stem>.snapline.json per scene into this directory.", valueName: "dir"))
    var outputDirectory: String?

    @OptionGroup var options: InputOptions

    func validate() throws {
        if output != nil && outputDirectory != nil {
            throw ValidationError("give either -o/--output or --output-dir, not both")
        }
        if scenes.count > 1 && outputDirectory == nil {
            throw ValidationError("\(scenes.count) scenes need --output-dir DIR (-o and standard output take one scene)")
        }
        if let outputDirectory, !FileIO.isDirectory(outputDirectory) {
            throw ValidationError("--output-dir \(outputDirectory) is not a directory")
        }
        if outputDirectory != nil {
            var seen: [String: String] = [:]
            for scene in scenes {
                let name = OutputNaming.tableFileName(for: scene)
                if let other = seen[name] {
                    throw ValidationError("\(other) and \(scene) would both write \(name)")
                }
                seen[name] = scene
            }
        }
    }

    func run() throws {
        let compiler = Compiler(maximumNodes: options.maximumNodes)
        var inputFailed = false
        var ioFailed = false
        for scene in scenes {
            let source: [UInt8]
            do {
                source = try FileIO.read(scene)
            } catch {
                printError("snapline: error: cannot read \(error)")
                ioFailed = true
                continue
            }
            let destination = output ?? outputDirectory.map { OutputNaming.join($0, OutputNaming.tableFileName(for: scene)) }
            var diagnostics = Diagnostics()
            do {
                let ok: Bool
                if let destination {
                    let writer = try AtomicFileWriter(path: destination)
                    ok = try compiler.compileJSON(consume source, diagnostics: &diagnostics) { try writer.write($0) }
                    // Warnings that fail the run also leave the output alone.
                    if ok && !(options.warningsAsErrors && diagnostics.warningCount > 0) {
                        try writer.commit()
                    } else {
                        writer.discard()
                    }
                } else {
                    var buffered: [UInt8] = []
                    ok = compiler.compileJSON(source, diagnostics: &diagnostics) { buffered.append(contentsOf: $0) }
                    if ok { StandardOutput.write(buffered) }
                }
            } catch {
                printError("snapline: error: cannot write \(error)")
                ioFailed = true
            }
            if report(diagnostics, file: scene, warningsAsErrors: options.warningsAsErrors) {
                inputFailed = true
            }
        }
        if ioFailed { throw ExitCode(2) }
        if inputFailed { throw ExitCode(1) }
    }
}
