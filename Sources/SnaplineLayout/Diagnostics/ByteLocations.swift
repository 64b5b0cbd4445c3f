/// Lines and columns of byte offsets in a file, for readers that note problems at offsets (the
/// JSON readers): all the offsets a reading noted are made locations in one pass over the file.
///
/// They count as `SourceLines.location(ofByte:)` does (and libyaml): lines end at `\n`, `\r\n`,
/// `\r`, U+0085, U+2028 and U+2029; a column is one Unicode scalar (each byte that does not
/// continue a UTF-8 sequence); a byte order mark opening the file is not in line 1's columns.
public enum ByteLocations {
    /// The location of each of `offsets` (in any order; each clamped to the file), in their order.
    package static func locations(of offsets: [Int], in bytes: UnsafeBufferPointer<UInt8>) -> [SourceLocation] {
        let clamped = offsets.map { min(max($0, 0), bytes.count) }
        let order = clamped.indices.sorted { clamped[$0] != clamped[$1] ? clamped[$0] < clamped[$1] : $0 < $1 }
        var result = [SourceLocation](repeating: SourceLocation(line: 1, column: 1), count: offsets.count)
        let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        var lineStart = hasByteOrderMark ? 3 : 0
        var line = 1
        var scalars = 0  // scalars of the line before `i`
        var i = lineStart
        for k in order {
            let target = clamped[k]
            var inBreak = 0  // scalars of a line break the offset is inside
            while i < target {
                let length = lineBreakLength(bytes, at: i)
                if length > 0 {
                    // An offset inside a line break is on the line the break ends.
                    guard i + length <= target else {
                        inBreak = bytes[i ..< target].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
                        break
                    }
                    i += length
                    line += 1
                    lineStart = i
                    scalars = 0
                } else {
                    scalars += bytes[i] & 0xC0 == 0x80 ? 0 : 1
                    i += 1
                }
            }
            // Before the first line's start (inside the byte order mark), column 1.
            result[k] = SourceLocation(line: line, column: target < lineStart ? 1 : scalars + inBreak + 1)
        }
        return result
    }

    /// Bytes of the line break at `i` as libyaml counts line breaks (LF, CRLF, CR, NEL, LINE
    /// SEPARATOR, PARAGRAPH SEPARATOR), or 0 when there is none.
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
