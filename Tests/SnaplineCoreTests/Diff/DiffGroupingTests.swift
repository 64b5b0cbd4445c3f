import Testing
@testable import SnaplineCore
@testable import SnaplineLayout

/// Grouped reports (issue 29, item 4): the instances of a `repeat` that changed alike are one
/// line, viewports where a line reads the same are listed on it, a rename is one line, and a
/// `when` entry that keeps a changed value from applying is noted. Numbers by hand.
@Suite struct DiffGroupingTests {
    static let phoneAndRTL = "[{name: phone, width: 390, height: 844}, {name: phone-rtl, width: 390, height: 844, layoutDirection: rightToLeft}]"

    /// Header 200 -> 208 over 12 sections of 1000: content 12200 -> 12208, so the range goes
    /// 11356 -> 11364 and section i's top 200 + 1000 i -> 208 + 1000 i (the last, 11200, is
    /// within the range): 13 changes a viewport, 26 in all, which were 26 lines.
    @Test func aTallerHeaderOverRepeatedSectionsIsTwoLines() throws {
        let before = menuScene(repeats: 12, viewports: Self.phoneAndRTL)
        let after = menuScene(header: 208, repeats: 12, viewports: Self.phoneAndRTL)
        let diff = try sceneDiff(before, after)
        #expect(try diff.text(before: before, after: after) == """
            before.scene.yaml → after.scene.yaml (Menu): 26 changes, 0 breaking, in 2 lines
            phone, phone-rtl  menu range 11356 → 11364 (+8)
            phone, phone-rtl  section-{i} top  menu: 12 anchors moved +8

            """)
        #expect(try diff.textLines.count == 26, "--ungrouped keeps one line per change")
    }

    /// The same with the default anchors (topLeading, center, bottomTrailing): section i's are
    /// 200 + 1000 i, 278 + 1000 i and 356 + 1000 i (the last, 11356, is the range), all + 8; the
    /// header's center and bottomTrailing stay clamped at 0. 37 changes; the three labels'
    /// groups read the same, so they are one line.
    @Test func labelsThatMovedAlikeShareTheirLine() throws {
        let before = menuScene(repeats: 12).replacingOccurrences(of: "      anchors: [top]\n", with: "").replacingOccurrences(of: "anchors: [top]\n", with: "")
        let after = before.replacingOccurrences(of: "height: 200", with: "height: 208")
        #expect(!before.contains("anchors"))
        #expect(try sceneDiff(before, after).text(before: before, after: after) == """
            before.scene.yaml → after.scene.yaml (Menu): 37 changes, 0 breaking, in 2 lines
            phone  menu range 11356 → 11364 (+8)
            phone  section-{i} topLeading, center, bottomTrailing  menu: 12 anchors moved +8

            """)
    }

    /// Spacing 12 -> 0 between the header and 12 sections: section i's top is
    /// 200 + 12 (i + 1) + 1000 i, so it moves -12 (i + 1), -12 to -144; the content loses 12
    /// gaps of 12, the range 11500 -> 11356.
    @Test func movesOfDifferentSizesShowTheirRange() throws {
        let before = menuScene(repeats: 12, spacing: 12)
        let after = menuScene(repeats: 12)
        #expect(try sceneDiff(before, after).text(before: before, after: after) == """
            before.scene.yaml → after.scene.yaml (Menu): 13 changes, 0 breaking, in 2 lines
            phone  menu range 11500 → 11356 (-144)
            phone  section-{i} top  menu: 12 anchors moved -12 … -144

            """)
    }

    /// Nodes written one by one (no `repeat`) that moved by the same amount in one container are
    /// one line too: header 200 -> 236 moves starters, mains and desserts 200, 1200, 2200 by 36,
    /// the range 2356 -> 2392.
    @Test func loneMovesOfOneSizeAreOneLine() throws {
        func scene(_ header: Int) -> String {
            """
            scene: Menu
            viewports: [{name: phone, width: 390, height: 844}]
            anchors: [top]
            root:
              scroll: menu
              children:
                - {item: header, height: \(header)}
                - {item: starters, height: 1000}
                - {item: mains, height: 1000}
                - {item: desserts, height: 1000}
            """
        }
        #expect(try sceneDiff(scene(200), scene(236)).text() == """
            before.scene.yaml → after.scene.yaml (Menu): 4 changes, 0 breaking, in 2 lines
            phone  menu range 2356 → 2392 (+36)
            phone  menu: 3 targets moved +36 (starters top, mains top, desserts top)

            """)
    }

    /// Three view-aligned rows of five 100-point cards in a 390-point viewport: content 500,
    /// range 110, stops the cards' leading edges clamped, [0, 100, 110]. Cards 110 wide: content
    /// 550, range 160, stops [0, 110, 160]; card 1's leading offset 100 -> 110, cards 2 to 4
    /// 110 -> 160 (clamped). 6 changes a row, 18 in all. Containers of one `repeat` with the same
    /// numbers are one line with those numbers; renamed, they stay removed and added.
    static func rows(card: Int = 100, id: String = "row") -> String {
        """
        scene: Rows
        viewports: [{name: phone, width: 390, height: 844}]
        anchors: [leading]
        root:
          scroll: page
          children:
            - repeat: 3
              scroll: "\(id)-{i}"
              axis: horizontal
              height: 100
              behavior: viewAligned
              children:
                - repeat: 5
                  index: j
                  item: "card-{i}-{j}"
                  width: \(card)
        """
    }

    @Test func repeatedContainersWithTheSameNumbersAreOneLine() throws {
        #expect(try sceneDiff(Self.rows(), Self.rows(card: 110)).text(before: Self.rows(), after: Self.rows(card: 110)) == """
            before.scene.yaml → after.scene.yaml (Rows): 18 changes, 0 breaking, in 3 lines
            phone  row-{i} stops: 3 containers [0, 100, 110] → [0, 110, 160]
            phone  row-{i} range: 3 containers 110 → 160 (+50)
            phone  card-{i}-{j} leading  row-{i}: 12 anchors moved +10 … +50

            """)
        // `row-{i}` renamed `line-{i}`: 3 containers and 3 anchors each way, and the 15 cards'
        // chains go through other containers: 27 changes.
        #expect(try sceneDiff(Self.rows(), Self.rows(id: "line")).text(before: Self.rows(), after: Self.rows(id: "line")) == """
            before.scene.yaml → after.scene.yaml (Rows): 27 changes, 6 breaking, in 5 lines
            BREAKING  phone  container row-{i}: 3 removed (row-0, row-1, row-2)
            BREAKING  phone  row-{i}: 3 anchors removed (row-0, row-1, row-2)
            phone  container line-{i}: 3 added (line-0, line-1, line-2)
            phone  line-{i}: 3 anchors added (line-0, line-1, line-2)
            phone  card-{i}-{j} leading: chain of containers changed for 15 anchors

            """)
    }

    /// Three courses of `repeat: 4` dishes (a vstack holding a 100-point price each), in a
    /// viewport 100 tall; the dishes go to `repeat: 3`. Course i's top 400 i -> 300 i, dish and
    /// price (i, j) 400 i + 100 j -> 300 i + 100 j (moves -100 i), range 1100 -> 800; the
    /// fourth dish and price of each course are removed: 6 ids in 2 viewports, 12 breaking
    /// changes that were 12 lines; 42 changes in all.
    static func courses(dishes: Int, price: String = "price") -> String {
        """
        scene: Menu
        viewports: [{name: phone, width: 390, height: 100}, {name: phone-rtl, width: 390, height: 100, layoutDirection: rightToLeft}]
        anchors: [top]
        root:
          scroll: menu
          children:
            - repeat: 3
              vstack: "course-{i}"
              children:
                - repeat: \(dishes)
                  index: j
                  vstack: "dish-{i}-{j}"
                  children:
                    - item: '\(price)-{i}-{j}'
                      height: 100
        """
    }

    @Test func aRepeatOfFourToThreeIsOneBreakingLinePerMapping() throws {
        let (before, after) = (Self.courses(dishes: 4), Self.courses(dishes: 3))
        let diff = try sceneDiff(before, after)
        #expect(diff.changeCount == 42 && diff.breakingCount == 12)
        #expect(try diff.text(before: before, after: after) == """
            before.scene.yaml → after.scene.yaml (Menu): 42 changes, 12 breaking, in 6 lines
            BREAKING  phone, phone-rtl  dish-{i}-{j}: 3 anchors removed (dish-0-3, dish-1-3, dish-2-3)
            BREAKING  phone, phone-rtl  price-{i}-{j}: 3 anchors removed (price-0-3, price-1-3, price-2-3)
            phone, phone-rtl  menu range 1100 → 800 (-300)
            phone, phone-rtl  course-{i} top  menu: 2 anchors moved -100 … -200
            phone, phone-rtl  dish-{i}-{j} top  menu: 6 anchors moved -100 … -200
            phone, phone-rtl  price-{i}-{j} top  menu: 6 anchors moved -100 … -200

            """)
        // Without the files, a group is named from its ids: the digits that differ are `{…}`.
        let lines = try diff.text().split(separator: "\n")
        #expect(lines[1] == "BREAKING  phone, phone-rtl  dish-{…}-3: 3 anchors removed (dish-0-3, dish-1-3, dish-2-3)")
        #expect(lines[5] == "phone, phone-rtl  dish-{…}-{…} top  menu: 6 anchors moved -100 … -200")
    }

    /// The header renamed `masthead`, nothing else: in both viewports it is at 0, 200 tall, top
    /// offset 0, so the removal and the addition are one rename, breaking. JSON still lists both.
    @Test func anAnchorWithANewIdAndTheSameNumbersIsARename() throws {
        let before = menuScene(viewports: Self.phoneAndRTL)
        let after = before.replacingOccurrences(of: "- item: header", with: "- item: masthead")
        let diff = try sceneDiff(before, after)
        #expect(try diff.text() == """
            before.scene.yaml → after.scene.yaml (Menu): 4 changes, 2 breaking, in 1 line
            BREAKING  phone, phone-rtl  header renamed → masthead

            """)
        var json = ""
        var out = DiffOutput(text: { json += $0 })
        try DiffJSON().write(diff, to: &out)
        out.flush()
        #expect(json.components(separatedBy: "\"kind\": \"anchor-removed\"").count == 3)
        #expect(json.components(separatedBy: "\"kind\": \"anchor-added\"").count == 3)
    }

    /// `price-{i}-{j}` renamed `cost-{i}-{j}` while the dishes go 4 -> 3: course 0 keeps its
    /// place, so its three prices are renamed; `cost-1-0` sits at 300 where `price-0-3` was,
    /// but under `dish-1-0`, which the old version has, not under the removed `dish-0-3`: no
    /// pair. Courses 1 and 2 moved up 100 and 200, so their prices are removed and added.
    @Test func aRenameKeepsItsPlaceInTheTree() throws {
        let (before, after) = (Self.courses(dishes: 4), Self.courses(dishes: 3, price: "cost"))
        let lines = try sceneDiff(before, after).text(before: before, after: after).split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(5)) == [
            "before.scene.yaml → after.scene.yaml (Menu): 66 changes, 30 breaking, in 7 lines",
            "BREAKING  phone, phone-rtl  price-{i}-{j} renamed → cost-{i}-{j}: 3 anchors (price-0-0 → cost-0-0, price-0-1 → cost-0-1, price-0-2 → cost-0-2)",
            "BREAKING  phone, phone-rtl  dish-{i}-{j}: 3 anchors removed (dish-0-3, dish-1-3, dish-2-3)",
            "BREAKING  phone, phone-rtl  price-{i}-{j}: 9 anchors removed (price-0-3, price-1-0, price-1-1, price-1-2, price-1-3, price-2-0, … 3 more)",
            "phone, phone-rtl  cost-{i}-{j}: 6 anchors added (cost-1-0, cost-1-1, cost-1-2, cost-2-0, cost-2-1, cost-2-2)",
        ])
    }

    /// A rename must keep the numbers in every viewport: with the header 240 tall in landscape
    /// only (a `when` entry added), landscape's sections move 40 and the header's frame differs
    /// there, so it stays a removal and an addition.
    @Test func sameNumbersInOneViewportOnlyIsNoRename() throws {
        let viewports = "[{name: phone, width: 390, height: 844}, {name: phone-landscape, width: 844, height: 390}]"
        let before = menuScene(viewports: viewports)
        let after = before.replacingOccurrences(of: "- item: header", with: "- item: masthead")
            .replacingOccurrences(of: "anchors: [top]\n    - repeat", with: "anchors: [top]\n      when: {landscape: {height: 240}}\n    - repeat")
        // Landscape: content 3200 -> 3240, range 2810 -> 2850; sections 200, 1200, 2200 + 40.
        #expect(try sceneDiff(before, after).text() == """
            before.scene.yaml → after.scene.yaml (Menu): 8 changes, 2 breaking, in 4 lines
            BREAKING  phone, phone-landscape  header removed
            phone, phone-landscape  masthead added
            phone-landscape  menu range 2810 → 2850 (+40)
            phone-landscape  section-{…} top  menu: 3 anchors moved +40

            """)
    }

    /// The header 200 -> 208, but its `when` entry for landscape still says 200 (line 10):
    /// portrait moves 8 (range 2356 -> 2364, sections 200, 1200, 2200 -> +8), landscape does not
    /// move at all, and the note says why.
    @Test func aWhenEntryThatKeepsTheOldValueIsNoted() throws {
        func scene(_ header: Int) -> String {
            """
            scene: Menu
            viewports: [{name: phone, width: 390, height: 844}, {name: phone-landscape, width: 844, height: 390}]
            anchors: [top]
            root:
              scroll: menu
              children:
                - item: header
                  height: \(header)
                  when:
                    landscape: {height: 200}
                - repeat: 3
                  item: "section-{i}"
                  height: 1000
            """
        }
        let diff = try sceneDiff(scene(200), scene(208))
        #expect(diff.summary.notes.count == 1)
        #expect(try diff.text(before: scene(200), after: scene(208)) == """
            before.scene.yaml → after.scene.yaml (Menu): 4 changes, 0 breaking, in 2 lines
            phone  menu range 2356 → 2364 (+8)
            phone  section-{i} top  menu: 3 anchors moved +8
            note  header height 200 → 208 does not apply in phone-landscape: `when` entry `landscape` (line 10) sets 200 there, the old value

            """)
        // Only the viewports compared are named; a value that did not change has no note.
        #expect(try sceneDiff(scene(200), scene(208), viewport: "phone").summary.notes.isEmpty)
        #expect(try sceneDiff(scene(200), scene(200)).summary.notes.isEmpty)
    }

    @Test func writtenIDsAreUsedOnlyWhenEveryIdMatches() {
        #expect(WrittenIDs.matches("dish-{i}-{j}", "dish-10-3"))
        #expect(!WrittenIDs.matches("dish-{i}-{j}", "dish-10"))
        #expect(!WrittenIDs.matches("dish-{i}-{j}", "dish-a-3"))
        #expect(WrittenIDs.matches("a{i}{j}", "a123"), "adjacent placeholders share the digits")
        #expect(!WrittenIDs.matches(String(repeating: "{i}", count: 40) + "x", String(repeating: "1", count: 60)), "no backtracking blow-up")
        #expect(WrittenIDs.derived(["dish-0-3", "dish-1-3"]) == "dish-{…}-3")
        #expect(WrittenIDs.derived(["a-1", "b-2"]) == "a-1 …")
        var ids = WrittenIDs(source: Array("root:\n  - item: \"card-{i}\"\n".utf8))
        #expect(ids.name(of: ["card-0", "card-1"], at: SourceLocation(line: 2, column: 5)) == "card-{i}")
        #expect(ids.name(of: ["tile-0", "tile-1"], at: SourceLocation(line: 2, column: 5)) == "tile-{…}", "a written id that does not match is not used")
    }

    /// Markdown groups as text does: a row per group, the rows counted against the budget, the
    /// changes of rows left out counted in changes.
    @Test func markdownHasARowPerGroupAndCountsChangesLeftOut() throws {
        let (before, after) = (Self.courses(dishes: 4), Self.courses(dishes: 3))
        let diff = try sceneDiff(before, after)
        func render(rows: Int) -> String {
            let markdown = DiffMarkdown(rowLimit: rows, largestMoves: 2)
            var report = markdown.sceneReport(grouper: DiffGrouper(before: WrittenIDs(source: Array(before.utf8)), after: WrittenIDs(source: Array(after.utf8))))
            for viewport in diff.viewports { report.add(ComparedViewport(viewport)) }
            report.finish(diff.summary)
            var text = ""
            var out = DiffOutput(text: { text += $0 })
            markdown.write(to: &out)
            out.flush()
            return text
        }
        #expect(render(rows: 200) == """
            ## Snapline diff: 42 changes, 12 breaking

            ### `Menu`: 42 changes, 12 breaking, in 6 rows

            `before.scene.yaml` → `after.scene.yaml`

            **Breaking changes**

            | viewport | change |
            |---|---|
            | phone, phone-rtl | dish-{i}-{j}: 3 anchors removed (dish-0-3, dish-1-3, dish-2-3) |
            | phone, phone-rtl | price-{i}-{j}: 3 anchors removed (price-0-3, price-1-3, price-2-3) |

            **Largest moves**

            | viewport | change |
            |---|---|
            | phone, phone-rtl | menu range 1100 → 800 (-300) |
            | phone, phone-rtl | course-{i} top  menu: 2 anchors moved -100 … -200 |

            <details><summary>24 more changes</summary>

            | viewport | change |
            |---|---|
            | phone, phone-rtl | dish-{i}-{j} top  menu: 6 anchors moved -100 … -200 |
            | phone, phone-rtl | price-{i}-{j} top  menu: 6 anchors moved -100 … -200 |

            </details>


            """)
        // Three rows: the two breaking ones and the range; the courses (4 changes) and the
        // dishes and prices (12 each) are left out.
        #expect(render(rows: 3).contains("… and 28 more changes not shown"))
    }
}
