/// What a scene diff's report says before its changes: the two versions (a file and the scene it
/// holds; nil for a version that does not exist, a scene added or deleted) and the totals.
/// Reports are written viewport by viewport, so the totals grow as viewports are compared.
public struct SceneDiffSummary: Sendable {
    public var before: SceneDiff.Version?
    public var after: SceneDiff.Version?
    /// Every change, the rename included.
    public private(set) var changeCount = 0
    public private(set) var breakingCount = 0
    /// Node values that changed where a `when` entry overrides them (not changes: the reports
    /// for people write them as notes).
    public var notes: [WhenOverrideNote] = []

    public init(before: SceneDiff.Version?, after: SceneDiff.Version?) {
        self.before = before
        self.after = after
        if renamed != nil {
            changeCount = 1
            breakingCount = 1
        }
    }

    /// The versions of two decoded scenes.
    public init(before: (file: String, scene: Scene)?, after: (file: String, scene: Scene)?) {
        self.init(before: before.map { .init(file: $0.file, scene: $0.scene.name) }, after: after.map { .init(file: $0.file, scene: $0.scene.name) })
    }

    /// The `scene-renamed` change, when both versions exist and the names differ.
    public var renamed: ChangeDescription? {
        guard let before, let after, before.scene != after.scene else { return nil }
        return ChangeDescription(kind: .sceneRenamed, viewport: nil, values: .names(before.scene, after.scene))
    }

    /// True when any change removes a case or a lookup of the generated Swift.
    public var isBreaking: Bool { breakingCount > 0 }

    /// Counts one viewport's changes.
    public mutating func count(_ viewport: ViewportChanges) {
        changeCount += viewport.changes.count
        breakingCount += viewport.changes.lazy.filter(\.kind.isBreaking).count
    }
}

/// What changed between two versions of a scene's tables, every viewport's changes held at once
/// (small scenes and tests; `snapline diff` reports each viewport as it is compared instead).
public struct SceneDiff: Sendable {
    /// A file and the scene it holds.
    public struct Version: Sendable, Equatable {
        public var file: String
        public var scene: String

        public init(file: String, scene: String) {
            self.file = file
            self.scene = scene
        }
    }

    public var summary: SceneDiffSummary
    /// One entry per viewport that changed (a viewport added or removed included), the before
    /// version's order first, then the viewports only the after version has.
    public var viewports: [ViewportChanges]

    public var before: Version? { summary.before }
    public var after: Version? { summary.after }
    public var renamed: ChangeDescription? { summary.renamed }
    public var changeCount: Int { summary.changeCount }
    public var breakingCount: Int { summary.breakingCount }
    public var isBreaking: Bool { summary.isBreaking }
}

/// One viewport's changes as soon as its tables are compared, with both versions' compiled
/// viewport when the differ keeps them (`SceneDiffer.keepsCompiledViewports`) and the viewport is
/// in both.
public struct ComparedViewport {
    public var changes: ViewportChanges
    public var before: CompiledViewport?
    public var after: CompiledViewport?

    public init(_ changes: ViewportChanges, before: CompiledViewport? = nil, after: CompiledViewport? = nil) {
        self.changes = changes
        self.before = before
        self.after = after
    }
}

/// Compares two versions of a scene viewport by viewport: only one viewport's two tables and its
/// (compact) changes are in memory at a time; each viewport's changes are handed on before the
/// next viewport is compiled.
public struct SceneDiffer: Sendable {
    public var compiler: Compiler
    /// Compare only this viewport (nil: all).
    public var viewport: String?
    /// Hand on the compiled viewports with the changes (to draw them); otherwise they are dropped
    /// before the changes are handed on.
    public var keepsCompiledViewports = false

    public init(compiler: Compiler = Compiler(linter: Linter(rules: [])), viewport: String? = nil) {
        self.compiler = compiler
        self.viewport = viewport
    }

