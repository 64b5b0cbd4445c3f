#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
import SnaplineCore

/// Where `compile` puts one scene's output, in pieces as they are produced.
protocol OutputSink: AnyObject {
    func write(_ bytes: UnsafeRawBufferPointer)
    /// The output is complete: put it in place. Throws the first error met while writing.
    func finish() throws(FileError)
    /// The scene had errors: leave the destination as it was.
    func abandon()
}

extension AtomicFileWriter: OutputSink {
    func finish() throws(FileError) { try commit() }
    func abandon() { discard() }
}

/// Standard output: the output is held (in memory up to 4 MB, then in an unlinked temporary
/// file, see `SpooledOutput`) and copied out once the scene compiled, so a scene with errors
/// writes nothing there, and memory stays bounded. A full disk or a closed descriptor is an
/// error to report, never a trap.
final class StandardOutputSink: OutputSink {
    private let spooled = SpooledOutput()

    func write(_ bytes: UnsafeRawBufferPointer) {
        spooled.write(bytes)
    }

    func finish() throws(FileError) {
        try spooled.finish(to: 1, name: "standard output")
    }

    func abandon() {
        spooled.discard()
    }
}

/// The three standard descriptors, written as raw bytes.
enum StandardStreams {
    /// Makes sure descriptors 0, 1 and 2 are open, so a file opened later cannot take the place of
    /// a closed one. A closed descriptor gets `/dev/null` opened the wrong way round (standard
    /// output read-only), so using it still fails with EBADF, as it would have.
    static func occupyClosedDescriptors() {
        for fd: Int32 in 0 ... 2 where fcntl(fd, F_GETFD) < 0 && errno == EBADF {
            let opened = open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY)
            if opened >= 0 && opened != fd {
                dup2(opened, fd)
                close(opened)
            }
        }
    }

    /// Lines of text for a person: controls and bidirectional overrides shown as `\u{1B}`, a
    /// file name's bytes that are not UTF-8 as `\xE9` (see `ReportText`); never raw scene bytes.
    static func writeLine(_ fd: Int32, _ text: String) -> Int32? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { ReportText.terminal(String($0)) }
        if lines.count > 1 && lines.last == "" { lines.removeLast() }
        return write(fd, Array((lines.joined(separator: "\n") + "\n").utf8))
    }

    /// Whether diagnostics on standard error are coloured: it is a terminal, and `NO_COLOR` is not set.
    static var colourOnStandardError: Bool { isatty(2) == 1 && getenv("NO_COLOR") == nil }

    /// Bytes a reporter made, as they are.
    static func write(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
        bytes.withUnsafeBytes { FileIO.writeAll(fd, $0) }
    }
}

/// Ends the process with `code` (for where a command's own `exit(withError:)` hides the C library's).
func exitProcess(_ code: Int32) -> Never {
    exit(code)
}

/// Lets SIGINT, SIGTERM and SIGHUP through: a launcher may start the tool with them blocked
/// (Foundation's `Process` does from a thread that blocks them), and then an interrupted compile
/// would run to its end instead of stopping and removing its temporary file.
func unblockTerminationSignals() {
    var set = sigset_t()
    sigemptyset(&set)
    for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, number) }
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
}

/// Standard output's failure is reported once, on standard error, and makes the run exit 2.
enum StandardOutput {
    private static let failure = Locked(false)
    /// Whether writing standard output failed (reported once).
    static var failed: Bool { failure.withLock { $0 } }

    static func printLine(_ text: String) {
        guard !failed else { return }
        if let code = StandardStreams.writeLine(1, text) { report(FileError(path: "standard output", errno: code)) }
    }

    static func write(_ bytes: [UInt8]) {
        guard !failed else { return }
        if let code = StandardStreams.write(1, bytes) { report(FileError(path: "standard output", errno: code)) }
    }

    static func report(_ error: FileError) {
        failure.withLock { $0 = true }
        printFailures(CLIError([Diagnostic(.error, "cannot write standard output: \(error.reason)", at: nil, code: .ioError)]))
    }
}

extension FileError {
    init(path: String, errno code: Int32) {
        self.init(path, reason: String(cString: strerror(code)))
    }
}
