#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import SnaplineCore
@testable import snapline

/// `ChildProcess.run`: what `diff --base` runs git with. Input and output far larger than a
/// pipe holds (64 KiB on Linux) must pass both ways at once, in full, without the two processes
/// waiting on each other.
@Suite struct ChildProcessTests {
    static func shell(_ script: String, input: [UInt8] = []) throws -> ChildProcess.Result {
        try ChildProcess.run("/bin/sh", ["sh", "-c", script], input: input)
    }

    /// Every byte value, 4 MiB in all, through `cat`: it comes back the same. `cat` only ends when
    /// its input ends, so this also shows that the child holds no copy of the pipe's write end.
    @Test func largeInputAndOutputPassAtTheSameTime() throws {
        let input = (0 ..< 4 << 20).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 11) }
        let result = try Self.shell("cat; echo done >&2", input: input)
        #expect(result.status == 0)
        #expect(result.output.count == input.count)
        #expect(result.output == input)
        #expect(result.errors == Array("done\n".utf8))
    }

    /// A chatty standard error (1 MB) while standard output waits: both are read to their ends.
    @Test func standardErrorIsReadWhileStandardOutputWaits() throws {
        let result = try Self.shell("head -c 1000000 /dev/zero >&2; printf out")
        #expect(result.status == 0)
        #expect(result.errors.count == 1_000_000 && result.errors.allSatisfy { $0 == 0 })
        #expect(result.output == Array("out".utf8))
    }

    /// No input: standard input is /dev/null, so a reader sees its end at once.
    @Test func withoutInputStandardInputIsEmpty() throws {
        let result = try Self.shell("cat; echo end")
        #expect(result.status == 0)
        #expect(result.output == Array("end\n".utf8))
        #if os(Linux)
        #expect(try Self.shell("readlink /proc/$$/fd/0").output == Array("/dev/null\n".utf8))
        #endif
    }

    /// A child that exits without reading 1 MiB of input: the writing stops (EPIPE), this process
    /// is not killed by SIGPIPE, and the status is the child's.
    @Test func aChildThatIgnoresItsInputDoesNotKillTheParent() throws {
        let result = try Self.shell("exit 3", input: [UInt8](repeating: 0x61, count: 1 << 20))
        #expect(result.status == 3)
        #expect(result.output.isEmpty && result.errors.isEmpty)
        var pending = sigset_t()
        sigpending(&pending)
        #expect(sigismember(&pending, SIGPIPE) == 0, "a SIGPIPE was left pending")
    }

    /// Exit codes, and the signal that ended a child.
    @Test func statusIsTheExitCodeOrTheSignal() throws {
        #expect(try Self.shell("exit 0").status == 0)
        #expect(try Self.shell("exit 141").status == 141)
        #expect(try Self.shell("kill -TERM $$").status == SIGTERM)
    }

    /// The arguments arrive as bytes (a name that is not UTF-8 included); the environment is this
    /// process's.
    @Test func argumentsAndEnvironmentArriveUnchanged() throws {
        let name = PathBytes.string([0x63, 0x61, 0x66, 0xE9])  // "caf\xE9"
        let path = try #require(getenv("PATH"))
        let result = try ChildProcess.run("/bin/sh", ["sh", "-c", "printf '%s|%s' \"$1\" \"$PATH\"", "sh", name])
        #expect(result.output == [0x63, 0x61, 0x66, 0xE9, 0x7C] + Array(String(cString: path).utf8))
    }

    /// A program that does not exist cannot be started: an error with the system's reason.
    @Test func aMissingProgramIsAnError() {
        do {
            _ = try ChildProcess.run("/nonexistent/program", ["program"])
            Issue.record("a program that does not exist was started")
        } catch {
            #expect(error.reason == String(cString: strerror(ENOENT)))
        }
    }
}