    /// Compares `before` and `after` (decoded scenes; nil for a version that does not exist),
    /// calling `report` with each viewport that changed (a viewport added or removed included),
    /// the before version's order first, then the viewports only the after version has. Every
    /// viewport of both versions is compiled, so every error of either is reported (in
    /// `beforeDiagnostics` or `afterDiagnostics`); then the result is nil, and what `report` was
    /// given is to be dropped (nothing is handed on after the first error).
    public func compare(
        before: (file: String, scene: Scene)?, after: (file: String, scene: Scene)?,
        beforeDiagnostics: inout Diagnostics, afterDiagnostics: inout Diagnostics,
        report: (ComparedViewport) -> Void
    ) -> SceneDiffSummary? {
        var summary = SceneDiffSummary(before: before, after: after)
        let old = before?.scene
        let new = after?.scene
        if let old, let new { summary.notes = WhenOverrideNote.find(before: old, after: new, viewports: viewport) }
        let oldViewports = selected(old)
        let newViewports = selected(new)
        func handOn(_ compared: ComparedViewport) {
            guard !beforeDiagnostics.hasErrors && !afterDiagnostics.hasErrors else { return }
            summary.count(compared.changes)
            report(compared)
        }
        for k in oldViewports {
            guard let old else { break }
            let name = old.viewports[k].name
            let compiled = self.viewport(old, k, &beforeDiagnostics)
            guard let new, let j = newViewports.first(where: { new.viewports[$0].name == name }) else {
                _ = consume compiled
                handOn(ComparedViewport(ViewportChanges(viewport: name, before: old, after: new, changes: [TableChange(.viewportRemoved)])))
                continue
            }
            let newCompiled = self.viewport(new, j, &afterDiagnostics)
            // The tables go when `compared` returns, unless the compiled viewports are handed on.
            guard let changes = compared(old, consume compiled, new, consume newCompiled) else { continue }
            handOn(changes)
        }
        for j in newViewports {
            guard let new else { break }
            let name = new.viewports[j].name
            if let old, oldViewports.contains(where: { old.viewports[$0].name == name }) { continue }
            _ = self.viewport(new, j, &afterDiagnostics)  // its errors are the after version's
            handOn(ComparedViewport(ViewportChanges(viewport: name, before: old, after: new, changes: [TableChange(.viewportAdded)])))
        }
        if beforeDiagnostics.hasErrors || afterDiagnostics.hasErrors { return nil }
        return summary
    }

    /// The changes from `before` to `after`, every viewport's held at once; nil when either
    /// version has errors (see the other `compare`).
    public func compare(
        before: (file: String, scene: Scene)?, after: (file: String, scene: Scene)?,
        beforeDiagnostics: inout Diagnostics, afterDiagnostics: inout Diagnostics
    ) -> SceneDiff? {
        var viewports: [ViewportChanges] = []
        let summary = compare(before: before, after: after, beforeDiagnostics: &beforeDiagnostics, afterDiagnostics: &afterDiagnostics) {
            viewports.append($0.changes)
        }
        return summary.map { SceneDiff(summary: $0, viewports: viewports) }
    }

    /// One viewport's changes; nil when either version did not compile or nothing changed.
    private func compared(_ old: Scene, _ before: consuming CompiledViewport?, _ new: Scene, _ after: consuming CompiledViewport?) -> ComparedViewport? {
        guard let before, let after else { return nil }
        // Named through the scenes as decoded (ids and labels are the same in every viewport),
        // so the changes keep no viewport's resolved copy.
        let changes = ViewportChanges(comparing: DiffSide(scene: old, table: before.table), DiffSide(scene: new, table: after.table))
        guard !changes.changes.isEmpty else { return nil }
        return keepsCompiledViewports ? ComparedViewport(changes, before: before, after: after) : ComparedViewport(changes)
    }

    /// The viewports of `scene` to compare, by position.
    private func selected(_ scene: Scene?) -> [Int] {
        guard let scene else { return [] }
        return scene.viewports.indices.filter { viewport == nil || scene.viewports[$0].name == viewport }
    }

    /// Viewport `k` compiled: the one place the diff reads tables.
    private func viewport(_ scene: Scene, _ k: Int, _ diagnostics: inout Diagnostics) -> CompiledViewport? {
        compiler.viewport(k, of: scene, diagnostics: &diagnostics)
    }
}
