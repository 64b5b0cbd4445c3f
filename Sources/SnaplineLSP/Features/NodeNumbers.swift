import SnaplineCore

/// A node's numbers in every viewport, as hover markdown: its frame; its targets' offsets along
/// the container chain (innermost first, with the raw offset when clamped); for a scroll
/// container, its range (0 to the maximum offset), behavior and stops. A repeated mapping shows
/// its first instance and says how many there are.
enum NodeNumbers {
    /// Stops listed before "…".
    static let listedStops = 16

    static func markdown(nodes: [Int], model: SceneModel) -> String {
        guard let scene = model.scene, let node = nodes.first else { return "" }
        var lines: [String] = []
        var title = "**\(scene.nodes[node].kind.keyword) `\(scene.id(of: node) ?? "")`**"
        if nodes.count > 1 { title += " (first of \(nodes.count) instances)" }
        lines.append(title)
        if let data = dataNote(node, in: scene) { lines += ["", data] }
        for (k, viewport) in scene.viewports.enumerated() {
            lines.append("")
            guard let compiled = model.viewports[k] else {
                lines.append("*\(viewport.name)*: no numbers (this viewport has errors)")
                continue
            }
            lines.append("*\(viewport.name)* (\(n(viewport.width)) × \(n(viewport.height))): frame \(frame(compiled.frame(ofNode: node)))")
            if let c = compiled.container(ofNode: node) {
                let entry = compiled.table.containers[c]
                var stops = entry.stops.prefix(listedStops).map(n).joined(separator: ", ")
                if entry.stops.count > listedStops { stops += ", … (\(entry.stops.count) in all)" }
                lines.append("- range 0 to \(n(entry.maxOffset)) (\(entry.axis.rawValue)), behavior `\(entry.behavior.rawValue)`, stops \(stops)")
            }
            for target in compiled.targets(ofNode: node) {
                let chain = target.chain.map { link in
                    "`\(link.container)` \(n(link.offset))" + (link.raw != link.offset ? " (raw \(n(link.raw)))" : "")
                }
                lines.append("- `\(target.spec.name)`: " + chain.joined(separator: " → "))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// What of the node is data (its count, its lengths): the numbers below are the preview's.
    static func dataNote(_ node: Int, in scene: Scene) -> String? {
        guard let templates = scene.templates,
              let template = templates.templates.first(where: { $0.node.location == scene.nodes[node].location }) else { return nil }
        var parts: [String] = []
        if case .data(let name, _) = template.instances, let p = template.node.parent.index {
            let scope = templates.shape.scopes[Int(templates.templates[p].scope)]
            if Int(name) < scope.names.count {
                let repeatName = scope.names[Int(name)]
                parts.append("its count is data (`\(repeatName.name)`, preview \(n(repeatName.preview)))")
            }
        }
        let names = templates.shape.scopes[Int(template.scope)].names
        for (axis, index) in [("width", template.widthData), ("height", template.heightData)] where index >= 0 && Int(index) < names.count {
            parts.append("its \(axis) is data (`\(names[Int(index)].name)`, preview \(n(names[Int(index)].preview)))")
        }
        guard !parts.isEmpty else { return nil }
        return "*Data*: " + parts.joined(separator: "; ") + ". The numbers are the preview's; the app's content (or `--content`) gives the real ones."
    }

    static func n(_ value: Double) -> String { MessageNumber.format(value) }

    static func frame(_ rect: Rect) -> String {
        "x \(n(rect.x)), y \(n(rect.y)), \(n(rect.width)) × \(n(rect.height))"
    }
}
