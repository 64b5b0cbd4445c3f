import Testing
@testable import SnaplineCore
@testable import SnaplineLayout

/// Reports written viewport by viewport: the differ hands each viewport on as it is compared,
/// reports put the lines aside (in memory, then in a temporary file) until the totals are known,
/// and the markdown report keeps only the rows it can show.
@Suite struct DiffStreamingTests {
    static let viewports = "[{name: phone, width: 390, height: 844}, {name: tablet, width: 820, height: 1180}, {name: wide, width: 1200, height: 700}]"

    /// Three viewports, each with moves of several sizes (header 200 -> 240 and spacing 0 -> 10:
    /// section i moves 40 + 10 (i + 1) where not clamped), one anchor renamed (breaking) and the
    /// `wide` viewport only in the after version.
    static func diff(renamingTheHeader: Bool = true) throws -> SceneDiff {
        let before = menuScene(repeats: 4, viewports: "[{name: phone, width: 390, height: 844}, {name: tablet, width: 820, height: 1180}]")
        let after = menuScene(header: 240, repeats: 4, spacing: 10, viewports: viewports)
            .replacingOccurrences(of: "- item: header", with: renamingTheHeader ? "- item: masthead" : "- item: header")
        return try sceneDiff(before, after)
    }

    @Test func viewportsAreHandedOnInOrderWithTheirTotals() throws {
        let compiler = Compiler()
        var beforeDiagnostics = Diagnostics()
        var afterDiagnostics = Diagnostics()
        let old = try #require(compiler.decode(Array(menuScene(viewports: Self.viewports).utf8), diagnostics: &beforeDiagnostics))
        let new = try #require(compiler.decode(Array(menuScene(header: 240, viewports: Self.viewports).utf8), diagnostics: &afterDiagnostics))
        var differ = SceneDiffer(compiler: compiler)
        differ.keepsCompiledViewports = true
        var seen: [(String, Int, Bool)] = []
        let summary = differ.compare(before: ("a", old), after: ("b", new), beforeDiagnostics: &beforeDiagnostics, afterDiagnostics: &afterDiagnostics) {
            seen.append(($0.changes.viewport, $0.changes.changes.count, $0.before != nil && $0.after != nil))
        }
        // Every viewport: the range and three sections move by 40 (in `wide`, 1200 x 700, the
        // range 2500 -> 2540, sections at 200, 1200, 2200 then 2500 clamped: section-2 2200 -> 2240).
        #expect(seen.map(\.0) == ["phone", "tablet", "wide"])
        #expect(seen.map(\.1) == [4, 4, 4])
        #expect(seen.allSatisfy { $0.2 }, "the compiled viewports are handed on when asked for")
        #expect(summary?.changeCount == 12)
        #expect(summary?.breakingCount == 0)
    }

    @Test func spooledOutputGivesBackWhatItHeldFromMemoryOrItsFile() throws {
        let pieces = (0 ..< 50).map { k in [UInt8]("piece \(k) ".utf8) }
        for limit in [1 << 20, 16] {
            let spool = SpooledOutput(memoryLimit: limit, name: "test")
            for piece in pieces { piece.withUnsafeBytes { spool.write($0) } }
            #expect(spool.isSpooled == (limit == 16))
            var back: [UInt8] = []
            try spool.drain { back.append(contentsOf: $0) }
            #expect(back == pieces.flatMap { $0 })
        }
    }

    @Test func textAndJSONAreTheSameWhenTheirLinesGoThroughATemporaryFile() throws {
        let diff = try Self.diff()
        func render(_ limit: Int?) throws -> (text: String, json: String) {
            var text = DiffText.SceneReport(spoolLimit: limit ?? 4 << 20)
            var json = DiffJSON.SceneReport(diff.summary, spoolLimit: limit ?? 4 << 20)
            for viewport in diff.viewports {
                text.add(ComparedViewport(viewport))
                json.add(ComparedViewport(viewport))
            }
            var result = ("", "")
            var out = DiffOutput(text: { result.0 += $0 })
            try text.finish(diff.summary, to: &out)
            out.flush()
            out = DiffOutput(text: { result.1 += $0 })
            try json.finish(diff.summary, to: &out)
            out.flush()
            return result
        }
        let inMemory = try render(nil)
        let throughFiles = try render(32)
        #expect(throughFiles.text == inMemory.text)
        #expect(throughFiles.json == inMemory.json)
        // The header renamed `masthead` in phone and tablet: breaking, first, whatever the viewport.
        let lines = inMemory.text.split(separator: "\n").map(String.init)
        #expect(lines.count == diff.changeCount + 1)
        #expect(lines[1 ... 2] == ["BREAKING  phone  header removed", "BREAKING  tablet  header removed"])
        #expect(lines.last == "wide  viewport added")
        #expect(inMemory.json.components(separatedBy: "\"kind\"").count == diff.changeCount + 1)
    }

