/// How a container's stops come about (SPEC section 4): the page length and pages for `paging`,
/// each snap target's stop for `viewAligned`, computed by the table's own functions.
public struct StopsExplanation: Sendable {
    /// Index into `ViewportLayout.containers`.
    public var container: Int
    public var behavior: ScrollBehavior
    public var snapAlign: SnapAlign
    public var limit: SnapLimit
    /// The stops as the table lists them (ascending).
    public var stops: [Double]
    /// For `viewAligned`: every snap target in document order with its stop.
    public var targets: [TargetStop]
    /// For `viewAligned`: u after right-to-left mirroring.
    public var u: Double

    /// One snap target of a view-aligned container.
    public struct TargetStop: Sendable {
        public var node: Int
        public var t0: Double
        public var t1: Double
        public var raw: Double
        public var stop: Double
    }

    /// Container `c` of a compiled viewport. Throws the same error the table reports (a bad page
    /// length, too many stops).
    public init(_ viewport: CompiledViewport, container c: Int) throws(StopsError) {
        let (scene, layout) = (viewport.scene, viewport.layout)
        let g = layout.containers[c]
        let node = scene.nodes[g.node]
        container = c
        behavior = node.behavior
        snapAlign = node.snapAlign
        limit = viewport.table.containers[c].limit
        var diagnostics = Diagnostics()
        guard let found = TargetCompiler.stops(viewport.resolved, layout, container: c, targets: viewport.table.snapTargets[c], diagnostics: &diagnostics) else {
            throw StopsError(message: diagnostics.all.first?.message ?? "no stops")
        }
        stops = found
        u = g.unitCoordinate(node.snapAlign)
        targets = []
        if behavior == .viewAligned {
            for target in viewport.table.snapTargets[c] {
                let j = Int(target)
                let (t0, t1) = layout.targetRect(ofNode: j, in: scene).span(g.axis)
                let raw = g.rawOffset(start: t0, end: t1, u: u, extra: 0)
                targets.append(TargetStop(node: j, t0: t0, t1: t1, raw: raw, stop: TargetCompiler.viewAlignedStop(scene, layout, container: c, target: j)))
            }
        }
    }
}

/// Why a container has no stops to explain.
public struct StopsError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

extension ExplainText {
    /// Lists written out in full up to this many entries.
    static let listedStops = 60

    public func stops(_ e: StopsExplanation) -> String {
        let g = layout.containers[e.container]
        let id = containerName(e.container)
        let s0 = g.scrollPaddingStart, s1 = g.scrollPaddingEnd, v = g.visibleLength, m = g.maxOffset
        let content = g.contentSize.along(g.axis)
        let tolerance = Tolerance.stop
        let written = ReportScript.javaScriptNumber(tolerance)  // "1e-9"
        var lines: [String] = []
        lines.append("stops of \(id) in \(Self.viewportHeading(layout.viewport))")
        lines.append("  \(g.axis.rawValue), behavior \(e.behavior.rawValue), snapAlign \(e.snapAlign.rawValue), limit \(e.limit.rawValue)")
        let (added0, added1) = (s0 - g.sceneScrollPaddingStart, s1 - g.sceneScrollPaddingEnd)
        lines.append("  " + visibleLengthAndScrollPadding(g))
        lines.append("  content length \(n(content)), so M = max(0, \(n(content)) - \(n(v))) = \(n(m))")
        switch e.behavior {
        case .none:
            lines.append("  behavior none: no stops (a gesture ends wherever it ends, within [0, \(n(m))])")
        case .paging:
            let page = g.pagingLength
            if page != g.pageLength {
                let (p0, p1) = (g.sceneScrollPaddingStart, g.sceneScrollPaddingEnd)
                lines.append("  page length P = V less the scene's own scroll padding = \(n(v)) - \(n(p0)) - \(n(p1)) = \(n(page)) (a paging scroll view pages by its bounds: the safe area's \(n(added0)) + \(n(added1)) is not subtracted)")
            } else {
                lines.append("  page length P = V - s0 - s1 = \(n(v)) - \(n(s0)) - \(n(s1)) = \(n(page))")
            }
            if g.axis == .horizontal && g.isRightToLeft {
                lines.append("  right-to-left: pages count from the leading (right) end, M - k * P while > \(written), then 0:")
                lines.append("    " + list(Array(e.stops.reversed())))
                lines.append("  listed ascending: [\(list(e.stops))]")
            } else {
                lines.append("  stops k * P while k * P < M - \(written), then M:")
                lines.append("    " + list(e.stops))
            }
        case .viewAligned:
            let align = e.snapAlign.rawValue
            if g.axis == .horizontal && g.isRightToLeft {
                lines.append("  each target's stop: its offset with u = 1 - \(n(1 - e.u)) = \(n(e.u)) (snapAlign \(align), mirrored: right-to-left), no extra, clamped to [0, \(n(m))]")
            } else {
                lines.append("  each target's stop: its offset with u = \(n(e.u)) (snapAlign \(align)), no extra, clamped to [0, \(n(m))]")
            }
            if e.targets.isEmpty {
                lines.append("  no snap targets (children of the container's list, or of stacks with `targets: true`): only 0 and M")
            }
            var seen: [(stop: Double, node: Int)] = []
            for (k, t) in e.targets.enumerated() {
                if k == Self.listedStops {
                    lines.append("    ... \(e.targets.count - k) more targets")
                    break
                }
                var line = "    \(name(t.node)): t0 = \(n(t.t0)), t1 = \(n(t.t1)); raw = \(p(t.t0)) - \(p(s0)) + \(p(e.u)) * ((\(p(t.t1)) - \(p(t.t0))) - (\(p(v)) - \(p(s0)) - \(p(s1)))) = \(n(t.raw))"
                if t.raw != t.stop { line += ", clamped to \(n(t.stop))" }
                if let twin = seen.first(where: { abs($0.stop - t.stop) < tolerance }) {
                    line += "; the same stop as \(name(twin.node)) (kept once)"
                } else if abs(t.stop) < tolerance || abs(t.stop - m) < tolerance {
                    line += "; the same as \(abs(t.stop) < tolerance ? "0" : "M") (kept once)"
                }
                lines.append(line)
                seen.append((t.stop, t.node))
            }
            lines.append("  plus 0 and M = \(n(m)), sorted, duplicates (|difference| < \(written)) removed:")
            lines.append("    " + list(e.stops))
        }
        lines.append("  stops: \(e.stops.count)")
        return lines.joined(separator: "\n") + "\n"
    }

    private func list(_ values: [Double]) -> String {
        let shown = values.prefix(Self.listedStops).map(n).joined(separator: ", ")
        return values.count > Self.listedStops ? shown + ", ... \(values.count - Self.listedStops) more" : shown
    }
}
