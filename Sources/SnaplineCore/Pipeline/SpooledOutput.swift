#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Output for a destination that cannot be replaced atomically (standard output), held until the
/// scene has compiled so that a scene with errors writes nothing there, as with a file.
///
/// Pieces are kept in memory up to `memoryLimit` bytes; past that, everything goes to a temporary
/// file in `$TMPDIR` (or `/tmp`) that is removed from its directory as soon as it is created
/// (nothing to clean up, even after a signal), so memory stays bounded whatever the size of the
/// output. `finish(to:)` copies the bytes to the destination in pieces.
public final class SpooledOutput {
    public let memoryLimit: Int
    /// What the output is, for errors (the temporary file has no name of its own).
    public let name: String
    private var held: [UInt8] = []
    private var spool: Int32 = -1
    private var failure: FileError?

    public init(memoryLimit: Int = 4 << 20, name: String = "standard output") {
        self.memoryLimit = memoryLimit
        self.name = name
    }

    deinit {
        discard()
    }

    /// Whether the output has moved to a temporary file.
    public var isSpooled: Bool { spool >= 0 }

    public func write(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil else { return }
        if spool < 0 {
            if held.count + bytes.count <= memoryLimit {
                held.append(contentsOf: bytes)
                return
            }
            guard openSpool() else { return }
        }
        if let code = FileIO.writeAll(spool, bytes) { failure = spoolError(code) }
    }

    /// Writes everything held to `fd`. Throws the first error met while holding the output, or
    /// the error writing to `fd` (its `path` is `name`).
    public func finish(to fd: Int32, name: String) throws(FileError) {
        var code: Int32?
        try drain { bytes in
            if code == nil { code = FileIO.writeAll(fd, bytes) }
        }
        if let code { throw FileError(name, errno: code) }
    }

    /// Hands everything held to `body` in order, in pieces of at most 1 MiB, then drops it.
    /// Throws the first error met while holding the output or reading it back.
    public func drain(_ body: (UnsafeRawBufferPointer) -> Void) throws(FileError) {
        defer { discard() }
        if let failure { throw failure }
        if spool < 0 {
            held.withUnsafeBytes { body($0) }
            return
        }
        guard lseek(spool, 0, SEEK_SET) == 0 else { throw spoolError(errno) }
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc_read(spool, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw spoolError(errno) }
            if n == 0 { return }
            chunk.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[0 ..< n])) }
        }
    }

    /// Drops the output.
    public func discard() {
        held = []
        if spool >= 0 {
            close(spool)
            spool = -1
        }
    }

    /// Creates the temporary file, unlinks it, and moves what was held into it.
    private func openSpool() -> Bool {
        let directory = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        do {
            let created = try TemporaryFiles.create(in: directory, readable: true)
            TemporaryFiles.discard(created.path, slot: created.slot)  // unlinked; the descriptor stays
            spool = created.fd
        } catch {
            failure = spoolError(reason: error.reason, in: directory)
            return false
        }
        if let code = held.withUnsafeBytes({ FileIO.writeAll(spool, $0) }) {
            failure = spoolError(code)
            return false
        }
        held = []
        return true
    }

    private func spoolError(_ code: Int32) -> FileError {
        spoolError(reason: String(cString: strerror(code)), in: nil)
    }

    private func spoolError(reason: String, in directory: String?) -> FileError {
        FileError(name, reason: reason + " (holding the output in a temporary file" + (directory.map { " in " + $0 } ?? "") + ")")
    }
}
