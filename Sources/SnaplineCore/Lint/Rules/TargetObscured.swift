/// `target-obscured` (on): an explicitly listed anchor point (the scene's or the node's
/// `anchors`, not the default three), once its whole chain is applied, lies under something that
/// covers the screen: a pinned section header sticking over it, a bar the app placed over an
/// enclosing node (`overlay`, `safeAreaInset`), the keyboard, the safe area's insets (status bar,
/// home indicator, notch), or past the screen's edge. Reported for its worst case: the one
/// covered by the largest distance.
///
/// The point is the unit point on the target's frame as section 3 takes it (x mirrored in
/// right-to-left; not grown by its scroll margin; a scroll container that grew through the safe
/// area is taken before the growth), carried out to the viewport through every container at the
/// chain's offsets. Where several things cover it, the first of the list above names the case.
/// A target inside a container that ignores the container region is not judged against the safe
/// area (the keyboard and the screen's edge still cover it). Clipping by an inner container is
/// not judged. Where a header sticks is `PinnedHeader`'s, where a bar is `CoveringBar`'s
/// (`Layout/`), the computations `render` draws them with.
enum TargetObscured: LintRule {
    static let code = DiagnosticCode.targetObscured

    static func check(_ scene: LintScene, into cases: inout LintCollector) {}

    static func check(_ v: LintViewport, into found: inout Linter.ViewportFindings) {
        let scene = v.scene
        let layout = v.layout
        let hasPinned = scene.nodes.contains { $0.pinned }
        let hasBars = scene.nodes.contains { $0.overlay != 0 || $0.safeAreaInset != 0 }
        let rtl = v.viewport.isRightToLeft
        for i in scene.nodes.indices {
            guard layout.enclosingContainer[i].index != nil, let id = scene.id(of: i) else { continue }
            let own = !scene.nodes[i].anchors.isNone
            guard own || scene.defaultAnchors != nil else { continue }
            guard let entries = own ? scene.positions.node(scene.nodes[i]).anchors?.entries : scene.positions.sceneAnchors?.entries else { continue }
            let frame = unGrownFrame(of: i, in: layout)
            let headers = hasPinned ? PinnedHeader.over(i, in: scene, layout) : []
            let bars = hasBars ? CoveringBar.over(i, in: scene, layout) : []
            for (k, spec) in scene.anchors(ofNode: i).enumerated() where k < entries.count {
                var point = frame.point(atUnit: spec.x, spec.y, rightToLeft: rtl)
                var byHeader: (distance: Double, header: Int)?
                var barDepths = [Double?](repeating: nil, count: bars.count)
                var ignoresContainer = false
                for step in layout.chainSteps(ofNode: i, x: spec.x, y: spec.y, extra: spec.extra, in: scene) {
                    // `point` is in this container's content coordinates: judge the headers and
                    // the bars of the nodes whose frames are in them here.
                    for h in headers where h.container == step.container {
                        if let d = h.covering(point, offset: step.offset, in: step.geometry), d > byHeader?.distance ?? 0 {
                            byHeader = (d, h.header)
                        }
                    }
                    for (b, bar) in bars.enumerated() where layout.enclosingContainer[bar.node].index == step.container {
                        barDepths[b] = bar.depth(of: point)
                    }
                    let g = step.geometry
                    ignoresContainer = ignoresContainer || scene.nodes[g.node].ignoresSafeArea.ignoresContainer
                    point.x += g.frame.x + g.contentOrigin.x
                    point.y += g.frame.y + g.contentOrigin.y
                    if g.axis == .vertical { point.y -= step.offset } else { point.x -= step.offset }
                }
                for (b, bar) in bars.enumerated() where layout.enclosingContainer[bar.node].index == nil {
                    barDepths[b] = bar.depth(of: point)
                }
                guard let (distance, cover, header) = firstCover(byHeader: byHeader, bars: bars, depths: barDepths, point: point, ignoresContainer: ignoresContainer, v, scene) else { continue }
                found.cases.add(LintCase(code: .targetObscured, location: entries[k], viewport: v.index, message: "", severity: distance)) {
                    let cover = cover.name(bars, scene, v.viewport)
                    $0.message = "`\(id)` at `\(spec.name)` ends up \(points(distance)) pt under \(cover) in viewport `\(v.name)` after scrolling to it; "
                        + fix(cover: cover, byHeader: header.map { layout.frames[$0].span(layout.containers[layout.enclosingContainer[$0].index ?? 0].axis) }, distance: distance)
                }
            }
        }
    }

