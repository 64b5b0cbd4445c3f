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

/// Standard output, written with `write(2)` as the pieces arrive (nothing is held back), and
/// never trapping: a full disk or a closed descriptor is an error to report.
final class StandardOutputSink: OutputSink {
    private var failure: FileError?

    func write(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil else { return }
        if let code = FileIO.writeAll(1, bytes) { failure = FileError(path: "standard output", errno: code) }
    }

    func finish() throws(FileError) {
        if let failure { throw failure }
    }

    /// Pieces already written cannot be taken back; the exit status says the output is incomplete.
    func abandon() {}
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

    /// A line of text (paths in it are `PathBytes` strings, written back as their bytes).
    static func writeLine(_ fd: Int32, _ text: String) -> Int32? {
        var bytes = PathBytes.bytes(text)
        if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
        return bytes.withUnsafeBytes { FileIO.writeAll(fd, $0) }
    }
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
    nonisolated(unsafe) static var failed = false

    static func printLine(_ text: String) {
        guard !failed else { return }
        if let code = StandardStreams.writeLine(1, text) { report(FileError(path: "standard output", errno: code)) }
    }

    static func report(_ error: FileError) {
        failed = true
        printError("snapline: error: cannot write standard output: \(error.reason)")
    }
}

extension FileError {
    init(path: String, errno code: Int32) {
        self.init(path, reason: String(cString: strerror(code)))
    }
}
