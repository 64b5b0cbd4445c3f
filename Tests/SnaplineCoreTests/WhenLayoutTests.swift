import Foundation
import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// Layout, targets and stops with per-viewport values, worked out by hand from the formulas of the
/// format (each scene's comment shows the arithmetic; the assertions are its numbers).
@Suite struct WhenLayoutTests {
    // Vertical list, rows 400 tall. Node: contentMargins 10 (padding 10, scroll padding 10), spacing 2.
    // phone (compact): spacing 4. Rows x 10, width 370; y 10, 414, 818. Content 1200 + 8 + 20 = 1228,
    //   V 844, M 384. row-1 top: 414 - 10 = 404, clamped to 384.
    // phone-landscape (compact, landscape): spacing 8 (the later entry wins), padding 0 (replaces
    //   the padding half of contentMargins), scroll padding still 10. Rows x 0, width 844; y 0, 408,
    //   816. Content 1216, V 390, M 826. row-1 top 398, row-2 top 806.
    // ipad (regular, and its own name): contentMargins 20, then scrollPadding 5; spacing 2. Rows x 20,
    //   width 780; y 20, 422, 824. Content 1200 + 4 + 40 = 1244, V 1180, M 64. row-0 top 15,
    //   row-1 top 417 clamped to 64.
    // (The scene is the golden fixture `Fixtures/per-viewport.scene.yaml`.)
    static var margins: String {
        get throws {
            let url = GoldenFixtureTests.directory.appendingPathComponent("per-viewport.scene.yaml")
            return try String(contentsOf: url, encoding: .utf8)
        }
    }

    @Test func laterEntriesWinAndContentMarginsSetsBothHalves() throws {
        let s = try CompiledScene(try Self.margins)
        #expect(try s.frame("row-1", in: "phone") == Rect(x: 10, y: 414, width: 370, height: 400))
        #expect(try s.container("list", in: "phone").contentSize == Size(width: 390, height: 1228))
        #expect(try s.container("list", in: "phone").maxOffset == 384)
        #expect(try s.chain("row-1", "top", in: "phone") == [.init(container: "list", offset: 384, raw: 404)])

        #expect(try s.frame("row-1", in: "phone-landscape") == Rect(x: 0, y: 408, width: 844, height: 400))
        #expect(try s.container("list", in: "phone-landscape").maxOffset == 826)
        #expect(try s.container("list", in: "phone-landscape").scrollPadding == Edges(top: 10, bottom: 10, leading: 10, trailing: 10))
        #expect(try s.offsets("row-1", "top", in: "phone-landscape") == [398])
        #expect(try s.offsets("row-2", "top", in: "phone-landscape") == [806])

        #expect(try s.frame("row-2", in: "ipad") == Rect(x: 20, y: 824, width: 780, height: 400))
        #expect(try s.container("list", in: "ipad").contentSize == Size(width: 820, height: 1244))
        #expect(try s.container("list", in: "ipad").maxOffset == 64)
        #expect(try s.container("list", in: "ipad").scrollPadding == Edges(top: 5, bottom: 5, leading: 5, trailing: 5))
        #expect(try s.offsets("row-0", "top", in: "ipad") == [15])
        #expect(try s.chain("row-1", "top", in: "ipad") == [.init(container: "list", offset: 64, raw: 417)])
    }

    @Test func entryOrderDecidesNotSelectorSpecificity() throws {
        // The same entries in the other order: in phone-landscape `landscape` (spacing 8) now comes
        // first and `compact` (spacing 4) replaces it. Rows y 10, 414, 818 with padding 0 →
        // y 0, 404, 808.
        let s = try CompiledScene(traitsHeader + """
            root:
              scroll: list
              spacing: 2
              when:
                landscape: {spacing: 8}
                compact: {spacing: 4}
              children:
                - repeat: 3
                  item: "row-{i}"
                  height: 400
            """)
        #expect(try s.frame("row-2", in: "phone-landscape").y == 808)
        #expect(try s.frame("row-2", in: "phone").y == 808)
        #expect(try s.frame("row-2", in: "ipad").y == 804)
    }

    // Horizontal row of four 300-wide cards, viewport 400 x 800. Content 1200, V 400, M 800.
    // phone (left-to-right): behavior none, no stops, limit never (the default for none).
    // phone-rtl: viewAligned with snapAlign end. Right-to-left places card-0 at x 900, card-1 600,
    //   card-2 300, card-3 0. End is the trailing edge, the left in right-to-left: u = 1 mirrored to
    //   0, so each stop is the card's x: 900 (clamped to 800), 600, 300, 0. With 0 and M:
    //   [0, 300, 600, 800]. limit is given nowhere: alwaysByOne, the default for viewAligned.
    static let rtl = """
        scene: T
        viewports:
          - {name: phone, width: 400, height: 800}
          - {name: phone-rtl, width: 400, height: 800, layoutDirection: rightToLeft}
        root:
          scroll: row
          axis: horizontal
          when:
            rightToLeft: {behavior: viewAligned, snapAlign: end}
          children:
            - repeat: 4
              item: "card-{i}"
              width: 300
        """

