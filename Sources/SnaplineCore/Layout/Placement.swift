/// The second pass: local offsets to positions in each scroll container's content space.
extension LayoutPass {
    /// Positions every node in its coordinate space (pre-order, so parents come first) and mirrors
    /// x in right-to-left within the width of that space.
    mutating func place() throws(LayoutError) {
        let n = nodes.count
        enclosing = [IndexLink](repeating: .none, count: n)
        // `frames` holds each node's offset inside its parent: offsets become positions in place
        // (a parent precedes its children, so its position is final when they add to it).
        for i in 0 ..< n {
            guard let parent = nodes[i].parent.index else { continue }
            if nodes[parent].kind == .scroll {
                enclosing[i] = containerOfNode[parent]
            } else {
                enclosing[i] = enclosing[parent]
                frames[i].origin = Point(x: frames[parent].x + frames[i].x, y: frames[parent].y + frames[i].y)
            }
        }
        for i in 0 ..< n {
            if rtl {
                let spaceWidth = enclosing[i].index.map { containers[$0].contentSize.width } ?? viewport.width
                frames[i].x = spaceWidth - frames[i].x - frames[i].width
            }
            guard frames[i].isFinite else { throw overflow(i) }
        }
        for c in containers.indices {
            containers[c].frame = frames[containers[c].node]
        }
    }
}
