/// Lays a scene out for one viewport (SPEC section 2).
///
/// Two passes over the node array. `measure` walks the tree once, top-down proposals and
/// bottom-up sizes, and records each node's size and its offset inside its parent in left-to-right
/// terms; every node is measured exactly once. `place` then turns those offsets into positions in
/// each scroll container's content coordinates and mirrors them for right-to-left.
/// Recursion depth is bounded by the decoder's 256-level nesting limit.
public struct Resolver {
    public init() {}

    /// Returns nil and appends a diagnostic when the scene cannot be laid out in this viewport.
    public func resolve(_ scene: Scene, in viewport: Viewport, diagnostics: inout Diagnostics) -> ViewportLayout? {
        // The pass reads nodes through a pointer: copying a `SceneNode` out of the array would
        // retain and release its id on every access, and that dominated the layout time.
        let result: Result<LayoutPass, LayoutError> = scene.nodes.withUnsafeBufferPointer { nodes in
            guard let base = nodes.baseAddress else { return .failure(LayoutError(message: "the scene has no nodes", location: scene.nameLocation, code: .emptyScene)) }
            var pass = LayoutPass(scene: scene, nodes: base, viewport: viewport)
            do throws(LayoutError) {
                try pass.run()
            } catch {
                return .failure(error)
            }
            return .success(pass)
        }
        switch result {
        case .failure(let error):
            diagnostics.error("\(error.message) (viewport `\(viewport.name)`)", at: error.location, code: error.code)
            return nil
        case .success(let pass):
            return ViewportLayout(viewport: viewport, frames: pass.frames, enclosingContainer: pass.enclosing, containers: pass.containers)
        }
    }
}

/// A failure to lay out, at the node that caused it.
struct LayoutError: Error {
    var message: String
    var location: SourceLocation
    var code: DiagnosticCode
}

/// What a parent offers a child on each axis; nil is unbounded.
struct Proposal {
    var width: Double?
    var height: Double?

    subscript(axis: Axis) -> Double? {
        get { axis == .vertical ? height : width }
        set { if axis == .vertical { height = newValue } else { width = newValue } }
    }
}

private extension Axis {
    var cross: Axis { self == .vertical ? .horizontal : .vertical }
    var lengthName: String { self == .vertical ? "height" : "width" }
}

private extension Size {
    init(along axis: Axis, _ a: Double, cross b: Double) {
        self = axis == .vertical ? Size(width: b, height: a) : Size(width: a, height: b)
    }
}

private extension Point {
    init(along axis: Axis, _ a: Double, cross b: Double) {
        self = axis == .vertical ? Point(x: b, y: a) : Point(x: a, y: b)
    }
}

/// Left-to-right insets: the physical sides before mirroring.
private struct Insets {
    var top: Double, left: Double, bottom: Double, right: Double
    init(_ e: Edges) {
        top = e.top
        left = e.leading
        bottom = e.bottom
        right = e.trailing
    }
    func total(_ axis: Axis) -> Double { axis == .vertical ? top + bottom : left + right }
    func start(_ axis: Axis) -> Double { axis == .vertical ? top : left }
}

private struct LayoutPass {
    let scene: Scene
    /// `scene.nodes`, valid for the pass's lifetime (see `Resolver.resolve`).
    let nodes: UnsafePointer<SceneNode>
    let viewport: Viewport
    let rtl: Bool

    /// Per node: size, and offset of its top-left inside the parent's box (left-to-right terms).
    /// For a scroll container's content nodes, the offset is inside the content space.
    var sizes: [Size]
    var local: [Point]
    /// Per node: container index for scroll nodes (else -1).
    var containerOfNode: [Int32]
    var containers: [ContainerGeometry] = []

    // Output of `place`.
    var frames: [Rect] = []
    var enclosing: [Int32] = []

