/// The one escaper for text that reaches an output from a scene (ids, names, values quoted in
/// messages) or from a file name: JSON strings (the table's and the reports'), Swift and
/// JavaScript string literals, terminal text, GitHub workflow commands and XML.
///
/// A `TextEscaper` is one format's policy: which scalars it rewrites and how. `write` walks the
/// text's UTF-8 bytes once, copies each run that needs nothing in one piece and rewrites the rest;
/// a run of ASCII costs a bit test per byte, and a format that rewrites nothing beyond ASCII skips
/// every other byte with one comparison.
///
/// File names are `PathBytes` strings: a byte that is not UTF-8 is carried as the scalar
/// U+10FF00 + byte (a "stand-in"); each format says what becomes of it.
public struct TextEscaper: Sendable {
    /// How a rewritten scalar that has no named replacement is written.
    enum Number: Sendable {
        /// `\u{1B}`: Swift's form, upper-case digits (how terminal text shows a scalar).
        case braceUpper
        /// `\u{1b}`: Swift's form, lower-case digits (generated Swift).
        case braceLower
        /// `\u001b`: JSON's and JavaScript's form, four lower-case digits (only for scalars up to U+FFFF).
        case fourDigits
        /// U+FFFD, for a scalar the format cannot carry at all (XML).
        case replacement
    }

    /// What becomes of a file name's byte that is not UTF-8 (a stand-in scalar).
    enum StandIn: Sendable {
        /// Written as the scalar it is (formats that never see file names).
        case kept
        /// The byte itself: the output is the file name's own bytes.
        case byte
        /// `\xE9`.
        case hex
        /// `\\xE9`: `\xE9` inside a JSON string.
        case jsonHex
    }

    /// Scalars beyond ASCII a format rewrites (with its `Number` style).
    struct Wide: OptionSet, Sendable {
        let rawValue: UInt8
        /// C1 controls, U+0080...U+009F.
        static let c1Controls = Wide(rawValue: 1)
        /// The bidirectional embeddings, overrides and isolates: U+202A...U+202E, U+2066...U+2069.
        static let bidiControls = Wide(rawValue: 2)
        /// U+2028 and U+2029 (a line break to JavaScript and to some viewers).
        static let lineSeparators = Wide(rawValue: 4)
        /// U+FFFE and U+FFFF.
        static let nonCharacters = Wide(rawValue: 8)
        /// What a display can be fooled by: controls, bidirectional controls, separators.
        static let unsafe: Wide = [.c1Controls, .bidiControls, .lineSeparators]
    }

    /// Whether a quote is written before and after the text.
    let quoted: Bool
    /// The ASCII bytes rewritten: bit b of `low` for b < 64, bit b - 64 of `high` otherwise.
    let low: UInt64
    let high: UInt64
    /// Replacements for some of those bytes (`"` as `\"`); the others are written as `number`.
    let named: [(byte: UInt8, text: StaticString)]
    let number: Number
    let wide: Wide
    let standIn: StandIn
    /// Whether any byte beyond ASCII can need a look (`wide` or `standIn` rewrite something).
    let looksBeyondASCII: Bool

    /// `numbered` and the keys of `named` are the ASCII scalars rewritten.
    init(quoted: Bool, named: KeyValuePairs<Unicode.Scalar, StaticString> = [:], numbered: ASCIISet, number: Number, wide: Wide = [], standIn: StandIn = .kept) {
        var set = numbered
        for (scalar, _) in named { set.insert(UInt8(scalar.value)) }
        self.quoted = quoted
        low = set.low
        high = set.high
        self.named = named.map { (UInt8($0.key.value), $0.value) }
        self.number = number
        self.wide = wide
        self.standIn = standIn
        looksBeyondASCII = !wide.isEmpty || standIn != .kept
    }

    /// A set of ASCII bytes as a 128-bit mask.
    struct ASCIISet: Sendable {
        var low: UInt64 = 0
        var high: UInt64 = 0

        /// C0 controls, U+0000...U+001F.
        static let controls = ASCIISet(low: 0xFFFF_FFFF)
        /// C0 controls and DEL.
        static let controlsAndDelete = controls.adding("\u{7F}")

        mutating func insert(_ byte: UInt8) {
            if byte < 64 { low |= 1 << byte } else { high |= 1 << (byte - 64) }
        }

        func adding(_ scalars: String) -> ASCIISet {
            var set = self
            for scalar in scalars.unicodeScalars { set.insert(UInt8(scalar.value)) }
            return set
        }

