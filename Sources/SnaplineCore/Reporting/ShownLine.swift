/// What a text report echoes of a source line under a diagnostic: the whole line, or on a long
/// line (a scene in flow style, a minified frames file) only `reach` scalars on each side of the
/// column, with `…` where it is cut. The window is found through the line's `LineIndex`, so it
/// costs the same wherever the column is on however long a line.
public enum ShownLine {
    /// Source lines longer than this many bytes are shown around the column only.
    public static let longLine = 1000

    /// Scalars shown on each side of the column of a long line.
    public static let reach = 80

    /// Line `line` (0-based) of `index` as shown for a diagnostic at `column` (1-based, in
    /// scalars), and the column in what is shown.
    public static func window(_ index: LineIndex, line: Int, column: Int) -> (text: String, column: Int) {
        let (start, end) = (index.start(line), index.end(line))
        let bytes = index.bytes
        guard end - start > longLine else { return (String(decoding: bytes[start ..< end], as: UTF8.self), column) }
        let at = index.byte(ofScalarColumn: max(column - 1, 0), line: line)
        // `reach` scalars back and forth, each a lead byte and its continuation bytes.
        var (from, before) = (at, 0)
        while before < reach, from > start {
            from -= 1
            while from > start, bytes[from] & 0xC0 == 0x80 { from -= 1 }
            before += 1
        }
        var (to, after) = (at, 0)
        while after < reach, to < end {
            to += 1
            while to < end, bytes[to] & 0xC0 == 0x80 { to += 1 }
            after += 1
        }
        var text = from > start ? "…" : ""
        text += String(decoding: bytes[from ..< to], as: UTF8.self)
        if to < end { text += "…" }
        return (text, before + (from > start ? 1 : 0) + 1)
    }
}
