/// What changed between two versions of a scene's tables: what `snapline diff` reports for one
/// scene. A version that is nil does not exist (a scene added or deleted): every viewport of the
/// other one is then added or removed.
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

    public var before: Version?
    public var after: Version?
    /// One entry per viewport that changed (a viewport added or removed included), the before
    /// version's order first, then the viewports only the after version has.
    public var viewports: [ViewportChanges]

    /// The `scene-renamed` change, when both versions exist and the names differ.
    public var renamed: ChangeDescription? {
        guard let before, let after, before.scene != after.scene else { return nil }
        return ChangeDescription(kind: .sceneRenamed, viewport: nil, values: .names(before.scene, after.scene))
    }

    public var changeCount: Int { viewports.reduce(renamed == nil ? 0 : 1) { $0 + $1.changes.count } }

    public var breakingCount: Int {
        viewports.reduce(renamed == nil ? 0 : 1) { total, v in total + v.changes.lazy.filter(\.kind.isBreaking).count }
    }

    /// True when any change removes a case or a lookup of the generated Swift.
    public var isBreaking: Bool { renamed != nil || viewports.contains(where: \.isBreaking) }
}

/// Compares two versions of a scene viewport by viewport: only one viewport's two tables are in
/// memory at a time, and only the (compact) changes are kept.
public struct SceneDiffer: Sendable {
    public var compiler: Compiler
    /// Compare only this viewport (nil: all).
    public var viewport: String?

    public init(compiler: Compiler = Compiler(linter: Linter(rules: [])), viewport: String? = nil) {
        self.compiler = compiler
        self.viewport = viewport
    }

    /// The changes from `before` to `after` (decoded scenes; nil for a version that does not
    /// exist). Every viewport of both versions is compiled, so every error of either is reported
    /// (in `beforeDiagnostics` or `afterDiagnostics`); nil when there were any.
    public func compare(
        before: (file: String, scene: Scene)?, after: (file: String, scene: Scene)?,
        beforeDiagnostics: inout Diagnostics, afterDiagnostics: inout Diagnostics
    ) -> SceneDiff? {
        var result = SceneDiff(
            before: before.map { .init(file: $0.file, scene: $0.scene.name) },
            after: after.map { .init(file: $0.file, scene: $0.scene.name) }, viewports: [])
        let old = before?.scene
        let new = after?.scene
        let oldViewports = selected(old)
        let newViewports = selected(new)
        for k in oldViewports {
            guard let old else { break }
            let name = old.viewports[k].name
            let compiled = self.viewport(old, k, &beforeDiagnostics)
            guard let new, let j = newViewports.first(where: { new.viewports[$0].name == name }) else {
                result.viewports.append(ViewportChanges(viewport: name, before: old, after: new, changes: [TableChange(.viewportRemoved)]))
                continue
            }
            guard let newCompiled = self.viewport(new, j, &afterDiagnostics), let compiled else { continue }
            // Named through the scenes as decoded (ids and labels are the same in every viewport),
            // so the changes keep no viewport's resolved copy.
            let changes = ViewportChanges(comparing: DiffSide(scene: old, table: compiled.table), DiffSide(scene: new, table: newCompiled.table))
            if !changes.changes.isEmpty { result.viewports.append(changes) }
        }
        for j in newViewports {
            guard let new else { break }
            let name = new.viewports[j].name
            if let old, oldViewports.contains(where: { old.viewports[$0].name == name }) { continue }
            _ = self.viewport(new, j, &afterDiagnostics)  // its errors are the after version's
            result.viewports.append(ViewportChanges(viewport: name, before: old, after: new, changes: [TableChange(.viewportAdded)]))
        }
        if beforeDiagnostics.hasErrors || afterDiagnostics.hasErrors { return nil }
        return result
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
