import Dispatch

/// Reading and decoding at once: libyaml and the tape builder run on another thread while this
/// one decodes each part of the scene as soon as it is read (`TapeStream` says how).
///
/// The result is the same as `YAMLReader().read` followed by `decode`, diagnostics included:
/// when the file has a YAML error, only the reader's diagnostics are kept; when a key follows a
/// long open value (`TapeStream`'s speculation failed), the file is read and decoded again the
/// usual way (the decoded part of the tape may have been released already).
extension SceneDecoder {
    /// Files smaller than this are read first and decoded after: below it, starting a thread
    /// costs more than it saves.
    public static let streamingThreshold = 1 << 18

    /// True when decoding `byteCount` bytes while reading them is worth a second thread.
    public static func decodesWhileReading(byteCount: Int) -> Bool {
        byteCount >= streamingThreshold && Cores.count > 1
    }

    /// Reads and decodes `source`, the reader on another thread (see the type's notes). The bytes
    /// are let go once the file is read and decoded (they are kept until then in case it must be
    /// read again).
    public func decodeWhileReading(_ source: consuming [UInt8], diagnostics: inout Diagnostics) -> Scene? {
        decodeWhileReading(consume source, tuning: .standard, diagnostics: &diagnostics)
    }

    /// `meanwhile`, when given, is called with the source on this thread once the reader has
    /// started (work that needs the bytes but not the scene, done while the first records are
    /// parsed).
    func decodeWhileReading(_ source: consuming [UInt8], tuning: TapeStreamTuning, diagnostics: inout Diagnostics, meanwhile: (([UInt8]) -> Void)? = nil) -> Scene? {
        let size = source.count
        let errorsBefore = diagnostics.errorCount
        let stream: TapeStream
        var decoding: DecoderState
        do {
            // Only the reader and the decoder hold the tape (and only the reader the source), so
            // each lets go of it as soon as it is done with it.
            let storage = TapeBuilder.storage(inputSize: size)
            stream = TapeStream(storage: storage, inputSize: size, tuning: tuning)
            let input = HandOver(source: copy source, storage: storage)
            DispatchQueue.global(qos: .userInitiated).async { [stream] in
                do {
                    let (bytes, storage) = input.take()
                    var found = Diagnostics()
                    _ = YAMLReader().read(bytes, into: storage, publishingTo: stream, diagnostics: &found)
                }
                stream.readerExited()
            }
            meanwhile?(source)
            stream.source = consume source
            decoding = DecoderState(document: YAMLDocument(storage: storage, stream: stream), maximumNodes: maximumNodes, diagnostics: diagnostics, expandsEarly: expandsWhileDecoding)
            decoding.tableSizeLimit = tableSizeLimit
        }
        let scene = decoding.decodeScene()
        switch decoding.settleStream() {
        case .readerFailed:
            diagnostics.append(contentsOf: stream.readerDiagnostics)
            return nil
        case .mustDecodeAgain:
            // Parts of the tape may be released: read the source again, the usual way.
            let source = stream.source ?? []
            stream.source = nil
            decoding = DecoderState(document: .empty, maximumNodes: maximumNodes, diagnostics: Diagnostics())
            return readAndDecode(source, diagnostics: &diagnostics)
        case .decoded:
            break
        }
        let start = decoding.streamStart
        return Self.result(scene, decoding.diagnostics, errorsBefore: errorsBefore, start: start, diagnostics: &diagnostics)
    }
}

/// Moves the source bytes and the tape's storage to the reader's thread, so that the reader's
/// references are the only ones besides the decoder's document.
private final class HandOver: @unchecked Sendable {
    private var contents: ([UInt8], TapeStorage)?
    init(source: consuming [UInt8], storage: TapeStorage) { contents = (source, storage) }
    /// Called once, by the reader (the decoding thread never touches these again).
    func take() -> ([UInt8], TapeStorage) {
        defer { contents = nil }
        return contents ?? ([], .empty)
    }
}

/// How decoding while reading ended (`DecoderState.settleStream()`).
enum StreamVerdict {
    /// The reader succeeded, and the scene was decoded from what the whole file says.
    case decoded
    /// The file could not be read: only the reader's diagnostics count.
    case readerFailed
    /// A key came after a value taken for its mapping's last: read and decode the source again.
    case mustDecodeAgain
}

extension DecoderState {
    /// Waits for the reader to finish and let go, then checks the speculations; `.decoded` also
    /// when the document was not being read. The first call decides (the tape must still be
    /// held then: the mappings speculated on are never released); later calls return the same.
    mutating func settleStream() -> StreamVerdict {
        if let streamVerdict { return streamVerdict }
        guard let stream = document.stream else { return .decoded }
        stream.waitUntilReaderExited()
        let verdict: StreamVerdict = stream.view.pointee.failed ? .readerFailed : stream.assumptionsHold() ? .decoded : .mustDecodeAgain
        streamVerdict = verdict
        if verdict != .mustDecodeAgain { stream.source = nil }
        streamStart = stream.view.pointee.count > 0 ? stream.view.pointee.nodes[0].start : nil
        return verdict
    }
}
