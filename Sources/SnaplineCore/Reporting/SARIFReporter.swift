/// Renders every file's diagnostics as one SARIF 2.1.0 log: one run whose tool driver is
/// `snapline` with a rule per code it can report, and one result per diagnostic.
///
/// Artifact URIs are the paths relative to `currentDirectory` (percent-encoded); columns count
/// Unicode scalars, as the run's `columnKind` says.
public struct SARIFReporter: Sendable {
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The tool's version, as `snapline --version` prints it.
    public var toolVersion: String
    /// Absolute path of the directory URIs are relative to.
    public var currentDirectory: String
    public var rules: [RuleDescriptor]

    public init(toolVersion: String, currentDirectory: String, rules: [RuleDescriptor] = RuleCatalog.all) {
        self.toolVersion = toolVersion
        self.currentDirectory = currentDirectory
        self.rules = rules
    }

    public func render(_ reports: [FileReport]) -> String {
        var ruleIndex: [String: Int] = [:]
        for (k, rule) in rules.enumerated() { ruleIndex[rule.code] = k }
        let ruleItems = rules.map { rule in
            "            {\"id\": \(JSONText.quoted(rule.code)), "
                + "\"shortDescription\": {\"text\": \(JSONText.quoted(rule.summary))}, "
                + "\"defaultConfiguration\": {\"level\": \"\(level(rule.severity))\", \"enabled\": \(rule.isEnabledByDefault)}, "
                + "\"helpUri\": \(JSONText.quoted(rule.helpURI))}"
        }
        let resultItems = reports.flatMap(\.diagnostics).map { d -> String in
            var physical = "\"artifactLocation\": {\"uri\": \(JSONText.quoted(uri(for: d.file ?? "")))}"
            if let location = d.location {
                physical += ", \"region\": {\"startLine\": \(location.line), \"startColumn\": \(location.column)}"
            }
            var item = "        {\"ruleId\": \(JSONText.quoted(d.code.rawValue)), "
            if let index = ruleIndex[d.code.rawValue] { item += "\"ruleIndex\": \(index), " }
            item += "\"level\": \"\(level(d.severity))\", \"message\": {\"text\": \(JSONText.quoted(d.message))}, "
            item += "\"locations\": [{\"physicalLocation\": {\(physical)}}]}"
            return item
        }
        return """
            {
              "$schema": \(JSONText.quoted(Self.schemaURI)),
              "version": "2.1.0",
              "runs": [
                {
                  "tool": {
                    "driver": {
                      "name": "snapline",
                      "version": \(JSONText.quoted(toolVersion)),
                      "informationUri": \(JSONText.quoted(RuleCatalog.documentationURL)),
                      "rules": [
            \(ruleItems.joined(separator: ",\n"))
                      ]
                    }
                  },
                  "columnKind": "unicodeCodePoints",
                  "results": [\(resultItems.isEmpty ? "" : "\n" + resultItems.joined(separator: ",\n") + "\n      ")]
                }
              ]
            }

            """
    }

    private func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// `path` relative to the current directory when inside it, `./` and `..` segments kept as
    /// given otherwise; percent-encoded as a URI reference.
    func uri(for path: String) -> String {
        var relative = path
        var directory = currentDirectory
        if !directory.hasSuffix("/") { directory += "/" }
        if relative.hasPrefix(directory) { relative.removeFirst(directory.count) }
        while relative.hasPrefix("./") { relative.removeFirst(2) }
        var out = ""
        for byte in relative.utf8 {
            let c = Unicode.Scalar(byte)
            if c.isASCII && (c.properties.isAlphabetic || ("0" ... "9").contains(c) || "-._~/".unicodeScalars.contains(c)) {
                out.unicodeScalars.append(c)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return relative.hasPrefix("/") ? "file://" + out : out
    }
}
