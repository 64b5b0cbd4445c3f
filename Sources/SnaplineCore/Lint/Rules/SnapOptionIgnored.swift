/// `snap-option-ignored`: `snapAlign` or `limit` on a container that is not `viewAligned`, or
/// `targets: true` on a stack whose nearest scroll container is neither `viewAligned` nor
/// `paging` (or that has none), in every viewport where the key applies. Judged per written key
/// (`Scene.writtenKeys(ofNode:)`): a key on the node applies in every viewport, a key in a `when`
/// entry in the viewports its selector matches.
enum SnapOptionIgnored: LintRule {
    static let code = DiagnosticCode.snapOptionIgnored

    static func check(_ v: LintViewport, into found: inout Linter.ViewportFindings) {}

    static func check(_ lint: LintScene, into cases: inout LintCollector) {
        let scene = lint.scene
        let written = scene.perViewport.nodes
        guard !written.isEmpty else { return }
        // One value per viewport, read without resolving the scene.
        func behavior(of node: Int, in k: Int) -> ScrollBehavior { scene.behavior(ofNode: node, inViewport: k) }

        for node in written.map({ Int($0) }) {
            let kind = scene.nodes[node].kind
            guard kind == .scroll || kind.isStack else { continue }
            for key in scene.writtenKeys(ofNode: node) {
                var whereItApplies: String { key.selector.map { " where its `\($0)` entry applies" } ?? "" }
                switch key.property {
                case .snapAlign, .limit:  // scroll containers only: the decoder refuses them elsewhere
                    let behaviors = key.viewports.map { behavior(of: node, in: $0) }
                    guard !behaviors.contains(.viewAligned) else { continue }
                    cases.add(LintCase(code: .snapOptionIgnored, location: key.position.key, viewport: nil, message: "")) {
                        let name = key.property.name
                        let has = "`\(scene.id(of: node) ?? "")` has \(described(behaviors, viewports: key.viewports.count))\(whereItApplies)"
                        $0.message = "`\(name)` has no effect: \(has), and only `behavior: viewAligned` uses `\(name)`; set `behavior: viewAligned`, or remove `\(name)`"
                    }
                case .targets where kind != .scroll && key.value == .targets(true):
                    let container = scene.ancestors(of: node).first { scene.nodes[$0].kind == .scroll }
                    let behaviors = container.map { p in key.viewports.map { behavior(of: p, in: $0) } } ?? []
                    guard !behaviors.contains(.viewAligned) && !behaviors.contains(.paging) else { continue }
                    cases.add(LintCase(code: .snapOptionIgnored, location: key.position.key, viewport: nil, message: "")) {
                        if let p = container {
                            let has = "its scroll container `\(scene.id(of: p) ?? "")` has \(described(behaviors, viewports: key.viewports.count))\(whereItApplies)"
                            $0.message = "`targets: true` has no effect: \(has), and only `behavior: viewAligned` (or `paging`) uses snap targets; set the container's `behavior`, or remove `targets`"
                        } else {
                            $0.message = "`targets: true` has no effect: no scroll container holds this stack; put it in a container with `behavior: viewAligned` or `paging`, or remove `targets`"
                        }
                    }
                default:
                    continue
                }
            }
        }
    }

    private static func described(_ behaviors: [ScrollBehavior], viewports: Int) -> String {
        let distinct = behaviors.reduce(into: [ScrollBehavior]()) { if !$0.contains($1) { $0.append($1) } }
        let names = distinct.map { $0 == .none ? "no snapping behavior (`none`)" : "`behavior: \($0.rawValue)`" }
        return names.joined(separator: " or ") + (viewports > 1 && distinct.count == 1 ? " in every viewport" : "")
    }
}
