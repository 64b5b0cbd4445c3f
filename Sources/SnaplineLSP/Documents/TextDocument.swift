import SnaplineCore

/// A position as the protocol counts: 0-based line, 0-based column in UTF-16 code units.
public struct LSPPosition: Hashable, Comparable, Sendable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (a: LSPPosition, b: LSPPosition) -> Bool { (a.line, a.character) < (b.line, b.character) }

    var json: JSONValue { ["line": .int(line), "character": .int(character)] }

    init?(_ value: JSONValue) {
        guard let line = value["line"].integer, let character = value["character"].integer, line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }
}

/// A range of a document, end exclusive.
public struct LSPRange: Hashable, Sendable {
    public var start: LSPPosition
    public var end: LSPPosition

    public init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }

    var json: JSONValue { ["start": start.json, "end": end.json] }

    init?(_ value: JSONValue) {
        guard let start = LSPPosition(value["start"]), let end = LSPPosition(value["end"]) else { return nil }
        self.init(start: start, end: end)
    }
}

/// An open document's text (UTF-8 bytes) with the start of every line, converting between the
/// protocol's positions, byte offsets and Snapline's `SourceLocation`s (1-based line, column in
/// Unicode scalars as libyaml counts).
///
/// The protocol's lines end at LF, CRLF or a lone CR. libyaml also ends a line at NEL (U+0085),
/// LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029), and does not count a leading byte
/// order mark as a column, so a `SourceLocation` is read with libyaml's lines (`yamlLineStarts`,
/// kept only for a text that has such a separator) and the protocol's position is then taken
/// from the byte offset. A position past the end of its line is taken as the line's end, a line
/// past the last as the text's end.
public struct TextDocument: Sendable {
    public private(set) var bytes: [UInt8]
    public private(set) var version: Int
    /// Byte offset of the start of each line; `lineStarts[0] == 0`.
    public private(set) var lineStarts: [Int] = [0]
    /// The start of every line as libyaml counts them, when that differs from `lineStarts` (the
    /// text has a NEL, LINE SEPARATOR or PARAGRAPH SEPARATOR); nil otherwise.
    public private(set) var yamlLineStarts: [Int]?

    public init(text: [UInt8], version: Int) {
        self.bytes = text
        self.version = version
        indexLines()
    }

    public init(text: String, version: Int) { self.init(text: Array(text.utf8), version: version) }

    public var text: String { String(decoding: bytes, as: UTF8.self) }
    public var lineCount: Int { lineStarts.count }

    private mutating func indexLines() {
        lineStarts.removeAll(keepingCapacity: true)
        lineStarts.append(0)
        var yaml: [Int]?
        bytes.withUnsafeBufferPointer { b in
            var k = 0
            while k < b.count {
                let length = SourceLines.lineBreakLength(b, at: k)
                guard length > 0 else {
                    k += 1
                    continue
                }
                // LF, CRLF and CR end the protocol's lines; NEL, LS and PS only libyaml's.
                let both = b[k] == 0x0A || b[k] == 0x0D
                k += length
                if both { lineStarts.append(k) } else if yaml == nil { yaml = lineStarts }
                yaml?.append(k)
            }
        }
        yamlLineStarts = yaml
    }

    /// Where libyaml's line `line` (0-based) starts and ends (before its break), in bytes.
    private func yamlLine(_ line: Int) -> Range<Int> {
        guard let starts = yamlLineStarts else { return lineStarts[line] ..< lineEnd(line) }
        let start = starts[line]
        guard line + 1 < starts.count else { return start ..< bytes.count }
        var end = starts[line + 1]
        switch bytes[end - 1] {
        case 0x85: end -= 2
        case 0xA8, 0xA9: end -= 3
        case 0x0A where end - 2 >= start && bytes[end - 2] == 0x0D: end -= 2
        default: end -= 1
        }
        return start ..< max(start, end)
    }

