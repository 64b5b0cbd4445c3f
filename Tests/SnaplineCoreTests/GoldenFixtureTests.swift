import Foundation
import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// Each `Fixtures/NAME.scene.yaml` compiles to exactly `Fixtures/NAME.snapline.json`.
///
/// On a mismatch the test prints the first differing lines of both. To re-record after an
/// intended change, run `SNAPLINE_RECORD=1 swift test --filter GoldenFixtureTests` and review the
/// diff in git: the numbers in these files are also checked by hand in HandComputedTests.
@Suite struct GoldenFixtureTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static var fixtures: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".scene.yaml") }.map { String($0.dropLast(".scene.yaml".count)) }.sorted()
    }

    @Test func fixturesExist() {
        #expect(Self.fixtures.count >= 8)
    }

    @Test(arguments: fixtures)
    func fixtureMatches(_ name: String) throws {
        let scene = Self.directory.appendingPathComponent(name + ".scene.yaml")
        let expectedURL = Self.directory.appendingPathComponent(name + ".snapline.json")
        var diagnostics = Diagnostics()
        let output = Compiler().compile(try FileIO.read(scene.path), format: .json, diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted(file: name))")
        let actual = String(decoding: try #require(output), as: UTF8.self)
        try GoldenText.compare(actual, with: expectedURL)
    }
}
