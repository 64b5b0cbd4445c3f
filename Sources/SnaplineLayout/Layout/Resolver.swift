/// Lays a scene out for one viewport.
///
/// Two passes over the node array. `measure` walks the tree once, top-down proposals and
/// bottom-up sizes, and records each node's size and its offset inside its parent in left-to-right
/// terms; every node is measured exactly once. `place` then turns those offsets into positions in
/// each scroll container's content coordinates and mirrors them for right-to-left.
/// Recursion depth is bounded by the decoder's 256-level nesting limit.
///
/// One file per concept: this one dispatches on the node kind and resolves lengths;
/// `StackLayout`, `ZStackLayout`, `ScrollLayout` and `Placement` do the rest.
public struct Resolver {
    public init() {}

    /// Lays out `scene` in its viewport, with that viewport's values. Returns nil and appends a
    /// diagnostic when the scene cannot be laid out there.
    public func resolve(_ scene: ViewportScene, diagnostics: inout Diagnostics) -> ViewportLayout? {
        let viewport = scene.viewport
        guard !scene.scene.nodes.isEmpty else {
            diagnostics.append(LayoutError(message: "the scene has no nodes", location: scene.scene.nameLocation, code: .emptyScene), in: viewport)
            return nil
        }
        var pass = LayoutPass(scene)
        do throws(LayoutError) {
            try pass.run()
        } catch {
            pass.errors.add(error)
        }
        guard pass.errors.isEmpty else {
            diagnostics.append(pass.errors, in: viewport)
            return nil
        }
        return ViewportLayout(viewport: viewport, frames: pass.frames, enclosingContainer: pass.enclosing, containers: pass.containers)
    }
}

/// What a parent offers a child on each axis; nil is unbounded.
package struct Proposal {
    package var width: Double?
    package var height: Double?

    package subscript(axis: Axis) -> Double? {
        get { axis == .vertical ? height : width }
        set { if axis == .vertical { height = newValue } else { width = newValue } }
    }
}

extension Axis {
    package var cross: Axis { self == .vertical ? .horizontal : .vertical }
    package var lengthName: String { self == .vertical ? "height" : "width" }
    package var lengthProperty: ViewportProperty { self == .vertical ? .height : .width }
}

extension Size {
    package init(along axis: Axis, _ a: Double, cross b: Double) {
        self = axis == .vertical ? Size(width: b, height: a) : Size(width: a, height: b)
    }
}

extension Point {
    package init(along axis: Axis, _ a: Double, cross b: Double) {
        self = axis == .vertical ? Point(x: b, y: a) : Point(x: a, y: b)
    }
}

/// Left-to-right insets: the physical sides before mirroring.
package struct Insets {
    package var top: Double, left: Double, bottom: Double, right: Double
    package init(_ e: Edges) {
        top = e.top
        left = e.leading
        bottom = e.bottom
        right = e.trailing
    }
    package func total(_ axis: Axis) -> Double { axis == .vertical ? top + bottom : left + right }
    package func start(_ axis: Axis) -> Double { axis == .vertical ? top : left }
}

