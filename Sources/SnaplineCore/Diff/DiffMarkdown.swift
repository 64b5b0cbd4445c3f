/// The diff as GitHub-flavoured Markdown, for a job summary (`$GITHUB_STEP_SUMMARY`) or a pull
/// request comment: a summary line, then per scene a heading, a table of its breaking changes, a
/// table of its largest moves and the rest folded in `<details>`.
///
/// The size is bounded: at most `rowLimit` table rows in the whole document (scenes in the order
/// given), then a count of the changes left out. Add scenes with `add`, then `write` once.
public struct DiffMarkdown {
    /// Table rows in the whole document.
    public var rowLimit: Int
    /// Rows of each scene's "largest moves" table.
    public var largestMoves: Int
    private var sections: [String] = []
    private var rowsLeft: Int
    private var scenes = 0
    private var changedScenes = 0
    private var changes = 0
    private var breaking = 0

    public init(rowLimit: Int = 200, largestMoves: Int = 10) {
        self.rowLimit = rowLimit
        self.largestMoves = largestMoves
        rowsLeft = rowLimit
    }

    /// Adds one scene's section (kept until `write`: it is bounded by the row limit).
    public mutating func add(_ diff: SceneDiff) {
        scenes += 1
        changes += diff.changeCount
        breaking += diff.breakingCount
        if diff.changeCount > 0 { changedScenes += 1 }
        var out = "### \(Self.code(diff.after?.scene ?? diff.before?.scene ?? "")): "
        out += diff.changeCount == 0 ? "no changes\n\n" : "\(Self.count(diff.changeCount, "change")), \(diff.breakingCount) breaking\n\n"
        out += "\(diff.before.map { Self.code($0.file) } ?? "(none)") → \(diff.after.map { Self.code($0.file) } ?? "(none)")\n\n"

        // Every change once: breaking ones, the largest moves, then the rest in report order.
        var breakingRows: [(viewport: Int, change: Int)] = []
        var rest: [(viewport: Int, change: Int)] = []
        var moves: [(magnitude: Double, viewport: Int, change: Int)] = []
        for (v, viewport) in diff.viewports.enumerated() {
            for (k, change) in viewport.changes.enumerated() where change.kind.isMove {
                Self.keepLargest(&moves, (change.magnitude, v, k), limit: largestMoves)
            }
        }
        let shownMoves = Set(moves.map { Self.key($0.viewport, $0.change) })
        for (v, viewport) in diff.viewports.enumerated() {
            for k in viewport.reportOrder().lazy.map(Int.init) where !shownMoves.contains(Self.key(v, k)) {
                if viewport.changes[k].kind.isBreaking {
                    breakingRows.append((v, k))
                } else {
                    rest.append((v, k))
                }
            }
        }
        func describe(_ at: (viewport: Int, change: Int)) -> ChangeDescription {
            diff.viewports[at.viewport].describe(diff.viewports[at.viewport].changes[at.change])
        }
        var omitted = 0
        let renamed = diff.renamed.map { [$0] } ?? []
        // A table is written while the document's budget lasts; past it, its rows are counted.
        func section(_ heading: String, _ header: String, total: Int, rows: () -> [ChangeDescription], row: (ChangeDescription) -> String) {
            guard total > 0 else { return }
            guard rowsLeft > 0 else {
                omitted += total
                return
            }
            out += (heading.isEmpty ? "" : heading + "\n\n") + header + "\n"
            let shown = rows().prefix(rowsLeft)
            for d in shown { out += row(d) + "\n" }
            rowsLeft -= shown.count
            omitted += total - shown.count
            out += "\n"
        }
        section("**Breaking changes**", "| viewport | change |\n|---|---|", total: renamed.count + breakingRows.count,
                rows: { renamed + breakingRows.prefix(rowsLeft).map(describe) }, row: Self.changeRow)
        section("**Largest moves**", "| viewport | anchor | target | container | before | after | move |\n|---|---|---|---|--:|--:|--:|", total: moves.count,
                rows: { moves.prefix(rowsLeft).map { describe(($0.viewport, $0.change)) } }, row: Self.moveRow)
        let noun = breakingRows.isEmpty && renamed.isEmpty && moves.isEmpty ? "change" : "more change"
        let folded = rowsLeft > 0 && !rest.isEmpty
        if folded { out += "<details><summary>\(Self.count(rest.count, noun))</summary>\n\n" }
        section("", "| viewport | change |\n|---|---|", total: rest.count, rows: { rest.prefix(rowsLeft).map(describe) }, row: Self.changeRow)
        if folded { out += "</details>\n\n" }
        if omitted > 0 {
            out += "… and \(Self.count(omitted, "more change")) not shown (run `snapline diff` for the whole list).\n\n"
        }
        sections.append(out)
    }

    /// The summary line and every scene's section.
    public func write(to out: inout DiffOutput) {
        out.write("## Snapline diff: ")
        if scenes != 1 { out.write("\(Self.count(scenes, "scene")), \(changedScenes) changed, ") }
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

    /// Keeps the `limit` largest moves, largest first (ties: the earlier change first).
    static func keepLargest(_ list: inout [(magnitude: Double, viewport: Int, change: Int)], _ move: (magnitude: Double, viewport: Int, change: Int), limit: Int) {
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
