import Testing
@testable import SnaplineCore

@Suite struct YAMLReaderSmokeTests {
    @Test func readsPositionsOfAMapping() throws {
        var diagnostics = Diagnostics()
        let doc = try #require(YAMLReader().read(Array("scene: A\nroot:\n  item: x\n".utf8), diagnostics: &diagnostics))
        #expect(doc[0].kind == .mapping)
        #expect(doc[0].childCount == 4)
        #expect(doc.string(1) == "scene")
        #expect(doc[4].kind == .mapping)
        #expect(doc[4].start == SourceLocation(line: 3, column: 3))
        #expect(doc.string(6) == "x")
    }

    @Test func rejectsAliases() {
        var diagnostics = Diagnostics()
        let doc = YAMLReader().read(Array("a: &x 1\nb: *x\n".utf8), diagnostics: &diagnostics)
        #expect(doc == nil)
        #expect(diagnostics.all.first?.code.rawValue == "yaml-anchor")
        #expect(diagnostics.all.first?.location == SourceLocation(line: 1, column: 4))
    }
}
