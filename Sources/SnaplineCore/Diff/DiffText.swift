/// Text for people: a heading per scene, then its changes: the breaking ones first (marked
/// `BREAKING`), then the other changes that are not moves, then the moves, biggest first, then
/// notes (a node's value that changed where a `when` entry overrides it). By default equal
/// changes are grouped (`DiffGrouper`: one line for the instances of a `repeat` and the
/// viewports where it reads the same); `listsEveryChange` writes one line per change instead,
/// each viewport's other changes after all breaking ones:
///
///     phone  section-7 top  menu 2600 → 2640 (+40)
public struct DiffText {
    /// One line per change (`--ungrouped`), instead of grouping equal changes.
    public var listsEveryChange: Bool

    public init(listsEveryChange: Bool = false) {
        self.listsEveryChange = listsEveryChange
    }

    /// Writes the report of `diff` to `out`, a piece at a time.
    public func write(_ diff: SceneDiff, to out: inout DiffOutput) throws(FileError) {
        var report = listsEveryChange ? SceneReport() : SceneReport(grouper: DiffGrouper())
        for viewport in diff.viewports { report.add(ComparedViewport(viewport)) }
        try report.finish(diff.summary, to: &out)
    }

    /// One scene's text, viewport by viewport. Listing every change, each viewport's breaking
    /// lines and its other lines are put aside as it is added (two spools) and written after the
    /// heading by `finish`; grouping, the groups are kept (`DiffGrouper`) and written by `finish`.
    public struct SceneReport: SceneDiffReport {
        private var breaking: DiffSpool
        private var rest: DiffSpool
        private var grouper: DiffGrouper?

        /// One line per change.
        public init() { self.init(spoolLimit: DiffSpool.memoryLimit) }

        /// Equal changes grouped by `grouper`.
        public init(grouper: DiffGrouper) {
            self.init(spoolLimit: DiffSpool.memoryLimit)
            self.grouper = grouper
        }

        init(spoolLimit: Int) {
            breaking = DiffSpool(memoryLimit: spoolLimit)
            rest = DiffSpool(memoryLimit: spoolLimit)
        }

        public mutating func add(_ viewport: ComparedViewport) {
            let changes = viewport.changes
            if grouper != nil {
                grouper?.add(changes)
                return
            }
            // Labels may hold any character: a line is shown with controls escaped (`\u{1B}`).
            for change in changes.changes where change.kind.isBreaking {
                breaking.out.line("BREAKING  " + DiffText.line(changes.describe(change)))
            }
            let scene = changes.after  // once: a copy of the scene per change retains all of it
            for index in changes.reportOrder() where !changes.changes[Int(index)].kind.isBreaking {
                DiffText.write(changes.changes[Int(index)], of: changes, scene: scene, to: &rest.out)
            }
        }

        /// The heading, the breaking changes of every viewport, then each viewport's other changes
        /// (or the groups), then the notes.
        public mutating func finish(_ summary: SceneDiffSummary, to out: inout DiffOutput) throws(FileError) {
            let lines = grouper?.lines()
            out.write(path: DiffText.heading(summary, lines: lines?.count))
            out.write("\n")
            if let renamed = summary.renamed { out.line("BREAKING  " + DiffText.line(renamed)) }
            if let lines {
                for line in lines { out.line(DiffText.line(line)) }
            } else {
                try breaking.copy(to: &out)
                try rest.copy(to: &out)
            }
            for note in summary.notes { out.line(DiffText.line(note)) }
        }
    }

    /// `before.scene.yaml → after.scene.yaml (StoreMenu): 3 changes, 1 breaking`; with `lines`
    /// (the grouped lines, when fewer than the changes) `70 changes, 0 breaking, in 2 lines`.
    /// The counts are of the full list (`--ungrouped`, JSON): a change is one thing in one
    /// viewport (a rename is an anchor removed, breaking, and one added).
    public static func heading(_ diff: SceneDiffSummary, lines: Int? = nil) -> String {
        let names = [diff.before?.scene, diff.after?.scene].compactMap { $0 }
        let scene = names.count == 2 && names[0] == names[1] ? names[0] : names.joined(separator: " → ")
        var text = "\(diff.before?.file ?? "(none)") → \(diff.after?.file ?? "(none)") (\(scene)): "
        let count = diff.changeCount
        text += count == 0 ? "no changes" : "\(count) change\(count == 1 ? "" : "s"), \(diff.breakingCount) breaking"
        let shown = (lines ?? count) + (diff.renamed == nil ? 0 : 1)
        if shown < count { text += ", in \(shown) line\(shown == 1 ? "" : "s")" }
        return text
    }

