/// Scroll containers: the visible length, the content's proposal and the container geometry.
extension LayoutPass {
    mutating func measureScroll(_ i: Int, _ proposal: Proposal, _ relative: Proposal) -> Size {
        let node = nodes[i]
        let axis = node.axis
        let cross = axis.cross
        let padding = Insets(scene.edges[Int(node.padding)])
        let scrollPadding = Insets(scene.edges[Int(node.scrollPadding)])

        // Along its axis: explicit, else `fill`, which needs a bounded proposal.
        let lengthAlong = axis == .vertical ? node.height : node.width
        // (`fill` and unset resolve to a number, or report the error and give 0.)
        let visible = resolve(lengthAlong == .unset ? .fill : lengthAlong, i, axis, proposal, relative) ?? 0
        // Across: explicit, else the proposal, else (unbounded) it hugs its content.
        let lengthCross = axis == .vertical ? node.width : node.height
        var breadth: Double?
        switch lengthCross {
        case .unset, .fill: breadth = proposal[cross]
        default: breadth = resolve(lengthCross, i, cross, proposal, relative)
        }

        var contentProposal = Proposal()
        contentProposal[axis] = nil
        contentProposal[cross] = breadth.map { max(0, $0 - padding.total(cross)) }
        var contentRelative = Proposal()
        contentRelative[axis] = visible - scrollPadding.total(axis)
        contentRelative[cross] = breadth.map { $0 - scrollPadding.total(cross) }

        let contentNodeSize: Size
        let origin = Point(x: padding.left, y: padding.top)
        if node.targets {
            // `children`: an implicit stack along the axis, hugging its children.
            contentNodeSize = layoutStackChildren(
                of: i, axis: axis, spacing: node.spacing, alignment: node.alignment, insets: Insets(.zero),
                explicitAlong: nil, explicitCross: nil, proposal: contentProposal, relative: contentRelative,
                origin: origin)
        } else if let c = node.firstChild.index {
            contentNodeSize = measure(c, contentProposal, relativeTo: contentRelative)
            frames[c].origin = origin
        } else {
            contentNodeSize = .zero
        }
        let content = Size(
            width: contentNodeSize.width + padding.total(.horizontal),
            height: contentNodeSize.height + padding.total(.vertical))
        guard content.width.isFinite, content.height.isFinite else {
            errors.add(overflow(i))
            return .zero
        }
        let size = Size(along: axis, visible, cross: breadth ?? content.along(cross))

        guard let c = containerOfNode[i].index else { return size }  // every scroll node has one
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
}
