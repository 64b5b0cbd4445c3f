extension Compiler {
    /// One viewport laid out and compiled, keeping the layout: what `render` draws (every node's
    /// frame, padding and the table's stops) and what `explain` reads. Nil when either stage fails
    /// (the diagnostics say why).
    public func layoutAndTable(for scene: Scene, viewport: Viewport, diagnostics: inout Diagnostics) -> (layout: ViewportLayout, table: ViewportTable)? {
        let scene = scene.resolved(for: viewport)  // once for both stages (`when`)
        guard let layout = Resolver().resolve(scene, in: viewport, diagnostics: &diagnostics),
              let table = TargetCompiler().compile(scene, layout, diagnostics: &diagnostics) else { return nil }
        return (layout, table)
    }
}
