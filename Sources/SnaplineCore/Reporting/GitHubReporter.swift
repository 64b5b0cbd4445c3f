/// Renders diagnostics as GitHub Actions workflow commands, one line each:
/// `::error file=F,line=L,col=C,title=CODE::MESSAGE` (`::warning`, `::notice` for notes).
///
/// Scene text cannot start a line of its own: CR and LF are percent-encoded as the runner
/// decodes them, and other controls and bidirectional overrides are shown as `\u{1B}`. A file
/// name's bytes that are not UTF-8 become U+FFFD (the runner reads its input as UTF-8).
public struct GitHubReporter: Reporter, Sendable {
    public init() {}

    public func add(_ report: FileReport, source: (any SourceLineLookup)?) -> [UInt8] {
        Array(report.diagnostics.map(render).joined().utf8)
    }

    public func add(failure: Diagnostic) -> [UInt8] { Array(render(failure).utf8) }

    public func finish() -> [UInt8] { [] }

    public func render(_ d: Diagnostic) -> String {
        let command: String
        switch d.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        var properties: [String] = []
        if let file = d.file { properties.append("file=" + Self.escapeProperty(ReportText.validText(file))) }
        if let location = d.location {
            properties += ["line=\(location.line)", "col=\(location.column)"]
        }
        properties.append("title=" + Self.escapeProperty(d.code.rawValue))
        return "::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(d.message))\n"
    }

    /// A message: `%`, CR and LF percent-encoded (as the Actions runner decodes them), other
    /// unsafe scalars shown as `\u{1B}`.
    public static func escapeData(_ text: String) -> String { TextEscaper.githubData.escape(text) }

    /// A property value: as a message, and also `:` and `,`.
    public static func escapeProperty(_ text: String) -> String { TextEscaper.githubProperty.escape(text) }
}