    /// What covers the point, first in the rule's order (a pinned header, a bar, then the
    /// keyboard, the safe area and the screen's edge), with its distance; nil when nothing covers
    /// it by more than the tolerance.
    private static func firstCover(byHeader: (distance: Double, header: Int)?, bars: [CoveringBar], depths: [Double?], point: Point,
                                   ignoresContainer: Bool, _ v: LintViewport, _ scene: Scene) -> (Double, Cover, Int?)? {
        if let byHeader, byHeader.distance > Tolerance.length {
            return (byHeader.distance, .header(byHeader.header), byHeader.header)
        }
        for b in bars.indices {
            if let d = depths[b], d > Tolerance.length { return (d, .bar(b), nil) }
        }
        let viewport = v.viewport
        // A container ignoring the container region: only the keyboard and the screen's edge cover.
        let rect = ignoresContainer ? Rect(x: 0, y: 0, width: viewport.width, height: viewport.height - viewport.keyboard) : viewport.safeRect
        let outside = Outside(point, safe: rect, viewport: viewport)
        guard outside.distance > Tolerance.length else { return nil }
        return (outside.distance, .outside(outside, safeAreaJudged: !ignoresContainer), nil)
    }

    /// What covers a point, named only for a case that is reported.
    private enum Cover {
        case header(Int)
        case bar(Int)
        case outside(Outside, safeAreaJudged: Bool)

        func name(_ bars: [CoveringBar], _ scene: Scene, _ viewport: Viewport) -> String {
            switch self {
            case .header(let header): "the pinned header \(scene.named(header))"
            case .bar(let b): bars[b].name(scene)
            case .outside(let outside, let judged): outside.cover(viewport, safeAreaJudged: judged)
            }
        }
    }

    /// What to change, by what covers the point.
    private static func fix(cover: String, byHeader: (start: Double, end: Double)?, distance: Double) -> String {
        if let span = byHeader {
            return "give the container scroll padding of the header's length (\(points(span.end - span.start)) pt) at that edge, or an anchor offset of \(points(distance)) pt"
        }
        if cover.contains(" safeAreaInset of ") {
            return "the bar's length is already in the scroll padding, so give the content room at that end (padding of at least \(points(distance)) pt) so it can scroll clear, or an anchor offset"
        }
        if cover.contains(" overlay of ") {
            return "place the bar with `safeAreaInset` instead of `overlay` (the content is then inset by it), or give the container scroll padding of the bar's length, or an anchor offset of \(points(distance)) pt"
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

    /// What covers the point: the keyboard, the safe area on that side (when it is judged), the
    /// edge of the screen.
    func cover(_ viewport: Viewport, safeAreaJudged: Bool) -> String {
        let offScreen = point.x < -Tolerance.length || point.y < -Tolerance.length
            || point.x > viewport.width + Tolerance.length || point.y > viewport.height + Tolerance.length
        let inKeyboard = viewport.keyboard > 0 && point.y > viewport.height - viewport.keyboard && !offScreen
        if inKeyboard { return "the keyboard" }
        let insets = safeAreaJudged ? viewport.insets : .zero
        let rtl = viewport.isRightToLeft
        let (name, inset): (String, Double) = switch side {
        case 0: ("top", insets.top)
        case 1: (rtl ? "trailing" : "leading", insets.left(rtl: rtl))
        case 2: ("bottom", insets.bottom)
        default: (rtl ? "leading" : "trailing", insets.right(rtl: rtl))
        }
        if offScreen || !safeAreaJudged { return inset > 0 ? "the \(name) safe area and past the edge of the screen" : "the edge of the screen" }
        return "the \(name) safe area"
    }
}
