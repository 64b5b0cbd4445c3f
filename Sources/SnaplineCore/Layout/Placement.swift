/// The second pass: local offsets to positions in each scroll container's content space.
extension LayoutPass {
    /// Positions every node in its coordinate space (pre-order, so parents come first) and mirrors
    /// x in right-to-left within the width of that space.
    mutating func place() throws(LayoutError) {
        let n = nodes.count
        var positions = [Point](repeating: .zero, count: n)
        enclosing = [IndexLink](repeating: .none, count: n)
        for i in 0 ..< n {
            guard let parent = nodes[i].parent.index else {
                positions[i] = local[i]
                continue
            }
            if nodes[parent].kind == .scroll {
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
                let spaceWidth = enclosing[i].index.map { containers[$0].contentSize.width } ?? viewport.width
                frame.x = spaceWidth - frame.x - frame.width
            }
            guard frame.isFinite else { throw overflow(i) }
            frames[i] = frame
        }
        for c in containers.indices {
            containers[c].frame = frames[containers[c].node]
        }
    }
}
