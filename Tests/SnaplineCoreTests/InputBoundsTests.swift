import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// The work a scene may ask for is bounded before any layout: viewports, and nodes times viewports.
@Suite struct InputBoundsTests {
    func errors(_ yaml: String, maximumNodes: Int = 1_000_000, maximumTableSize: Int? = nil) -> [Diagnostic] {
        var diagnostics = Diagnostics()
        _ = Compiler(maximumNodes: maximumNodes, maximumTableSize: maximumTableSize).decode(Array(yaml.utf8), diagnostics: &diagnostics)
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

    /// Fixed: the table grows with anchors x anchor points x chain length x viewports, which the
    /// node bound does not see (a 5 KB scene asked for 17 GB). Now it is bounded by 24 x the node
    /// limit, counted on the nodes before any layout.
    @Test func theTableBoundCountsAnchorPointsChainsAndViewports() {
        let viewports = "viewports:\n" + (0 ..< 4).map { "  - {name: v\($0), width: 390, height: 844}\n" }.joined()
        let points = "[top, center, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing, {anchor: top, offset: 1, name: t1}, {anchor: top, offset: 2, name: t2}]"
        let marked = MarkedText("scene: S\n" + viewports + "anchors: \(points)\nroot:\n  scroll: list\n  children:\n    - repeat: 110\n      1️⃣item: \"row-{i}\"\n      height: 10\n")
        // 110 items x 11 points x chain 1 x 4 viewports = 4840 offsets, over 24 x 200 = 4800 (the
        // 110th item passes it: 109 x 44 = 4796); 111 nodes and 444 layouts are within the node limit.
        let over = errors(marked.text, maximumNodes: 200)
        #expect(over.map(\.code) == [.tableTooLarge], "\(over)")
        #expect(over.first?.location == marked["1️⃣"])
        #expect(over.first?.message.contains("the table would hold 4840 offsets (110 anchors times their anchor points times their chain of scroll containers, in 4 viewports); expected at most 4800, 24 times the node limit (--max-nodes raises it)") == true, "\(over)")
        #expect(errors(marked.text, maximumNodes: 202).isEmpty)  // 24 x 202 = 4848
    }

    @Test func nestedContainersCountEveryLinkOfTheChain() {
        // Ten nested scrolls s1...s10, scroll k holding item ik then scroll k + 1: ik and s(k+1)
        // have chains of k containers. With 11 anchor points and one viewport, pairs k = 1...9 make
        // 22 x (1 + ... + 9) = 990 offsets, i10 adds 110: 1100, over 24 x 45 = 1080, at i10.
        let points = "[top, center, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing, {anchor: top, offset: 1, name: t1}, {anchor: top, offset: 2, name: t2}]"
        var yaml = "scene: S\nviewports: [{name: v, width: 390, height: 844}]\nanchors: \(points)\nroot:\n  "
        var indent = "  "
        for k in 1 ... 10 {
            yaml += "scroll: s\(k)\n\(indent)height: 100\n\(indent)children:\n\(indent)  - {\(k == 10 ? "1️⃣" : "")item: i\(k), height: 10}\n"
            if k < 10 { yaml += "\(indent)  - " }
            indent += "    "
        }
        let scene = MarkedText(yaml)
        let over = errors(scene.text, maximumNodes: 45)  // 20 nodes, 20 layouts: within the node limit
        #expect(over.map(\.code) == [.tableTooLarge], "\(over)")
        #expect(over.first?.location == scene["1️⃣"])
        #expect(over.first?.message.contains("would hold 1100 offsets (19 anchors") == true, "\(over)")
        #expect(errors(scene.text, maximumNodes: 46).isEmpty)  // 24 x 46 = 1104
    }

    /// Issue 28, item 8: just under the node-based bound, a 159 KB scene compiled to 1.26 GB of
    /// JSON. The table is also bounded for its file's size: the larger of 2 000 000 offsets and
    /// 16 per byte, or what `--max-table-size` gives.
    @Test func theTableIsBoundedForTheFilesSize() {
        let viewports = "viewports:\n" + (0 ..< 4).map { "  - {name: v\($0), width: 390, height: 844}\n" }.joined()
        let points = "[top, center, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing, {anchor: top, offset: 1, name: t1}, {anchor: top, offset: 2, name: t2}]"
        let marked = MarkedText("scene: S\n" + viewports + "anchors: \(points)\nroot:\n  scroll: list\n  children:\n    - repeat: 100000\n      1️⃣item: \"row-{i}\"\n      height: 10\n")
        let bytes = marked.text.utf8.count
        // 100 000 items x 11 points x chain 1 x 4 viewports = 4 400 000 offsets, over the floor of
        // 2 000 000 (16 x the file's bytes is far less); within 24 x the node limit.
        let over = errors(marked.text)
        #expect(over.map(\.code) == [.tableTooLarge], "\(over)")
        #expect(over.first?.location == marked["1️⃣"])
        #expect(over.first?.message.hasPrefix("the table would hold 4400000 offsets (100000 anchors with 1100000 anchor points, times their chain of up to 1 scroll container, times 4 viewports); expected at most 2000000 for a scene file of \(bytes) bytes (16 per byte, and at least 2000000), so that a small file cannot make gigabytes of output (--max-table-size raises it)") == true, "\(over)")
        // The same scene in a file of 275 000 bytes or more (16 x 275 000 = 4 400 000) is taken.
        let padding = "#" + String(repeating: "x", count: 275_000 - bytes - 2) + "\n"
        #expect((marked.text + padding).utf8.count == 275_000)
        #expect(errors(marked.text + padding).isEmpty)
        #expect(errors(marked.text + "#" + padding.dropFirst(2)).map(\.code) == [.tableTooLarge])  // 274 999 bytes
        // --max-table-size gives the bound: 110 items make 4840 offsets (109 make 4796).
        let small = marked.text.replacingOccurrences(of: "repeat: 100000", with: "repeat: 110")
        let given = errors(small, maximumTableSize: 4839)
        #expect(given.first?.message.hasPrefix("the table would hold 4840 offsets (110 anchors with 1210 anchor points, times their chain of up to 1 scroll container, times 4 viewports); expected at most 4839 (--max-table-size), so that") == true, "\(given)")
        #expect(errors(small, maximumTableSize: 4840).isEmpty)
        #expect(errors(marked.text, maximumTableSize: 4_400_000).isEmpty)
        // The node-based bound keeps its message when it is the smaller.
        #expect(errors(small, maximumNodes: 200, maximumTableSize: 4839).first?.message.contains("expected at most 4800, 24 times the node limit") == true)
    }
}
