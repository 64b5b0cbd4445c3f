import Foundation
import SnaplineTestSupport
import Testing
@testable import SnaplineCore
@testable import SnaplineLayout

/// Expansion of the templates into nodes: done while decoding for a scene without `repeat`, after
/// decoding otherwise. Both must give the same nodes, ids, per-viewport values and diagnostics.
struct ExpansionTests {
    /// What expansion decides, in comparable form.
    struct Expanded: Equatable {
        var nodes: [String]
        var ids: [String?]
        var written: [Int32]
        var mappingOfNode: [Int32]
        var diagnostics: [Diagnostic]
    }

    static func expanded(_ yaml: String, whileDecoding: Bool, maximumNodes: Int = 1_000_000) -> Expanded {
        var diagnostics = Diagnostics()
        guard let document = YAMLReader().read(Array(yaml.utf8), diagnostics: &diagnostics) else {
            return Expanded(nodes: [], ids: [], written: [], mappingOfNode: [], diagnostics: diagnostics.all)
        }
        var decoder = SceneDecoder(maximumNodes: maximumNodes)
        decoder.expandsWhileDecoding = whileDecoding
        guard let scene = decoder.decode(document, diagnostics: &diagnostics) else {
            return Expanded(nodes: [], ids: [], written: [], mappingOfNode: [], diagnostics: diagnostics.all)
        }
        let nodes = scene.nodes.map { "\($0.kind) \($0.location) \($0.parent) \($0.firstChild) \($0.nextSibling) \($0.width) \($0.height)" }
        return Expanded(nodes: nodes, ids: scene.ids, written: scene.perViewport.nodes, mappingOfNode: scene.perViewport.mappingOfNode, diagnostics: diagnostics.all)
    }

    @discardableResult
    static func expectSameBothWays(_ yaml: String, comment: Comment, maximumNodes: Int = 1_000_000, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Expanded {
        let early = expanded(yaml, whileDecoding: true, maximumNodes: maximumNodes)
        let late = expanded(yaml, whileDecoding: false, maximumNodes: maximumNodes)
        #expect(early == late, comment, sourceLocation: sourceLocation)
        return early
    }

    @Test func everySceneFileExpandsTheSameWhileDecoding() throws {
        let files = ["examples", "Tests/SnaplineCoreTests/Fixtures", "Tests/SnaplineCoreTests/RenderFixtures", "Tests/SnaplineCoreTests/SwiftFixtures"]
            .flatMap { Repository.sceneFiles(in: $0) }
        #expect(files.count >= 20)
        for path in files {
            Self.expectSameBothWays(try String(contentsOf: Repository.url(path), encoding: .utf8), comment: "\(path)")
        }
    }

    static let head = sceneHeader + "root:\n  scroll: s\n  children:\n"

    /// Duplicates at every distance, the table's growth (it starts at 16 slots and grows past 12
    /// ids), anonymous nodes between, `when` and written keys recorded per node.
    @Test func duplicatesAndWrittenKeysAreTheSameBothWays() {
        for count in [1, 11, 12, 13, 25, 49, 97, 200] {
            let items = (0 ..< count).map { "    - {item: n\($0), height: 4}\n    - {vstack: }\n" }.joined()
            Self.expectSameBothWays(Self.head + items, comment: "\(count) unique")
            Self.expectSameBothWays(Self.head + items + "    - {item: n0, height: 1}\n    - {item: n\(count - 1), height: 1}\n", comment: "\(count), then the first and last again")
            Self.expectSameBothWays(Self.head + items + "    - {item: s, behavior: paging, when: {phone: {height: 9}}}\n", comment: "\(count), the root's id again")
        }
    }

    /// The table's size is counted while decoding too. Six nested scrolls s1 … s6, scroll k
    /// holding item ik (its own one-point list when k is odd, else the scene's two points) then
    /// scroll k + 1: ik and s(k + 1) have chains of k containers. Per viewport: items
    /// 1 + 4 + 3 + 8 + 5 + 12 = 33, scrolls 2 x (1 + 2 + 3 + 4 + 5) = 30; in 8 viewports 504
    /// offsets, over 24 x 20 = 480, within 24 x 21 = 504.
    @Test func tableSizeIsTheSameBothWays() {
        var yaml = "scene: S\nviewports:\n" + (0 ..< 8).map { "  - {name: v\($0), width: 390, height: 844}\n" }.joined()
        yaml += "anchors: [top, center]\nroot:\n  "
        var indent = "  "
        for k in 1 ... 6 {
            yaml += "scroll: s\(k)\n\(indent)height: 100\n\(indent)children:\n\(indent)  - {item: i\(k), height: 10\(k % 2 == 1 ? ", anchors: [top]" : "")}\n"
            if k < 6 { yaml += "\(indent)  - " }
            indent += "    "
        }
        for limit in [12, 16, 20, 21, 30] {
            let result = Self.expectSameBothWays(yaml, comment: "limit \(limit)", maximumNodes: limit)
            let tooLarge = result.diagnostics.filter { $0.code == .tableTooLarge }
            #expect(tooLarge.count == (limit <= 20 ? 1 : 0), "limit \(limit)")
            if limit == 20 { #expect(tooLarge.first?.message.contains("would hold 504 offsets (11 anchors") == true) }
        }
    }

    /// Counted by hand: 100 distinct ids, then the 1st, the 50th and the 100th again; each
    /// repetition names the line of the first (the header, `root:`, `scroll:` and `children:`
    /// take lines 1 to 5, so item `n{k}` is on line 6 + k, and the repetitions on 106 to 108).
    @Test func duplicatesAfterTheTableGrewNameTheFirstLine() {
        let items = (0 ..< 100).map { "    - {item: n\($0), height: 4}\n" }.joined()
        let result = decodeScene(Self.head + items + "    - {item: n0}\n    - {item: n49}\n    - {item: n99}\n")
        #expect(result.scene == nil)
        #expect(result.errors.map(\.message) == [
            "duplicate id `n0`; an item at line 6 already has it (ids are unique across the scene)",
            "duplicate id `n49`; an item at line 55 already has it (ids are unique across the scene)",
            "duplicate id `n99`; an item at line 105 already has it (ids are unique across the scene)",
        ])
        #expect(result.errors.map(\.location?.line) == [106, 107, 108])
    }

