import Testing
@testable import SnaplineCore
@testable import SnaplineLayout

/// Diffs two inline scenes; records an issue and throws when either does not compile.
func sceneDiff(_ before: String, _ after: String, viewport: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> SceneDiff {
    let compiler = Compiler()
    var beforeDiagnostics = Diagnostics()
    var afterDiagnostics = Diagnostics()
    let old = compiler.decode(Array(before.utf8), diagnostics: &beforeDiagnostics)
    let new = compiler.decode(Array(after.utf8), diagnostics: &afterDiagnostics)
    let diff = SceneDiffer(compiler: compiler, viewport: viewport).compare(
        before: old.map { ("before.scene.yaml", $0) }, after: new.map { ("after.scene.yaml", $0) },
        beforeDiagnostics: &beforeDiagnostics, afterDiagnostics: &afterDiagnostics)
    #expect(!beforeDiagnostics.hasErrors && !afterDiagnostics.hasErrors, "\(beforeDiagnostics.all) \(afterDiagnostics.all)", sourceLocation: sourceLocation)
    return try #require(diff, sourceLocation: sourceLocation)
}

extension SceneDiff {
    /// Every change spelled out, in table order (the rename first).
    var described: [ChangeDescription] {
        (renamed.map { [$0] } ?? []) + viewports.flatMap { v in v.changes.map(v.describe) }
    }

    /// The text report's change lines (no heading), one per change (`--ungrouped`).
    var textLines: [String] {
        get throws { Array(try text(grouped: false).split(separator: "\n").dropFirst().map(String.init)) }
    }

    /// The text report, equal changes grouped (ids of repeats as `before` and `after` write
    /// them) or one line per change.
    func text(grouped: Bool = true, before: String? = nil, after: String? = nil) throws -> String {
        var text = ""
        var out = DiffOutput(text: { text += $0 })
        var report = grouped
            ? DiffText.SceneReport(grouper: DiffGrouper(before: WrittenIDs(source: before.map { Array($0.utf8) }), after: WrittenIDs(source: after.map { Array($0.utf8) })))
            : DiffText.SceneReport()
        for viewport in viewports { report.add(ComparedViewport(viewport)) }
        try report.finish(summary, to: &out)
        out.flush()
        return text
    }
}

/// `offset-changed` in viewport `phone` of container `menu`, target `top`.
func moved(_ anchor: String, _ before: Double, _ after: Double, viewport: String = "phone", container: String = "menu", target: String = "top") -> ChangeDescription {
    ChangeDescription(kind: .offsetChanged, viewport: viewport, anchor: anchor, target: target, container: container, values: .numbers(before, after))
}

/// A vertical menu in one 390 x 844 viewport: a header and three 1000-point sections, every
/// anchor with the one point `top`. Content 3200, so the range is 3200 - 844 = 2356; the
/// sections' `top` offsets are 200, 1200 and 2200 (their tops: raw = t0 with no padding).
func menuScene(header: Int = 200, repeats: Int = 3, spacing: Int = 0, behavior: String = "none", sectionID: String = "section-{i}", headerAnchors: String = "[top]", viewports: String = "[{name: phone, width: 390, height: 844}]", extra: String = "") -> String {
    """
    scene: Menu
    viewports: \(viewports)
    anchors: [top]
    root:
      scroll: menu
      spacing: \(spacing)
      behavior: \(behavior)
      children:
        - item: header
          height: \(header)
          anchors: \(headerAnchors)
        - repeat: \(repeats)
          item: "\(sectionID)"
          height: 1000\(extra)
    """
}
