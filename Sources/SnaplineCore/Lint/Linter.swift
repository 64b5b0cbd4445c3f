import Dispatch

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

    /// Every lint rule, once. The viewport checks run in this order within a viewport, the scene
    /// checks in this order after the last viewport; a new rule is one line here.
    static let registry: [any LintRule.Type] = [
        PagingCutsItem.self, ViewAlignedWithoutTargets.self, SnapTargetOversized.self, OutOfReach.self,
        UnreachableAlignment.self, CoincidentStops.self,
        AnchorsOutsideScroll.self, DuplicateAnchorLabel.self, SnapOptionIgnored.self, NeverScrolls.self,
    ]

    /// The enabled rules, in registry order.
    private var enabled: [any LintRule.Type] { Self.registry.filter { rules.contains($0.code) } }

    /// What the rules found in one viewport.
    public struct ViewportFindings: Sendable {
        var cases: [LintCase] = []
        /// For `never-scrolls`: each container's measures, and the containers' nodes.
        var measures: [NeverScrolls.Measure] = []
        var containers: [Int] = []

        /// Appends what the next rule found (only `never-scrolls` records measures).
        mutating func append(_ next: ViewportFindings) {
            cases += next.cases
            measures += next.measures
            containers += next.containers
        }
    }

    /// Runs the viewport checks on one compiled viewport. `concurrently`: the rules run at the
    /// same time (as many as there are cores), each into its own findings, joined in registry
    /// order, so the result is the same as one after the other.
    public func check(_ compiled: CompiledViewport, concurrently: Bool = false) -> ViewportFindings {
        var found = ViewportFindings()
        guard !rules.isEmpty else { return found }
        let v = LintViewport(compiled)
        let enabled = self.enabled
        // In document order per rule; the collector keeps the first case of each position.
        guard concurrently, enabled.count > 1 else {
            for rule in enabled { rule.check(v, into: &found) }
            return found
        }
        var perRule = [ViewportFindings](repeating: ViewportFindings(), count: enabled.count)
        perRule.withUnsafeMutableBufferPointer { results in
            nonisolated(unsafe) let results = results  // each rule writes its own element
            DispatchQueue.concurrentPerform(iterations: enabled.count) { r in
                var own = ViewportFindings()
                enabled[r].check(v, into: &own)
                results[r] = own
            }
        }
        for next in perRule { found.append(next) }
        return found
    }

    /// The warnings: the scene checks, then every viewport's findings in scene order.
    public func warnings(_ scene: Scene, viewports: [ViewportFindings]) -> [Diagnostic] {
        guard !rules.isEmpty else { return [] }
        let lint = LintScene(scene, viewports: viewports)
        var cases: [LintCase] = []
        for rule in enabled { rule.check(lint, into: &cases) }
        var collector = LintCollector()
        collector.add(contentsOf: cases)
        for v in viewports { collector.add(contentsOf: v.cases) }
        return collector.warnings(viewports: scene.viewports)
    }
}
