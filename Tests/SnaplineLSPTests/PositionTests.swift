import SnaplineCore
import SnaplineTestSupport
import Testing
@testable import SnaplineLSP

/// LSP positions count UTF-16 code units; Snapline's columns count Unicode scalars (as libyaml).
/// These tests check that counting itself, so their positions are counted by hand; the other LSP
/// tests take theirs from markers in the text (`MarkedText`).
@Suite struct PositionTests {
    // "é" is 2 bytes / 1 UTF-16 unit; "😀" 4 bytes / 2 units; "日" 3 bytes / 1 unit.
    let document = TextDocument(text: "a: é😀日x\r\nsecond\rthird\n", version: 1)

    @Test func linesEndAtLFCRLFAndLoneCR() {
        #expect(document.lineCount == 4)
        #expect(Array(document.line(0)) == Array("a: é😀日x".utf8))
        #expect(Array(document.line(1)) == Array("second".utf8))
        #expect(Array(document.line(2)) == Array("third".utf8))
        #expect(document.line(3).isEmpty)
    }

    @Test func utf16ColumnsToBytesAndBack() {
        // Column of `x`: a, :, space, é (1), 😀 (2), 日 (1) = 7 units; bytes 3 + 2 + 4 + 3 = 12.
        #expect(document.offset(of: LSPPosition(line: 0, character: 7)) == 12)
        #expect(document.position(ofOffset: 12) == LSPPosition(line: 0, character: 7))
        // After the emoji: 6 units, byte 9 + ... = 3 + 2 + 4 = 9.
        #expect(document.offset(of: LSPPosition(line: 0, character: 6)) == 9)
        #expect(document.position(ofOffset: 9) == LSPPosition(line: 0, character: 6))
        // Past the end of a line: its end (before CRLF); past the last line: the text's end.
        #expect(document.offset(of: LSPPosition(line: 0, character: 99)) == 13)
        #expect(document.offset(of: LSPPosition(line: 1, character: 0)) == 15)
        #expect(document.offset(of: LSPPosition(line: 9, character: 0)) == document.bytes.count)
    }

    @Test func snaplineLocationsCountScalars() {
        // `x` is the 8th scalar of line 1: a, :, space, é, 😀, 日, x -> column 7.
        let x = SourceLocation(line: 1, column: 7)
        #expect(document.position(of: x) == LSPPosition(line: 0, character: 7))
        #expect(document.location(ofOffset: 12) == x)
        #expect(document.position(of: SourceLocation(line: 3, column: 2)) == LSPPosition(line: 2, character: 1))
    }

    @Test func diagnosticsAfterNonASCIIIdsLandOnTheirToken() {
        let marked = MarkedText("scene: S\nviewports:\n  - {name: p, width: 100, height: 100}\nroot:\n  scroll: s\n  children:\n    - {item: \"😀é\", ⟪key⟫hieght⟪keyEnd⟫: 4}\n")
        let text = marked.text
        let document = TextDocument(text: text, version: 1)
        let found = SceneCheck.diagnostics(Array(text.utf8), path: nil)
        let unknown = found.first { $0.code == .unknownKey }
        #expect(unknown != nil)
        let range = DiagnosticConversion.range(of: unknown?.location, in: document)
        #expect(range == marked.range("⟪key⟫", "⟪keyEnd⟫"))
    }
}
