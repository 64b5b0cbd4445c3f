/// The numbers of one requested unit point: what the offset computation needs of an `AnchorSpec`.
package struct TargetPoint: Sendable {
    package var x: Double
    package var y: Double
    package var extra: AnchorSpec.Extra
}

/// Computes scroll targets and stops from a viewport's layout.
///
/// This file builds the table (anchors grouped by container, their offset chains); the stops are
/// in `PagingStops` and `ViewAlignedStops`, the snap targets in `SnapTargets`.
public struct TargetCompiler: Sendable {
    /// Whether the offsets are kept in the table. `check` only needs to know they are finite,
    /// so it skips storing them (about 7 MB per viewport for a 10 MB scene), and computes them
    /// only when they might not be (`ChainBound`).
    public var recordsOffsets: Bool
    /// Whether a large table is built on every core: its containers are cut into pieces of about
    /// equal work, each built on its own into its own place; the table is the same.
    public var concurrently: Bool

    /// The most offsets one viewport's table may hold (they are indexed with `Int32`).
    public static let maximumOffsets = Int(Int32.max)
    /// Below this much work (chain links, paging stops, snap targets) a table is built on one
    /// thread even `concurrently` (tests lower it to cut small tables into pieces).
    package var concurrentWork = 1 << 15
    /// How many pieces a large table is cut into: one per core (tests raise it).
    package var shares = Cores.count

    public init(recordsOffsets: Bool = true, concurrently: Bool = false) {
        self.recordsOffsets = recordsOffsets
        self.concurrently = concurrently
    }

    /// The table of `resolved`'s viewport, from its layout. Nil, with errors, when an offset is
    /// not finite, a paging container's stops cannot be computed, or the table is too large.
    public func compile(_ resolved: ViewportScene, _ layout: ViewportLayout, diagnostics: inout Diagnostics) -> ViewportTable? {
        let scene = resolved.scene
        let geometry = layout.containers
        // Anchors (a node with an id and an enclosing container) grouped by container, document
        // order within each: a counting sort, one pass to count, one to place.
        var anchorStart = [Int](repeating: 0, count: geometry.count + 1)
        for (i, c) in layout.enclosingContainer.enumerated() where scene.ids[i] != nil {
            if let c = c.index { anchorStart[c + 1] += 1 }
        }
        for c in 0 ..< geometry.count { anchorStart[c + 1] += anchorStart[c] }
        var anchorNodes = [Int32](repeating: 0, count: anchorStart[geometry.count])
        var fill = anchorStart
        for (i, c) in layout.enclosingContainer.enumerated() where scene.ids[i] != nil {
            guard let c = c.index else { continue }
            anchorNodes[fill[c]] = Int32(i)
            fill[c] += 1
        }
        let plan = TablePlan(scene, layout, anchorNodes: anchorNodes, anchorStart: anchorStart, needsChains: recordsOffsets)
        if recordsOffsets && plan.linkStart[geometry.count] > Self.maximumOffsets {
            diagnostics.error(.tableTooLarge(plan.linkStart[geometry.count], viewport: layout.viewport), at: scene.nameLocation, code: .tableTooLarge)
            return nil
        }
        // Anchors and offsets are written in place: each container's start is known.
        var anchors = [AnchorEntry](repeating: AnchorEntry(node: 0, container: 0, firstOffset: 0), count: anchorNodes.count)
        var offsets = recordsOffsets ? [Double](repeating: 0, count: plan.linkStart[geometry.count]) : []
        let pieces = concurrently ? plan.pieces(work: concurrentWork, count: shares) : [0 ..< geometry.count]
        var built: [TablePiece]
        if pieces.count > 1 {
            built = anchors.withUnsafeMutableBufferPointer { anchors in
                offsets.withUnsafeMutableBufferPointer { offsets in
                    // Each piece writes its own containers' anchors and offsets.
                    Cores.map(pieces.count) { k in
                        buildPiece(pieces[k], resolved, layout, plan, anchors: anchors, offsets: offsets, stopsAfterErrors: nil)
                    }
                }
            }
            // A failing table is built again on one thread, so its errors are exactly those of
            // one pass in container order (which stops once too many are kept).
            if built.contains(where: \.failed) { built = [] }
        } else {
            built = []
        }
        if built.isEmpty {
            let errorsBefore = diagnostics.errorCount
            let one = anchors.withUnsafeMutableBufferPointer { anchors in
                offsets.withUnsafeMutableBufferPointer { offsets in
                    buildPiece(0 ..< geometry.count, resolved, layout, plan, anchors: anchors, offsets: offsets, stopsAfterErrors: errorsBefore)
                }
            }
            built = [one]
        }
        for piece in built { diagnostics.append(contentsOf: piece.diagnostics) }
        if built.contains(where: \.failed) { return nil }
        var containers = built.count == 1 ? built[0].containers : []
        if built.count > 1 {
            containers.reserveCapacity(geometry.count)
            for piece in built { containers += piece.containers }
        }
        return ViewportTable(viewport: layout.viewport, containers: containers, anchors: anchors, raws: offsets, frames: layout.frames, snapTargets: plan.snapTargets)
    }

