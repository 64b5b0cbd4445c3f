/// Writes `ChainExplanation`s as text: the formula's inputs and the arithmetic with numbers, one
/// container per paragraph, innermost first.
public struct ExplainText {
    public let scene: Scene
    public let layout: ViewportLayout

    /// Explains numbers of one compiled viewport.
    public init(_ viewport: CompiledViewport) {
        scene = viewport.scene
        layout = viewport.layout
    }

    /// The heading line naming a viewport.
    public static func viewportHeading(_ viewport: Viewport) -> String {
        "viewport \(viewport.name) (\(n(viewport.width)) x \(n(viewport.height)), \(viewport.isRightToLeft ? "right-to-left" : "left-to-right"))"
    }

    public func chain(_ explanation: ChainExplanation) -> String {
        let point = explanation.point
        let anchor = name(explanation.node)
        var lines: [String] = []
        lines.append("\(anchor) at \(point.name) (x \(n(point.x)), y \(n(point.y))\(Self.extraText(point.extra))) in \(Self.viewportHeading(layout.viewport))")
        guard let first = explanation.steps.first else {
            lines.append("  \(anchor) is in no scroll container: nothing scrolls to it")
            return lines.joined(separator: "\n") + "\n"
        }
        let f = explanation.frame
        let m = explanation.margin
        lines.append("  frame in the content of \(containerName(first.container)): x \(n(f.x)), y \(n(f.y)), width \(n(f.width)), height \(n(f.height)); scroll margin top \(n(m.top)), left \(n(m.left)), bottom \(n(m.bottom)), right \(n(m.right))")
        for (k, step) in explanation.steps.enumerated() {
            lines.append("")
            lines += paragraph(step, number: k + 1, explanation: explanation)
        }
        lines.append("")
        let result = explanation.steps.map { "\(containerName($0.container)) \(n($0.offset))" }.joined(separator: ", ")
        lines.append("  offsets, innermost first: \(result)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// "visible length V = 852; scroll padding s0 = 0 + 59 safe area = 59 (left), s1 = …": the
    /// safe-area insets a container took are named in the sum.
    func visibleLengthAndScrollPadding(_ g: ContainerGeometry) -> String {
        let (startSide, endSide) = Self.sides(g)
        func part(_ s: Double, scene: Double) -> String {
            s == scene ? n(s) : "\(n(scene)) + \(n(s - scene)) safe area = \(n(s))"
        }
        return "visible length V = \(n(g.visibleLength)); scroll padding s0 = \(part(g.scrollPaddingStart, scene: g.sceneScrollPaddingStart)) (\(startSide)), s1 = \(part(g.scrollPaddingEnd, scene: g.sceneScrollPaddingEnd)) (\(endSide))"
    }

    private func paragraph(_ step: ChainStep, number: Int, explanation: ChainExplanation) -> [String] {
        let g = step.geometry
        let id = containerName(step.container)
        let vertical = g.axis == .vertical
        let s0 = g.scrollPaddingStart, s1 = g.scrollPaddingEnd, v = g.visibleLength
        let content = g.contentSize.along(g.axis)
        var lines: [String] = []
        let role = number == 1 ? "the innermost container" : "the next container out"
        lines.append("  \(number). \(id): \(g.axis.rawValue), \(role)")
        lines.append("     " + visibleLengthAndScrollPadding(g))
        lines.append("     content length \(n(content)), so M = max(0, \(n(content)) - \(n(v))) = \(n(g.maxOffset)): the range is [0, \(n(g.maxOffset))]")
        let axisName = vertical ? "y" : "x"
        if number == 1 {
            let (f0, f1) = explanation.frame.span(g.axis)
            let m0 = vertical ? explanation.margin.top : explanation.margin.left
            let m1 = vertical ? explanation.margin.bottom : explanation.margin.right
            lines.append("     the rect on \(axisName): t0 = \(n(f0)) - \(n(m0)) = \(n(step.t0)), t1 = \(n(f1)) + \(n(m1)) = \(n(step.t1)) (frame grown by the scroll margin)")
        } else {
            lines.append("     the rect on \(axisName): t0 = \(n(step.t0)), t1 = \(n(step.t1)) (carried out of the container inside)")
        }
        switch (g.axis, g.isRightToLeft) {
        case (.vertical, _):
            lines.append("     u = y = \(n(step.u))")
        case (.horizontal, false):
            lines.append("     u = x = \(n(step.u))")
        case (.horizontal, true):
            lines.append("     u = 1 - x = 1 - \(n(explanation.point.x)) = \(n(step.u)) (right-to-left: the leading edge is on the right)")
        }
        if step.extra != 0 {
            lines.append("     extra = \(n(step.extra)) (the anchor entry's offset along \(axisName))")
        }
        lines.append("     raw = t0 - s0 + u((t1 - t0) - (V - s0 - s1)) + extra")
        lines.append("         = \(p(step.t0)) - \(p(s0)) + \(p(step.u)) * ((\(p(step.t1)) - \(p(step.t0))) - (\(p(v)) - \(p(s0)) - \(p(s1)))) + \(p(step.extra))")
        lines.append("         = \(n(step.raw))")
        var clamp = "     offset = clamp(\(n(step.raw)), 0, \(n(g.maxOffset))) = \(n(step.offset))"
        if step.raw > g.maxOffset {
            clamp += ": clamped, raw is \(n(step.raw - g.maxOffset)) past the end of the range (the content ends before \(name(explanation.node)) can get there)"
        } else if step.raw < 0 {
            clamp += ": clamped, raw is \(n(-step.raw)) before the start of the range"
        } else {
            clamp += " (within the range)"
        }
        lines.append(clamp)
        let parent = g.parent.map { "the content of \(containerName($0))" } ?? "the viewport"
        let c = step.carried
        let xSum = "\(n(g.frame.x)) + \(p(g.contentOrigin.x)) + \(p(step.rect.x))" + (vertical ? "" : " - \(p(step.offset))")
        let ySum = "\(n(g.frame.y)) + \(p(g.contentOrigin.y)) + \(p(step.rect.y))" + (vertical ? " - \(p(step.offset))" : "")
        lines.append("     carried into \(parent) (container origin + content origin + rect - offset): x = \(xSum) = \(n(c.x)), y = \(ySum) = \(n(c.y)), width \(n(c.width)), height \(n(c.height))")
        return lines
    }

    /// The physical sides of s0 and s1 (in right-to-left, s0 is the trailing side).
    static func sides(_ g: ContainerGeometry) -> (String, String) {
        switch (g.axis, g.isRightToLeft) {
        case (.vertical, _): ("top", "bottom")
        case (.horizontal, false): ("left", "right")
        case (.horizontal, true): ("left, the trailing side", "right, the leading side")
        }
    }

    /// An anchor entry's offset, as ", offset …" (nothing when it has none).
    static func extraText(_ extra: AnchorSpec.Extra) -> String {
        switch extra {
        case .along(let v): v == 0 ? "" : ", offset \(n(v)) along its container's axis"
        case .point(let x, let y): x == 0 && y == 0 ? "" : ", offset x \(n(x)), y \(n(y))"
        }
    }

    func name(_ node: Int) -> String { Self.name(node, in: scene) }

    func containerName(_ c: Int) -> String { name(layout.containers[c].node) }

    /// An id, or a description of an anonymous node with its position.
    static func name(_ node: Int, in scene: Scene) -> String {
        if let id = scene.id(of: node) { return id }
        let n = scene.nodes[node]
        return "(anonymous \(n.kind.keyword) at line \(n.location.line))"
    }

    /// A number for people: rounded to a thousandth of a point, so float noise
    /// (`177.19999999999993`, `2.842170943040401e-14`) reads as `177.2` and `0`. The table keeps
    /// the exact values.
    public static func n(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return JSONNumber.format(value) }
        let rounded = (value * 1000).rounded() / 1000
        return JSONNumber.format(rounded == 0 ? 0 : rounded)
    }
    func n(_ value: Double) -> String { Self.n(value) }
    /// A number in an expression: negative ones in parentheses.
    func p(_ value: Double) -> String { value < 0 ? "(\(n(value)))" : n(value) }
}
