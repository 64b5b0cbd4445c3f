import Foundation
import SnaplineCore
import Testing

/// `snapline lsp` as an editor runs it: a child process spoken to over pipes. Its memory is its
/// own here (the test process runs other tests at the same time), read from /proc.
@Suite struct LanguageServerProcessTests {
    /// A server process with its output collected by a reader thread (so it never blocks on a
    /// full pipe); only the output since the last `clearOutput()` is kept.
    final class Server: @unchecked Sendable {
        let process = Process()
        private let input = Pipe()
        private let output = Pipe()
        private let lock = Lock()
        private var received = Data()

        /// `stackKiB`: the stack limit the server starts with (`ulimit -s`), when given.
        init(arguments: [String], stackKiB: Int? = nil) throws {
            if let stackKiB {
                process.executableURL = URL(fileURLWithPath: "/bin/sh")
                process.arguments = ["-c", "ulimit -s \(stackKiB) && exec \"$0\" lsp \"$@\"", CLITests.binary.path] + arguments
            } else {
                process.executableURL = CLITests.binary
                process.arguments = ["lsp"] + arguments
            }
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.detachNewThread { [self] in
                while true {
                    let data = output.fileHandleForReading.availableData
                    if data.isEmpty { return }
                    lock.withLock { received.append(data) }
                }
            }
        }

        func send(_ json: String) {
            let body = Data(json.utf8)
            input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
        }

        func sendRaw(_ bytes: String) { input.fileHandleForWriting.write(Data(bytes.utf8)) }

        var text: String { lock.withLock { String(decoding: received, as: UTF8.self) } }
        func clearOutput() { lock.withLock { received.removeAll() } }

        /// Waits (up to a minute) until the output holds `marker`.
        func wait(for marker: String) -> Bool {
            for _ in 0 ..< 6000 {
                if text.contains(marker) { return true }
                Thread.sleep(forTimeInterval: 0.01)
            }
            return false
        }

        /// Resident memory of the server process, in bytes.
        var residentBytes: Int {
            let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
            return (line?.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0) * 1024
        }

        func finish() -> Int32 {
            input.fileHandleForWriting.closeFile()
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    static let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#

    @Test func tenThousandEditsDoNotGrowTheServersMemory() throws {
        let server = try Server(arguments: ["--debounce-ms", "2"])
        server.send(Self.initialize)
        // 32 KB of comments: a copy of the text kept per edit would be 290 MB over 9 000 edits.
        let padding = String(repeating: "# " + String(repeating: "x", count: 62) + "\n", count: 512)
        let scene = "scene: Edits\nviewports:\n  - {name: phone, width: 390, height: 844}\nroot:\n  scroll: list\n  children:\n    - item: a\n      height: 100\n" + padding
        let quoted = String(decoding: try JSONSerialization.data(withJSONObject: [scene], options: .fragmentsAllowed), as: UTF8.self).dropFirst().dropLast()
        server.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"untitled:edits.scene.yaml","languageId":"yaml","version":1,"text":\#(quoted)}}}"#)
        #expect(server.wait(for: #""version":1,"#))
        var sizes: [Int: Int] = [:]
        for edit in 1 ... 10_000 {
            let value = 100 + edit % 900
            server.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"untitled:edits.scene.yaml","version":\#(edit + 1)},"contentChanges":[{"range":{"start":{"line":7,"character":14},"end":{"line":7,"character":17}},"text":"\#(value)"}]}}"#)
            if edit % 500 == 0 {
                server.send(#"{"jsonrpc":"2.0","id":\#(edit),"method":"textDocument/hover","params":{"textDocument":{"uri":"untitled:edits.scene.yaml"},"position":{"line":6,"character":13}}}"#)
            }
            if edit == 1000 || edit == 10_000 {
                #expect(server.wait(for: #""version":\#(edit + 1),"#), "diagnostics of the last version")
                server.clearOutput()
                sizes[edit] = server.residentBytes
            } else if edit % 1000 == 0 {
                server.clearOutput()
            }
        }
        let growth = (sizes[10_000] ?? 0) - (sizes[1000] ?? 0)
        #expect((sizes[1000] ?? 0) > 0)
        #expect(growth < 16 << 20, "the server's resident memory grew by \(growth) bytes from edit 1 000 to 10 000")
        server.send(#"{"jsonrpc":"2.0","id":"end","method":"shutdown"}"#)
        server.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(server.finish() == 0)
    }

    @Test func brokenInputIsAnsweredAndTheServerKeepsServing() throws {
        let server = try Server(arguments: [])
        // A header block without Content-Length (skipped), a body that is not JSON (-32700),
        // an unknown request (-32601), then a normal request still answered.
        server.sendRaw("X-Nothing: 1\r\n\r\n")
        server.sendRaw("Content-Length: 5\r\n\r\n{oops")
        server.send(Self.initialize)
        server.send(#"{"jsonrpc":"2.0","id":2,"method":"no/such/method"}"#)
        server.send(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#)
        #expect(server.wait(for: #""id":3,"result":null"#))
        #expect(server.text.contains(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700"#))
        #expect(server.text.contains(#"{"jsonrpc":"2.0","id":2,"error":{"code":-32601"#))
        #expect(server.text.contains(#""positionEncoding":"utf-16""#))
        // The end of input after `shutdown` ends the server with 0; without it, with 1.
        #expect(server.finish() == 0)
        let other = try Server(arguments: [])
        other.send(Self.initialize)
        other.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(other.finish() == 1)
    }
}
