import ArgumentParser
import SnaplineCore

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw each viewport's layout as SVG, or all of them in one HTML report.",
        discussion: """
            Each picture shows the viewport frame; every scroll container at its resting offset \
            (its initial offset, or with --at the offsets that scrolling to that anchor produces) \
            with its window outlined and its whole content drawn around it, faded where it is out \
            of view; items and stacks as boxes labelled with their ids; padding (yellow) and \
            scroll padding (purple) as bands; stops as ticks labelled with their offsets. \
            Right-to-left viewports are drawn as they appear, mirrored. Container labels stand in \
            a lane on the left; labels never overlap (one with no room is left out), and every \
            box has a tooltip with its numbers. Sizes are in points at 1:1 (--scale to zoom). The \
            picture shows the screen and up to 240 points around it (--crop); content beyond is \
            still in the file. A container with more than 2000 boxes (--box-limit) draws those \
            nearest its window and marks the rest "... N more".

            Output: with --output-dir, one <stem>.<viewport>.svg per viewport (or <stem>.html \
            with --format html; the directory is created if missing); with -o, one file (one \
            viewport, or --format html). Each file written is named on standard output \
            ("wrote PATH", or "unchanged PATH" when it already had these bytes). --html is \
            --format html. The HTML page is self-contained (it loads nothing and opens from disk): a \
            link per viewport, a legend, and a scroll simulator where the wheel, a drag or the \
            keys scroll a container and it comes to rest where the runtime's rule says. The same scene and options \
            always give the same bytes; --check writes nothing and exits 1 when a committed \
            picture is missing or stale. Every element has a data-id: the node's id (#N for an \
            anonymous node, N its 0-based position in document order), or ID/... for what \
            belongs to container ID (ID/stops, ID/clip, ID/more-after, ...).

            Examples:
              snapline render examples/store-menu.scene.yaml --format html -o store-menu.html
              snapline render examples/store-menu.scene.yaml --viewport phone -o phone.svg
              snapline render examples/store-menu.scene.yaml --viewport 'side:device=iPhone 15,landscape' -o side.svg
              snapline render examples/store-menu.scene.yaml --at section-7:top --output-dir out
            """
    )

    @Argument(help: ArgumentHelp("The scene file.", valueName: "scene"))
    var scene: String

    @Option(help: ArgumentHelp("Draw this viewport (repeat for several; default: all): a name of the scene's, or a description (NAME:WIDTHxHEIGHT,... or NAME:device=DEVICE,..., as compile's --viewport) that replaces the scene's viewports.", valueName: "name|description"))
    var viewport: [String] = []

    @Option(help: ArgumentHelp("Draw every container of this anchor's chain at the offset scrolling to it produces; POINT is a label of its anchors list, a unit point name or x,y (default: its first listed point).", valueName: "anchor[:point]"))
    var at: String?

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write to this file (one viewport, or --format html).", valueName: "file"))
    var output: String?

    @Option(name: .customLong("output-dir"), help: ArgumentHelp("Write <stem>.<viewport>.svg files (or <stem>.html) into this directory.", valueName: "dir"))
    var outputDirectory: String?

    @Option(help: ArgumentHelp("svg: one picture per viewport; html: one self-contained page with every viewport side by side, a legend and the scroll simulator (default svg).", valueName: "svg|html"))
    var format: PictureFormat?

    @Flag(help: "The same as --format html.")
    var html = false

    /// Whether one HTML page is written (`--format html` or `--html`).
    private var isHTML: Bool { html || format == .html }

    // Unconditional, so `--scale -1` reaches `validate` (and its message) instead of reading as an option.
    @Option(parsing: .unconditional, help: ArgumentHelp("Screen points per scene point, from 0.01 to 64 (default 1).", valueName: "factor"))
    var scale: Double = 1

    @Option(parsing: .unconditional, help: ArgumentHelp("Show at most this many points around the screen (default 240), or `none` for all the content.", valueName: "points|none"))
    var crop: String = "240"

    @Option(name: .customLong("box-limit"), help: ArgumentHelp("Boxes drawn per scroll container before the rest are elided.", valueName: "count"))
    var boxLimit: Int = RenderOptions.defaultBoxLimit

    @Flag(help: "Write nothing; exit 1 when an output file is missing or out of date (for committed pictures in CI).")
    var check = false

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Draw the frames the app measured over each viewport they measure (SVG only): the scene in outline, the app in colour, drift in red. Frames files or directories, as `snapline verify` reads them.", valueName: "file"))
    var frames: [String] = []

    @OptionGroup var options: InputOptions

    func validate() throws {
        if html && format == .svg {
            throw ValidationError("--html and --format svg disagree; give one of them")
        }
        if (output == nil) == (outputDirectory == nil) {
            throw ValidationError("give -o FILE or --output-dir DIR")
        }
        if let outputDirectory, FileIO.kind(outputDirectory) != .directory && FileIO.kind(outputDirectory) != .missing {
            throw ValidationError("--output-dir \(outputDirectory) is not a directory")
        }
        guard scale.isFinite, scale >= RenderOptions.minimumScale, scale <= RenderOptions.maximumScale else {
            throw ValidationError("--scale must be a number from \(MessageNumber.format(RenderOptions.minimumScale)) to \(MessageNumber.format(RenderOptions.maximumScale)) (screen points per scene point; smaller draws nothing), not \(MessageNumber.format(scale))")
        }
        _ = try cropPoints()
        guard boxLimit > 0 else { throw ValidationError("--box-limit must be a positive number") }
        if !frames.isEmpty && isHTML { throw ValidationError("--frames draws over SVG pictures; use --format svg") }
    }

    func run() throws {
        let loaded = try LoadedScene(path: scene, options: options, viewports: viewport)
        var renderOptions = RenderOptions(scale: scale, boxLimit: boxLimit, crop: try cropPoints())
        if let at {
            renderOptions.focus = try focus(at, in: loaded.scene)
        }
        let measured = try measuredOverlays(loaded)
        var pictures: [(name: String, svg: String)] = []
        if !isHTML {
            for compiled in loaded.viewports {
                var viewportOptions = renderOptions
                viewportOptions.measured = measured[compiled.index]
                pictures.append((compiled.viewport.name, ViewportPicture(compiled, options: viewportOptions).svg()))
            }
        }
        let stem = OutputNaming.stem(of: scene)
        var files: [(path: String, text: String)] = []
        if isHTML {
            let report = HTMLReport(scene: loaded.scene, viewports: loaded.viewports, options: renderOptions, source: OutputNaming.relativePath(scene))
            files.append((output ?? OutputNaming.join(outputDirectory ?? ".", stem + ".html"), report.html()))
        } else if let output {
            guard pictures.count == 1 else {
                throw CLIError.usage("-o writes one SVG but \(pictures.count) viewports are drawn; name one with --viewport, or use --output-dir or --format html")
            }
            files.append((output, pictures[0].svg))
        } else if let outputDirectory {
            for picture in pictures {
                files.append((OutputNaming.join(outputDirectory, "\(stem).\(picture.name).svg"), picture.svg))
            }
        }
        var outdated = OutdatedOutputs()
        if !check, let outputDirectory {
            do {
                try FileIO.createDirectory(outputDirectory)
            } catch {
                printError("snapline: error: cannot create the output directory \(error)")
                throw ExitCode(2)
            }
        }
        var written: [(path: String, changed: Bool)] = []
        do {
            for file in files {
                if check {
                    try outdated.compare(Array(file.text.utf8), with: file.path, rerun: rerunCommand())
                    continue
                }
                let writer = try AtomicFileWriter(path: file.path)
                writer.write(Array(file.text.utf8))
                written.append((file.path, try writer.commit()))
            }
        } catch {
            throw CLIError([Diagnostic(.error, "cannot \(check ? "read" : "write") \(error)", at: nil, code: .ioError, file: error.path)])
        }
        for file in written {
            StandardOutput.printLine((file.changed ? "wrote " : "unchanged ") + file.path)
        }
        if check {
            print(outdated.summary)
            if !outdated.isEmpty { throw CLIError.exit(1) }
        }
    }

    /// The command that writes the pictures, for the message about a stale or missing file.
    private func rerunCommand() -> String {
        var words = ["snapline", "render", scene]
        for name in viewport { words += ["--viewport", name] }
        if let at { words += ["--at", at] }
        if isHTML { words += ["--format", "html"] }
        if scale != 1 { words += ["--scale", String(scale)] }
        if boxLimit != RenderOptions.defaultBoxLimit { words += ["--box-limit", String(boxLimit)] }
        if crop != "240" { words += ["--crop", crop] }
        if let output { words += ["-o", output] }
        if let outputDirectory { words += ["--output-dir", outputDirectory] }
        return words.map(ShellQuoting.quoted).joined(separator: " ")
    }

    /// `--crop` as points (nil for `none`).
    private func cropPoints() throws -> Double? {
        if crop == "none" { return nil }
        guard let points = Double(crop), points.isFinite, points >= 0 else {
            throw ValidationError("--crop must be a number of points (0 or more) or `none`, not \(crop)")
        }
        return points
    }

    private func focus(_ text: String, in scene: Scene) throws -> RenderOptions.Focus {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let node = scene.nodeIndex(ofID: parts[0]) else {
            throw CLIError.usage("--at: \(self.scene) \(scene.unknownIDMessage(parts[0]))")
        }
        switch AnchorPointQuery.points(for: node, in: scene, text: parts.count > 1 ? parts[1] : nil) {
        case .success(let points) where !points.isEmpty:
            return RenderOptions.Focus(node: node, point: points[0])
        case .success:
            throw CLIError.usage("--at: `\(parts[0])` lists no points; name one as \(parts[0]):top")
        case .failure(let error):
            throw CLIError.usage("--at: \(error.message)")
        }
    }

    /// The frames files of `--frames`, verified against the scene, by viewport index: what each
    /// measured and which nodes drift. A problem in a frames file is reported and fails the run
    /// (drift does not: it is what the picture shows).
    private func measuredOverlays(_ loaded: LoadedScene) throws -> [Int: MeasuredOverlay] {
        guard !frames.isEmpty else { return [:] }
        let files = try Verify.framesFiles(frames) { skipped in
            for (path, reason) in skipped { printError("snapline: note: skipped \(path): \(reason)") }
        }
        var verifier = Verifier(scene: loaded.scene, compiler: options.compiler)
        var overlays: [Int: MeasuredOverlay] = [:]
        var failed = false
        for file in files {
            var ignored = Diagnostics()
            let (bytes, identity) = try readScene(file, limit: options.maximumFileSize.bytes)
            let result = verifier.compare(bytes, file: file, sceneDiagnostics: &ignored)
            if report(result.diagnostics, file: file, warningsAsErrors: false, source: identity) { failed = true }
            if let k = result.viewport { overlays[k] = MeasuredOverlay(frames: result.frames, drifting: result.drifting, contentDrifting: result.contentDrifting, file: file) }
        }
        if failed { throw CLIError.exit(1) }
        return overlays
    }
}

/// What `render` writes: SVG pictures, or one HTML page.
enum PictureFormat: String, CaseIterable, ExpressibleByArgument {
    case svg, html

}
