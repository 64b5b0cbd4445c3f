/// `anchors-outside-scroll`: an explicit `anchors` list on a node that is not a scroll container
/// and has none around it, so it has no row in the table.
enum AnchorsOutsideScroll: LintRule {
    static let code = DiagnosticCode.anchorsOutsideScroll

    static func check(_ v: LintViewport, into found: inout Linter.ViewportFindings) {}

    static func check(_ lint: LintScene, into cases: inout LintCollector) {
        let (scene, outside) = (lint.scene, lint.outside)
        for (i, node) in scene.nodes.enumerated() where !node.anchors.isNone && outside[i] && node.kind != .scroll {
            guard let key = scene.positions.node(node).anchors?.key else { continue }
            cases.add(LintCase(code: .anchorsOutsideScroll, location: key, viewport: nil, message: "")) {
                $0.message = "`\(scene.id(of: i) ?? "")` lists `anchors`, but no scroll container holds it, so it has no row in the table and nothing can scroll to it; "
                    + "move it into a scroll container, or remove `anchors`"
            }
        }
    }
}

/// `duplicate-anchor-label`: two entries of one `anchors` list have the same label; both stay in
/// the table, and the typed Swift lookup by label returns the first. Once per list as written.
enum DuplicateAnchorLabel: LintRule {
    static let code = DiagnosticCode.duplicateAnchorLabel

    static func check(_ v: LintViewport, into found: inout Linter.ViewportFindings) {}

    static func check(_ lint: LintScene, into cases: inout LintCollector) {
        let (scene, outside) = (lint.scene, lint.outside)
        if let repeated = scene.positions.sceneAnchors?.repeatedLabel {
            cases.add(LintCase(code: .duplicateAnchorLabel, location: repeated.entry, viewport: nil, message: message(repeated, list: "the scene's `anchors`"), notes: [note(repeated)]))
        }
        var reported: Set<SourceLocation> = []
        for (i, node) in scene.nodes.enumerated() where !node.anchors.isNone && !(outside[i] && node.kind != .scroll) {
            guard let repeated = scene.positions.node(node).anchors?.repeatedLabel, reported.insert(repeated.entry).inserted else { continue }
            cases.add(LintCase(code: .duplicateAnchorLabel, location: repeated.entry, viewport: nil, message: "")) {
                $0.message = message(repeated, list: "the `anchors` of \(scene.describe(i))")
                $0.notes = [note(repeated)]
            }
        }
    }

    static func note(_ r: AnchorListPositions.RepeatedLabel) -> Diagnostic.Note {
        Diagnostic.Note("the earlier entry labelled `\(r.label)`", at: r.earlier)
    }

    /// `list`: whose list it is ("the `anchors` of item `a`").
    static func message(_ r: AnchorListPositions.RepeatedLabel, list: String) -> String {
        "this anchor is labelled `\(r.label)` like the entry at line \(r.earlier.line), column \(r.earlier.column) of \(list): both stay in the table, but the typed Swift lookup by label returns the first; "
            + "give one of them another label with `name:`"
    }
}
