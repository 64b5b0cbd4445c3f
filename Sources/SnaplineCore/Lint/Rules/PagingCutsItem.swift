/// `paging-cuts-item`: a page of a `paging` container starts strictly inside one of its targets
/// (the landscape paging bug: pages and items of different lengths).
///
/// Pages and targets are swept together along the axis (`PageCutSweep`), so a target that spans
/// many pages costs no more than one that spans one.
enum PagingCutsItem: LintRule {
    static let checksEachContainerAlone = true
    static let code = DiagnosticCode.pagingCutsItem

    static func check(_ scene: LintScene, into cases: inout LintCollector) {}

    static func check(_ v: LintViewport, into found: inout Linter.ViewportFindings) {
        for (c, g) in v.containersToCheck {
            let node = v.properties(of: g.node)
            guard node.behavior == .paging else { continue }
            let items = itemsOf(container: c, in: v)
            let stops = v.table.containers[c].stops
            guard !items.isEmpty, stops.count > 2 else { continue }
            let rtl = g.axis == .horizontal && g.isRightToLeft
            let page = g.pagingLength

            // Pages in scroll order: from the initial offset onwards (from M when it starts past
            // the middle: right-to-left, or an `initialAnchor` at the end). A page's leading edge
            // is set by the scene's own scroll padding, as its length is.
            let spans = items.map { v.layout.span(of: Int($0), g.axis) }
            let inner = stops.count - 2  // stops other than 0 and M
            let fromEnd = g.initialOffset > g.maxOffset / 2
            let edges = (0 ..< inner).map { n in
                let stop = fromEnd ? stops[stops.count - 2 - n] : stops[1 + n]
                return rtl ? stop + g.visibleLength - g.sceneScrollPaddingEnd : stop + g.sceneScrollPaddingStart
            }
            let cuts = PageCutSweep.firstCuts(edges: edges, spans: spans, tolerance: Tolerance.length)
            // The cases of one container share a position, so only its first can be the one
            // reported: the others are counted (`repeats`), with no message or record of their own.
            guard let n = cuts.firstIndex(where: { $0 != nil }), let cut = cuts[n] else { continue }
            var first = LintCase(code: .pagingCutsItem, location: v.behaviorLocation(of: g.node), viewport: v.index, message: "")
            first.repeats = cuts[(n + 1)...].count { $0 != nil }
            // Ranked by how far the page edge is from the nearer edge of the target it cuts: the
            // weights first, the words only for the case and the worst of its repeats.
            func depth(_ k: Int, _ c: Int) -> Double { rtl ? spans[c].end - edges[k] : edges[k] - spans[c].start }
            func weight(_ k: Int) -> Double? {
                guard let c = cuts[k] else { return nil }
                return min(depth(k, c), spans[c].end - spans[c].start - depth(k, c))
            }
            func brief(_ k: Int) -> String {
                guard let c = cuts[k] else { return "" }
                return "page \(k + 2), \(points(depth(k, c))) pt into \(v.scene.named(Int(items[c])))"
            }
            let worst = cuts.indices.dropFirst(n + 1).filter { cuts[$0] != nil }.max { weight($0) ?? 0 < weight($1) ?? 0 }
            first.rank = weight(n).map { LintCase.Rank(weight: $0, brief: "") }
            first.worstRepeat = worst.flatMap(weight).map { LintCase.Rank(weight: $0, brief: "") }
            found.cases.add(first) { first in
                let edge = edges[n]
                let target = Int(items[cut])
                let (t0, t1) = spans[cut]
                let into = rtl ? t1 - edge : edge - t0
                // Past the middle of the target, the next one is nearer: name it too (`page-0` is
                // where the edge is, `page-1` what the page seems to start with).
                var nearer = ""
                if cut + 1 < spans.count, 2 * into > t1 - t0 {
                    let before = rtl ? edge - spans[cut + 1].end : spans[cut + 1].start - edge
                    if before > Tolerance.length { nearer = ", \(points(before)) pt before \(v.scene.named(Int(items[cut + 1])))," }
                }
                let cutText = cutText(v, container: g.node, page: n + 2, target: target, into: into, nearer: nearer)
                first.notes = [cutNote(v, target: target, page: n + 2)]
                first.rank?.brief = brief(n)
                if let worst { first.worstRepeat?.brief = brief(worst) }
                if let safeArea = safeAreaCause(v, container: c, target: target, targetLength: t1 - t0) {
                    // The items fit the safe area exactly; the pages are the whole screen.
                    first.message = cutText + safeArea
                } else {
                    first.message = cutText + message(v, target: target, into: into, pageLength: page, targetLength: t1 - t0, axis: g.axis)
                    first.fix = lengthFix(v, target: target, pageLength: page, targetLength: t1 - t0, axis: g.axis)
                }
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

    /// "page 2 of `pages` starts 59 pt into `page-1` in viewport `landscape`: " (`nearer`: ", 12 pt
    /// before `page-2`," when the edge is past the target's middle).
    private static func cutText(_ v: LintViewport, container: Int, page: Int, target: Int, into: Double, nearer: String) -> String {
        let containerID = v.scene.id(of: container) ?? ""
        return "page \(page) of `\(containerID)` starts \(points(into)) pt into \(v.scene.named(target))\(nearer) in viewport `\(v.name)`: "
    }

    /// When the container took safe-area insets along its axis and whole targets fill the
    /// visible length less them exactly, the cut comes from the safe area (pages are the bounds,
    /// relative lengths leave the insets out): the rest of the message, which names it and the
    /// fixes that work in the app; nil otherwise.
    static func safeAreaCause(_ v: LintViewport, container c: Int, target: Int, targetLength: Double) -> String? {
        let g = v.layout.containers[c]
        let added0 = g.scrollPaddingStart - g.sceneScrollPaddingStart
        let added1 = g.scrollPaddingEnd - g.sceneScrollPaddingEnd
        guard added0 > 0 || added1 > 0 else { return nil }
        let spacing = v.scene.nodes[target].parent.index.map { v.properties(of: $0).spacing } ?? 0
        guard case .constantOffset = PagingCutCause(pageLength: g.pageLength, targetLength: targetLength, spacing: spacing) else { return nil }
        let kind = v.scene.nodes[target].kind.keyword
        let id = v.scene.id(of: g.node) ?? ""
        let insets = added0 == added1 ? "its \(points(added0)) pt safe area on each side" : "its safe area (\(points(added0)) pt and \(points(added1)) pt)"
        return "pages are the screen's \(points(g.pagingLength)) pt, \(kind)s \(points(targetLength)) pt, the screen less \(insets): "
            + "a paging scroll view pages by its bounds, while `containerRelativeFrame` leaves the safe area out; "
            + "give `\(id)` `ignoresSafeArea: true` (\(kind)s and pages then span the screen), or use `behavior: viewAligned` (it rests on each \(kind))"
    }

    /// The lengths and the fix, after `cutText`.
    private static func message(_ v: LintViewport, target: Int, into: Double, pageLength: Double, targetLength: Double, axis: Axis) -> String {
        let kind = v.scene.nodes[target].kind.keyword
        let spacing = v.scene.nodes[target].parent.index.map { v.properties(of: $0).spacing } ?? 0
        let sizes = "pages are \(points(pageLength)) pt, \(kind)s \(points(targetLength)) pt" + (spacing > 0 ? " plus \(points(spacing)) spacing" : "")
        switch PagingCutCause(pageLength: pageLength, targetLength: targetLength, spacing: spacing) {
        case .oversized:
            return sizes + oversizedFix(kind: kind, axis: axis)
        case .constantOffset(let perPage):
            guard let c = v.layout.enclosingContainer[target].index else { return sizes }
            return sizes + constantOffsetFix(v.layout.containers[c], into: into, perPage: perPage, kind: kind)
        case .drift(let count):
            return sizes + driftFix(kind: kind, axis: axis, count: count, spacing: spacing)
        }
    }

    /// The target's length that makes pages start where targets do, when that alone is the fix:
    /// `{count: 1}` for an oversized target, `{count: N}` for drift without spacing.
    static func lengthFix(_ v: LintViewport, target: Int, pageLength: Double, targetLength: Double, axis: Axis) -> Diagnostic.Fix? {
        let spacing = v.scene.nodes[target].parent.index.map { v.properties(of: $0).spacing } ?? 0
        switch PagingCutCause(pageLength: pageLength, targetLength: targetLength, spacing: spacing) {
        case .oversized: return v.lengthFix(ofNode: target, axis, "{count: 1}")
        case .drift(let count) where spacing == 0: return v.lengthFix(ofNode: target, axis, "{count: \(count)}")
        default: return nil
        }
    }

    /// Where the target the page cuts is written.
    static func cutNote(_ v: LintViewport, target: Int, page: Int) -> Diagnostic.Note {
        Diagnostic.Note("\(v.scene.named(target)), which page \(page) starts inside in viewport `\(v.name)`", at: v.scene.nodes[target].location)
    }

    /// The target is longer than a page: some page starts inside it whatever the spacing.
    static func oversizedFix(kind: String, axis: Axis) -> String {
        "; \(kind)s longer than a page: `\(axis.lengthName): {count: 1}`, or `behavior: viewAligned`"
    }

    /// Whole items fill a page, but every page starts the same distance into one: the scroll
    /// padding at the leading edge is not where the items start (padding or content margins).
    static func constantOffsetFix(_ g: ContainerGeometry, into: Double, perPage: Int, kind: String) -> String {
        let rtl = g.axis == .horizontal && g.isRightToLeft
        let scrollPadding = rtl ? g.sceneScrollPaddingEnd : g.sceneScrollPaddingStart
        let stride = g.pagingLength / Double(perPage)
        // The leading scroll padding that puts every page edge where an item starts.
        var wanted = (scrollPadding - into).truncatingRemainder(dividingBy: stride)
        if wanted < 0 { wanted += stride }
        let edge = g.axis == .vertical ? "top" : "leading"
        return "; the \(kind)s start at \(points(wanted)) pt, the scroll padding is \(points(scrollPadding)) pt: "
            + "`scrollPadding: {\(edge): \(points(wanted))}`, or `contentMargins` for both"
    }

    /// Item plus spacing is not a divisor of the page: each page starts a little further into an item.
    static func driftFix(kind: String, axis: Axis, count: Int, spacing: Double) -> String {
        guard spacing > 0 else { return "; make the \(kind)s a divisor of the page, e.g. `\(axis.lengthName): {count: \(count)}`" }
        return "; spacing makes them drift: `\(axis.lengthName): {count: \(count)}`, `spacing: 0`, the gap inside each, or `behavior: viewAligned`"
    }
}

/// Why a page starts inside a target, from the lengths alone (with `Tolerance.length`).
enum PagingCutCause: Equatable {
    /// The target is longer than the page.
    case oversized
    /// `perPage` strides (target plus spacing) make exactly a page: every page is off by the same amount.
    case constantOffset(perPage: Int)
    /// Strides do not divide the page; `count` is the nearest whole number of targets per page.
    case drift(count: Int)

    init(pageLength: Double, targetLength: Double, spacing: Double) {
        let stride = targetLength + spacing
        let count = max(1, Int((pageLength / stride).rounded()))
        if targetLength > pageLength + Tolerance.length {
            self = .oversized
        } else if abs(Double(count) * stride - pageLength) <= Tolerance.length {
            self = .constantOffset(perPage: count)
        } else {
            self = .drift(count: count)
        }
    }
}
