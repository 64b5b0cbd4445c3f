import Foundation
import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// The one-pass snap targets the lint rules use agree with the per-container definition that the
/// view-aligned stops use, on every example and fixture.
@Suite struct SnapTargetsAgreementTests {
    static let root = Repository.root

    static var scenes: [String] {
        ["examples", "examples/lint", "Tests/SnaplineCoreTests/Fixtures", "Tests/SnaplineCoreTests/SwiftFixtures"].flatMap(Repository.sceneFiles(in:))
    }

    @Test func everyExampleHasScenes() { #expect(Self.scenes.count >= 15) }

    @Test(arguments: scenes)
    func onePassAgreesWithEachContainer(_ path: String) throws {
        var diagnostics = Diagnostics()
        let scene = try #require(Compiler().decode(try FileIO.read(Self.root.appendingPathComponent(path).path), diagnostics: &diagnostics))
        for k in scene.viewports.indices {
            // As production reads them: with the viewport's values (`targets` may differ per viewport).
            let resolved = ViewportScene(scene, viewport: k)
            let layout = try #require(Resolver().resolve(resolved, diagnostics: &diagnostics))
            let index = layout.snapTargetsOfEveryContainer(in: resolved.scene)
            for c in layout.containers.indices {
                let onePass = index[c].map { Int($0) }
                #expect(onePass == layout.snapTargets(ofContainer: c, in: resolved.scene), "\(path) \(resolved.viewport.name) container \(c)")
            }
        }
    }
}
