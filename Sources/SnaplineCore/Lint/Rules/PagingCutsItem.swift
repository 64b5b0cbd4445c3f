/// `paging-cuts-item`: a page of a `paging` container starts strictly inside one of its targets
/// (the landscape paging bug: pages and items of different lengths).
///
/// Targets are sorted by their start along the axis once; each page edge then finds the targets
/// that start before it by binary search, walking back only while a running maximum of ends says
/// a target reaching past the edge may remain (one step when targets do not overlap).
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

            // Targets by start, with the largest end so far in that order.
            let spans = items.map { v.layout.span(of: Int($0), g.axis) }
            let order = spans.indices.sorted { spans[$0].start < spans[$1].start || (spans[$0].start == spans[$1].start && $0 < $1) }
            var reach = [Double](repeating: -.infinity, count: order.count)
            for (k, t) in order.enumerated() { reach[k] = max(k > 0 ? reach[k - 1] : -.infinity, spans[t].end) }

            // Pages in scroll order: from the initial offset (M in right-to-left) onwards.
            let inner = stops.count - 2  // stops other than 0 and M
            for n in 0 ..< inner {
                let s = rtl ? stops[stops.count - 2 - n] : stops[1 + n]
                let edge = rtl ? s + g.visibleLength - g.scrollPaddingEnd : s + g.scrollPaddingStart
                guard let cut = firstCut(at: edge, spans: spans, order: order, reach: reach) else { continue }
                let target = Int(items[cut])
                let (t0, t1) = spans[cut]
                let into = rtl ? t1 - edge : edge - t0
                cases.append(LintCase(code: .pagingCutsItem, location: v.behaviorLocation(of: g.node), viewport: v.index,
                                      message: message(v, container: g.node, page: n + 2, target: target, into: into, pageLength: page, targetLength: t1 - t0, axis: g.axis)))
            }
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

    /// The target (index into `spans`) of lowest document order that `edge` is strictly inside.
    private static func firstCut(at edge: Double, spans: [(start: Double, end: Double)], order: [Int], reach: [Double]) -> Int? {
        // Last position in `order` whose target starts more than `Linter.tolerance` before the edge.
        var lo = 0, hi = order.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if spans[order[mid]].start < edge - Linter.tolerance { lo = mid + 1 } else { hi = mid }
        }
        var best: Int?
        var k = lo - 1
        while k >= 0, reach[k] > edge + Linter.tolerance {
            let t = order[k]
            if spans[t].end > edge + Linter.tolerance, best.map({ t < $0 }) ?? true { best = t }
            k -= 1
        }
        return best
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
