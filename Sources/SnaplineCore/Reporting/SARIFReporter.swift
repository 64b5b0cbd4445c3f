/// Renders every file's diagnostics as one SARIF 2.1.0 log: one run whose tool driver is
/// `snapline` with a rule per code it can report, and one result per diagnostic. Failures of
/// the run (a file that cannot be read, a bad configuration file) make
/// `invocations[0].executionSuccessful` false, each with a `toolExecutionNotifications` entry.
///
/// Artifact URIs are the paths relative to `currentDirectory`, percent-encoded byte by byte (a
/// file name that is not UTF-8 keeps its bytes); columns count Unicode scalars, as the run's
/// `columnKind` says. Rules carry the catalogue's text as `help.text`, and a `helpUri` only
/// when a documentation base address is configured: the tool never invents one.
public struct SARIFReporter: Reporter, Sendable {
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The tool's version, as `snapline --version` prints it.
    public var toolVersion: String
    /// Absolute path of the directory URIs are relative to.
    public var currentDirectory: String
    /// `helpUri` of a rule is this followed by `#code`; nil: no `helpUri`.
    public var helpURIBase: String?
    public var rules: [RuleDescriptor]
    private var results: [String] = []
    private var notifications: [String] = []
    /// Whether a failure of the run was an error (a note leaves the run successful).
    private var failed = false
    private let ruleIndex: [String: Int]

    public init(toolVersion: String, currentDirectory: String, helpURIBase: String? = nil, rules: [RuleDescriptor] = RuleCatalog.all) {
        self.toolVersion = toolVersion
        self.currentDirectory = currentDirectory
        self.helpURIBase = helpURIBase
        self.rules = rules
        var index: [String: Int] = [:]
        for (k, rule) in rules.enumerated() { index[rule.code] = k }
        self.ruleIndex = index
    }

    public mutating func add(_ report: FileReport, source: (any SourceLineLookup)?) -> [UInt8] {
        results += report.diagnostics.map(result)
        return []
    }

    public mutating func add(failure: Diagnostic) -> [UInt8] {
        if failure.severity == .error { failed = true }
        var item = "            {\"level\": \"\(level(failure.severity))\", \"message\": {\"text\": \(JSONText.quoted(failure.message))}, "
        item += "\"descriptor\": {\"id\": \(JSONText.quoted(failure.code.rawValue))}"
        if failure.file != nil { item += ", \"locations\": [{\"physicalLocation\": {\(physicalLocation(failure))}}]" }
        notifications.append(item + "}")
        return []
    }

    /// Every file's diagnostics as one log.
    public func render(_ reports: [FileReport]) -> String {
        var reporter = self
        for report in reports { _ = reporter.add(report, source: nil) }
        return String(decoding: reporter.finish(), as: UTF8.self)
    }

    public func finish() -> [UInt8] {
        let ruleItems = rules.map { rule in
            var item = "            {\"id\": \(JSONText.quoted(rule.code)), "
                + "\"shortDescription\": {\"text\": \(JSONText.quoted(rule.summary))}, "
                + "\"help\": {\"text\": \(JSONText.quoted(rule.helpText))}, "
                + "\"defaultConfiguration\": {\"level\": \"\(level(rule.severity))\", \"enabled\": \(rule.isEnabledByDefault)}"
            if let helpURIBase { item += ", \"helpUri\": \(JSONText.quoted(helpURIBase + "#" + rule.code))" }
            return item + "}"
        }
        var invocation = "{\"executionSuccessful\": \(!failed)"
        if !notifications.isEmpty {
            invocation += ", \"toolExecutionNotifications\": [\n" + notifications.joined(separator: ",\n") + "\n          ]"
        }
        invocation += "}"
        let information = helpURIBase.map { "\n                  \"informationUri\": \(JSONText.quoted($0))," } ?? ""
        let log = """
            {
              "$schema": \(JSONText.quoted(Self.schemaURI)),
              "version": "2.1.0",
              "runs": [
                {
                  "tool": {
                    "driver": {
                      "name": "snapline",
                      "version": \(JSONText.quoted(toolVersion)),\(information)
                      "rules": [
            \(ruleItems.joined(separator: ",\n"))
                      ]
                    }
                  },
                  "invocations": [\(invocation)],
                  "columnKind": "unicodeCodePoints",
                  "results": [\(results.isEmpty ? "" : "\n" + results.joined(separator: ",\n") + "\n      ")]
                }
              ]
            }

            """
        return Array(log.utf8)
    }

    private func result(_ d: Diagnostic) -> String {
        var item = "        {\"ruleId\": \(JSONText.quoted(d.code.rawValue)), "
        if let index = ruleIndex[d.code.rawValue] { item += "\"ruleIndex\": \(index), " }
        item += "\"level\": \"\(level(d.severity))\", \"message\": {\"text\": \(JSONText.quoted(d.message))}, "
        item += "\"locations\": [{\"physicalLocation\": {\(physicalLocation(d))}}]"
        if !d.notes.isEmpty {
            // The notes' places, in the result's own file.
            let uri = "\"artifactLocation\": {\"uri\": \(JSONText.quoted(uri(for: d.file ?? "")))}"
            let related = d.notes.enumerated().map { k, note in
                "{\"id\": \(k), \"physicalLocation\": {\(uri), \"region\": {\"startLine\": \(note.location.line), \"startColumn\": \(note.location.column)}}, "
                    + "\"message\": {\"text\": \(JSONText.quoted(note.message))}}"
            }
            item += ", \"relatedLocations\": [\(related.joined(separator: ", "))]"
        }
        return item + "}"
    }

    private func physicalLocation(_ d: Diagnostic) -> String {
        var physical = "\"artifactLocation\": {\"uri\": \(JSONText.quoted(uri(for: d.file ?? "")))}"
        if let location = d.location {
            physical += ", \"region\": {\"startLine\": \(location.line), \"startColumn\": \(location.column)}"
        }
        return physical
    }

    private func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// `path` relative to the current directory when inside it, `./` and `..` segments kept as
    /// given otherwise; its bytes percent-encoded as a URI reference.
    func uri(for path: String) -> String {
        var relative = path
        var directory = currentDirectory
        if !directory.hasSuffix("/") { directory += "/" }
        if relative.hasPrefix(directory) { relative.removeFirst(directory.count) }
        while relative.hasPrefix("./") { relative.removeFirst(2) }
        var out = ""
        for byte in PathBytes.bytes(relative) {
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
