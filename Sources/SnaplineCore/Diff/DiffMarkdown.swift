/// The diff as GitHub-flavoured Markdown, for a job summary (`$GITHUB_STEP_SUMMARY`) or a pull
/// request comment: a summary line, then per scene a heading, a table of its breaking changes, a
/// table of its largest moves and the rest folded in `<details>`.
///
/// The size is bounded: at most `rowLimit` table rows in the whole document (scenes in the order
/// given), then a count of the changes left out. Add each scene with a `SceneReport` (or `add`),
/// then `write` once: only the rows that can be shown are kept (listing every change), or the
/// groups (`DiffGrouper`: a row per group, the largest moves being the biggest move groups).
public final class DiffMarkdown {
    /// Table rows in the whole document.
    public let rowLimit: Int
    /// Rows of each scene's "largest moves" table.
    public let largestMoves: Int
    /// One row per change (`--ungrouped`), instead of grouping equal changes.
    public let listsEveryChange: Bool
    private var sections: [String] = []
    private var rowsLeft: Int
    private var scenes = 0
    private var changedScenes = 0
    private var changes = 0
    private var breaking = 0
    private var failedScenes = 0
    private var runFailed = false
    private var errorRowsLeft: Int

    public init(rowLimit: Int = 200, largestMoves: Int = 10, listsEveryChange: Bool = false) {
        self.rowLimit = rowLimit
        self.largestMoves = largestMoves
        self.listsEveryChange = listsEveryChange
        rowsLeft = rowLimit
        errorRowsLeft = rowLimit
    }

    /// Adds one scene whose changes are all known.
    public func add(_ diff: SceneDiff) {
        var report = sceneReport()
        for viewport in diff.viewports { report.add(ComparedViewport(viewport)) }
        report.finish(diff.summary)
    }

    /// The report of the next scene, fed viewport by viewport; `finish` adds its section.
    /// `grouper` groups its changes unless the document lists every change.
    public func sceneReport(grouper: DiffGrouper = DiffGrouper()) -> SceneReport {
        SceneReport(document: self, rows: rowsLeft, grouper: listsEveryChange ? nil : grouper)
    }

    /// One scene's section. Of each viewport it keeps only what the section may show: the largest
    /// moves so far, and the first breaking and other changes up to the rows left in the document.
    /// (Enough of the others: those among the largest moves are left out of their table, but
    /// their rows in the moves table come first.)
    public struct SceneReport: SceneDiffReport {
        typealias Move = (magnitude: Double, viewport: Int, change: Int, description: ChangeDescription?)
        private let document: DiffMarkdown
        private let rows: Int
        private var viewports = 0
        private var breakingRows: [ChangeDescription] = []
        private var breakingCount = 0
        private var moves: [Move] = []
        private var rest: [(key: Int, description: ChangeDescription)] = []
        private var restCount = 0
        private var grouper: DiffGrouper?

        init(document: DiffMarkdown, rows: Int, grouper: DiffGrouper?) {
            self.document = document
            self.rows = rows
            self.grouper = grouper
        }

        public mutating func add(_ compared: ComparedViewport) {
            let viewport = compared.changes
            if grouper != nil {
                grouper?.add(viewport)
                return
            }
            let v = viewports
            viewports += 1
            for (k, change) in viewport.changes.enumerated() where change.kind.isMove {
                DiffMarkdown.keepLargest(&moves, (change.magnitude, v, k, nil), limit: document.largestMoves)
            }
            for i in moves.indices where moves[i].viewport == v {
                moves[i].description = viewport.describe(viewport.changes[moves[i].change])
            }
            // Every change once, in report order: the breaking ones, then the rest.
            for k in viewport.reportOrder().lazy.map(Int.init) {
                let change = viewport.changes[k]
                if change.kind.isBreaking {
                    breakingCount += 1
                    if breakingRows.count < rows { breakingRows.append(viewport.describe(change)) }
                } else {
                    restCount += 1
                    if rest.count < rows { rest.append((DiffMarkdown.key(v, k), viewport.describe(change))) }
                }
            }
        }

