/// Decoding of a node mapping's properties into its prototype (`decodeProperties`, also used by
/// `when` entries), where the keys the lint rules point at are written (`recordPositions`), and
/// the kind a mapping without a kind key most likely has (`likelyKind`). The structured values
/// (lengths, edges, alignments, anchor lists) are read in `PropertyDecoding.swift`.
extension DecoderState {
    /// The kind a node without a kind key most likely has, from its properties: a scroll
    /// container's, a stack's `children`, else an item.
    static func likelyKind(_ slots: [Int]) -> SceneNode.Kind {
        let scrollOnly: [PropertyKey] = [.axis, .behavior, .snapAlign, .limit, .content, .scrollPadding, .contentMargins]
        if scrollOnly.contains(where: { slots[$0.rawValue] >= 0 }) { return .scroll }
        if slots[PropertyKey.children.rawValue] >= 0 || slots[PropertyKey.targets.rawValue] >= 0 { return .vstack }
        return .item
    }

    /// Records where the keys the lint rules point at are written, for this node mapping.
    /// (`behavior`, `snapAlign`, `limit` and `targets` are recorded with the per-viewport values:
    /// `recordWritten`.)
    mutating func recordPositions(_ slots: [Int], of node: SceneNode) {
        var record = NodePositions()
        if slots[PropertyKey.anchors.rawValue] >= 0, !node.anchors.isNone { record.anchors = lastAnchorList }
        if !record.isEmpty { positions.nodes[node.location] = record }
    }

    /// Reads every property in `slots` (already limited to those `kind` has) into `node`.
    @inline(__always)  // (on every node; also used by `when` entries)
    mutating func decodeProperties(_ slots: [Int], kind: SceneNode.Kind, into node: inout SceneNode) {
        func valueNode(_ property: PropertyKey) -> Int? {
            let key = slots[property.rawValue]
            return key >= 0 ? document.next(key) : nil
        }
        if let v = valueNode(.axis) {
            node.axis = word(v, Axis.named, what: "the scroll axis") ?? .vertical
        }
        var data: Int32 = -1
        if let v = valueNode(.width), let length = decodeLength(v, data: &data) {
            node.width = length
            if data >= 0 { widthData = data }
        }
        data = -1
        if let v = valueNode(.height), let length = decodeLength(v, data: &data) {
            node.height = length
            if data >= 0 { heightData = data }
        }
        if let v = valueNode(.padding), let edges = decodeEdges(v) { node.padding = edges }
        if let v = valueNode(.scrollPadding), let edges = decodeEdges(v) { node.scrollPadding = edges }
        if let v = valueNode(.scrollMargin), let edges = decodeEdges(v) { node.scrollMargin = edges }
        let marginsKey = slots[PropertyKey.contentMargins.rawValue]
        if marginsKey >= 0 {
            let others = [PropertyKey.padding, .scrollPadding].filter { slots[$0.rawValue] >= 0 }
            if let other = others.first {
                let otherKey = slots[other.rawValue]
                error("`contentMargins` sets both `padding` and `scrollPadding`, so it cannot be given with `\(other.name)` (line \(line(otherKey))); keep one of them", at: marginsKey, .conflictingKeys)
            } else if let edges = decodeEdges(document.next(marginsKey)) {
                node.padding = edges
                node.scrollPadding = edges
            }
        }
        if let v = valueNode(.behavior) {
            node.behavior = word(v, ScrollBehavior.named, what: "the scroll target behavior") ?? .none
        }
        if let v = valueNode(.snapAlign) {
            node.snapAlign = word(v, SnapAlign.named) ?? .start
        }
        node.limit = .automatic
        if let v = valueNode(.limit), let limit = word(v, SnapLimit.named) {
            node.limit = limit
        }
        if let v = valueNode(.spacing), let spacing = number(v, .nonNegative) { node.spacing = spacing }
        if let v = valueNode(.alignment) {
            let stackAxis = kind == .scroll ? node.axis : kind.stackAxis
            if let alignment = decodeAlignment(v, stackAxis: stackAxis) { node.alignment = alignment }
        }
        if let v = valueNode(.targets), let targets = bool(v) { node.targets = targets }
        if let v = valueNode(.initialAnchor), let point = unitPoint(v) { node.initialAnchor = unitPointIndex(x: point.x, y: point.y) }
        if let v = valueNode(.ignoresSafeArea), let regions = safeAreaRegions(v) { node.ignoresSafeArea = regions }
        if let v = valueNode(.pinned), let pinned = bool(v) {
            node.pinned = pinned
            if pinned, let stackAxis = kind.stackAxis, scrollAxes.last != stackAxis {
                let key = slots[PropertyKey.pinned.rawValue]
                let container = scrollAxes.last.map { "its scroll container scrolls \($0.rawValue)ly" } ?? "it is in no scroll container"
                error("a pinned header sticks along its scroll container's axis, but this \(kind.keyword) stacks \(stackAxis.rawValue)ly and \(container); pin a \(scrollAxes.last == .horizontal ? "hstack" : "vstack") inside the container, or remove `pinned`", at: key, .misplacedPinned)
            }
        }
        if let v = valueNode(.safeAreaInset), let edges = decodeEdges(v) { node.safeAreaInset = edges }
        if let v = valueNode(.overlay), let edges = decodeEdges(v) { node.overlay = edges }
    }
}
