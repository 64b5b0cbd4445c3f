import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// A scene laid out with a content is the scene with the content's numbers written in: for
/// every content, the same JSON table, byte for byte.
@Suite struct ContentLayoutTests {
    /// A store menu: a bar of chips whose widths are data, sections whose count, title heights
    /// and dishes are data, in four viewports (landscape changes a section's spacing, one is
    /// right-to-left, one a device with a safe area).
    static let menu = """
        scene: Menu
        viewports:
          - {name: phone, width: 390, height: 844}
          - {name: landscape, width: 844, height: 390}
          - {name: rtl, width: 390, height: 844, layoutDirection: rightToLeft}
          - {name: device, device: iPhone 15}
        root:
          vstack:
          children:
            - scroll: chips
              axis: horizontal
              height: 44
              spacing: 8
              behavior: viewAligned
              children:
                - repeat: {data: chips, preview: 4}
                  item: "chip-{i}"
                  width: {data: chipWidth, preview: 80, min: 40}
            - scroll: menu
              padding: 16
              spacing: 24
              children:
                - repeat: {data: sections, preview: 3}
                  index: s
                  vstack: "section-{s}"
                  spacing: 12
                  when:
                    landscape: {spacing: 4}
                  children:
                    - {item: "section-{s}-title", height: {data: titleHeight, preview: 28}}
                    - repeat: {data: dishes, preview: 2}
                      item: "dish-{s}-{i}"
                      height: {data: dishHeight, preview: 96, min: 72, max: 240}
                - item: footer
                  height: 120
        """

    /// One section of the menu's content.
    struct Section {
        var title: Double?
        var dishes: [Double?]
    }

    /// The menu written out with these numbers (no data): what the content must lay out as.
    static func menuWrittenOut(chips: [Double?], sections: [Section]) -> String {
        var lines = [
            "scene: Menu",
            "viewports:",
            "  - {name: phone, width: 390, height: 844}",
            "  - {name: landscape, width: 844, height: 390}",
            "  - {name: rtl, width: 390, height: 844, layoutDirection: rightToLeft}",
            "  - {name: device, device: iPhone 15}",
            "root:",
            "  vstack:",
            "  children:",
            "    - scroll: chips",
            "      axis: horizontal",
            "      height: 44",
            "      spacing: 8",
            "      behavior: viewAligned",
            "      children:" + (chips.isEmpty ? " []" : ""),
        ]
        for (k, width) in chips.enumerated() {
            lines.append("        - {item: \"chip-\(k)\", width: \(number(width ?? 80))}")
        }
        lines += ["    - scroll: menu", "      padding: 16", "      spacing: 24", "      children:"]
        for (s, section) in sections.enumerated() {
            lines += [
                "        - vstack: \"section-\(s)\"",
                "          spacing: 12",
                "          when:",
                "            landscape: {spacing: 4}",
                "          children:",
                "            - {item: \"section-\(s)-title\", height: \(number(section.title ?? 28))}",
            ]
            for (i, dish) in section.dishes.enumerated() {
                lines.append("            - {item: \"dish-\(s)-\(i)\", height: \(number(dish ?? 96))}")
            }
        }
        lines += ["        - item: footer", "          height: 120"]
        return lines.joined(separator: "\n") + "\n"
    }

    static func number(_ v: Double) -> String { JSONNumber.format(v) }

    static func content(chips: [Double?], sections: [Section]) -> SceneContent {
        SceneContent(root: .with(
            .instances(chips.map { .with(.length($0)) }),
            .instances(sections.map { section in .with(.length(section.title), .instances(section.dishes.map { .with(.length($0)) })) })
        ))
    }

