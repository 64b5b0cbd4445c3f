import Testing
@testable import SnaplineCore

/// The work a scene may ask for is bounded before any layout: viewports, and nodes times viewports.
@Suite struct InputBoundsTests {
    func errors(_ yaml: String, maximumNodes: Int = 1_000_000) -> [Diagnostic] {
        var diagnostics = Diagnostics()
        _ = Compiler(maximumNodes: maximumNodes).decode(Array(yaml.utf8), diagnostics: &diagnostics)
        return diagnostics.all
    }

    static let root = "root:\n  scroll: list\n  children:\n    - repeat: 100\n      item: \"row-{i}\"\n      height: 10\n"

    /// Found by the fuzz target: the layout bound read the `viewports` key even when it was missing.
    @Test func aSceneWithoutViewportsIsReportedNotATrap() {
        let found = errors("scene: S\n" + Self.root)
        #expect(found.map(\.code) == [.missingKey], "\(found)")
    }

    @Test func theLayoutBoundScalesWithTheNodeLimit() {
        let viewports = "viewports:\n" + (0 ..< 10).map { "  - {name: v\($0), width: 390, height: 844}\n" }.joined()
        // 101 nodes x 10 viewports = 1010 layouts: over 8 x 126 = 1008, within 8 x 127 = 1016.
        let over = errors("scene: S\n" + viewports + Self.root, maximumNodes: 126)
        #expect(over.map(\.code) == [.tooManyNodes])
        #expect(over.first?.location == SourceLocation(line: 3, column: 3))
        #expect(over.first?.message.contains("101 nodes in 10 viewports make 1010 node layouts; expected at most 1008") == true, "\(over)")
        #expect(errors("scene: S\n" + viewports + Self.root, maximumNodes: 127).isEmpty)
    }

    @Test func sixtyFourViewportsAreAllowedNotSixtyFive() {
        func scene(_ count: Int) -> String {
            "scene: S\nviewports:\n" + (0 ..< count).map { "  - {name: v\($0), width: 390, height: 844}\n" }.joined() + Self.root
        }
        #expect(errors(scene(64)).isEmpty)
        let over = errors(scene(65))
        #expect(over.map(\.code) == [.tooManyViewports])
        #expect(over.first?.location == SourceLocation(line: 67, column: 5))
    }
}
