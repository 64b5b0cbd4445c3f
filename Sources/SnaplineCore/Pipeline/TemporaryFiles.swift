#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Temporary output files: created with unpredictable names that no one else can plant (`O_EXCL`,
/// `O_NOFOLLOW`, mode 0600), and removed when the process is stopped by SIGINT, SIGTERM or SIGHUP,
/// which then ends it as the signal would have (so the shell sees the conventional status).
enum TemporaryFiles {
    /// Slots for the names of the temporary files that exist now, readable from a signal handler:
    /// `active[k]` is 1 while `names[k]` (a NUL-terminated path) is a file to remove.
    private struct Slots {
        let active = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: TemporaryFiles.slotCount).initialized(0, TemporaryFiles.slotCount)
        let names = UnsafeMutablePointer<CChar>.allocate(capacity: TemporaryFiles.slotCount * TemporaryFiles.nameCapacity)
            .initialized(0, TemporaryFiles.slotCount * TemporaryFiles.nameCapacity)
    }
    private static let slotCount = 16
    private static let nameCapacity = Int(PATH_MAX) + 1
    /// Written under `lock`, and read without it by the signal handler, which may take no lock:
    /// what no Swift type can express, so this is `nonisolated(unsafe)`. A slot's name is written
    /// before its `active` flag is set and read only while it is set.
    nonisolated(unsafe) private static let slots = Slots()
    private static let lock = Lock()
    private static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// A new temporary file in `directory` (a `PathBytes` string, "" for the current directory):
    /// its descriptor, its path and the slot that removes it on a signal (-1 when all are taken).
    /// `readable` opens it for reading too (a spool that is read back).
    static func create(in directory: String, readable: Bool = false) throws(FileError) -> (fd: Int32, path: String, slot: Int) {
        let prefix = directory.isEmpty ? "" : (directory.hasSuffix("/") ? directory : directory + "/")
        var generator = SystemRandomNumberGenerator()
        for _ in 0 ..< 100 {
            let path = prefix + ".snapline-" + randomName(using: &generator) + ".tmp"
            var slot = -1
            let fd = withSignalsBlocked { () -> Int32 in
                let fd = PathBytes.withCString(path) { open($0, (readable ? O_RDWR : O_WRONLY) | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600) }
                if fd >= 0 { slot = register(path) }
                return fd
            }
            if fd >= 0 { return (fd, path, slot) }
            if errno != EEXIST { throw FileError(path) }
        }
        throw FileError(prefix + ".snapline-*.tmp", errno: EEXIST)
    }

    /// Renames the temporary file over `destination` and forgets it; on failure removes it.
    static func moveIntoPlace(_ path: String, slot: Int, to destination: String) -> Int32? {
        withSignalsBlocked { () -> Int32? in
            let ok = PathBytes.withCString(path) { from in PathBytes.withCString(destination) { rename(from, $0) == 0 } }
            let code = errno
            if !ok { PathBytes.withCString(path) { _ = unlink($0) } }
            release(slot)
            return ok ? nil : code
        }
    }

    /// Removes the temporary file and forgets it.
    static func discard(_ path: String, slot: Int) {
        withSignalsBlocked {
            PathBytes.withCString(path) { _ = unlink($0) }
            release(slot)
        }
    }

    /// Twelve letters and digits: 62^12 names, about 71 bits.
    private static func randomName(using generator: inout SystemRandomNumberGenerator) -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
        var bytes: [UInt8] = []
        for _ in 0 ..< 12 { bytes.append(alphabet[Int(generator.next(upperBound: UInt64(alphabet.count)))]) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Takes a free slot for `path` (called with the handled signals blocked).
    private static func register(_ path: String) -> Int {
        let bytes = PathBytes.bytes(path)
        return lock.withLock {
            let slots = Self.slots  // made before a handler can read it
            _ = handlersInstalled
            guard bytes.count < nameCapacity, let slot = (0 ..< slotCount).first(where: { slots.active[$0] == 0 }) else { return -1 }
            let name = slots.names + slot * nameCapacity
            for (k, byte) in bytes.enumerated() { name[k] = CChar(bitPattern: byte) }
            name[bytes.count] = 0
            slots.active[slot] = 1
            return slot
        }
    }

    private static func release(_ slot: Int) {
        guard slot >= 0 else { return }
        lock.withLock { slots.active[slot] = 0 }
    }

    /// Installs the handler for each signal that is not ignored (`nohup` ignores SIGHUP: kept
    /// so), once: on the first temporary file (a `static let` is initialised exactly once).
    private static let handlersInstalled: Bool = {
        for number in handled {
            let previous = signal(number, handleSignal)
            if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { _ = signal(number, SIG_IGN) }
        }
        return true
    }()

    /// Async-signal-safe: `unlink`, `signal` and `raise` only.
    private static let handleSignal: @convention(c) (Int32) -> Void = { number in
        let slots = TemporaryFiles.slots
        for slot in 0 ..< TemporaryFiles.slotCount where slots.active[slot] != 0 {
            _ = unlink(slots.names + slot * TemporaryFiles.nameCapacity)
        }
        _ = signal(number, SIG_DFL)
        _ = raise(number)  // delivered when the handler returns: the process ends by the signal
    }

    private static func withSignalsBlocked<R>(_ body: () -> R) -> R {
        var set = sigset_t()
        var old = sigset_t()
        sigemptyset(&set)
        for number in handled { sigaddset(&set, number) }
        pthread_sigmask(SIG_BLOCK, &set, &old)
        defer { pthread_sigmask(SIG_SETMASK, &old, nil) }
        return body()
    }
}

private extension UnsafeMutablePointer {
    func initialized(_ value: Pointee, _ count: Int) -> Self {
        initialize(repeating: value, count: count)
        return self
    }
}
