/// `view-aligned-without-targets`: a `viewAligned` container with no snap targets (SwiftUI's
/// forgotten `scrollTargetLayout()`): its only stops are 0 and M.
enum ViewAlignedWithoutTargets: LintRule {
    static let checksEachContainerAlone = true
    static let code = DiagnosticCode.viewAlignedWithoutTargets

    static func check(_ scene: LintScene, into cases: inout LintCollector) {}

    static func check(_ v: LintViewport, into found: inout Linter.ViewportFindings) {
        // Targets that come from a data repeat may be none on the real screen too: not a mistake.
        let data = v.scene.hasData ? DataFacts(v.scene) : DataFacts()
        for (c, g) in v.containersToCheck {
            let node = v.properties(of: g.node)
            guard node.behavior == .viewAligned, v.targets(of: c).isEmpty, !data.hasDataTargets.contains(node.location) else { continue }
            found.cases.add(LintCase(code: .viewAlignedWithoutTargets, location: v.behaviorLocation(of: g.node), viewport: v.index, message: "")) {
                let id = v.scene.id(of: g.node) ?? ""
                $0.message = "`\(id)` is `viewAligned` but has no snap targets in viewport `\(v.name)`, so it only rests at 0 and \(points(g.maxOffset)) (its two ends): "
                    + "list the items in the container's `children`, or give the stack that holds them `targets: true` (like SwiftUI's `scrollTargetLayout()`)"
            }
        }
    }
}
