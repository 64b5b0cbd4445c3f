/// Renders diagnostics as the Swift compiler prints them: `path:line:column: severity: message
/// [code]`, then the source line and a caret under the column; ANSI colour when asked for.
public struct TextReporter: Sendable {
    /// Colour the severity and the caret (only on a terminal, and not when `NO_COLOR` is set).
    public var colour: Bool
    /// Errors only (warnings and notes are left out).
    public var quiet: Bool

    public init(colour: Bool = false, quiet: Bool = false) {
        self.colour = colour
        self.quiet = quiet
    }

    /// Whether `diagnostic` is printed under `quiet`.
    public func shows(_ diagnostic: Diagnostic) -> Bool { !quiet || diagnostic.severity == .error }

    /// The report of one file; `source` gives the source lines for the excerpts (nil: no excerpts).
    public func render(_ report: FileReport, source: SourceLines?) -> String {
        var out = ""
        for diagnostic in report.diagnostics where shows(diagnostic) {
            out += render(diagnostic, sourceLine: diagnostic.location.flatMap { source?.line(Int($0.line)) })
        }
        return out
    }

    /// One diagnostic: its line and, when the source line is known, the excerpt and caret.
    public func render(_ d: Diagnostic, sourceLine: String?) -> String {
        var head = ""
        if let file = d.file { head += "\(file):" }
        if let location = d.location { head += "\(location.line):\(location.column):" }
        var out = ""
        if !head.isEmpty { out += paint(head, bold) + " " }
        out += paint(d.severity.rawValue + ":", severityColour(d.severity)) + " "
        out += paint(d.message, bold) + " [\(d.code)]\n"
        if let location = d.location, let sourceLine {
            out += sourceLine + "\n"
            // Keep tabs before the column so the caret lines up under the same character.
            var pad = ""
            for scalar in sourceLine.unicodeScalars.prefix(max(0, Int(location.column) - 1)) {
                pad += scalar == "\t" ? "\t" : " "
            }
            out += pad + paint("^", green) + "\n"
        }
        return out
    }

    private let bold = "\u{1B}[1m"
    private let green = "\u{1B}[1;32m"

    private func severityColour(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "\u{1B}[1;31m"
        case .warning: "\u{1B}[1;35m"
        case .note: "\u{1B}[1;90m"
        }
    }

    private func paint(_ text: String, _ code: String) -> String {
        colour ? code + text + "\u{1B}[0m" : text
    }
}
