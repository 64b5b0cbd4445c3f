import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// The viewport keys of the device model and the node keys that go with it: accepted values,
/// and each mistake at its position.
@Suite struct DeviceDecodingTests {
    static func scene(_ viewports: String, root: String = "root: {scroll: list, children: [{item: a, height: 2000}]}") -> String {
        "scene: Screen\nviewports:\n\(viewports)\n\(root)\n"
    }

    @Test func aDeviceGivesSizeAndInsets() throws {
        let result = decodeScene(Self.scene("""
              - {name: p, device: iPhone 16 Pro}
              - {name: l, device: iPhone 16 Pro, orientation: landscape, keyboard: 200}
              - {name: pad, device: iPad, orientation: landscape}
            """))
        let scene = try #require(result.scene, "\(result.diagnostics)")
        let (p, l, pad) = (scene.viewports[0], scene.viewports[1], scene.viewports[2])
        #expect((p.width, p.height) == (402, 874))
        #expect(p.insets == Edges(top: 62, bottom: 34))
        #expect((l.width, l.height) == (874, 402))
        // The keyboard (200) is taller than the home indicator's landscape inset (21).
        #expect(l.insets == Edges(top: 0, bottom: 200, leading: 62, trailing: 62))
        #expect(l.safeRect == Rect(x: 62, y: 0, width: 750, height: 202))
        #expect((pad.width, pad.height) == (1180, 820))
        #expect(pad.insets == Edges(top: 24, bottom: 20))
        #expect(l.orientationTrait == "landscape")
    }

    @Test func aSafeAreaByHandFlipsInRightToLeft() throws {
        let result = decodeScene(Self.scene("  - {name: r, width: 400, height: 800, layoutDirection: rightToLeft, safeArea: {top: 10, leading: 30, trailing: 5}}"))
        let viewport = try #require(result.scene?.viewports.first, "\(result.diagnostics)")
        // Leading is on the right: the safe rect starts 5 from the left and ends 30 from the right.
        #expect(viewport.safeRect == Rect(x: 5, y: 10, width: 365, height: 790))
    }

    @Test func anUnknownDeviceSuggestsTheClosest() {
        let error = expectError(Self.scene("  - {name: p, device: 1️⃣iPhone 51}"), code: "bad-value", containing: ["a device", "did you mean `iPhone 15`?"])
        #expect(error?.fix != nil)
    }

    @Test func namesMatchExactly() {
        expectError(Self.scene("  - {name: p, device: 1️⃣iphone 15}"), code: "bad-value", containing: ["did you mean `iPhone 15`?"])
    }

    @Test func aDeviceAndAWidthConflict() {
        expectError(Self.scene("  - {name: p, device: iPhone 15, 1️⃣width: 400}"), code: "conflicting-keys", containing: ["`width` is given by `device: iPhone 15`"])
        expectError(Self.scene("  - {name: p, device: iPhone 15, 1️⃣safeArea: 10}"), code: "conflicting-keys", containing: ["`safeArea` is given by"])
    }

    @Test func anOrientationNeedsADevice() {
        expectError(Self.scene("  - {name: p, width: 400, height: 800, 1️⃣orientation: landscape}"), code: "missing-key", containing: ["`orientation` applies to a `device`"])
    }

    @Test func aDeviceStandsInForWidthAndHeightButNotTheName() {
        expectError(Self.scene("  - 1️⃣{device: iPhone 15}"), code: "missing-key", containing: ["the key `name`"])
        expectError(Self.scene("  - 1️⃣{name: p}"), code: "missing-key", containing: ["`width` and `height`", "`{name, device}`"])
    }

    @Test func aSafeRectWithNoRoomIsAnError() {
        expectError(Self.scene("  - 1️⃣{name: typing, device: iPhone 15, keyboard: 900}"), code: "empty-safe-rect", containing: ["viewport `typing`", "393 × -107"])
    }

    @Test func theKeyboardIsANonNegativeNumber() {
        expectError(Self.scene("  - {name: p, device: iPhone 15, keyboard: 1️⃣-1}"), code: "bad-value", containing: ["a number >= 0"])
    }

    @Test func initialAnchorTakesAUnitPoint() throws {
        let result = decodeScene(Self.scene("  - {name: p, width: 400, height: 800}", root: "root: {scroll: list, initialAnchor: {x: 0, y: 0.75}, children: [{item: a, height: 2000}]}"))
        let scene = try #require(result.scene, "\(result.diagnostics)")
        #expect(scene.unitPoints[Int(scene.nodes[0].initialAnchor)] == UnitPoint(x: 0, y: 0.75))
        expectError(Self.scene("  - {name: p, width: 400, height: 800}", root: "root: {scroll: list, initialAnchor: 1️⃣botom, children: [{item: a, height: 2000}]}"), code: "bad-value", containing: ["did you mean `bottom`?"])
    }

    @Test func initialAnchorIsAScrollContainersKey() {
        expectError(Self.scene("  - {name: p, width: 400, height: 800}", root: "root: {scroll: list, children: [{item: a, height: 2000, 1️⃣initialAnchor: top}]}"), code: "unknown-key", containing: ["initialAnchor"])
    }

    @Test func aPinnedStackRunsAlongItsContainer() {
        expectError(Self.scene("  - {name: p, width: 400, height: 800}", root: """
            root:
              scroll: list
              content:
                hstack: row
                1️⃣pinned: true
                children: [{item: a, width: 10}]
            """), code: "misplaced-pinned", containing: ["this hstack stacks horizontally and its scroll container scrolls vertically"])
        expectError(Self.scene("  - {name: p, width: 400, height: 800}", root: """
            root:
              vstack:
              1️⃣pinned: true
              children: [{scroll: list, height: 100, children: [{item: a, height: 300}]}]
            """), code: "misplaced-pinned", containing: ["it is in no scroll container"])
    }

    @Test func theNewKeysVaryPerViewport() throws {
        let result = decodeScene(Self.scene("""
              - {name: p, device: iPhone 15}
              - {name: l, device: iPhone 15, orientation: landscape}
            """, root: """
            root:
              scroll: pages
              axis: horizontal
              behavior: paging
              when:
                landscape: {ignoresSafeArea: true, initialAnchor: trailing}
              children:
                - repeat: 3
                  item: "page-{i}"
                  width: {count: 1}
            """))
        let scene = try #require(result.scene, "\(result.diagnostics)")
        let landscape = ViewportScene(scene, viewport: 1).scene.nodes[0]
        #expect(landscape.ignoresSafeArea == .all)
        #expect(scene.unitPoints[Int(landscape.initialAnchor)] == UnitPoint(x: 1, y: 0.5))
        #expect(ViewportScene(scene, viewport: 0).scene.nodes[0].ignoresSafeArea == .none)
    }
}
