/// The diagnostics of one scene file as they are reported: rule settings applied (disabled
/// warnings dropped, warnings promoted under `--warnings-as-errors`), `file` set, sorted by line,
/// column, then code (diagnostics about the whole file first).
public struct FileReport: Sendable {
    /// The path as the user gave it.
    public var path: String
    public var diagnostics: [Diagnostic]

    public init(path: String, diagnostics: Diagnostics, settings: RuleSettings) {
        self.path = path
        // Sorting by (line, column, code) with ties in the order found is what sorting by
        // position and then by code would give, done once: one copy of a list that can hold
        // tens of thousands of diagnostics, not four.
        var list = settings.applied(to: diagnostics.all)
        if diagnostics.droppedErrors > 0 {
            list.append(Diagnostic(.note, "\(diagnostics.droppedErrors) more errors not shown", at: nil, code: .tooManyErrors))
        }
        for k in list.indices where list[k].file == nil { list[k].file = path }
        self.diagnostics = Self.ordered(list)
    }

    public init(path: String, diagnostics: [Diagnostic]) {
        self.path = path
        var list = diagnostics
        for k in list.indices where list[k].file == nil { list[k].file = path }
        self.diagnostics = Self.ordered(list)
    }

    public var errorCount: Int { diagnostics.lazy.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.lazy.filter { $0.severity == .warning }.count }

    /// Stable sort by (line, column, code); a diagnostic with no position sorts first. The
    /// indices are sorted, then the diagnostics copied once in that order.
    private static func ordered(_ list: [Diagnostic]) -> [Diagnostic] {
        let order = list.indices.sorted { a, b in
            let la = list[a].location ?? SourceLocation(line: 0, column: 0)
            let lb = list[b].location ?? SourceLocation(line: 0, column: 0)
            if la != lb { return la < lb }
            if list[a].code != list[b].code { return list[a].code.rawValue < list[b].code.rawValue }
            return a < b
        }
        return order.map { list[$0] }
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
