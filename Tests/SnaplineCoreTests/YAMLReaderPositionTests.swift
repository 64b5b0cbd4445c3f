import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// Positions reported by `YAMLReader`, checked with `MarkedText` markers: both must count columns
/// the same way (Unicode scalars) for the decoder's diagnostics tests to mean anything.
@Suite struct YAMLReaderPositionTests {
    private func read(_ marked: MarkedText) throws -> YAMLDocument {
        var diagnostics = Diagnostics()
        let document = YAMLReader().read(Array(marked.text.utf8), diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        return try #require(document)
    }

    @Test func columnsCountScalarsNotBytes() throws {
        let marked = MarkedText("""
            1️⃣a: 2️⃣"héllo wörld"
            3️⃣b: [😀, 4️⃣x]
            """)
        let document = try read(marked)
        #expect(document[1].start == marked["1️⃣"])
        #expect(document[2].start == marked["2️⃣"])
        #expect(document[3].start == marked["3️⃣"])
        #expect(document[6].start == marked["4️⃣"])
        #expect(document.string(6) == "x")
    }

    @Test func windowsLineEndings() throws {
        let marked = MarkedText("a: 1\r\nb:\r\n  1️⃣c: 2\r\n")
        let document = try read(marked)
        #expect(document[4].start == marked["1️⃣"])
        #expect(marked["1️⃣"] == SnaplineCore.SourceLocation(line: 3, column: 3))
    }

    /// Fixed: with the encoding set to UTF-8, libyaml counted a leading byte order mark as a column,
    /// so `a` sat at column 2 and a mapping key at column 1 on the next line was a syntax error.
    @Test func byteOrderMarkIsSkipped() throws {
        let marked = MarkedText("\u{FEFF}1️⃣a: 1\n2️⃣b: 2\n")
        let document = try read(marked)
        #expect(document[1].start == marked["1️⃣"])
        #expect(document[3].start == marked["2️⃣"])
        #expect(marked["1️⃣"] == SnaplineCore.SourceLocation(line: 1, column: 1))
    }

    @Test func byteOrderMarkAloneIsAnEmptyFile() {
        var diagnostics = Diagnostics()
        #expect(YAMLReader().read([0xEF, 0xBB, 0xBF], diagnostics: &diagnostics) == nil)
        #expect(diagnostics.all.map(\.code.rawValue) == ["empty-file"])
    }

    @Test func decoderDiagnosticsAfterNonASCIIText() {
        let marked = MarkedText(sceneHeader + """
            root:
              scroll: menu
              children:
                - {item: a, anchors: [{anchor: top, name: 1️⃣"çafé"}], width: 2️⃣wide}
            """)
        let errors = decodeScene(marked.text).errors.sorted { ($0.location?.column ?? 0) < ($1.location?.column ?? 0) }
        #expect(errors.map(\.code.rawValue) == ["bad-value", "bad-number"])
        #expect(errors.map(\.location) == [marked["1️⃣"], marked["2️⃣"]])
    }
}

/// libyaml's reader errors (a control character, a byte that is not UTF-8) carry a byte offset,
/// not a mark: they used to be reported at 1:1 whatever line they were on.
@Suite struct YAMLReaderErrorPositionTests {
    private func error(_ bytes: [UInt8]) -> Diagnostic? {
        var diagnostics = Diagnostics()
        #expect(YAMLReader().read(bytes, diagnostics: &diagnostics) == nil)
        return diagnostics.all.first
    }

    @Test func controlCharacterOnLineSeven() throws {
        // Line 7 is `g: "héllo<BEL>"`: `g`, `:`, ` `, `"`, `h`, `é`, `l`, `l`, `o` are 9 scalars (10 bytes).
        let text = "a: 1\nb: 2\nc: 3\nd: 4\ne: 5\nf: 6\ng: \"héllo\u{7}\"\n"
        let found = try #require(error(Array(text.utf8)))
        #expect(found.code == .yamlSyntax)
        #expect(found.message.contains("control characters"))
        #expect(found.location == SnaplineCore.SourceLocation(line: 7, column: 10))
    }

    @Test func invalidUTF8AfterWindowsLineEndingsAndAByteOrderMark() throws {
        // The mark is not a column, `\r\n` is one line break: 0xFF is line 3, column 4.
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a: 1\r\nb: 2\r\nc: ".utf8) + [0xFF] + Array("\r\n".utf8)
        let found = try #require(error(bytes))
        #expect(found.message.contains("UTF-8"))
        #expect(found.location == SnaplineCore.SourceLocation(line: 3, column: 4))
    }

    @Test func byteOffsetsConvertAtLineEnds() {
        let lines = SourceLines(Array("ab\ncd\r\n\u{2028}é".utf8))
        #expect(lines.location(ofByte: 0) == SnaplineCore.SourceLocation(line: 1, column: 1))
        #expect(lines.location(ofByte: 2) == SnaplineCore.SourceLocation(line: 1, column: 3))
        #expect(lines.location(ofByte: 3) == SnaplineCore.SourceLocation(line: 2, column: 1))
        #expect(lines.location(ofByte: 7) == SnaplineCore.SourceLocation(line: 3, column: 1))
        #expect(lines.location(ofByte: 10) == SnaplineCore.SourceLocation(line: 4, column: 1))
        #expect(lines.location(ofByte: 12) == SnaplineCore.SourceLocation(line: 4, column: 2))
    }
}
