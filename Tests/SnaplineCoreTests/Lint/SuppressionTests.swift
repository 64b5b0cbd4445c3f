import Testing
@testable import SnaplineCore
@testable import SnaplineLayout

/// `# snapline:disable-next-line CODE` and `# snapline:disable CODE`, and `unused-suppression`.
@Suite struct SuppressionTests {
    /// Two containers that never scroll (M = 0 in both viewports): two `never-scrolls` warnings,
    /// at the `scroll:` keys of lines 6 and 11 (before any comment is added).
    static func scene(_ first: String = "", _ second: String = "", top: String = "") -> String {
        """
        \(top)scene: Screen
        viewports: [{name: phone, width: 390, height: 844}]
        root:
          vstack:
          children:
        \(first)    - scroll: a
              height: 300
              children:
                - {item: a-row, height: 50}
        \(second)    - scroll: b
              height: 300
              children:
                - {item: b-row, height: 50}
        """
    }

    static func codes(_ text: String, enable: [DiagnosticCode] = []) -> [String] {
        lintDiagnostics(text, enable: enable).map { "\($0.location?.description ?? "-") \($0.code)" }
    }

    @Test func withoutCommentsBothContainersWarn() {
        #expect(Self.codes(Self.scene()) == ["6:7 never-scrolls", "10:7 never-scrolls"])
    }

    /// The comment silences the warning on the next line only; the other one stays.
    @Test func disableNextLineSilencesOneLine() {
        let text = Self.scene("    # snapline:disable-next-line never-scrolls\n")
        // The comment is line 6, so `a` is on line 7 and `b` on line 11.
        #expect(Self.codes(text) == ["11:7 never-scrolls"])
    }

    /// `disable` anywhere in the file silences every warning of the code.
    @Test func disableSilencesTheWholeFile() {
        let text = Self.scene(top: "# snapline:disable never-scrolls\n")
        #expect(Self.codes(text) == [])
        // Written after the nodes it silences, it still applies.
        let atTheEnd = Self.scene() + "\n# snapline:disable never-scrolls\n"
        #expect(Self.codes(atTheEnd) == [])
    }

    /// Several codes (spaces or commas), a trailing comment, and no blank after `#`.
    @Test func severalCodesAndSpellings() {
        let text = Self.scene("    #snapline:disable-next-line out-of-reach,never-scrolls  # intended\n")
        // `out-of-reach` has no warning on line 7: it is reported as unused; never-scrolls is used.
        #expect(Self.codes(text) == ["6:5 unused-suppression", "11:7 never-scrolls"])
    }

    /// A comment that silences nothing is reported at its `#`, with why.
    @Test func unusedSuppressions() throws {
        let text = Self.scene("", "    # snapline:disable-next-line snap-option-ignored, nevr-scrolls, unbounded-fill\n")
        let found = lintDiagnostics(text)
        let unused = found.filter { $0.code == .unusedSuppression }
        #expect(unused.map(\.location?.description) == ["10:5", "10:5", "10:5"])
        #expect(unused.allSatisfy { $0.severity == .warning })
        let messages = unused.map(\.message)
        #expect(messages[0] == "`snapline:disable-next-line snap-option-ignored` suppresses nothing: line 11 has no `snap-option-ignored` warning; remove it")
        #expect(messages[1] == "`snapline:disable-next-line nevr-scrolls` names no code; did you mean `never-scrolls`?")
        #expect(messages[2].hasPrefix("`unbounded-fill` is an error, which cannot be suppressed"))
        // Both never-scrolls warnings remain (the misspelled code silenced nothing).
        #expect(found.filter { $0.code == .neverScrolls }.count == 2)
    }

    /// A rule that is off reports nothing, so its comment is not judged; `unused-suppression` can
    /// itself be switched off.
    @Test func offRulesAndTheRuleItself() {
        let off = Self.scene("    # snapline:disable-next-line coincident-stops\n")
        #expect(!Self.codes(off).contains { $0.hasSuffix("unused-suppression") })
        #expect(Self.codes(off, enable: [.coincidentStops]).contains("6:5 unused-suppression"))
        var settings = RuleSettings()
        settings.disable(.unusedSuppression)
        var diagnostics = Diagnostics()
        Compiler().with(settings).check(Array(Self.scene("    # snapline:disable-next-line out-of-reach\n").utf8), diagnostics: &diagnostics)
        #expect(diagnostics.all.map(\.code) == [.neverScrolls, .neverScrolls])
    }

    /// Text that only looks like a directive: inside a quoted scalar, part of a plain scalar, a
    /// longer word, another tool's comment. None of them is read as one.
    @Test func notDirectives() {
        for text in [
            "a: \"x # snapline:disable never-scrolls\"\n", "a: 'x # snapline:disable never-scrolls'\n",
            "a: b#snapline:disable never-scrolls\n", "# snapline:disabled never-scrolls\n",
            "# swiftlint:disable never-scrolls\n", "# snapline:disable-next never-scrolls\n",
        ] {
            #expect(Suppressions(scanning: Array(text.utf8)).isEmpty, "\(text)")
        }
        // The same line with a real comment after the quoted scalar is one.
        #expect(!Suppressions(scanning: Array("a: \"x # y\" # snapline:disable never-scrolls\n".utf8)).isEmpty)
    }

    /// Errors are not suppressed, and with errors the comments are not judged (no warnings ran).
    @Test func errorsStay() {
        let text = Self.scene("    # snapline:disable-next-line unknown-key\n").replacingOccurrences(of: "height: 300\n      children:\n        - {item: a-row", with: "heigth: 300\n      children:\n        - {item: a-row")
        #expect(Self.codes(text) == ["8:7 unknown-key"])
    }

    /// The compile path applies them too (the build plugin and `compile` report the same).
    @Test func compileAppliesThem() {
        var diagnostics = Diagnostics()
        let text = Self.scene("    # snapline:disable-next-line never-scrolls\n")
        #expect(Compiler().compile(Array(text.utf8), format: .json, diagnostics: &diagnostics) != nil)
        #expect(diagnostics.all.map { "\($0.location?.description ?? "-") \($0.code)" } == ["11:7 never-scrolls"])
    }

    /// Columns count characters, and CRLF line ends work.
    @Test func positionsOfDirectives() {
        let directives = Suppressions(scanning: Array("é: 1  # snapline:disable x\r\n# snapline:disable-next-line y z\r\n".utf8))
        #expect(directives.entries.map { "\($0.location) \($0.line.map(String.init) ?? "file") \($0.code)" } == ["1:7 file x", "2:1 3 y", "2:1 3 z"])
    }

    /// Lines as libyaml counts them: a lone CR, NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR end a
    /// line, and a byte order mark is no column.
    @Test func linesAndColumnsAsLibyamlCountsThem() {
        let directives = Suppressions(scanning: Array("\u{FEFF}# snapline:disable a\r# x\u{85}# x\u{2028}# x\u{2029}  # snapline:disable-next-line b\n".utf8))
        #expect(directives.entries.map { "\($0.location) \($0.line.map(String.init) ?? "file") \($0.code)" } == ["1:1 file a", "5:3 6 b"])
        // The comment before the directive ends in a LINE SEPARATOR: `a` is on libyaml's line 8.
        let text = Self.scene("    # note\u{2028}\n    # snapline:disable-next-line never-scrolls\n")
        #expect(Self.codes(text) == ["13:7 never-scrolls"])
    }
}
