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
        guard bytes.count <= Self.maximumInputSize else {
            diagnostics.error("file is too large (\(bytes.count) bytes; at most 2 GiB)", at: nil, code: .fileTooLarge)
            return nil
        }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            diagnostics.error("could not start the YAML parser (out of memory)", at: nil, code: .yamlSyntax)
            return nil
        }
        defer { yaml_parser_delete(&parser) }

        // A UTF-8 byte order mark may open the file. libyaml skips one only when it detects the
        // encoding itself; with the encoding set, it counts the mark as a column, which shifts the
        // first line and breaks a block mapping that starts there. So it is dropped here.
        let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return bytes.withUnsafeBufferPointer { whole -> YAMLDocument? in
            let buffer = UnsafeBufferPointer(rebasing: whole[bom...])
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var builder = TapeBuilder(inputSize: buffer.count)
            var event = yaml_event_t()
            var documents = 0
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    diagnostics.append(syntaxError(parser, source: bytes))
                    return nil
                }
                defer { yaml_event_delete(&event) }
                let start = location(event.start_mark)
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    if documents == 0 {
                        diagnostics.error("the file is empty; expected a scene mapping with `scene`, `viewports` and `root`", at: start, code: .emptyFile)
                        return nil
                    }
                    builder.finish()
                    if builder.failed { return nil }
                    return builder.document
                case YAML_DOCUMENT_START_EVENT:
                    documents += 1
                    if documents > 1 {
                        diagnostics.error("a scene file holds exactly one YAML document; found a second one here", at: start, code: .multipleDocuments)
                        return nil
                    }
                case YAML_ALIAS_EVENT:
                    diagnostics.error("YAML aliases (*name) are not allowed in a scene file; write the value out", at: start, code: .yamlAlias)
                    return nil
                case YAML_SCALAR_EVENT:
                    let s = event.data.scalar
                    if !checkProperties(anchor: s.anchor, tag: s.tag, at: start, &diagnostics) { return nil }
                    let style: YAMLDocument.ScalarStyle = s.style == YAML_PLAIN_SCALAR_STYLE ? .plain : .quoted
                    builder.scalar(s.value, length: s.length, style: style, start: start)
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    let isMapping = event.type == YAML_MAPPING_START_EVENT
                    let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
                    let tag = isMapping ? event.data.mapping_start.tag : event.data.sequence_start.tag
                    if !checkProperties(anchor: anchor, tag: tag, at: start, &diagnostics) { return nil }
                    if builder.depth >= Self.maximumDepth {
                        diagnostics.error("nesting is deeper than \(Self.maximumDepth) levels", at: start, code: .yamlTooDeep)
                        return nil
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

/// Appends nodes to the tape as events arrive, and patches each collection when it closes.
private struct TapeBuilder {
    var nodes: [YAMLDocument.Node] = []
    var arena: [UInt8] = []
    /// Indices of the collections still open, innermost last, and how many direct children each
    /// has so far.
    var open: [Int] = []
    var childCounts: [UInt32] = []
    var failed = false

    var depth: Int { open.count }

    /// Reserves generously for the input: a scene file has about one event per 7 bytes and
    /// rarely more than one per 3, and its scalar text is shorter than the file. Capacity that is
    /// never written costs address space, not memory (pages are touched only when used), while
    /// growing would copy the tape and touch every page twice.
    init(inputSize: Int) {
        nodes.reserveCapacity(max(16, inputSize / 3 + 1024))
        arena.reserveCapacity(max(64, inputSize + inputSize / 3 + 1024))
    }

    /// Grows by a quarter instead of Array's doubling: the tape is the largest allocation of a
    /// big scene, and doubling just past the initial estimate would nearly double peak memory.
    @inline(__always)
    static func grow<T>(_ array: inout [T], adding count: Int) {
        if array.count + count > array.capacity {
            array.reserveCapacity(array.count + count + array.count / 4 + 1024)
        }
    }

    mutating func scalar(_ value: UnsafeMutablePointer<yaml_char_t>?, length: Int, style: YAMLDocument.ScalarStyle, start: SourceLocation) {
        let textStart = UInt32(arena.count)
        Self.grow(&arena, adding: length + 1)
        if let value, length > 0 {
            arena.append(contentsOf: UnsafeBufferPointer(start: value, count: length))
        }
        arena.append(0)
        Self.grow(&nodes, adding: 1)
        nodes.append(.init(scalar: style, start: start, textStart: textStart, textLength: UInt32(length)))
        countChild()
    }

    /// Counts a finished node as a child of the innermost open collection.
    @inline(__always)
    mutating func countChild() {
        if !childCounts.isEmpty { childCounts[childCounts.count - 1] += 1 }
    }

    mutating func open(_ kind: YAMLDocument.Kind, start: SourceLocation) {
        open.append(nodes.count)
        childCounts.append(0)
        Self.grow(&nodes, adding: 1)
        nodes.append(.init(collection: kind, start: start))
    }

    mutating func close(diagnostics: inout Diagnostics) {
        guard let index = open.popLast() else { return }
        let count = childCounts.removeLast()
        nodes[index].close(end: nodes.count, children: count)
        if nodes[index].kind == .mapping && count > 2 {
            checkDuplicateKeys(mapping: index, diagnostics: &diagnostics)
        }
        countChild()
    }

    /// Duplicate scalar keys are an error at the second occurrence. Scene mappings are small, so a
    /// pairwise scan over the tape is used up to 16 pairs (no allocation) and a hash set beyond.
    mutating func checkDuplicateKeys(mapping index: Int, diagnostics: inout Diagnostics) {
        let end = next(index)
        if nodes[index].childCount <= 32 {
            var a = index + 1
            while a < end {
                if nodes[a].kind == .scalar {
                    var b = index + 1
                    while b < a {
                        if nodes[b].kind == .scalar && sameText(a, b) {
                            duplicate(a, first: b, diagnostics: &diagnostics)
                            break
                        }
                        b = next(next(b))
                    }
                }
                a = next(next(a))
            }
            return
        }
        var seen: [ArraySlice<UInt8>: Int] = [:]
        var key = index + 1
        while key < end {
            if nodes[key].kind == .scalar {
                let text = bytes(key)
                if let first = seen[text] {
                    duplicate(key, first: first, diagnostics: &diagnostics)
                } else {
                    seen[text] = key
                }
            }
            key = next(next(key))
        }
    }

    func next(_ i: Int) -> Int { nodes[i].next(at: i) }

    func bytes(_ i: Int) -> ArraySlice<UInt8> {
        arena[nodes[i].textStart ..< nodes[i].textStart + nodes[i].textLength]
    }

    func sameText(_ a: Int, _ b: Int) -> Bool {
        let length = nodes[a].textLength
        guard length == nodes[b].textLength else { return false }
        return arena.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return true }
            return memcmp(base + nodes[a].textStart, base + nodes[b].textStart, length) == 0
        }
    }

    mutating func duplicate(_ key: Int, first: Int, diagnostics: inout Diagnostics) {
        let name = String(decoding: bytes(key), as: UTF8.self)
        diagnostics.error("duplicate key `\(name)`; it was already given at line \(nodes[first].start.line)", at: nodes[key].start, code: .duplicateKey)
        failed = true
    }

    mutating func finish() {}

    var document: YAMLDocument { YAMLDocument(nodes: nodes, arena: arena) }
}
