import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// YAML syntax errors keep libyaml's words and add what to do, at the position to fix.
@Suite struct YAMLSyntaxHintTests {
    /// The one error of the marked text; expects it at `1️⃣` with every phrase.
    private func expectSyntaxError(_ yaml: String, code: DiagnosticCode = .yamlSyntax, containing phrases: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let marked = MarkedText(yaml)
        var diagnostics = Diagnostics()
        _ = Compiler().decode(Array(marked.text.utf8), diagnostics: &diagnostics)
        guard diagnostics.all.count == 1, let error = diagnostics.all.first else {
            Issue.record("expected one error, got \(diagnostics.all)", sourceLocation: sourceLocation)
            return
        }
        #expect(error.code == code, "\(error)", sourceLocation: sourceLocation)
        #expect(error.location == marked["1️⃣"], "\(error) should be at \(marked["1️⃣"].map(\.description) ?? "?")", sourceLocation: sourceLocation)
        for phrase in phrases {
            #expect(error.message.contains(phrase), "\"\(error.message)\" lacks \"\(phrase)\"", sourceLocation: sourceLocation)
        }
    }

    static let header = "scene: A\nviewports: [{name: p, width: 390, height: 844}]\n"

    @Test func tabInIndentation() {
        expectSyntaxError(Self.header + "root:\n  scroll: s\n1️⃣\tchildren: []\n", containing: ["YAML syntax error: found a tab character", "indent with spaces"])
    }

    @Test func unquotedIDStartingWithABrace() {
        expectSyntaxError(Self.header + "root:\n  scroll: s\n  children:\n    - item: 1️⃣{i}-card\n      height: 3\n", containing: ["did not find expected key", "quote ids that start with `{`: `item: \"{i}-card\"`"])
    }

    @Test func dedentedKey() {
        expectSyntaxError(Self.header + "root:\n  scroll: s\n  children:\n    - item: a\n      height: 3\n     1️⃣width: 4\n", containing: ["`width` is indented 5 spaces but line 7 is indented 6", "line up"])
    }

    @Test func overIndentedKey() {
        expectSyntaxError(Self.header + "root:\n  scroll: s\n  axis: vertical\n    1️⃣spacing: 3\n", containing: ["mapping values are not allowed", "`spacing` is indented 4 spaces but line 5 is indented 2"])
    }

    @Test func unclosedQuotePointsWhereItOpened() {
        expectSyntaxError(Self.header + "root:\n  scroll: 1️⃣\"s\n  children:\n    - item: a\n", containing: ["found unexpected end of stream", "is never closed"])
    }

    @Test func unclosedBracketPointsWhereItOpened() {
        expectSyntaxError("scene: A\nviewports: 1️⃣[{name: p, width: 390, height: 844}\nroot:\n  scroll: s\n", containing: ["did not find expected ',' or ']'", "the `[` opened here (line 2, column 12) is not closed: end it with `]`"])
    }

    @Test func aLoneUnknownKeyIsTakenForTheKind() {
        expectSyntaxError(Self.header + "root:\n  scroll: s\n  children:\n    - 1️⃣text: footer\n", code: .noKind, containing: ["`text` is the only key that is not a property, so it was taken for the kind: did you mean `item: footer`?"])
        expectSyntaxError(Self.header + "root:\n  scroll: s\n  children:\n    - 1️⃣list: inner\n      axis: horizontal\n      children: []\n", code: .noKind, containing: ["did you mean `scroll: inner`?"])
    }

    @Test func otherSyntaxErrorsAreUnchanged() {
        expectSyntaxError("scene: A\nviewports: [1️⃣}\n", containing: ["YAML syntax error"])
    }
}