/// The working state of one `Resolver.resolve` call. Nodes are plain data, read by value.
package struct LayoutPass {
    /// The scene with the viewport's values (`resolved.scene`), and where they are written.
    package let resolved: ViewportScene
    package let scene: Scene
    package let nodes: [SceneNode]
    package let viewport: Viewport
    package let rtl: Bool
    /// The viewport less its safe-area insets and keyboard: where the root is laid out.
    package let safeRect: Rect

    /// Per node. While measuring: its size, and the offset of its top-left inside the parent's
    /// box (left-to-right terms; for a scroll container's content node, inside the content
    /// space). `place` turns the offsets into positions in place: the output. (One array of
    /// rects, not sizes and offsets beside the frames: 32 bytes per node, not 64.)
    package var frames: [Rect]
    /// Per node: its index in `containers` for a scroll node, else none.
    package var containerOfNode: [IndexLink]
    package var containers: [ContainerGeometry] = []
    /// Per container: what it was proposed across its axis (nil: unbounded, it hugs), for laying
    /// it out again when it grows through the safe area.
    package var crossProposals: [Double?] = []
    /// The frame of a root scroll container that grew through the safe area before it was
    /// measured (`rootGrowth`), set on it once it is placed.
    package var grownRoot: Rect?

    // Output of `place`.
    package var enclosing: [IndexLink] = []

    /// What went wrong so far. Measuring goes on past an error with 0 for the length at fault,
    /// so independent mistakes are all reported in one run; 0 keeps what depends on it bounded
    /// and finite, so it causes no error of its own.
    package var errors = LayoutErrors()

    package init(_ resolved: ViewportScene) {
        self.resolved = resolved
        scene = resolved.scene
        nodes = scene.nodes
        viewport = resolved.viewport
        rtl = viewport.isRightToLeft
        safeRect = viewport.safeRect
        let n = nodes.count
        frames = Array(repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: n)
        containerOfNode = Array(repeating: .none, count: n)
        // Containers are numbered in document order before measuring, so nested ones can refer to
        // their parents by index.
        var count = 0
        for i in 0 ..< n where nodes[i].kind == .scroll {
            containerOfNode[i] = IndexLink(count)
            count += 1
        }
        containers.reserveCapacity(count)
        crossProposals = [Double?](repeating: nil, count: count)
        for i in 0 ..< n where nodes[i].kind == .scroll {
            let node = nodes[i]
            let enclosingScroll = scene.ancestors(of: i).first { nodes[$0].kind == .scroll }
            let parent = enclosingScroll.flatMap { containerOfNode[$0].index }
            containers.append(ContainerGeometry(
                node: i, parent: parent, axis: node.axis, frame: Rect(x: 0, y: 0, width: 0, height: 0),
                contentSize: .zero, contentOrigin: .zero, scrollPadding: scene.edges[Int(node.scrollPadding)],
                visibleLength: 0, scrollPaddingStart: 0, scrollPaddingEnd: 0, maxOffset: 0, isRightToLeft: rtl))
        }
    }

    /// Measures, then places when measuring found no error (a position past an error would
    /// only repeat it). Placing stops at its first error: the nodes after it overflow with it.
    /// The root is proposed the safe rect (the viewport, without insets), which is also what
    /// relative lengths outside every scroll container measure; scroll containers then reach
    /// through the safe area (`SafeArea.swift`).
    package mutating func run() throws(LayoutError) {
        let base = Proposal(width: safeRect.width, height: safeRect.height)
        _ = measure(0, base, relativeTo: base)
        guard errors.isEmpty else { return }
        try place(0 ..< nodes.count)
        guard viewport.hasInsets else { return }
        if let grownRoot, let c = containerOfNode[0].index {
            frames[0] = grownRoot
            containers[c].frame = grownRoot
        }
        try growThroughSafeArea()
    }

    // MARK: - Measuring

    /// The direct children of node `i`, in order.
    package func children(of i: Int) -> Scene.SceneChildren { Scene.SceneChildren(nodes: nodes, first: nodes[i].firstChild) }

    /// Measures node `i` under `proposal`; `relative` is the length that container-relative frames
    /// refer to on each axis (nil where it is not known).
    package mutating func measure(_ i: Int, _ proposal: Proposal, relativeTo relative: Proposal) -> Size {
        let node = nodes[i]
        var size: Size
        switch node.kind {
        case .item:
            size = Size(
                width: itemLength(i, .horizontal, proposal, relative),
                height: itemLength(i, .vertical, proposal, relative))
        case .space:
            // A space is measured by its stack (see `measureStack`); reaching here means it is
            // not in a stack, which the decoder rejects.
            size = .zero
        case .vstack, .hstack:
            size = measureStack(i, axis: node.kind.stackAxis ?? .vertical, proposal, relative)
        case .zstack:
            size = measureZStack(i, proposal, relative)
        case .scroll:
            size = measureScroll(i, proposal, relative)
        }
        if !size.width.isFinite || !size.height.isFinite {
            errors.add(overflow(i))
            size = .zero
        }
        frames[i].size = size
        return size
    }

    /// An explicit length on `axis`, nil when unset. `fill` takes the proposal (error if unbounded).
    package mutating func explicitLength(_ i: Int, _ axis: Axis, _ proposal: Proposal, _ relative: Proposal) -> Double? {
        let node = nodes[i]
        let length = axis == .vertical ? node.height : node.width
        return resolve(length, i, axis, proposal, relative)
    }

    /// A length in points; nil when unset. A length that cannot be resolved is reported and
    /// taken as 0.
    package mutating func resolve(_ length: Length, _ i: Int, _ axis: Axis, _ proposal: Proposal, _ relative: Proposal) -> Double? {
        switch length {
        case .unset:
            return nil
        case .points(let v):
            return v
        case .fill:
            guard let p = proposal[axis] else { return failed(unboundedFill(i, axis)) }
            return p
        case .relative(let frame):
            guard let l = relative[axis] else { return failed(unknownRelativeBase(i, axis)) }
            let c = Double(frame.count)
            let s = Double(frame.span)
            let g = frame.spacing
            return max(0, (l - g * (c - 1)) / c * s + g * (s - 1))
        case .fraction(let f):
            guard let l = relative[axis] else { return failed(unknownRelativeBase(i, axis)) }
            return max(0, l * f)
        }
    }

    /// Reports `error` and gives the length that replaces the one at fault.
    package mutating func failed(_ error: LayoutError) -> Double {
        errors.add(error)
        return 0
    }

    /// An item's length: explicit, or `fill` (the proposal) when it has none.
    package mutating func itemLength(_ i: Int, _ axis: Axis, _ proposal: Proposal, _ relative: Proposal) -> Double {
        if let v = explicitLength(i, axis, proposal, relative) { return v }
        guard let p = proposal[axis] else { return failed(unboundedFill(i, axis)) }
        return p
    }

    /// Whether a child of a stack along `axis` takes a share of the remaining space there.
    package func isFlexible(_ i: Int, along axis: Axis) -> Bool {
        let node = nodes[i]
        let length = axis == .vertical ? node.height : node.width
        switch node.kind {
        case .item, .scroll:
            return length == .fill || length == .unset
        case .space:
            return length == .fill
        case .vstack, .hstack, .zstack:
            return length == .fill
        }
    }

    package static func align(_ position: Alignment.Position, free: Double) -> Double {
        switch position {
        case .start: 0
        case .center: free / 2
        case .end: free
        }
    }

}
