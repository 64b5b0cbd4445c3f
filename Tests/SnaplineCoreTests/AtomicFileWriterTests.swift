import Foundation
import Testing
@testable import SnaplineCore
@testable import SnaplineLayout

/// Outputs are replaced atomically, and only when their bytes change.
@Suite struct AtomicFileWriterTests {
    func temporaryFile(_ contents: String?) throws -> String {
        // A directory of its own, so temporary files of tests running alongside are not seen.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapline-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("output").path
        if let contents { try contents.write(toFile: path, atomically: true, encoding: .utf8) }
        return path
    }

    /// Writes `chunks` over a file holding `existing` and returns (changed, final contents).
    func write(_ chunks: [String], over existing: String?) throws -> (Bool, String) {
        let path = try temporaryFile(existing)
        let writer = try AtomicFileWriter(path: path)
        for chunk in chunks { writer.write(Array(chunk.utf8)) }
        let changed = try writer.commit()
        let directory = (path as NSString).deletingLastPathComponent
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix(".snapline-") }
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
        writer.write(Array("new".utf8))
        let directory = (path as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).contains { $0.hasPrefix(".snapline-") })
        writer.discard()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(try !FileManager.default.contentsOfDirectory(atPath: directory).contains { $0.hasPrefix(".snapline-") })
    }

    /// Nothing is created until a byte differs: an unchanged output touches nothing.
    @Test func noTemporaryFileUntilTheBytesDiffer() throws {
        let path = try temporaryFile("same")
        let directory = (path as NSString).deletingLastPathComponent
        let writer = try AtomicFileWriter(path: path)
        writer.write(Array("sa".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["output"])
        writer.write(Array("me".utf8))
        #expect(try writer.commit() == false)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["output"])
    }

    /// A difference after a matching prefix keeps the prefix (copied from the old file).
    @Test func aLateDifferenceKeepsTheMatchingPrefix() throws {
        let old = String(repeating: "abcdefgh", count: 100_000)
        let new = String(old.dropLast()) + "X"
        #expect(try write(Array(new).chunked(65_536).map { String($0) }, over: old) == (true, new))
    }

    /// Past 32 MB the temporary file is synced to disk on another thread while writing goes on;
    /// the bytes, the rename and a discard are as for a small output.
    @Test func aLargeOutputIsWholeAndADiscardLeavesNothing() throws {
        // Megabyte k is the window of `source` starting at k * 4099: every megabyte differs from
        // the others (and from itself moved), and each is one copy, not a megabyte of closures.
        let (megabyte, step, count) = (1 << 20, 4099, 70)
        let source = (0 ..< megabyte + count * step).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
        for commits in [true, false] {
            let path = try temporaryFile(commits ? nil : "old")
            let writer = try AtomicFileWriter(path: path)
            source.withUnsafeBytes { bytes in
                for k in 0 ..< count { writer.write(UnsafeRawBufferPointer(rebasing: bytes[k * step ..< k * step + megabyte])) }
            }
            let directory = (path as NSString).deletingLastPathComponent
            if commits {
                #expect(try writer.commit())
                let written = try FileIO.read(path, limit: 1 << 30)
                try #require(written.count == count * megabyte)
                // Every byte: each megabyte is its window, in order.
                let differing = (0 ..< count).filter { k in !Self.same(written, at: k * megabyte, source, at: k * step, count: megabyte) }
                #expect(differing.isEmpty, "megabytes \(differing.prefix(5)) differ")
            } else {
                writer.discard()
                #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix(".snapline-") }.isEmpty)
        }
    }
}

extension AtomicFileWriterTests {
    /// Whether `count` bytes of `a` from `i` are those of `b` from `j` (one `memcmp`).
    static func same(_ a: [UInt8], at i: Int, _ b: [UInt8], at j: Int, count: Int) -> Bool {
        guard count > 0, i >= 0, j >= 0, i + count <= a.count, j + count <= b.count else { return count == 0 }
        return a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                guard let x = pa.baseAddress, let y = pb.baseAddress else { return false }
                return memcmp(x + i, y + j, count) == 0
            }
        }
    }
}

extension Array {
    func chunked(_ size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0 ..< Swift.min($0 + size, count)] }
    }
}
