/// One lint rule: a warning code and the checks that find its cases. Every rule is listed once,
/// in `Linter.registry`; the linter runs the enabled ones.
///
/// A rule has two checks, and implements both (the one it does not need is empty, so a rule
/// cannot lose a check to a mistyped signature):
/// - `check(_:into:)` on a `LintViewport`: as each viewport compiles, with its layout, table and
///   per-viewport values; add cases to `found.cases` in document order.
/// - `check(_:into:)` on a `LintScene`: once, after every viewport compiled, with the decoded
///   scene and what the viewport checks left in their findings (`never-scrolls` judges its
///   measures across viewports there).
///
/// A case names its code, its position and the viewport it was found in (nil when it does not
/// depend on one); `LintCollector` merges the cases of one code and position into one warning.
protocol LintRule: Sendable {
    /// True when the viewport check reads each container on its own and reports its cases in
    /// container order (it loops over `LintViewport.containersToCheck`): a large viewport's
    /// containers can then be shared out between cores.
    static var checksEachContainerAlone: Bool { get }
    static var code: DiagnosticCode { get }
    static func check(_ v: LintViewport, into found: inout Linter.ViewportFindings)
    static func check(_ scene: LintScene, into cases: inout LintCollector)
}

extension LintRule {
    static var checksEachContainerAlone: Bool { false }
}

/// What the scene checks read: the decoded scene, and every viewport's findings in scene order.
struct LintScene {
    let scene: Scene
    let viewports: [Linter.ViewportFindings]
    /// Per node: true when no scroll container encloses it (a scroll container encloses its
    /// descendants, not itself).
    let outside: [Bool]

    init(_ scene: Scene, viewports: [Linter.ViewportFindings]) {
        self.scene = scene
        self.viewports = viewports
        outside = scene.scrollDepths.map { $0 == 0 }
    }
}
