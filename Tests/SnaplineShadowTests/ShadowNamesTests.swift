import SnaplineRuntime
import Testing

/// The golden fixtures `Tests/SnaplineCoreTests/SwiftFixtures/shadow-*.snapline.swift` (linked
/// here), compiled in one module: its own types `Bool`, `String`, `CompactTable`, `Hashable`,
/// `Hasher`, `Sendable`, `CaseIterable`, `SnaplineScene`, `SceneCase`, `CaseNames` and
/// `RawRepresentable` (the scenes) hide the standard library's and the runtime's, so every
/// generated file must name those with their module. Here too: `Bool` is the scene.
/// The numbers are worked out in shadow-names.scene.yaml.
@Suite struct ShadowNamesTests {
    @Test func casesSpelledLikeTheGeneratedCodesNames() {
        #expect(Bool.Anchor.allCases.map(\.rawValue) == [
            "RawValue", "rawValue", "AllCases", "allCases", "SnaplineRuntime", "snaplineRuntime", "snaplinePackedTable",
            "Self", "self", "Bool", "bool", "Swift", "swift",
        ])
        #expect(Bool.Anchor(rawValue: "RawValue") == .RawValue_)
        #expect(Bool.Anchor(rawValue: "rawValue") == .rawValue_)
        #expect(Bool.Anchor(rawValue: "AllCases") == .AllCases_)
        #expect(Bool.Anchor(rawValue: "SnaplineRuntime") == .SnaplineRuntime_)
        #expect(Bool.Anchor(rawValue: "snaplinePackedTable") == .snaplinePackedTable_)
        #expect(Bool.Anchor(rawValue: "Self") == .`Self`)
        #expect(Bool.Anchor(rawValue: "Bool") == .Bool)
        #expect(Bool.Anchor(rawValue: "Swift") == .Swift_)
        #expect(Bool.Anchor.Swift_.next == .swift)
        #expect(Bool.Viewport.allCases.map(\.rawValue) == ["Swift", "swift"])
        #expect(Bool.AnchorPoint.allCases.map(\.rawValue) == ["RawValue", "rawValue", "AllCases", "Swift", "swift"])
        #expect(Bool.AnchorPoint(rawValue: "RawValue") == .RawValue_)
        #expect(Bool.AnchorPoint(rawValue: "AllCases") == .allCases_)
        #expect(Bool.AnchorPoint.Swift_.rawValue == "Swift")
    }

    @Test func offsetsByHand() {
        #expect(Bool.offset(of: .swift, anchor: .RawValue_, in: .Swift_)?.offset == 550)
        #expect(Bool.offset(of: .swift, anchor: .RawValue_, in: .swift)?.offset == 450)
        #expect(Bool.offset(of: .rawValue_, anchor: .rawValue_, in: .Swift_)?.offset == 0)
        #expect(Bool.offset(of: .rawValue_, anchor: .rawValue_, in: .swift)?.innermost.raw == -100)
        #expect(Bool.offset(of: .snaplineRuntime, anchor: .rawValue_, in: .Swift_)?.offset == 200)
        #expect(Bool.offset(of: .snaplineRuntime, anchor: .rawValue_, in: .swift)?.offset == 100)
        #expect(Bool.offset(of: .snaplineRuntime, anchor: .allCases_, in: .Swift_)?.offset == 225)
        #expect(Bool.offset(of: .snaplineRuntime, anchor: .allCases_, in: .swift)?.offset == 175)
    }

    @Test func scenesNamedAfterTypes() {
        // Two 80 pt items in 100: `b` at 80, clamped to 60.
        #expect(String.offset(of: .b, anchor: .top, in: .phone)?.offset == 60)
        #expect(CompactTable.offset(of: .b, anchor: .top, in: .phone)?.innermost.raw == 80)
        #expect(Hashable.Anchor.b.previous == .a)
        #expect(Hasher.Anchor.allCases.count == 2)
        #expect(Sendable.Container.allCases.map(\.rawValue) == ["list"])
        #expect(CaseIterable.offset(of: .a, anchor: .top, in: .phone)?.offset == 0)
        #expect(SnaplineScene.offset(of: .b, anchor: .top, in: .phone)?.offset == 60)
        #expect(SceneCase.Viewport.phone.rawValue == "phone")
        #expect(CaseNames.compact?.viewportCount == 1)
        // No anchors: the `AnchorPoint` enum without cases; 300 in 100.
        #expect(RawRepresentable.AnchorPoint.allCases.isEmpty)
        #expect(RawRepresentable.AnchorPoint(rawValue: "top") == nil)
        #expect(RawRepresentable.viewport(.phone).containers.first?.maxOffset == 200)
    }
}
