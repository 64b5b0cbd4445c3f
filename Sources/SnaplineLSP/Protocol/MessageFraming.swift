/// The base protocol's framing: a header block (`Content-Length: N`, optionally
/// `Content-Type: …`, each line ending in CRLF, then an empty line) followed by N bytes of JSON.
///
/// `FrameDecoder` is fed bytes as they arrive and hands back whole bodies. It never holds more
/// than one header block (`maximumHeaderBytes`) plus one body (`maximumBodyBytes`): a header block
/// without a valid `Content-Length` is skipped, as is a body longer than the limit.
public struct FrameDecoder {
    public static let maximumHeaderBytes = 8 * 1024
    public static let maximumBodyBytes = 256 * 1024 * 1024

    /// What one step of decoding found.
    public enum Frame: Equatable {
        /// A message body (not yet parsed as JSON).
        case body([UInt8])
        /// A header block without a usable `Content-Length` (missing, not a number, too large),
        /// skipped; or header bytes past `maximumHeaderBytes` without an end, dropped.
        case skippedHeader(String)
    }

    private var buffer: [UInt8] = []
    private var start = 0
    /// Bytes of the current body still expected (nil while reading a header block).
    private var bodyLength: Int?
    /// Bytes of an oversized body still to drop.
    private var discarding = 0

    public init() {}

    /// Bytes held, waiting for the rest of a frame.
    public var pendingByteCount: Int { buffer.count - start }

    /// Appends `bytes` and returns every frame they complete.
    public mutating func append(_ bytes: some Collection<UInt8>) -> [Frame] {
        var input = bytes[...]
        if discarding > 0 {
            let dropped = min(discarding, input.count)
            discarding -= dropped
            input = input.dropFirst(dropped)
        }
        buffer.append(contentsOf: input)
        var frames: [Frame] = []
        while let frame = next() { frames.append(frame) }
        compact()
        return frames
    }

    private mutating func next() -> Frame? {
        if let length = bodyLength {
            guard buffer.count - start >= length else { return nil }
            let body = Array(buffer[start ..< start + length])
            start += length
            bodyLength = nil
            return .body(body)
        }
        guard let end = headerEnd() else {
            if buffer.count - start > Self.maximumHeaderBytes {
                start = buffer.count
                return .skippedHeader("a header block longer than \(Self.maximumHeaderBytes) bytes")
            }
            return nil
        }
        let header = String(decoding: buffer[start ..< end.textEnd], as: UTF8.self)
        start = end.bodyStart
        switch Self.contentLength(header) {
        case .success(let length) where length > Self.maximumBodyBytes:
            let available = min(length, buffer.count - start)
            start += available
            discarding = length - available
            return .skippedHeader("a body of \(length) bytes, more than \(Self.maximumBodyBytes)")
        case .success(let length):
            bodyLength = length
            return next()
        case .failure(let problem):
            return .skippedHeader(problem.reason)
        }
    }

    /// Where the header block's blank line is: CRLF CRLF (a bare LF LF is accepted too).
    private func headerEnd() -> (textEnd: Int, bodyStart: Int)? {
        var k = start
        let count = buffer.count
        while k + 1 < count {
            if buffer[k] == 0x0A {
                if buffer[k + 1] == 0x0A { return (k, k + 2) }
                if k + 2 < count, buffer[k + 1] == 0x0D, buffer[k + 2] == 0x0A { return (k, k + 3) }
            }
            k += 1
        }
        return nil
    }

    struct HeaderProblem: Error {
        var reason: String
    }

    /// The `Content-Length` of a header block (field names are case-insensitive).
    static func contentLength(_ header: String) -> Result<Int, HeaderProblem> {
        var length: Int?
        for line in header.split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            guard line[..<colon].lowercased().trimmingSpaces == "content-length" else { continue }
            let value = line[line.index(after: colon)...].trimmingSpaces
            guard !value.isEmpty, value.utf8.count <= 12, value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let number = Int(value) else {
                return .failure(HeaderProblem(reason: "a Content-Length that is not a number (`\(value.prefix(40))`)"))
            }
            length = number
        }
        guard let length else { return .failure(HeaderProblem(reason: "a header block without Content-Length")) }
        return .success(length)
    }

    private mutating func compact() {
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 20)
            start = 0
        } else if start > 1 << 16 && start > buffer.count / 2 {
            buffer.removeSubrange(0 ..< start)
            start = 0
        }
    }
}

extension StringProtocol {
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }
}

/// Frames a message body for writing.
public enum FrameEncoder {
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
