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
///
/// The comparison runs as the bytes arrive, against the existing file read in step, so an
/// unchanged output of hundreds of megabytes is read once and never compared after the fact.
public final class AtomicFileWriter {
    public let path: String
    let temporaryPath: String
    private var fd: Int32
    /// The existing destination, open for reading while everything written so far matched it.
    private var existing: Int32
    private var scratch: [UInt8] = []

    public init(path: String) throws(FileError) {
        self.path = path
        temporaryPath = path + ".snapline-tmp-\(getpid())"
        fd = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw FileError(path) }
        existing = open(path, O_RDONLY)
    }

    deinit {
        discard()
    }

    public func write(_ bytes: UnsafeRawBufferPointer) throws(FileError) {
        guard let base = bytes.baseAddress else { return }
        compareWithExisting(bytes)
        var offset = 0
        while offset < bytes.count {
            let n = Glibc_write(fd, base + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError(path)
            }
            offset += n
        }
    }

    public func write(_ bytes: [UInt8]) throws(FileError) {
        let result: Result<Void, FileError> = bytes.withUnsafeBytes { raw in
            Result { () throws(FileError) in try write(raw) }
        }
        try result.get()
    }

    /// Moves the new file into place unless the destination already has the same bytes.
    /// Returns true when the destination changed.
    @discardableResult
    public func commit() throws(FileError) -> Bool {
        guard fd >= 0 else { return false }
        close(fd)
        fd = -1
        // Unchanged: everything matched and the existing file has nothing more.
        if existing >= 0 {
            var byte: UInt8 = 0
            let more = Glibc_read(existing, &byte, 1)
            closeExisting()
            if more == 0 {
                unlink(temporaryPath)
                return false
            }
        }
        guard rename(temporaryPath, path) == 0 else {
            let code = errno
            unlink(temporaryPath)
            throw FileError(path, errno: code)
        }
        return true
    }

    public func discard() {
        closeExisting()
        if fd >= 0 {
            close(fd)
            fd = -1
            unlink(temporaryPath)
        }
    }

    private func closeExisting() {
        if existing >= 0 {
            close(existing)
            existing = -1
        }
    }

    /// Reads as many bytes from the existing file and stops comparing at the first difference.
    private func compareWithExisting(_ bytes: UnsafeRawBufferPointer) {
        guard existing >= 0, let incoming = bytes.baseAddress else { return }
        if scratch.count < bytes.count { scratch = [UInt8](repeating: 0, count: bytes.count) }
        let same = scratch.withUnsafeMutableBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            var total = 0
            while total < bytes.count {
                let n = Glibc_read(existing, base + total, bytes.count - total)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                total += n
            }
            return memcmp(base, incoming, bytes.count) == 0
        }
        if !same { closeExisting() }
    }
}

// `read`/`write` are shadowed by the static methods above inside these types.
@inline(__always) func Glibc_read(_ fd: Int32, _ buf: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buf, count) }
@inline(__always) func Glibc_write(_ fd: Int32, _ buf: UnsafeRawPointer?, _ count: Int) -> Int { write(fd, buf, count) }
