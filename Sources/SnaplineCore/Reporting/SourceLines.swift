/// Where the text report finds the source line printed under a diagnostic: every line of a
/// file held in memory (`SourceLines`) or only the lines a report shows (`SourceExcerpts`).
public protocol SourceLineLookup {
    /// Line `number` (1-based) without its line break, or nil when it is not known.
    func line(_ number: Int) -> String?
    /// What a text report echoes of line `number` for a diagnostic at `column` (1-based, in
    /// scalars): the line, or on a long line a bounded window around the column with `…`
    /// where it is cut, and the column in what is shown. nil when the line is not known.
    func shownLine(_ number: Int, column: Int) -> (text: String, column: Int)?
}

extension SourceLineLookup {
    public func shownLine(_ number: Int, column: Int) -> (text: String, column: Int)? {
        guard let text = line(number) else { return nil }
        guard text.utf8.count > ShownLine.longLine else { return (text, column) }
        return ShownLine.window(LineIndex(Array(text.utf8), breaks: .protocolLines), line: 0, column: column)
    }
}

/// The lines of a source file, for the excerpt under a text diagnostic.
///
/// Lines end where libyaml ends them (`\n`, `\r\n`, `\r`, U+0085, U+2028, U+2029), so line
/// numbers agree with the diagnostics; a byte order mark opening the file is not part of line 1.
/// The lines and their columns are indexed once (`LineIndex`), so a file with thousands of
/// diagnostics is read once, however long its lines.
public struct SourceLines: SourceLineLookup, Sendable {
    private let index: LineIndex

    public init(_ bytes: [UInt8]) {
        index = LineIndex(bytes, breaks: .yaml)
    }

    /// Line `number` (1-based) without its line break, or nil past the end.
    public func line(_ number: Int) -> String? {
        guard number >= 1, number <= index.count else { return nil }
        return String(decoding: index.text(number - 1), as: UTF8.self)
    }

    public func shownLine(_ number: Int, column: Int) -> (text: String, column: Int)? {
        guard number >= 1, number <= index.count else { return nil }
        return ShownLine.window(index, line: number - 1, column: column)
    }

    /// The line and column (in Unicode scalars, as libyaml counts) of the byte at `offset` of the
    /// whole file, for errors that carry a byte offset instead of a position.
    public func location(ofByte offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), index.bytes.count)
        let line = index.line(containing: offset)
        return SourceLocation(line: line + 1, column: index.scalarColumn(ofByte: offset, line: line) + 1)
    }

    /// Bytes of the line break at `i` as libyaml counts line breaks (LF, CRLF, CR, NEL, LINE
    /// SEPARATOR, PARAGRAPH SEPARATOR), or 0 when there is none. Shared by everything that
    /// counts lines as the diagnostics do (suppression comments, the language server).
    @inlinable
    public static func lineBreakLength(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        ByteLocations.lineBreakLength(b, at: i)
    }
}

/// Cuts a file into lines as `SourceLines` does, given whole or in pieces: the text of each line
/// comes out in runs (a line that spans pieces in several), each with its line number.
///
/// A line break is at most 3 bytes, so only the last 2 bytes of a piece can be the start of one
/// whose end is still to come: those are not scanned but left to the caller, who puts them
/// before the next piece. A byte order mark is looked for once 3 bytes are there.
struct LineScanner {
    /// Per byte of a word: its high bit; 0x0E (a byte of an ASCII word below 0x0E borrows).
    static let highBits: UInt64 = 0x8080_8080_8080_8080
    static let below0E: UInt64 = 0x0E0E_0E0E_0E0E_0E0E

    /// The line the next byte scanned belongs to (1-based).
    private(set) var line = 1
    private var pastByteOrderMark = false

    /// Scans `b` (what the previous call left, then the new bytes; all of the file's rest when
    /// `atEnd`), calling `text(line, range, ends)` for each run of a line's text, line break
    /// excluded (`ends`: the line ends with the run; the file's last line ends at its end, so an
    /// empty run closes a file that ends with a break). Returns how many bytes were scanned: all
    /// at the end, else all but at most 2, which must open the next `b`.
    mutating func scan(_ b: UnsafeBufferPointer<UInt8>, atEnd: Bool, _ text: (_ line: Int, _ range: Range<Int>, _ ends: Bool) -> Void) -> Int {
        var i = 0
        if !pastByteOrderMark {
            if b.count < 3 && !atEnd { return 0 }
            if b.count >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF { i = 3 }
            pastByteOrderMark = true
        }
        var start = i
        // Past `decided`, a break could need bytes of the next piece to be told.
        let decided = atEnd ? b.count : b.count - 2
        while i < decided {
            // Most bytes cannot start a break (only 0x0A, 0x0D, 0xC2 and 0xE2 can): eight at
            // a time while all are ASCII and none is below 0x0E, else one test a byte.
            if let base = b.baseAddress {
                while i + 8 <= decided {
                    let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                    if word & Self.highBits != 0 || (word &- Self.below0E) & ~word & Self.highBits != 0 { break }
                    i += 8
                }
                if i >= decided { break }
            }
            if b[i] &- 0x0E < 0xC2 - 0x0E {
                i += 1
                continue
            }
            let length = SourceLines.lineBreakLength(b, at: i)
            if length > 0 {
                text(line, start ..< i, true)
                line += 1
                i += length
                start = i
            } else {
                i += 1
            }
        }
        if atEnd {
            text(line, start ..< b.count, true)
            return b.count
        }
        if start < i { text(line, start ..< i, false) }
        return i
    }
}
