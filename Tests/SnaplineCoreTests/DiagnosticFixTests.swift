import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// The structured fixes diagnostics carry (`Diagnostic.Fix`), one test per kind: where each is
/// set, what it replaces (marked: 2️⃣ to 3️⃣) and with what.
@Suite struct DiagnosticFixTests {
    /// Expects `diagnostic` to carry a replacement of the text from 2️⃣ to 3️⃣, which reads
    /// `written`, by `replacement`.
    private func expectReplacement(_ diagnostic: Diagnostic?, _ marked: MarkedText, written: String, with replacement: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let start = marked["2️⃣"], let end = marked["3️⃣"] else {
            Issue.record("markers 2️⃣ and 3️⃣ are missing", sourceLocation: sourceLocation)
            return
        }
        let expected = Diagnostic.Fix(.replace(SourceRange(start: start, end: end), written: written, with: replacement), title: "Replace `\(written)` with `\(replacement)`")
        #expect(diagnostic?.fix == expected, "\(diagnostic.map { "\($0): \(String(describing: $0.fix))" } ?? "no diagnostic")", sourceLocation: sourceLocation)
    }

    /// Decodes `yaml` expecting one error `code` at 1️⃣ with `phrase`, carrying the replacement.
    private func expectDecoderFix(_ yaml: String, _ code: String, _ phrase: String, written: String, with replacement: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let error = expectError(yaml, code: code, containing: [phrase], sourceLocation: sourceLocation)
        expectReplacement(error, MarkedText(yaml), written: written, with: replacement, sourceLocation: sourceLocation)
    }

    @Test func unknownKey() {
        expectDecoderFix(sceneHeader + """
            root:
              scroll: menu
              children:
                - item: a
                  1️⃣2️⃣widht3️⃣: 10
            """, "unknown-key", "did you mean `width`?", written: "widht", with: "width")
    }

    @Test func unknownTopLevelKey() {
        expectDecoderFix("""
            scene: Test
            viewports: [{name: phone, width: 390, height: 844}]
            1️⃣2️⃣anchor3️⃣: [top]
            root: {scroll: s, children: []}
            """, "unknown-key", "did you mean `anchors`?", written: "anchor", with: "anchors")
    }

    /// A key of another kind that is close to one of this kind's.
    @Test func keyOfAnotherKind() {
        expectDecoderFix(sceneHeader + """
            root:
              scroll: s
              children:
                - item: a
                  1️⃣2️⃣scrollPadding3️⃣: 4
            """, "unknown-key", "did you mean `scrollMargin`?", written: "scrollPadding", with: "scrollMargin")
    }

    /// A misspelled kind: the fix is at the key, the error at the node.
    @Test func misspelledKind() {
        expectDecoderFix(sceneHeader + """
            root:
              scroll: s
              children:
                - 1️⃣2️⃣itme3️⃣: a
                  width: 10
            """, "no-kind", "did you mean `item` instead of `itme`?", written: "itme", with: "item")
    }

    /// The one key that is not a property stands where the kind would: it becomes the kind.
    @Test func keyTakenForTheKind() {
        expectDecoderFix(sceneHeader + """
            root:
              scroll: s
              children:
                - 1️⃣2️⃣text3️⃣: footer
                  height: 40
            """, "no-kind", "did you mean `item: footer`?", written: "text", with: "item")
    }

    @Test func enumeratedValue() {
        expectDecoderFix(sceneHeader + """
            root:
              scroll: s
              behavior: 1️⃣2️⃣viewaligned3️⃣
              children: []
            """, "bad-value", "did you mean `viewAligned`?", written: "viewaligned", with: "viewAligned")
    }

    /// In quotes, the text between them is replaced.
    @Test func quotedEnumeratedValue() {
        expectDecoderFix(sceneHeader + """
            root:
              scroll: s
              behavior: 1️⃣"2️⃣pagin3️⃣"
              children: []
            """, "bad-value", "did you mean `paging`?", written: "pagin", with: "paging")
    }

    @Test func unitPoint() {
        expectDecoderFix(sceneHeader + """
            root:
              scroll: s
              children:
                - {item: a, anchors: [top, 1️⃣2️⃣topleading3️⃣]}
            """, "bad-value", "did you mean `topLeading`?", written: "topleading", with: "topLeading")
    }

    /// Columns count characters: a non-ASCII key spans as many columns as it has scalars.
    @Test func nonASCIIKey() {
        expectDecoderFix(sceneHeader + """
            root:
              scroll: s
              children:
                - {item: a, 1️⃣2️⃣hé😀ght3️⃣: 10}
            """, "unknown-key", "did you mean `height`?", written: "hé😀ght", with: "height")
    }

