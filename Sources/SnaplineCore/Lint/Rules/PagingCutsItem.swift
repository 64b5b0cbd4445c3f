/// `paging-cuts-item`: a page of a `paging` container starts strictly inside one of its targets
/// (the landscape paging bug: pages and items of different lengths).
///
/// Pages and targets are swept together along the axis (`PageCutSweep`), so a target that spans
/// many pages costs no more than one that spans one.
enum PagingCutsItem {
    static func check(_ v: LintViewport, into cases: inout [LintCase]) {
        for (c, g) in v.layout.containers.enumerated() {
            let node = v.properties(of: g.node)
            guard node.behavior == .paging else { continue }
            let items = itemsOf(container: c, in: v)
            let stops = v.table.containers[c].stops
            guard !items.isEmpty, stops.count > 2 else { continue }
            let rtl = g.axis == .horizontal && g.isRightToLeft
            let page = v.layout.containers[c].pageLength

            // Pages in scroll order: from the initial offset (M in right-to-left) onwards.
            let spans = items.map { v.layout.span(of: Int($0), g.axis) }
            let inner = stops.count - 2  // stops other than 0 and M
            let edges = (0 ..< inner).map { n in
                rtl ? stops[stops.count - 2 - n] + g.visibleLength - g.scrollPaddingEnd : stops[1 + n] + g.scrollPaddingStart
            }
            let cuts = PageCutSweep.firstCuts(edges: edges, spans: spans, tolerance: Linter.tolerance)
            // The cases of one container share a position, so only its first can be the one
            // reported: the others are counted (`repeats`), with no message or record of their own.
            guard let n = cuts.firstIndex(where: { $0 != nil }), let cut = cuts[n] else { continue }
            let edge = edges[n]
            let target = Int(items[cut])
            let (t0, t1) = spans[cut]
            let into = rtl ? t1 - edge : edge - t0
            var first = LintCase(code: .pagingCutsItem, location: v.behaviorLocation(of: g.node), viewport: v.index,
                                 message: message(v, container: g.node, page: n + 2, target: target, into: into, pageLength: page, targetLength: t1 - t0, axis: g.axis))
            first.repeats = cuts[(n + 1)...].count { $0 != nil }
            cases.append(first)
        }
    }

    /// The targets of container `c`; with none, the children (but `space`) of its content stack.
    static func itemsOf(container c: Int, in v: LintViewport) -> [Int32] {
        let targets = v.targets(of: c)
        if !targets.isEmpty { return Array(targets) }
        let node = v.layout.containers[c].node
        guard let content = v.scene.nodes[node].firstChild.index, !v.scene.nodes[node].targets else { return [] }
        guard v.scene.nodes[content].kind.isStack else { return [] }
        return v.scene.children(of: content).filter { v.scene.nodes[$0].kind != .space }.map { Int32($0) }
    }

    private static func message(_ v: LintViewport, container: Int, page: Int, target: Int, into: Double, pageLength: Double, targetLength: Double, axis: Axis) -> String {
        let scene = v.scene
        let containerID = scene.id(of: container) ?? ""
        let targetNode = scene.nodes[target]
        let name = scene.named(target)
        let spacing = targetNode.parent.index.map { v.properties(of: $0).spacing } ?? 0
        let stride = targetLength + spacing
        let count = max(1, Int((pageLength / stride).rounded()))
        var text = "page \(page) of `\(containerID)` starts \(points(into)) pt into \(name) in viewport `\(v.name)`: "
        text += "pages are \(points(pageLength)) pt, \(targetNode.kind.keyword)s \(points(targetLength)) pt"
        if spacing > 0 {
            text += " plus \(points(spacing)) spacing; make the \(targetNode.kind.keyword)s a divisor of the page with no spacing between them, "
            text += "e.g. `\(axis.lengthName): {count: \(count)}` and `spacing: 0` (keep the gap as padding inside each), or use `behavior: viewAligned`"
        } else {
            text += "; make the \(targetNode.kind.keyword)s a divisor of the page, e.g. `\(axis.lengthName): {count: \(count)}`"
        }
        return text
    }
}
