import ArgumentParser
import Foundation
import SnaplineCore

extension ReportFormat: ExpressibleByArgument {}

/// How diagnostics are reported and which lint rules run: options shared by `compile` and `check`.
struct ReportOptions: ParsableArguments {
    @Option(help: ArgumentHelp("How to print diagnostics: text (with the source line), json, github (workflow commands) or sarif.", valueName: "text|json|github|sarif"))
    var format: ReportFormat = .text

    @Flag(help: "Print errors only, and no summary line.")
    var quiet = false

    @Option(name: .customLong("enable"), help: ArgumentHelp("Turn on a lint rule (repeatable; `snapline rules` lists them).", valueName: "code"))
    var enabledRules: [String] = []

    @Option(name: .customLong("disable"), help: ArgumentHelp("Turn off a lint rule (repeatable).", valueName: "code"))
    var disabledRules: [String] = []

    @Option(help: ArgumentHelp("Read rule settings from this file instead of the nearest .snapline.yml.", valueName: "file"))
    var config: String?

    func validate() throws {
        for name in enabledRules + disabledRules {
            if case .failure(let unknown) = RuleSettings.code(named: name) {
                throw ValidationError(unknown.description)
            }
        }
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
/// sarif: one document), and counts what was printed.
final class DiagnosticPrinter {
    let format: ReportFormat
    let quiet: Bool
    /// Machine formats go to standard output unless a compile writes its table there.
    let machineOutputToStandardError: Bool
    private var collected: [FileReport] = []
    private(set) var errors = 0
    private(set) var warnings = 0
    private let text: TextReporter

    init(format: ReportFormat, quiet: Bool, tableOnStandardOutput: Bool) {
        self.format = format
        self.quiet = quiet
        self.machineOutputToStandardError = tableOnStandardOutput
        let colour = isatty(2) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        self.text = TextReporter(colour: colour, quiet: quiet)
    }

    /// Reports one file's diagnostics (and its dropped-error count) under `settings`; returns
    /// whether they fail the run.
    func report(_ diagnostics: Diagnostics, file: String, settings: RuleSettings) -> Bool {
        let report = FileReport(path: file, diagnostics: diagnostics, settings: settings)
        errors += report.errorCount + diagnostics.droppedErrors
        warnings += report.warningCount
        switch format {
        case .text:
            let shown = report.diagnostics.filter(text.shows)
            if !shown.isEmpty {
                // The source is read again only for the excerpts (the compile consumed it).
                let source = (try? FileIO.read(file)).map(SourceLines.init)
                printError(text.render(report, source: source))
            }
        case .github:
            emit(GitHubReporter().render(report))
        case .json, .sarif:
            collected.append(report)
        }
        return report.errorCount > 0 || diagnostics.hasErrors
    }

    /// Ends the report: the document of json and sarif, the summary line of text.
    func finish(scenes: Int, summaryVerb: String?) {
        switch format {
        case .text:
            if let summaryVerb, !quiet {
                StandardOutput.printLine(ReportSummary.line(verb: summaryVerb, scenes: scenes, errors: errors, warnings: warnings))
            }
        case .github:
            break
        case .json:
            emit(JSONReporter().render(collected))
        case .sarif:
            let reporter = SARIFReporter(toolVersion: SnaplineCommand.configuration.version, currentDirectory: FileManager.default.currentDirectoryPath)
            emit(reporter.render(collected))
        }
    }

    private func emit(_ output: String) {
        guard !output.isEmpty else { return }
        if machineOutputToStandardError {
            printError(output)
        } else {
            StandardOutput.printLine(output)
        }
    }
}

/// Prints one file's diagnostics as text on standard error (no summary) and says whether they fail
/// the run: for the commands that report problems but do not take `--format` (render, explain).
func report(_ diagnostics: Diagnostics, file: String, warningsAsErrors: Bool) -> Bool {
    DiagnosticPrinter(format: .text, quiet: false, tableOnStandardOutput: false)
        .report(diagnostics, file: file, settings: RuleSettings(warningsAsErrors: warningsAsErrors))
}
