extension DiffMarkdown {
    /// One scene's section from its grouped lines (`DiffGrouper`): its breaking rows (the scene's
    /// rename first), the `largestMoves` biggest move groups, the other rows folded in
    /// `<details>`, then the notes (`when` entries that keep a changed value from applying). The
    /// rows come out of the document's budget; the changes of rows left out are counted.
    func addGroupedSection(_ diff: SceneDiffSummary, lines: [DiffGroupLine]) {
        let renamed = diff.renamed.map { DiffGroupLine(isBreaking: true, isMove: false, viewports: [], text: DiffText.rawLine($0), changes: 1) }
        var out = sectionHeading(diff, lines: lines.count + (renamed == nil ? 0 : 1))
        let breaking = (renamed.map { [$0] } ?? []) + lines.filter(\.isBreaking)
        let moves = lines.filter { !$0.isBreaking && $0.isMove }
        let largest = Array(moves.prefix(largestMoves))
        let rest = lines.filter { !$0.isBreaking && !$0.isMove } + moves.dropFirst(largestMoves)
        var omitted = 0
        func table(_ heading: String, _ rows: [DiffGroupLine], folded: Bool) {
            guard !rows.isEmpty else { return }
            let shown = takeRows(rows.count)
            omitted += rows.dropFirst(shown).reduce(0) { $0 + $1.changes }
            guard shown > 0 else { return }
            out += folded ? "<details><summary>\(heading)</summary>\n\n" : heading + "\n\n"
            out += "| viewport | change |\n|---|---|\n"
            for line in rows.prefix(shown) {
                out += "| \(Self.text(line.viewports.joined(separator: ", "))) | \(Self.text(line.text)) |\n"
            }
            out += folded ? "\n</details>\n\n" : "\n"
        }
        table("**Breaking changes**", breaking, folded: false)
        table("**Largest moves**", largest, folded: false)
        let restChanges = rest.reduce(0) { $0 + $1.changes }
        table(Self.count(restChanges, breaking.isEmpty && largest.isEmpty ? "change" : "more change"), rest, folded: true)
        out += notes(diff.notes)
        if omitted > 0 {
            out += "… and \(Self.count(omitted, "more change")) not shown (run `snapline diff` for the whole list).\n\n"
        }
        appendSection(out)
    }

    /// The notes (`when` entries that keep a changed value from applying) as a list, a row of the
    /// budget each; those left out are counted.
    func notes(_ notes: [WhenOverrideNote]) -> String {
        let shown = takeRows(notes.count)
        var out = ""
        if shown > 0 {
            out += "**Notes**\n\n"
            for note in notes.prefix(shown) { out += "- \(Self.text(note.text))\n" }
            out += "\n"
        }
        if shown < notes.count {
            out += "… and \(Self.count(notes.count - shown, "more note")) not shown.\n\n"
        }
        return out
    }
}
