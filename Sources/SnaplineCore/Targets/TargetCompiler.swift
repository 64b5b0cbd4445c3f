/// The numbers of one requested unit point: what the offset computation needs of an `AnchorSpec`.
struct TargetPoint {
    var x: Double
    var y: Double
    var extra: AnchorSpec.Extra
}

/// Computes scroll targets and stops from a viewport's layout (SPEC sections 3 and 4).
public struct TargetCompiler {
    /// Paging stops past this count are an error at the container (SPEC section 4).
    public static let maximumStops = 1_000_000

    /// Whether the offsets are kept in the table. `check` only needs to know they are finite,
    /// so it skips storing them (about 15 MB per viewport for a 10 MB scene).
    public var recordsOffsets: Bool

    public init(recordsOffsets: Bool = true) {
        self.recordsOffsets = recordsOffsets
    }

    public func compile(_ scene: Scene, _ layout: ViewportLayout, diagnostics: inout Diagnostics) -> ViewportTable? {
        let geometry = layout.containers
        var containers: [ContainerEntry] = []
        containers.reserveCapacity(geometry.count)
        var failed = false

        var anchors: [AnchorEntry] = []
        var offsets: [ChainOffset] = []
        // Anchors grouped by container, document order within each.
        // (A counting sort: one pass to count, one to place, no per-container arrays.)
        // Which nodes are anchors (an id and an enclosing container) and their anchor lists, read
        // without copying nodes.
        let (anchorContainer, anchorList): ([Int32], [Int32]) = scene.nodes.withUnsafeBufferPointer { nodes in
            (layout.enclosingContainer.enumerated().map { i, c in nodes[i].id == nil ? -1 : c }, nodes.map(\.anchors))
        }
        // The unit points of each anchor list as plain numbers (index 0: the scene default), so
        // the loop below touches no strings.
        let pointLists = ([scene.defaultAnchors ?? AnchorSpec.defaultList] + scene.anchorLists).map { list in
            list.map { TargetPoint(x: $0.x, y: $0.y, extra: $0.extra) }
        }
        var anchorCount = [Int32](repeating: 0, count: geometry.count + 1)
        for c in anchorContainer where c >= 0 { anchorCount[Int(c) + 1] += 1 }
        for c in 0 ..< geometry.count { anchorCount[c + 1] += anchorCount[c] }
        var anchorNodes = [Int32](repeating: 0, count: Int(anchorCount[geometry.count]))
        var fill = anchorCount
        for (i, c) in anchorContainer.enumerated() where c >= 0 {
            anchorNodes[Int(fill[Int(c)])] = Int32(i)
            fill[Int(c)] += 1
        }
        anchors.reserveCapacity(anchorNodes.count)
        if recordsOffsets {
            // The exact count: every anchor's unit points times its container's chain length.
            var total = 0
            for c in geometry.indices {
                var depth = 0
                var p = c
                while p >= 0 {
                    depth += 1
                    p = geometry[p].parent
                }
                for a in anchorNodes[Int(anchorCount[c]) ..< Int(anchorCount[c + 1])] {
                    total += pointLists[Int(anchorList[Int(a)]) + 1].count * depth
                }
            }
            offsets.reserveCapacity(total)
        }

        for (c, g) in geometry.enumerated() {
            let node = scene.nodes[g.node]
            var chainLength: Int32 = 0
            var p = c
            while p >= 0 {
                chainLength += 1
                p = geometry[p].parent
            }
            let stops: [Double]
            do {
                stops = try self.stops(scene, layout, container: c)
            } catch {
                diagnostics.error("\(error.message) (viewport `\(layout.viewport.name)`)", at: error.location, code: error.code)
                failed = true
                stops = []
            }
            let anchorStart = Int32(anchors.count)
            for a in anchorNodes[Int(anchorCount[c]) ..< Int(anchorCount[c + 1])] {
                let first = Int32(offsets.count)
                let points = pointLists[Int(anchorList[Int(a)]) + 1]
                for (k, point) in points.enumerated() where !appendChain(scene, layout, node: Int(a), point: point, into: &offsets) {
                    let targetNode = scene.nodes[Int(a)]
                    diagnostics.error(
                        "the scroll offset to \(targetNode.kind.keyword) `\(targetNode.id ?? "")` (anchor `\(scene.anchors(ofNode: Int(a))[k].name)`) overflows to infinity (viewport `\(layout.viewport.name)`); expected finite lengths and offsets",
                        at: targetNode.location, code: "layout-overflow")
                    failed = true
                }
                anchors.append(AnchorEntry(node: a, container: Int32(c), frame: layout.frames[Int(a)], firstOffset: first))
            }
            containers.append(ContainerEntry(
                node: Int32(g.node), id: node.id ?? "", parent: Int32(g.parent), axis: g.axis, frame: g.frame,
                contentSize: g.contentSize, scrollPadding: g.scrollPadding, maxOffset: g.maxOffset,
                initialOffset: g.axis == .horizontal && g.isRightToLeft ? g.maxOffset : 0,
                behavior: node.behavior, snapAlign: node.snapAlign, limit: node.limit, stops: stops,
                anchorStart: anchorStart, anchorEnd: Int32(anchors.count), chainLength: chainLength))
            if failed && diagnostics.errorCount > Diagnostics.keptErrorLimit { return nil }
        }
        if failed { return nil }
        return ViewportTable(viewport: layout.viewport, containers: containers, anchors: anchors, offsets: offsets)
    }

