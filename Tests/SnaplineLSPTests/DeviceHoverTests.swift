import SnaplineCore
import Testing
@testable import SnaplineLSP

/// The editor knows the device model: hover on a viewport's key shows its size, insets and safe
/// rect; completion offers the device names.
@Suite struct DeviceHoverTests {
    let uri = "untitled:device.scene.yaml"
    static let text = """
        scene: S
        viewports:
          - {name: phone, device: iPhone 15}
          - {name: wide, width: 800, height: 400}
        root:
          scroll: list
          children: [{item: a, height: 2000}]
        """

    func client() -> TestServer {
        let client = TestServer()
        client.initialize()
        client.open(uri, Self.text)
        return client
    }

    @Test func hoverOnAViewportShowsItsSafeRect() throws {
        let client = client()
        // `device` on line 2 starts at column 18.
        let phone = try #require(client.request("textDocument/hover", client.position(2, 19, uri))["result"]["contents"]["value"].string)
        #expect(phone.contains("A device whose screen size and safe area"))
        #expect(phone.contains("Viewport `phone`: 393 × 852 (iPhone 15, portrait); insets top 59, leading 0, bottom 34, trailing 0; safe rect x 0, y 59, 393 × 759"), "\(phone)")
        // `width` on line 3 (column 17): a viewport without a safe area.
        let wide = try #require(client.request("textDocument/hover", client.position(3, 18, uri))["result"]["contents"]["value"].string)
        #expect(wide.contains("Viewport `wide`: 800 × 400; no safe area"), "\(wide)")
    }

    @Test func completionOffersTheDevices() {
        let client = TestServer()
        client.initialize()
        client.open(uri, "scene: S\nviewports:\n  - name: phone\n    device: \nroot: {scroll: list, children: [{item: a, height: 2000}]}\n")
        // After `device: ` on line 3 (column 12).
        let reply = client.request("textDocument/completion", client.position(3, 12, uri))
        let labels = (reply["result"]["items"].array ?? []).compactMap { $0["label"].string }
        #expect(labels == DevicePreset.all.map(\.name), "\(labels)")
    }
}