    @Test func rightToLeftSelector() throws {
        let s = try CompiledScene(Self.rtl)
        let ltr = try s.container("row", in: "phone")
        #expect(ltr.behavior == .none && ltr.stops == [] && ltr.limit == .never && ltr.snapAlign == .start)
        let rtl = try s.container("row", in: "phone-rtl")
        #expect(rtl.behavior == .viewAligned && rtl.snapAlign == .end && rtl.limit == .alwaysByOne)
        #expect(try s.frame("card-0", in: "phone-rtl").x == 900)
        #expect(rtl.stops == [0, 300, 600, 800])
    }

    @Test func limitOnTheNodeIsKeptWhateverTheBehavior() throws {
        let s = try CompiledScene(Self.rtl.replacingOccurrences(of: "  axis: horizontal\n", with: "  axis: horizontal\n  limit: alwaysByFew\n"))
        #expect(try s.container("row", in: "phone").limit == .alwaysByFew)
        #expect(try s.container("row", in: "phone-rtl").limit == .alwaysByFew)
    }

    @Test func leftToRightSelectorAndLimitInAnEntry() throws {
        let s = try CompiledScene(Self.rtl.replacingOccurrences(of: "snapAlign: end}", with: "snapAlign: end}\n    leftToRight: {behavior: viewAligned, limit: never}"))
        // phone: viewAligned from the second entry, snapAlign start: stops at each card's x.
        #expect(try s.container("row", in: "phone").stops == [0, 300, 600, 800])
        #expect(try s.container("row", in: "phone").limit == .never)
        #expect(try s.container("row", in: "phone-rtl").limit == .alwaysByOne)
    }

    // A viewAligned list whose content vstack has targets only on ipad. Rows 300 tall, y 0, 300,
    // 600, 900, 1200; content 1500.
    // phone: V 844, M 656, no targets: stops [0, 656].
    // ipad: V 1180, M 320; row stops 0, 300, then 600, 900, 1200 clamped to 320: [0, 300, 320].
    @Test func targetsInAnEntryChangesTheSnapTargets() throws {
        let s = try CompiledScene(traitsHeader + """
            root:
              scroll: list
              behavior: viewAligned
              content:
                vstack:
                targets: false
                when:
                  regular: {targets: true}
                children:
                  - repeat: 5
                    item: "row-{i}"
                    height: 300
            """)
        #expect(try s.container("list", in: "phone").stops == [0, 656])
        #expect(try s.container("list", in: "ipad").stops == [0, 300, 320])
    }

    // MARK: Layout errors at the entry's value

    @Test func unboundedFillFromAnEntryIsAtTheValue() {
        expectLayoutError(traitsHeader + """
            root:
              scroll: row
              axis: horizontal
              children:
                - item: a
                  width: 100
                  when:
                    landscape: {width: 1️⃣fill}
            """, code: "unbounded-fill", viewport: "phone-landscape")
    }

    @Test func pageLengthFromAnEntryIsAtTheValue() {
        // phone-landscape: V 844 less 422 + 422 of scroll padding leaves a page of 0.
        expectLayoutError(traitsHeader + """
            root:
              scroll: pages
              axis: horizontal
              behavior: paging
              when:
                landscape: {scrollPadding: 1️⃣{horizontal: 422}}
              children:
                - repeat: 3
                  item: "page-{i}"
                  width: 500
            """, code: "bad-page-length", viewport: "phone-landscape")
    }

    @Test func overflowFromAnEntryIsAtTheValue() {
        expectLayoutError(traitsHeader + """
            root:
              scroll: list
              children:
                - vstack:
                  when:
                    regular: {spacing: 1️⃣1e308}
                  children: [{item: a, height: 1}, {item: b, height: 1}, {item: c, height: 1}]
            """, code: "layout-overflow", viewport: "ipad")
    }

