import Foundation
import SnaplineCore
import SnaplineRuntime
import SnaplineTestSupport
import Testing

/// A generated file whose compact scene was edited by hand (or merged from another version) so
/// that a scroll container became a stack: `layout(for:)` throws, and no lookup traps.
@Suite struct EditedSceneTests {
    /// `StoreMenu`'s cases with a compact scene in which `menu` is a vstack (its kind, the first
    /// field of its node line, 0 for a scroll container, made 1).
    enum EditedStoreMenu: SnaplineScene {
        typealias Viewport = StoreMenu.Viewport
        typealias Container = StoreMenu.Container
        typealias Anchor = StoreMenu.Anchor
        typealias AnchorPoint = StoreMenu.AnchorPoint
        static var table: SnaplineTable { StoreMenu.table }
        static var indexes: [ViewportIndex] { StoreMenu.indexes }
        static var compact: CompactTable? { StoreMenu.compact }
        static let layouts: SceneLayouts? = SceneLayouts(packed: EditedSceneTests.edited(from: 0, to: 1, onLineOf: "menu"))
    }

    static let storeMenuText: String = {
        var diagnostics = Diagnostics()
        let source = [UInt8]((try? Data(contentsOf: Repository.url("examples/store-menu.scene.yaml"))) ?? Data())
        return Compiler().decode(source, diagnostics: &diagnostics).map { CompactScene.text(of: $0) } ?? ""
    }()

    /// The compact text with the kind field of the node line ending in ` id` changed.
    static func edited(from kind: Int, to other: Int, onLineOf id: String) -> String {
        storeMenuText.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix(" " + id) && line.hasPrefix("\(kind) ") ? "\(other)" + line.dropFirst("\(kind)".count) : String(line)
        }.joined(separator: "\n")
    }

    @Test func aContainerMadeAStackIsRefusedWhenLaidOut() throws {
        #expect(Self.edited(from: 0, to: 1, onLineOf: "menu") != Self.storeMenuText)
        let description = ViewportDescription(width: 500, height: 900)
        do {
            let layout = try EditedStoreMenu.layout(for: description)
            Issue.record("laid out with \(layout.viewport.containers.count) containers; a lookup of `.menu` would trap")
        } catch {
            #expect(error.message.contains("does not match the file's `Container` cases"), "\(error.message)")
            #expect(error.message.contains("generate it again"))
        }
        // Asked again (the layout is cached by then): refused again.
        #expect(throws: LayoutFailure.self) { try EditedStoreMenu.layout(for: description) }
        // The generated file's own compact scene is this text, unedited: it passes the check.
        _ = try StoreMenu.layout(for: description).stops(of: .menu)
        #expect(try SceneLayouts(packed: Self.storeMenuText).layout(for: description).viewport.containers.map(\.id) == StoreMenu.Container.names.names)
    }
}
