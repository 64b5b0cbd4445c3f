/// The lines of a text and where its columns are: the start and end of every line, found once,
/// and on a long line a mark every `markSpacing` bytes holding the columns there, in Unicode
/// scalars (libyaml's columns) and in UTF-16 code units (the language server protocol's).
///
/// Every conversion between a byte offset, a line and a column walks at most `markSpacing`
/// bytes from a mark or a line's start, so a text written on one line (a flow-style scene, a
/// minified frames file) costs what the same text on many lines costs: the text reporter, the
/// drift check and the language server all convert through one. Columns count lead bytes (a
/// byte that is not `10xxxxxx`): in UTF-8 text, one per scalar; a 4-byte sequence takes two
/// UTF-16 units.
public struct LineIndex: Sendable {
    /// Which line breaks end a line.
    public enum Breaks: Sendable {
        /// libyaml's: LF, CRLF, CR, NEL (U+0085), LINE SEPARATOR and PARAGRAPH SEPARATOR; a byte
        /// order mark opening the text is not part of line 0's columns.
        case yaml
        /// The protocol's: LF, CRLF and a lone CR; every byte is in a line.
        case protocolLines
    }

    /// The indexed text.
    public let bytes: [UInt8]
    /// Per line (0-based): where its columns start.
    public private(set) var starts: [Int] = []
    /// Per line: where its text ends (before its line break).
    private var ends: [Int] = []
    /// The marks of every long line, in text order.
    private var marks: [Mark] = []

    /// A point on a long line: a lead byte and how many scalars and UTF-16 units come before it
    /// on its line.
    private struct Mark: Sendable {
        var byte: Int
        var scalars: Int
        var units: Int
    }

    /// Bytes between two marks: the most any conversion walks.
    public static let markSpacing = 256

    public init(_ bytes: [UInt8], breaks: Breaks) {
        self.bytes = bytes
        bytes.withUnsafeBufferPointer { b in
            switch breaks {
            case .yaml:
                var scanner = LineScanner()
                _ = scanner.scan(b, atEnd: true) { _, text, _ in
                    starts.append(text.lowerBound)
                    ends.append(text.upperBound)
                }
            case .protocolLines:
                var start = 0
                var k = 0
                while k < b.count {
                    // Eight bytes at a time while none is below 0x0E (so neither LF nor CR).
                    if let base = b.baseAddress {
                        while k + 8 <= b.count {
                            let word = UnsafeRawPointer(base + k).loadUnaligned(as: UInt64.self)
                            if (word &- LineScanner.below0E) & ~word & LineScanner.highBits != 0 { break }
                            k += 8
                        }
                        if k >= b.count { break }
                    }
                    guard b[k] == 0x0A || b[k] == 0x0D else {
                        k += 1
                        continue
                    }
                    starts.append(start)
                    ends.append(k)
                    k += SourceLines.lineBreakLength(b, at: k)
                    start = k
                }
                starts.append(start)
                ends.append(b.count)
            }
            for line in starts.indices where ends[line] - starts[line] > Self.markSpacing {
                addMarks(b, starts[line] ..< ends[line])
            }
        }
    }

    /// Marks `line`'s text every `markSpacing` bytes, each on a lead byte.
    private mutating func addMarks(_ b: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) {
        var scalars = 0
        var units = 0
        var next = line.lowerBound + Self.markSpacing
        for k in line {
            let byte = b[k]
            guard byte & 0xC0 != 0x80 else { continue }
            if k >= next {
                marks.append(Mark(byte: k, scalars: scalars, units: units))
                next = k + Self.markSpacing
            }
            scalars += 1
            units += byte >= 0xF0 ? 2 : 1
        }
    }

    /// How many lines the text has (at least 1).
    public var count: Int { starts.count }

    /// Where line `line`'s columns start.
    public func start(_ line: Int) -> Int { starts[line] }

    /// Where line `line`'s text ends, before its line break.
    public func end(_ line: Int) -> Int { ends[line] }

    /// The text of line `line`, without its line break.
    public func text(_ line: Int) -> ArraySlice<UInt8> { bytes[starts[line] ..< ends[line]] }

    /// The line holding byte `offset`: the last whose start is at most `offset` (line 0 for an
    /// offset before every start).
    public func line(containing offset: Int) -> Int {
        var (low, high) = (0, starts.count - 1)
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The scalars on line `line` before byte `offset` (0 before the line's start).
    public func scalarColumn(ofByte offset: Int, line: Int) -> Int {
        let (from, counts) = markBefore(line: line) { $0.byte <= offset }
        return counts.scalars + leads(from ..< max(from, min(offset, bytes.count)))
    }

    /// The UTF-16 units on line `line` before byte `offset`, which must be on the line.
    public func utf16Column(ofByte offset: Int, line: Int) -> Int {
        let (from, counts) = markBefore(line: line) { $0.byte <= offset }
        var units = counts.units
        for k in from ..< max(from, min(offset, ends[line])) where bytes[k] & 0xC0 != 0x80 {
            units += bytes[k] >= 0xF0 ? 2 : 1
        }
        return units
    }

    /// The byte of the first scalar on line `line` with `column` scalars before it: the line's
    /// end when it has fewer.
    public func byte(ofScalarColumn column: Int, line: Int) -> Int { byte(line: line, reaching: column, inUnits: false) }

    /// The byte of the first scalar on line `line` with at least `units` UTF-16 units before it
    /// (a column inside a surrogate pair is taken as the scalar after it): the line's end when
    /// it has fewer.
    public func byte(ofUTF16Column units: Int, line: Int) -> Int { byte(line: line, reaching: units, inUnits: true) }

    /// The first lead byte of line `line` with at least `target` scalars (UTF-16 units when
    /// `inUnits`) before it, else the line's end.
    private func byte(line: Int, reaching target: Int, inUnits: Bool) -> Int {
        let (from, counts) = markBefore(line: line) { (inUnits ? $0.units : $0.scalars) <= target }
        var seen = inUnits ? counts.units : counts.scalars
        let end = ends[line]
        for k in from ..< max(from, end) where bytes[k] & 0xC0 != 0x80 {
            if seen >= target { return k }
            seen += inUnits && bytes[k] >= 0xF0 ? 2 : 1
        }
        return end
    }

    /// The last mark of line `line` for which `isBefore` holds (marks are ascending in every
    /// field), else the line's start: where a walk begins, and the counts there.
    private func markBefore(line: Int, _ isBefore: (Mark) -> Bool) -> (Int, (scalars: Int, units: Int)) {
        let start = starts[line]
        guard ends[line] - start > Self.markSpacing else { return (start, (0, 0)) }
        // The line's marks: those whose byte is in its text.
        let first = firstMark(notBefore: start)
        var (low, high) = (first, firstMark(notBefore: ends[line]))
        while low < high {
            let mid = (low + high) / 2
            if isBefore(marks[mid]) { low = mid + 1 } else { high = mid }
        }
        guard low > first else { return (start, (0, 0)) }
        let mark = marks[low - 1]
        return (mark.byte, (mark.scalars, mark.units))
    }

    /// The index of the first mark at or after byte `offset`.
    private func firstMark(notBefore offset: Int) -> Int {
        var (low, high) = (0, marks.count)
        while low < high {
            let mid = (low + high) / 2
            if marks[mid].byte < offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The lead bytes in `range`.
    private func leads(_ range: Range<Int>) -> Int {
        var n = 0
        for k in range where bytes[k] & 0xC0 != 0x80 { n += 1 }
        return n
    }
}
