import Testing
@testable import SnaplineCore
@testable import SnaplineLayout

/// `snapline diff` on pairs of small scenes whose tables are worked out by hand (see `menuScene`:
/// range 2356, sections at 200, 1200 and 2200).
@Suite struct SceneDiffTests {
    @Test func reformattedSceneHasNoChanges() throws {
        let reformatted = menuScene().replacingOccurrences(of: "height: 1000", with: "height:   1000.0  # the same")
        let diff = try sceneDiff(menuScene(), reformatted)
        #expect(diff.described.isEmpty)
        #expect(!diff.isBreaking)
        #expect(diff.changeCount == 0)
    }

    @Test func tallerHeaderMovesEverythingBelowIt() throws {
        // Header 200 -> 240: content 3240, range 2396; every section's top 40 further; the header stays at 0.
        let diff = try sceneDiff(menuScene(header: 200), menuScene(header: 240))
        #expect(diff.described == [
            ChangeDescription(kind: .rangeChanged, viewport: "phone", container: "menu", values: .numbers(2356, 2396)),
            moved("section-0", 200, 240), moved("section-1", 1200, 1240), moved("section-2", 2200, 2240),
        ])
        #expect(!diff.isBreaking)
        #expect(try diff.textLines == [
            "phone  menu range 2356 → 2396 (+40)",
            "phone  section-0 top  menu 200 → 240 (+40)",
            "phone  section-1 top  menu 1200 → 1240 (+40)",
            "phone  section-2 top  menu 2200 → 2240 (+40)",
        ])
    }

    @Test func removedAnchorLabelIsBreaking() throws {
        // The header's second target `end` (its bottom: raw = 200 - 844 = -644, clamped to 0) goes.
        let diff = try sceneDiff(menuScene(headerAnchors: "[top, {anchor: bottom, name: end}]"), menuScene(headerAnchors: "[top]"))
        #expect(diff.described == [ChangeDescription(kind: .targetRemoved, viewport: "phone", anchor: "header", target: "end")])
        #expect(diff.isBreaking)
        #expect(try diff.textLines == ["BREAKING  phone  header end removed"])
    }

    @Test func repeatedLabelsMatchInOrder() throws {
        // Two targets labelled `top`; the second (offset 50: 0 + 50) is removed, the first stays.
        let diff = try sceneDiff(
            menuScene(headerAnchors: "[top, {anchor: top, offset: 50, name: top}]"),
            menuScene(headerAnchors: "[top, {anchor: bottom, name: end}]"))
        #expect(diff.described == [
            ChangeDescription(kind: .targetRemoved, viewport: "phone", anchor: "header", target: "top"),
            ChangeDescription(kind: .targetAdded, viewport: "phone", anchor: "header", target: "end"),
        ])
    }

    @Test func viewportAddedAndRemoved() throws {
        let diff = try sceneDiff(
            menuScene(viewports: "[{name: phone, width: 390, height: 844}, {name: tablet, width: 820, height: 1180}]"),
            menuScene(viewports: "[{name: phone, width: 390, height: 844}, {name: landscape, width: 844, height: 390}]"))
        #expect(diff.described == [
            ChangeDescription(kind: .viewportRemoved, viewport: "tablet"),
            ChangeDescription(kind: .viewportAdded, viewport: "landscape"),
        ])
        #expect(diff.isBreaking)
        #expect(diff.breakingCount == 1)
        // Restricted to one viewport, only it is compared.
        #expect(try sceneDiff(menuScene(viewports: "[{name: phone, width: 390, height: 844}, {name: tablet, width: 820, height: 1180}]"),
                              menuScene(viewports: "[{name: phone, width: 390, height: 844}]"), viewport: "phone").changeCount == 0)
    }

    @Test func renamedIDsAreRemovedAndAdded() throws {
        let diff = try sceneDiff(menuScene(), menuScene(sectionID: "chapter-{i}"))
        let removed = ["section-0", "section-1", "section-2"].map { ChangeDescription(kind: .anchorRemoved, viewport: "phone", anchor: $0) }
        let added = ["chapter-0", "chapter-1", "chapter-2"].map { ChangeDescription(kind: .anchorAdded, viewport: "phone", anchor: $0) }
        #expect(diff.described == removed + added)
        #expect(diff.isBreaking)
        // Breaking first, then the rest.
        #expect(try diff.textLines.prefix(3) == ["BREAKING  phone  section-0 removed", "BREAKING  phone  section-1 removed", "BREAKING  phone  section-2 removed"])
    }

    @Test func sceneRenamedIsBreaking() throws {
        let diff = try sceneDiff(menuScene(), menuScene().replacingOccurrences(of: "scene: Menu", with: "scene: StoreMenu"))
        #expect(diff.described == [ChangeDescription(kind: .sceneRenamed, viewport: nil, values: .names("Menu", "StoreMenu"))])
        #expect(diff.isBreaking)
    }

    @Test func fewerRepeats() throws {
        // Two sections: content 2200, range 1356; section-2 goes, the others stay.
        let diff = try sceneDiff(menuScene(repeats: 3), menuScene(repeats: 2))
        #expect(diff.described == [
            ChangeDescription(kind: .rangeChanged, viewport: "phone", container: "menu", values: .numbers(2356, 1356)),
            ChangeDescription(kind: .anchorRemoved, viewport: "phone", anchor: "section-2"),
        ])
        #expect(try diff.textLines == ["BREAKING  phone  section-2 removed", "phone  menu range 2356 → 1356 (-1000)"])
    }

    @Test func spacingMovesEachSectionByItsGaps() throws {
        // Spacing 8: three gaps, content 3224, range 2380; sections at 208, 1216, 2224.
        let diff = try sceneDiff(menuScene(spacing: 0), menuScene(spacing: 8))
        #expect(diff.described == [
            ChangeDescription(kind: .rangeChanged, viewport: "phone", container: "menu", values: .numbers(2356, 2380)),
            moved("section-0", 200, 208), moved("section-1", 1200, 1216), moved("section-2", 2200, 2224),
        ])
        // Biggest moves first; the range and section-2 tie at 24 and keep table order.
        #expect(try diff.textLines == [
            "phone  menu range 2356 → 2380 (+24)",
            "phone  section-2 top  menu 2200 → 2224 (+24)",
            "phone  section-1 top  menu 1200 → 1216 (+16)",
            "phone  section-0 top  menu 200 → 208 (+8)",
        ])
    }

    @Test func behaviorChangedToPaging() throws {
        // Pages of 844 below the range 2356: 0, 844, 1688, then the end 2356. No offset moves.
        let diff = try sceneDiff(menuScene(behavior: "none"), menuScene(behavior: "paging"))
        #expect(diff.described == [ChangeDescription(kind: .stopsChanged, viewport: "phone", container: "menu", values: .stops([], [0, 844, 1688, 2356]))])
        #expect(try diff.textLines == ["phone  menu stops [] → [0, 844, 1688, 2356]"])
        #expect(!diff.isBreaking)
    }

    @Test func rightToLeftWideningTheFirstCardMovesOnlyIt() throws {
        // Right to left, cards of 300 from the right end of a 390-wide row: content 900, range 510;
        // `leading` is u = 1, so raw = t0 + (300 - 390): card-0 [600, 900] -> 510, card-1 [300, 600]
        // -> 210, card-2 [0, 300] -> -90, clamped to 0. Card 0 at 340: content 940, range 550, card-0
        // [600, 940] -> 600 - 50 = 550; the others keep their place from the left edge.
        func row(_ first: Int) -> String {
            """
            scene: Row
            viewports: [{name: rtl, width: 390, height: 844, layoutDirection: rightToLeft}]
            anchors: [leading]
            root:
              scroll: row
              axis: horizontal
              children:
                - {item: card-0, width: \(first), height: 100}
                - {item: card-1, width: 300, height: 100}
                - {item: card-2, width: 300, height: 100}
            """
        }
        let diff = try sceneDiff(row(300), row(340))
        #expect(diff.described == [
            ChangeDescription(kind: .rangeChanged, viewport: "rtl", container: "row", values: .numbers(510, 550)),
            moved("card-0", 510, 550, viewport: "rtl", container: "row", target: "leading"),
        ])
    }

    @Test func scrollMarginMovesOnlyItsItem() throws {
        // A 16-point scroll margin grows section-1's rect to start at 1184.
        func scene(_ margin: Int) -> String {
            """
            scene: Menu
            viewports: [{name: phone, width: 390, height: 844}]
            anchors: [top]
            root:
              scroll: menu
              children:
                - {item: header, height: 200}
                - {item: section-0, height: 1000}
                - {item: section-1, height: 1000, scrollMargin: \(margin)}
                - {item: section-2, height: 1000}
            """
        }
        let diff = try sceneDiff(scene(0), scene(16))
        #expect(diff.described == [moved("section-1", 1200, 1184)])
        #expect(try diff.textLines == ["phone  section-1 top  menu 1200 → 1184 (-16)"])
    }

    @Test func containersAndChains() throws {
        // section-1 moves into a new horizontal container `strip` (the menu's second child, 100
        // tall): its chain changes, the container is added, and everything after it moves.
        let before = """
            scene: Menu
            viewports: [{name: phone, width: 390, height: 844}]
            anchors: [top]
            root:
              scroll: menu
              children:
                - {item: header, height: 200}
                - {item: section-1, height: 100}
                - {item: section-2, height: 1000}
            """
        let after = """
            scene: Menu
            viewports: [{name: phone, width: 390, height: 844}]
            anchors: [top]
            root:
              scroll: menu
              children:
                - {item: header, height: 200}
                - scroll: strip
                  axis: horizontal
                  height: 100
                  children:
                    - {item: section-1, width: 100, height: 100}
                - {item: section-2, height: 1000}
            """
        let diff = try sceneDiff(before, after)
        #expect(diff.described == [
            ChangeDescription(kind: .containerAdded, viewport: "phone", container: "strip"),
            ChangeDescription(kind: .anchorAdded, viewport: "phone", anchor: "strip"),
            ChangeDescription(kind: .chainChanged, viewport: "phone", anchor: "section-1", target: "top"),
        ])
        #expect(try sceneDiff(after, before).described == [
            ChangeDescription(kind: .containerRemoved, viewport: "phone", container: "strip"),
            ChangeDescription(kind: .anchorRemoved, viewport: "phone", anchor: "strip"),
            ChangeDescription(kind: .chainChanged, viewport: "phone", anchor: "section-1", target: "top"),
        ])
    }

    @Test func differencesWithinTheToleranceAreEqual() throws {
        let diff = try sceneDiff(menuScene(header: 200), menuScene().replacingOccurrences(of: "height: 200", with: "height: 200.0000001"))
        #expect(diff.changeCount == 0)
    }
}