    init(scene: Scene, nodes: UnsafePointer<SceneNode>, viewport: Viewport) {
        self.scene = scene
        self.nodes = nodes
        self.viewport = viewport
        rtl = viewport.isRightToLeft
        let n = scene.nodes.count
        sizes = Array(repeating: .zero, count: n)
        local = Array(repeating: .zero, count: n)
        containerOfNode = Array(repeating: -1, count: n)
        // Containers are numbered in document order before measuring, so nested ones can refer to
        // their parents by index.
        var count: Int32 = 0
        for i in 0 ..< n where nodes[i].kind == .scroll {
            containerOfNode[i] = count
            count += 1
        }
        containers.reserveCapacity(Int(count))
        for i in 0 ..< n where nodes[i].kind == .scroll {
            let node = nodes + i
            var parent = -1
            var p = Int(node.pointee.parent)
            while p >= 0 {
                if nodes[p].kind == .scroll {
                    parent = Int(containerOfNode[p])
                    break
                }
                p = Int(nodes[p].parent)
            }
            containers.append(ContainerGeometry(
                node: i, parent: parent, axis: node.pointee.axis, frame: Rect(x: 0, y: 0, width: 0, height: 0),
                contentSize: .zero, contentOrigin: .zero, scrollPadding: scene.edges[Int(node.pointee.scrollPadding)],
                visibleLength: 0, scrollPaddingStart: 0, scrollPaddingEnd: 0, maxOffset: 0, isRightToLeft: rtl))
        }
    }

    mutating func run() throws(LayoutError) {
        guard !scene.nodes.isEmpty else { return }
        let base = Proposal(width: viewport.width, height: viewport.height)
        _ = try measure(0, Proposal(width: viewport.width, height: viewport.height), relativeTo: base)
        try place()
    }

    // MARK: - Measuring

    /// The direct children of node `i`, in order, read through the node pointer.
    func children(of i: Int) -> ChildIndices { ChildIndices(nodes: nodes, current: nodes[i].firstChild) }

    struct ChildIndices: Sequence, IteratorProtocol {
        let nodes: UnsafePointer<SceneNode>
        var current: Int32
        mutating func next() -> Int? {
            guard current >= 0 else { return nil }
            defer { current = nodes[Int(current)].nextSibling }
            return Int(current)
        }
    }

    /// Measures node `i` under `proposal`; `relative` is the length that container-relative frames
    /// refer to on each axis (nil where it is not known).
    mutating func measure(_ i: Int, _ proposal: Proposal, relativeTo relative: Proposal) throws(LayoutError) -> Size {
        let node = nodes + i
        let size: Size
        switch node.pointee.kind {
        case .item:
            size = Size(
                width: try itemLength(i, .horizontal, proposal, relative),
                height: try itemLength(i, .vertical, proposal, relative))
        case .space:
            // A space is measured by its stack (see `measureStack`); reaching here means it is
            // not in a stack, which the decoder rejects.
            size = .zero
        case .vstack, .hstack:
            size = try measureStack(i, axis: node.pointee.kind == .vstack ? .vertical : .horizontal, proposal, relative)
        case .zstack:
            size = try measureZStack(i, proposal, relative)
        case .scroll:
            size = try measureScroll(i, proposal, relative)
        }
        guard size.width.isFinite, size.height.isFinite else {
            throw overflow(i)
        }
        sizes[i] = size
        return size
    }

    /// An explicit length on `axis`, nil when unset. `fill` takes the proposal (error if unbounded).
    func explicitLength(_ i: Int, _ axis: Axis, _ proposal: Proposal, _ relative: Proposal) throws(LayoutError) -> Double? {
        let node = nodes + i
        let length = axis == .vertical ? node.pointee.height : node.pointee.width
        return try resolve(length, i, axis, proposal, relative)
    }

    func resolve(_ length: Length, _ i: Int, _ axis: Axis, _ proposal: Proposal, _ relative: Proposal) throws(LayoutError) -> Double? {
        switch length {
        case .unset:
            return nil
        case .points(let v):
            return v
        case .fill:
            guard let p = proposal[axis] else { throw unboundedFill(i, axis) }
            return p
        case .relative(let frame):
            guard let l = relative[axis] else { throw unknownRelativeBase(i, axis) }
            let c = Double(frame.count)
            let s = Double(frame.span)
            let g = frame.spacing
            return max(0, (l - g * (c - 1)) / c * s + g * (s - 1))
        case .fraction(let f):
            guard let l = relative[axis] else { throw unknownRelativeBase(i, axis) }
            return max(0, l * f)
        }
    }

    /// An item's length: explicit, or `fill` (the proposal) when it has none.
    func itemLength(_ i: Int, _ axis: Axis, _ proposal: Proposal, _ relative: Proposal) throws(LayoutError) -> Double {
        if let v = try explicitLength(i, axis, proposal, relative) { return v }
        guard let p = proposal[axis] else { throw unboundedFill(i, axis) }
        return p
    }

