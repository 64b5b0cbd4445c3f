import Testing
@testable import SnaplineCore

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
