/// What to draw and how: the scale, the per-container box limit, an optional target to scroll
/// to (`render --at`), how far around the screen the picture shows, and whether it is for the
/// report's simulator.
public struct RenderOptions: Sendable {
    /// Boxes drawn per scroll container by default; the rest are elided with a "... N more" marker.
    public static let defaultBoxLimit = 2000
    /// Points shown around the screen by default.
    public static let defaultCrop = 240.0
    /// The largest `scale` accepted: past it a picture of a phone screen is wider than any display.
    public static let maximumScale = 64.0
    /// The smallest `scale` accepted: below it a picture's sizes, written to hundredths of a
    /// point, round to nothing (`--scale 1e-6` drew a 0 x 0 picture).
    public static let minimumScale = 0.01

    /// Screen points per point of the scene (the SVG's width and height; the drawing is in points).
    public var scale: Double
    public var boxLimit: Int
    public var focus: Focus?
    /// The view box shows the screen and at most this many points around it (nil: all the
    /// content); what lies beyond is still drawn, outside the view box.
    public var crop: Double?
    /// Draw every box both faded and in its window (not only where it shows), so a container's
    /// content can be moved (the HTML report's simulator).
    public var interactive: Bool
    /// Nodes drawn with a highlight around their box (say, the anchors whose offsets changed).
    public var highlighted: Set<Int>
    /// The frames the app measured in this viewport, drawn over the scene (`render --frames`).
    public var measured: MeasuredOverlay?

    /// An anchor and a unit point: every container of its chain is drawn at the chain's offset.
    public struct Focus: Sendable {
        public var node: Int
        public var point: AnchorSpec
        public init(node: Int, point: AnchorSpec) {
            self.node = node
            self.point = point
        }
    }

    public init(scale: Double = 1, boxLimit: Int = RenderOptions.defaultBoxLimit, focus: Focus? = nil, crop: Double? = RenderOptions.defaultCrop, interactive: Bool = false, highlighted: Set<Int> = []) {
        self.scale = scale
        self.boxLimit = boxLimit
        self.focus = focus
        self.crop = crop
        self.interactive = interactive
        self.highlighted = highlighted
    }
}

/// Where everything goes in one viewport's picture: each container's resting offset and the
/// screen position of its content, where each pinned header sticks at that offset, and which
/// boxes are drawn (at most `boxLimit` per container, those nearest its window) with the extent
/// of content drawn around them.
struct RenderPlan {
    /// Per container: the offset it is drawn at (its initial offset, or the focus chain's).
    var offsets: [Double]
    /// The pinned headers (document order), and the pin index of each header's node.
    var pins: [PinnedHeader]
    var pinOfHeader: [Int: Int]
    var pinOfStack: [Int: Int]
    /// Per node (empty without pinned headers): how far it is drawn from its laid-out place in its
    /// container's content, the sum of the moves of the stuck headers it is in (those of its
    /// nearest container; an inner container's content moves with its window).
    var pinShift: [Point]
    /// Per container: the screen position of its content's top-left corner at that offset.
    var origins: [Point]
    /// Per container: the part of the screen its content shows through (its window, within the
    /// windows of the containers around it), or nil when none of it is in view.
    var visible: [Rect?]
    /// The focus target's chain, when there is one.
    var chain: ChainExplanation?
    /// Per node: drawn or not (space nodes and elided boxes are not).
    var drawn: [Bool]
    /// Per node: one past the last node of its subtree (document order).
    var subtreeEnd: [Int]
    /// Per container: the part of the content drawn along its axis, and the boxes elided before
    /// and after it.
    var extents: [(start: Double, end: Double)]
    var elidedBefore: [Int]
    var elidedAfter: [Int]

