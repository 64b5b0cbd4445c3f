/// The numbers of one requested unit point: what the offset computation needs of an `AnchorSpec`.
struct TargetPoint {
    var x: Double
    var y: Double
    var extra: AnchorSpec.Extra
}

/// Computes scroll targets and stops from a viewport's layout (SPEC sections 3 and 4).
///
/// This file builds the table (anchors grouped by container, their offset chains); the stops are
/// in `PagingStops` and `ViewAlignedStops`, the snap targets in `SnapTargets`.
public struct TargetCompiler {
    /// Whether the offsets are kept in the table. `check` only needs to know they are finite,
    /// so it skips storing them (about 15 MB per viewport for a 10 MB scene).
    public var recordsOffsets: Bool

    /// The most offsets one viewport's table may hold (they are indexed with `Int32`).
    public static let maximumOffsets = Int(Int32.max)

    public init(recordsOffsets: Bool = true) {
        self.recordsOffsets = recordsOffsets
    }

    /// The table of `resolved`'s viewport, from its layout. Nil, with errors, when an offset is
    /// not finite, a paging container's stops cannot be computed, or the table is too large.
    public func compile(_ resolved: ViewportScene, _ layout: ViewportLayout, diagnostics: inout Diagnostics) -> ViewportTable? {
        let scene = resolved.scene
        let geometry = layout.containers
        var containers: [ContainerEntry] = []
        containers.reserveCapacity(geometry.count)
        var failed = false

        var anchors: [AnchorEntry] = []
        var offsets: [ChainOffset] = []
        // The unit points of each anchor list as plain numbers (index 0: the scene default), so
        // the loop below touches no strings.
        let pointLists = ([scene.defaultAnchors ?? AnchorSpec.defaultList] + scene.anchorLists).map { list in
            list.map { TargetPoint(x: $0.x, y: $0.y, extra: $0.extra) }
        }
        func points(ofNode a: Int) -> [TargetPoint] { pointLists[scene.nodes[a].anchors.index.map { $0 + 1 } ?? 0] }

        // Anchors (a node with an id and an enclosing container) grouped by container, document
        // order within each: a counting sort, one pass to count, one to place.
        var anchorCount = [Int](repeating: 0, count: geometry.count + 1)
        for (i, c) in layout.enclosingContainer.enumerated() where scene.ids[i] != nil {
            if let c = c.index { anchorCount[c + 1] += 1 }
        }
        for c in 0 ..< geometry.count { anchorCount[c + 1] += anchorCount[c] }
        var anchorNodes = [Int32](repeating: 0, count: anchorCount[geometry.count])
        var fill = anchorCount
        for (i, c) in layout.enclosingContainer.enumerated() where scene.ids[i] != nil {
            guard let c = c.index else { continue }
            anchorNodes[fill[c]] = Int32(i)
            fill[c] += 1
        }
        anchors.reserveCapacity(anchorNodes.count)
        let chainLengths = geometry.indices.map { ContainerChain(from: $0, in: geometry).length }
        if recordsOffsets {
            // The exact count: every anchor's unit points times its container's chain length.
            var total = 0
            for c in geometry.indices {
                for a in anchorNodes[anchorCount[c] ..< anchorCount[c + 1]] {
                    total += points(ofNode: Int(a)).count * chainLengths[c]
                }
            }
            guard total <= Self.maximumOffsets else {
                diagnostics.error(.tableTooLarge(total, viewport: layout.viewport), at: scene.nameLocation, code: .tableTooLarge)
                return nil
            }
            offsets.reserveCapacity(total)
        }

        for (c, g) in geometry.enumerated() {
            let node = scene.nodes[g.node]
            let stops: [Double]
            switch node.behavior {
            case .none:
                stops = []
            case .paging:
                if let paging = Self.pagingStops(resolved, layout, container: c, diagnostics: &diagnostics) {
                    stops = paging
                } else {
                    stops = []
                    failed = true
                }
            case .viewAligned:
                stops = Self.viewAlignedStops(scene, layout, container: c)
            }
            let anchorStart = Int32(anchors.count)
            for a in anchorNodes[anchorCount[c] ..< anchorCount[c + 1]] {
                let first = Int32(truncatingIfNeeded: offsets.count)  // at most `maximumOffsets`, checked above
                for (k, point) in points(ofNode: Int(a)).enumerated() where !appendChain(scene, layout, node: Int(a), point: point, into: &offsets) {
                    diagnostics.error(.offsetOverflow(scene, node: Int(a), anchor: k, viewport: layout.viewport), at: scene.nodes[Int(a)].location, code: .layoutOverflow)
                    failed = true
                }
                anchors.append(AnchorEntry(node: a, container: Int32(c), firstOffset: first))
            }
            containers.append(ContainerEntry(
                node: Int32(g.node), id: scene.id(of: g.node) ?? "", parent: g.parent, axis: g.axis, frame: g.frame,
                contentSize: g.contentSize, scrollPadding: g.scrollPadding, maxOffset: g.maxOffset,
                initialOffset: g.axis == .horizontal && g.isRightToLeft ? g.maxOffset : 0,
                behavior: node.behavior, snapAlign: node.snapAlign, limit: node.limit, stops: stops,
                anchorStart: anchorStart, anchorEnd: Int32(anchors.count), chainLength: Int32(chainLengths[c])))
            if failed && diagnostics.errorCount > Diagnostics.keptErrorLimit { return nil }
        }
        if failed { return nil }
        return ViewportTable(viewport: layout.viewport, containers: containers, anchors: anchors, offsets: offsets, frames: layout.frames)
    }

    /// Appends the chain of one target, innermost container first. Returns false on a non-finite value.
    func appendChain(_ scene: Scene, _ layout: ViewportLayout, node i: Int, point spec: TargetPoint, into offsets: inout [ChainOffset]) -> Bool {
        var finite = true
        var chain = layout.chainSteps(ofNode: i, x: spec.x, y: spec.y, extra: spec.extra, in: scene)
        while let step = chain.advance() {
            finite = finite && step.raw.isFinite
            if recordsOffsets { offsets.append(ChainOffset(offset: step.offset, raw: step.raw)) }
        }
        return finite
    }
}

private extension String {
    static func offsetOverflow(_ scene: Scene, node a: Int, anchor k: Int, viewport: Viewport) -> String {
        "the scroll offset to \(scene.nodes[a].kind.keyword) `\(scene.id(of: a) ?? "")` (anchor `\(scene.anchors(ofNode: a)[k].name)`) overflows to infinity (viewport `\(viewport.name)`); expected finite lengths and offsets"
    }

    static func tableTooLarge(_ total: Int, viewport: Viewport) -> String {
        "the table of viewport `\(viewport.name)` would hold \(total) offsets (anchors times their anchor points times their chain of containers); expected at most \(TargetCompiler.maximumOffsets)"
    }
}
