/// zstacks: children overlaid, placed by the stack's two-axis alignment.
extension LayoutPass {
    package mutating func measureZStack(_ i: Int, _ proposal: Proposal, _ relative: Proposal) -> Size {
        let node = nodes[i]
        let insets = Insets(scene.edges[Int(node.padding)])
        let explicitW = explicitLength(i, .horizontal, proposal, relative)
        let explicitH = explicitLength(i, .vertical, proposal, relative)
        let inner = Proposal(
            width: (explicitW ?? proposal.width).map { max(0, $0 - insets.total(.horizontal)) },
            height: (explicitH ?? proposal.height).map { max(0, $0 - insets.total(.vertical)) })
        var widest = 0.0
        var tallest = 0.0
        for c in children(of: i) {
            let size = measure(c, inner, relativeTo: relative)
            widest = max(widest, size.width)
            tallest = max(tallest, size.height)
        }
        let size = Size(width: explicitW ?? widest + insets.total(.horizontal), height: explicitH ?? tallest + insets.total(.vertical))
        let freeW = size.width - insets.total(.horizontal)
        let freeH = size.height - insets.total(.vertical)
        for c in children(of: i) {
            frames[c].origin = Point(
                x: insets.left + Self.align(node.alignment.horizontal, free: freeW - frames[c].width),
                y: insets.top + Self.align(node.alignment.vertical, free: freeH - frames[c].height))
        }
        return size
    }
}