    /// Container `c`'s stops, by its behavior: none, its pages (`PagingStops`), or its snap
    /// targets' stops (`ViewAlignedStops`; `targets` are its snap targets). Nil, with the error
    /// in `diagnostics`, when a paging container's stops cannot be computed. The one place a
    /// behavior becomes stops: the table and `explain` both call it.
    package static func stops(_ resolved: ViewportScene, _ layout: ViewportLayout, container c: Int, targets: some Collection<Int32>, diagnostics: inout Diagnostics) -> [Double]? {
        switch resolved.scene.nodes[layout.containers[c].node].behavior {
        case .none: []
        case .paging: pagingStops(resolved, layout, container: c, diagnostics: &diagnostics)
        case .viewAligned: viewAlignedStops(resolved.scene, layout, container: c, targets: targets)
        }
    }

    /// Builds the rows of containers `range`: their stops, and their anchors and (when recorded)
    /// offsets at their places in `anchors` and `offsets`. With `stopsAfterErrors` (the errors
    /// already reported), stops after the container at which the file's kept errors are full.
    private func buildPiece(
        _ range: Range<Int>, _ resolved: ViewportScene, _ layout: ViewportLayout, _ plan: TablePlan,
        anchors: UnsafeMutableBufferPointer<AnchorEntry>, offsets: UnsafeMutableBufferPointer<Double>, stopsAfterErrors errorsBefore: Int?
    ) -> TablePiece {
        let scene = resolved.scene
        var piece = TablePiece()
        piece.containers.reserveCapacity(range.count)
        var next = plan.linkStart[range.lowerBound]
        for c in range {
            let g = layout.containers[c]
            let node = scene.nodes[g.node]
            let stops: [Double]
            if let found = Self.stops(resolved, layout, container: c, targets: plan.snapTargets[c], diagnostics: &piece.diagnostics) {
                stops = found
            } else {
                stops = []
                piece.failed = true
            }
            for anchor in plan.anchorStart[c] ..< plan.anchorStart[c + 1] {
                let a = plan.anchorNodes[anchor]
                let first = Int32(truncatingIfNeeded: recordsOffsets ? next : 0)  // at most `maximumOffsets`, checked
                for (k, point) in plan.points(ofAnchor: anchor).enumerated() where plan.needsChains && !chain(scene, layout, node: Int(a), point: point, into: offsets, at: &next) {
                    piece.diagnostics.error(.offsetOverflow(scene, node: Int(a), anchor: k, viewport: layout.viewport), at: scene.nodes[Int(a)].location, code: .layoutOverflow)
                    piece.failed = true
                }
                anchors[anchor] = AnchorEntry(node: a, container: Int32(c), firstOffset: first)
            }
            piece.containers.append(ContainerEntry(
                node: Int32(g.node), id: scene.id(of: g.node) ?? "", parent: g.parent, axis: g.axis, frame: g.frame,
                contentSize: g.contentSize, scrollPadding: g.scrollPadding, maxOffset: g.maxOffset,
                initialOffset: g.initialOffset,
                behavior: node.behavior, snapAlign: node.snapAlign, limit: node.limit.resolved(behavior: node.behavior, axis: g.axis, sizeClass: layout.viewport.sizeClass), stops: stops,
                anchorStart: Int32(plan.anchorStart[c]), anchorEnd: Int32(plan.anchorStart[c + 1]), chainLength: Int32(plan.chainLengths[c])))
            if let errorsBefore, piece.failed, errorsBefore + piece.diagnostics.errorCount > Diagnostics.keptErrorLimit { break }
        }
        return piece
    }

    /// Computes the chain of one target, innermost container first, into `offsets` from `next`
    /// on (when recorded). Returns false on a non-finite value.
    package func chain(_ scene: Scene, _ layout: ViewportLayout, node i: Int, point spec: TargetPoint, into offsets: UnsafeMutableBufferPointer<Double>, at next: inout Int) -> Bool {
        var finite = true
        var chain = layout.chainSteps(ofNode: i, x: spec.x, y: spec.y, extra: spec.extra, in: scene)
        while let step = chain.advance() {
            finite = finite && step.raw.isFinite
            if recordsOffsets {
                offsets[next] = step.raw
                next += 1
            }
        }
        return finite
    }
}

