#if canImport(Glibc)
import Foundation
import Glibc
import Testing
@testable import SnaplineLSP

/// Editing a document for a long session does not grow the server's memory: only the current
/// text, at most one running check and one model are kept.
@Suite struct MemoryTests {
    /// The process's resident size after returning free heap pages to the system (`malloc_trim`).
    func heapInUse() -> Int {
        typealias Trim = @convention(c) (Int) -> Int32
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
            _ = unsafeBitCast(symbol, to: Trim.self)(0)
        }
        let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
        let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }

    @Test func tenThousandEditsDoNotGrowTheHeap() {
        let uri = "untitled:memory.scene.yaml"
        let client = TestServer(debounce: 0.002)
        client.initialize()
        // 32 KB of comments: keeping one copy of the text per edit would grow memory by 290 MB.
        let padding = String(repeating: "# " + String(repeating: "x", count: 62) + "\n", count: 512)
        client.open(uri, sampleScene + padding)
        let line = LSPRange(start: LSPPosition(line: 8, character: 14), end: LSPPosition(line: 8, character: 17))
        var baseline = 0
        for edit in 1 ... 10_000 {
            client.change(uri, version: edit + 1, range: line, String(100 + edit % 900))
            if edit % 500 == 0 {
                // A hover builds a model of the current version (dropped at the next change).
                _ = client.request("textDocument/hover", client.position(7, 12, uri))
            }
            if edit % 1000 == 0 {
                client.server.waitUntilIdle()
                client.clear()
                if edit == 1000 { baseline = heapInUse() }
            }
        }
        client.server.waitUntilIdle()
        client.clear()
        let growth = heapInUse() - baseline
        #expect(growth < 16 << 20, "resident memory grew by \(growth) bytes from edit 1 000 to 10 000")
        let document = client.server.queue.sync { client.server.documents[uri] }
        #expect(document?.version == 10_001)
        #expect(document?.text.contains("height: \(100 + 10_000 % 900)") == true)
    }
}
#endif
