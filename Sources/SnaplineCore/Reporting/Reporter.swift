/// One report format of `compile` and `check`: it is given each file's diagnostics in order and
/// the failures of the run (a file that cannot be read, a bad configuration file, an option
/// error), and returns the bytes to print as it goes. A machine format prints one valid
/// document whatever fails (`json` an array, `sarif` a log), so a CI step reading it never
/// gets nothing.
///
/// Bytes, not text: a file name that is not UTF-8 is written as its own bytes where a format
/// can hold them (see `ReportText`); everything else is valid UTF-8.
public protocol Reporter {
    /// One scene file's report; `source` gives the lines for excerpts (nil: none).
    mutating func add(_ report: FileReport, source: (any SourceLineLookup)?) -> [UInt8]
    /// `add`'s bytes given to `sink` in pieces as they are made (text); by default all at once.
    mutating func write(_ report: FileReport, source: (any SourceLineLookup)?, to sink: ([UInt8]) -> Void)
    /// A failure of the run that is not a scene's diagnostic: `file` is what is at fault (nil
    /// for the command line), `location` a position in it when known.
    mutating func add(failure: Diagnostic) -> [UInt8]
    /// The end of the run: the rest of the document.
    mutating func finish() -> [UInt8]
}

extension Reporter {
    public mutating func write(_ report: FileReport, source: (any SourceLineLookup)?, to sink: ([UInt8]) -> Void) {
        let bytes = add(report, source: source)
        if !bytes.isEmpty { sink(bytes) }
    }
}

/// What a reporter is made with.
public struct ReporterOptions: Sendable {
    /// Text: colour the severity and the caret.
    public var colour = false
    /// Text: errors only.
    public var quiet = false
    /// SARIF: the tool's version, as `snapline --version` prints it.
    public var toolVersion = ""
    /// SARIF: the absolute directory artifact URIs are relative to.
    public var currentDirectory = "/"
    /// SARIF: the address rules' `helpUri` is made from (`BASE#code`); nil: no `helpUri`.
    public var helpURIBase: String?

    public init(colour: Bool = false, quiet: Bool = false, toolVersion: String = "", currentDirectory: String = "/", helpURIBase: String? = nil) {
        self.colour = colour
        self.quiet = quiet
        self.toolVersion = toolVersion
        self.currentDirectory = currentDirectory
        self.helpURIBase = helpURIBase
    }
}

/// The output formats of `compile` and `check` diagnostics: the one list of reporters.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// `path:line:column: severity: message [code]`, the source line and a caret (standard error).
    case text
    /// One JSON array of diagnostics.
    case json
    /// GitHub Actions workflow commands (`::error file=…::message`).
    case github
    /// One SARIF 2.1.0 log, for code scanning.
    case sarif

    /// Says what the format is, for `--help`.
    public var summary: String {
        switch self {
        case .text: "the source line and a caret"
        case .json: "one array"
        case .github: "workflow commands"
        case .sarif: "one log for code scanning"
        }
    }

    /// Whether the format is for programs (one document on standard output) rather than people.
    public var isMachineReadable: Bool { self != .text }

    public func makeReporter(_ options: ReporterOptions) -> any Reporter {
        switch self {
        case .text: TextReporter(colour: options.colour, quiet: options.quiet)
        case .json: JSONReporter()
        case .github: GitHubReporter()
        case .sarif: SARIFReporter(toolVersion: options.toolVersion, currentDirectory: options.currentDirectory, helpURIBase: options.helpURIBase)
        }
    }
}
