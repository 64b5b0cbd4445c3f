import Foundation
import SnaplineTestSupport
import Testing
@testable import SnaplineLSP

@Suite struct ServerTests {
    let uri = "untitled:sample.scene.yaml"

    @Test func nonJSONBodiesGetParseErrorsAndTheServerKeepsServing() throws {
        let client = TestServer()
        client.server.receive(.body(Array("{not json".utf8)))
        client.server.receive(.body([]))
        client.server.waitUntilIdle()
        let errors = client.messages.filter { $0["error"]["code"].integer == -32700 }
        #expect(errors.count == 2)
        #expect(errors.allSatisfy { $0["id"] == .null })
        client.initialize()
        let unknown = client.request("textDocument/rename", [:])
        #expect(unknown["error"]["code"].integer == -32601)
        #expect(client.request("textDocument/hover", client.position(0, 0, "untitled:none"))["error"]["code"].integer == -32602)
    }

    @Test func requestsBeforeInitializeAreRefused() {
        let client = TestServer()
        #expect(client.request("textDocument/hover", [:])["error"]["code"].integer == -32002)
        #expect(client.request("initialize", [:])["result"]["capabilities"]["positionEncoding"] == "utf-16")
    }

    @Test func shutdownThenExitIsZeroExitAloneIsOne() {
        let a = TestServer()
        a.initialize()
        #expect(a.request("shutdown")["result"] == .null)
        #expect(a.request("textDocument/hover", [:])["error"]["code"].integer == -32600)
        a.notify("exit")
        a.server.waitUntilIdle()
        #expect(a.exitCodes == [0])
        let b = TestServer()
        b.initialize()
        b.notify("exit")
        b.server.waitUntilIdle()
        #expect(b.exitCodes == [1])
    }

    @Test func aCancelledRequestIsAnsweredWithRequestCancelled() {
        let client = TestServer()
        client.initialize()
        client.open(uri, sampleScene)
        // Hold the server queue so the request is still waiting when its cancellation arrives.
        client.server.queue.suspend()
        client.send(["jsonrpc": "2.0", "id": 99, "method": "textDocument/documentSymbol", "params": ["textDocument": ["uri": .string(uri)]]])
        client.notify("$/cancelRequest", ["id": 99])
        client.server.queue.resume()
        client.server.waitUntilIdle()
        let reply = client.messages.last { $0["id"] == 99 }
        #expect(reply?["error"]["code"].integer == -32800)
    }

    @Test func diagnosticsFollowEditsAndClearOnClose() throws {
        let client = TestServer()
        client.initialize()
        client.open(uri, sampleScene.replacingOccurrences(of: "height: 600", with: "hieght: 600"))  // as long: the markers hold
        let broken = try #require(client.diagnostics(uri))
        #expect(broken["version"].integer == 1)
        let first = try #require(broken["diagnostics"].array?.first)
        #expect(first["code"] == "unknown-key" && first["severity"].integer == 1 && first["source"] == "snapline")
        #expect(first["range"] == markedSample.range("⟪height⟫", "⟪heightEnd⟫").json)
        #expect(first["message"].string?.contains("did you mean `height`") == true)
        // Fix it with an incremental change: the error clears.
        client.change(uri, version: 2, range: markedSample.range("⟪height⟫", "⟪heightEnd⟫"), "height")
        client.server.waitUntilIdle()
        let fixed = try #require(client.diagnostics(uri))
        #expect(fixed["version"].integer == 2)
        #expect(fixed["diagnostics"].array?.isEmpty == true)
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
        client.server.waitUntilIdle()
        #expect(client.diagnostics(uri)?["diagnostics"].array?.isEmpty == true)
    }

    @Test func aBurstOfChangesCostsFewChecksAndOnlyTheLastIsPublished() throws {
        let client = TestServer(debounce: 0.05)
        client.initialize()
        client.open(uri, sampleScene)
        let checksBefore = client.server.queue.sync { client.server.checksRun }
        client.clear()
        for version in 2 ... 201 {
            // Alternate a broken and a valid height; the last edit (201, odd) leaves it broken.
            let text = version % 2 == 1 ? "hieght" : "height"
            client.change(uri, version: version, range: markedSample.range("⟪height⟫", "⟪heightEnd⟫"), text)
        }
        client.server.waitUntilIdle()
        let checks = client.server.queue.sync { client.server.checksRun } - checksBefore
        #expect(checks >= 1 && checks < 20, "\(checks) checks for 200 changes")
        let published = client.messages.filter { $0["method"] == "textDocument/publishDiagnostics" }
        #expect(published.last?["params"]["version"].integer == 201)
        #expect(published.last?["params"]["diagnostics"].array?.first?["code"] == "unknown-key")
        // No result of an older version is published after a newer one.
        let versions = published.compactMap { $0["params"]["version"].integer }
        #expect(versions == versions.sorted())
    }

    @Test func aStaleCheckResultIsDroppedNotPublished() throws {
        let client = TestServer()
        client.initialize()
        client.open(uri, sampleScene)
        client.clear()
        // Hold the check queue: the first change's check waits while a second change arrives.
        client.server.checkQueue.suspend()
        let requested = DispatchSemaphore(value: 0)
        client.server.queue.sync { client.server.checkRequested = { requested.signal() } }
        client.change(uri, version: 2, range: nil, sampleScene.replacingOccurrences(of: "height: 600", with: "hieght: 600"))
        // The zero-delay timer started the check (held on the check queue); a minute is a hang.
        #expect(requested.wait(timeout: .now() + 60) == .success)
        client.change(uri, version: 3, range: nil, sampleScene)
        #expect(requested.wait(timeout: .now() + 60) == .success)  // and one more asked for after it
        client.server.checkQueue.resume()
        client.server.waitUntilIdle()
        let published = client.messages.filter { $0["method"] == "textDocument/publishDiagnostics" }
        #expect(published.map { $0["params"]["version"].integer } == [3])
        #expect(client.server.queue.sync { client.server.staleResults } == 1)
    }
}
