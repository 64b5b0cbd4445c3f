import Testing
@testable import SnaplineCore
@testable import SnaplineLayout

/// The suppression scan jumps from `#` to `#` (`memchr`) and reads only their lines: it must find
/// what reading every byte in turn finds (`byteByByte`, the scan before), on any text.
@Suite struct SuppressionScanTests {
    /// The scan reading every byte in turn.
    static func byteByByte(_ source: [UInt8]) -> Suppressions {
        var found = Suppressions(scanning: [])
        source.withUnsafeBufferPointer { bytes in
            var line: Int32 = 1
            var lineStart = source.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            var k = 0
            var quote: UInt8 = 0
            while k < bytes.count {
                let b = bytes[k]
                let length = SourceLines.lineBreakLength(bytes, at: k)
                if length > 0 {
                    k += length
                    line += 1
                    lineStart = k
                    quote = 0
                    continue
                } else if quote != 0 {
                    if b == quote { quote = 0 }
                } else if b == 0x22 || b == 0x27 {
                    if k == lineStart || Suppressions.isBlankOrIndicator(bytes[k - 1]) { quote = b }
                } else if b == 0x23, k == lineStart || bytes[k - 1] == 0x20 || bytes[k - 1] == 0x09 {
                    let end = Suppressions.endOfLine(bytes, from: k)
                    if let directive = Suppressions.directive(bytes, comment: k, end: end) {
                        found.parse(bytes, directive: directive, comment: k, end: end, line: line, lineStart: lineStart)
                    }
                    k = end
                    continue
                }
                k += 1
            }
        }
        return found
    }

    @Test func findsWhatReadingEveryByteFinds() {
        let pieces: [[UInt8]] = [
            "#", " #", "\t#", "# snapline:disable never-scrolls", " # snapline:disable-next-line out-of-reach, paging-cuts-item",
            "#snapline:disable x", "# snapline:disabled y", "\"", "'", "a", ":", "-", " ", "[", "{", ",", "é", "\u{2028}", "\u{2029}",
            "\u{85}", "\n", "\r", "\r\n", "key: 'a # b'", "- \"#\" # snapline:disable z",
        ].map { Array($0.utf8) } + [[0x85], [0xC2], [0xE2, 0x80], [0xA8], [0xEF, 0xBB, 0xBF]]
        var random = SplitMix64(seed: 3)
        var withDirectives = 0
        for round in 0 ..< 4000 {
            var source: [UInt8] = round % 5 == 0 ? [0xEF, 0xBB, 0xBF] : []
            for _ in 0 ..< Int(random.next() % 60) { source += pieces[Int(random.next() % UInt64(pieces.count))] }
            let expected = Self.byteByByte(source)
            let found = Suppressions(scanning: source)
            #expect(found.entries == expected.entries, "\(source)")
            if !expected.isEmpty { withDirectives += 1 }
        }
        #expect(withDirectives > 1000, "\(withDirectives)")
    }

    @Test func linesAndColumnsOfADirectiveFarDown() {
        let source = Array((String(repeating: "a: 1 # a comment\r\n", count: 300) + "b:\u{2028}  é # snapline:disable-next-line never-scrolls\n").utf8)
        let found = Suppressions(scanning: source)
        #expect(found.entries == Self.byteByByte(source).entries)
        #expect(found.entries.map(\.location) == [SourceLocation(line: 302, column: 5)])
        #expect(found.entries.map(\.line) == [303])
    }
}
