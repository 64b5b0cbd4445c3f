/// The one escaper for text that reaches an output from a scene (ids, names, values quoted in
/// messages) or from a file name: JSON strings (the table's and the reports'), Swift and
/// JavaScript string literals, terminal text, GitHub workflow commands and XML.
///
/// A `TextEscaper` is one format's policy: which scalars it rewrites and how. `write` walks the
/// text's UTF-8 bytes once, copies each run that needs nothing in one piece and rewrites the rest;
/// finding the next byte to rewrite costs one table load per byte.
///
/// File names are `PathBytes` strings: a byte that is not UTF-8 is carried as the scalar
/// U+10FF00 + byte (a "stand-in"); each format says what becomes of it.
public struct TextEscaper: @unchecked Sendable {
    /// The first stand-in scalar: byte B of a file name that is not UTF-8 is U+10FF00 + B
    /// (`PathBytes` makes them).
    package static let standInBase: UInt32 = 0x10FF00

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
    package let quoted: Bool
    /// Replacements for some of those bytes (`"` as `\"`); the others are written as `number`.
    let named: [(byte: UInt8, text: StaticString)]
    let number: Number
    let wide: Wide
    let standIn: StandIn
    /// Per byte value: 0 copied as it is, 1 an ASCII scalar this format rewrites, 2 a lead byte
    /// whose scalar it may rewrite (C2: C1 controls; E2: bidirectional controls and separators;
    /// EF: U+FFFE, U+FFFF; F4: stand-ins). One load per byte finds the next thing to rewrite.
    /// 256 bytes, written once in `init` and never freed: every format is a `static let`, and
    /// the table writer reads it for every id (a reference-counted array would cost a retain
    /// and a release each time). Read-only, hence `@unchecked Sendable`.
    let byteClass: UnsafePointer<UInt8>

    /// `numbered` and the keys of `named` are the ASCII scalars rewritten.
    init(quoted: Bool, named: KeyValuePairs<Unicode.Scalar, StaticString> = [:], numbered: ASCIISet, number: Number, wide: Wide = [], standIn: StandIn = .kept) {
        var set = numbered
        for (scalar, _) in named { set.insert(UInt8(scalar.value)) }
        self.quoted = quoted
        self.named = named.map { (UInt8($0.key.value), $0.value) }
        self.number = number
        self.wide = wide
        self.standIn = standIn
        let classes = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        classes.initialize(repeating: 0, count: 256)
        for byte in 0 ..< 128 where set.contains(UInt8(byte)) { classes[byte] = 1 }
        if !wide.isEmpty || standIn != .kept {
            for lead in [0xC2, 0xE2, 0xEF, 0xF4] { classes[lead] = 2 }
        }
        byteClass = UnsafePointer(classes)
    }

    /// A set of ASCII bytes: bit b of `low` for b < 64, bit b - 64 of `high` otherwise.
    struct ASCIISet: Sendable {
        var low: UInt64 = 0
        var high: UInt64 = 0

        /// C0 controls, U+0000...U+001F.
        static let controls = ASCIISet(low: 0xFFFF_FFFF)
        /// C0 controls and DEL.
        static let controlsAndDelete = controls.adding("\u{7F}")

        func contains(_ byte: UInt8) -> Bool {
            (byte < 64 ? low >> byte : high >> (byte - 64)) & 1 != 0
        }

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

