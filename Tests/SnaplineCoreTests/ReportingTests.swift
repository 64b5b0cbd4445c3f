import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// The report formats, on hand-made diagnostics.
@Suite struct ReportingTests {
    static let warning = Diagnostic(.warning, "page 2 of `pages` starts 82 pt into `card-1`", at: SourceLocation(line: 2, column: 5), code: .pagingCutsItem, file: "a.scene.yaml")
    static let error = Diagnostic(.error, "unknown key `hieght`", at: SourceLocation(line: 1, column: 1), code: .unknownKey, file: "a.scene.yaml")

    @Test func fileReportSortsByLineColumnThenCodeAndAppliesSettings() {
        var diagnostics = Diagnostics()
        diagnostics.append(Self.warning)
        diagnostics.append(Diagnostic(.warning, "x", at: SourceLocation(line: 2, column: 5), code: .coincidentStops))
        diagnostics.append(Self.error)
        let report = FileReport(path: "a.scene.yaml", diagnostics: diagnostics, settings: RuleSettings())
        #expect(report.diagnostics.map(\.code) == [.unknownKey, .pagingCutsItem])  // coincident-stops is off
        var settings = RuleSettings(warningsAsErrors: true)
        settings.enable(.coincidentStops)
        let promoted = FileReport(path: "a.scene.yaml", diagnostics: diagnostics, settings: settings)
        #expect(promoted.diagnostics.map(\.code) == [.unknownKey, .coincidentStops, .pagingCutsItem])
        #expect(promoted.errorCount == 3 && promoted.warningCount == 0)
    }

    @Test func textHasTheSourceLineAndACaretUnderTheColumn() {
        let source = SourceLines(Array("scene: A\n\tbehavior: paging\n".utf8))
        let text = String(decoding: TextReporter().render(Self.warning, sourceLine: source.line(2)), as: UTF8.self)
        #expect(text == "a.scene.yaml:2:5: warning: page 2 of `pages` starts 82 pt into `card-1` [paging-cuts-item]\n\tbehavior: paging\n\t   ^\n")
        let coloured = String(decoding: TextReporter(colour: true).render(Self.warning, sourceLine: nil), as: UTF8.self)
        #expect(coloured == "\u{1B}[1ma.scene.yaml:2:5:\u{1B}[0m \u{1B}[1;35mwarning:\u{1B}[0m \u{1B}[1mpage 2 of `pages` starts 82 pt into `card-1`\u{1B}[0m [paging-cuts-item]\n")
        let quiet = TextReporter(quiet: true)
        #expect(!quiet.shows(Self.warning) && quiet.shows(Self.error))
    }

    @Test func sourceLinesEndWhereLibyamlEndsThem() {
        let source = SourceLines(Array("\u{FEFF}a\r\nb\rc\u{2028}d\n".utf8))
        #expect((1 ... 5).map { source.line($0) } == ["a", "b", "c", "d", ""])
        #expect(source.line(6) == nil && source.line(0) == nil)
    }

    @Test func jsonReport() {
        let report = FileReport(path: "a.scene.yaml", diagnostics: [Self.warning, Diagnostic(.note, "3 more errors \"not\" shown\n", at: nil, code: .tooManyErrors)])
        #expect(JSONReporter.render([report]) == """
            [
              {"file": "a.scene.yaml", "line": 1, "column": 1, "severity": "note", "code": "too-many-errors", "message": "3 more errors \\"not\\" shown\\n", "notes": []},
              {"file": "a.scene.yaml", "line": 2, "column": 5, "severity": "warning", "code": "paging-cuts-item", "message": "page 2 of `pages` starts 82 pt into `card-1`", "notes": []}
            ]

            """)
        #expect(JSONReporter.render([]) == "[]\n")
    }

    @Test func githubEscapesDataAndProperties() {
        let d = Diagnostic(.error, "100% wrong\r\nsecond: line", at: SourceLocation(line: 3, column: 7), code: .badValue, file: "dir,1/a:b.scene.yaml")
        #expect(GitHubReporter().render(d) == "::error file=dir%2C1/a%3Ab.scene.yaml,line=3,col=7,title=bad-value::100%25 wrong%0D%0Asecond: line\n")
        #expect(GitHubReporter().render(Self.warning).hasPrefix("::warning file=a.scene.yaml,line=2,col=5,title=paging-cuts-item::"))
    }

    @Test func sarifURIsAreRelativeAndEncoded() {
        let reporter = SARIFReporter(toolVersion: "1.2.3", currentDirectory: "/work/repo")
        #expect(reporter.uri(for: "/work/repo/scenes/a b.scene.yaml") == "scenes/a%20b.scene.yaml")
        #expect(reporter.uri(for: "./scenes/a.scene.yaml") == "scenes/a.scene.yaml")
        #expect(reporter.uri(for: "/elsewhere/a.scene.yaml") == "file:///elsewhere/a.scene.yaml")
        let log = reporter.render([FileReport(path: "/work/repo/a.scene.yaml", diagnostics: [Self.warning])])
        #expect(log.contains("\"version\": \"1.2.3\""))
        #expect(log.contains("{\"ruleId\": \"paging-cuts-item\", \"ruleIndex\": "))
        #expect(log.contains("\"physicalLocation\": {\"artifactLocation\": {\"uri\": \"a.scene.yaml\"}, \"region\": {\"startLine\": 2, \"startColumn\": 5}}"))
    }

    @Test func configurationFile() {
        var diagnostics = Diagnostics()
        let parsed = LintConfiguration.parse(Array("enable: unreachable-alignment\ndisable: [never-scrolls, out-of-reach]\nwarnings-as-errors: true\naccess-level: public\n".utf8), diagnostics: &diagnostics)
        #expect(parsed?.enable == [.unreachableAlignment])
        #expect(parsed?.disable == [.neverScrolls, .outOfReach])
        #expect(parsed?.warningsAsErrors == true)
        #expect(parsed?.accessLevel == .public)
        let settings = parsed.map { $0.applied(to: RuleSettings()) }
        #expect(settings?.isEnabled(.unreachableAlignment) == true && settings?.isEnabled(.neverScrolls) == false)
        #expect(LintConfiguration.parse(Array("# nothing yet\n".utf8), diagnostics: &diagnostics) == LintConfiguration())
        #expect(diagnostics.all.isEmpty)
        let marked = MarkedText("enable: [1️⃣never-scroll]\n2️⃣warnings_as_errors: true\naccess-level: 3️⃣open\n")
        #expect(LintConfiguration.parse(Array(marked.text.utf8), diagnostics: &diagnostics) == nil)
        #expect(diagnostics.all.map(\.location) == [marked["1️⃣"], marked["2️⃣"], marked["3️⃣"]])
        #expect(diagnostics.all.map(\.code) == [.badValue, .unknownKey, .badValue])
    }

    @Test func unknownRuleNamesTheClosest() {
        #expect(UnknownRule(name: "pagingcutsitem").description.contains("did you mean `paging-cuts-item`?"))
        #expect(UnknownRule(name: "unknown-key").description.contains("always reported"))
        #expect(UnknownRule(name: "zzz").description.contains("snapline rules"))
    }
}