        /// Adds the section to the document (`DiffMarkdown.write` writes it, after the summary
        /// line that needs every scene's totals): `out` is not written.
        public mutating func finish(_ summary: SceneDiffSummary, to out: inout DiffOutput) {
            finish(summary)
        }

        mutating func finish(_ diff: SceneDiffSummary) {
            if let lines = grouper?.lines() { return document.addGroupedSection(diff, lines: lines) }
            let shownMoves = Set(moves.map { DiffMarkdown.key($0.viewport, $0.change) })
            let others = rest.lazy.filter { !shownMoves.contains($0.key) }.map(\.description)
            document.addSection(diff, breaking: (breakingRows, breakingCount), moves: moves.compactMap(\.description), rest: (Array(others), restCount - moves.count))
        }
    }

    /// One scene's section: `breaking` and `rest` are the first rows of each list and the list's
    /// length, `moves` the largest moves.
    func addSection(_ diff: SceneDiffSummary, breaking: (rows: [ChangeDescription], total: Int), moves: [ChangeDescription], rest: (rows: [ChangeDescription], total: Int)) {
        var out = sectionHeading(diff)

        var omitted = 0
        let renamed = diff.renamed.map { [$0] } ?? []
        // A table is written while the document's budget lasts; past it, its rows are counted.
        func section(_ heading: String, _ header: String, total: Int, rows: [ChangeDescription], row: (ChangeDescription) -> String) {
            guard total > 0 else { return }
            guard rowsLeft > 0 else {
                omitted += total
                return
            }
            out += (heading.isEmpty ? "" : heading + "\n\n") + header + "\n"
            let shown = rows.prefix(rowsLeft)
            for d in shown { out += row(d) + "\n" }
            rowsLeft -= shown.count
            omitted += total - shown.count
            out += "\n"
        }
        section("**Breaking changes**", "| viewport | change |\n|---|---|", total: renamed.count + breaking.total,
                rows: renamed + breaking.rows, row: Self.changeRow)
        section("**Largest moves**", "| viewport | anchor | target | container | before | after | move |\n|---|---|---|---|--:|--:|--:|", total: moves.count,
                rows: moves, row: Self.moveRow)
        let noun = breaking.total == 0 && renamed.isEmpty && moves.isEmpty ? "change" : "more change"
        let folded = rowsLeft > 0 && rest.total > 0
        if folded { out += "<details><summary>\(Self.count(rest.total, noun))</summary>\n\n" }
        section("", "| viewport | change |\n|---|---|", total: rest.total, rows: rest.rows, row: Self.changeRow)
        if folded { out += "</details>\n\n" }
        out += notes(diff.notes)
        if omitted > 0 {
            out += "… and \(Self.count(omitted, "more change")) not shown (run `snapline diff` for the whole list).\n\n"
        }
        sections.append(out)
    }

    /// Counts the scene in the totals; its heading and its versions.
    func sectionHeading(_ diff: SceneDiffSummary, lines: Int? = nil) -> String {
        scenes += 1
        changes += diff.changeCount
        self.breaking += diff.breakingCount
        if diff.changeCount > 0 { changedScenes += 1 }
        var out = "### \(Self.code(diff.after?.scene ?? diff.before?.scene ?? "")): "
        out += diff.changeCount == 0 ? "no changes" : "\(Self.count(diff.changeCount, "change")), \(diff.breakingCount) breaking"
        if let lines, lines < diff.changeCount { out += ", in \(Self.count(lines, "row"))" }
        out += "\n\n\(diff.before.map { Self.code($0.file) } ?? "(none)") → \(diff.after.map { Self.code($0.file) } ?? "(none)")\n\n"
        return out
    }

    /// Takes up to `wanted` rows of the document's budget.
    func takeRows(_ wanted: Int) -> Int {
        let n = min(max(wanted, 0), rowsLeft)
        rowsLeft -= n
        return n
    }

    func appendSection(_ text: String) { sections.append(text) }

