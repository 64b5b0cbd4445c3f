import Testing
@testable import SnaplineLSP

/// Edits at UTF-16 ranges, counted by hand: the counting itself is what these check.
@Suite struct IncrementalEditTests {
    func range(_ l0: Int, _ c0: Int, _ l1: Int, _ c1: Int) -> LSPRange {
        LSPRange(start: LSPPosition(line: l0, character: c0), end: LSPPosition(line: l1, character: c1))
    }

    @Test func editsApplyInOrderWithUTF16Ranges() {
        var document = TextDocument(text: "root:\n  item: 😀a\n  height: 3\n", version: 1)
        // Replace `a` (after the 2-unit emoji) with `bc`.
        document.apply(range: range(1, 10, 1, 11), text: "bc")
        #expect(document.text == "root:\n  item: 😀bc\n  height: 3\n")
        // Join lines 1 and 2 across the break, then insert a line at the end.
        document.apply(range: range(1, 12, 2, 2), text: ", ")
        #expect(document.text == "root:\n  item: 😀bc, height: 3\n")
        document.apply(range: range(2, 0, 2, 0), text: "x: é\ny")
        #expect(document.text == "root:\n  item: 😀bc, height: 3\nx: é\ny")
        #expect(document.lineCount == 4)
        // Delete inside a multi-byte character's neighbourhood: `é` is one unit.
        document.apply(range: range(2, 3, 2, 4), text: "")
        #expect(document.text == "root:\n  item: 😀bc, height: 3\nx: \ny")
        // A whole-text change.
        document.apply(range: nil, text: "new")
        #expect(document.text == "new" && document.lineCount == 1)
    }

    @Test func rangesPastTheEndAreClamped() {
        var document = TextDocument(text: "ab\ncd", version: 1)
        document.apply(range: range(1, 1, 40, 0), text: "X")
        #expect(document.text == "ab\ncX")
        document.apply(range: range(0, 5, 0, 1), text: "Y")  // reversed: an insertion at the start
        #expect(document.text == "abY\ncX")
    }
}
