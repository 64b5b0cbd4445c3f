#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
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
/// order mark as a column, so a `SourceLocation` is read with libyaml's lines (`yamlLines`,
/// kept only for a text that has such a separator) and the protocol's position is then taken
/// from the byte offset. A position past the end of its line is taken as the line's end, a line
/// past the last as the text's end. Lines and columns are indexed once per text (`LineIndex`),
/// so a conversion costs the same on a line of any length.
public struct TextDocument: Sendable {
    public private(set) var bytes: [UInt8]
    public private(set) var version: Int
    /// Byte offset of the start of each line; `lineStarts[0] == 0`.
    public private(set) var lineStarts: [Int] = [0]
    /// The start of every line as libyaml counts them, when that differs from `lineStarts` (the
    /// text has a NEL, LINE SEPARATOR or PARAGRAPH SEPARATOR); nil otherwise.
    public private(set) var yamlLineStarts: [Int]?
    /// The protocol's lines and their columns.
    private var lines = LineIndex([], breaks: .protocolLines)
    /// libyaml's lines and their columns, when they differ from the protocol's.
    private var yamlLines: LineIndex?

    public init(text: [UInt8], version: Int) {
        self.bytes = text
        self.version = version
        indexLines()
    }

    public init(text: String, version: Int) { self.init(text: Array(text.utf8), version: version) }

    public var text: String { String(decoding: bytes, as: UTF8.self) }
    public var lineCount: Int { lineStarts.count }

    private mutating func indexLines() {
        lines = LineIndex(bytes, breaks: .protocolLines)
        // Only a text with a byte that can start a NEL, LS or PS (0xC2, 0xE2) is walked again for
        // libyaml's lines; for any other, libyaml's lines are the protocol's.
        let mayHaveOtherBreaks = bytes.withUnsafeBytes { b in
            guard let base = b.baseAddress else { return false }
            return memchr(base, 0xC2, b.count) != nil || memchr(base, 0xE2, b.count) != nil
        }
        guard mayHaveOtherBreaks else {
            lineStarts = lines.starts
            yamlLineStarts = nil
            yamlLines = nil
            return
        }
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
        yamlLines = yaml == nil ? nil : LineIndex(bytes, breaks: .yaml)
    }

    /// Whether the text opens with a byte order mark, which libyaml does not count as a column.
    private var opensWithByteOrderMark: Bool { bytes.starts(with: [0xEF, 0xBB, 0xBF]) }

    /// Byte offset where line `line`'s text ends (before its line break).
    public func lineEnd(_ line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        return lines.end(line)
    }

    /// The bytes of line `line` without its break (empty past the last line).
    public func line(_ line: Int) -> ArraySlice<UInt8> {
        guard line >= 0, line < lineStarts.count else { return [] }
        return lines.text(line)
    }

    /// The byte offset of a protocol position (UTF-16 column), clamped to the line and the text.
    public func offset(of position: LSPPosition) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        return lines.byte(ofUTF16Column: position.character, line: position.line)
    }

    /// The protocol position of a byte offset.
    public func position(ofOffset offset: Int) -> LSPPosition {
        let offset = max(0, min(offset, bytes.count))
        let line = lines.line(containing: offset)
        return LSPPosition(line: line, character: lines.utf16Column(ofByte: offset, line: line))
    }

    /// The line holding byte `offset` (binary search).
    public func lineIndex(ofOffset offset: Int) -> Int { lines.line(containing: offset) }

    /// The byte offset of a Snapline location (1-based line, 1-based column in scalars, both as
    /// libyaml counts them).
    public func offset(of location: SourceLocation) -> Int {
        let line = Int(location.line) - 1
        guard line >= 0 else { return 0 }
        let column = max(0, Int(location.column) - 1)
        if let yamlLines {
            guard line < yamlLines.count else { return bytes.count }
            return yamlLines.byte(ofScalarColumn: column, line: line)
        }
        guard line < lines.count else { return bytes.count }
        // The protocol's line 0 holds the byte order mark, one scalar libyaml does not count.
        return lines.byte(ofScalarColumn: line == 0 && opensWithByteOrderMark ? column + 1 : column, line: line)
    }

    /// The protocol position of a Snapline location.
    public func position(of location: SourceLocation) -> LSPPosition { position(ofOffset: offset(of: location)) }

    /// The Snapline location (1-based line and scalar column) of a byte offset.
    public func location(ofOffset offset: Int) -> SourceLocation {
        let index = yamlLines ?? lines
        let line = index.line(containing: offset)
        var column = index.scalarColumn(ofByte: offset, line: line)
        if yamlLines == nil, line == 0, opensWithByteOrderMark { column = offset >= 3 ? column - 1 : 0 }
        return SourceLocation(line: line + 1, column: column + 1)
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
