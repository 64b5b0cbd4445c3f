import ArgumentParser
import SnaplineCore

extension ReportFormat: ExpressibleByArgument {}

/// How diagnostics are printed: shared by `compile`, `check` and `verify`.
struct PrintOptions: ParsableArguments {
    @Option(help: ArgumentHelp("How to print diagnostics: " + ReportFormat.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: ", ") + ".",
                               valueName: ReportFormat.allCases.map(\.rawValue).joined(separator: "|")))
    var format: ReportFormat = .text

    @Option(name: .customLong("help-uri-base"), help: ArgumentHelp("SARIF: give each rule a helpUri of this address followed by #code (default: `help-uri-base` of .snapline.yml; none when unset).", valueName: "url"))
    var helpURIBase: String?

    @Flag(help: "Print errors only, and no summary line.")
    var quiet = false
}

/// How diagnostics are reported and which lint rules run: options shared by `compile` and `check`.
struct ReportOptions: ParsableArguments {
    @OptionGroup var printing: PrintOptions

    var format: ReportFormat { printing.format }
    var quiet: Bool { printing.quiet }

    @Option(name: .customLong("enable"), help: ArgumentHelp("Turn on a lint rule (repeatable; `snapline rules` lists them).", valueName: "code"))
    var enabledRules: [String] = []

    @Option(name: .customLong("disable"), help: ArgumentHelp("Turn off a lint rule (repeatable).", valueName: "code"))
    var disabledRules: [String] = []

    @Option(help: ArgumentHelp("Read rule settings from this file instead of the .snapline.yml files found for each scene.", valueName: "file"))
    var config: String?

    /// Unknown rule names: a usage error, reported in the chosen format.
    func checkRuleNames() throws(CLIError) {
        let unknown = (enabledRules + disabledRules).compactMap { name -> Diagnostic? in
            guard case .failure(let unknown) = RuleSettings.code(named: name) else { return nil }
            return Diagnostic(.error, unknown.description, at: nil, code: .usageError)
        }
        if !unknown.isEmpty { throw CLIError(unknown) }
    }

    /// SARIF's documentation address: `--help-uri-base`, else `help-uri-base` of the first
    /// scene's configuration (nil when neither is set; the tool never invents one).
    func helpURIBase(firstScene: String?, configurations: ConfigurationLoader) -> String? {
        guard format == .sarif else { return nil }
        if let helpURIBase = printing.helpURIBase { return helpURIBase }
        return firstScene.flatMap { configurations.configuration(for: $0).merged.helpURIBase }
    }

    /// `base` (defaults and configuration file) with the command line's switches applied.
    func applied(to base: RuleSettings, warningsAsErrors: Bool) -> RuleSettings {
        var settings = base
        for name in enabledRules { if case .success(let code) = RuleSettings.code(named: name) { settings.enable(code) } }
        for name in disabledRules { if case .success(let code) = RuleSettings.code(named: name) { settings.disable(code) } }
        if warningsAsErrors { settings.warningsAsErrors = true }
        return settings
    }
}

/// Prints reports in the chosen format as files are done (text, github) or all at the end (json,
/// sarif: one document), failures of the run included, and counts what was printed.
final class DiagnosticPrinter {
    let format: ReportFormat
    let quiet: Bool
    /// Machine formats go to standard output unless a compile writes its table there.
    let machineOutputToStandardError: Bool
    private var reporter: any Reporter
    private(set) var errors = 0
    private(set) var warnings = 0
    /// Errors of the run itself (files that cannot be read, bad configuration, options).
    private(set) var failures = 0
    private let text: TextReporter
    /// The run's `--content` file, whose problems are reported as its own file's.
    var content: ContentInput?

    init(format: ReportFormat, quiet: Bool, tableOnStandardOutput: Bool, helpURIBase: String? = nil) {
        self.format = format
        self.quiet = quiet
        self.machineOutputToStandardError = tableOnStandardOutput
        let colour = StandardStreams.colourOnStandardError
        self.text = TextReporter(colour: colour, quiet: quiet)
        let options = ReporterOptions(colour: colour, quiet: quiet, toolVersion: SnaplineCommand.configuration.version,
                                      currentDirectory: FileIO.currentDirectory(), helpURIBase: helpURIBase)
        self.reporter = format.makeReporter(options)
    }

    /// Reports one file's diagnostics (and its dropped-error count) under `settings`; returns
    /// whether they fail the run. `source` is the file's identity for the text excerpts: the
    /// lines shown are read again only while it is still that plain regular file (nil: no
    /// excerpts), and the text is written in pieces as it is made.
    func report(_ diagnostics: Diagnostics, file: String, settings: RuleSettings, source: FileIdentity?) -> Bool {
        // Problems in the content file (`--content`) are that file's report, before the scene's.
        if let content, diagnostics.all.contains(where: { $0.file == content.path && content.path != file }) {
            var own = Diagnostics()
            var inContent = Diagnostics()
            for d in diagnostics.all { if d.file == content.path { inContent.append(d) } else { own.append(d) } }
            let contentFailed = report(inContent, file: content.path, settings: settings, source: content.identity)
            return report(own, file: file, settings: settings, source: source) || contentFailed
        }
        let report = FileReport(path: file, diagnostics: diagnostics, settings: settings)
        errors += report.errorCount + diagnostics.droppedErrors
        warnings += report.warningCount
        var lines: SourceExcerpts?
        if format == .text, let source {
            let shown = text.excerptLines(report)
            if !shown.isEmpty { lines = FileIO.excerpts(file, identity: source, lines: shown) }
        }
        reporter.write(report, source: lines) { emit($0) }
        return report.errorCount > 0 || diagnostics.hasErrors
    }

    /// Reports a failure of the run (or a note about it) in the format.
    func fail(_ failure: Diagnostic) {
        if failure.severity == .error { failures += 1 }
        emit(reporter.add(failure: failure))
    }

    /// Notes the files a directory search did not read, and why.
    func noteSkipped(_ skipped: [(path: String, reason: String)]) {
        for (path, reason) in skipped {
            fail(Diagnostic(.note, "skipped \(path): \(reason)", at: nil, code: .skippedFile, file: path))
        }
    }

    func fail(_ error: CLIError) {
        for failure in error.failures { fail(failure) }
    }

    /// Ends the report: the document of json and sarif, the summary line of text.
    func finish(scenes: Int, summaryVerb: String?) {
        emit(reporter.finish())
        if format == .text, let summaryVerb, !quiet {
            StandardOutput.printLine(ReportSummary.line(verb: summaryVerb, scenes: scenes, errors: errors, warnings: warnings))
        }
    }

    /// Text goes to standard error; a machine format to standard output (standard error when
    /// the table is on standard output).
    private func emit(_ output: [UInt8]) {
        guard !output.isEmpty else { return }
        if format == .text || machineOutputToStandardError {
            _ = StandardStreams.write(2, output)
        } else {
            StandardOutput.write(output)
        }
    }
}

/// Prints one file's diagnostics as text on standard error (no summary) and says whether they fail
/// the run: for the commands that report problems but do not take `--format` (render, explain).
func report(_ diagnostics: Diagnostics, file: String, warningsAsErrors: Bool, source: FileIdentity? = nil, content: ContentInput? = nil) -> Bool {
    let printer = DiagnosticPrinter(format: .text, quiet: false, tableOnStandardOutput: false)
    printer.content = content
    return printer.report(diagnostics, file: file, settings: RuleSettings(warningsAsErrors: warningsAsErrors), source: source)
}
