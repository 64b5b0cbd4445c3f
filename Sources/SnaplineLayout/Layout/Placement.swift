/// The second pass: local offsets to positions in each scroll container's content space.
extension LayoutPass {
    /// Positions the nodes in `range` in their coordinate spaces (pre-order, so parents come
    /// first) and mirrors x in right-to-left within the width of that space. Nodes outside every
    /// scroll container are placed in the viewport's safe rect (mirrored within it). `range` is
    /// the whole scene, or a scroll container's descendants after it was laid out again.
    package mutating func place(_ range: Range<Int>) throws(LayoutError) {
        if range.lowerBound == 0 { enclosing = [IndexLink](repeating: .none, count: nodes.count) }
        // `frames` holds each node's offset inside its parent: offsets become positions in place
        // (a parent precedes its children, so its position is final when they add to it).
        for i in range {
            guard let parent = nodes[i].parent.index else { continue }
            if nodes[parent].kind == .scroll {
                enclosing[i] = containerOfNode[parent]
            } else {
                enclosing[i] = enclosing[parent]
                frames[i].origin = Point(x: frames[parent].x + frames[i].x, y: frames[parent].y + frames[i].y)
            }
        }
        for i in range {
            if let c = enclosing[i].index {
                if rtl { frames[i].x = containers[c].contentSize.width - frames[i].x - frames[i].width }
            } else {
                if rtl { frames[i].x = safeRect.width - frames[i].x - frames[i].width }
                frames[i].x += safeRect.x
                frames[i].y += safeRect.y
            }
            guard frames[i].isFinite else { throw overflow(i) }
            if let c = containerOfNode[i].index { containers[c].frame = frames[i] }
        }
    }
}
