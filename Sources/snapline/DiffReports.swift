import SnaplineCore

/// Where `diff`'s reports go: the chosen format on standard output (a JSON array with `--base`,
/// one object without), the markdown document written at the end, the `--html` page. Every
/// scene that could not be compared and every failure of the run is handed to each report
/// (`fail`), as well as printed to standard error as text, so markdown and JSON never look
/// clean, or go silent, when something failed.
final class DiffReports {
    let format: Diff.OutputStyle
    /// `--base`: JSON is an array of objects, one per scene.
    let isList: Bool
    /// `--ungrouped`: one line per change in text, markdown and the page.
    let listsEveryChange: Bool
    let markdown: DiffMarkdown
    let pictures: DiffHTML?
    var out = DiffOutput { bytes in Diff.writeStandardOutput(bytes) }
    /// JSON objects written so far.
    private var written = 0

    init(format: Diff.OutputStyle, isList: Bool, html: String?, listsEveryChange: Bool) {
        self.format = format
        self.isList = isList
        self.listsEveryChange = listsEveryChange
        markdown = DiffMarkdown(listsEveryChange: listsEveryChange)
        pictures = html.map { DiffHTML(listsEveryChange: listsEveryChange, name: $0) }
        if format == .json && isList { out.write("[") }
    }

    /// The reports of one scene, fed viewport by viewport (the page's first, so it is complete
    /// before the scene's standard output report is finished). `pair`'s files are read again
    /// only if a group of a `repeat`'s instances is to be named by its id as written.
    func sceneReports(_ versions: SceneDiffSummary, _ pair: DiffPair) -> [any SceneDiffReport] {
        func grouper() -> DiffGrouper {
            func written(_ source: DiffSource?) -> WrittenIDs {
                WrittenIDs(load: source.map { source in
                    {
                        guard case .bytes(let bytes, _) = source.read() else { return nil }
                        return bytes
                    }
                })
            }
            return DiffGrouper(before: written(pair.before), after: written(pair.after))
        }
        let report: any SceneDiffReport = switch format {
        case .text: listsEveryChange ? DiffText.SceneReport() : DiffText.SceneReport(grouper: grouper())
        case .markdown: markdown.sceneReport(grouper: grouper())
        case .json: DiffJSON.SceneReport(versions)
        }
        return (pictures.map { [$0.sceneReport(grouper: grouper())] } ?? []) + [report]
    }

    /// Adds one compared scene to the page (the first of `reports`, taken out); false when it
    /// could not be held.
    func finishPage(_ diff: SceneDiffSummary, _ reports: inout [any SceneDiffReport]) -> Bool {
        guard pictures != nil, var page = reports.first else { return true }
        reports.removeFirst()
        do throws(FileError) {
            try page.finish(diff, to: &out)  // the page's report writes to the page, not to `out`
        } catch {
            fail(.run([Diagnostic(.error, "cannot hold the report: \(error)", at: nil, code: .ioError)]))
            return false
        }
        return true
    }

    /// Writes one compared scene's reports on standard output; false when one could not be held.
    func finish(_ diff: SceneDiffSummary, _ reports: [any SceneDiffReport]) -> Bool {
        beginObject()
        do throws(FileError) {
            for var report in reports { try report.finish(diff, to: &out) }
        } catch {
            fail(.run([Diagnostic(.error, "cannot hold the report: \(error)", at: nil, code: .ioError)]))
            return false
        }
        endObject()
        return true
    }

    /// A scene that could not be compared, or a failure of the run: printed to standard error
    /// by the caller, added here to every report. Without `--base`, JSON holds one object: a
    /// failure after the scene's object was written is left to standard error.
    func fail(_ failure: DiffFailure) {
        markdown.add(failure)
        pictures?.add(failure)
        guard format == .json, isList || written == 0 else { return }
        beginObject()
        DiffJSON.write(failure, to: &out)
        endObject()
    }

    /// Prints `failures` of the run as text on standard error and adds them to the reports.
    func failRun(_ failures: [Diagnostic]) {
        printFailures(CLIError(failures))
        let errors = failures.filter { $0.severity == .error }
        if !errors.isEmpty { fail(.run(errors)) }
    }

    private func beginObject() {
        if format == .json && isList { out.write(written == 0 ? "\n" : ",\n") }
    }

    private func endObject() {
        if format == .json && !isList { out.write("\n") }
        written += 1
        out.flush()
    }

    /// The end of standard output's document.
    func end() {
        if format == .json && isList { out.write(written == 0 ? "]\n" : "\n]\n") }
        if format == .markdown { markdown.write(to: &out) }
        out.flush()
    }
}
