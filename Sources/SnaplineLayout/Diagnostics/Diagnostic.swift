/// A 1-based position in a source file: line and column (columns count characters, as libyaml does).
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int32
    public var column: Int32

    public init(line: Int, column: Int) {
        self.line = Int32(clamping: line)
        self.column = Int32(clamping: column)
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// One finding about an input: where, how bad, what, and a stable code for tools and tests.
///
/// Printed as `path:line:column: error|warning|note: message [code]`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How bad a finding is; an error stops the compile.
    public enum Severity: String, Sendable, Comparable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    public var severity: Severity
    public var message: String
    /// Where in the file; nil for findings about the file as a whole (unreadable, empty).
    public var location: SourceLocation?
    /// What was found; its raw value (a short kebab-case identifier such as `unknown-key`, stable
    /// across releases) is printed.
    public var code: DiagnosticCode
    /// The path as the user gave it, or nil before it is attached by the caller.
    public var file: String?
    /// Other places the finding involves, in the same file (the target a page cuts, the earlier
    /// entry a label repeats): JSON `notes`, SARIF `relatedLocations`.
    public var notes: [Note] = []
    /// A mechanical fix, when there is one (`DiagnosticFix.swift`); for editors, not in reports.
    public var fix: Fix?

    /// A related place in the same file and what it is.
    public struct Note: Hashable, Sendable {
        public var location: SourceLocation
        public var message: String

        public init(_ message: String, at location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    public init(_ severity: Severity, _ message: String, at location: SourceLocation?, code: DiagnosticCode, file: String? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.code = code
        self.file = file
    }

    public static func error(_ message: String, at location: SourceLocation?, code: DiagnosticCode) -> Diagnostic {
        Diagnostic(.error, message, at: location, code: code)
    }

    public static func warning(_ message: String, at location: SourceLocation?, code: DiagnosticCode) -> Diagnostic {
        Diagnostic(.warning, message, at: location, code: code)
    }

    /// `path:line:column: severity: message [code]`; the position parts are left out when unknown.
    public var description: String {
        var prefix = ""
        if let file { prefix += "\(file):" }
        if let location { prefix += "\(location.line):\(location.column):" }
        if !prefix.isEmpty { prefix += " " }
        return "\(prefix)\(severity.rawValue): \(message) [\(code)]"
    }
}

/// Collects the diagnostics of one file. Stages append; nothing is printed here.
public struct Diagnostics: Sendable {
    public private(set) var all: [Diagnostic] = []
    /// Past this many errors in one file, further ones are counted but not kept (a pathological file
    /// could otherwise produce millions of identical lines).
    public static let keptErrorLimit = 200
    public private(set) var droppedErrors = 0
    /// The errors found in viewports, by code and position, so that a later viewport's case joins
    /// the error the first one reported (`append(_:in:)`, LayoutError.swift).
    var viewportErrors = ViewportErrorIndex()

    public init() {}

    /// Rewrites the message of `all[k]` (a viewport error that another viewport's case joined).
    mutating func setMessage(_ message: String, ofDiagnostic k: Int) {
        all[k].message = message
    }

    public var hasErrors: Bool { errorCount > 0 }
    public private(set) var errorCount = 0
    public var warningCount: Int { all.lazy.filter { $0.severity == .warning }.count }

    public mutating func append(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error {
            errorCount += 1
            if errorCount > Self.keptErrorLimit {
                droppedErrors += 1
                return
            }
        }
        all.append(diagnostic)
    }

    public mutating func error(_ message: String, at location: SourceLocation?, code: DiagnosticCode) {
        append(.error(message, at: location, code: code))
    }

    public mutating func warning(_ message: String, at location: SourceLocation?, code: DiagnosticCode) {
        append(.warning(message, at: location, code: code))
    }

    /// Appends an error with a fix.
    public mutating func error(_ message: String, at location: SourceLocation?, code: DiagnosticCode, fix: Diagnostic.Fix?) {
        var diagnostic = Diagnostic.error(message, at: location, code: code)
        diagnostic.fix = fix
        append(diagnostic)
    }

    /// Appends a diagnostic with `code`'s default severity (and a fix, when there is one).
    public mutating func report(_ code: DiagnosticCode, _ message: String, at location: SourceLocation?, fix: Diagnostic.Fix? = nil) {
        var diagnostic = Diagnostic(code.defaultSeverity, message, at: location, code: code)
        diagnostic.fix = fix
        append(diagnostic)
    }

    public mutating func append(contentsOf other: Diagnostics) {
        for d in other.all { append(d) }
        droppedErrors += other.droppedErrors
        errorCount += other.droppedErrors
    }

    /// The diagnostics in file order (stable for equal positions), each with `file` set.
    public func sorted(file: String?) -> [Diagnostic] {
        let indexed = all.enumerated().map { (offset, d) -> (Int, Diagnostic) in
            var d = d
            if d.file == nil { d.file = file }
            return (offset, d)
        }
        return indexed.sorted { a, b in
            let la = a.1.location ?? SourceLocation(line: 0, column: 0)
            let lb = b.1.location ?? SourceLocation(line: 0, column: 0)
            return la != lb ? la < lb : a.0 < b.0
        }.map(\.1)
    }
}