    /// A grouped line, as `line` writes a change: `BREAKING  phone, tablet  …`.
    public static func line(_ group: DiffGroupLine) -> String {
        let viewports = group.viewports.joined(separator: ", ")
        return (group.isBreaking ? "BREAKING  " : "") + ReportText.neutralized(ReportText.terminal(viewports + "  " + group.text)).line
    }

    /// A note: `note  header height 200 → 208 does not apply in …`.
    public static func line(_ note: WhenOverrideNote) -> String {
        "note  " + ReportText.neutralized(ReportText.terminal(note.text)).line
    }

    /// One change that is not breaking, as `line` writes it (moves without building strings);
    /// `scene` is `viewport.after`.
    static func write(_ change: TableChange, of viewport: ViewportChanges, scene: Scene?, to out: inout DiffOutput) {
        guard change.kind == .offsetChanged, let scene else {
            out.line(line(viewport.describe(change)))
            return
        }
        let node = Int(change.node)
        out.write(viewport.viewport)
        out.write("  ")
        out.write(scene.id(of: node) ?? "")
        out.write(" ")
        out.write(ReportText.terminal(scene.anchors(ofNode: node)[Int(change.target)].name))
        out.write("  ")
        out.write(viewport.afterContainers[Int(change.container)])
        out.write(" ")
        out.write(number: change.before)
        out.write(" → ")
        out.write(number: change.after)
        let delta = change.after - change.before
        out.write(delta < 0 ? " (" : " (+")
        out.write(number: delta)
        out.write(")\n")
    }

    /// One change, without the breaking mark, safe for a terminal and never opening a workflow
    /// command.
    public static func line(_ d: ChangeDescription) -> String {
        ReportText.neutralized(ReportText.terminal(rawLine(d))).line
    }

    static func rawLine(_ d: ChangeDescription) -> String {
        let viewport = d.viewport.map { $0 + "  " } ?? ""
        let anchor = d.anchor ?? ""
        let target = d.target ?? ""
        let container = d.container ?? ""
        switch d.kind {
        case .sceneRenamed:
            if case .names(let a, let b) = d.values { return "scene renamed \(a) → \(b)" }
            return "scene renamed"
        case .viewportAdded: return viewport + "viewport added"
        case .viewportRemoved: return viewport + "viewport removed"
        case .containerAdded: return viewport + "container \(container) added"
        case .containerRemoved: return viewport + "container \(container) removed"
        case .stopsChanged:
            guard case .stops(let a, let b) = d.values else { return viewport + "\(container) stops changed" }
            return viewport + "\(container) stops \(stops(a)) → \(stops(b))"
        case .rangeChanged: return viewport + "\(container) range " + move(d.values)
        case .anchorAdded: return viewport + "\(anchor) added"
        case .anchorRemoved: return viewport + "\(anchor) removed"
        case .targetAdded: return viewport + "\(anchor) \(target) added"
        case .targetRemoved: return viewport + "\(anchor) \(target) removed"
        case .chainChanged: return viewport + "\(anchor) \(target)  chain of containers changed"
        case .offsetChanged: return viewport + "\(anchor) \(target)  \(container) " + move(d.values)
        }
    }

    /// `2600 → 2640 (+40)`.
    static func move(_ values: ChangeDescription.Values) -> String {
        guard case .numbers(let a, let b) = values else { return "" }
        let delta = b - a
        return "\(number(a)) → \(number(b)) (\(delta < 0 ? "" : "+")\(number(delta)))"
    }

    /// Stops shown in a line before the rest are counted.
    static let listedStops = 12

    static func stops(_ list: [Double]) -> String {
        let shown = list.prefix(listedStops).map(number).joined(separator: ", ")
        return "[" + shown + (list.count > listedStops ? ", … \(list.count - listedStops) more" : "") + "]"
    }

    /// A number for people: to hundredths (a move smaller than that keeps its digits).
    static func number(_ v: Double) -> String {
        let rounded = abs(v) < 1e13 ? (v * 100).rounded() / 100 : v
        return MessageNumber.format(rounded == 0 && v != 0 ? v : rounded)
    }
}

extension ViewportChanges {
    /// The positions of the changes in the order people read them: breaking ones first (in table
    /// order), then the others that are not moves (table order), then the moves, biggest first
    /// (ties in table order).
    public func reportOrder() -> [Int32] {
        func rank(_ c: TableChange) -> Int { c.kind.isBreaking ? 0 : c.kind.isMove ? 2 : 1 }
        return (0 ..< Int32(changes.count)).sorted { i, j in
            let (a, b) = (changes[Int(i)], changes[Int(j)])
            if rank(a) != rank(b) { return rank(a) < rank(b) }
            if a.kind.isMove && a.magnitude != b.magnitude { return a.magnitude > b.magnitude }
            return i < j
        }
    }
}
