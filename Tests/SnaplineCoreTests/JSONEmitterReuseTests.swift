import Testing
@testable import SnaplineCore
@testable import SnaplineLayout

/// The JSON emitter writes into a buffer object; each scene gets its own, so what a failed run
/// left there never reaches the next output.
@Suite struct JSONEmitterReuseTests {
    /// Viewport `wide` compiles (its table goes into the emitter's buffer), `narrow` does not: a
    /// page of 150 - 200 = -50 points.
    static let failsInItsSecondViewport = """
        scene: Half
        viewports:
          - {name: wide, width: 390, height: 844}
          - {name: narrow, width: 150, height: 844}
        root:
          scroll: pages
          axis: horizontal
          behavior: paging
          scrollPadding: {leading: 200}
          children: [{item: a, width: 500}]
        """

    static let good = """
        scene: Good
        viewports: [{name: phone, width: 390, height: 844}]
        root:
          scroll: list
          children: [{item: a, height: 1000}]
        """

    func compile(_ yaml: String, with emitter: inout JSONTableEmitter) -> (Bool, [UInt8], Diagnostics) {
        var diagnostics = Diagnostics()
        var output: [UInt8] = []
        let ok = Compiler().compile(Array(yaml.utf8), emitter: &emitter, diagnostics: &diagnostics) { output.append(contentsOf: $0) }
        return (ok, output, diagnostics)
    }

    @Test func aFailedSceneLeavesNothingForTheNext() {
        var emitter = JSONTableEmitter()
        let (failed, _, diagnostics) = compile(Self.failsInItsSecondViewport, with: &emitter)
        #expect(!failed && diagnostics.all.map(\.code) == [.badPageLength])
        #expect(emitter.buffer.count > 0, "the first viewport's table is pending in the buffer")

        let (ok, reused, _) = compile(Self.good, with: &emitter)
        var fresh = JSONTableEmitter()
        let (freshOK, expected, _) = compile(Self.good, with: &fresh)
        #expect(ok && freshOK)
        #expect(reused == expected)
        #expect(String(decoding: reused, as: UTF8.self).hasPrefix("{\n  \"format\": \"snapline-table\""))
    }
}
