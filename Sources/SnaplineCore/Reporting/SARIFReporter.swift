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
    private var results: [Diagnostic] = []
    /// Failures of the run.
    private var notifications: [Diagnostic] = []
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
        results += report.diagnostics
        return []
    }

    public mutating func add(failure: Diagnostic) -> [UInt8] {
        if failure.severity == .error { failed = true }
        notifications.append(failure)
        return []
    }

    /// Every file's diagnostics as one log.
    public func render(_ reports: [FileReport]) -> String {
        var reporter = self
        for report in reports { _ = reporter.add(report, source: nil) }
        return String(decoding: reporter.finish(), as: UTF8.self)
    }

    public func finish() -> [UInt8] {
        var w = JSONWriter()
        w.object(.lines("  ", close: "")) { w in
            w.field("$schema", Self.schemaURI)
            w.field("version", "2.1.0")
            w.field("runs") { w in
                w.array(.lines("    ", close: "  ")) { w in
                    w.object(.lines("      ", close: "    ")) { w in
                        w.field("tool") { w in
                            w.object(.lines("        ", close: "      ")) { w in
                                w.field("driver") { w in driver(to: &w) }
                            }
                        }
                        w.field("invocations") { w in
                            w.array { w in
                                w.object { w in
                                    w.field("executionSuccessful", !failed)
                                    guard !notifications.isEmpty else { return }
                                    w.field("toolExecutionNotifications") { w in
                                        w.array(.lines("            ", close: "          ")) { w in
                                            for failure in notifications { notification(failure, to: &w) }
                                        }
                                    }
                                }
                            }
                        }
                        w.field("columnKind", "unicodeCodePoints")
                        w.field("results") { w in
                            w.array(.lines("        ", close: "      ")) { w in
                                for d in results { result(d, to: &w) }
                            }
                        }
                    }
                }
            }
        }
        return w.take() + [UInt8(ascii: "\n")]
    }

    /// The tool: its name, version and address, and a rule per code it can report.
    private func driver(to w: inout JSONWriter) {
        w.object(.lines("          ", close: "        ")) { w in
            w.field("name", "snapline")
            w.field("version", toolVersion)
            if let helpURIBase { w.field("informationUri", helpURIBase) }
            w.field("rules") { w in
                w.array(.lines("            ", close: "          ")) { w in
                    for rule in rules {
                        w.object { w in
                            w.field("id", rule.code)
                            w.field("shortDescription") { w in w.object { w in w.field("text", rule.summary) } }
                            w.field("help") { w in w.object { w in w.field("text", rule.helpText) } }
                            w.field("defaultConfiguration") { w in
                                w.object { w in
                                    w.field("level", level(rule.severity))
                                    w.field("enabled", rule.isEnabledByDefault)
                                }
                            }
                            if let helpURIBase { w.field("helpUri", helpURIBase + "#" + rule.code) }
                        }
                    }
                }
            }
        }
    }

    private func notification(_ failure: Diagnostic, to w: inout JSONWriter) {
        w.object { w in
            w.field("level", level(failure.severity))
            w.field("message") { w in w.object { w in w.field("text", failure.message) } }
            w.field("descriptor") { w in w.object { w in w.field("id", failure.code.rawValue) } }
            if failure.file != nil {
                w.field("locations") { w in w.array { w in w.object { w in w.field("physicalLocation") { w in physicalLocation(failure, to: &w) } } } }
            }
        }
    }

    private func result(_ d: Diagnostic, to w: inout JSONWriter) {
        w.object { w in
            w.field("ruleId", d.code.rawValue)
            if let index = ruleIndex[d.code.rawValue] { w.field("ruleIndex", index) }
            w.field("level", level(d.severity))
            w.field("message") { w in w.object { w in w.field("text", d.message) } }
            w.field("locations") { w in w.array { w in w.object { w in w.field("physicalLocation") { w in physicalLocation(d, to: &w) } } } }
            guard !d.notes.isEmpty else { return }
            // The notes' places, in the result's own file.
            w.field("relatedLocations") { w in
                w.array { w in
                    for (k, note) in d.notes.enumerated() {
                        w.object { w in
                            w.field("id", k)
                            w.field("physicalLocation") { w in physicalLocation(file: d.file, at: note.location, to: &w) }
                            w.field("message") { w in w.object { w in w.field("text", note.message) } }
                        }
                    }
                }
            }
        }
    }

    private func physicalLocation(_ d: Diagnostic, to w: inout JSONWriter) {
        physicalLocation(file: d.file, at: d.location, to: &w)
    }

    private func physicalLocation(file: String?, at location: SourceLocation?, to w: inout JSONWriter) {
        w.object { w in
            w.field("artifactLocation") { w in w.object { w in w.field("uri", uri(for: file ?? "")) } }
            guard let location else { return }
            w.field("region") { w in
                w.object { w in
                    w.field("startLine", Int(location.line))
                    w.field("startColumn", Int(location.column))
                }
            }
        }
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