    /// A file name in a line comment of generated Swift: controls and DEL as `\u{1b}`, nothing
    /// else (a comment has no quotes to escape).
    public static let swiftComment = TextEscaper(quoted: false, numbered: .controlsAndDelete, number: .braceLower)

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

extension TextEscaper {
    /// `text` in this format, as a string; `text` itself when the format neither quotes nor
    /// rewrites anything in it.
    public func escape(_ text: String) -> String {
        if !quoted && !needsRewriting(text) { return text }
        let out = ByteBuffer(capacity: text.utf8.count + 16)
        write(text, to: out)
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// `text` in this format, as bytes (not necessarily UTF-8 when stand-ins are written as bytes).
    public func bytes(_ text: String) -> [UInt8] {
        let out = ByteBuffer(capacity: text.utf8.count + 16)
        write(text, to: out)
        return out.array
    }

    /// Appends `text` in this format to `out`.
    public func write(_ text: String, to out: inout [UInt8]) {
        let buffer = ByteBuffer(capacity: text.utf8.count + 16)
        write(text, to: buffer)
        out.append(contentsOf: buffer.bytes)
    }

    /// Whether `text` holds a scalar this format rewrites.
    public func needsRewriting(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { nextRewrite(in: $0, from: 0) != nil }
    }

    /// Appends `text` in this format to `out` (the table writer's path: a text with nothing to
    /// rewrite is one reserve and one copy).
    public func write(_ text: String, to out: ByteBuffer) {
        var text = text
        text.withUTF8 { bytes in
            guard var found = nextRewrite(in: bytes, from: 0) else {
                out.append(bytes, between: quoted ? UInt8(ascii: "\"") : nil)
                return
            }
            if quoted { out.append(UInt8(ascii: "\"")) }
            var start = 0
            while true {
                if found.offset > start { out.append(UnsafeBufferPointer(rebasing: bytes[start ..< found.offset])) }
                rewrite(found.value, to: out)
                start = found.offset + found.length
                guard let next = nextRewrite(in: bytes, from: start) else { break }
                found = next
            }
            if start < bytes.count { out.append(UnsafeBufferPointer(rebasing: bytes[start...])) }
            if quoted { out.append(UInt8(ascii: "\"")) }
        }
    }

    /// The first scalar at or after `from` that this format rewrites: where it starts, its UTF-8
    /// length and its value.
    @inline(__always)
    private func nextRewrite(in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> (offset: Int, length: Int, value: UInt32)? {
        var k = from
        while k < bytes.count {
            switch byteClass[Int(bytes[k])] {
            case 0: break
            case 1: return (k, 1, UInt32(bytes[k]))
            default: if let found = wideScalar(in: bytes, at: k) { return found }
            }
            k += 1
        }
        return nil
    }

    /// The scalar starting at lead byte `k` (one of the four `byteClass` marks) if this format
    /// rewrites it.
    private func wideScalar(in bytes: UnsafeBufferPointer<UInt8>, at k: Int) -> (offset: Int, length: Int, value: UInt32)? {
        let length = bytes[k] == 0xC2 ? 2 : bytes[k] == 0xF4 ? 4 : 3
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
        case TextEscaper.standInBase...: standIn != .kept
        default: false
        }
    }

    private func rewrite(_ value: UInt32, to out: ByteBuffer) {
        if value >= TextEscaper.standInBase {
            let byte = UInt8(truncatingIfNeeded: value - TextEscaper.standInBase)
            switch standIn {
            case .kept, .byte: out.append(byte)  // .kept never gets here
            case .hex: put("\\x", byte, digits: 2, upper: true, "", to: out)
            case .jsonHex: put("\\\\x", byte, digits: 2, upper: true, "", to: out)
            }
            return
        }
        if value < 0x80, let replacement = named.first(where: { $0.byte == UInt8(value) }) {
            out.append(replacement.text)
            return
        }
        switch number {
        case .braceUpper: put("\\u{", value, digits: 1, upper: true, "}", to: out)
        case .braceLower: put("\\u{", value, digits: 1, upper: false, "}", to: out)
        case .fourDigits: put("\\u", value, digits: 4, upper: false, "", to: out)
        case .replacement: out.append("\u{FFFD}")
        }
    }

    /// `prefix`, `value` in hexadecimal with at least `digits` digits, `suffix`.
    private func put(_ prefix: StaticString, _ value: some BinaryInteger, digits: Int, upper: Bool, _ suffix: StaticString, to out: ByteBuffer) {
        out.append(prefix)
        let hex = String(value, radix: 16, uppercase: upper)
        for _ in hex.utf8.count ..< max(digits, hex.utf8.count) { out.append(UInt8(ascii: "0")) }
        for byte in hex.utf8 { out.append(byte) }
        out.append(suffix)
    }
}
