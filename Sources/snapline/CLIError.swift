import SnaplineCore

/// Why a command stops, with its exit code (SPEC section 7's: 1 for errors in the input, 2 for
/// usage and I/O errors). `failures` are printed by whoever catches it: `compile` and `check`
/// in the chosen report format, the other commands and `main` as text on standard error. An
/// empty list means the problems were reported already.
struct CLIError: Error {
    var failures: [Diagnostic]
    var exitCode: Int32

    init(_ failures: [Diagnostic], exitCode: Int32 = 2) {
        self.failures = failures
        self.exitCode = exitCode
    }

    /// The problems were reported already; exit with `code`.
    static func exit(_ code: Int32) -> CLIError { CLIError([], exitCode: code) }

    /// The command line asks for something that cannot be done (exit 2).
    static func usage(_ message: String, file: String? = nil) -> CLIError {
        CLIError([Diagnostic(.error, message, at: nil, code: .usageError, file: file)])
    }

    /// A file that cannot be read (exit 2).
    static func unreadable(_ error: FileError, what: String = "") -> CLIError {
        CLIError([ioFailure(error, what: what)])
    }

    /// The diagnostic for a file that cannot be read: `cannot read [what ]PATH: REASON`.
    static func ioFailure(_ error: FileError, what: String = "", verb: String = "read") -> Diagnostic {
        Diagnostic(.error, "cannot \(verb) \(what.isEmpty ? "" : what + " ")\(error)", at: nil, code: .ioError, file: error.path)
    }
}

/// Prints failures as text on standard error (for the commands without `--format`): with the
/// file at fault first when the message does not name it.
func printFailures(_ error: CLIError) {
    let text = TextReporter()
    for failure in error.failures { _ = StandardStreams.write(2, text.failureLine(failure)) }
}
