/// Runs the enabled lint rules (the warnings) over a scene that compiles: the rules that read a
/// viewport's layout as each viewport is laid out, the others once per scene, then merges all
/// cases into one warning per code and position. Warnings never change the table.
public struct Linter: Sendable {
    /// The rules that run.
    public var rules: Set<DiagnosticCode>

    public init(rules: Set<DiagnosticCode> = RuleSettings().enabled) {
        self.rules = rules
    }

    /// Every lint rule, once. The viewport checks run in this order within a viewport, the scene
    /// checks in this order after the last viewport; a new rule is one line here.
    static let registry: [any LintRule.Type] = [
        PagingCutsItem.self, ViewAlignedWithoutTargets.self, SnapTargetOversized.self, OutOfReach.self,
        UnreachableAlignment.self, TargetObscured.self, CoincidentStops.self,
        AnchorsOutsideScroll.self, DuplicateAnchorLabel.self, SnapOptionIgnored.self, NeverScrolls.self,
    ]

    /// Below this many nodes a viewport's rules run one after the other even `concurrently`
    /// (handing them to other threads would cost more than they take; tests lower it).
    var concurrentNodes = 4096
    /// How many shares of the containers a rule that checks each container alone is cut into:
    /// one per core (tests raise it).
    var containerShares = Cores.count

    /// The enabled rules, in registry order.
    private var enabled: [any LintRule.Type] { Self.registry.filter { rules.contains($0.code) } }

    /// What the rules found in one viewport.
    public struct ViewportFindings: Sendable {
        /// Its cases, merged by code and position.
        var cases = LintCollector()
        /// For `never-scrolls`: each container's measures, and the containers' nodes.
        var measures: [NeverScrolls.Measure] = []
        var containers: [Int] = []

        /// Appends what the next rule found (only `never-scrolls` records measures).
        mutating func append(_ next: ViewportFindings) {
            cases.add(contentsOf: next.cases)
            measures += next.measures
            containers += next.containers
        }
    }

    /// Runs the viewport checks on one compiled viewport. `concurrently`: the rules of a viewport
    /// of `concurrentNodes` nodes or more run at the same time (as many as there are cores), and
    /// a rule that checks each container alone on `containerShares` shares of the containers at
    /// once (`Cores.map`); each share into its own findings, joined in registry and container order, so the result is the
    /// same as one rule after the other.
    public func check(_ compiled: CompiledViewport, concurrently: Bool = false) -> ViewportFindings {
        var found = ViewportFindings()
        guard !rules.isEmpty else { return found }
        let v = LintViewport(compiled)
        let enabled = self.enabled
        // In document order per rule; the collector keeps the first case of each position.
        guard concurrently, enabled.count > 1, compiled.scene.nodes.count >= concurrentNodes else {
            for rule in enabled { rule.check(v, into: &found) }
            return found
        }
        // One share per rule; a rule that checks each container alone gets one share of the
        // containers per core, so the longest rule does not keep one core busy alone.
        var units: [(rule: any LintRule.Type, containers: Range<Int>)] = []
        let containers = v.layout.containers.indices
        for rule in enabled {
            guard rule.checksEachContainerAlone, containerShares > 1, containers.count >= containerShares else {
                units.append((rule, containers))
                continue
            }
            let step = (containers.count + containerShares - 1) / containerShares
            for start in stride(from: 0, to: containers.count, by: step) {
                units.append((rule, start ..< min(start + step, containers.count)))
            }
        }
        let perShare = Cores.map(units.count) { k in
            var share = v
            share.containerRange = units[k].containers
            var own = ViewportFindings()
            units[k].rule.check(share, into: &own)
            return own
        }
        for next in perShare { found.append(next) }
        return found
    }

    /// The warnings: the scene checks, then every viewport's findings in scene order.
    public func warnings(_ scene: Scene, viewports: [ViewportFindings]) -> [Diagnostic] {
        guard !rules.isEmpty else { return [] }
        let lint = LintScene(scene, viewports: viewports)
        var collector = LintCollector()
        for rule in enabled { rule.check(lint, into: &collector) }
        for v in viewports { collector.add(contentsOf: v.cases) }
        return collector.warnings(viewports: scene.viewports)
    }
}
