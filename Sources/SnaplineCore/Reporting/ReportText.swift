/// Text from a scene (messages quote its values, ids and keys) and file names, made safe for each
/// report format. The rule: a report is valid UTF-8 text in which scene text can never start a
/// line, a terminal escape or a workflow command of its own.
///
/// File names are `PathBytes` strings: a byte that is not UTF-8 is carried as the scalar
/// U+10FF00 + byte. Only a genuine file name (a diagnostic's `file`) is turned back into its
/// bytes, and only where the format can hold them (the text format's `path:line:col:` head, a
/// SARIF URI's percent escapes); in message text such a scalar is shown as `\xE9`.
public enum ReportText {
    /// Shown escaped in text: C0 controls, DEL, C1 controls, the bidirectional embeddings,
    /// overrides and isolates (U+202A...U+202E, U+2066...U+2069), and the line and paragraph
    /// separators.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (0x7F ... 0x9F).contains(v) || (0x202A ... 0x202E).contains(v)
            || (0x2066 ... 0x2069).contains(v) || v == 0x2028 || v == 0x2029
    }

    /// `\u{1B}`: how text shows an unsafe scalar.
    public static func escaped(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// Whether `scalar` stands for a file name's byte (see `PathBytes`).
    static func isByteStandIn(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= PathBytes.escapeBase }

    /// `\xE9`: how message text shows a file name's byte that is not UTF-8.
    static func byteEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value - PathBytes.escapeBase, radix: 16, uppercase: true)
        return "\\x" + (hex.count == 1 ? "0" : "") + hex
    }

    /// Text for a terminal: unsafe scalars as `\u{1B}`, byte stand-ins as `\xE9`; tabs kept
    /// when `keepingTabs` (a source excerpt, whose caret line repeats them).
    public static func terminal(_ text: String, keepingTabs: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { isUnsafe($0) || isByteStandIn($0) }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar == "\t" && keepingTabs {
                out.unicodeScalars.append(scalar)
            } else if isUnsafe(scalar) {
                out += escaped(scalar)
            } else if isByteStandIn(scalar) {
                out += byteEscape(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A file name as the text format prints it: its own bytes (so it can be copied), except
    /// that controls and bidirectional overrides are shown as `\u{1B}`.
    public static func terminalPath(_ path: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if isByteStandIn(scalar) {
                bytes.append(UInt8(truncatingIfNeeded: scalar.value - PathBytes.escapeBase))
            } else if isUnsafe(scalar) {
                bytes += escaped(scalar).utf8
            } else {
                bytes += String(scalar).utf8
            }
        }
        return bytes
    }

    /// A file name as valid text: a byte that is not UTF-8 becomes U+FFFD (what any UTF-8
    /// reader shows for it); nil when nothing was replaced.
    public static func replacingInvalidBytes(_ path: String) -> (text: String, bytes: [UInt8])? {
        guard path.unicodeScalars.contains(where: isByteStandIn) else { return nil }
        let bytes = PathBytes.bytes(path)
        return (String(decoding: bytes, as: UTF8.self), bytes)
    }

    /// The name of `path` as valid text: itself, or with U+FFFD for bytes that are not UTF-8.
    public static func validText(_ path: String) -> String {
        replacingInvalidBytes(path)?.text ?? path
    }
}

/// JSON string literals for the reports: quotes and backslashes escaped, and every control,
/// bidirectional override and line separator as `\uXXXX`, so a string stays on its line and
/// shows the same in any viewer. Byte stand-ins are shown as `\xE9` (see `ReportText`).
enum JSONText {
    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where ReportText.isUnsafe(scalar):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            case _ where ReportText.isByteStandIn(scalar):
                out += "\\\\" + ReportText.byteEscape(scalar).dropFirst()
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