    @Test func overflowOfASumIsAtTheChildsEntryValue() {
        // Two items of 1e308 overflow the hstack's sum: the hstack gives nothing per viewport, so
        // the error goes to the first child whose length comes from an entry.
        expectLayoutError(traitsHeader + """
            root:
              scroll: list
              children:
                - hstack:
                  children:
                    - item: a
                      width: 10
                      height: 10
                      when: {regular: {width: 1️⃣1e308}}
                    - item: b
                      width: 10
                      height: 10
                      when: {regular: {width: 1e308}}
            """, code: "layout-overflow", viewport: "ipad")
    }

    @Test func relativeLengthFromAnEntryIsAtTheValue() {
        expectLayoutError(traitsHeader + """
            root:
              scroll: list
              children:
                - scroll: carousel
                  axis: horizontal
                  children:
                    - item: card
                      width: 100
                      height: 50
                      when: {landscape: {height: 1️⃣{fraction: 0.5}}}
            """, code: "unknown-relative-length", viewport: "phone-landscape")
    }

    @Test func pageLengthFromContentMarginsInAnEntryIsAtTheValue() {
        expectLayoutError(traitsHeader + """
            root:
              scroll: pages
              behavior: paging
              when:
                regular: {contentMargins: 1️⃣600}
              children:
                - repeat: 3
                  item: "page-{i}"
                  height: 900
            """, code: "bad-page-length", viewport: "ipad")
    }

    /// The node's own `fill` (the entry gives another key) is reported at that `fill` value.
    @Test func anErrorFromTheNodesOwnFillIsAtItsValue() {
        expectLayoutError("""
            scene: T
            viewports: [{name: phone, width: 390, height: 844, traits: [regular]}]
            root:
              scroll: row
              axis: horizontal
              children:
                - item: a
                  width: 1️⃣fill
                  when:
                    regular: {height: 20}
            """, code: "unbounded-fill", viewport: "phone")
    }
}

/// The per-viewport API lint rules read: resolved values and where the written keys are.
@Suite struct WrittenKeysTests {
    @Test func writtenKeysOnTheNodeAndInEntries() throws {
        let marked = MarkedText(traitsHeader + """
            root:
              scroll: list
              1️⃣snapAlign: 2️⃣center
              behavior: 3️⃣none
              when:
                4️⃣landscape: {5️⃣behavior: 6️⃣viewAligned, limit: 7️⃣never}
              children: []
            """)
        let scene = try #require(decodeScene(marked.text).scene)
        let keys = scene.writtenKeys(ofNode: 0)
        #expect(keys.map(\.property) == [.behavior, .snapAlign, .behavior, .limit])
        #expect(keys.map(\.selector) == [nil, nil, "landscape", "landscape"])
        #expect(keys.map(\.viewports) == [[0, 1, 2], [0, 1, 2], [1], [1]])
        #expect(keys.map(\.value) == [.behavior(.none), .snapAlign(.center), .behavior(.viewAligned), .limit(.never)])
        #expect(keys[1].position == WrittenPosition(key: try #require(marked["1️⃣"]), value: try #require(marked["2️⃣"])))
        #expect(keys[2].position == WrittenPosition(key: try #require(marked["5️⃣"]), value: try #require(marked["6️⃣"])))
        #expect(keys[3].position.value == marked["7️⃣"])

        // The behavior in effect and where it is written, per viewport.
        let portrait = ViewportScene(scene, viewport: 0)
        #expect(portrait.scene.nodes[0].behavior == .none && portrait.scene.nodes[0].limit == .automatic)
        #expect(portrait.valuePosition(ofNode: 0, .behavior)?.value == marked["3️⃣"])
        let landscape = ViewportScene(scene, viewport: 1)
        #expect(landscape.scene.nodes[0].behavior == .viewAligned && landscape.scene.nodes[0].snapAlign == .center)
        #expect(landscape.valuePosition(ofNode: 0, .behavior)?.value == marked["6️⃣"])
        #expect(landscape.viewport.name == "phone-landscape" && scene.behavior(ofNode: 0, inViewport: 2) == .none)
        #expect(scene.perViewport.mapping(ofNode: 0)?.when.first?.selectorLocation == marked["4️⃣"])
    }
}

/// The worked example of the format reference, read from the document itself, checked against the
/// numbers worked out there by hand.
@Suite struct FormatDocumentWorkedExampleTests {
    static let format = Repository.url("docs/format.md")

    /// The first ```yaml block after `heading`.
    static func yamlBlock(after heading: String) throws -> String {
        let text = try String(contentsOf: format, encoding: .utf8)
        let section = try #require(text.range(of: heading), "no \(heading) in docs/format.md")
        let start = try #require(text.range(of: "```yaml\n", range: section.upperBound ..< text.endIndex))
        let end = try #require(text.range(of: "```", range: start.upperBound ..< text.endIndex))
        return String(text[start.upperBound ..< end.lowerBound])
    }