    /// Whether a child of a stack along `axis` takes a share of the remaining space there.
    func isFlexible(_ i: Int, along axis: Axis) -> Bool {
        let node = nodes + i
        let length = axis == .vertical ? node.pointee.height : node.pointee.width
        switch node.pointee.kind {
        case .item, .scroll:
            return length == .fill || length == .unset
        case .space:
            return length == .fill
        case .vstack, .hstack, .zstack:
            return length == .fill
        }
    }

    mutating func measureStack(_ i: Int, axis: Axis, _ proposal: Proposal, _ relative: Proposal) throws(LayoutError) -> Size {
        let node = nodes + i
        let insets = Insets(scene.edges[Int(node.pointee.padding)])
        let explicitAlong = try explicitLength(i, axis, proposal, relative)
        let explicitCross = try explicitLength(i, axis.cross, proposal, relative)
        return try layoutStackChildren(
            of: i, axis: axis, spacing: node.pointee.spacing, alignment: node.pointee.alignment, insets: insets,
            explicitAlong: explicitAlong, explicitCross: explicitCross, proposal: proposal, relative: relative)
    }

    /// Lays out the children of `i` as a stack along `axis` (a vstack, an hstack, or a scroll
    /// container's implicit stack), writing their sizes and offsets, and returns the stack's size.
    mutating func layoutStackChildren(
        of i: Int, axis: Axis, spacing: Double, alignment: Alignment, insets: Insets,
        explicitAlong: Double?, explicitCross: Double?, proposal: Proposal, relative: Proposal,
        origin: Point = .zero
    ) throws(LayoutError) -> Size {
        let cross = axis.cross
        let innerAlong = (explicitAlong ?? proposal[axis]).map { max(0, $0 - insets.total(axis)) }
        let innerCross = (explicitCross ?? proposal[cross]).map { max(0, $0 - insets.total(cross)) }

        var childProposal = Proposal()
        childProposal[cross] = innerCross
        childProposal[axis] = nil

        var count = 0
        var fixedTotal = 0.0
        var flexible = 0
        // First the children with a length of their own, proposed nothing along the axis.
        for c in children(of: i) {
            count += 1
            if innerAlong != nil && isFlexible(c, along: axis) {
                flexible += 1
                continue
            }
            let size = try measureChild(c, stackAxis: axis, childProposal, relative)
            fixedTotal += size.along(axis)
        }
        let gaps = spacing * Double(max(0, count - 1))
        // Then the flexible ones share what is left (only when the stack is bounded on the axis).
        if flexible > 0, let innerAlong {
            let share = max(0, (innerAlong - fixedTotal - gaps) / Double(flexible))
            childProposal[axis] = share
            for c in children(of: i) where isFlexible(c, along: axis) {
                _ = try measureChild(c, stackAxis: axis, childProposal, relative)
            }
        }

        var total = 0.0
        var widest = 0.0
        for c in children(of: i) {
            total += sizes[c].along(axis)
            widest = max(widest, sizes[c].along(cross))
        }
        total += gaps
        let length = explicitAlong ?? (total + insets.total(axis))
        let breadth = explicitCross ?? (widest + insets.total(cross))
        guard length.isFinite, breadth.isFinite else { throw overflow(i) }

        // Children start after the leading padding; an explicit length centers them:
        // (length - total) / 2 with the padding counted in the total, as SwiftUI's frame does.
        var cursor = insets.start(axis)
        if explicitAlong != nil {
            cursor += (length - insets.total(axis) - total) / 2
        }
        // Across, `alignment` places children within the widest one; an explicit cross length
        // other than that centers the group, as SwiftUI's frame does (0 when the stack hugs).
        let groupStart = insets.start(cross) + (breadth - insets.total(cross) - widest) / 2
        let position = cross == .horizontal ? alignment.horizontal : alignment.vertical
        for c in children(of: i) {
            let size = sizes[c]
            let offsetAcross = groupStart + Self.align(position, free: widest - size.along(cross))
            let p = Point(along: axis, cursor, cross: offsetAcross)
            local[c] = Point(x: origin.x + p.x, y: origin.y + p.y)
            cursor += size.along(axis) + spacing
        }
        return Size(along: axis, length, cross: breadth)
    }

