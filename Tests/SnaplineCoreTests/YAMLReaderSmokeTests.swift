import Testing
@testable import SnaplineCore
@testable import SnaplineLayout

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

    /// Past 16 pairs the duplicate check hashes the keys' bytes in place: each duplicate is
    /// reported at its second occurrence, with the line of the first.
    @Test func duplicateKeysInALargeMapping() {
        var diagnostics = Diagnostics()
        let text = (0 ..< 20).map { "k\($0): \($0)\n" }.joined() + "k3: 9\nk17: 1\nk20: 2\n"
        #expect(YAMLReader().read(Array(text.utf8), diagnostics: &diagnostics) == nil)
        #expect(diagnostics.all.map(\.message) == ["duplicate key `k3`; it was already given at line 4", "duplicate key `k17`; it was already given at line 18"])
        #expect(diagnostics.all.map(\.location) == [SourceLocation(line: 21, column: 1), SourceLocation(line: 22, column: 1)])
    }
}
