/// Which lint rules run and how their warnings count: the defaults, then a configuration file,
/// then the command line (`--enable`, `--disable`, `--warnings-as-errors`), each overriding the last.
public struct RuleSettings: Hashable, Sendable {
    /// The rules that run.
    public private(set) var enabled: Set<DiagnosticCode>
    /// Report every warning as an error (exit 1; a compile writes nothing).
    public var warningsAsErrors: Bool

    /// Every rule at its default.
    public init(warningsAsErrors: Bool = false) {
        self.enabled = Set(DiagnosticCode.warnings.filter(\.isEnabledByDefault))
        self.warningsAsErrors = warningsAsErrors
    }

    public func isEnabled(_ code: DiagnosticCode) -> Bool { enabled.contains(code) }

    public mutating func enable(_ code: DiagnosticCode) { enabled.insert(code) }
    public mutating func disable(_ code: DiagnosticCode) { enabled.remove(code) }

    /// The lint code named `text`, or an explanation naming the closest code when there is none.
    public static func code(named text: String) -> Result<DiagnosticCode, UnknownRule> {
        if let code = DiagnosticCode(rawValue: text), code.defaultSeverity == .warning { return .success(code) }
        return .failure(UnknownRule(name: text))
    }

    /// The diagnostics as reported under these settings: warnings of disabled rules dropped, and
    /// warnings turned into errors under `warningsAsErrors`.
    public func applied(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { d in
            guard d.severity == .warning else { return d }
            if !isEnabled(d.code) { return nil }
            var d = d
            if warningsAsErrors { d.severity = .error }
            return d
        }
    }
}

/// A rule name that is not a lint code; its description says what was meant.
public struct UnknownRule: Error, Hashable, Sendable, CustomStringConvertible {
    public var name: String

    /// The warning code closest to `name`, when one is.
    public var suggestion: String? { Suggestion.closest(to: name, among: DiagnosticCode.warnings.map(\.rawValue)) }

    public var description: String {
        let codes = DiagnosticCode.warnings.map(\.rawValue)
        var text = "unknown rule `\(name)`"
        if let close = suggestion {
            text += "; did you mean `\(close)`?"
        } else if DiagnosticCode(rawValue: name) != nil {
            text += ": it is an error, which is always reported; only warnings can be switched"
        } else {
            text += "; expected one of \(codes.joined(separator: ", ")) (see `snapline rules`)"
        }
        return text
    }
}
