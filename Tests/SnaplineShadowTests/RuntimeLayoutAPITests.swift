import SnaplineRuntime
import Testing

/// `layout(for:)` as an app calls it, importing the runtime alone (this module imports nothing
/// else): a description built with the runtime's names only, a device and the same screen given
/// as a size with its safe area, and an error caught.
@Suite struct RuntimeLayoutAPITests {
    @Test func anAppImportingOnlyTheRuntimeLaysAScreenOut() throws {
        let size = try Bool.layout(for: ViewportDescription(width: 393, height: 852, layoutDirection: .rightToLeft, traits: ["wide"],
                                                            safeArea: .init(top: 59, leading: 0, bottom: 34, trailing: 0), keyboard: 0, name: "p"))
        let device = try Bool.layout(for: ViewportDescription(device: "iPhone 15", orientation: .portrait, layoutDirection: .rightToLeft, traits: ["wide"], name: "p"))
        #expect(size.json == device.json)
        #expect(size.json.contains("\n  \"safeArea\": {\"top\": 59, \"leading\": 0, \"bottom\": 34, \"trailing\": 0},\n"))
        #expect(size.viewport.width == 393 && size.viewport.layoutDirection == .rightToLeft)
        do {
            _ = try Bool.layout(for: ViewportDescription(width: -1, height: 100))
            Issue.record("a negative width was laid out")
        } catch {
            #expect(error.message.contains("finite numbers > 0"), "\(error.message)")
        }
    }
}