/// What building a table needs to know before any container is built: each container's anchors
/// and where its offsets start, so that pieces of the table can be built apart.
private struct TablePlan: Sendable {
    let anchorNodes: [Int32]
    /// Container c's anchors are `anchorNodes[anchorStart[c] ..< anchorStart[c + 1]]`.
    let anchorStart: [Int]
    let chainLengths: [Int]
    /// Container c's offsets start at `linkStart[c]`; the last element is their total.
    let linkStart: [Int]
    /// Work per container: its chain links (its anchors when no chain is computed), plus its
    /// pages when it pages and its snap targets when it is view-aligned.
    let work: [Int]
    /// The unit points of each anchor list as plain numbers (index 0: the scene default), so the
    /// loop touches no strings.
    let pointLists: [[TargetPoint]]
    let anchorLists: [IndexLink]

    /// Every container's snap targets.
    let snapTargets: SnapTargetIndex
    /// False when every chain is known to be finite without computing it and the offsets are
    /// not kept (`check`): then no chain is computed.
    let needsChains: Bool

    init(_ scene: Scene, _ layout: ViewportLayout, anchorNodes: [Int32], anchorStart: [Int], needsChains: Bool) {
        let geometry = layout.containers
        self.anchorNodes = anchorNodes
        self.anchorStart = anchorStart
        let pointLists = ([scene.defaultAnchors ?? AnchorSpec.defaultList] + scene.anchorLists).map { list in
            list.map { TargetPoint(x: $0.x, y: $0.y, extra: $0.extra) }
        }
        let anchorLists = anchorNodes.map { scene.nodes[Int($0)].anchors }
        let chainLengths = geometry.indices.map { ContainerChain(from: $0, in: geometry).length }
        let snapTargets = layout.snapTargetsOfEveryContainer(in: scene)
        let needsChains = needsChains || !ChainBound.isFinite(scene, layout, pointLists: pointLists)
        var linkStart = [Int](repeating: 0, count: geometry.count + 1)
        var work = [Int](repeating: 0, count: geometry.count)
        for (c, g) in geometry.enumerated() {
            var links = 0
            for k in anchorStart[c] ..< anchorStart[c + 1] {
                links += pointLists[Self.list(anchorLists[k])].count * chainLengths[c]
            }
            linkStart[c + 1] = linkStart[c] + links
            let pages = scene.nodes[g.node].behavior == .paging && g.pagingLength > 0 ? min(g.maxOffset / g.pagingLength, 1e6) : 0
            let targets = scene.nodes[g.node].behavior == .viewAligned ? snapTargets[c].count : 0
            work[c] = 1 + (needsChains ? links : anchorStart[c + 1] - anchorStart[c]) + Int(pages) + targets
        }
        (self.pointLists, self.anchorLists, self.chainLengths) = (pointLists, anchorLists, chainLengths)
        (self.linkStart, self.work) = (linkStart, work)
        (self.snapTargets, self.needsChains) = (snapTargets, needsChains)
    }

    /// The index in `pointLists` of an anchor list (0: the scene's default).
    private static func list(_ link: IndexLink) -> Int { link.index.map { $0 + 1 } ?? 0 }

    /// The unit points of anchor `k` (an index into `anchorNodes`).
    func points(ofAnchor k: Int) -> [TargetPoint] { pointLists[Self.list(anchorLists[k])] }

    /// The containers cut into up to eight consecutive ranges of about equal work (more than
    /// cores, so a slow piece does not leave a core idle); one range when the whole is less than
    /// `minimum`.
    func pieces(work minimum: Int, count shares: Int) -> [Range<Int>] {
        let total = work.reduce(0, +)
        let count = min(work.count, shares)
        guard total >= minimum, count > 1 else { return [0 ..< work.count] }
        let share = (total + count - 1) / count
        var ranges: [Range<Int>] = []
        var start = 0, sum = 0
        for c in work.indices {
            sum += work[c]
            if sum >= share * (ranges.count + 1) || c == work.count - 1 {
                ranges.append(start ..< c + 1)
                start = c + 1
            }
        }
        return ranges
    }
}

/// What one piece of a table built: its containers' rows in order, its errors.
private struct TablePiece: Sendable {
    var containers: [ContainerEntry] = []
    var diagnostics = Diagnostics()
    var failed = false
}

private extension String {
    static func offsetOverflow(_ scene: Scene, node a: Int, anchor k: Int, viewport: Viewport) -> String {
        "the scroll offset to \(scene.nodes[a].kind.keyword) `\(scene.id(of: a) ?? "")` (anchor `\(scene.anchors(ofNode: a)[k].name)`) overflows to infinity (viewport `\(viewport.name)`); expected finite lengths and offsets"
    }

    static func tableTooLarge(_ total: Int, viewport: Viewport) -> String {
        "the table of viewport `\(viewport.name)` would hold \(total) offsets (anchors times their anchor points times their chain of containers); expected at most \(TargetCompiler.maximumOffsets)"
    }
}
