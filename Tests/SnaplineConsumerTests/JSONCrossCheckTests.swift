import Foundation
import SnaplineCore
import SnaplineRuntime
import Testing

/// The generated Swift tables hold exactly what the JSON tables hold: every viewport, container,
/// stop, anchor, target and chain link, with the same `Double`s (shortest round-trip digits read
/// back by the Swift compiler and by the JSON parser alike).
@Suite struct JSONCrossCheckTests {
    @Test func everyExampleIsCompiledHere() throws {
        #expect(GeneratedTables.examples.map(\.name) == (try GeneratedTables.exampleSceneNames()))
    }

    @Test(arguments: GeneratedTables.examples.map(\.name))
    func generatedTableEqualsTheJSONTable(_ name: String) throws {
        let generated = try #require(GeneratedTables.examples.first { $0.name == name }?.table)
        let scene = GeneratedTables.root.appendingPathComponent("examples/\(name).scene.yaml")
        var diagnostics = Diagnostics()
        let json = try #require(Compiler().compile(try FileIO.read(scene.path), format: .json, diagnostics: &diagnostics), "\(diagnostics.all)")
        let expected = try JSONTableReader.table(from: Data(json))
        #expect(generated.scene == expected.scene)
        #expect(generated.viewports.map(\.name) == expected.viewports.map(\.name))
        // Compare piece by piece so a failure names the first container or anchor that differs.
        for (g, e) in zip(generated.viewports, expected.viewports) {
            #expect(g.width == e.width && g.height == e.height && g.layoutDirection == e.layoutDirection, "\(g.name)")
            #expect(g.containers.map(\.id) == e.containers.map(\.id), "\(g.name)")
            for (gc, ec) in zip(g.containers, e.containers) {
                var gHead = gc, eHead = ec
                gHead.anchors = []
                eHead.anchors = []
                #expect(gHead == eHead, "\(g.name) \(gc.id)")
                #expect(gc.anchors.map(\.id) == ec.anchors.map(\.id), "\(g.name) \(gc.id)")
                for (ga, ea) in zip(gc.anchors, ec.anchors) where ga != ea {
                    Issue.record("\(g.name) \(gc.id) \(ga.id):\n  generated \(ga)\n  JSON      \(ea)")
                }
            }
        }
        #expect(generated == expected)
    }
}
