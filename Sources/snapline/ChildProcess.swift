#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
import SnaplineCore

/// Runs a program to its end with plain POSIX calls (`posix_spawn`, pipes, `poll`, `waitpid`):
/// what `snapline diff --base` needs to ask `git` (`Git.swift`), without linking Foundation for
/// `Process`.
enum ChildProcess {
    struct Result: Sendable {
        /// The exit code, or the number of the signal that ended the program.
        var status: Int32
        /// Everything it wrote on standard output and standard error.
        var output: [UInt8]
        var errors: [UInt8]
    }

    /// Runs `executable` (a path, not searched) with `arguments` (the first is the program's
    /// name) in the current directory and environment, with `input` on its standard input
    /// (`/dev/null` when empty), and waits for it to end. Input is written while output and
    /// errors are read, so no amount of either can make the two processes wait on each other.
    /// The child gets descriptors 0, 1 and 2 only (every other descriptor this process opens is
    /// close-on-exec), an empty signal mask and default signal actions. Throws when it cannot
    /// be started.
    static func run(_ executable: String, _ arguments: [String], input: [UInt8] = []) throws(FileError) -> Result {
        var opened: [Int32] = []  // everything still open here, closed on the way out
        defer { for fd in opened { close(fd) } }
        let standardInput = input.isEmpty ? nil : try pipeDescriptors(&opened)
        let output = try pipeDescriptors(&opened)
        let errors = try pipeDescriptors(&opened)
        let pid = try spawn(executable, arguments, input: standardInput?.read, output: output.write, errors: errors.write)
        // The child's ends are the child's alone now: its reads end when this side closes its
        // end of standard input, and this side's reads end when the child exits.
        for fd in [standardInput?.read, output.write, errors.write].compactMap({ $0 }) { closeOpened(fd, &opened) }
        var result = Result(status: 0, output: [], errors: [])
        exchange(input: input, to: standardInput?.write, output: output.read, errors: errors.read, into: &result, opened: &opened)
        result.status = waitForExit(pid)
        return result
    }

    /// A pipe whose two ends are close-on-exec (a child gets them only as the descriptors it is
    /// given), recorded in `opened`. (`pipe2` is not portable; the command line runs no other
    /// thread that could start a program between the two calls.)
    private static func pipeDescriptors(_ opened: inout [Int32]) throws(FileError) -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw FileError("pipe") }
        opened += fds
        for fd in fds where fcntl(fd, F_SETFD, FD_CLOEXEC) != 0 { throw FileError("pipe") }
        return (fds[0], fds[1])
    }

    private static func closeOpened(_ fd: Int32, _ opened: inout [Int32]) {
        guard let index = opened.firstIndex(of: fd) else { return }
        opened.remove(at: index)
        close(fd)
    }

    /// Starts the child with its standard descriptors in place; returns its process id.
    private static func spawn(_ executable: String, _ arguments: [String], input: Int32?, output: Int32, errors: Int32) throws(FileError) -> pid_t {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        if let input {
            posix_spawn_file_actions_adddup2(&actions, input, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, errors, 2)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { PathBytes.withCString($0) { strdup($0) } } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let code = PathBytes.withCString(executable) { path in
            argv.withUnsafeBufferPointer { list in
                guard let base = list.baseAddress else { return EINVAL }
                return posix_spawn(&pid, path, &actions, &attributes, base, environment)
            }
        }
        guard code == 0 else { throw FileError(executable, errno: code) }
        return pid
    }

    private static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Darwin)
        _NSGetEnviron().pointee
        #else
        environ
        #endif
    }

    /// Writes `input` to `writeEnd` while reading `output` and `errors` to their ends, waiting in
    /// `poll` for whichever can go on. A child that stops reading its input (it exited, or closed
    /// it) ends the writing, not this process: SIGPIPE is held back meanwhile.
    private static func exchange(input: [UInt8], to writeEnd: Int32?, output: Int32, errors: Int32, into result: inout Result, opened: inout [Int32]) {
        var writing = writeEnd
        var written = 0
        if let fd = writing { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        var reading = [output, errors]
        var brokenPipe = false
        let previousMask = blockBrokenPipe()
        defer { restore(previousMask, consumingBrokenPipe: brokenPipe) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while writing != nil || !reading.isEmpty {
            var watched = reading.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if let fd = writing { watched.append(pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)) }
            if poll(&watched, nfds_t(watched.count), -1) < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return  // cannot wait: what was read is kept; the child sees its pipes close
            }
            for entry in watched where entry.revents != 0 {
                if entry.fd == writing {
                    let n = input.withUnsafeBytes { all in write(entry.fd, all.baseAddress.map { $0 + written }, all.count - written) }
                    if n > 0 { written += n }
                    let failed = n < 0 && errno != EINTR && errno != EAGAIN
                    if failed && errno == EPIPE { brokenPipe = true }
                    if failed || written == input.count {
                        closeOpened(entry.fd, &opened)
                        writing = nil
                    }
                    continue
                }
                let n = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
                if n > 0 {
                    if entry.fd == output { result.output += buffer[0 ..< n] } else { result.errors += buffer[0 ..< n] }
                } else if n == 0 || errno != EINTR && errno != EAGAIN {
                    reading.removeAll { $0 == entry.fd }
                    closeOpened(entry.fd, &opened)
                }
            }
        }
    }

    private static func blockBrokenPipe() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &set, &previous)
        return previous
    }

    /// Restores the signal mask, after taking the SIGPIPE a write to a closed pipe left pending
    /// (unless it was blocked before, and so pending for someone else).
    private static func restore(_ previous: sigset_t, consumingBrokenPipe: Bool) {
        var previous = previous
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGPIPE)
        var pending = sigset_t()
        if consumingBrokenPipe, sigismember(&previous, SIGPIPE) == 0, sigpending(&pending) == 0, sigismember(&pending, SIGPIPE) == 1 {
            var taken: Int32 = 0
            sigwait(&set, &taken)
        }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }

    /// Reaps the child: its exit code, or the signal that ended it.
    private static func waitForExit(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return -1 }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : signal
    }
}
