import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// Content that changes, in the engine: the content that stays put (right-to-left, short content
/// anchored at its end, the innermost anchor), the anchor at an offset and the bounds of a target,
/// with numbers worked out by hand; then random sequences of updates against fresh layouts.
@Suite struct LiveLayoutTests {
    static func live(_ yaml: String, _ content: SceneContent? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> LiveLayout {
        let scene = try #require(ContentSupport.scene(yaml, sourceLocation: sourceLocation), sourceLocation: sourceLocation)
        return try LiveLayout(scene, description: ViewportDescription(scene.viewports[0]), content: content ?? scene.previewContent, maximumNodes: 1_000_000)
    }

    static func count(_ n: Int, _ values: SceneContent.Value...) -> SceneContent.Value {
        .instances(Array(repeating: SceneContent.Instance(values: values), count: n))
    }

    static let strip = """
        scene: R
        viewports: [{name: rtl, width: 390, height: 100, layoutDirection: rightToLeft}]
        root:
          scroll: strip
          axis: horizontal
          spacing: 8
          children:
            - repeat: {data: chips, preview: 8}
              item: "chip-{i}"
              width: {data: w, preview: 80}
        """

    /// Right-to-left: 8 chips of 80 with 8 between make 696 in 390, M = 306; chip-i's leading
    /// (right) edge is 88 i from the content's right edge. At the physical offset 206 (logical
    /// 100) the band's leading edge is in chip-1.
    @Test func rightToLeftWorksInLogicalCoordinates() throws {
        var live = try Self.live(Self.strip)
        let chips = ContentAddress(scope: 0, name: 0, indices: [])
        let w0 = ContentAddress(scope: 1, name: 0, indices: [0])
        #expect(live.anchor(at: 206, in: "strip", family: 1)?.indices == [1])
        // chip-0 40 wider: chip-1 starts at 128, logical 140 of M = 346, physical 206 again (the
        // content grew at its leading end, the right).
        #expect(try live.update(.measure(w0, 120), keeping: "strip", at: 206) == 206)
        #expect(live.current.table.containers[0].maxOffset == 346)
        // One chip of 80 inserted at the start: chip-1 is chip-2 at 88 + 40 + 88 = 216 logical;
        // M = 434, so physical 434 - (100 + 40 + 88) = 206.
        #expect(try live.update(.insert([SceneContent.Instance(values: [.length(nil)])], at: 0, in: chips), keeping: "strip", at: 206) == 206)
        // At the leading end (physical M, logical 0) the band's leading edge is in chip-0, whose
        // leading edge does not move as it grows: logical 0 still, the new M physically.
        let m = live.current.table.containers[0].maxOffset
        #expect(try live.update(.measure(w0, 200), keeping: "strip", at: m) == live.current.table.containers[0].maxOffset)
    }

    static let chat = """
        scene: C
        viewports: [{name: phone, width: 390, height: 844}]
        root:
          scroll: thread
          initialAnchor: bottom
          padding: 8
          spacing: 8
          children:
            - repeat: {data: messages, preview: 3}
              item: "msg-{i}"
              height: {data: h, preview: 60}
        """

    /// Three messages make 212 of content in 844: short content anchored at its end sits 632
    /// down, M = 0. At its end it stays at its end as messages arrive: once the content is longer
    /// than the band, at its new M.
    @Test func aShortChatAtItsEndFollowsItsNewestMessage() throws {
        var live = try Self.live(Self.chat)
        let messages = ContentAddress(scope: 0, name: 0, indices: [])
        #expect(live.current.layout.containers[0].contentOrigin.y == 632)
        let one = SceneContent.Instance(values: [.length(nil)])
        // 13 messages: 16 + 780 + 96 = 892, M = 48; one more at the end, 68 more.
        #expect(try live.update(.insert(Array(repeating: one, count: 10), at: 3, in: messages), keeping: "thread", at: 0) == 48)
        #expect(try live.update(.insert([one], at: 13, in: messages), keeping: "thread", at: 48) == 48 + 68)
        // Away from the end, the band's bottom at 100 + 844 = 944 is in msg-13 (892 ..< 952): a
        // message above it measured 20 taller moves it down 20.
        #expect(try live.update(.measure(ContentAddress(scope: 1, name: 0, indices: [2]), 80), keeping: "thread", at: 100) == 120)
    }

    static let groups = """
        scene: G
        viewports: [{name: small, width: 300, height: 100}]
        root:
          scroll: s
          children:
            - repeat: {data: groups, preview: 3}
              vstack: "g-{i}"
              children:
                - repeat: {data: rows, preview: 2}
                  index: j
                  item: "r-{i}-{j}"
                  height: {data: h, preview: 50}
        """

    /// Group i spans 100 i ..< 100 i + 100 and row (i, j) 100 i + 50 j: at 120 the band's top is
    /// in g-1 and in r-1-0, and the innermost, r-1-0, stays put. A row inserted at the start of
    /// group 1 moves r-1-0 (now r-1-1) down 50 but not g-1.
    @Test func theInnermostAnchorStaysPut() throws {
        var live = try Self.live(Self.groups)
        let rows1 = ContentAddress(scope: 1, name: 0, indices: [1])
        #expect(try live.update(.insert([SceneContent.Instance(values: [.length(nil)])], at: 0, in: rows1), keeping: "s", at: 120) == 170)
        #expect(live.anchor(at: 170, in: "s", family: 2) == AnchorHit(id: "r-1-1", indices: [1, 1], node: 6))
        // Removing the row under the band's top: the group that holds the point (100 ..< 250) is
        // the innermost that stays, and its top does not move.
        #expect(try live.update(.remove(1, at: 1, in: rows1), keeping: "s", at: 170) == 170)
        // Removing the whole group: none holds 170 then; the first that starts after it, g-2 (at
        // 200, then at 100) stays: 170 - 100 = 70.
        #expect(try live.update(.remove(1, at: 1, in: ContentAddress(scope: 0, name: 0, indices: [])), keeping: "s", at: 170) == 70)
    }

    static let estimates = """
        scene: E
        viewports: [{name: tall, width: 300, height: 500}]
        anchors: [top, bottom]
        root:
          scroll: s
          children:
            - {item: pad, height: 300}
            - {item: head, height: 100}
            - repeat: {data: rows, preview: 3}
              item: "row-{i}"
              height: {data: h, preview: 100}
        """

    /// Rows of 100 with no `max` after a 300 pad and a 100 head: 700 in 500, M = 200.
    @Test func boundsFollowWhatCanMoveTheTarget() throws {
        let live = try Self.live(Self.estimates)
        // head's top: raw 300, clamped 200. Rows at min (0): M = 0. Rows after it only lengthen
        // the content: hi is the raw value, 300.
        #expect(live.bounds(of: "head", target: "top") == [TargetBounds(container: "s", offset: 200, lo: 0, hi: 300)])
        // row-2's top: rows before it have no max, so hi is unbounded; at min it is 0.
        #expect(live.bounds(of: "row-2", target: "top") == [TargetBounds(container: "s", offset: 200, lo: 0, hi: nil)])
        // row-0's bottom: its own length, unbounded, moves its bottom.
        #expect(live.bounds(of: "row-0", target: "bottom")?.first?.hi == nil)
        // row-0's top: only its own length and those after it: hi = raw 400.
        #expect(live.bounds(of: "row-0", target: "top") == [TargetBounds(container: "s", offset: 200, lo: 0, hi: 400)])
        #expect(live.bounds(of: "nothing", target: "top") == nil)
        #expect(live.bounds(of: "head", target: "center") == nil)
    }

    @Test func updatesThatAreNotValidChangeNothing() throws {
        var live = try Self.live(Self.groups)
        let before = live.current.json
        let h = ContentAddress(scope: 2, name: 0, indices: [0, 0])
        #expect(throws: LiveLayoutError.self) { try live.update(.measure(h, .infinity)) }
        #expect(throws: LiveLayoutError.self) { try live.update(.measure(ContentAddress(scope: 2, name: 0, indices: [0]), 1)) }
        #expect(throws: LiveLayoutError.self) { try live.update(.measure(ContentAddress(scope: 9, name: 0, indices: []), 1)) }
        #expect(throws: LiveLayoutError.self) { try live.update(.measure(ContentAddress(scope: 0, name: 0, indices: []), 1)) }
        #expect(throws: LiveLayoutError.self) { try live.update(.insert([SceneContent.Instance(values: [])], at: 0, in: ContentAddress(scope: 1, name: 0, indices: [0]))) }
        #expect(throws: LiveLayoutError.self) { try live.update(.remove(-1, at: 0, in: ContentAddress(scope: 0, name: 0, indices: []))) }
        #expect(throws: LiveLayoutError.self) { try live.update(.replace(SceneContent(root: .with(.length(3))))) }
        #expect(throws: LiveLayoutError.self) { try live.update(.measure(h, 1), keeping: "s", at: .nan) }
        #expect(throws: LiveLayoutError.self) { try live.update(.measure(h, 1), keeping: "nope", at: 0) }
        #expect(live.current.json == before)
    }

    /// Random sequences of updates on scenes with data: after every step the layout is a fresh
    /// layout of its content, the content is the model's, and the offset kept is in range.
    @Test(arguments: ["Tests/SnaplineCoreTests/SwiftFixtures/content-menu.scene.yaml", "Tests/SnaplineCoreTests/SwiftFixtures/content-chat.scene.yaml", "Tests/SnaplineCoreTests/SwiftFixtures/content-feed.scene.yaml", "examples/store-menu.scene.yaml"])
    func randomUpdatesGiveAFreshLayout(_ file: String) throws {
        var diagnostics = Diagnostics()
        let scene = try #require(Compiler().decode(try FileIO.read(Repository.url(file).path), diagnostics: &diagnostics))
        let shape = try #require(scene.templates?.shape)
        var random = SplitMix64(seed: 0x5eed ^ UInt64(file.utf8.count))
        for viewport in scene.viewports {
            var live = try LiveLayout(scene, description: ViewportDescription(viewport), content: scene.previewContent, maximumNodes: 100_000)
            for _ in 0 ..< 12 {
                let update = Self.randomUpdate(live.content, shape: shape, random: &random)
                let c = Int(random.next() % UInt64(live.current.table.containers.count))
                let container = live.current.table.containers[c]
                let offset = Double(random.next() % 1000) / 1000 * container.maxOffset
                let expected = try? live.content.applying(update, shape: shape)
                let before = live.current.json
                do {
                    let kept = try live.update(update, keeping: container.id, at: offset)
                    let fresh = try LiveLayout(scene, description: ViewportDescription(viewport), content: live.content, maximumNodes: 100_000)
                    #expect(live.current.json == fresh.current.json)
                    #expect(live.content == expected)
                    let now = live.current.table.containers.first { $0.id == container.id }?.maxOffset ?? 0
                    #expect(kept.isFinite && kept >= 0 && kept <= now)
                } catch {
                    #expect(expected == nil || live.current.json == before, "\(error)")
                }
            }
        }
    }

    /// An update of `content`: a measurement, an insert, a removal (sometimes out of range).
    static func randomUpdate(_ content: SceneContent, shape: ContentShape, random: inout SplitMix64) -> ContentUpdate {
        // Walk down to a random instance, collecting the addresses there.
        var lengths: [ContentAddress] = [], repeats: [(ContentAddress, Int, Int)] = []
        func visit(_ instance: SceneContent.Instance, scope: Int, indices: [Int]) {
            for (k, name) in shape.scopes[scope].names.enumerated() where k < instance.values.count {
                switch (name.kind, instance.values[k]) {
                case (.length, _): lengths.append(ContentAddress(scope: scope, name: k, indices: indices))
                case (.instances(let inner), .instances(let list)):
                    repeats.append((ContentAddress(scope: scope, name: k, indices: indices), inner, list.count))
                    for (i, element) in list.enumerated() where i < 3 || i == list.count - 1 { visit(element, scope: inner, indices: indices + [i]) }
                default: break
                }
            }
        }
        visit(content.root, scope: 0, indices: [])
        switch random.next() % 3 {
        case 0 where !lengths.isEmpty:
            let value: Double? = random.next() % 4 == 0 ? nil : Double(random.next() % 300)
            return .measure(lengths[Int(random.next() % UInt64(lengths.count))], value)
        case 1 where !repeats.isEmpty:
            let (address, inner, count) = repeats[Int(random.next() % UInt64(repeats.count))]
            let n = Int(random.next() % 4)
            return .insert(Array(repeating: SceneContent.previewInstance(of: inner, in: shape), count: n), at: Int(random.next() % UInt64(count + 2)), in: address)
        default:
            guard let (address, _, count) = repeats.isEmpty ? nil : repeats[Int(random.next() % UInt64(repeats.count))] else { return .replace(content) }
            return .remove(Int(random.next() % 3), at: Int(random.next() % UInt64(count + 1)), in: address)
        }
    }
}
