import Foundation
import Testing
import SnaplineTestSupport

/// Compares text with a golden file, or records it when `SNAPLINE_RECORD` is set (then review
/// the diff in git).
enum GoldenText {
    static func compare(_ text: String, with url: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        if GoldenRecording.isOn {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "\(url.lastPathComponent) differs from the golden file\n\(GoldenFixtureTests.lineDiff(expected: expected, actual: text))", sourceLocation: sourceLocation)
    }
}
