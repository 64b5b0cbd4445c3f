import SnaplineCore
import SnaplineTestSupport
import Testing
@testable import SnaplineLSP

/// The editor knows the device model: hover on a viewport's key shows its size, insets and safe
/// rect; completion offers the device names.
@Suite struct DeviceHoverTests {
    let uri = "untitled:device.scene.yaml"
    static let marked = MarkedText("""
        scene: S
        viewports:
          - {name: phone, d⟪device⟫evice: iPhone 15}
          - {name: wide, w⟪width⟫idth: 800, height: 400}
        root:
          scroll: list
          children: [{item: a, height: 2000}]
        """)

    func client() -> TestServer {
        let client = TestServer()
        client.initialize()
        client.open(uri, Self.marked.text)
        return client
    }

    @Test func hoverOnAViewportShowsItsSafeRect() throws {
        let client = client()
        // On phone's `device` key.
        let phone = try #require(client.request("textDocument/hover", client.position("⟪device⟫", in: Self.marked, uri))["result"]["contents"]["value"].string)
        #expect(phone.contains("A device whose screen size and safe area"))
        #expect(phone.contains("Viewport `phone`: 393 × 852 (iPhone 15, portrait); insets top 59, leading 0, bottom 34, trailing 0; safe rect x 0, y 59, 393 × 759"), "\(phone)")
        // The iPhone 15's size classes in portrait, from the device table.
        #expect(phone.contains("size classes compact width, regular height (traits `compactWidth`, `regularHeight`)"), "\(phone)")
        // On wide's `width` key: a viewport without a safe area.
        let wide = try #require(client.request("textDocument/hover", client.position("⟪width⟫", in: Self.marked, uri))["result"]["contents"]["value"].string)
        #expect(wide.contains("Viewport `wide`: 800 × 400; no safe area"), "\(wide)")
    }

    @Test func completionOffersTheDevices() {
        let client = TestServer()
        client.initialize()
        let marked = MarkedText("scene: S\nviewports:\n  - name: phone\n    device: ⟪value⟫\nroot: {scroll: list, children: [{item: a, height: 2000}]}\n")
        client.open(uri, marked.text)
        // After `device: `.
        let reply = client.request("textDocument/completion", client.position("⟪value⟫", in: marked, uri))
        let labels = (reply["result"]["items"].array ?? []).compactMap { $0["label"].string }
        #expect(labels == DevicePreset.all.map(\.name), "\(labels)")
    }
}