    @Test func markdownKeepsOnlyTheRowsItShowsButWritesWhatTheWholeListWould() throws {
        for diff in [try Self.diff(), try Self.diff(renamingTheHeader: false)] {
            for rowLimit in 0 ... 16 {
                for largestMoves in 0 ... 3 {
                    let markdown = DiffMarkdown(rowLimit: rowLimit, largestMoves: largestMoves, listsEveryChange: true)
                    markdown.add(diff)
                    markdown.add(diff)  // the second scene gets the rows the first left
                    var text = ""
                    var out = DiffOutput(text: { text += $0 })
                    markdown.write(to: &out)
                    out.flush()
                    var rowsLeft = rowLimit
                    let expected = "## Snapline diff: 2 scenes, 2 changed, \(2 * diff.changeCount) changes, \(2 * diff.breakingCount) breaking\n\n"
                        + Self.section(diff, rowsLeft: &rowsLeft, largestMoves: largestMoves)
                        + Self.section(diff, rowsLeft: &rowsLeft, largestMoves: largestMoves)
                    #expect(text == expected, "rows \(rowLimit), moves \(largestMoves)")
                }
            }
        }
    }

    /// A scene's markdown section from the whole change list: every change sorted into the three
    /// tables first, then as many rows as the budget allows.
    static func section(_ diff: SceneDiff, rowsLeft: inout Int, largestMoves: Int) -> String {
        var all: [(key: Int, change: TableChange, description: ChangeDescription)] = []
        for (v, viewport) in diff.viewports.enumerated() {
            for k in viewport.reportOrder().map(Int.init) {
                all.append((v << 32 | k, viewport.changes[k], viewport.describe(viewport.changes[k])))
            }
        }
        // Largest first; among equals, the earlier viewport, then the earlier change.
        let moves = all.filter(\.change.kind.isMove).sorted { $0.change.magnitude != $1.change.magnitude ? $0.change.magnitude > $1.change.magnitude : $0.key < $1.key }.prefix(largestMoves)
        let shown = Set(moves.map(\.key))
        let breaking = (diff.renamed.map { [$0] } ?? []) + all.filter(\.change.kind.isBreaking).map(\.description)
        let rest = all.filter { !$0.change.kind.isBreaking && !shown.contains($0.key) }.map(\.description)
        var out = "### `Menu`: \(diff.changeCount) changes, \(diff.breakingCount) breaking\n\n`before.scene.yaml` → `after.scene.yaml`\n\n"
        var omitted = 0
        func table(_ heading: String, _ header: String, _ rows: [ChangeDescription], _ row: (ChangeDescription) -> String) {
            guard !rows.isEmpty else { return }
            guard rowsLeft > 0 else { return omitted += rows.count }
            out += heading + header + "\n" + rows.prefix(rowsLeft).map { row($0) + "\n" }.joined() + "\n"
            omitted += max(0, rows.count - rowsLeft)
            rowsLeft -= min(rowsLeft, rows.count)
        }
        table("**Breaking changes**\n\n", "| viewport | change |\n|---|---|", breaking, DiffMarkdown.changeRow)
        table("**Largest moves**\n\n", "| viewport | anchor | target | container | before | after | move |\n|---|---|---|---|--:|--:|--:|", moves.map(\.description), DiffMarkdown.moveRow)
        let folded = rowsLeft > 0 && !rest.isEmpty
        if folded { out += "<details><summary>\(rest.count) \(breaking.isEmpty && moves.isEmpty ? "change" : "more change")\(rest.count == 1 ? "" : "s")</summary>\n\n" }
        table("", "| viewport | change |\n|---|---|", rest, DiffMarkdown.changeRow)
        if folded { out += "</details>\n\n" }
        if omitted > 0 { out += "… and \(omitted) more change\(omitted == 1 ? "" : "s") not shown (run `snapline diff` for the whole list).\n\n" }
        return out
    }
}
