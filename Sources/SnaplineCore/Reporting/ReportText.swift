/// Text from a scene (messages quote its values, ids and keys) and file names, made safe for each
/// report format. The rule: a report is valid UTF-8 text in which scene text can never start a
/// line, a terminal escape or a workflow command of its own.
///
/// File names are `PathBytes` strings: a byte that is not UTF-8 is carried as the scalar
/// U+10FF00 + byte. Only a genuine file name (a diagnostic's `file`) is turned back into its
/// bytes, and only where the format can hold them (the text format's `path:line:col:` head, a
/// SARIF URI's percent escapes); in message text such a scalar is shown as `\xE9`.
public enum ReportText {
    /// Text for a terminal: C0 controls, DEL, C1 controls, the bidirectional embeddings,
    /// overrides and isolates (U+202A...U+202E, U+2066...U+2069) and the line and paragraph
    /// separators as `\u{1B}`, byte stand-ins as `\xE9`; tabs kept when `keepingTabs` (a source
    /// excerpt, whose caret line repeats them).
    public static func terminal(_ text: String, keepingTabs: Bool = false) -> String {
        (keepingTabs ? TextEscaper.terminalKeepingTabs : .terminal).escape(text)
    }

    /// A file name as the text format prints it: its own bytes (so it can be copied), except
    /// that controls and bidirectional overrides are shown as `\u{1B}`.
    public static func terminalPath(_ path: String) -> [UInt8] {
        TextEscaper.terminalPath.bytes(path)
    }

    /// A file name as valid text: a byte that is not UTF-8 becomes U+FFFD (what any UTF-8
    /// reader shows for it); nil when nothing was replaced.
    public static func replacingInvalidBytes(_ path: String) -> (text: String, bytes: [UInt8])? {
        guard path.unicodeScalars.contains(where: { $0.value >= PathBytes.escapeBase }) else { return nil }
        let bytes = PathBytes.bytes(path)
        return (String(decoding: bytes, as: UTF8.self), bytes)
    }

    /// The name of `path` as valid text: itself, or with U+FFFD for bytes that are not UTF-8.
    public static func validText(_ path: String) -> String {
        replacingInvalidBytes(path)?.text ?? path
    }
}
