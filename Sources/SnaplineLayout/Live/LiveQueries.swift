/// An anchor found at an offset: its id (as in the table) and the indices of its id's
/// placeholders, outermost first (`section-{i}` found at the menu's offset gives i).
public struct AnchorHit: Hashable, Sendable {
    public var id: String
    public var indices: [Int]
    /// Its node in the layout's scene.
    public var node: Int

    public init(id: String, indices: [Int], node: Int) {
        self.id = id
        self.indices = indices
        self.node = node
    }
}

/// The bounds of one chain step of a target: the container, the offset in this layout, and the
/// offsets it can be at once every estimated length is known (`lo` with every estimate at its
/// `min`, `hi` at its `max`; `hi` nil: unbounded, an estimate without `max` can move it any
/// distance).
public struct TargetBounds: Hashable, Sendable {
    public var container: String
    public var offset: Double
    public var lo: Double
    public var hi: Double?

    public init(container: String, offset: Double, lo: Double, hi: Double?) {
        self.container = container
        self.offset = offset
        self.lo = lo
        self.hi = hi
    }

    /// True when the offset is exact: every length it depends on is known.
    public var isExact: Bool { hi == lo }
}

extension UnitPoint {
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension LiveLayout {
    /// The member of family `template` (a template's index) among the anchors of container
    /// `containerID` whose leading edge, in the container's logical coordinates, is the greatest at
    /// or before the band's point `unitPoint` (with half a point to spare) at `offset` (physical);
    /// the first in document order on a tie, the first member when every member starts after it;
    /// nil when the container has no member, or the offset is not finite (scroll spy: the section
    /// a menu shows, so a linked bar can scroll to its category).
    public func anchor(at offset: Double, in containerID: String, family template: Int, unitPoint: UnitPoint = .zero) -> AnchorHit? {
        let laid = current
        guard offset.isFinite, let c = laid.container(id: containerID), let line = laid.line(c) else { return nil }
        let u = line.axis == .vertical ? unitPoint.y : unitPoint.x
        let p = line.point(offset: line.logical(offset), u: u)
        var best: (node: Int, a: Double)?
        var first: Int?
        for anchor in laid.table.anchors(ofContainer: c) {
            let n = Int(anchor.node)
            guard n < laid.origins.count, Int(laid.origins.template[n]) == template else { continue }
            if first == nil { first = n }
            let a = line.span(laid.table.frames[n]).a
            if a <= p + 0.5, best.map({ a > $0.a }) ?? true { best = (n, a) }
        }
        guard let n = best?.node ?? first, let id = laid.scene.id(of: n) else { return nil }
        return AnchorHit(id: id, indices: familyIndices(of: n, in: laid), node: n)
    }

    /// The indices of the placeholders of node `n`'s id, outermost first.
    func familyIndices(of n: Int, in laid: Laid) -> [Int] {
        let path = laid.origins.indices(of: n)
        let t = Int(laid.origins.template[n])
        guard case .pattern(let parts) = templates.templates[t].id else { return [] }
        return TemplateID.levels(of: parts).map { $0 < path.count ? path[$0] : 0 }
    }

    /// The bounds of each chain step (innermost first) of anchor `id`'s target named `target`: nil
    /// when the layout has no such anchor or target, or a layout of the estimates fails. The
    /// first call after an update lays the scene out twice more (every estimate at its min, then
    /// at its max); later calls read those layouts.
    ///
    /// Each step's `lo` and `hi` are its offsets in the layouts with every estimated length at its
    /// `min` and at its `max` (the preview without one), the smaller and the larger. `hi` is
    /// unbounded when an estimate without `max` lies before the target in document order inside
    /// the step's container, or is the target's own length along the container's axis and the
    /// unit point is past its leading edge; when one lies after it (it can only lengthen the
    /// content), `hi` is at least the step's raw offset clamped at 0. With nothing estimated, both
    /// are the offset.
    public func bounds(of id: String, target name: String) -> [TargetBounds]? {
        let laid = current
        guard let steps = laid.chain(of: id, target: name) else { return nil }
        let shape = templates.shape
        guard content.hasEstimates(shape: shape) else {
            return steps.map { TargetBounds(container: laid.table.containers[$0.container].id, offset: $0.offset, lo: $0.offset, hi: $0.offset) }
        }
        let made = estimates.withLock { (known: inout Estimates?) -> Estimates in
            if let known { return known }
            let made = Estimates(
                low: try? Laid(scene, viewport: viewport, content: content.estimates(at: false, shape: shape), maximumNodes: maximumNodes),
                high: try? Laid(scene, viewport: viewport, content: content.estimates(at: true, shape: shape), maximumNodes: maximumNodes))
            known = made
            return made
        }
        guard let low = made.low, let high = made.high,
              let lows = low.chain(of: id, target: name), let highs = high.chain(of: id, target: name),
              lows.count == steps.count, highs.count == steps.count,
              let target = laid.anchor(id: id).map({ Int(laid.table.anchors[$0].node) }),
              target < laid.origins.estimated.count
        else { return nil }
        let estimated = laid.origins.estimated
        let anyUnbounded = NodeOrigins.Estimate.unboundedWidth | NodeOrigins.Estimate.unboundedHeight
        return steps.indices.map { d in
            let step = steps[d]
            let entry = laid.table.containers[step.container]
            let cn = Int(entry.node)
            var lo = min(lows[d].offset, highs[d].offset)
            var hi: Double? = max(lows[d].offset, highs[d].offset)
            let own = NodeOrigins.Estimate.bits(entry.axis).unbounded
            // Every node between the container and the target (document order) is inside it.
            let before = (cn + 1 ..< target).contains { estimated[$0] & anyUnbounded != 0 }
            let ownAlong = estimated[target] & own != 0
            if before || (ownAlong && step.u > 0) {
                hi = nil
            } else {
                // The container's nodes after the target follow it directly (document order).
                var after = ownAlong
                var m = target + 1
                while !after, m < estimated.count, laid.node(m, isInside: cn) {
                    after = estimated[m] & anyUnbounded != 0
                    m += 1
                }
                if after, let h = hi { hi = max(h, max(highs[d].raw, 0)) }
            }
            lo = lo == 0 ? 0 : lo  // no -0
            return TargetBounds(container: entry.id, offset: step.offset, lo: lo, hi: hi)
        }
    }
}

extension LiveLayout.Laid {
    /// One step of a target's chain: the container (an index in `table.containers`), its offset,
    /// its raw value and the target's unit coordinate along the container's axis.
    struct Step {
        var container: Int
        var offset: Double
        var raw: Double
        var u: Double
    }

    /// The chain of anchor `id`'s target named `name`, innermost first.
    func chain(of id: String, target name: String) -> [Step]? {
        guard let a = anchor(id: id) else { return nil }
        let anchor = table.anchors[a]
        let node = Int(anchor.node)
        let specs = scene.anchors(ofNode: node)
        guard let k = specs.firstIndex(where: { $0.name == name }) else { return nil }
        let c = Int(anchor.container)
        let depth = Int(table.containers[c].chainLength)
        guard !table.raws.isEmpty else { return nil }
        let first = Int(anchor.firstOffset) + k * depth
        return ContainerChain(from: c, in: table.containers).enumerated().map { d, chained in
            let link = table.link(first + d, in: chained)
            let u = layout.containerIndex(ofNode: Int(table.containers[chained].node))
                .map { layout.containers[$0].unitCoordinate(x: specs[k].x, y: specs[k].y) } ?? 0
            return Step(container: chained, offset: link.offset, raw: link.raw, u: u)
        }
    }
}
