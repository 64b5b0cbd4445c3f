/// Renders every file's diagnostics as one JSON array of
/// `{file, line, column, severity, code, message, notes}` (`line`/`column` null for a finding
/// about the whole file; `notes` always an array of `{line, column, message}`).
public struct JSONReporter: Sendable {
    public init() {}

    public func render(_ reports: [FileReport]) -> String {
        let items = reports.flatMap(\.diagnostics).map { d -> String in
            let line = d.location.map { String($0.line) } ?? "null"
            let column = d.location.map { String($0.column) } ?? "null"
            return "  {\"file\": \(JSONText.quoted(d.file ?? "")), \"line\": \(line), \"column\": \(column), "
                + "\"severity\": \"\(d.severity.rawValue)\", \"code\": \(JSONText.quoted(d.code.rawValue)), "
                + "\"message\": \(JSONText.quoted(d.message)), \"notes\": []}"
        }
        return items.isEmpty ? "[]\n" : "[\n" + items.joined(separator: ",\n") + "\n]\n"
    }
}

/// Renders diagnostics as GitHub Actions workflow commands, one line each:
/// `::error file=F,line=L,col=C,title=CODE::MESSAGE` (`::warning`, `::notice` for notes).
public struct GitHubReporter: Sendable {
    public init() {}

    public func render(_ report: FileReport) -> String {
        report.diagnostics.map(render).joined()
    }

    public func render(_ d: Diagnostic) -> String {
        let command: String
        switch d.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        var properties = ["file=" + Self.escapeProperty(d.file ?? "")]
        if let location = d.location {
            properties += ["line=\(location.line)", "col=\(location.column)"]
        }
        properties.append("title=" + Self.escapeProperty(d.code.rawValue))
        return "::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(d.message))\n"
    }

    /// A message: `%`, CR and LF percent-encoded (as the Actions runner decodes them).
    public static func escapeData(_ text: String) -> String { escape(text, property: false) }

    /// A property value: as a message, and also `:` and `,`.
    public static func escapeProperty(_ text: String) -> String { escape(text, property: true) }

    private static func escape(_ text: String, property: Bool) -> String {
        var out = ""
        for ch in text.unicodeScalars {
            switch ch {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where property: out += "%3A"
            case "," where property: out += "%2C"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }
}
