import Testing
@testable import SnaplineCore
@testable import SnaplineLayout

/// Each report format on hostile text, by hand: what a scene's text and a file name that is not
/// UTF-8 become, and how failures of the run appear.
@Suite struct ReportEscapingTests {
    /// `caf\xE9.scene.yaml` as the CLI carries it.
    static let latin1 = PathBytes.string(Array("caf".utf8) + [0xE9] + Array(".scene.yaml".utf8))
    /// A message quoting a scene value: a stand-in for a line feed, ESC and a right-to-left override.
    static let hostile = Diagnostic(.error, "got `a\u{10FF0A}::error file=X::b\u{1B}[31m\u{202E}c\"`", at: SourceLocation(line: 2, column: 9), code: .badValue, file: "a.scene.yaml")

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func textEscapesControlsAndBidiButKeepsAFileNamesBytes() {
        let reporter = TextReporter()
        let source = SourceLines(Array("scene: A\n  axis: \"\u{1B}x\"\n".utf8))
        #expect(Self.text(reporter.render(Self.hostile, sourceLine: source.line(2))) == """
            a.scene.yaml:2:9: error: got `a\\x0A::error file=X::b\\u{1B}[31m\\u{202E}c"` [bad-value]
              axis: "\\u{1B}x"
                    ^

            """)
        // The caret stays under its column after an escaped scalar.
        let late = Diagnostic(.error, "m", at: SourceLocation(line: 2, column: 11), code: .badValue, file: "a.scene.yaml")
        #expect(Self.text(reporter.render(late, sourceLine: source.line(2))).hasSuffix("  axis: \"\\u{1B}x\"\n" + String(repeating: " ", count: 15) + "^\n"))
        var named = Self.hostile
        named.file = Self.latin1 + "\u{1B}"
        #expect(reporter.render(named, sourceLine: nil).starts(with: Array("caf".utf8) + [0xE9] + Array(".scene.yaml\\u{1B}:2:9: ".utf8)))
        #expect(Self.text(reporter.add(failure: Diagnostic(.error, "cannot read \(Self.latin1): gone", at: nil, code: .ioError, file: Self.latin1)))
            == "snapline: error: cannot read caf\\xE9.scene.yaml: gone\n")
    }

    /// Issue 28, item 2: a file name or an echoed source line starting with `::` (after white
    /// space, which GitHub's runner trims) was read as a workflow command.
    @Test func textNeverStartsALineWithAWorkflowCommand() {
        let reporter = TextReporter()
        var d = Diagnostic(.error, "m", at: SourceLocation(line: 1, column: 6), code: .badValue, file: "::warning file=Sources/App/Payment.swift,line=12,title=Security::x.scene.yaml")
        #expect(Self.text(reporter.render(d, sourceLine: nil)) == "./::warning file=Sources/App/Payment.swift,line=12,title=Security::x.scene.yaml:1:6: error: m [bad-value]\n")
        d.file = " \u{3000}::add-mask::x.scene.yaml"
        #expect(Self.text(reporter.render(d, sourceLine: nil)).hasPrefix("./ \u{3000}::add-mask::x.scene.yaml:1:6: "))
        d.file = String(repeating: " ", count: 300) + "::x.scene.yaml"  // however much white space
        #expect(Self.text(reporter.render(d, sourceLine: nil)).hasPrefix("./ "))
        // Found by the report fuzzer: the name `:` and the colon after it make `::2:2:`.
        d.file = ":"
        #expect(Self.text(reporter.render(d, sourceLine: nil)).hasPrefix("./::1:6: "))
        // Names that do not open a command are printed as before.
        for name in [":x.scene.yaml", "a::b.scene.yaml", "/abs/::x.scene.yaml"] {
            d.file = name
            #expect(Self.text(reporter.render(d, sourceLine: nil)).hasPrefix(name + ":1:6: "))
        }
        // The excerpt: the colon is escaped and the caret stays under column 6 (the `t` of
        // `stop`): the tab, then 6 spaces for the escape, 1 for `:` and 1 for `s`.
        d.file = "a.scene.yaml"
        #expect(Self.text(reporter.render(d, sourceLine: " \t::stop-commands::tok")) == """
            a.scene.yaml:1:6: error: m [bad-value]
             \t\\u{3A}:stop-commands::tok
             \t        ^

            """)
        #expect(Self.text(reporter.render(d, sourceLine: "a ::stop-commands::tok")).hasSuffix("\na ::stop-commands::tok\n     ^\n"))
    }

    @Test func jsonKeepsEveryFieldAndTheNamesBytes() {
        var reporter = JSONReporter()
        var d = Self.hostile
        d.file = Self.latin1
        _ = reporter.add(FileReport(path: Self.latin1, diagnostics: [d]), source: nil)
        _ = reporter.add(failure: Diagnostic(.error, "unknown rule `x`", at: nil, code: .usageError))
        #expect(Self.text(reporter.finish()) == """
            [
              {"file": "caf\u{FFFD}.scene.yaml", "fileBytes": [99, 97, 102, 233, 46, 115, 99, 101, 110, 101, 46, 121, 97, 109, 108], "line": 2, "column": 9, "severity": "error", "code": "bad-value", "message": "got `a\\\\x0A::error file=X::b\\u001b[31m\\u202ec\\"`", "notes": []},
              {"file": null, "line": 1, "column": 1, "severity": "error", "code": "usage-error", "message": "unknown rule `x`", "notes": []}
            ]

            """)
    }

    @Test func githubCannotStartALine() {
        let reporter = GitHubReporter()
        #expect(reporter.render(Self.hostile) == "::error file=a.scene.yaml,line=2,col=9,title=bad-value::got `a\\x0A::error file=X::b\\u{1B}[31m\\u{202E}c\"`\n")
        #expect(Self.text(reporter.add(failure: Diagnostic(.error, "no scenes\nhere", at: nil, code: .usageError))) == "::error title=usage-error::no scenes%0Ahere\n")
        var named = Self.hostile
        named.file = Self.latin1
        #expect(reporter.render(named).hasPrefix("::error file=caf\u{FFFD}.scene.yaml,line=2,"))
    }

    @Test func sarifFailuresMakeTheRunUnsuccessful() {
        var reporter = SARIFReporter(toolVersion: "1", currentDirectory: "/w", rules: [RuleCatalog.all[0]])
        #expect(reporter.uri(for: "/w/" + Self.latin1) == "caf%E9.scene.yaml")
        _ = reporter.add(failure: Diagnostic(.note, "skipped x", at: nil, code: .skippedFile, file: "/w/x.scene.yaml"))
        #expect(Self.text(reporter.finish()).contains("\"invocations\": [{\"executionSuccessful\": true, \"toolExecutionNotifications\": [\n"))
        _ = reporter.add(failure: Diagnostic(.error, "cannot read /w/.snapline.yml: not a regular file", at: nil, code: .ioError, file: "/w/.snapline.yml"))
        let log = Self.text(reporter.finish())
        #expect(log.contains("\"executionSuccessful\": false"))
        #expect(log.contains("{\"level\": \"error\", \"message\": {\"text\": \"cannot read /w/.snapline.yml: not a regular file\"}, \"descriptor\": {\"id\": \"io-error\"}, \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \".snapline.yml\"}}}]}"))
        #expect(!log.contains("helpUri") && !log.contains("informationUri"))
        #expect(log.contains("\"help\": {\"text\": \"Error. the file is larger than the input limit (256 MiB; --max-file-size)\"}"))
        let linked = SARIFReporter(toolVersion: "1", currentDirectory: "/w", helpURIBase: "https://d.test/x", rules: [RuleCatalog.all[0]])
        #expect(Self.text(linked.finish()).contains("\"helpUri\": \"https://d.test/x#file-too-large\""))
    }

    @Test func everyFormatIsInTheOneList() {
        // Only `text` is for people: the CLI routes every other format's bytes as one document.
        #expect(ReportFormat.allCases.filter { !$0.isMachineReadable } == [.text])
        for format in ReportFormat.allCases {
            var reporter = format.makeReporter(ReporterOptions())
            _ = reporter.add(FileReport(path: "a.scene.yaml", diagnostics: [Self.hostile]), source: nil)
            let bytes = reporter.finish()
            #expect(String(validating: bytes, as: UTF8.self) != nil, "\(format)")
        }
    }
}