        func removing(_ scalars: String) -> ASCIISet {
            var set = self
            for scalar in scalars.unicodeScalars {
                let byte = UInt8(scalar.value)
                if byte < 64 { set.low &= ~(1 << byte) } else { set.high &= ~(1 << (byte - 64)) }
            }
            return set
        }
    }
}

// MARK: - The formats

extension TextEscaper {
    private static let jsonNamed: KeyValuePairs<Unicode.Scalar, StaticString> = ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"]

    /// A JSON string as the table (and the language server) writes it: what JSON requires
    /// escaped, nothing more.
    public static let json = TextEscaper(quoted: true, named: jsonNamed, numbered: .controls, number: .fourDigits)

    /// A JSON string in a report: also DEL, C1 controls, bidirectional controls and line
    /// separators as `\uXXXX`, so a string stays on its line and shows the same in any viewer;
    /// a file name's byte that is not UTF-8 as `\\xE9`.
    public static let reportJSON = TextEscaper(quoted: true, named: jsonNamed, numbered: .controlsAndDelete, number: .fourDigits, wide: .unsafe, standIn: .jsonHex)

    /// A Swift string literal: quotes, backslashes, controls and DEL escaped.
    public static let swiftString = TextEscaper(quoted: true, named: jsonNamed, numbered: .controlsAndDelete, number: .braceLower)

    /// A JavaScript string literal that is safe inside an HTML `<script>` element: `<`, `>`, `&`,
    /// controls, DEL and line separators as `\uXXXX`.
    public static let scriptString = TextEscaper(quoted: true, named: ["\"": "\\\"", "\\": "\\\\"], numbered: ASCIISet.controlsAndDelete.adding("<>&"), number: .fourDigits, wide: .lineSeparators)

    /// Text for a terminal: controls, DEL, C1 controls, bidirectional controls and line
    /// separators as `\u{1B}`, a file name's byte that is not UTF-8 as `\xE9`.
    public static let terminal = TextEscaper(quoted: false, numbered: .controlsAndDelete, number: .braceUpper, wide: .unsafe, standIn: .hex)

    /// `terminal` keeping tabs (a source excerpt, whose caret line repeats them).
    public static let terminalKeepingTabs = TextEscaper(quoted: false, numbered: ASCIISet.controlsAndDelete.removing("\t"), number: .braceUpper, wide: .unsafe, standIn: .hex)

    /// A file name for a terminal: its own bytes (so it can be copied), unsafe scalars as in `terminal`.
    public static let terminalPath = TextEscaper(quoted: false, numbered: .controlsAndDelete, number: .braceUpper, wide: .unsafe, standIn: .byte)

    /// A GitHub Actions workflow command's message: `%`, CR and LF percent-encoded (as the runner
    /// decodes them), the rest as `terminal`.
    public static let githubData = TextEscaper(quoted: false, named: ["%": "%25", "\r": "%0D", "\n": "%0A"], numbered: .controlsAndDelete, number: .braceUpper, wide: .unsafe, standIn: .hex)

    /// A workflow command's property value: as a message, and also `:` and `,`.
    public static let githubProperty = TextEscaper(quoted: false, named: ["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"], numbered: .controlsAndDelete, number: .braceUpper, wide: .unsafe, standIn: .hex)

    /// XML content and attribute values (SVG, HTML): the five reserved scalars as entities, and
    /// what XML 1.0 cannot carry (controls but tab and line feed, U+FFFE, U+FFFF) as U+FFFD.
    public static let xml = TextEscaper(quoted: false, named: ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;"], numbered: ASCIISet.controls.removing("\t\n"), number: .replacement, wide: .nonCharacters)
}

// MARK: - Writing

/// Where escaped text goes: a byte array or the table writer's `ByteBuffer`.
public protocol EscapedTextSink {
    mutating func put(_ byte: UInt8)
    mutating func put(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension [UInt8]: EscapedTextSink {
    public mutating func put(_ byte: UInt8) { append(byte) }
    public mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }
}

extension ByteBuffer: EscapedTextSink {
    public func put(_ byte: UInt8) { append(byte) }
    public func put(_ bytes: UnsafeBufferPointer<UInt8>) { append(bytes) }
}

extension TextEscaper {
    /// `text` in this format, as a string; `text` itself when the format neither quotes nor
    /// rewrites anything in it.
    public func escape(_ text: String) -> String {
        if !quoted && !needsRewriting(text) { return text }
        return String(decoding: bytes(text), as: UTF8.self)
    }

    /// `text` in this format, as bytes (not necessarily UTF-8 when stand-ins are written as bytes).
    public func bytes(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 2)
        write(text, to: &out)
        return out
    }

