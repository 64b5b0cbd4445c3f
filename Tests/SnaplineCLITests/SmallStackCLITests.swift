import Foundation
import SnaplineTestSupport
import Testing

/// The deepest scene a file may hold (256 levels) on the smallest stacks a host gives: the
/// command line, the plugin's tool and the language server started with `ulimit -s 512`.
@Suite struct SmallStackCLITests {
    static let deepest = SmallStack.deepScene(depth: 256)

    /// `tool ARGUMENTS...` with a 512 KiB stack limit.
    static func runWithSmallStack(_ tool: URL, _ arguments: [String], in directory: URL) throws -> CLITests.Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -s 512 && exec \"$0\" \"$@\"", tool.path] + arguments
        process.currentDirectoryURL = directory
        return try CLITests.collect(process)
    }

    @Test func checkCompileAndTheToolHandleTheDeepestScene() throws {
        let directory = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.deepest.write(to: directory.appendingPathComponent("deep.scene.yaml"), atomically: true, encoding: .utf8)
        let check = try Self.runWithSmallStack(CLITests.binary, ["check", "deep.scene.yaml"], in: directory)
        #expect(check.status == 0 && check.stdout.contains("checked 1 scene: 0 errors"), "\(check.status): \(check.stderr.prefix(300))")
        let compile = try Self.runWithSmallStack(CLITests.binary, ["compile", "deep.scene.yaml", "-o", "deep.json"], in: directory)
        #expect(compile.status == 0, "\(compile.status): \(compile.stderr.prefix(300))")
        let tool = try Self.runWithSmallStack(BuildToolTests.tool, ["compile", "--emit", "swift", "deep.scene.yaml", "-o", "Deep.swift"], in: directory)
        #expect(tool.status == 0, "\(tool.status): \(tool.stderr.prefix(300))")
    }

    @Test func theLanguageServerChecksTheDeepestScene() throws {
        let server = try LanguageServerProcessTests.Server(arguments: ["--debounce-ms", "2"], stackKiB: 512)
        server.send(LanguageServerProcessTests.initialize)
        let quoted = String(decoding: try JSONSerialization.data(withJSONObject: [Self.deepest], options: .fragmentsAllowed), as: UTF8.self).dropFirst().dropLast()
        server.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"untitled:deep.scene.yaml","languageId":"yaml","version":1,"text":\#(quoted)}}}"#)
        server.send(#"{"jsonrpc":"2.0","id":2,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"untitled:deep.scene.yaml"}}}"#)
        server.send(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{"textDocument":{"uri":"untitled:deep.scene.yaml"},"position":{"line":0,"character":3000}}}"#)
        #expect(server.wait(for: #""version":1,"#), "diagnostics of the deep scene")
        #expect(server.wait(for: #""id":3,"#))
        #expect(server.text.contains(#""id":2,"result":["#))
        server.send(#"{"jsonrpc":"2.0","id":"end","method":"shutdown"}"#)
        server.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(server.finish() == 0)
    }
}
