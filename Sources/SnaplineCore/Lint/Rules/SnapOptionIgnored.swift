/// `snap-option-ignored`: `snapAlign` or `limit` on a container that is not `viewAligned` in any
/// viewport, or `targets: true` on a stack whose nearest scroll container is neither
/// `viewAligned` nor `paging` in any viewport (or that has none). Judged per written key.
enum SnapOptionIgnored {
    static func check(_ scene: Scene, into cases: inout [LintCase]) {
        let viewports = scene.viewports.indices
        guard !scene.positions.nodes.isEmpty else { return }
        for (i, node) in scene.nodes.enumerated() where node.kind == .scroll || node.kind == .vstack || node.kind == .hstack {
            guard let record = scene.positions.nodes[node.location] else { continue }
            if node.kind == .scroll {
                let behaviors = viewports.map { LintViewport.properties(scene, node: i, viewport: $0).behavior }
                guard !behaviors.contains(.viewAligned) else { continue }
                for (key, name) in [(record.snapAlignKey, "snapAlign"), (record.limitKey, "limit")] {
                    guard let key else { continue }
                    let has = "`\(scene.id(of: i) ?? "")` has \(described(behaviors, viewports: scene.viewports.count))"
                    let message = "`\(name)` has no effect: \(has), and only `behavior: viewAligned` uses `\(name)`; set `behavior: viewAligned`, or remove `\(name)`"
                    cases.append(LintCase(code: .snapOptionIgnored, location: key, viewport: nil, message: message))
                }
            } else if let key = record.targetsKey, record.targetsIsTrue, node.kind == .vstack || node.kind == .hstack {
                var p = node.parent.index
                while let q = p, scene.nodes[q].kind != .scroll { p = scene.nodes[q].parent.index }
                let message: String
                if let p {
                    let behaviors = viewports.map { LintViewport.properties(scene, node: p, viewport: $0).behavior }
                    guard !behaviors.contains(.viewAligned) && !behaviors.contains(.paging) else { continue }
                    let has = "its scroll container `\(scene.id(of: p) ?? "")` has \(described(behaviors, viewports: scene.viewports.count))"
                    message = "`targets: true` has no effect: \(has), and only `behavior: viewAligned` (or `paging`) uses snap targets; set the container's `behavior`, or remove `targets`"
                } else {
                    message = "`targets: true` has no effect: no scroll container holds this stack; put it in a container with `behavior: viewAligned` or `paging`, or remove `targets`"
                }
                cases.append(LintCase(code: .snapOptionIgnored, location: key, viewport: nil, message: message))
            }
        }
    }

    private static func described(_ behaviors: [ScrollBehavior], viewports: Int) -> String {
        let distinct = behaviors.reduce(into: [ScrollBehavior]()) { if !$0.contains($1) { $0.append($1) } }
        let names = distinct.map { $0 == .none ? "no snapping behavior (`none`)" : "`behavior: \($0.rawValue)`" }
        return names.joined(separator: " or ") + (viewports > 1 && distinct.count == 1 ? " in every viewport" : "")
    }
}
