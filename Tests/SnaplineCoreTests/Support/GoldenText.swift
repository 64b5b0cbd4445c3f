import Foundation
import Testing
import SnaplineTestSupport

/// Compares text with a golden file, or records it when `SNAPLINE_RECORD` is set (then review
/// the diff in git). Every golden test of this target goes through it: tables, generated Swift,
/// pictures, explanations.
enum GoldenText {
    static func compare(_ text: String, with url: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        if GoldenRecording.isOn {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("\(url.lastPathComponent) is missing: record it with SNAPLINE_RECORD=1 and review it", sourceLocation: sourceLocation)
            return
        }
        #expect(text == expected, "\(url.lastPathComponent) differs from the golden file (re-record with SNAPLINE_RECORD=1 and review the diff)\n\(lineDiff(expected: expected, actual: text))", sourceLocation: sourceLocation)
    }

    /// The first few differing lines, with line numbers, expected above actual.
    static func lineDiff(expected: String, actual: String, limit: Int = 8) -> String {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for i in 0 ..< max(e.count, a.count) where lines.count < limit * 2 {
            let el = i < e.count ? String(e[i]) : "<end of file>"
            let al = i < a.count ? String(a[i]) : "<end of file>"
            if el != al {
                lines.append("line \(i + 1)\n  - expected: \(el)\n  + actual:   \(al)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
