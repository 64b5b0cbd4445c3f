#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import SnaplineCore

/// Runs the server on standard input and output until `exit` or the end of input.
public enum StandardIOServer {
    /// Serves until `exit` (which exits the process: 0 after `shutdown`, else 1) or the end of
    /// standard input; returns the exit code for the latter (0 after `shutdown`, else 1).
    public static func run(options: LanguageServer.Options = LanguageServer.Options()) -> Int32 {
        signal(SIGPIPE, SIG_IGN)  // a client that went away ends the input too
        let output = FramedOutput(descriptor: 1)
        let server = LanguageServer(options: options, send: { output.send($0) }, onExit: { code in exit(code) })
        var decoder = FrameDecoder()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            for frame in decoder.append(buffer[0 ..< count]) { server.receive(frame) }
        }
        // End of input: finish what was received, then stop.
        server.queue.sync {}
        return server.queue.sync { server.shutdownRequested } ? 0 : 1
    }
}

/// Writes framed messages to a descriptor, one whole message at a time (any thread).
final class FramedOutput: Sendable {
    private let descriptor: Int32
    /// Held while a message is written, so messages from two threads never interleave.
    private let lock = Lock()

    init(descriptor: Int32) { self.descriptor = descriptor }

    func send(_ message: JSONValue) {
        let bytes = FrameEncoder.frame(message.bytes)
        lock.withLock {
            bytes.withUnsafeBytes { raw in
                guard let base = raw.baseAddress else { return }
                var offset = 0
                while offset < raw.count {
                    let written = write(descriptor, base + offset, raw.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        return
                    }
                    offset += written
                }
            }
        }
    }
}