    /// Measures a stack child; a `space` child is sized here since its length is along the stack axis.
    mutating func measureChild(_ c: Int, stackAxis axis: Axis, _ proposal: Proposal, _ relative: Proposal) throws(LayoutError) -> Size {
        let node = nodes + c
        guard node.pointee.kind == .space else { return try measure(c, proposal, relativeTo: relative) }
        let length: Double
        let spaceLength = axis == .vertical ? node.pointee.height : node.pointee.width
        switch spaceLength {
        case .fill:
            guard let p = proposal[axis] else { throw unboundedFill(c, axis) }
            length = p
        default:
            length = try resolve(spaceLength, c, axis, proposal, relative) ?? 0
        }
        let size = Size(along: axis, length, cross: 0)
        sizes[c] = size
        return size
    }

    static func align(_ position: Alignment.Position, free: Double) -> Double {
        switch position {
        case .start: 0
        case .center: free / 2
        case .end: free
        }
    }

    mutating func measureZStack(_ i: Int, _ proposal: Proposal, _ relative: Proposal) throws(LayoutError) -> Size {
        let node = nodes + i
        let insets = Insets(scene.edges[Int(node.pointee.padding)])
        let explicitW = try explicitLength(i, .horizontal, proposal, relative)
        let explicitH = try explicitLength(i, .vertical, proposal, relative)
        let inner = Proposal(
            width: (explicitW ?? proposal.width).map { max(0, $0 - insets.total(.horizontal)) },
            height: (explicitH ?? proposal.height).map { max(0, $0 - insets.total(.vertical)) })
        var widest = 0.0
        var tallest = 0.0
        for c in children(of: i) {
            let size = try measure(c, inner, relativeTo: relative)
            widest = max(widest, size.width)
            tallest = max(tallest, size.height)
        }
        let size = Size(width: explicitW ?? widest + insets.total(.horizontal), height: explicitH ?? tallest + insets.total(.vertical))
        let freeW = size.width - insets.total(.horizontal)
        let freeH = size.height - insets.total(.vertical)
        for c in children(of: i) {
            local[c] = Point(
                x: insets.left + Self.align(node.pointee.alignment.horizontal, free: freeW - sizes[c].width),
                y: insets.top + Self.align(node.pointee.alignment.vertical, free: freeH - sizes[c].height))
        }
        return size
    }

    mutating func measureScroll(_ i: Int, _ proposal: Proposal, _ relative: Proposal) throws(LayoutError) -> Size {
        let node = nodes + i
        let axis = node.pointee.axis
        let cross = axis.cross
        let padding = Insets(scene.edges[Int(node.pointee.padding)])
        let scrollPadding = Insets(scene.edges[Int(node.pointee.scrollPadding)])

        // Along its axis: explicit, else `fill`, which needs a bounded proposal.
        let lengthAlong = axis == .vertical ? node.pointee.height : node.pointee.width
        let visible: Double
        if let v = try resolve(lengthAlong == .unset ? .fill : lengthAlong, i, axis, proposal, relative) {
            visible = v
        } else {
            throw unboundedFill(i, axis)
        }
        // Across: explicit, else the proposal, else (unbounded) it hugs its content.
        let lengthCross = axis == .vertical ? node.pointee.width : node.pointee.height
        var breadth: Double?
        switch lengthCross {
        case .unset, .fill: breadth = proposal[cross]
        default: breadth = try resolve(lengthCross, i, cross, proposal, relative)
        }

        var contentProposal = Proposal()
        contentProposal[axis] = nil
        contentProposal[cross] = breadth.map { max(0, $0 - padding.total(cross)) }
        var contentRelative = Proposal()
        contentRelative[axis] = visible - scrollPadding.total(axis)
        contentRelative[cross] = breadth.map { $0 - scrollPadding.total(cross) }

        let contentNodeSize: Size
        let origin = Point(x: padding.left, y: padding.top)
        if node.pointee.targets {
            // `children`: an implicit stack along the axis, hugging its children.
            contentNodeSize = try layoutStackChildren(
                of: i, axis: axis, spacing: node.pointee.spacing, alignment: node.pointee.alignment, insets: Insets(.zero),
                explicitAlong: nil, explicitCross: nil, proposal: contentProposal, relative: contentRelative,
                origin: origin)
        } else if node.pointee.firstChild >= 0 {
            let c = Int(node.pointee.firstChild)
            contentNodeSize = try measure(c, contentProposal, relativeTo: contentRelative)
            local[c] = origin
        } else {
            contentNodeSize = .zero
        }
        let content = Size(
            width: contentNodeSize.width + padding.total(.horizontal),
            height: contentNodeSize.height + padding.total(.vertical))
        guard content.width.isFinite, content.height.isFinite else { throw overflow(i) }
        let size = Size(along: axis, visible, cross: breadth ?? content.along(cross))

        let c = Int(containerOfNode[i])
        containers[c].contentSize = content
        containers[c].visibleLength = visible
        containers[c].maxOffset = max(0, content.along(axis) - visible)
        if axis == .vertical {
            containers[c].scrollPaddingStart = scrollPadding.top
            containers[c].scrollPaddingEnd = scrollPadding.bottom
        } else {
            containers[c].scrollPaddingStart = rtl ? scrollPadding.right : scrollPadding.left
            containers[c].scrollPaddingEnd = rtl ? scrollPadding.left : scrollPadding.right
        }
        // Content narrower than the container sits at its leading edge: the right in right-to-left.
        if rtl && content.width < size.width {
            containers[c].contentOrigin = Point(x: size.width - content.width, y: 0)
        }
        return size
    }

