/// The lines of a source file, for the excerpt under a text diagnostic.
///
/// Lines end where libyaml ends them (`\n`, `\r\n`, `\r`, U+0085, U+2028, U+2029), so line
/// numbers agree with the diagnostics; a byte order mark opening the file is not part of line 1.
/// The line starts are found once, so a file with thousands of diagnostics is read once.
public struct SourceLines: Sendable {
    private let bytes: [UInt8]
    /// Per line: the byte range of its text (without the line break).
    private let lines: [Range<Int>]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var lines: [Range<Int>] = []
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var start = i
        bytes.withUnsafeBufferPointer { b in
            while i < b.count {
                let length = Self.lineBreakLength(b, at: i)
                if length > 0 {
                    lines.append(start ..< i)
                    i += length
                    start = i
                } else {
                    i += 1
                }
            }
        }
        lines.append(start ..< bytes.count)
        self.lines = lines
    }

    /// Line `number` (1-based) without its line break, or nil past the end.
    public func line(_ number: Int) -> String? {
        guard number >= 1, number <= lines.count else { return nil }
        return String(decoding: bytes[lines[number - 1]], as: UTF8.self)
    }

    /// The line and column (in Unicode scalars, as libyaml counts) of the byte at `offset` of the
    /// whole file, for errors that carry a byte offset instead of a position.
    public func location(ofByte offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), bytes.count)
        // The last line starting at or before `offset` (binary search: the starts are sorted).
        var (low, high) = (0, lines.count - 1)
        while low < high {
            let mid = (low + high + 1) / 2
            if lines[mid].lowerBound <= offset { low = mid } else { high = mid - 1 }
        }
        let start = lines[low].lowerBound
        let scalars = bytes[start ..< max(start, offset)].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return SourceLocation(line: low + 1, column: scalars + 1)
    }

    /// Bytes of the line break at `i` as libyaml counts line breaks (LF, CRLF, CR, NEL, LINE
    /// SEPARATOR, PARAGRAPH SEPARATOR), or 0 when there is none. Shared by everything that
    /// counts lines as the diagnostics do (suppression comments, the language server).
    @inlinable
    public static func lineBreakLength(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        switch b[i] {
        case 0x0A: return 1
        case 0x0D: return i + 1 < b.count && b[i + 1] == 0x0A ? 2 : 1
        case 0xC2: return i + 1 < b.count && b[i + 1] == 0x85 ? 2 : 0
        case 0xE2: return i + 2 < b.count && b[i + 1] == 0x80 && (b[i + 2] == 0xA8 || b[i + 2] == 0xA9) ? 3 : 0
        default: return 0
        }
    }
}
