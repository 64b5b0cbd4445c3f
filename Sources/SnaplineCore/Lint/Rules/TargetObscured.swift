/// `target-obscured` (on): an explicitly listed anchor point (the scene's or the node's
/// `anchors`, not the default three), once its whole chain is applied, lies under something that
/// covers the screen: the safe area's insets (status bar, home indicator, notch), the keyboard,
/// a pinned section header sticking over it, or past the screen's edge. Reported for its worst
/// case: the one covered by the largest distance.
///
/// The point is the unit point on the target's frame (not grown by its scroll margin; a scroll
/// container that grew through the safe area is taken before the growth), carried out to the
/// viewport through every container at the chain's offsets. Clipping by an inner container is
/// not judged. Where a header sticks is `PinnedHeader`'s (`Layout/PinnedHeaders.swift`), the
/// same computation `render` draws the header with.
enum TargetObscured: LintRule {
    static let code = DiagnosticCode.targetObscured

    static func check(_ scene: LintScene, into cases: inout [LintCase]) {}

    static func check(_ v: LintViewport, into found: inout Linter.ViewportFindings) {
        let scene = v.scene
        let layout = v.layout
        let safe = v.viewport.safeRect
        let hasPinned = scene.nodes.contains { $0.pinned }
        for i in scene.nodes.indices {
            guard layout.enclosingContainer[i].index != nil, let id = scene.id(of: i) else { continue }
            let own = !scene.nodes[i].anchors.isNone
            guard own || scene.defaultAnchors != nil else { continue }
            guard let entries = own ? scene.positions.node(scene.nodes[i]).anchors?.entries : scene.positions.sceneAnchors?.entries else { continue }
            let frame = unGrownFrame(of: i, in: layout)
            let headers = hasPinned ? PinnedHeader.over(i, in: scene, layout) : []
            for (k, spec) in scene.anchors(ofNode: i).enumerated() where k < entries.count {
                var point = Point(x: frame.x + spec.x * frame.width, y: frame.y + spec.y * frame.height)
                var byHeader: (distance: Double, header: Int)?
                for step in layout.chainSteps(ofNode: i, x: spec.x, y: spec.y, extra: spec.extra, in: scene) {
                    // `point` is in this container's content coordinates: judge the headers here.
                    for h in headers where h.container == step.container {
                        if let d = h.covering(point, offset: step.offset, in: step.geometry), d > byHeader?.distance ?? 0 {
                            byHeader = (d, h.header)
                        }
                    }
                    let g = step.geometry
                    point.x += g.frame.x + g.contentOrigin.x
                    point.y += g.frame.y + g.contentOrigin.y
                    if g.axis == .vertical { point.y -= step.offset } else { point.x -= step.offset }
                }
                let outside = Outside(point, safe: safe, viewport: v.viewport)
                let distance = max(outside.distance, byHeader?.distance ?? 0)
                guard distance > Linter.tolerance else { continue }
                let cover: String
                if let byHeader, byHeader.distance >= outside.distance {
                    cover = "the pinned header \(scene.named(byHeader.header))"
                } else {
                    cover = outside.cover(v.viewport)
                }
                let message = "`\(id)` at `\(spec.name)` ends up \(points(distance)) pt under \(cover) in viewport `\(v.name)` after scrolling to it; "
                    + fix(cover: cover, byHeader: byHeader.map { layout.frames[$0.header].span(layout.containers[layout.enclosingContainer[$0.header].index ?? 0].axis) }, distance: distance)
                found.cases.append(LintCase(code: .targetObscured, location: entries[k], viewport: v.index, message: message, severity: distance))
            }
        }
    }

    /// What to change, by what covers the point.
    private static func fix(cover: String, byHeader: (start: Double, end: Double)?, distance: Double) -> String {
        if let span = byHeader {
            return "give the container scroll padding of the header's length (\(points(span.end - span.start)) pt) at that edge, or an anchor offset of \(points(distance)) pt"
        }
        if cover.hasPrefix("the keyboard") || cover.hasPrefix("the bottom") {
            return "give the content room at the end (padding of at least \(points(distance)) pt after it) so it can scroll clear, or an anchor offset"
        }
        return "give the content room on that side (padding), or an anchor offset of \(points(distance)) pt"
    }

    /// Node `i`'s frame, a scroll container's before it grew through the safe area.
    private static func unGrownFrame(of i: Int, in layout: ViewportLayout) -> Rect {
        var frame = layout.frames[i]
        guard let c = layout.containerIndex(ofNode: i) else { return frame }
        let growth = layout.containers[c].growth
        let rtl = layout.viewport.isRightToLeft
        frame.x += growth.left(rtl: rtl)
        frame.y += growth.top
        frame.width -= growth.left(rtl: rtl) + growth.right(rtl: rtl)
        frame.height -= growth.top + growth.bottom
        return frame
    }
}

/// How far a point lies outside the safe rect, and on which side.
private struct Outside {
    var distance: Double
    /// The side of the largest excess: 0 top, 1 left, 2 bottom, 3 right.
    var side: Int
    var point: Point

    init(_ p: Point, safe: Rect, viewport: Viewport) {
        let excess = [safe.y - p.y, safe.x - p.x, p.y - safe.maxY, p.x - safe.maxX]
        var side = 0
        for k in 1 ..< 4 where excess[k] > excess[side] { side = k }
        self.side = side
        distance = excess[side]
        point = p
    }

    /// What covers the point: the keyboard, the safe area on that side, the edge of the screen.
    func cover(_ viewport: Viewport) -> String {
        let offScreen = point.x < -Linter.tolerance || point.y < -Linter.tolerance
            || point.x > viewport.width + Linter.tolerance || point.y > viewport.height + Linter.tolerance
        let inKeyboard = viewport.keyboard > 0 && point.y > viewport.height - viewport.keyboard && !offScreen
        if inKeyboard { return "the keyboard" }
        let insets = viewport.insets
        let rtl = viewport.isRightToLeft
        let (name, inset): (String, Double) = switch side {
        case 0: ("top", insets.top)
        case 1: (rtl ? "trailing" : "leading", insets.left(rtl: rtl))
        case 2: ("bottom", insets.bottom)
        default: (rtl ? "leading" : "trailing", insets.right(rtl: rtl))
        }
        if offScreen { return inset > 0 ? "the \(name) safe area and past the edge of the screen" : "the edge of the screen" }
        return "the \(name) safe area"
    }
}
