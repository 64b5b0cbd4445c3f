import Testing
@testable import SnaplineCore
@testable import SnaplineLayout

/// The one escaper, format by format, on one hostile text with every kind of scalar a format may
/// rewrite; the expected bytes are written out by hand.
@Suite struct TextEscaperTests {
    /// Quote, backslash, LF, CR, tab, ESC, DEL, NEL (C1), a right-to-left override, the line
    /// separator, U+FFFE, `<>&'%:,`, the stand-in for a file name's byte 0xE9, then scalars no
    /// format rewrites but whose lead bytes the escaper looks at (é: C3, em dash: E2, U+FFFD: EF,
    /// U+100000: F4) and a 4-byte emoji.
    static let hostile = "a\"b\\c\n\r\t\u{1B}\u{7F}\u{85}\u{202E}\u{2028}\u{FFFE}<>&'%:,\u{10FFE9}\u{E9}\u{2014}\u{FFFD}\u{100000}\u{1F600}"
    /// The UTF-8 of the unrewritten tail: é, em dash, U+FFFD, U+100000, U+1F600.
    static let tail: [UInt8] = [0xC3, 0xA9, 0xE2, 0x80, 0x94, 0xEF, 0xBF, 0xBD, 0xF4, 0x80, 0x80, 0x80, 0xF0, 0x9F, 0x98, 0x80]

    static func ascii(_ s: String) -> [UInt8] { Array(s.utf8) }

    @Test func eachFormatByHand() {
        let s = Self.hostile
        // ESC DEL NEL RLO LS U+FFFE as they are.
        let raw: [UInt8] = [0x1B, 0x7F, 0xC2, 0x85, 0xE2, 0x80, 0xAE, 0xE2, 0x80, 0xA8, 0xEF, 0xBF, 0xBE]
        let standIn: [UInt8] = [0xF4, 0x8F, 0xBF, 0xA9]
        let rawAfterESC = Array(raw.dropFirst())
        #expect(TextEscaper.json.bytes(s) == Self.ascii(#""a\"b\\c\n\r\t\u001b"#) + rawAfterESC + Self.ascii("<>&'%:,") + standIn + Self.tail + Self.ascii("\""))
        #expect(TextEscaper.reportJSON.bytes(s) == Self.ascii(#""a\"b\\c\n\r\t\u001b\u007f\u0085\u202e\u2028"#) + [0xEF, 0xBF, 0xBE] + Self.ascii(#"<>&'%:,\\xE9"#) + Self.tail + Self.ascii("\""))
        #expect(TextEscaper.swiftString.bytes(s) == Self.ascii(#""a\"b\\c\n\r\t\u{1b}\u{7f}"#) + [0xC2, 0x85, 0xE2, 0x80, 0xAE, 0xE2, 0x80, 0xA8, 0xEF, 0xBF, 0xBE] + Self.ascii("<>&'%:,") + standIn + Self.tail + Self.ascii("\""))
        #expect(TextEscaper.swiftComment.bytes(s) == Self.ascii(#"a"b\c\u{a}\u{d}\u{9}\u{1b}\u{7f}"#) + [0xC2, 0x85, 0xE2, 0x80, 0xAE, 0xE2, 0x80, 0xA8, 0xEF, 0xBF, 0xBE] + Self.ascii("<>&'%:,") + standIn + Self.tail)
        #expect(TextEscaper.scriptString.bytes(s) == Self.ascii(#""a\"b\\c\u000a\u000d\u0009\u001b\u007f"#) + [0xC2, 0x85, 0xE2, 0x80, 0xAE] + Self.ascii(#"\u2028"#) + [0xEF, 0xBF, 0xBE] + Self.ascii(#"\u003c\u003e\u0026'%:,"#) + standIn + Self.tail + Self.ascii("\""))
        let terminalMiddle = Self.ascii(#"\u{1B}\u{7F}\u{85}\u{202E}\u{2028}"#) + [0xEF, 0xBF, 0xBE] + Self.ascii("<>&'")
        #expect(TextEscaper.terminal.bytes(s) == Self.ascii(#"a"b\c\u{A}\u{D}\u{9}"#) + terminalMiddle + Self.ascii(#"%:,\xE9"#) + Self.tail)
        #expect(TextEscaper.terminalKeepingTabs.bytes(s) == Self.ascii(#"a"b\c\u{A}\u{D}"#) + [0x09] + terminalMiddle + Self.ascii(#"%:,\xE9"#) + Self.tail)
        #expect(TextEscaper.terminalPath.bytes(s) == Self.ascii(#"a"b\c\u{A}\u{D}\u{9}"#) + terminalMiddle + Self.ascii("%:,") + [0xE9] + Self.tail)
        #expect(TextEscaper.githubData.bytes(s) == Self.ascii(#"a"b\c%0A%0D\u{9}"#) + terminalMiddle + Self.ascii(#"%25:,\xE9"#) + Self.tail)
        #expect(TextEscaper.githubProperty.bytes(s) == Self.ascii(#"a"b\c%0A%0D\u{9}"#) + terminalMiddle + Self.ascii(#"%25%3A%2C\xE9"#) + Self.tail)
        let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]
        #expect(TextEscaper.xml.bytes(s) == Self.ascii("a&quot;b\\c\n") + replacement + [0x09] + replacement + [0x7F, 0xC2, 0x85, 0xE2, 0x80, 0xAE, 0xE2, 0x80, 0xA8] + replacement + Self.ascii("&lt;&gt;&amp;&apos;%:,") + standIn + Self.tail)
    }

