#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Which file was read: device, inode and size, taken from the open descriptor.
public struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int

    /// Whether `st` is a regular file with this device, inode and size.
    func names(_ st: stat) -> Bool {
        (st.st_mode & S_IFMT) == S_IFREG && UInt64(st.st_dev) == device && UInt64(st.st_ino) == inode && Int(st.st_size) == size
    }
}

/// Reading files that must be plain regular files: a configuration file, a scene found in a
/// directory, a scene read again for the excerpts under its diagnostics. None of these may
/// block (a FIFO), be endless (`/dev/zero`), read the terminal (`/dev/stdin`) or be a kernel
/// pseudo-file whose size says 0 but that reads as something else (`/proc/self/environ`).
extension FileIO {
    /// The file at `path` (links followed, unless `followingLinks` is false: then a path that is
    /// a symbolic link is refused) if it is a regular file of at most `limit` bytes whose size
    /// did not change while it was read; an error saying why not otherwise. Opened with
    /// `O_NONBLOCK`, so a FIFO swapped in after a check cannot make it wait.
    public static func readRegular(_ path: String, limit: Int, followingLinks: Bool = true) throws(FileError) -> (bytes: [UInt8], identity: FileIdentity) {
        let flags = O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW)
        let fd = PathBytes.withCString(path) { open($0, flags) }
        guard fd >= 0 else {
            let code = errno
            throw code == ELOOP && !followingLinks ? FileError(path, reason: "is a symbolic link; only a plain file is read") : FileError(path, errno: code)
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw FileError(path) }
        guard (st.st_mode & S_IFMT) == S_IFREG else {
            throw FileError(path, reason: (st.st_mode & S_IFMT) == S_IFDIR ? "is a directory" : "not a regular file (a FIFO, socket or device)")
        }
        if Int(st.st_size) > limit { throw tooLargeError(path, limit: limit) }
        let bytes = try read(descriptor: fd, name: path, limit: limit)
        guard bytes.count == Int(st.st_size) else {
            throw FileError(path, reason: "not a plain file (it reads as \(bytes.count) bytes but its size is \(st.st_size))")
        }
        return (bytes, FileIdentity(device: UInt64(st.st_dev), inode: UInt64(st.st_ino), size: bytes.count))
    }

    /// Reads `path` as `read(_:limit:)` does (a FIFO named on the command line is waited for),
    /// and says which file it was when it is a plain regular file (nil otherwise).
    public static func readIdentified(_ path: String, limit: Int = maximumInputSize) throws(FileError) -> (bytes: [UInt8], identity: FileIdentity?) {
        let fd = PathBytes.withCString(path) { open($0, O_RDONLY | O_NOCTTY | O_CLOEXEC) }
        guard fd >= 0 else { throw FileError(path) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw FileError(path) }
        let bytes = try read(descriptor: fd, name: path, limit: limit)
        let plain = (st.st_mode & S_IFMT) == S_IFREG && Int(st.st_size) == bytes.count
        return (bytes, plain ? FileIdentity(device: UInt64(st.st_dev), inode: UInt64(st.st_ino), size: bytes.count) : nil)
    }

    /// Lines `lines` of the file at `path` (see `SourceExcerpts`), read again only if `path`
    /// still names the plain regular file `identity` names; nil otherwise. Nothing else is ever
    /// read: the path is looked at before it is opened (a FIFO or device swapped in is not
    /// opened at all), and the open file is checked again (a swap in between is caught).
    public static func excerpts(_ path: String, identity: FileIdentity, lines: [Int], pieceSize: Int = SourceExcerpts.defaultPieceSize) -> SourceExcerpts? {
        guard let st = status(path, followingLinks: true), identity.names(st) else { return nil }
        let fd = PathBytes.withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var opened = stat()
        guard fstat(fd, &opened) == 0, identity.names(opened) else { return nil }
        return SourceExcerpts.read(fd, size: identity.size, lines: lines, pieceSize: pieceSize)
    }

    static func tooLargeError(_ name: String, limit: Int) -> FileError {
        var error = FileError(name, reason: "file is too large (more than \(limit) bytes)")
        error.isTooLarge = true
        return error
    }
}
