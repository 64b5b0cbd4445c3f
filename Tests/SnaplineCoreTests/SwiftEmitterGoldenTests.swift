import Foundation
import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// Committed generated Swift is exactly what the emitter writes today:
/// - `SwiftFixtures/NAME.scene.yaml` -> `SwiftFixtures/NAME.snapline.swift` (golden files whose
///   numbers are worked out by hand in the scene's comment);
/// - `examples/NAME.scene.yaml` -> `Tests/SnaplineConsumerTests/Generated/NAME.snapline.swift`
///   (compiled and exercised by SnaplineConsumerTests), with no generated file left over from a
///   removed example.
///
/// After an intended change, re-record with `SNAPLINE_RECORD=1 swift test --filter
/// SwiftEmitterGoldenTests` and review the diff in git. (If the old generated files no longer
/// compile against the changed runtime, so that the tests cannot build, write them with the CLI
/// from the repository root instead: `snapline compile --emit swift SCENE -o FILE` for each pair.)
@Suite struct SwiftEmitterGoldenTests {
    static let root = Repository.root
    static let fixtures = "Tests/SnaplineCoreTests/SwiftFixtures"
    static let generated = "Tests/SnaplineConsumerTests/Generated"

    /// `(scene, generated file)` pairs, paths relative to the repository root.
    static var pairs: [(scene: String, swift: String)] {
        func scenes(in directory: String) -> [String] {
            Repository.sceneFiles(in: directory).map { String($0.dropFirst(directory.count + 1).dropLast(".scene.yaml".count)) }
        }
        return scenes(in: fixtures).map { ("\(fixtures)/\($0).scene.yaml", "\(fixtures)/\($0).snapline.swift") }
            + scenes(in: "examples").map { ("examples/\($0).scene.yaml", "\(generated)/\($0).snapline.swift") }
    }

    @Test func everyExampleAndFixtureIsCovered() {
        #expect(Self.pairs.filter { $0.scene.hasPrefix("examples/") }.count >= 7)
        #expect(Self.pairs.contains { $0.scene == "\(Self.fixtures)/edge-names.scene.yaml" })
    }

    @Test(arguments: pairs.map(\.scene))
    func generatedFileIsCurrent(_ scene: String) throws {
        let swift = try #require(Self.pairs.first { $0.scene == scene }?.swift)
        var diagnostics = Diagnostics()
        // The header names the scene relative to the generated file's directory, as `snapline compile` does.
        let header = SwiftEmitter.sourcePath(of: scene, forOutput: swift, currentDirectory: Self.root.path)
        let output = Compiler().compile(try FileIO.read(Self.root.appendingPathComponent(scene).path), format: .swift, options: EmitOptions(sourcePath: header), diagnostics: &diagnostics)
        // Examples are silent; a fixture may show a warning (duplicate-labels does).
        #expect(scene.hasPrefix("examples/") ? diagnostics.all.isEmpty : !diagnostics.hasErrors, "\(diagnostics.sorted(file: scene))")
        let actual = String(decoding: try #require(output), as: UTF8.self)
        try GoldenText.compare(actual, with: Self.root.appendingPathComponent(swift))
    }

    @Test func noGeneratedFileWithoutAnExample() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(Self.generated).path)
        let expected = Set(Self.pairs.map(\.swift).filter { $0.hasPrefix(Self.generated) }.map { String($0.dropFirst(Self.generated.count + 1)) })
        for name in names where !expected.contains(name) {
            Issue.record("\(Self.generated)/\(name) has no scene in examples/: delete it")
        }
    }
}

/// The generated header names the scene relative to the output file's directory, whatever the
/// current directory (paths computed by hand).
@Suite struct SwiftHeaderPathTests {
    @Test func relativeToTheOutputsDirectory() {
        #expect(SwiftEmitter.sourcePath(of: "scenes/menu.scene.yaml", forOutput: "generated/menu.snapline.swift", currentDirectory: "/repo") == "../scenes/menu.scene.yaml")
        #expect(SwiftEmitter.sourcePath(of: "menu.scene.yaml", forOutput: "menu.snapline.swift", currentDirectory: "/repo") == "menu.scene.yaml")
        #expect(SwiftEmitter.sourcePath(of: "a/b/menu.scene.yaml", forOutput: "a/out.swift", currentDirectory: "/x") == "b/menu.scene.yaml")
    }

    @Test func theSameFromAnyCurrentDirectory() {
        // /repo/examples/menu.scene.yaml -> /repo/Tests/Generated/menu.snapline.swift, named from /repo and from /repo/Tests.
        let fromRoot = SwiftEmitter.sourcePath(of: "examples/menu.scene.yaml", forOutput: "Tests/Generated/menu.snapline.swift", currentDirectory: "/repo")
        let fromTests = SwiftEmitter.sourcePath(of: "../examples/menu.scene.yaml", forOutput: "Generated/menu.snapline.swift", currentDirectory: "/repo/Tests")
        let absolute = SwiftEmitter.sourcePath(of: "/repo/examples/menu.scene.yaml", forOutput: "/repo/Tests/Generated/menu.snapline.swift", currentDirectory: "/elsewhere")
        #expect(fromRoot == "../../examples/menu.scene.yaml")
        #expect(fromTests == fromRoot)
        #expect(absolute == fromRoot)
    }

    @Test func dotsAreResolvedByName() {
        #expect(SwiftEmitter.sourcePath(of: "./x/../scenes/./m.scene.yaml", forOutput: "out/./m.swift", currentDirectory: "/r/") == "../scenes/m.scene.yaml")
        #expect(SwiftEmitter.sourcePath(of: "/m.scene.yaml", forOutput: "/a/b/m.swift", currentDirectory: "/") == "../../m.scene.yaml")
    }
}
