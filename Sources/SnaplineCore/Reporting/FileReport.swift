/// The diagnostics of one scene file as they are reported: rule settings applied (disabled
/// warnings dropped, warnings promoted under `--warnings-as-errors`), `file` set, sorted by line,
/// column, then code (diagnostics about the whole file first).
public struct FileReport: Sendable {
    /// The path as the user gave it.
    public var path: String
    public var diagnostics: [Diagnostic]

    public init(path: String, diagnostics: Diagnostics, settings: RuleSettings) {
        self.path = path
        var list = settings.applied(to: diagnostics.sorted(file: path))
        if diagnostics.droppedErrors > 0 {
            list.append(Diagnostic(.note, "\(diagnostics.droppedErrors) more errors not shown", at: nil, code: .tooManyErrors, file: path))
        }
        self.diagnostics = Self.ordered(list)
    }

    public init(path: String, diagnostics: [Diagnostic]) {
        self.path = path
        self.diagnostics = Self.ordered(diagnostics.map { d in
            var d = d
            if d.file == nil { d.file = path }
            return d
        })
    }

    public var errorCount: Int { diagnostics.lazy.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.lazy.filter { $0.severity == .warning }.count }

    /// Stable sort by (line, column, code); a diagnostic with no position sorts first.
    private static func ordered(_ list: [Diagnostic]) -> [Diagnostic] {
        list.enumerated().sorted { a, b in
            let la = a.element.location ?? SourceLocation(line: 0, column: 0)
            let lb = b.element.location ?? SourceLocation(line: 0, column: 0)
            if la != lb { return la < lb }
            if a.element.code != b.element.code { return a.element.code.rawValue < b.element.code.rawValue }
            return a.offset < b.offset
        }.map(\.element)
    }
}

/// The closing line of `check` (and of a `compile` of several scenes) in text format.
public enum ReportSummary {
    /// `checked N scenes: E errors, W warnings`.
    public static func line(verb: String, scenes: Int, errors: Int, warnings: Int) -> String {
        "\(verb) \(scenes) \(plural(scenes, "scene")): \(errors) \(plural(errors, "error")), \(warnings) \(plural(warnings, "warning"))"
    }

    private static func plural(_ n: Int, _ noun: String) -> String { n == 1 ? noun : noun + "s" }
}