    @Test func onePhotoPerPageInPortraitTwoInLandscape() throws {
        let s = try CompiledScene(try Self.yamlBlock(after: "### Worked example F"))
        // Portrait: 390 wide at 0, 390, …, 1560; content 1950, M 1560, P 390.
        #expect(try (0 ..< 5).map { try s.frame("photo-\($0)", in: "phone") } == (0 ..< 5).map { Rect(x: Double($0) * 390, y: 0, width: 390, height: 844) })
        #expect(try s.container("photos", in: "phone").maxOffset == 1560)
        #expect(try s.container("photos", in: "phone").stops == [0, 390, 780, 1170, 1560])
        // Landscape: 422 wide at 0, 422, …, 1688; content 2110, M 1266, P 844.
        #expect(try (0 ..< 5).map { try s.frame("photo-\($0)", in: "phone-landscape") } == (0 ..< 5).map { Rect(x: Double($0) * 422, y: 0, width: 422, height: 390) })
        #expect(try s.container("photos", in: "phone-landscape").contentSize.width == 2110)
        #expect(try s.container("photos", in: "phone-landscape").maxOffset == 1266)
        #expect(try s.container("photos", in: "phone-landscape").stops == [0, 844, 1266])
    }
}

/// A scene with `when` gives, in each viewport, the table of the same scene written with that
/// viewport's values and no `when`.
@Suite struct WhenMatchesWrittenOutTests {
    /// The JSON of viewport `name` (its object in the `viewports` array) of a compiled scene.
    static func viewportJSON(_ yaml: String, _ name: String) throws -> String {
        var diagnostics = Diagnostics()
        let bytes = try #require(Compiler().compile(Array(yaml.utf8), format: .json, diagnostics: &diagnostics), "\(diagnostics.all)")
        let text = String(decoding: bytes, as: UTF8.self)
        let start = try #require(text.range(of: "{\n      \"name\": \"\(name)\""))
        let end = text.range(of: "\n    }", range: start.upperBound ..< text.endIndex)?.upperBound ?? text.endIndex
        return String(text[start.lowerBound ..< end])
    }

    static func pager(_ viewports: String, photo: String) -> String {
        """
        scene: PhotoPager
        viewports:
        \(viewports)
        anchors: [leading, center]
        root:
          scroll: pager
          axis: horizontal
          behavior: paging
          contentMargins: {horizontal: 8}
          children:
            - repeat: 6
              item: "photo-{i}"
        \(photo)
        """
    }

    static let viewports = """
          - {name: phone, width: 390, height: 844, traits: [compact]}
          - {name: phone-landscape, width: 844, height: 390, traits: [compact]}
          - {name: ipad, width: 1024, height: 1366, traits: [regular]}
        """

    @Test func eachViewportIsTheSceneWrittenWithItsValues() throws {
        let withWhen = Self.pager(Self.viewports, photo: """
                  width: {count: 1}
                  when:
                    landscape: {width: {count: 2}}
                    regular: {width: {count: 4}}
                    ipad: {scrollMargin: 4}
            """)
        let written: [(String, String)] = [
            ("phone", "      width: {count: 1}"),
            ("phone-landscape", "      width: {count: 2}"),
            ("ipad", "      width: {count: 4}\n      scrollMargin: 4"),
        ]
        for (name, photo) in written {
            let single = Self.pager(Self.viewports.split(separator: "\n").filter { $0.contains("name: \(name),") }.joined(separator: "\n"), photo: photo)
            let json = try Self.viewportJSON(withWhen, name)
            #expect(json.contains("\"stops\": [0, ") && json.contains("\"id\": \"photo-5\""))
            #expect(try json == Self.viewportJSON(single, name), "viewport \(name)")
        }
        // And the viewports do differ.
        #expect(try Self.viewportJSON(withWhen, "phone").dropFirst(40) != Self.viewportJSON(withWhen, "ipad").dropFirst(40))
    }
}

/// `explain` and `render` read each viewport's own values.
@Suite struct WhenExplainTests {
    @Test func stopsExplanationUsesTheViewportsBehavior() throws {
        var diagnostics = Diagnostics()
        let scene = try #require(Compiler().decode(Array(WhenLayoutTests.rtl.utf8), diagnostics: &diagnostics))
        var behaviors: [ScrollBehavior] = []
        for k in scene.viewports.indices {
            let compiled = try #require(Compiler().viewport(k, of: scene, diagnostics: &diagnostics))
            behaviors.append(try StopsExplanation(compiled, container: 0).behavior)
        }
        #expect(behaviors == [.none, .viewAligned])
    }
}
