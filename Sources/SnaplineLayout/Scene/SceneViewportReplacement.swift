/// A scene laid out for viewports it does not list (the command line's
/// `--viewport` descriptions replace the scene's viewports for one run).
extension Scene {
    /// This scene (as decoded) with `viewports` in place of its own. The `when` selectors were
    /// checked against the scene's own viewports while decoding; each entry now applies in the new
    /// viewports that have its selector as a trait (by name, declared or automatic), and nothing
    /// else carries over from a scene viewport of the same name.
    public func replacingViewports(with viewports: [Viewport]) -> Scene {
        var copy = self
        copy.viewports = viewports
        guard perViewport.hasWhen else { return copy }
        let mappings = perViewport.mappings.map { mapping in
            var mapping = mapping
            for k in mapping.when.indices {
                let selector = mapping.when[k].selector
                mapping.when[k].viewports = viewports.indices.filter { viewports[$0].hasTrait(selector) }
            }
            return mapping
        }
        copy.perViewport = PerViewportValues(mappings: mappings, nodes: perViewport.nodes, mappingOfNode: perViewport.mappingOfNode)
        return copy
    }
}

extension Scene {
    /// The traits in `traits` that no `when` selector of the scene uses, in their order: declared
    /// traits of a viewport from outside the scene that change nothing (an app passing `ax5` to a
    /// scene with no selector for it), reported rather than refused.
    public func traitsNoSelectorUses(_ traits: [String]) -> [String] {
        guard !traits.isEmpty else { return [] }
        let selectors = Set(perViewport.mappings.flatMap { $0.when.map(\.selector) })
        return traits.filter { !selectors.contains($0) }
    }
}
