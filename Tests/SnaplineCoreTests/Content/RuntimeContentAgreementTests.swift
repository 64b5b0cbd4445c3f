import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineRuntime
import SnaplineTestSupport

/// The runtime's layout with a content (`SceneLayouts.layout(for:content:)`, from the compact
/// text the generated Swift carries, templates and shape included) against the compiler's
/// layout of the scene with the content's numbers written out by hand: for random contents of
/// each scene, every viewport's JSON object byte for byte.
@Suite struct RuntimeContentAgreementTests {
    /// The runtime's JSON of each of `scene`'s viewports with `content`.
    static func runtimeObjects(_ scene: Scene, _ content: SceneContent) throws -> [String] {
        let layouts = SceneLayouts(packed: CompactScene.text(of: scene))
        return try scene.viewports.map { try layouts.liveLayout(for: ViewportDescription($0), content: content).current.json }
    }

    /// The compiler's viewport objects of a scene written out.
    static func compiledObjects(_ yaml: String) throws -> [String] {
        ViewportObjects.cut(Array(try #require(ContentSupport.json(ofYAML: yaml)).utf8))
    }

    static func length(_ random: inout SplitMix64, _ low: Double, _ high: Double) -> Double? {
        switch random.next() % 6 {
        case 0: nil
        case 1: (low + random.unit() * (high - low)) / 3  // a fraction that is not a short decimal
        default: (low + Double(random.next() % UInt64(high - low))).rounded(.down)
        }
    }

    @Test func compactTextKeepsTheTemplates() throws {
        for yaml in [ContentLayoutTests.menu, Self.feed, try Self.storeMenu()] {
            let scene = try #require(ContentSupport.scene(yaml))
            let text = CompactScene.text(of: scene)
            let read = try CompactSceneReader.scene(text)
            #expect(CompactScene.text(of: read) == text)
            #expect(read.templates?.shape == scene.templates?.shape)
            #expect(read.templates?.templates.map(\.id) == scene.templates?.templates.map(\.id))
            #expect(read.templates?.templates.map(\.instances) == scene.templates?.templates.map(\.instances))
        }
    }

    @Test func theMenuAgreesForRandomContents() throws {
        let scene = try #require(ContentSupport.scene(ContentLayoutTests.menu))
        var random = SplitMix64(seed: 0xC0_FFEE)
        for round in 0 ..< 16 {
            let chips = (0 ..< Int(random.next() % 7)).map { _ in Self.length(&random, 20, 200) }
            let sections = (0 ..< Int(random.next() % 6)).map { _ in
                ContentLayoutTests.Section(title: Self.length(&random, 0, 80), dishes: (0 ..< Int(random.next() % 5)).map { _ in Self.length(&random, 40, 400) })
            }
            let content = ContentLayoutTests.content(chips: chips, sections: sections)
            let expected = try Self.compiledObjects(ContentLayoutTests.menuWrittenOut(chips: chips, sections: sections))
            #expect(try Self.runtimeObjects(scene, content) == expected, "round \(round)")
        }
    }

    /// The text before the first `marker` (the root's `children:` line).
    static func before(_ marker: String, in text: String) -> String {
        text.firstRange(of: marker).map { String(text[..<$0.lowerBound]) } ?? text
    }

    // MARK: - The store menu example

    static func storeMenu() throws -> String {
        String(decoding: try FileIO.read(Repository.url("examples/store-menu.scene.yaml").path), as: UTF8.self)
    }

    /// `examples/store-menu.scene.yaml` written out: its header, then the two containers with
    /// every instance.
    static func storeMenuWrittenOut(chips: [Double?], sections: [[Double?]]) throws -> String {
        let source = try storeMenu()
        let head = Self.before("  children:\n", in: source)
        var lines = [head + "  children:", "    - scroll: categories", "      axis: horizontal", "      height: 44",
                     "      contentMargins: {horizontal: 16}", "      spacing: 8", "      behavior: viewAligned",
                     "      children:" + (chips.isEmpty ? " []" : "")]
        for (i, width) in chips.enumerated() {
            lines.append("        - {item: \"category-\(i)\", width: \(JSONNumber.format(width ?? 104)), anchors: [center]}")
        }
        lines += ["    - scroll: menu", "      padding: 16", "      spacing: 24", "      children:" + (sections.isEmpty ? " []" : "")]
        for (i, dishes) in sections.enumerated() {
            lines += ["        - vstack: \"section-\(i)\"", "          spacing: 12", "          children:",
                      "            - {item: \"section-\(i)-title\", height: 28}"]
            for (d, height) in dishes.enumerated() {
                lines.append("            - {item: \"dish-\(i)-\(d)\", height: \(JSONNumber.format(height ?? 112))}")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func theStoreMenuAgreesForRandomContents() throws {
        let scene = try #require(ContentSupport.scene(try Self.storeMenu()))
        var random = SplitMix64(seed: 0x57_03E)
        for round in 0 ..< 12 {
            let chips = (0 ..< Int(random.next() % 10)).map { _ in Self.length(&random, 64, 200) }
            let sections = (0 ..< Int(random.next() % 9)).map { _ in (0 ..< Int(random.next() % 6)).map { _ in Self.length(&random, 72, 240) } }
            let content = SceneContent(root: .with(
                .instances(chips.map { .with(.length($0)) }),
                .instances(sections.map { .with(.instances($0.map { .with(.length($0)) })) })))
            let expected = try Self.compiledObjects(try Self.storeMenuWrittenOut(chips: chips, sections: sections))
            #expect(try Self.runtimeObjects(scene, content) == expected, "round \(round)")
        }
    }

    // MARK: - A feed: containers inside data, counts only, pinned headers, `when`, a device

    /// Shelves of cards (a horizontal container per shelf, paging in compact viewports), rows
    /// whose instances have no data (a count), a header whose height is data, a title whose data
    /// height a `when` entry replaces, in a device viewport and a right-to-left one.
    static let feed = """
        scene: Feed
        viewports:
          - {name: phone, device: iPhone 15, traits: [compact]}
          - {name: sideways, device: iPhone 15, orientation: landscape, traits: [compact]}
          - {name: tablet, width: 820, height: 1180, traits: [regular], layoutDirection: rightToLeft}
        anchors: [top, center]
        root:
          scroll: page
          when:
            regular: {spacing: 6}
          children:
            - item: header
              height: {data: headerHeight, preview: 120}
            - repeat: {data: shelves, preview: 2}
              index: s
              vstack: "shelf-{s}"
              pinned: true
              children:
                - item: "shelf-{s}-title"
                  height: {data: titleHeight, preview: 30, min: 20}
                  when:
                    regular: {height: 40}
                - scroll: "rail-{s}"
                  axis: horizontal
                  height: 150
                  spacing: 10
                  behavior: viewAligned
                  when:
                    compact: {behavior: paging}
                  children:
                    - repeat: {data: cards, preview: 3}
                      index: c
                      item: "card-{s}-{c}"
                      width: {data: cardWidth, preview: 120}
                - repeat: {data: rows, preview: 2}
                  index: r
                  item: "row-{s}-{r}"
                  height: 44
                  when:
                    landscape: {height: 60}
            - item: footer
              height: 200
        """

    struct Shelf {
        var title: Double?
        var cards: [Double?]
        var rows: Int
    }

    static func feedWrittenOut(header: Double?, shelves: [Shelf]) -> String {
        let head = before("  children:\n", in: feed)
        var lines = [head + "  children:", "    - item: header", "      height: \(JSONNumber.format(header ?? 120))"]
        for (s, shelf) in shelves.enumerated() {
            lines += ["    - vstack: \"shelf-\(s)\"", "      pinned: true", "      children:",
                      "        - item: \"shelf-\(s)-title\"", "          height: \(JSONNumber.format(shelf.title ?? 30))",
                      "          when:", "            regular: {height: 40}",
                      "        - scroll: \"rail-\(s)\"", "          axis: horizontal", "          height: 150", "          spacing: 10",
                      "          behavior: viewAligned", "          when:", "            compact: {behavior: paging}",
                      "          children:" + (shelf.cards.isEmpty ? " []" : "")]
            for (c, width) in shelf.cards.enumerated() {
                lines.append("            - {item: \"card-\(s)-\(c)\", width: \(JSONNumber.format(width ?? 120))}")
            }
            for r in 0 ..< shelf.rows {
                lines += ["        - item: \"row-\(s)-\(r)\"", "          height: 44", "          when:", "            landscape: {height: 60}"]
            }
        }
        lines += ["    - item: footer", "      height: 200"]
        return lines.joined(separator: "\n") + "\n"
    }

    static func feedContent(header: Double?, shelves: [Shelf]) -> SceneContent {
        SceneContent(root: .with(.length(header), .instances(shelves.map { shelf in
            .with(.length(shelf.title), .instances(shelf.cards.map { .with(.length($0)) }),
                  .instances(Array(repeating: SceneContent.Instance(values: []), count: shelf.rows)))
        })))
    }

    @Test func theFeedAgreesForRandomContents() throws {
        let scene = try #require(ContentSupport.scene(Self.feed))
        #expect(scene.templates?.shape.scopes.map { $0.names.map(\.name) } == [["headerHeight", "shelves"], ["titleHeight", "cards", "rows"], ["cardWidth"], []])
        var random = SplitMix64(seed: 0xFEED)
        var cases: [(Double?, [Shelf])] = [(nil, []), (0, [Shelf(title: nil, cards: [], rows: 0)]), (nil, [Shelf(title: 20, cards: [nil, 300, 0.5], rows: 3), Shelf(title: nil, cards: [], rows: 0)])]
        for _ in 0 ..< 12 {
            cases.append((Self.length(&random, 0, 300), (0 ..< Int(random.next() % 5)).map { _ in
                Shelf(title: Self.length(&random, 20, 90), cards: (0 ..< Int(random.next() % 6)).map { _ in Self.length(&random, 40, 500) }, rows: Int(random.next() % 4))
            }))
        }
        for (round, (header, shelves)) in cases.enumerated() {
            let expected = try Self.compiledObjects(Self.feedWrittenOut(header: header, shelves: shelves))
            #expect(try Self.runtimeObjects(scene, Self.feedContent(header: header, shelves: shelves)) == expected, "round \(round)")
        }
    }

    // MARK: - Refusals

    /// A content whose ids repeat, or that makes too many nodes, is a thrown error, never a trap.
    @Test func aContentThatCannotBeExpandedThrows() throws {
        let scene = try #require(ContentSupport.scene(Self.feed))
        let layouts = SceneLayouts(packed: CompactScene.text(of: scene))
        // Past the run-time node limit by a few nodes (the count stops there: nothing is built).
        let half = SceneLayouts.maximumNodes / 2 + 1
        let many = Self.feedContent(header: nil, shelves: [Shelf(title: nil, cards: Array(repeating: nil, count: half), rows: half)])
        #expect(throws: LayoutFailure.self) { _ = try layouts.liveLayout(for: ViewportDescription(width: 390, height: 844), content: many) }
        let plain = try #require(ContentSupport.scene("scene: P\nviewports: [{name: a, width: 100, height: 100}]\nroot:\n  scroll: s\n  children:\n    - {item: x, height: 10}\n"))
        #expect(throws: LayoutFailure.self) { try SceneLayouts(packed: CompactScene.text(of: plain)).liveLayout(for: ViewportDescription(width: 100, height: 100), content: SceneContent(root: .with())) }
    }

    /// Every line of the templates section changed by hand: the reader throws or reads a scene
    /// that lays out or throws, never traps.
    @Test func handEditedTemplatesThrowOrLayOut() throws {
        let scene = try #require(ContentSupport.scene(Self.feed))
        let text = CompactScene.text(of: scene)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("T ") })
        var random = SplitMix64(seed: 7)
        var refused = 0
        let replacements = ["-1", "0", "1", "99999", "x", "d:0:9", "f:-1", "i:0", "l", "-", "p", "2147483648", "%zz"]
        for k in start ..< lines.count where !lines[k].isEmpty {
            var fields = lines[k].split(separator: " ").map(String.init)
            for _ in 0 ..< 4 {
                let f = Int(random.next() % UInt64(fields.count))
                let saved = fields[f]
                fields[f] = replacements[Int(random.next() % UInt64(replacements.count))]
                var edited = lines
                edited[k] = fields.joined(separator: " ")
                do {
                    let read = try CompactSceneReader.scene(edited.joined(separator: "\n"))
                    let layouts = SceneLayouts(packed: edited.joined(separator: "\n"))
                    _ = try? layouts.liveLayout(for: ViewportDescription(width: 390, height: 844), content: read.previewContent)
                    _ = try? layouts.liveLayout(for: ViewportDescription(width: 390, height: 844), content: Self.feedContent(header: 1, shelves: [Shelf(title: 1, cards: [1, 2], rows: 2)]))
                } catch {
                    refused += 1
                }
                fields[f] = saved
            }
        }
        #expect(refused > 0)
    }
}
