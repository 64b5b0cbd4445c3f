import ArgumentParser
import SnaplineCore

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show how an anchor's offsets, or a container's stops, are computed, with the numbers.",
        discussion: """
            For each viewport (or the one named), walks the chain of scroll containers from the \
            anchor's innermost container outwards and writes every input of the offset formula \
            (visible length, scroll padding, range, the anchor's rect, u) and the arithmetic: \
            raw = t0 - s0 + u((t1 - t0) - (V - s0 - s1)) + extra, the clamp to [0, M], and the \
            rect carried into the parent container. The numbers are the table's.

            With --stops CONTAINER it explains that container's stops instead: the page length \
            and the pages for paging, each target's stop (with clamping and duplicates) for \
            viewAligned.

            With --data it lists what the scene says is data: each data repeat (a count) and \
            data length, where it is written, its preview and the instances it belongs to, \
            which is the shape a content file (--content) or the generated Content value has.

            Examples:
              snapline explain examples/store-menu.scene.yaml section-7
              snapline explain examples/store-menu.scene.yaml category-3 --viewport phone-rtl
              snapline explain examples/store-menu.scene.yaml section-7 --viewport split:500x900
              snapline explain examples/nested-shelves.scene.yaml --stops shelf-0
              snapline explain examples/store-menu.scene.yaml --data
            """
    )

    @Argument(help: ArgumentHelp("The scene file.", valueName: "scene"))
    var scene: String

    @Argument(help: ArgumentHelp("The anchor (an id) to explain.", valueName: "anchor"))
    var anchor: String?

    @Option(help: ArgumentHelp("The unit point: a label of the anchor's list (label#2 for the second entry with that label), a unit point name (top, center, ...) or x,y. Default: every point the anchor lists.", valueName: "name|x,y"))
    var point: String?

    @Option(help: ArgumentHelp("Explain this viewport only: a name of the scene's, or a description (NAME:WIDTHxHEIGHT,... or NAME:device=DEVICE,..., as compile's --viewport) to lay the scene out in.", valueName: "name|description"))
    var viewport: String?

    @Option(help: ArgumentHelp("Explain the stops of this scroll container instead of an anchor.", valueName: "container"))
    var stops: String?

    @Flag(help: "List the scene's data (data repeats and data lengths, their scopes and previews) instead of an anchor.")
    var data = false

    @OptionGroup var options: InputOptions

    func validate() throws {
        if data {
            if anchor != nil || stops != nil || point != nil { throw ValidationError("--data lists the scene's data; give it without an anchor, --stops or --point") }
            return
        }
        if (anchor == nil) == (stops == nil) {
            throw ValidationError("give an anchor, --stops CONTAINER, or --data")
        }
        if stops != nil && point != nil {
            throw ValidationError("--point applies to an anchor, not to --stops")
        }
    }

    func run() throws {
        let loaded = try LoadedScene(path: scene, options: options, viewports: viewport.map { [$0] } ?? [])
        let sceneValue = loaded.scene
        if data {
            print(ContentShapeText.text(of: sceneValue), terminator: "")
            return
        }
        let target = anchor ?? stops ?? ""
        guard let node = sceneValue.nodeIndex(ofID: target) else {
            throw CLIError.usage("\(scene) \(sceneValue.unknownIDMessage(target))")
        }
        var points: [AnchorSpec] = []
        if stops == nil {
            switch AnchorPointQuery.points(for: node, in: sceneValue, text: point) {
            case .success(let found): points = found
            case .failure(let error):
                throw CLIError.usage(error.message)
            }
        }
        var blocks: [String] = []
        var failed = false
        for compiled in loaded.viewports {
            let text = ExplainText(compiled)
            if stops != nil {
                guard let c = compiled.container(ofNode: node) else {
                    throw CLIError.usage("`\(target)` is not a scroll container")
                }
                do {
                    blocks.append(text.stops(try StopsExplanation(compiled, container: c)))
                } catch {
                    printFailures(.usage("\(error.message) (viewport `\(compiled.viewport.name)`)"))
                    failed = true
                }
            } else {
                for spec in points {
                    let explanation = ChainExplanation(compiled, node: node, point: spec)
                    if let overflow = AnchorPointQuery.overflow(explanation, viewport: compiled.viewport.name) {
                        throw CLIError.usage("--point: " + overflow.message)
                    }
                    blocks.append(text.chain(explanation))
                }
            }
        }
        print(blocks.joined(separator: "\n"), terminator: "")
        if failed { throw CLIError.exit(1) }
    }
}
