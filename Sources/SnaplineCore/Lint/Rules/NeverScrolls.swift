/// `never-scrolls`: a scroll container whose content fits (M at most `Tolerance.length`, 0.5) in every viewport.
///
/// Each viewport's maximum offsets are measured as it is laid out; the rule is decided once all
/// viewports are in. A container whose content holds data along its axis is left alone: the real
/// content may not fit (`DataFacts`). So is one whose `initialAnchor` is at its end in every
/// viewport: short content at the bottom is a new chat, as meant.
enum NeverScrolls: LintRule {
    static let code = DiagnosticCode.neverScrolls

    /// What one viewport says about each container (indexed like `ViewportLayout.containers`).
    struct Measure: Sendable {
        var maxOffset: Double
        var contentLength: Double
        var visibleLength: Double
        /// True when the container starts at its end (`initialAnchor` with u = 1 along the axis).
        var startsAtEnd = false
    }

    /// Records each container's measures (and the containers' nodes) for the scene check.
    static func check(_ v: LintViewport, into found: inout Linter.ViewportFindings) {
        let (nodes, points) = (v.scene.nodes, v.scene.unitPoints)
        found.measures = v.layout.containers.map { g in
            let start = points[Int(nodes[g.node].initialAnchor)]
            return Measure(maxOffset: g.maxOffset, contentLength: g.contentSize.along(g.axis), visibleLength: g.visibleLength,
                           startsAtEnd: g.unitCoordinate(x: start.x, y: start.y) >= 1)
        }
        found.containers = v.layout.containers.map(\.node)
    }

    /// `measures[k][c]`: viewport k, container c (containers are the same in every viewport).
    static func check(_ lint: LintScene, into cases: inout LintCollector) {
        let (scene, measures) = (lint.scene, lint.viewports.map(\.measures))
        guard let containers = lint.viewports.first?.containers, measures.count == scene.viewports.count, let first = measures.first else { return }
        // Content that is data may be longer on the real screen than in the preview.
        let data = DataFacts(scene)
        for (c, node) in containers.enumerated() where measures.allSatisfy({ $0.count == first.count && $0[c].maxOffset <= Tolerance.length })
            && !measures.allSatisfy({ $0[c].startsAtEnd }) {
            if data.mayGrow.contains(scene.nodes[node].location) { continue }
            let n = scene.nodes[node]
            cases.add(LintCase(code: .neverScrolls, location: n.location, viewport: nil, message: "")) {
                let m = first[c]
                let length = n.axis.lengthName
                let fits = "its content (\(points(m.contentLength)) pt) fits in its \(points(m.visibleLength)) pt \(length) in viewport `\(scene.viewports[0].name)`"
                    + otherViewports(scene, container: c, measures: measures)
                $0.message = "`\(scene.id(of: node) ?? "")` never scrolls: \(fits); use a stack instead, or give the container a smaller \(length)"
            }
        }
    }

    /// The other viewports' numbers (the first three, then how many more and the widest of those).
    static func otherViewports(_ scene: Scene, container c: Int, measures: [[Measure]]) -> String {
        guard measures.count > 1 else { return "" }
        let shown = 1 ..< min(measures.count, 4)
        var text = ", and in every other viewport: " + shown.map { k in
            "\(points(measures[k][c].contentLength)) pt in \(points(measures[k][c].visibleLength)) pt in `\(scene.viewports[k].name)`"
        }.joined(separator: ", ")
        if measures.count > 4, let widest = (4 ..< measures.count).max(by: { measures[$0][c].visibleLength < measures[$1][c].visibleLength }) {
            text += " and \(measures.count - 4) more (the largest \(points(measures[widest][c].visibleLength)) pt in `\(scene.viewports[widest].name)`)"
        }
        return text
    }
}
