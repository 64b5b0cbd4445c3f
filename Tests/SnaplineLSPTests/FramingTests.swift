import Testing
@testable import SnaplineLSP

@Suite struct FramingTests {
    func frame(_ body: String) -> [UInt8] { FrameEncoder.frame(Array(body.utf8)) }

    @Test func bodiesSplitAcrossReadsAndJoinedInOne() {
        var decoder = FrameDecoder()
        let stream = frame(#"{"a":1}"#) + frame(#"{"b":"é"}"#)
        var bodies: [String] = []
        // One byte at a time: every split point of headers and bodies.
        for byte in stream {
            for case .body(let body) in decoder.append([byte]) { bodies.append(String(decoding: body, as: UTF8.self)) }
        }
        #expect(bodies == [#"{"a":1}"#, #"{"b":"é"}"#])
        // All at once.
        let frames = decoder.append(stream)
        #expect(frames == [.body(Array(#"{"a":1}"#.utf8)), .body(Array(#"{"b":"é"}"#.utf8))])
        #expect(decoder.pendingByteCount == 0)
    }

    @Test func contentLengthCountsBytesNotCharacters() {
        let body = #"{"text":"😀"}"#
        #expect(FrameEncoder.frame(Array(body.utf8)).starts(with: Array("Content-Length: 15\r\n\r\n".utf8)))
    }

    @Test func headerFieldsAreCaseInsensitiveAndContentTypeIsAccepted() {
        var decoder = FrameDecoder()
        let frames = decoder.append(Array("content-length:2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8))
        #expect(frames == [.body(Array("{}".utf8))])
    }

    @Test func aHeaderWithoutValidContentLengthIsSkippedAndTheNextFrameRead() {
        var decoder = FrameDecoder()
        let input = Array("Content-Type: x\r\n\r\n".utf8) + Array("Content-Length: abc\r\n\r\n".utf8) + frame("[1]")
        let frames = decoder.append(input)
        #expect(frames.count == 3)
        guard frames.count == 3 else { return }
        if case .skippedHeader(let reason) = frames[0] { #expect(reason.contains("without Content-Length")) } else { Issue.record("expected a skipped header") }
        if case .skippedHeader(let reason) = frames[1] { #expect(reason.contains("not a number")) } else { Issue.record("expected a skipped header") }
        #expect(frames[2] == .body(Array("[1]".utf8)))
    }

    @Test func anOversizedBodyIsDroppedWithoutBeingHeld() {
        var decoder = FrameDecoder()
        let huge = FrameDecoder.maximumBodyBytes + 10
        var frames = decoder.append(Array("Content-Length: \(huge)\r\n\r\n".utf8))
        #expect(frames.count == 1)
        // The body arrives in pieces and is dropped as it comes; the next frame is read.
        let piece = [UInt8](repeating: 0x20, count: 1 << 20)
        var remaining = huge
        while remaining > 0 {
            let n = min(remaining, piece.count)
            frames = decoder.append(piece[0 ..< n])
            #expect(frames.isEmpty)
            #expect(decoder.pendingByteCount == 0)
            remaining -= n
        }
        #expect(decoder.append(frame("{}")) == [.body(Array("{}".utf8))])
    }

    @Test func endlessHeaderBytesAreDroppedNotAccumulated() {
        var decoder = FrameDecoder()
        let garbage = [UInt8](repeating: UInt8(ascii: "x"), count: FrameDecoder.maximumHeaderBytes + 1)
        let frames = decoder.append(garbage)
        #expect(frames.count == 1)
        #expect(decoder.pendingByteCount == 0)
        #expect(decoder.append(frame("1")) == [.body(Array("1".utf8))])
    }
}