    @Test func plainTextIsKeptAndQuotedFormatsQuoteEvenNothing() {
        let plain = "shelf-1 caf\u{E9} \u{2014} \u{1F600}"
        for format in [TextEscaper.terminal, .terminalKeepingTabs, .terminalPath, .githubData, .githubProperty, .swiftComment, .xml] {
            #expect(format.escape(plain) == plain)
            #expect(!format.needsRewriting(plain))
        }
        for format in [TextEscaper.json, .reportJSON, .swiftString, .scriptString] {
            #expect(format.escape(plain) == "\"" + plain + "\"")
            #expect(format.escape("") == "\"\"")
        }
        #expect(TextEscaper.terminal.escape("") == "")
        // A rewritten scalar at either end, and two in a row.
        #expect(TextEscaper.terminal.escape("\u{1B}x\u{202E}\u{202E}") == #"\u{1B}x\u{202E}\u{202E}"#)
        #expect(TextEscaper.json.escape("\u{0}") == #""\u0000""#)
        // Four digits are a minimum: a scalar above U+0FFF is not padded further.
        #expect(TextEscaper.reportJSON.escape("\u{2069}") == #""\u2069""#)
    }

    /// Every scalar of the planes that hold the unsafe ones: what a display can be fooled by never
    /// survives a report format, and every format's output but `terminalPath` is valid UTF-8.
    @Test func noUnsafeScalarSurvives() {
        let unsafe: (Unicode.Scalar) -> Bool = { u in
            let v = u.value
            return v < 0x20 || (0x7F ... 0x9F).contains(v) || (0x202A ... 0x202E).contains(v)
                || (0x2066 ... 0x2069).contains(v) || v == 0x2028 || v == 0x2029 || v >= PathBytes.escapeBase
        }
        var text = String.UnicodeScalarView()
        for v: UInt32 in Array(0 ... 0x3000) + Array(0xFFF0 ... 0xFFFF) + Array(0x10FEF0 ... 0x10FFFF) {
            if let u = Unicode.Scalar(v) { text.append(u); text.append("x") }
        }
        let all = String(text)
        for format in [TextEscaper.terminal, .reportJSON, .githubData, .githubProperty] {
            let out = format.bytes(all)
            let decoded = String(validating: out, as: UTF8.self)
            #expect(decoded != nil)
            #expect(decoded?.unicodeScalars.contains(where: unsafe) == false)
        }
        for format in [TextEscaper.json, .swiftString, .scriptString, .terminalKeepingTabs, .xml] {
            #expect(String(validating: format.bytes(all), as: UTF8.self) != nil)
        }
        let xml = TextEscaper.xml.escape(all).unicodeScalars
        #expect(!xml.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value == 0xFFFE || $0.value == 0xFFFF })
    }
}