    /// `c{r}{i}` with 12 x 12 instances, worked out by hand: `c` + r + i collides when the digits
    /// split differently. In expansion order (r = 0 … 11, each with i = 0 … 11): r = 0 … 9 give
    /// `c` + one digit + i, all distinct; r = 10 gives `c100` … `c1011`, which r = 1 (`c1` + i,
    /// i at most 11) never spells; r = 11, i = 0 gives `c110`, which r = 1, i = 10 had. One
    /// error for the template, however many instances repeat after that (`c111`, …).
    @Test func duplicateAcrossInstancesOfNestedRepeats() {
        let yaml = Self.head + """
                - repeat: 12
                  index: r
                  vstack: "row-{r}"
                  children:
                    - repeat: 12
                      item: 1️⃣"c{r}{i}"

            """
        let error = expectError(yaml, code: "duplicate-id", containing: [
            "duplicate id `c110`: this node's id is the same in more than one instance of an enclosing `repeat`",
            "as in `c110-{i}`",
        ])
        #expect(error != nil)
        Self.expectSameBothWays(yaml.replacingOccurrences(of: "1️⃣", with: ""), comment: "nested repeats")
    }

    /// A plain id after a repeat that makes it: the first is the repeat's third instance, whose
    /// id is written on line 7.
    @Test func plainIDMadeEarlierByARepeat() {
        let yaml = Self.head + """
                - repeat: 3
                  item: "a-{i}"
                - item: 1️⃣a-2

            """
        _ = expectError(yaml, code: "duplicate-id", containing: ["duplicate id `a-2`; an item at line 7 already has it"])
    }

    /// The node limit counts the root: root + 12 rows + 144 items = 157 nodes fit in 157 and not
    /// in 156. Each row instance is 13 nodes and fits; the 12 of them do not, so the outer
    /// `repeat` is reported.
    @Test func nodesAtTheLimit() {
        let yaml = Self.head + """
                - repeat: 1️⃣12
                  index: r
                  vstack: "row-{r}"
                  children:
                    - repeat: 12
                      item: "c{r}-{i}"

            """
        let marked = MarkedText(yaml)
        let fits = decodeScene(marked.text, maximumNodes: 157)
        #expect(fits.errors.isEmpty)
        #expect(fits.scene?.nodes.count == 157)
        #expect(fits.scene?.ids[2] == "c0-0")
        #expect(fits.scene?.ids[156] == "c11-11")
        #expect(fits.scene.map { Set($0.ids.compactMap { $0 }).count } == 157)
        _ = expectError(yaml, code: "too-many-nodes", containing: ["this `repeat: 12` makes the scene expand to 157 nodes; expected at most 156 (each instance here has 13)"], maximumNodes: 156)
    }

    @Test func idTableFindsEveryIDAgainAfterGrowing() {
        var table = IDTable(expected: 0, seed: 42)
        var ids: [String?] = []
        for k in 0 ..< 1000 {
            let id = "id-\(k)"
            ids.append(id)
            let hash = Array(id.utf8).withUnsafeBufferPointer { IDTable.hash($0, seed: 42) }
            #expect(table.firstOrInsert(id, hash: hash, node: Int32(k), ids: ids) == nil)
        }
        #expect(table.count == 1000)
        for k in [0, 1, 499, 999] {
            let id = "id-\(k)"
            let hash = Array(id.utf8).withUnsafeBufferPointer { IDTable.hash($0, seed: 42) }
            #expect(table.firstOrInsert(id, hash: hash, node: 5000, ids: ids) == Int32(k))
        }
        #expect(table.count == 1000)
    }
}
