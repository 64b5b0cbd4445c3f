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
    /// Set when the file was larger than the limit it was read with (the reason says so).
    public var isTooLarge = false
    public var description: String { "\(path): \(reason)" }

    /// `path` with the system's reason for `code` (the last error by default).
    public init(_ path: String, errno code: Int32 = errno) {
        self.path = path
        reason = String(cString: strerror(code))
    }

    public init(_ path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

/// Plain POSIX file I/O for the edges of the pipeline. Paths are `PathBytes` strings, so any
/// file name the system allows can be read and written.
public enum FileIO {
    /// The largest file read (the YAML reader's limit: positions are kept in 32 bits).
    public static let maximumInputSize = YAMLReader.maximumInputSize

    /// The largest scene file read unless `--max-file-size` says otherwise: 256 MiB, far above a
    /// million nodes written out, so that an endless or runaway input is refused early.
    public static let defaultSceneLimit = 256 << 20

    /// What a path names, following symlinks.
    public enum Kind: Equatable, Sendable {
        case missing, regular, directory, other
    }

    /// Reads a whole file, stopping at `limit` bytes: a larger file (or an endless one such as
    /// `/dev/zero`) is an error with `isTooLarge` set, found before more than `limit + 1` bytes
    /// are held. A regular file's size is checked before anything is read.
    public static func read(_ path: String, limit: Int = maximumInputSize) throws(FileError) -> [UInt8] {
        let fd = PathBytes.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { throw FileError(path) }
        defer { close(fd) }
        return try read(descriptor: fd, name: path, limit: limit)
    }

    /// Reads an open file (standard input is descriptor 0) to its end, as `read(_:limit:)` does.
    /// Nothing past `limit + 1` bytes is read, and an input of unknown size is held in pieces
    /// until its end, so refusing an endless one holds about `limit` bytes (a growing buffer
    /// would hold its old and new copies at once).
    public static func read(descriptor fd: Int32, name: String, limit: Int = maximumInputSize) throws(FileError) -> [UInt8] {
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw FileError(name) }
        if (st.st_mode & S_IFMT) == S_IFDIR { throw FileError(name, errno: EISDIR) }
        let isRegular = (st.st_mode & S_IFMT) == S_IFREG
        if isRegular && Int(st.st_size) > limit { throw tooLarge(name, limit: limit) }
        // A regular file fits its first piece (the byte past its size finds the end); other
        // inputs come in pieces of 64 KiB, doubling up to 16 MiB.
        var pieceSize = isRegular ? Int(st.st_size) + 1 : 1 << 16
        var pieces: [[UInt8]] = []
        var total = 0
        var atEnd = false
        while !atEnd {
            var piece = [UInt8](repeating: 0, count: min(pieceSize, limit + 1 - total))
            var filled = 0
            while filled < piece.count {
                let n = piece.withUnsafeMutableBytes { buffer in
                    buffer.baseAddress.map { Glibc_read(fd, $0 + filled, buffer.count - filled) } ?? 0
                }
                if n < 0 {
                    if errno == EINTR { continue }
                    throw FileError(name)
                }
                if n == 0 {
                    atEnd = true
                    break
                }
                filled += n
            }
            total += filled
            if total > limit { throw tooLarge(name, limit: limit) }
            piece.removeLast(piece.count - filled)
            pieces.append(piece)
            pieceSize = min(max(pieceSize, 1 << 16) * 2, 1 << 24)
        }
        if pieces.count == 1 { return pieces[0] }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(total)
        for piece in pieces { bytes.append(contentsOf: piece) }
        return bytes
    }

    private static func tooLarge(_ name: String, limit: Int) -> FileError { tooLargeError(name, limit: limit) }

    /// Whether `path` exists and holds exactly `bytes`.
    public static func contentsEqual(_ path: String, _ bytes: [UInt8]) -> Bool {
        guard let existing = try? read(path, limit: bytes.count) else { return false }
        return existing == bytes
    }

    /// What `path` names, following symlinks (`lstat` when `followingLinks` is false).
    public static func kind(_ path: String, followingLinks: Bool = true) -> Kind {
        guard let st = status(path, followingLinks: followingLinks) else { return .missing }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    public static func isDirectory(_ path: String) -> Bool { kind(path) == .directory }

    public static func exists(_ path: String) -> Bool { kind(path) != .missing }

    /// Why a found configuration file cannot be trusted, or nil: it, or `directory` (the one it
    /// is in), may be written by anyone (the command line and the language server both ask).
    public static func writableByOthers(_ path: String, in directory: String) -> String? {
        if let st = status(directory, followingLinks: true), st.st_mode & S_IWOTH != 0 { return "its directory is writable by every user" }
        if let st = status(path, followingLinks: true), st.st_mode & S_IWOTH != 0 { return "it is writable by every user" }
        return nil
    }

    /// Whether two paths name the same file (device and inode), following symlinks.
    public static func sameFile(_ a: String, _ b: String) -> Bool {
        guard let x = status(a, followingLinks: true), let y = status(b, followingLinks: true) else { return false }
        return x.st_dev == y.st_dev && x.st_ino == y.st_ino
    }

    /// Creates `path` and its missing parents, as `mkdir -p` does.
    public static func createDirectory(_ path: String) throws(FileError) {
        var bytes = PathBytes.bytes(path)
        while bytes.count > 1 && bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        var prefixes: [Int] = []
        for (k, byte) in bytes.enumerated() where byte == UInt8(ascii: "/") && k > 0 { prefixes.append(k) }
        prefixes.append(bytes.count)
        for end in prefixes {
            let partial = PathBytes.string(bytes[0 ..< end])
            let made = PathBytes.withCString(partial) { mkdir($0, 0o777) == 0 }
            if !made && errno != EEXIST { throw FileError(partial) }
        }
        guard isDirectory(path) else { throw FileError(path, errno: ENOTDIR) }
    }

    /// The current directory, as a `PathBytes` string (any bytes the system allows), or "" when
    /// it has none (it was removed).
    public static func currentDirectory() -> String {
        guard let path = getcwd(nil, 0) else { return "" }
        defer { free(path) }
        return PathBytes.string(cString: path)
    }

    /// Writes all of `bytes` to `fd`, retrying short writes and interruptions; returns errno on failure.
    public static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let n = Glibc_write(fd, base + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += n
        }
        return nil
    }

    static func status(_ path: String, followingLinks: Bool) -> stat? {
        var st = stat()
        let ok = PathBytes.withCString(path) { followingLinks ? stat($0, &st) == 0 : lstat($0, &st) == 0 }
        return ok ? st : nil
    }
}

// `read`/`write` are shadowed by the static methods above inside these types.
@inline(__always) func Glibc_read(_ fd: Int32, _ buf: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buf, count) }
@inline(__always) func Glibc_write(_ fd: Int32, _ buf: UnsafeRawPointer?, _ count: Int) -> Int { write(fd, buf, count) }

