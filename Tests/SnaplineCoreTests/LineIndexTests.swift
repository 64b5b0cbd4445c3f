import SnaplineTestSupport
import Testing
@testable import SnaplineCore

/// `LineIndex` converts between bytes, lines and columns through marks on long lines; every
/// conversion must give what walking the line from its start gives.
@Suite struct LineIndexTests {
    /// Random text with long lines: ASCII, 2-, 3- and 4-byte scalars, and every line break.
    static func text(seed: UInt64, count: Int) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        let pieces: [String] = ["a", "b", " ", "é", "日", "😀", "\n", "\r\n", "\r", "\u{85}", "\u{2028}"]
        var bytes: [UInt8] = []
        while bytes.count < count {
            // Breaks are rare, so most lines are far longer than the marks' spacing.
            let k = Int(random.next() % 1000)
            let piece = k < 995 ? pieces[k % 6] : pieces[6 + k % 5]
            bytes += Array(piece.utf8)
        }
        return bytes
    }

    /// What walking line `line` (its columns from `start`) to `offset` counts: lead bytes, and
    /// UTF-16 units.
    static func walk(_ bytes: [UInt8], from start: Int, to offset: Int) -> (scalars: Int, units: Int) {
        var (scalars, units) = (0, 0)
        for k in start ..< max(start, offset) where bytes[k] & 0xC0 != 0x80 {
            scalars += 1
            units += bytes[k] >= 0xF0 ? 2 : 1
        }
        return (scalars, units)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func everyConversionIsTheWalkFromTheLineStart(seed: UInt64) {
        let bytes = Self.text(seed: seed, count: 20_000)
        for breaks in [LineIndex.Breaks.yaml, .protocolLines] {
            let index = LineIndex(bytes, breaks: breaks)
            #expect(index.count > 1)
            for line in 0 ..< index.count {
                let (start, end) = (index.start(line), index.end(line))
                var scalars = 0
                var units = 0
                for k in start ... end where k == end || bytes[k] & 0xC0 != 0x80 {
                    #expect(index.line(containing: k) == line || k == end)
                    #expect(index.scalarColumn(ofByte: k, line: line) == scalars)
                    #expect(index.utf16Column(ofByte: k, line: line) == units)
                    #expect(index.byte(ofScalarColumn: scalars, line: line) == k)
                    #expect(index.byte(ofUTF16Column: units, line: line) == k)
                    if k < end {
                        scalars += 1
                        units += bytes[k] >= 0xF0 ? 2 : 1
                    }
                }
                #expect(Self.walk(bytes, from: start, to: end) == (scalars, units))
                // Past the end: the end.
                #expect(index.byte(ofScalarColumn: scalars + 5, line: line) == end)
                #expect(index.byte(ofUTF16Column: units + 5, line: line) == end)
            }
        }
    }

    @Test func aColumnInsideASurrogatePairIsTheScalarAfterIt() {
        let line = Array((String(repeating: "a", count: 300) + "😀b" + String(repeating: "c", count: 300)).utf8)
        let index = LineIndex(line, breaks: .protocolLines)
        #expect(index.byte(ofUTF16Column: 301, line: 0) == 304)
        #expect(index.utf16Column(ofByte: 304, line: 0) == 302)
    }

    @Test func aByteOrderMarkIsNotAColumnOfLibyamlsFirstLine() {
        let bytes = [0xEF, 0xBB, 0xBF] + Array((String(repeating: "é", count: 400) + "x").utf8)
        let index = LineIndex(bytes, breaks: .yaml)
        #expect(index.start(0) == 3)
        #expect(index.byte(ofScalarColumn: 400, line: 0) == 803)
        #expect(SourceLines(bytes).location(ofByte: 803) == SourceLocation(line: 1, column: 401))
    }

    /// A one-line file of 200 000 bytes: what a report shows of it is the window around the
    /// column, from the lines held in memory and from the lines read again alike.
    @Test func aLongLineIsShownAroundTheColumnFromEitherSource() throws {
        let line = String(repeating: "日a", count: 50_000) + "X" + String(repeating: "b", count: 50_000)
        let bytes = Array(line.utf8)
        let column = 100_001
        let expected = "…" + String(repeating: "日a", count: 40) + "X" + String(repeating: "b", count: 79) + "…"
        let inMemory = try #require(SourceLines(bytes).shownLine(1, column: column))
        #expect(inMemory.text == expected && inMemory.column == 82)
        let file = try SourceExcerptsTests.file(bytes)
        let read = try #require(FileIO.excerpts(file.path, identity: file.identity, lines: [1]))
        let reread = try #require(read.shownLine(1, column: column))
        #expect(reread.text == expected && reread.column == 82)
    }
}
