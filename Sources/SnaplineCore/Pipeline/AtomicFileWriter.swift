import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Writes one output file so that it cannot be turned against its user and is never seen half
/// written. `commit()` puts the bytes in place only when they differ from what is there.
///
/// - A symlink is followed (to its final target, relative links from the link's directory); the
///   target is what gets replaced, the link stays.
/// - A regular file (or a missing one) is replaced atomically: the bytes go to a temporary file
///   in the same directory (`TemporaryFiles`: unpredictable name, `O_EXCL|O_NOFOLLOW`), which is
///   flushed to disk (`fsync`), given the old file's mode (or the umask's for a new file) and
///   renamed over it. The temporary file is created only when the first differing byte arrives,
///   so an unchanged output needs no write access at all.
/// - Anything else that exists (a device such as `/dev/null`, a FIFO, a socket) is written in
///   place, as `cp` and `>` do; it is never replaced by a regular file. A directory is an error.
///
/// Dropping the writer without `commit()` (or calling `discard()`) leaves the destination as it was.
/// A write error is kept and thrown by `commit()`, so the caller can finish compiling and report
/// the scene's own errors first.
public final class AtomicFileWriter {
    /// The destination as given.
    public let path: String
    /// The file that is written: `path` with its symlinks resolved.
    public let target: String
    private let inPlace: Bool
    /// The existing destination's mode, kept for the replacement.
    private let mode: mode_t?
    /// The existing destination, open for reading while everything written so far matched it.
    private var existing: Int32 = -1
    private var matched = 0
    private var fd: Int32 = -1
    private var temporary: (path: String, slot: Int)?
    private var failure: FileError?
    private var finished = false
    private var scratch: [UInt8] = []
    /// Flushes the temporary file to disk on another thread while the rest is written.
    private var earlySync: EarlySync?

    public init(path: String) throws(FileError) {
        self.path = path
        target = try Self.resolveLinks(path)
        guard let st = FileIO.status(target, followingLinks: false) else {
            guard errno == ENOENT else { throw FileError(path) }
            inPlace = false
            mode = nil
            return
        }
        switch st.st_mode & S_IFMT {
        case S_IFDIR:
            throw FileError(path, errno: EISDIR)
        case S_IFREG:
            inPlace = false
            mode = st.st_mode & 0o7777
            existing = PathBytes.withCString(target) { open($0, O_RDONLY | O_CLOEXEC | O_NOFOLLOW) }
        default:
            inPlace = true
            mode = nil
        }
    }

    deinit {
        discard()
    }

    public func write(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil, !finished, bytes.count > 0 else { return }
        if fd < 0 {
            if existing >= 0 && matchesExisting(bytes) {
                matched += bytes.count
                return
            }
            guard openOutput() else { return }
        }
        if let code = FileIO.writeAll(fd, bytes) { failure = FileError(path, errno: code) }
        earlySync?.wrote(bytes.count)
    }