    init(_ viewport: CompiledViewport, _ options: RenderOptions) {
        let (scene, layout) = (viewport.scene, viewport.layout)
        let containers = layout.containers
        offsets = viewport.table.containers.map(\.initialOffset)
        if let focus = options.focus {
            let explanation = ChainExplanation(viewport, node: focus.node, point: focus.point)
            for step in explanation.steps { offsets[step.container] = step.offset }
            chain = explanation
        }
        pins = PinnedHeader.all(in: scene, layout)
        pinOfHeader = Dictionary(pins.enumerated().map { ($1.header, $0) }, uniquingKeysWith: { first, _ in first })
        pinOfStack = Dictionary(pins.enumerated().map { ($1.stack, $0) }, uniquingKeysWith: { first, _ in first })
        pinShift = []
        if !pins.isEmpty {
            pinShift = [Point](repeating: .zero, count: scene.nodes.count)
            for i in scene.nodes.indices {
                var shift = Point.zero
                if let p = scene.nodes[i].parent.index, scene.nodes[p].kind != .scroll { shift = pinShift[p] }
                if let k = pinOfHeader[i] {
                    let pin = pins[k]
                    let g = containers[pin.container]
                    let move = pin.stuckStart(offset: offsets[pin.container], in: g) - pin.frame.span(g.axis).start
                    if g.axis == .vertical { shift.y += move } else { shift.x += move }
                }
                pinShift[i] = shift
            }
        }
        origins = []
        origins.reserveCapacity(containers.count)
        for (c, g) in containers.enumerated() {
            var parent = Point.zero
            if let p = g.parent { parent = origins[p] }
            let moved = pinShift.isEmpty ? .zero : pinShift[g.node]
            var p = Point(x: parent.x + g.frame.x + moved.x + g.contentOrigin.x, y: parent.y + g.frame.y + moved.y + g.contentOrigin.y)
            if g.axis == .vertical { p.y -= offsets[c] } else { p.x -= offsets[c] }
            origins.append(p)
        }
        visible = []
        visible.reserveCapacity(containers.count)
        for g in containers {
            if let p = g.parent {
                let moved = pinShift.isEmpty ? .zero : pinShift[g.node]
                let window = Rect(x: g.frame.x + moved.x + origins[p].x, y: g.frame.y + moved.y + origins[p].y, width: g.frame.width, height: g.frame.height)
                let outer = visible[p]
                visible.append(outer?.intersection(window))
            } else {
                visible.append(g.frame)
            }
        }

        let n = scene.nodes.count
        subtreeEnd = Array(0 ..< n).map { $0 + 1 }
        for i in stride(from: n - 1, to: 0, by: -1) {
            if let p = scene.nodes[i].parent.index { subtreeEnd[p] = max(subtreeEnd[p], subtreeEnd[i]) }
        }

        // Boxes per container (slot e + 1; slot 0 holds nodes outside every container, never
        // elided), and the first one that reaches the window: the drawn run starts a little before it.
        let slots = containers.count + 1
        let cap = max(1, options.boxLimit)
        var total = [Int](repeating: 0, count: slots)
        var firstVisible = [Int](repeating: -1, count: slots)
        for i in 0 ..< n where scene.nodes[i].kind != .space {
            let e = layout.enclosingContainer[i].index ?? -1
            if e >= 0 && firstVisible[e + 1] < 0 && layout.frames[i].span(containers[e].axis).end > offsets[e] {
                firstVisible[e + 1] = total[e + 1]
            }
            total[e + 1] += 1
        }
        var low = [Int](repeating: 0, count: slots)
        var high = [Int](repeating: Int.max, count: slots)
        for e in 1 ..< slots where total[e] > cap {
            let first = firstVisible[e] < 0 ? total[e] : firstVisible[e]
            low[e] = max(0, min(first - cap / 20, total[e] - cap))
            high[e] = low[e] + cap
        }

        drawn = [Bool](repeating: false, count: n)
        elidedBefore = [Int](repeating: 0, count: containers.count)
        elidedAfter = [Int](repeating: 0, count: containers.count)
        var seen = [Int](repeating: 0, count: slots)
        var span = [(start: Double, end: Double)](repeating: (.infinity, -.infinity), count: containers.count)
        var i = 0
        var skipEnd = 0
        while i < n {
            defer { i += 1 }
            guard scene.nodes[i].kind != .space else { continue }
            let e = layout.enclosingContainer[i].index ?? -1
            let ordinal = seen[e + 1]
            seen[e + 1] += 1
            let outOfRun = ordinal < low[e + 1] || ordinal >= high[e + 1]
            if i < skipEnd || outOfRun {
                if e >= 0 {
                    if ordinal < low[e + 1] { elidedBefore[e] += 1 } else { elidedAfter[e] += 1 }
                }
                if i >= skipEnd { skipEnd = subtreeEnd[i] }
                continue
            }
            drawn[i] = true
            if e >= 0 {
                let s = layout.frames[i].span(containers[e].axis)
                span[e] = (min(span[e].start, s.start), max(span[e].end, s.end))
            }
        }
        let before = elidedBefore, after = elidedAfter
        extents = containers.enumerated().map { c, g in
            let length = g.contentSize.along(g.axis)
            let band = g.axis == .vertical ? 32.0 : 110.0
            let start = before[c] > 0 && span[c].start.isFinite ? max(0, span[c].start - band) : 0
            let end = after[c] > 0 && span[c].end.isFinite ? min(length, span[c].end + band) : length
            return (start, max(start, end))
        }
    }

    /// A rect in container `e`'s content coordinates (the viewport's for e < 0) on screen.
    func screen(_ r: Rect, in e: Int) -> Rect {
        guard e >= 0 else { return r }
        return Rect(x: r.x + origins[e].x, y: r.y + origins[e].y, width: r.width, height: r.height)
    }

    /// Node `i`'s rect `r` (in container `e`'s content coordinates) on screen, moved with the
    /// stuck headers it is in.
    func screen(_ r: Rect, ofNode i: Int, in e: Int) -> Rect {
        var out = screen(r, in: e)
        if !pinShift.isEmpty {
            out.x += pinShift[i].x
            out.y += pinShift[i].y
        }
        return out
    }
}
