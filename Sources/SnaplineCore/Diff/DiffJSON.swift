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
        /// The list of changes, open: written into `changes` as each is added.
        private var list = JSONWriter()

        /// `versions`: the scene's two versions (the rename is the first change).
        public init(_ versions: SceneDiffSummary) { self.init(versions, spoolLimit: DiffSpool.memoryLimit) }

        init(_ versions: SceneDiffSummary, spoolLimit: Int) {
            changes = DiffSpool(memoryLimit: spoolLimit)
            list.openArray(.lines("    ", close: "  "))
            if let renamed = versions.renamed { change(renamed) }
        }

        /// What `list` has written, into the spool.
        private mutating func spool() {
            list.pass { changes.out.write(bytes: $0) }
        }

        private mutating func change(_ d: ChangeDescription) {
            DiffJSON.write(d, to: &list)
            spool()
        }

        public mutating func add(_ compared: ComparedViewport) {
            let viewport = compared.changes
            let after = viewport.after  // once: a copy of the scene per change retains all of it
            for c in viewport.changes {
                guard c.kind == .offsetChanged, let scene = after else {
                    change(viewport.describe(c))
                    continue
                }
                // The moves, most of a large change set, without a `ChangeDescription` each.
                let node = Int(c.node)
                list.object { w in
                    w.field("kind", "offset-changed")
                    w.field("viewport", viewport.viewport)
                    w.field("anchor", scene.id(of: node) ?? "")
                    w.field("target", scene.anchors(ofNode: node)[Int(c.target)].name)
                    w.field("container", viewport.afterContainers[Int(c.container)])
                    w.field("before", c.before)
                    w.field("after", c.after)
                }
                spool()
            }
        }

        public mutating func finish(_ summary: SceneDiffSummary, to out: inout DiffOutput) throws(FileError) {
            var head = JSONWriter()
            head.openObject(.lines("  ", close: ""))
            head.field("format", "snapline-diff")
            head.field("version", 1)
            head.field("before") { w in DiffJSON.write(summary.before, to: &w) }
            head.field("after") { w in DiffJSON.write(summary.after, to: &w) }
            head.field("breaking", summary.isBreaking)
            head.key("changes")
            head.pass { out.write(bytes: $0) }
            try changes.copy(to: &out)
            list.close()
            list.pass { out.write(bytes: $0) }
            head.valueWrittenElsewhere()
            head.close()
            head.pass { out.write(bytes: $0) }
        }
    }

    /// A scene that could not be compared, or a failure of the run, as an object of its own:
    /// `before` and `after` as for a compared scene (`scene` null for a version that was not
    /// decoded; both null for the run), `"failed": true`, and `errors` as `check --format json`
    /// writes them. Like `SceneReport.finish`, it ends with the closing brace.
    public static func write(_ failure: DiffFailure, to out: inout DiffOutput) {
        var w = JSONWriter()
        w.object(.lines("  ", close: "")) { w in
            w.field("format", "snapline-diff")
            w.field("version", 1)
            for (key, v) in [("before", failure.before), ("after", failure.after)] {
                w.field(key) { w in
                    guard let v else { return w.null() }
                    w.object { w in
                        w.field("file", v.file)
                        w.key("scene")
                        if let scene = v.scene { w.value(scene) } else { w.null() }
                    }
                }
            }
            w.field("failed", true)
            w.field("errors") { w in
                w.array(.lines("    ", close: "  ")) { w in
                    for error in failure.errors { JSONReporter.write(error, to: &w) }
                }
            }
        }
        w.pass { out.write(bytes: $0) }
    }

    static func write(_ v: SceneDiff.Version?, to w: inout JSONWriter) {
        guard let v else { return w.null() }
        w.object { w in
            w.field("file", v.file)
            w.field("scene", v.scene)
        }
    }

    /// One change: `kind`, then whichever of `viewport`, `anchor`, `target`, `container`,
    /// `before` and `after` it has, in that order.
    static func write(_ d: ChangeDescription, to w: inout JSONWriter) {
        w.object { w in
            w.field("kind", d.kind.name)
            for (key, value) in [("viewport", d.viewport), ("anchor", d.anchor), ("target", d.target), ("container", d.container)] {
                if let value { w.field(key, value) }
            }
            switch d.values {
            case .none: break
            case .names(let a, let b):
                w.field("before", a)
                w.field("after", b)
            case .numbers(let a, let b):
                w.field("before", a)
                w.field("after", b)
            case .stops(let a, let b):
                w.field("before", a)
                w.field("after", b)
            }
        }
    }
}