    public func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { write($0) }
    }

    /// Puts the new bytes in place unless the destination already has them. Returns true when the
    /// destination changed; throws the first error met while writing.
    @discardableResult
    public func commit() throws(FileError) -> Bool {
        guard !finished else { return false }
        defer { discard() }
        if let failure { throw failure }
        if fd < 0 {
            if existing >= 0 && atEndOfExisting() { return false }  // unchanged: nothing written
            guard openOutput() else { throw failure ?? FileError(path, errno: EIO) }
        }
        if let failure { throw failure }
        finished = true
        if inPlace {
            let closed = close(fd) == 0
            fd = -1
            if !closed { throw FileError(path) }
            return true
        }
        guard let temporary else { return false }
        earlySync?.wait()
        if let mode = mode ?? Self.defaultMode(), fchmod(fd, mode) != 0 { throw FileError(path) }
        guard fsync(fd) == 0 else { throw FileError(path) }
        let closed = close(fd) == 0
        fd = -1
        if !closed { throw FileError(path) }
        if let code = TemporaryFiles.moveIntoPlace(temporary.path, slot: temporary.slot, to: target) {
            self.temporary = nil
            throw FileError(path, errno: code)
        }
        self.temporary = nil
        return true
    }

    /// Leaves the destination as it was and removes the temporary file.
    public func discard() {
        finished = true
        earlySync?.wait()  // before the descriptor it syncs is closed
        earlySync = nil
        if existing >= 0 {
            close(existing)
            existing = -1
        }
        if fd >= 0 {
            close(fd)
            fd = -1
        }
        if let temporary {
            TemporaryFiles.discard(temporary.path, slot: temporary.slot)
            self.temporary = nil
        }
    }

    /// Opens what is written: the destination itself in place, else a temporary file that first
    /// receives the `matched` bytes (equal to the existing file's first bytes). False on failure.
    private func openOutput() -> Bool {
        if inPlace {
            fd = PathBytes.withCString(target) { Glibc_open($0, O_WRONLY | O_TRUNC | O_NOCTTY | O_CLOEXEC) }
            if fd < 0 { failure = FileError(path) }
            return fd >= 0
        }
        do {
            let created = try TemporaryFiles.create(in: Self.directory(of: target))
            fd = created.fd
            temporary = (created.path, created.slot)
            earlySync = EarlySync(fd: created.fd)
        } catch {
            failure = FileError(path, reason: error.reason)
            return false
        }
        if matched > 0 && !copyMatchedPrefix() { return false }
        if existing >= 0 {
            close(existing)
            existing = -1
        }
        return true
    }

    private func copyMatchedPrefix() -> Bool {
        var buffer = [UInt8](repeating: 0, count: min(matched, 1 << 20))
        var offset = 0
        while offset < matched {
            let count = min(buffer.count, matched - offset)
            let n = buffer.withUnsafeMutableBytes { pread(existing, $0.baseAddress, count, off_t(offset)) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                failure = FileError(path, errno: n < 0 ? errno : EIO)
                return false
            }
            if let code = buffer.withUnsafeBytes({ FileIO.writeAll(fd, UnsafeRawBufferPointer(rebasing: $0[0 ..< n])) }) {
                failure = FileError(path, errno: code)
                return false
            }
            offset += n
        }
        return true
    }

    /// Whether the existing file continues with exactly `bytes`.
    private func matchesExisting(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let incoming = bytes.baseAddress else { return true }
        if scratch.count < bytes.count { scratch = [UInt8](repeating: 0, count: bytes.count) }
        return scratch.withUnsafeMutableBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            var total = 0
            while total < bytes.count {
                let n = pread(existing, base + total, bytes.count - total, off_t(matched + total))
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                total += n
            }
            return memcmp(base, incoming, bytes.count) == 0
        }
    }

    private func atEndOfExisting() -> Bool {
        var byte: UInt8 = 0
        return pread(existing, &byte, 1, off_t(matched)) == 0
    }

    /// The mode a new file gets: 0666 less the umask. Linux reports the umask in /proc without
    /// changing it; elsewhere it is set and restored at once (another thread creating a file in
    /// that instant would get 022).
    private static func defaultMode() -> mode_t? {
        if let status = try? FileIO.read("/proc/self/status", limit: 1 << 16),
           let line = String(decoding: status, as: UTF8.self).split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
           let mask = mode_t(line.dropFirst("Umask:".count).trimmingPrefix(while: { $0 == " " || $0 == "\t" }), radix: 8) {
            return 0o666 & ~mask
        }
        let mask = umask(0o022)
        umask(mask)
        return 0o666 & ~mask
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` with its symlinks followed to the final target (which may not exist yet). A link
    /// that opens although its text names nothing is returned itself (then written in place).
    static func resolveLinks(_ path: String) throws(FileError) -> String {
        var current = path
        for _ in 0 ..< 40 {
            guard let st = FileIO.status(current, followingLinks: false), (st.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = PathBytes.withCString(current) { readlink($0, &buffer, buffer.count - 1) }
            guard n > 0 else { throw FileError(path) }
            let link = PathBytes.string(buffer[0 ..< n].map { UInt8(bitPattern: $0) })
            let base = directory(of: current)
            let next = link.hasPrefix("/") || base.isEmpty ? link : (base == "/" ? "/" : base + "/") + link
            // A link whose text names nothing but that opens (the /proc/self/fd links behind
            // /dev/stdout read `pipe:[1234]`): the link itself is the way to the file.
            if FileIO.status(next, followingLinks: false) == nil && FileIO.status(current, followingLinks: true) != nil {
                return current
            }
            current = next
        }
        throw FileError(path, errno: ELOOP)
    }
}

@inline(__always) private func Glibc_open(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 { open(path, flags) }

/// Starts a large output's trip to disk while it is still being written: every `interval` bytes,
/// `fdatasync` runs on another thread (unless the previous one is still running), so the `fsync`
/// before the rename waits for the last part only (a 227 MB table spent about 0.3 s there).
private final class EarlySync: @unchecked Sendable {
    static let interval = 32 << 20
    private let fd: Int32
    private let lock = Lock()
    /// Whether a sync is running (under `lock`).
    private var syncing = false
    /// Bytes written since the last sync started (the writer's thread only).
    private var pending = 0

    init(fd: Int32) {
        self.fd = fd
    }

    func wrote(_ count: Int) {
        pending += count
        guard pending >= Self.interval else { return }
        let started = lock.withLock { () -> Bool in
            guard !syncing else { return false }
            syncing = true
            return true
        }
        guard started else { return }
        pending = 0
        let fd = fd
        DispatchQueue.global().async { [self] in
            #if canImport(Darwin)
            _ = fsync(fd)
            #else
            _ = fdatasync(fd)  // errors surface in the final fsync
            #endif
            lock.withLock {
                syncing = false
                lock.broadcast()
            }
        }
    }

    /// Waits for a sync in progress.
    func wait() {
        lock.withLock {
            while syncing { lock.wait() }
        }
    }
}

