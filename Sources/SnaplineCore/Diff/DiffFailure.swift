/// What `diff` could not compare, for the reports that must not look clean when something
/// failed: a scene with errors in either version (or a version that cannot be read), or a
/// failure of the run itself (an unknown revision, a bad configuration file, a viewport no
/// scene has). The text report prints these to standard error as `check` does; markdown, JSON
/// and the HTML page hold each of them, in the order they happen.
public struct DiffFailure: Sendable {
    /// One version of the scene: its file as the report names it, and its scene name when it
    /// was decoded.
    public struct Version: Sendable, Equatable {
        public var file: String
        public var scene: String?

        public init(file: String, scene: String?) {
            self.file = file
            self.scene = scene
        }
    }

    /// The scene's versions (both nil for a failure of the run; one nil for a scene only one
    /// version has).
    public var before: Version?
    public var after: Version?
    /// The errors, each with its file.
    public var errors: [Diagnostic]

    public init(before: Version?, after: Version?, errors: [Diagnostic]) {
        self.before = before
        self.after = after
        self.errors = errors
    }

    /// A failure of the run, not of one scene.
    public static func run(_ errors: [Diagnostic]) -> DiffFailure { DiffFailure(before: nil, after: nil, errors: errors) }

    /// Whether no scene is at fault.
    public var isRunFailure: Bool { before == nil && after == nil }

    /// The failure's heading: `the run failed: 1 error`, or the scene's file (the new
    /// version's, else the old one's) with `not compared, 2 errors`; `name` formats the file.
    func heading(_ name: (String) -> String) -> String {
        let errors = DiffMarkdown.count(self.errors.count, "error")
        guard let file = after?.file ?? before?.file else { return "the run failed: \(errors)" }
        return "\(name(file)): not compared, \(errors)"
    }

    /// One error as the text report's first line prints it (`path:line:column: error: message
    /// [code]`, or `snapline: error: message`), safe for a terminal.
    static func line(_ error: Diagnostic) -> String {
        String(decoding: TextReporter().failureLine(error).dropLast(), as: UTF8.self)
    }
}
