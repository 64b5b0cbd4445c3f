/// Renders every file's diagnostics, and the run's failures, as one JSON array of
/// `{file, line, column, severity, code, message, notes}` (`line` and `column` 1 when there is
/// no position; `file` null when no file is at fault; `notes` always an array of
/// `{line, column, message}`).
///
/// A file name that is not UTF-8 is written with U+FFFD for each byte that is not, and the
/// entry gets `fileBytes`, the name's bytes as numbers, so nothing is lost.
public struct JSONReporter: Reporter, Sendable {
    private var items: [String] = []

    public init() {}

    public mutating func add(_ report: FileReport, source: (any SourceLineLookup)?) -> [UInt8] {
        items += report.diagnostics.map(Self.item)
        return []
    }

    public mutating func add(failure: Diagnostic) -> [UInt8] {
        items.append(Self.item(failure))
        return []
    }

    public func finish() -> [UInt8] {
        Array((items.isEmpty ? "[]\n" : "[\n" + items.joined(separator: ",\n") + "\n]\n").utf8)
    }

    /// Every file's diagnostics as one document.
    public static func render(_ reports: [FileReport]) -> String {
        var reporter = JSONReporter()
        for report in reports { _ = reporter.add(report, source: nil) }
        return String(decoding: reporter.finish(), as: UTF8.self)
    }

    private static func item(_ d: Diagnostic) -> String { "  " + entry(d) }

    /// One diagnostic's object, on one line (also `diff --format json`'s errors).
    static func entry(_ d: Diagnostic) -> String {
        var file = "null"
        if let path = d.file {
            if let replaced = ReportText.replacingInvalidBytes(path) {
                file = JSONText.quoted(replaced.text) + ", \"fileBytes\": [" + replaced.bytes.map(String.init).joined(separator: ", ") + "]"
            } else {
                file = JSONText.quoted(path)
            }
        }
        let line = d.location.map { String($0.line) } ?? "1"
        let column = d.location.map { String($0.column) } ?? "1"
        return "{\"file\": \(file), \"line\": \(line), \"column\": \(column), "
            + "\"severity\": \"\(d.severity.rawValue)\", \"code\": \(JSONText.quoted(d.code.rawValue)), "
            + "\"message\": \(JSONText.quoted(d.message)), \"notes\": [" + notes(d) + "]}"
    }

    /// `{line, column, message}` per note.
    private static func notes(_ d: Diagnostic) -> String {
        d.notes.map { "{\"line\": \($0.location.line), \"column\": \($0.location.column), \"message\": \(JSONText.quoted($0.message))}" }
            .joined(separator: ", ")
    }
}

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
