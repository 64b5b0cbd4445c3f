import Foundation
import Testing
@testable import SnaplineCore

/// Outputs are replaced atomically, and only when their bytes change.
@Suite struct AtomicFileWriterTests {
    func temporaryFile(_ contents: String?) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("snapline-writer-\(UUID().uuidString)").path
        if let contents { try contents.write(toFile: path, atomically: true, encoding: .utf8) }
        return path
    }

    /// Writes `chunks` over a file holding `existing` and returns (changed, final contents).
    func write(_ chunks: [String], over existing: String?) throws -> (Bool, String) {
        let path = try temporaryFile(existing)
        let writer = try AtomicFileWriter(path: path)
        for chunk in chunks { try writer.write(Array(chunk.utf8)) }
        let changed = try writer.commit()
        let directory = (path as NSString).deletingLastPathComponent
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.contains((path as NSString).lastPathComponent + ".snapline-tmp") }
        #expect(leftovers.isEmpty)
        return (changed, try String(contentsOfFile: path, encoding: .utf8))
    }

    @Test func sameBytesInOtherPiecesLeaveTheFileAlone() throws {
        let (changed, contents) = try write(["hello ", "wor", "ld"], over: "hello world")
        #expect(!changed)
        #expect(contents == "hello world")
    }

    @Test func differencesOfAnyKindReplaceTheFile() throws {
        #expect(try write(["hello there"], over: "hello world") == (true, "hello there"))  // same length
        #expect(try write(["hello"], over: "hello world") == (true, "hello"))  // a prefix of the old
        #expect(try write(["hello world!"], over: "hello world") == (true, "hello world!"))  // longer
        #expect(try write(["new"], over: nil) == (true, "new"))  // no file yet
        #expect(try write([], over: "old") == (true, ""))  // empty output
    }

    @Test func discardingLeavesTheOldFile() throws {
        let path = try temporaryFile("old")
        let writer = try AtomicFileWriter(path: path)
        try writer.write(Array("new".utf8))
        writer.discard()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(!FileManager.default.fileExists(atPath: path + ".snapline-tmp-\(getpid())"))
    }
}