    // MARK: - Placing

    /// Positions every node in its coordinate space (pre-order, so parents come first) and mirrors
    /// x in right-to-left within the width of that space.
    mutating func place() throws(LayoutError) {
        let n = scene.nodes.count
        var positions = [Point](repeating: .zero, count: n)
        enclosing = [Int32](repeating: -1, count: n)
        for i in 0 ..< n {
            let parent = Int(nodes[i].parent)
            if parent < 0 {
                positions[i] = local[i]
            } else if nodes[parent].kind == .scroll {
                enclosing[i] = containerOfNode[parent]
                positions[i] = local[i]
            } else {
                enclosing[i] = enclosing[parent]
                positions[i] = Point(x: positions[parent].x + local[i].x, y: positions[parent].y + local[i].y)
            }
        }
        frames = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: n)
        for i in 0 ..< n {
            var frame = Rect(x: positions[i].x, y: positions[i].y, width: sizes[i].width, height: sizes[i].height)
            if rtl {
                let c = Int(enclosing[i])
                let spaceWidth = c >= 0 ? containers[c].contentSize.width : viewport.width
                frame.x = spaceWidth - frame.x - frame.width
            }
            guard frame.isFinite else { throw overflow(i) }
            frames[i] = frame
        }
        for c in containers.indices {
            containers[c].frame = frames[containers[c].node]
        }
    }

    // MARK: - Errors

    func describe(_ i: Int) -> String {
        let node = nodes + i
        if let id = node.pointee.id { return "\(node.pointee.kind.keyword) `\(id)`" }
        return "this \(node.pointee.kind.keyword)"
    }

    /// The scroll container that makes the proposal unbounded on `axis`, for the message.
    func unboundedSource(_ i: Int, _ axis: Axis) -> String? {
        var p = Int(nodes[i].parent)
        while p >= 0 {
            let node = nodes + p
            if node.pointee.kind == .scroll && node.pointee.axis == axis { return node.pointee.id }
            p = Int(node.pointee.parent)
        }
        return nil
    }

    func unboundedFill(_ i: Int, _ axis: Axis) -> LayoutError {
        let node = nodes + i
        let name = axis.lengthName
        var message: String
        if node.pointee.kind == .scroll && node.pointee.axis == axis {
            message = "\(describe(i)) scrolls \(axis.rawValue)ly but its \(name) is unbounded"
        } else if node.pointee.kind == .space {
            message = "a `fill` space needs a bounded \(name)"
        } else {
            message = "\(describe(i)) fills its \(name), but the \(name) proposed to it is unbounded"
        }
        if let source = unboundedSource(i, axis) {
            message += " (it is inside the \(axis.rawValue) scroll container `\(source)`)"
        }
        message += node.pointee.kind == .space
            ? "; expected a number of points" : "; expected an explicit `\(name)`"
        return LayoutError(message: message, location: node.pointee.location, code: .unboundedFill)
    }

    func unknownRelativeBase(_ i: Int, _ axis: Axis) -> LayoutError {
        LayoutError(
            message: "\(describe(i)) has a container-relative \(axis.lengthName), but the enclosing scroll container's \(axis.lengthName) depends on its content; expected an explicit `\(axis.lengthName)` on that container",
            location: nodes[i].location, code: .unknownRelativeLength)
    }

    func overflow(_ i: Int) -> LayoutError {
        LayoutError(
            message: "the layout of \(describe(i)) overflows to infinity; expected lengths whose sums stay finite",
            location: nodes[i].location, code: .layoutOverflow)
    }
}