    /// The node's rect grown by its scroll margin (physical sides: leading is the right in RTL).
    func targetRect(_ scene: Scene, _ layout: ViewportLayout, node i: Int) -> Rect {
        let frame = layout.frames[i]
        let margin = scene.edges[Int(scene.nodes[i].scrollMargin)]  // reads one field
        let rtl = layout.viewport.isRightToLeft
        return frame.grown(top: margin.top, left: margin.left(rtl: rtl), bottom: margin.bottom, right: margin.right(rtl: rtl))
    }

    /// Appends the chain of one target, innermost container first. Returns false on a non-finite value.
    func appendChain(_ scene: Scene, _ layout: ViewportLayout, node i: Int, point spec: TargetPoint, into offsets: inout [ChainOffset]) -> Bool {
        var rect = targetRect(scene, layout, node: i)
        var c = Int(layout.enclosingContainer[i])
        var innermost = true
        var finite = true
        // Containers are read through a buffer pointer (no bounds checks or array retains per link).
        return layout.containers.withUnsafeBufferPointer { containers in
            while c >= 0 {
                let g = containers[c]
                let (t0, t1) = rect.span(g.axis)
                let extra: Double
                switch spec.extra {
                case .along(let n): extra = innermost ? n : 0
                case .point(let x, let y): extra = g.axis == .vertical ? y : x
                }
                let raw = g.rawOffset(start: t0, end: t1, u: g.unitCoordinate(x: spec.x, y: spec.y), extra: extra)
                let offset = g.clamp(raw)
                finite = finite && raw.isFinite
                if recordsOffsets { offsets.append(ChainOffset(offset: offset, raw: raw)) }
                // Carry the whole rect out into the parent's content coordinates.
                rect.x = g.frame.x + g.contentOrigin.x + rect.x
                rect.y = g.frame.y + g.contentOrigin.y + rect.y
                if g.axis == .vertical { rect.y -= offset } else { rect.x -= offset }
                innermost = false
                c = g.parent
            }
            return finite
        }
    }

    func stops(_ scene: Scene, _ layout: ViewportLayout, container c: Int) throws(LayoutError) -> [Double] {
        let g = layout.containers[c]
        let node = scene.nodes[g.node]  // one copy per container, not per anchor
        let m = g.maxOffset
        switch node.behavior {
        case .none:
            return []
        case .paging:
            let page = g.visibleLength - g.scrollPaddingStart - g.scrollPaddingEnd
            guard page > 0 else {
                throw LayoutError(
                    message: "paging container `\(node.id ?? "")` has a page length of \(JSONNumber.format(page)) (visible length less scroll padding); expected a positive page length",
                    location: node.location, code: "bad-page-length")
            }
            guard m / page < Double(Self.maximumStops) else {
                throw LayoutError(
                    message: "paging container `\(node.id ?? "")` would have more than \(Self.maximumStops) stops; expected a shorter content or a longer page",
                    location: node.location, code: "too-many-stops")
            }
            var stops: [Double] = []
            if g.axis == .horizontal && g.isRightToLeft {
                // Pages count from the leading (right) end: M - kP while > 1e-9, then 0.
                var k = 0.0
                while m - k * page > 1e-9 {
                    stops.append(m - k * page)
                    k += 1
                }
                stops.append(0)
                stops.reverse()
            } else {
                var k = 0.0
                while k * page < m - 1e-9 {
                    stops.append(k * page)
                    k += 1
                }
                stops.append(m)
            }
            return stops
        case .viewAligned:
            let along = g.snapCoordinate(node.snapAlign)
            var stops: [Double] = [0, m]
            for j in snapTargets(scene, layout, container: c) {
                let (t0, t1) = targetRect(scene, layout, node: j).span(g.axis)
                stops.append(g.clamp(g.rawOffset(start: t0, end: t1, u: along, extra: 0)))
            }
            stops.sort()
            var unique: [Double] = []
            unique.reserveCapacity(stops.count)
            for s in stops where unique.last.map({ abs(s - $0) >= 1e-9 }) ?? true {
                unique.append(s)
            }
            return unique
        }
    }

    /// Snap targets of container `c`: the children of its own `children` list and of stacks with
    /// `targets: true` inside it (not inside a nested container), `space` nodes excepted.
    func snapTargets(_ scene: Scene, _ layout: ViewportLayout, container c: Int) -> [Int] {
        var result: [Int] = []
        let containerNode = layout.containers[c].node
        for j in containerNode + 1 ..< scene.nodes.count {
            let node = scene.nodes[j]
            if layout.enclosingContainer[j] != Int32(c) {
                // Pre-order: once we leave the container's subtree we are done.
                if !isInside(scene, j, containerNode) { break }
                continue
            }
            guard node.kind != .space, node.parent >= 0 else { continue }
            let parent = scene.nodes[Int(node.parent)]
            let isTargetList = Int(node.parent) == containerNode
                ? parent.targets
                : parent.targets && (parent.kind == .vstack || parent.kind == .hstack)
            if isTargetList { result.append(j) }
        }
        return result
    }

    private func isInside(_ scene: Scene, _ j: Int, _ ancestor: Int) -> Bool {
        var p = Int(scene.nodes[j].parent)
        while p >= 0 {
            if p == ancestor { return true }
            if p < ancestor { return false }
            p = Int(scene.nodes[p].parent)
        }
        return false
    }
}
