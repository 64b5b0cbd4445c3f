/// What the lint rules must allow for in a scene with data (whatever the content): a container
/// whose content may be longer at run time, and one whose targets may be none at run time.
struct DataFacts {
    /// The kind-key positions of the scroll containers whose content (nested containers included)
    /// holds a data repeat in a stack along the container's axis, or a data length on that axis:
    /// `never-scrolls` stays quiet there (the real content may not fit).
    var mayGrow: Set<SourceLocation> = []
    /// The kind-key positions of the scroll containers some of whose snap targets come from a data
    /// repeat (its children list, or a stack with `targets: true` in it): an empty rail is a real
    /// state, so `view-aligned-without-targets` stays quiet there.
    var hasDataTargets: Set<SourceLocation> = []

    /// No facts (a scene without data).
    init() {}

    /// The facts of `scene` (none without data).
    init(_ scene: Scene) {
        guard let templates = scene.templates?.templates else { return }
        // Per template, the scroll containers enclosing it, innermost last (templates are in
        // document order: a parent before its children).
        var enclosing: [[Int]] = Array(repeating: [], count: templates.count)
        for (t, template) in templates.enumerated() {
            guard let p = template.node.parent.index else { continue }
            enclosing[t] = enclosing[p] + (templates[p].node.kind == .scroll ? [p] : [])
        }
        for (t, template) in templates.enumerated() {
            let node = template.node
            var axes: [Axis] = []
            if template.heightData >= 0 { axes.append(.vertical) }
            if template.widthData >= 0 { axes.append(.horizontal) }
            if case .data = template.instances, let p = node.parent.index {
                let parent = templates[p].node
                if let along = parent.kind == .scroll ? parent.axis : parent.kind.stackAxis { axes.append(along) }
                // A target of its container when it is in the container's children or a targets stack.
                if let c = enclosing[t].last, parent.kind == .scroll || (parent.kind.stackAxis != nil && parent.targets && enclosing[p].last == c) {
                    hasDataTargets.insert(templates[c].node.location)
                }
            }
            for c in enclosing[t] where axes.contains(templates[c].node.axis) {
                mayGrow.insert(templates[c].node.location)
            }
        }
    }
}