    @Test func theShapeNamesEveryDataInItsScope() throws {
        let scene = try #require(ContentSupport.scene(Self.menu))
        let shape = try #require(scene.templates?.shape)
        let names = shape.scopes.map { $0.names.map(\.name) }
        #expect(names == [["chips", "sections"], ["chipWidth"], ["titleHeight", "dishes"], ["dishHeight"]])
        #expect(shape.scopes[3].names[0].minimum == 72)
        #expect(shape.scopes[3].names[0].maximum == 240)
        #expect(shape.scopes[1].names[0].maximum == nil)
        #expect(shape.scopes[2].parent == ContentShape.Link(scope: 0, name: 1))
    }

    @Test func explainListsTheData() throws {
        let scene = try #require(ContentSupport.scene(Self.menu))
        #expect(ContentShapeText.text(of: scene) == """
            Menu's data (a content file gives it with --content; the app, Menu.Content):
              chips: a count (a list of instances), line 16, preview 4; each has:
                chipWidth: a width (a number, or null: not known yet), line 18, preview 80, estimates from 40 to unbounded
              sections: a count (a list of instances), line 23, preview 3; each has:
                titleHeight: a height (a number, or null: not known yet), line 30, preview 28
                dishes: a count (a list of instances), line 31, preview 2; each has:
                  dishHeight: a height (a number, or null: not known yet), line 33, preview 96, estimates from 72 to 240

            """)
    }

    @Test func withoutContentTheSceneIsItsPreview() throws {
        let preview = try #require(ContentSupport.json(ofYAML: Self.menu))
        let written = Self.menuWrittenOut(chips: [nil, nil, nil, nil], sections: Array(repeating: Section(title: nil, dishes: [nil, nil]), count: 3))
        #expect(preview == ContentSupport.json(ofYAML: written))
        // And the preview content, applied, gives the same bytes again.
        let scene = try #require(ContentSupport.scene(Self.menu))
        let applied = try scene.applying(scene.previewContent, maximumNodes: 1_000_000).get()
        #expect(ContentSupport.json(of: applied) == preview)
    }

    @Test func aJaggedMenuLaysOutAsWrittenOut() throws {
        let chips: [Double?] = [61, nil, 120.5]
        let sections = [Section(title: 40, dishes: [100, nil, 80]), Section(title: nil, dishes: []), Section(title: 0, dishes: [300])]
        let scene = try #require(ContentSupport.scene(Self.menu))
        let applied = try scene.applying(Self.content(chips: chips, sections: sections), maximumNodes: 1_000_000).get()
        let json = try #require(ContentSupport.json(of: applied))
        #expect(json == ContentSupport.json(ofYAML: Self.menuWrittenOut(chips: chips, sections: sections)))

        // By hand, in `phone`: the menu's content is 16 + (40 + 12 + 100 + 12 + 96 + 12 + 80) + 24
        // + 28 + 24 + (0 + 12 + 300) + 24 + 120 + 16 = 916 tall; section-2 starts at
        // 16 + 352 + 24 + 28 + 24 = 444.
        let compiled = try CompiledScene.fromScene(applied)
        #expect(try compiled.container("menu", in: "phone").contentSize.height == 916)
        #expect(try compiled.frame("section-2", in: "phone").y == 444)
        #expect(try compiled.frame("chip-2", in: "phone").width == 120.5)
    }

    @Test func zeroInstancesEverywhere() throws {
        let scene = try #require(ContentSupport.scene(Self.menu))
        let applied = try scene.applying(Self.content(chips: [], sections: []), maximumNodes: 1_000_000).get()
        #expect(ContentSupport.json(of: applied) == ContentSupport.json(ofYAML: Self.menuWrittenOut(chips: [], sections: [])))
        #expect(applied.nodes.count == 4)  // the vstack, the two scroll containers and the footer
    }

    @Test func randomContentsLayOutAsWrittenOut() throws {
        let scene = try #require(ContentSupport.scene(Self.menu))
        var random = SplitMix64(seed: 0x5EED_C0DE)
        func length(_ low: Double, _ high: Double) -> Double? {
            random.next() % 5 == 0 ? nil : (low + Double(random.next() % UInt64(high - low)) * 0.5).rounded(.down)
        }
        for _ in 0 ..< 12 {
            let chips = (0 ..< Int(random.next() % 7)).map { _ in length(20, 200) }
            let sections = (0 ..< Int(random.next() % 6)).map { _ in
                Section(title: length(0, 80), dishes: (0 ..< Int(random.next() % 5)).map { _ in length(40, 400) })
            }
            let applied = try scene.applying(Self.content(chips: chips, sections: sections), maximumNodes: 1_000_000).get()
            #expect(ContentSupport.json(of: applied) == ContentSupport.json(ofYAML: Self.menuWrittenOut(chips: chips, sections: sections)))
        }
    }

    @Test func tooManyNodesIsRefusedBeforeExpanding() throws {
        let scene = try #require(ContentSupport.scene(Self.menu))
        let sections = Array(repeating: Section(title: nil, dishes: Array(repeating: nil, count: 1000)), count: 20)
        let result = scene.applying(Self.content(chips: [], sections: sections), maximumNodes: 10_000)
        guard case .failure(let problems) = result else {
            Issue.record("expected too many nodes")
            return
        }
        #expect(problems.problems.map(\.code) == [.tooManyNodes])
        // 20 sections of a vstack, a title and 1000 dishes, and the 4 nodes around them: 20044.
        #expect(problems.problems[0].message.contains("more than 10000 nodes"))
    }

    @Test func hugeNestedCountsAreRefusedWithoutCountingThemAll() throws {
        let scene = try #require(ContentSupport.scene(Self.menu))
        // 1 000 sections of 100 000 dishes each is 10^8 nodes: refused as soon as the count passes the limit.
        let dishes = SceneContent.Value.instances(Array(repeating: .with(.length(nil)), count: 100_000))
        let sections = SceneContent.Value.instances(Array(repeating: .with(.length(nil), dishes), count: 1_000))
        let result = scene.applying(SceneContent(root: .with(.instances([]), sections)), maximumNodes: 1_000_000)
        guard case .failure(let problems) = result else {
            Issue.record("expected too many nodes")
            return
        }
        #expect(problems.problems.map(\.code) == [.tooManyNodes])
    }

    @Test func anIDWithoutTheDataIndexRepeatsWithContent() throws {
        let yaml = """
            scene: S
            viewports: [{name: phone, width: 390, height: 844}]
            root:
              scroll: list
              children:
                - repeat: {data: rows, preview: 1}
                  item: row
                  height: 40
            """
        let scene = try #require(ContentSupport.scene(yaml))
        let result = scene.applying(SceneContent(root: .with(.instances([.with(), .with()]))), maximumNodes: 100)
        guard case .failure(let problems) = result else {
            Issue.record("expected a duplicate id")
            return
        }
        #expect(problems.problems.map(\.code) == [.duplicateID])
        #expect(problems.problems[0].location == SourceLocation(line: 7, column: 13))
    }
}

extension CompiledScene {
    /// The scene compiled from a `Scene` value (one laid out with a content).
    static func fromScene(_ scene: Scene) throws -> LaidOutTables {
        var diagnostics = Diagnostics()
        let tables = try #require(Compiler().tables(for: scene, diagnostics: &diagnostics), "\(diagnostics.all)")
        return LaidOutTables(scene: scene, tables: tables)
    }
}

/// Tables of a scene value, with lookups by id (as `CompiledScene` has for inline YAML).
struct LaidOutTables {
    let scene: Scene
    let tables: [ViewportTable]

    func table(_ viewport: String) throws -> ViewportTable {
        try #require(tables.first { $0.viewport.name == viewport }, "no viewport \(viewport)")
    }

    func container(_ id: String, in viewport: String) throws -> ContainerEntry {
        try #require(try table(viewport).containers.first { $0.id == id }, "no container \(id)")
    }

    func frame(_ id: String, in viewport: String) throws -> Rect {
        let table = try table(viewport)
        let anchor = try #require(table.anchors.first { scene.ids[Int($0.node)] == id }, "no anchor \(id)")
        return table.frame(of: anchor)
    }
}
