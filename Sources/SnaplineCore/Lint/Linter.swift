/// Runs the enabled lint rules (the warnings) over a scene that compiles: the rules that read a
/// viewport's layout as each viewport is laid out, the others once per scene, then merges all
/// cases into one warning per code and position. Warnings never change the table.
public struct Linter: Sendable {
    /// The rules that run.
    public var rules: Set<DiagnosticCode>

    /// Half a point: how far apart two positions or lengths must be before a rule calls them
    /// different (less is rounding, not a layout problem).
    public static let tolerance = 0.5

    public init(rules: Set<DiagnosticCode> = RuleSettings().enabled) {
        self.rules = rules
    }

    /// What the rules found in one viewport.
    public struct ViewportFindings: Sendable {
        var cases: [LintCase] = []
        var measures: [NeverScrolls.Measure] = []
        var containers: [Int] = []
    }

    /// Runs the viewport rules on one compiled viewport.
    public func check(_ compiled: CompiledViewport) -> ViewportFindings {
        var found = ViewportFindings()
        guard !rules.isEmpty else { return found }
        let v = LintViewport(compiled)
        let layout = compiled.layout
        // In document order per rule; the collector keeps the first case of each position.
        if rules.contains(.pagingCutsItem) { PagingCutsItem.check(v, into: &found.cases) }
        if rules.contains(.viewAlignedWithoutTargets) { ViewAlignedWithoutTargets.check(v, into: &found.cases) }
        if rules.contains(.snapTargetOversized) { SnapTargetOversized.check(v, into: &found.cases) }
        if rules.contains(.outOfReach) { OutOfReach.check(v, into: &found.cases) }
        if rules.contains(.unreachableAlignment) { UnreachableAlignment.check(v, into: &found.cases) }
        if rules.contains(.coincidentStops) { CoincidentStops.check(v, into: &found.cases) }
        if rules.contains(.neverScrolls) {
            found.measures = NeverScrolls.measure(v)
            found.containers = layout.containers.map(\.node)
        }
        return found
    }

    /// The warnings: the scene rules, then every viewport's findings in scene order.
    public func warnings(_ scene: Scene, viewports: [ViewportFindings]) -> [Diagnostic] {
        guard !rules.isEmpty else { return [] }
        var collector = LintCollector()
        var cases: [LintCase] = []
        if rules.contains(.anchorsOutsideScroll) || rules.contains(.duplicateAnchorLabel) {
            let outside = Self.outsideEveryContainer(scene)
            if rules.contains(.anchorsOutsideScroll) { AnchorsOutsideScroll.check(scene, outside: outside, into: &cases) }
            if rules.contains(.duplicateAnchorLabel) { DuplicateAnchorLabel.check(scene, outside: outside, into: &cases) }
        }
        if rules.contains(.snapOptionIgnored) { SnapOptionIgnored.check(scene, into: &cases) }
        if rules.contains(.neverScrolls), let first = viewports.first, viewports.count == scene.viewports.count {
            NeverScrolls.check(scene, containers: first.containers, measures: viewports.map(\.measures), into: &cases)
        }
        collector.add(contentsOf: cases)
        for v in viewports { collector.add(contentsOf: v.cases) }
        return collector.warnings(viewports: scene.viewports)
    }

    /// Per node: true when no scroll container encloses it (a scroll container encloses its
    /// descendants, not itself). Parents precede children, so one pass fills it.
    static func outsideEveryContainer(_ scene: Scene) -> [Bool] {
        var outside = [Bool](repeating: true, count: scene.nodes.count)
        for (i, node) in scene.nodes.enumerated() {
            guard let p = node.parent.index else { continue }
            outside[i] = outside[p] && scene.nodes[p].kind != .scroll
        }
        return outside
    }
}
