import Testing
@testable import SnaplineCore

/// A very long source line (a minified frames file is one line) is shown around the column.
@Suite struct LongSourceLineTests {
    @Test func aLongLineIsShownAroundTheColumnWithTheCaretUnderIt() {
        let line = String(repeating: "a", count: 1499) + "X" + String(repeating: "b", count: 1000)
        var d = Diagnostic.error("bad", at: SourceLocation(line: 1, column: 1500), code: .unknownID)
        d.file = "f.json"
        let text = String(decoding: TextReporter().render(d, sourceLine: line), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "f.json:1:1500: error: bad [unknown-id]")
        // 80 scalars on each side of the column, `…` where cut: the X is the 82nd scalar shown.
        #expect(lines[1] == "…" + String(repeating: "a", count: 80) + "X" + String(repeating: "b", count: 79) + "…")
        #expect(lines[2] == String(repeating: " ", count: 81) + "^")
    }

    @Test func aLineUpToTheLimitIsShownWhole() {
        let line = String(repeating: "a", count: ShownLine.longLine)
        let d = Diagnostic.error("bad", at: SourceLocation(line: 1, column: 900), code: .unknownID)
        let text = String(decoding: TextReporter().render(d, sourceLine: line), as: UTF8.self)
        #expect(text.contains("\n" + line + "\n"))
    }
}
