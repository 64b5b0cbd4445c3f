import CYAML

/// Reads one YAML document with libyaml's event parser into a `YAMLDocument` tape.
///
/// Rejects what has no meaning in a scene file and could be abused: aliases and anchors (the classic
/// expansion bomb), tags, more than one document, duplicate keys in a mapping, and nesting deeper
/// than `maximumDepth`. Every rejection is a diagnostic with the position of the offending node.
public struct YAMLReader {
    /// Deepest collection nesting accepted. A scene nests at most 256 nodes deep, and each node takes
    /// about two YAML levels (mapping, then its `children` sequence), so this leaves room for that.
    public static let maximumDepth = 1024

    /// Largest input accepted, in bytes (just under 2 GiB: positions are kept in 32 bits).
    public static let maximumInputSize = Int(UInt32.max / 2) - 1

    public init() {}

    /// Parses `bytes`. Returns nil when the document could not be read at all; the reasons are in
    /// `diagnostics`. A document is returned only when no error was found.
    public func read(_ bytes: [UInt8], diagnostics: inout Diagnostics) -> YAMLDocument? {
        var builder = TapeBuilder(inputSize: bytes.count, stream: nil)
        guard parse(bytes, into: &builder, diagnostics: &diagnostics) else { return nil }
        return YAMLDocument(storage: builder.storage)
    }

    /// Parses `bytes` into `storage`, publishing the tape to `stream` as it grows, for a decoder
    /// on another thread (`TapeStream`). The last publication says the reader is finished, and
    /// whether it failed; a failed tape is still well formed (every open collection closed), so
    /// the decoder can run to its end, but what it decodes must be discarded. Returns true when
    /// the document was read without error.
    func read(_ bytes: [UInt8], into storage: TapeStorage, publishingTo stream: TapeStream, diagnostics: inout Diagnostics) -> Bool {
        var builder = TapeBuilder(storage: storage, stream: stream)
        let read = parse(bytes, into: &builder, diagnostics: &diagnostics)
        builder.seal(failed: !read, diagnostics: diagnostics)
        return read
    }

    private func parse(_ bytes: [UInt8], into builder: inout TapeBuilder, diagnostics: inout Diagnostics) -> Bool {
        guard bytes.count <= Self.maximumInputSize else {
            diagnostics.error("file is too large (\(bytes.count) bytes; at most 2 GiB)", at: nil, code: .fileTooLarge)
            return false
        }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            diagnostics.error("could not start the YAML parser (out of memory)", at: nil, code: .yamlSyntax)
            return false
        }
        defer { yaml_parser_delete(&parser) }

        // A UTF-8 byte order mark may open the file. libyaml skips one only when it detects the
        // encoding itself; with the encoding set, it counts the mark as a column, which shifts the
        // first line and breaks a block mapping that starts there. So it is dropped here.
        let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return bytes.withUnsafeBufferPointer { whole -> Bool in
            let buffer = UnsafeBufferPointer(rebasing: whole[bom...])
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var event = yaml_event_t()
            var documents = 0
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    diagnostics.append(syntaxError(parser, source: bytes))
                    return false
                }
                defer { yaml_event_delete(&event) }
                let start = location(event.start_mark)
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    if documents == 0 {
                        diagnostics.error("the file is empty; expected a scene mapping with `scene`, `viewports` and `root`", at: start, code: .emptyFile)
                        return false
                    }
                    return !builder.failed
                case YAML_DOCUMENT_START_EVENT:
                    documents += 1
                    if documents > 1 {
                        diagnostics.error("a scene file holds exactly one YAML document; found a second one here", at: start, code: .multipleDocuments)
                        return false
                    }
                case YAML_ALIAS_EVENT:
                    diagnostics.error("YAML aliases (*name) are not allowed in a scene file; write the value out", at: start, code: .yamlAlias)
                    return false
                case YAML_SCALAR_EVENT:
                    let s = event.data.scalar
                    if !checkProperties(anchor: s.anchor, tag: s.tag, at: start, &diagnostics) { return false }
                    let style: YAMLDocument.ScalarStyle = s.style == YAML_PLAIN_SCALAR_STYLE ? .plain : .quoted
                    builder.scalar(s.value, length: s.length, style: style, start: start)
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    let isMapping = event.type == YAML_MAPPING_START_EVENT
                    let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
                    let tag = isMapping ? event.data.mapping_start.tag : event.data.sequence_start.tag
                    if !checkProperties(anchor: anchor, tag: tag, at: start, &diagnostics) { return false }
                    if builder.depth >= Self.maximumDepth {
                        diagnostics.error("nesting is deeper than \(Self.maximumDepth) levels", at: start, code: .yamlTooDeep)
                        return false
                    }
                    builder.open(isMapping ? .mapping : .sequence, start: start)
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    builder.close(diagnostics: &diagnostics)
                default:
                    break  // stream start, document end
                }
            }
        }
    }

    private func checkProperties(anchor: UnsafeMutablePointer<yaml_char_t>?, tag: UnsafeMutablePointer<yaml_char_t>?, at location: SourceLocation, _ diagnostics: inout Diagnostics) -> Bool {
        if anchor != nil {
            diagnostics.error("YAML anchors (&name) are not allowed in a scene file", at: location, code: .yamlAnchor)
            return false
        }
        if let tag {
            let text = String(cString: tag)
            diagnostics.error("YAML tags (\(text)) are not allowed in a scene file; write plain values", at: location, code: .yamlTag)
            return false
        }
        return true
    }

    /// libyaml's description of the error, and what to do about it when the mistake is a common one.
    private func syntaxError(_ parser: yaml_parser_t, source: [UInt8]) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "unreadable YAML"
        let context = parser.context.map { String(cString: $0) }
        var message = "YAML syntax error: \(problem)"
        if let context {
            message += " (\(context) at \(location(parser.context_mark)))"
        }
        let lines = SourceLines(source)
        // The reader's errors (a control character, invalid UTF-8) carry a byte offset into the
        // input given to libyaml (after any byte order mark), not a mark.
        let bom = source.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var at = parser.error == YAML_READER_ERROR ? lines.location(ofByte: bom + Int(parser.problem_offset)) : location(parser.problem_mark)
        if let hint = YAMLSyntaxHint.hint(problem: problem, at: at, context: context, contextMark: context == nil ? nil : location(parser.context_mark), source: lines) {
            message += "; " + hint.text
            at = hint.location ?? at
        }
        return .error(message, at: at, code: .yamlSyntax)
    }
}

@inline(__always)
private func location(_ mark: yaml_mark_t) -> SourceLocation {
    SourceLocation(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
}

