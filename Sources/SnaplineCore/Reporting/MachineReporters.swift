/// Renders every file's diagnostics, and the run's failures, as one JSON array of
/// `{file, line, column, severity, code, message, notes}` (`line` and `column` 1 when there is
/// no position; `file` null when no file is at fault; `notes` always an array of
/// `{line, column, message}`).
///
/// A file name that is not UTF-8 is written with U+FFFD for each byte that is not, and the
/// entry gets `fileBytes`, the name's bytes as numbers, so nothing is lost.
public struct JSONReporter: Reporter, Sendable {
    /// The array, open: one line per diagnostic.
    private var document = JSONWriter()

    public init() {
        document.openArray(.lines("  ", close: ""))
    }

    public mutating func add(_ report: FileReport, source: (any SourceLineLookup)?) -> [UInt8] {
        for d in report.diagnostics { Self.write(d, to: &document) }
        return []
    }

    public mutating func add(failure: Diagnostic) -> [UInt8] {
        Self.write(failure, to: &document)
        return []
    }

    public func finish() -> [UInt8] {
        var document = document
        document.close()
        return document.take() + [UInt8(ascii: "\n")]
    }

    /// Every file's diagnostics as one document.
    public static func render(_ reports: [FileReport]) -> String {
        var reporter = JSONReporter()
        for report in reports { _ = reporter.add(report, source: nil) }
        return String(decoding: reporter.finish(), as: UTF8.self)
    }

    /// One diagnostic's object, on one line (also `diff --format json`'s errors).
    static func write(_ d: Diagnostic, to w: inout JSONWriter) {
        w.object { w in
            w.key("file")
            if let path = d.file, let replaced = ReportText.replacingInvalidBytes(path) {
                w.value(replaced.text)
                w.field("fileBytes") { w in w.array { w in for byte in replaced.bytes { w.value(Int(byte)) } } }
            } else if let path = d.file {
                w.value(path)
            } else {
                w.null()
            }
            w.field("line", Int(d.location?.line ?? 1))
            w.field("column", Int(d.location?.column ?? 1))
            w.field("severity", d.severity.rawValue)
            w.field("code", d.code.rawValue)
            w.field("message", d.message)
            // `{line, column, message}` per note.
            w.field("notes") { w in
                w.array { w in
                    for note in d.notes {
                        w.object { w in
                            w.field("line", Int(note.location.line))
                            w.field("column", Int(note.location.column))
                            w.field("message", note.message)
                        }
                    }
                }
            }
        }
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
