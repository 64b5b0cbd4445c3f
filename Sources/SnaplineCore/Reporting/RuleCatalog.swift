/// One code Snapline can report, as `snapline rules` and SARIF's rule list describe it.
public struct RuleDescriptor: Hashable, Sendable {
    /// The kebab-case code printed as `[code]`.
    public var code: String
    /// `.error` for input errors, `.warning` for lint rules (notes are not rules).
    public var severity: Diagnostic.Severity
    /// Whether the rule runs by default (errors always do).
    public var isEnabledByDefault: Bool
    /// One line: what it means.
    public var summary: String

    /// The catalogue's text: the kind of finding, then what it means (as `docs/diagnostics.md`
    /// opens the code's entry).
    public var helpText: String {
        let kind = severity == .error ? "Error." : (isEnabledByDefault ? "Warning, on by default." : "Warning, off by default.")
        return kind + " " + summary
    }
}

/// Every code Snapline can report as a rule: the input errors of each stage, then the lint
/// warnings, in the catalogue's order (`DiagnosticCode`).
public enum RuleCatalog {
    /// Every error and warning code (notes are not rules).
    public static let all: [RuleDescriptor] = DiagnosticCode.allCases.filter { $0.defaultSeverity != .note }.map {
        RuleDescriptor(code: $0.rawValue, severity: $0.defaultSeverity, isEnabledByDefault: $0.isEnabledByDefault, summary: $0.summary)
    }
}
