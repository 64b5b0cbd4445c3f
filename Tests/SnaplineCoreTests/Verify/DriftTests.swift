import SnaplineRuntime
import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// `verify`'s findings on perturbed frames, worked out by hand from the layout.
@Suite struct DriftTests {
    // menu: 390 x 844, padding 16, spacing 8; items 358 wide at x = 16.
    // header y 16..216; a 224..324; shelf 332..452 (358 x 120); b 460..560; content 390 x 576.
    // shelf's cards (no padding, spacing 10): card-i at x = 110 i, 100 x 120; content 540 x 120.
    static let menu = MarkedText("""
        scene: Menu
        viewports:
          - {name: phone, width: 390, height: 844}
        root:
          1️⃣scroll: menu
          padding: 16
          spacing: 8
          children:
            - 2️⃣item: header
              height: 200
            - item: a
              height: 100
            - 3️⃣scroll: shelf
              axis: horizontal
              height: 120
              spacing: 10
              children:
                - repeat: 5
                  4️⃣item: "card-{i}"
                  width: 100
            - item: b
              height: 100
        """)

    /// The scene's diagnostics and each frames file's for `recorders` (edited copies of the
    /// scene's own frames).
    static func verify(_ marked: MarkedText, only: Set<String>? = nil, _ edit: (inout FrameRecorder) -> Void) throws -> (scene: [Diagnostic], file: [Diagnostic]) {
        let (_, viewports) = try #require(LayoutFrames.viewports(Array(marked.text.utf8)))
        var recorder = LayoutFrames.recorder(viewports[0], only: only)
        edit(&recorder)
        let found = Verifier.verify(scene: Array(marked.text.utf8), frames: [("phone.json", recorder.json())])
        return (found.scene.all, found.frames[0].all)
    }

    @Test func theSceneOwnFramesVerifyClean() throws {
        let found = try Self.verify(Self.menu) { _ in }
        #expect(found.scene.isEmpty && found.file.isEmpty)
    }

    @Test func aTallerHeaderIsOneFindingNotOnePerNodeBelowIt() throws {
        // The app's header is 220 tall: everything below it is 20 lower, the content 20 taller.
        let found = try Self.verify(Self.menu) { r in
            r.record("header", frame: .init(x: 16, y: 16, width: 358, height: 220))
            r.record("a", frame: .init(x: 16, y: 244, width: 358, height: 100))
            r.record("shelf", frame: .init(x: 16, y: 352, width: 358, height: 120), contentSize: .init(width: 540, height: 120))
            r.record("b", frame: .init(x: 16, y: 480, width: 358, height: 100))
            r.record("menu", frame: .init(x: 0, y: 0, width: 390, height: 844), contentSize: .init(width: 390, height: 596))
        }
        #expect(found.file.isEmpty)
        #expect(found.scene.map(\.message) == [
            "content height of scroll `menu` in viewport `phone`: scene says 576, app measures 596",
            "height of item `header` in viewport `phone`: scene says 200, app measures 220",
        ])
        #expect(found.scene.map(\.location) == [Self.menu["1️⃣"], Self.menu["2️⃣"]])
        #expect(found.scene.allSatisfy { $0.code == .drift && $0.severity == .error })
    }

    @Test func aNodeMovedOnItsOwnIsWhereTheDriftStarts() throws {
        // b alone is 30 lower (a gap the scene does not have): one y finding at b.
        let found = try Self.verify(Self.menu) { r in
            r.record("b", frame: .init(x: 16, y: 490, width: 358, height: 100))
        }
        #expect(found.scene.map(\.message) == ["y of item `b` in viewport `phone`: scene says 460, app measures 490"])
    }

    // sections: burgers-i at x 16, y 16 + 112 i, 358 x 100 (section-0 16..340); section-1 at 364.
    static let sections = MarkedText("""
        scene: Menu
        viewports:
          - {name: phone, width: 390, height: 844}
        root:
          scroll: menu
          padding: 16
          spacing: 24
          children:
            - vstack: section-0
              spacing: 12
              children:
                - repeat: 3
                  1️⃣item: "burgers-{i}"
                  height: 100
            - vstack: section-1
              spacing: 12
              children:
                - {item: salads-0, height: 100}
        """)

    /// One dish measured inside its section and the next section, nothing else: the section is
    /// compared with what is before it at its own level (nothing measured) or its ancestors'
    /// start, not with the dish inside the other stack. The dish inset by 16 on each side gives its
    /// own findings and none at the section.
    @Test func aNestedNodeIsNotTheNodeBeforeTheNextSection() throws {
        let found = try Self.verify(Self.sections, only: ["burgers-2", "section-1"]) { r in
            r.record("burgers-2", frame: .init(x: 32, y: 240, width: 326, height: 100))
        }
        #expect(found.file.isEmpty)
        #expect(found.scene.map(\.message) == [
            "width of item `burgers-2` in viewport `phone`: scene says 358, app measures 326",
            "x of item `burgers-2` in viewport `phone`: scene says 16, app measures 32",
        ])
        #expect(found.scene.allSatisfy { $0.location == Self.sections["1️⃣"] })
    }

    @Test func aWrongWidthInsideACarousel() throws {
        // card-2 is 110 wide: card-3 and card-4 move 10 right, the shelf's content is 550 wide.
        let found = try Self.verify(Self.menu) { r in
            r.record("card-2", frame: .init(x: 220, y: 0, width: 110, height: 120))
            r.record("card-3", frame: .init(x: 340, y: 0, width: 100, height: 120))
            r.record("card-4", frame: .init(x: 450, y: 0, width: 100, height: 120))
            r.record("shelf", frame: .init(x: 16, y: 332, width: 358, height: 120), contentSize: .init(width: 550, height: 120))
        }
        #expect(found.scene.map(\.message) == [
            "content width of scroll `shelf` in viewport `phone`: scene says 540, app measures 550",
            "width of item `card-2` in viewport `phone`: scene says 100, app measures 110",
        ])
        #expect(found.scene.map(\.location) == [Self.menu["3️⃣"], Self.menu["4️⃣"]])
    }

    @Test func halfAPointIsNotADrift() throws {
        let found = try Self.verify(Self.menu) { r in
            r.record("header", frame: .init(x: 16.5, y: 15.5, width: 358.5, height: 200.5))
        }
        #expect(found.scene.isEmpty)
    }

    // Right-to-left: row is 300 wide (its children's total), the content hugs it, and the items
    // run from the right: r0 at x 200, r1 at 100, r2 at 0 (100 wide each).
    static let rightToLeft = MarkedText("""
        scene: Row
        viewports:
          - {name: phone, width: 390, height: 844, layoutDirection: rightToLeft}
        root:
          scroll: menu
          children:
            - hstack: row
              width: 300
              children:
                - 1️⃣item: r0
                  width: 100
                  height: 50
                - item: r1
                  width: 100
                  height: 50
                - item: r2
                  width: 100
                  height: 50
        """)

    @Test func rightToLeftDriftRunsLeftwards() throws {
        // r0 is 120 wide in the app, in a row still 300 wide: the 320 points of items are
        // centred, 10 past each side: r0 at 190, r1 at 90, r2 at -10. Walking leftwards, d after
        // r0 is its x drift alone (-10), which r1 and r2 share: the drift starts at r0 (its
        // width and its x). (Left to right, d would be -10 + 20 and r1, r2 would be findings.)
        let found = try Self.verify(Self.rightToLeft, only: ["r0", "r1", "r2"]) { r in
            r.record("r0", frame: .init(x: 190, y: 0, width: 120, height: 50))
            r.record("r1", frame: .init(x: 90, y: 0, width: 100, height: 50))
            r.record("r2", frame: .init(x: -10, y: 0, width: 100, height: 50))
        }
        #expect(found.scene.map(\.message) == [
            "width of item `r0` in viewport `phone`: scene says 100, app measures 120",
            "x of item `r0` in viewport `phone`: scene says 200, app measures 190",
        ])
        #expect(found.scene.map(\.location) == [Self.rightToLeft["1️⃣"], Self.rightToLeft["1️⃣"]])
    }
}