    /// Whether `text` holds a scalar this format rewrites.
    public func needsRewriting(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { nextRewrite(in: $0, from: 0) != nil }
    }

    /// Appends `text` in this format to `out`.
    public func write(_ text: String, to out: inout some EscapedTextSink) {
        var text = text
        text.withUTF8 { bytes in
            if quoted { out.put(UInt8(ascii: "\"")) }
            var start = 0
            while let found = nextRewrite(in: bytes, from: start) {
                if found.offset > start { out.put(UnsafeBufferPointer(rebasing: bytes[start ..< found.offset])) }
                rewrite(found.value, to: &out)
                start = found.offset + found.length
            }
            if start < bytes.count { out.put(UnsafeBufferPointer(rebasing: bytes[start...])) }
            if quoted { out.put(UInt8(ascii: "\"")) }
        }
    }

    /// The first scalar at or after `from` that this format rewrites: where it starts, its UTF-8
    /// length and its value.
    @inline(__always)
    private func nextRewrite(in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> (offset: Int, length: Int, value: UInt32)? {
        var k = from
        while k < bytes.count {
            let byte = bytes[k]
            if byte < 0x80 {
                let bit = byte < 64 ? low >> byte : high >> (byte &- 64)
                if bit & 1 != 0 { return (k, 1, UInt32(byte)) }
            } else if looksBeyondASCII, let found = wideScalar(in: bytes, at: k) {
                return found
            }
            k += 1
        }
        return nil
    }

    /// The scalar starting at `k` if this format rewrites it. Only four lead bytes can start
    /// one (C2: C1 controls; E2: bidirectional controls and separators; EF: U+FFFE, U+FFFF;
    /// F4: stand-ins); every other byte, continuation bytes included, is skipped by the caller.
    private func wideScalar(in bytes: UnsafeBufferPointer<UInt8>, at k: Int) -> (offset: Int, length: Int, value: UInt32)? {
        let length: Int
        switch bytes[k] {
        case 0xC2: length = 2
        case 0xE2, 0xEF: length = 3
        case 0xF4: length = 4
        default: return nil
        }
        guard k + length <= bytes.count else { return nil }
        var value = UInt32(bytes[k]) & (0xFF >> (length + 1))
        for i in 1 ..< length { value = value << 6 | UInt32(bytes[k + i] & 0x3F) }
        return rewrites(wide: value) ? (k, length, value) : nil
    }

    private func rewrites(wide v: UInt32) -> Bool {
        switch v {
        case 0x80 ... 0x9F: wide.contains(.c1Controls)
        case 0x202A ... 0x202E, 0x2066 ... 0x2069: wide.contains(.bidiControls)
        case 0x2028, 0x2029: wide.contains(.lineSeparators)
        case 0xFFFE, 0xFFFF: wide.contains(.nonCharacters)
        case PathBytes.escapeBase...: standIn != .kept
        default: false
        }
    }

    private func rewrite(_ value: UInt32, to out: inout some EscapedTextSink) {
        if value >= PathBytes.escapeBase {
            let byte = UInt8(truncatingIfNeeded: value - PathBytes.escapeBase)
            switch standIn {
            case .kept, .byte: out.put(byte)  // .kept never gets here
            case .hex: put("\\x", byte, digits: 2, upper: true, "", to: &out)
            case .jsonHex: put("\\\\x", byte, digits: 2, upper: true, "", to: &out)
            }
            return
        }
        if value < 0x80, let replacement = named.first(where: { $0.byte == UInt8(value) }) {
            put(replacement.text, to: &out)
            return
        }
        switch number {
        case .braceUpper: put("\\u{", value, digits: 1, upper: true, "}", to: &out)
        case .braceLower: put("\\u{", value, digits: 1, upper: false, "}", to: &out)
        case .fourDigits: put("\\u", value, digits: 4, upper: false, "", to: &out)
        case .replacement: put("\u{FFFD}", to: &out)
        }
    }

    private func put(_ literal: StaticString, to out: inout some EscapedTextSink) {
        out.put(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// `prefix`, `value` in hexadecimal with at least `digits` digits, `suffix`.
    private func put(_ prefix: StaticString, _ value: some BinaryInteger, digits: Int, upper: Bool, _ suffix: StaticString, to out: inout some EscapedTextSink) {
        put(prefix, to: &out)
        let hex = String(value, radix: 16, uppercase: upper)
        for _ in hex.utf8.count ..< max(digits, hex.utf8.count) { out.put(UInt8(ascii: "0")) }
        for byte in hex.utf8 { out.put(byte) }
        put(suffix, to: &out)
    }
}
