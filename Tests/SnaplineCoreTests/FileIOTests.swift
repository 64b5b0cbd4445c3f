import Foundation
import Testing
@testable import SnaplineCore
@testable import SnaplineLayout

/// Reading stops at its limit, and file names survive as bytes.
@Suite struct FileIOTests {
    /// An endless file is cut off at the limit instead of filling memory.
    @Test func readingAnEndlessFileStopsAtTheLimit() throws {
        do {
            _ = try FileIO.read("/dev/zero", limit: 1 << 20)
            Issue.record("read /dev/zero to its end")
        } catch {
            #expect(error.isTooLarge)
            #expect(error.reason == "file is too large (more than 1048576 bytes)")
        }
        #expect(FileIO.maximumInputSize == YAMLReader.maximumInputSize)
    }

    /// A pipe of unknown size arrives in pieces (64 KiB, then doubling) and is joined whole;
    /// past the limit it is refused as soon as the read passes it.
    @Test func aStreamIsReadInPiecesAndJoined() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let bytes = (0 ..< 300_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let writeEnd = fds[1]
        let writer = Thread {
            bytes.withUnsafeBytes { _ = FileIO.writeAll(writeEnd, $0) }
            close(writeEnd)
        }
        writer.start()
        defer { close(fds[0]) }
        #expect(try FileIO.read(descriptor: fds[0], name: "pipe", limit: 300_000) == bytes)
        #expect(FileIO.defaultSceneLimit == 268_435_456)
    }

    @Test func aFileAtTheLimitIsRead() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("snapline-limit-\(UUID().uuidString)").path
        try Data(repeating: 65, count: 100).write(to: URL(fileURLWithPath: path))
        #expect(try FileIO.read(path, limit: 100).count == 100)
        #expect(throws: FileError.self) { try FileIO.read(path, limit: 99) }
    }

    @Test(arguments: [
        [0x63, 0x61, 0x66, 0xE9],  // Latin-1 "café"
        [0x6F, 0x75, 0x74, 0xFF, 0x2E, 0x6A],  // a byte never valid in UTF-8
        [0xE2, 0x82],  // a truncated sequence
        [0xF4, 0x8F, 0xBF, 0xBF],  // U+10FFFF itself, which the escapes use
        [0xF4, 0x8F, 0xBC, 0x80, 0x41],  // U+10FF00 then A
        Array("plain/ascii.scene.yaml".utf8),
        Array("naïve 名前.yaml".utf8),
    ])
    func fileNamesRoundTripAsBytes(bytes: [UInt8]) {
        let string = PathBytes.string(bytes)
        #expect(PathBytes.bytes(string) == bytes)
        #expect(PathBytes.withCString(string) { strlen($0) } == bytes.count)
    }

    @Test func validNamesStayReadable() {
        #expect(PathBytes.string(Array("naïve 名前.yaml".utf8)) == "naïve 名前.yaml")
        #expect(PathBytes.string([0x63, 0x61, 0x66, 0xE9]).hasPrefix("caf"))
        #expect(PathBytes.string([0x63, 0x61, 0x66, 0xE9]) != PathBytes.string([0x63, 0x61, 0x66, 0xEF, 0xBF, 0xBD]))
    }

    @Test func mkdirMakesParents() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("snapline-mkdir-\(UUID().uuidString)").path
        try FileIO.createDirectory(base + "/a/b/c/")
        #expect(FileIO.isDirectory(base + "/a/b/c"))
        try FileIO.createDirectory(base + "/a/b")  // existing: fine
        #expect(FileManager.default.createFile(atPath: base + "/file", contents: nil))
        #expect(throws: FileError.self) { try FileIO.createDirectory(base + "/file/x") }
    }

    /// Held in memory up to the limit, then in an unlinked temporary file; given back whole.
    @Test(arguments: [8 << 20, 10, 0])
    func spooledOutputGivesBackEveryByte(memoryLimit: Int) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("snapline-spool-\(UUID().uuidString)").path
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        try #require(fd >= 0)
        let spooled = SpooledOutput(memoryLimit: memoryLimit)
        let pieces = ["hello ", "world, ", String(repeating: "x", count: 3 << 20)]
        for piece in pieces { Array(piece.utf8).withUnsafeBytes { spooled.write($0) } }
        #expect(spooled.isSpooled == (memoryLimit < 3 << 20))
        try spooled.finish(to: fd, name: path)
        close(fd)
        #expect(try FileIO.read(path) == Array(pieces.joined().utf8))
    }
}