/// Frames measured on a device with a safe area: the viewport's insets are compared, and the
/// numbers are the table's (a pager reaching through the safe area, its pages inside it).
@Suite struct DeviceDriftTests {
    // iPhone 15 in landscape: 852 x 393, insets leading and trailing 59, bottom 21. The pager
    // grows through them to the screen's edges; its pages are 852 - 2 * 59 = 734 wide, from x 59
    // (its content starts at the screen's left edge), and 393 - 21 = 372 tall.
    static let pager = MarkedText("""
        scene: Pager
        viewports:
          - {name: landscape, device: iPhone 15, orientation: landscape}
        root:
          scroll: pages
          axis: horizontal
          behavior: paging
          children:
            - repeat: 3
              1️⃣item: "page-{i}"
              width: {count: 1}
        """)

    @Test func theDeviceLayoutRecordedVerifiesClean() throws {
        let found = try DriftTests.verify(Self.pager) { r in
            #expect(r.viewport.safeArea == .init(top: 0, leading: 59, bottom: 21, trailing: 59))
            #expect(r.entries["page-0"]?.frame == .init(x: 59, y: 0, width: 734, height: 372))
            #expect(r.entries["pages"]?.contentSize == .init(width: 2320, height: 393))
        }
        #expect(found.scene.isEmpty && found.file.isEmpty)
    }

    @Test func pagesAsWideAsTheScreenDrift() throws {
        // An app whose pages ignore the safe area: 852 wide, from x 59. Each width is a
        // finding; the x of page-1 and page-2 follow from the widths before them.
        let found = try DriftTests.verify(Self.pager, only: ["page-0", "page-1", "page-2"]) { r in
            for k in 0 ..< 3 { r.record("page-\(k)", frame: .init(x: 59 + 852 * Double(k), y: 0, width: 852, height: 372)) }
        }
        #expect(found.scene.map(\.message) == (0 ..< 3).map { "width of item `page-\($0)` in viewport `landscape`: scene says 734, app measures 852" })
        #expect(found.scene.allSatisfy { $0.location == Self.pager["1️⃣"] })
    }

    @Test func aSafeAreaThatDiffersIsAViewportMismatch() throws {
        let found = try DriftTests.verify(Self.pager) { r in
            r.viewport.safeArea.leading = 47
        }
        #expect(found.file.map(\.code) == [.viewportMismatch])
        #expect(found.file.first?.message == "viewport `landscape`: the scene's leading safe-area inset is 59, the frames file says 47; nothing else in this file is compared")
    }
}