    @Test func lengthWord() {
        expectDecoderFix(sceneHeader + """
            root:
              scroll: s
              children:
                - space: 1️⃣2️⃣fil3️⃣
            """, "bad-number", "did you mean `fill`?", written: "fil", with: "fill")
    }

    @Test func whenSelector() {
        expectDecoderFix(traitsHeader + """
            root:
              scroll: s
              children: []
              when:
                1️⃣2️⃣compcat3️⃣: {spacing: 4}
            """, "unknown-trait", "did you mean `compact`?", written: "compcat", with: "compact")
    }

    @Test func keyInAWhenEntry() {
        expectDecoderFix(traitsHeader + """
            root:
              scroll: s
              children:
                - item: a
                  height: 10
                  when:
                    regular: {1️⃣2️⃣heigth3️⃣: 20}
            """, "unknown-key", "did you mean `height`?", written: "heigth", with: "height")
    }

    /// No fix where none is mechanical: an automatic trait no viewport has, a key with no close one.
    @Test func noFixWithoutACandidateThatWouldApply() {
        let automatic = expectError("""
            scene: T
            viewports: [{name: phone, width: 390, height: 844}]
            root:
              scroll: s
              children: []
              when:
                1️⃣landscpe: {spacing: 4}
            """, code: "unknown-trait", containing: ["no viewport has it either"])
        #expect(automatic != nil && automatic?.fix == nil)
        let unknown = expectError(sceneHeader + "root:\n  scroll: s\n  children:\n    - item: a\n      1️⃣colour: red\n", code: "unknown-key", containing: ["expected `width`"])
        #expect(unknown != nil && unknown?.fix == nil)
    }

    /// A value that spans lines has no one-line range.
    @Test func noReplacementAcrossLines() {
        #expect(Diagnostic.Fix.replacing("view\u{2028}Aligned", at: SourceLocation(line: 1, column: 1), quoted: true, with: "viewAligned") == nil)
        #expect(Diagnostic.Fix.replacing("a\nb", at: SourceLocation(line: 1, column: 1), quoted: false, with: "ab") == nil)
    }

    @Test func misspelledCodeInASuppressionComment() throws {
        let marked = MarkedText(SuppressionTests.scene("", "    # snapline:disable-next-line out-of-reach, 2️⃣nevr-scrolls3️⃣\n"))
        let unused = lintDiagnostics(marked.text).filter { $0.code == .unusedSuppression }
        #expect(unused.count == 2)
        #expect(unused.first { $0.message.contains("out-of-reach") }?.fix == nil)
        expectReplacement(unused.first { $0.message.contains("nevr-scrolls") }, marked, written: "nevr-scrolls", with: "never-scrolls")
    }

    /// Drift without spacing: `{count: 2}` on the card template (the landscape bug).
    @Test func pagingCutsItemSetsTheTargetsLength() throws {
        let marked = MarkedText(pagingScene(width: "390").replacingOccurrences(of: "  item: \"card", with: "  4️⃣item: \"card"))
        let warning = expectWarning(pagingScene(width: "390"), .pagingCutsItem)
        #expect(warning?.fix == Diagnostic.Fix(.setKey("width", value: "{count: 2}", node: try #require(marked["4️⃣"])), title: "Set `width: {count: 2}` on `card-2`"))
    }

    /// With spacing, the length alone is no fix: none is offered.
    @Test func pagingCutsItemWithSpacingHasNoFix() {
        let warning = expectWarning(pagingScene(width: "300", spacing: 8), .pagingCutsItem)
        #expect(warning != nil && warning?.fix == nil)
    }

    @Test func oversizedSnapTargetSetsAPageLength() throws {
        let yaml = sceneHeader + """
            root:
              scroll: carousel
              axis: horizontal
              behavior: viewAligned
              children:
                - repeat: 3
                  1️⃣item: "w-{i}"
                  width: 500
            """
        let warning = expectWarning(yaml, .snapTargetOversized)
        #expect(warning?.fix == Diagnostic.Fix(.setKey("width", value: "{count: 1}", node: try #require(MarkedText(yaml)["1️⃣"])), title: "Set `width: {count: 1}` on `w-0`"))
    }

    /// Fixes are for editors: the JSON report has exactly the documented fields.
    @Test func reportsDoNotPrintFixes() throws {
        let yaml = sceneHeader + "root:\n  scroll: s\n  behavior: pagin\n  children: []\n"
        let error = try #require(decodeScene(yaml).errors.first)
        #expect(error.fix != nil)
        let report = FileReport(path: "a.scene.yaml", diagnostics: [error])
        let text = JSONReporter.render([report])
        #expect(!text.contains("fix") && !text.contains("\"paging\""), "\(text)")
        let sarif = SARIFReporter(toolVersion: "1", currentDirectory: "/w").render([report])
        #expect(!sarif.contains("\"fixes\""), "\(sarif)")
    }
}
