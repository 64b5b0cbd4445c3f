#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A failed file operation, with the path and the system's reason.
public struct FileError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }

    init(_ path: String, errno code: Int32 = errno) {
        self.path = path
        reason = String(cString: strerror(code))
    }
}

/// Plain POSIX file I/O for the edges of the pipeline: reading a scene, writing an output
/// atomically and only when its bytes change.
public enum FileIO {
    /// Reads a whole file.
    public static func read(_ path: String) throws(FileError) -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw FileError(path) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw FileError(path) }
        if (st.st_mode & S_IFMT) == S_IFDIR { throw FileError(path, errno: EISDIR) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(st.st_size) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc_read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError(path)
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0 ..< n])
        }
        return bytes
    }

    /// Whether `path` exists and holds exactly `bytes`.
    public static func contentsEqual(_ path: String, _ bytes: [UInt8]) -> Bool {
        guard let existing = try? read(path) else { return false }
        return existing == bytes
    }

    public static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    public static func exists(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0
    }
}

/// Writes one output file atomically: bytes go to a temporary file beside the destination, and
/// `commit()` renames it over the destination only when the bytes differ from what is there.
/// Dropping it without `commit()` (or calling `discard()`) leaves the destination untouched.
public final class AtomicFileWriter {
    public let path: String
    let temporaryPath: String
    private var fd: Int32
    private var written = 0

    public init(path: String) throws(FileError) {
        self.path = path
        temporaryPath = path + ".snapline-tmp-\(getpid())"
        fd = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw FileError(path) }
    }

    deinit {
        discard()
    }

    public func write(_ bytes: UnsafeRawBufferPointer) throws(FileError) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let n = Glibc_write(fd, base + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError(path)
            }
            offset += n
        }
        written += bytes.count
    }

    public func write(_ bytes: [UInt8]) throws(FileError) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return Glibc_write(fd, base + offset, raw.count - offset)
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError(path)
            }
            offset += n
        }
        written += bytes.count
    }

    /// Moves the new file into place unless the destination already has the same bytes.
    /// Returns true when the destination changed.
    @discardableResult
    public func commit() throws(FileError) -> Bool {
        guard fd >= 0 else { return false }
        close(fd)
        fd = -1
        if sameContents(temporaryPath, path) {
            unlink(temporaryPath)
            return false
        }
        guard rename(temporaryPath, path) == 0 else {
            let code = errno
            unlink(temporaryPath)
            throw FileError(path, errno: code)
        }
        return true
    }

    public func discard() {
        if fd >= 0 {
            close(fd)
            fd = -1
            unlink(temporaryPath)
        }
    }

    /// Compares two files chunk by chunk without loading either whole.
    private func sameContents(_ a: String, _ b: String) -> Bool {
        var sa = stat(), sb = stat()
        guard stat(a, &sa) == 0, stat(b, &sb) == 0, sa.st_size == sb.st_size else { return false }
        let fa = open(a, O_RDONLY), fb = open(b, O_RDONLY)
        defer {
            if fa >= 0 { close(fa) }
            if fb >= 0 { close(fb) }
        }
        guard fa >= 0, fb >= 0 else { return false }
        var ba = [UInt8](repeating: 0, count: 1 << 16), bb = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let na = ba.withUnsafeMutableBytes { readFully(fa, $0) }
            let nb = bb.withUnsafeMutableBytes { readFully(fb, $0) }
            guard na == nb, na >= 0 else { return false }
            if na == 0 { return true }
            if ba[0 ..< na] != bb[0 ..< nb] { return false }
        }
    }

    private func readFully(_ fd: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var total = 0
        while total < buffer.count {
            let n = Glibc_read(fd, base + total, buffer.count - total)
            if n < 0 {
                if errno == EINTR { continue }
                return -1
            }
            if n == 0 { break }
            total += n
        }
        return total
    }
}

// `read`/`write` are shadowed by the static methods above inside these types.
@inline(__always) func Glibc_read(_ fd: Int32, _ buf: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buf, count) }
@inline(__always) func Glibc_write(_ fd: Int32, _ buf: UnsafeRawPointer?, _ count: Int) -> Int { write(fd, buf, count) }
