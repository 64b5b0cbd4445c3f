/// The diff for tools: one JSON object per scene (`"format": "snapline-diff"`), its changes in
/// table order (the scene's rename, then each viewport's changes), one change per line. Numbers
/// are written as in the table (shortest round-trip digits).
public struct DiffJSON {
    public init() {}

    public func write(_ diff: SceneDiff, to out: inout DiffOutput) throws(FileError) {
        var report = SceneReport(diff.summary)
        for viewport in diff.viewports { report.add(ComparedViewport(viewport)) }
        try report.finish(diff.summary, to: &out)
    }

    /// One scene's object, viewport by viewport: the changes are put aside as each viewport is
    /// added, and written after the head (which says whether they are breaking) by `finish`.
    public struct SceneReport: SceneDiffReport {
        private var changes: DiffSpool
        private var first = true

        /// `versions`: the scene's two versions (the rename is the first change).
        public init(_ versions: SceneDiffSummary) { self.init(versions, spoolLimit: DiffSpool.memoryLimit) }

        init(_ versions: SceneDiffSummary, spoolLimit: Int) {
            changes = DiffSpool(memoryLimit: spoolLimit)
            if let renamed = versions.renamed { change(renamed) }
        }

        private mutating func separate() {
            changes.out.write(first ? "\n    " : ",\n    ")
            first = false
        }

        private mutating func change(_ d: ChangeDescription) {
            separate()
            changes.out.write(DiffJSON.object(d))
        }

        public mutating func add(_ compared: ComparedViewport) {
            let viewport = compared.changes
            let after = viewport.after  // once: a copy of the scene per change retains all of it
            for c in viewport.changes {
                guard c.kind == .offsetChanged, let scene = after else {
                    change(viewport.describe(c))
                    continue
                }
                // The moves, most of a large change set, without building strings.
                separate()
                let node = Int(c.node)
                changes.out.write("{\"kind\": \"offset-changed\", \"viewport\": ")
                changes.out.write(quoted: viewport.viewport)
                changes.out.write(", \"anchor\": ")
                changes.out.write(quoted: scene.id(of: node) ?? "")
                changes.out.write(", \"target\": ")
                changes.out.write(quoted: scene.anchors(ofNode: node)[Int(c.target)].name)
                changes.out.write(", \"container\": ")
                changes.out.write(quoted: viewport.afterContainers[Int(c.container)])
                changes.out.write(", \"before\": ")
                changes.out.write(json: c.before)
                changes.out.write(", \"after\": ")
                changes.out.write(json: c.after)
                changes.out.write("}")
            }
        }

        public mutating func finish(_ summary: SceneDiffSummary, to out: inout DiffOutput) throws(FileError) {
            out.line("{")
            out.line("  \"format\": \"snapline-diff\",")
            out.line("  \"version\": 1,")
            out.line("  \"before\": \(DiffJSON.version(summary.before)),")
            out.line("  \"after\": \(DiffJSON.version(summary.after)),")
            out.line("  \"breaking\": \(summary.isBreaking),")
            out.write("  \"changes\": [")
            try changes.copy(to: &out)
            out.write(first ? "]\n" : "\n  ]\n")
            out.write("}")
        }
    }

    /// A scene that could not be compared, or a failure of the run, as an object of its own:
    /// `before` and `after` as for a compared scene (`scene` null for a version that was not
    /// decoded; both null for the run), `"failed": true`, and `errors` as `check --format json`
    /// writes them. Like `SceneReport.finish`, it ends with the closing brace.
    public static func write(_ failure: DiffFailure, to out: inout DiffOutput) {
        func version(_ v: DiffFailure.Version?) -> String {
            guard let v else { return "null" }
            return "{\"file\": \(JSONText.quoted(v.file)), \"scene\": \(v.scene.map(JSONText.quoted) ?? "null")}"
        }
        out.line("{")
        out.line("  \"format\": \"snapline-diff\",")
        out.line("  \"version\": 1,")
        out.line("  \"before\": \(version(failure.before)),")
        out.line("  \"after\": \(version(failure.after)),")
        out.line("  \"failed\": true,")
        out.write("  \"errors\": [")
        for (k, error) in failure.errors.enumerated() {
            out.write(k == 0 ? "\n    " : ",\n    ")
            out.write(JSONReporter.entry(error))
        }
        out.write(failure.errors.isEmpty ? "]\n" : "\n  ]\n")
        out.write("}")
    }

    static func version(_ v: SceneDiff.Version?) -> String {
        guard let v else { return "null" }
        return "{\"file\": \(JSONText.quoted(v.file)), \"scene\": \(JSONText.quoted(v.scene))}"
    }

    /// One change: `kind`, then whichever of `viewport`, `anchor`, `target`, `container`,
    /// `before` and `after` it has, in that order.
    static func object(_ d: ChangeDescription) -> String {
        var fields = ["\"kind\": \"\(d.kind.name)\""]
        for (key, value) in [("viewport", d.viewport), ("anchor", d.anchor), ("target", d.target), ("container", d.container)] {
            if let value { fields.append("\"\(key)\": \(JSONText.quoted(value))") }
        }
        switch d.values {
        case .none: break
        case .names(let a, let b): fields += ["\"before\": \(JSONText.quoted(a))", "\"after\": \(JSONText.quoted(b))"]
        case .numbers(let a, let b): fields += ["\"before\": \(JSONNumber.format(a))", "\"after\": \(JSONNumber.format(b))"]
        case .stops(let a, let b): fields += ["\"before\": \(array(a))", "\"after\": \(array(b))"]
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    static func array(_ list: [Double]) -> String {
        "[" + list.map(JSONNumber.format).joined(separator: ", ") + "]"
    }
}
