import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// Generated Swift is written a viewport at a time, as the JSON table is (it used to be rendered
/// whole at the end, holding every viewport's table and about 12 times the file's size).
@Suite struct SwiftEmitterStreamingTests {
    static let yaml = """
        scene: Stream
        viewports:
          - {name: phone, width: 100, height: 100}
          - {name: tablet, width: 100, height: 200}
          - {name: wide, width: 100, height: 300}
        anchors: [top]
        root:
          scroll: list
          children:
            - {item: a, height: 80}
            - {item: b, height: 80}
            - {item: c, height: 80}
        """

    @Test func eachViewportIsHandedOverAsItsTableArrives() throws {
        var pieces: [String] = []
        var diagnostics = Diagnostics()
        let ok = Compiler().compile(Array(Self.yaml.utf8), format: .swift, options: EmitOptions(sourcePath: "s.scene.yaml"), diagnostics: &diagnostics) {
            pieces.append(String(decoding: $0, as: UTF8.self))
        }
        #expect(ok, "\(diagnostics.all)")
        // The head with viewport 0's lines, then one piece per later viewport, then the end.
        #expect(pieces.count == 4)
        // Content 240: ranges 140, 40, 0; `c` at 160 clamps to 140, 40, 0. Each anchor's frame
        // (x, y, width, height) follows its id.
        #expect(pieces[0].hasSuffix("    4 100 100 0 1\n    5 -1 0 140 0 0 0 0 0 3\n    0 1 0 0 100 80 1 0 1 5 0\n    1 1 0 80 100 80 1 0 1 5 80\n    2 1 0 160 100 80 1 0 1 5 140/160\n"), "\(pieces[0])")
        #expect(pieces[1] == "    7 100 200 0 1\n    5 -1 0 40 0 0 0 0 0 3\n    0 1 0 0 100 80 1 0 1 5 0\n    1 1 0 80 100 80 1 0 1 5 40/80\n    2 1 0 160 100 80 1 0 1 5 40/160\n")
        #expect(pieces[2].hasPrefix("    8 100 300 0 1\n    5 -1 0 0 0 0 0 0 0 3\n"))
        // The end: the table's literal closed, then the scene in its compact form (one node line
        // for the list, then a, b and c, each with its parent and id).
        #expect(pieces[3].hasPrefix("\n    \"\"\"#)\n\n/// The scene `Stream` itself in a compact form"))
        #expect(pieces[3].contains("\n    snapline-scene 1\n"))
        #expect(pieces[3].contains(" -1 -1 0 u u list\n") && pieces[3].contains(" 0 0 u p:80 c\n"), "\(pieces[3])")
        #expect(pieces[3].hasSuffix("\n    \"\"\"#\n"))
        // The strings and kinds were all known from the first viewport: anchors first, then the
        // scene, the first viewport, the container, the label, the later viewports.
        #expect(pieces[0].contains("    snapline-packed 3\n    9\n    a\n    b\n    c\n    Stream\n    phone\n    list\n    top\n    tablet\n    wide\n    3 1\n    6 0.5 0 0 0\n    3\n"))
    }

    @Test func theStreamedFileIsTheWholeRender() throws {
        let compiled = try CompiledScene(Self.yaml)
        var diagnostics = Diagnostics()
        let names = try #require(SwiftNames(compiled.scene, diagnostics: &diagnostics))
        let whole = SwiftEmitter().render(scene: compiled.scene, tables: compiled.tables, names: names, sourcePath: "s.scene.yaml")
        let streamed = Compiler().compile(Array(Self.yaml.utf8), format: .swift, options: EmitOptions(sourcePath: "s.scene.yaml"), diagnostics: &diagnostics)
        #expect(streamed == whole)
    }
}