    /// Where a line's columns start: after a byte order mark on the first line (libyaml skips it).
    private func columnStart(_ start: Int) -> Int {
        start == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : start
    }

    /// Byte offset where line `line`'s text ends (before its line break).
    public func lineEnd(_ line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        var end = lineStarts[line + 1] - 1
        if end > lineStarts[line], bytes[end] == 0x0A, bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The bytes of line `line` without its break (empty past the last line).
    public func line(_ line: Int) -> ArraySlice<UInt8> {
        guard line >= 0, line < lineStarts.count else { return [] }
        return bytes[lineStarts[line] ..< lineEnd(line)]
    }

    /// The byte offset of a protocol position (UTF-16 column), clamped to the line and the text.
    public func offset(of position: LSPPosition) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        let end = lineEnd(position.line)
        var k = lineStarts[position.line]
        var units = 0
        while k < end, units < position.character {
            let width = Self.sequenceLength(bytes[k])
            units += width == 4 ? 2 : 1
            k = min(end, k + width)
        }
        return k
    }

    /// The protocol position of a byte offset.
    public func position(ofOffset offset: Int) -> LSPPosition {
        let offset = max(0, min(offset, bytes.count))
        let line = lineIndex(ofOffset: offset)
        var k = lineStarts[line]
        var units = 0
        let end = min(offset, lineEnd(line))
        while k < end {
            let width = Self.sequenceLength(bytes[k])
            units += width == 4 ? 2 : 1
            k += width
        }
        return LSPPosition(line: line, character: units)
    }

    /// The line holding byte `offset` (binary search).
    public func lineIndex(ofOffset offset: Int) -> Int { Self.lastIndex(in: lineStarts, notAfter: offset) }

    /// The last index of the sorted `starts` whose value is at most `offset` (binary search).
    private static func lastIndex(in starts: [Int], notAfter offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The byte offset of a Snapline location (1-based line, 1-based column in scalars, both as
    /// libyaml counts them).
    public func offset(of location: SourceLocation) -> Int {
        let line = Int(location.line) - 1
        guard line >= 0 else { return 0 }
        guard line < (yamlLineStarts ?? lineStarts).count else { return bytes.count }
        let span = yamlLine(line)
        let end = span.upperBound
        var k = columnStart(span.lowerBound)
        var scalars = 1
        while k < end, scalars < Int(location.column) {
            k = min(end, k + Self.sequenceLength(bytes[k]))
            scalars += 1
        }
        return k
    }

    /// The protocol position of a Snapline location.
    public func position(of location: SourceLocation) -> LSPPosition { position(ofOffset: offset(of: location)) }

    /// The Snapline location (1-based line and scalar column) of a byte offset.
    public func location(ofOffset offset: Int) -> SourceLocation {
        let starts = yamlLineStarts ?? lineStarts
        let line = Self.lastIndex(in: starts, notAfter: offset)
        var k = columnStart(starts[line])
        var column = 1
        while k < offset {
            k += Self.sequenceLength(bytes[k])
            column += 1
        }
        return SourceLocation(line: line + 1, column: column)
    }

    /// Bytes in a UTF-8 sequence starting with `lead` (1 for a stray continuation byte, so a walk
    /// over invalid text still moves forward).
    @inline(__always)
    static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0 ... 0xF7: 4
        case 0xE0 ... 0xEF: 3
        case 0xC0 ... 0xDF: 2
        default: 1
        }
    }

    // MARK: Edits

    /// Applies one `TextDocumentContentChangeEvent`: with a `range`, that range is replaced;
    /// without, the whole text.
    public mutating func apply(range: LSPRange?, text: String) {
        if let range {
            let start = offset(of: range.start)
            let end = max(start, offset(of: range.end))
            bytes.replaceSubrange(start ..< end, with: text.utf8)
        } else {
            bytes = Array(text.utf8)
        }
        indexLines()
    }

    public mutating func setVersion(_ version: Int) { self.version = version }
}
