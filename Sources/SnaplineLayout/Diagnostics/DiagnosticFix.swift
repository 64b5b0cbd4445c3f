/// A span of one line of a source file: from `start` up to `end` (exclusive), in the same line and
/// column counts as `SourceLocation`.
public struct SourceRange: Hashable, Sendable {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }
}

extension Diagnostic {
    /// A mechanical fix of what a diagnostic reports, set where the diagnostic is made: the
    /// "did you mean" candidate put in place of what was written, or the value a lint rule
    /// suggests. Editors offer it as a quick fix (`snapline lsp`); no report format prints it.
    public struct Fix: Hashable, Sendable {
        public enum Edit: Hashable, Sendable {
            /// `range` (one line) holds `written` and becomes `replacement`. A consumer checks that
            /// the text there still reads `written` before applying it.
            case replace(SourceRange, written: String, with: String)
            /// The node mapping whose kind key is at `node` gets `key: value`: the value replaced
            /// where `key` is written on the node, else a new line in the mapping.
            case setKey(String, value: String, node: SourceLocation)
        }

        public var edit: Edit
        /// What applying it does, for a menu: "Replace `widht` with `width`".
        public var title: String

        public init(_ edit: Edit, title: String) {
            self.edit = edit
            self.title = title
        }

        /// Replaces the scalar that reads `value`, written at `start` (plain, or in quotes when
        /// `quoted`: then the text between the quotes), with `replacement`. Nil when `value`
        /// spans lines, so no one-line range holds it.
        public static func replacing(_ value: String, at start: SourceLocation, quoted: Bool, with replacement: String) -> Fix? {
            guard !value.isEmpty, !value.unicodeScalars.contains(where: { $0.properties.isPatternWhitespace && $0 != " " && $0 != "\t" }) else { return nil }
            let column = Int(start.column) + (quoted ? 1 : 0)
            let range = SourceRange(start: SourceLocation(line: Int(start.line), column: column),
                                    end: SourceLocation(line: Int(start.line), column: column + value.unicodeScalars.count))
            return Fix(.replace(range, written: value, with: replacement), title: "Replace `\(value)` with `\(replacement)`")
        }
    }
}