    /// A scene that could not be compared, or a failure of the run: a section in the order the
    /// scenes come, with a table of its errors (at most `rowLimit` error rows in the document,
    /// the rest counted), and the summary line says so.
    public func add(_ failure: DiffFailure) {
        if failure.isRunFailure { runFailed = true } else { failedScenes += 1 }
        var out = "### " + failure.heading(Self.code) + "\n\n"
        if !failure.isRunFailure {
            out += "\(failure.before.map { Self.code($0.file) } ?? "(none)") → \(failure.after.map { Self.code($0.file) } ?? "(none)")\n\n"
        }
        let shown = failure.errors.prefix(errorRowsLeft)
        if !shown.isEmpty {
            out += "| file | line | column | error | code |\n|---|--:|--:|---|---|\n"
            for error in shown {
                let line = error.location.map { (String($0.line), String($0.column)) } ?? ("", "")
                out += "| \(error.file.map(Self.code) ?? "") | \(line.0) | \(line.1) | \(Self.text(error.message)) | \(Self.code(error.code.rawValue)) |\n"
            }
            out += "\n"
            errorRowsLeft -= shown.count
        }
        if shown.count < failure.errors.count {
            out += "… and \(Self.count(failure.errors.count - shown.count, "more error")) not shown (run `snapline diff` for the whole list).\n\n"
        }
        sections.append(out)
    }

    /// The summary line and every scene's section. With failures it starts with them
    /// (`errors in 1 scene; 2 scenes compared, …`), so a failed run never reads as clean.
    public func write(to out: inout DiffOutput) {
        out.write("## Snapline diff: ")
        if failedScenes > 0 || runFailed {
            let failures = [runFailed ? "the run failed" : nil, failedScenes > 0 ? "errors in \(Self.count(failedScenes, "scene"))" : nil]
            out.write(failures.compactMap { $0 }.joined(separator: ", ") + "; \(Self.count(scenes, "scene")) compared, ")
            if scenes > 0 { out.write("\(changedScenes) changed, ") }
        } else if scenes != 1 {
            out.write("\(Self.count(scenes, "scene")), \(changedScenes) changed, ")
        }
        out.write(changes == 0 ? "no changes\n\n" : "\(Self.count(changes, "change")), \(breaking) breaking\n\n")
        for section in sections { out.write(section) }
    }

    private static func key(_ viewport: Int, _ change: Int) -> Int { viewport << 32 | change }

    static func changeRow(_ d: ChangeDescription) -> String {
        var plain = d
        plain.viewport = nil
        return "| \(d.viewport ?? "") | \(text(DiffText.line(plain))) |"
    }

    static func moveRow(_ d: ChangeDescription) -> String {
        guard case .numbers(let a, let b) = d.values else { return changeRow(d) }
        let delta = b - a
        let anchor = d.kind == .rangeChanged ? "(range)" : code(d.anchor ?? "")
        return "| \(d.viewport ?? "") | \(anchor) | \(text(d.target ?? "")) | \(code(d.container ?? "")) | \(DiffText.number(a)) | \(DiffText.number(b)) | \(delta < 0 ? "" : "+")\(DiffText.number(delta)) |"
    }

    /// Keeps the `limit` largest moves, largest first (ties: the earlier change first; moves are
    /// offered in order).
    static func keepLargest(_ list: inout [SceneReport.Move], _ move: SceneReport.Move, limit: Int) {
        guard limit > 0, list.count < limit || move.magnitude > list[list.count - 1].magnitude else { return }
        let at = list.firstIndex { $0.magnitude < move.magnitude } ?? list.count
        list.insert(move, at: at)
        if list.count > limit { list.removeLast() }
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    /// Markdown text with its punctuation escaped (ids and labels may hold any character).
    static func text(_ s: String) -> String {
        var out = ""
        for c in ReportText.terminal(s) {
            if c == "\n" || c == "\r" {
                out.append(" ")
            } else {
                if "\\`*_[]<>|#~&!".contains(c) { out.append("\\") }
                out.append(c)
            }
        }
        return out
    }

    /// A code span (an id or a file name); a pipe is escaped for the table it may sit in.
    static func code(_ s: String) -> String {
        var flat = ""
        for c in ReportText.terminal(s) { flat += c == "\n" || c == "\r" ? " " : c == "|" ? "\\|" : String(c) }
        guard !flat.contains("`") else { return text(s) }
        return "`" + flat + "`"
    }
}
