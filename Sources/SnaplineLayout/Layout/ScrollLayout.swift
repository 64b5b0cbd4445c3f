/// Scroll containers: the visible length, the content's proposal and the container geometry.
extension LayoutPass {
    package mutating func measureScroll(_ i: Int, _ proposal: Proposal, _ relative: Proposal) -> Size {
        let node = nodes[i]
        let axis = node.axis
        let cross = axis.cross
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
        if let c = containerOfNode[i].index { crossProposals[c] = breadth }
        if let breadth, let root = rootGrowth(i, size: Size(along: axis, visible, cross: breadth)) {
            // The root reaches through the safe area: laid out once, in its grown frame.
            let grown = Size(width: root.frame.width, height: root.frame.height)
            _ = layoutScroll(i, visible: grown.along(axis), breadth: grown.along(cross), added: insetsTaken(by: node, growth: root.growth))
            if let c = containerOfNode[i].index { containers[c].growth = root.growth }
            grownRoot = root.frame
            return Size(along: axis, visible, cross: breadth)
        }
        return layoutScroll(i, visible: visible, breadth: breadth, added: insetsTaken(by: node, growth: .zero))
    }

    /// Lays out the content of scroll container `i` in a frame `visible` long along its axis and
    /// `breadth` across (nil: hugging its content), with `added` (logical insets the safe area
    /// adds, `SafeArea.swift`) on top of its own padding and scroll padding; records its geometry
    /// and returns its size.
    package mutating func layoutScroll(_ i: Int, visible: Double, breadth: Double?, added: Edges) -> Size {
        let node = nodes[i]
        let axis = node.axis
        let cross = axis.cross
        let sceneScrollPadding = Insets(scene.edges[Int(node.scrollPadding)])
        let padding = Insets(scene.edges[Int(node.padding)].adding(added))
        let scrollPadding = Insets(scene.edges[Int(node.scrollPadding)].adding(added))

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
        containers[c].scrollPadding = scene.edges[Int(node.scrollPadding)].adding(added)
        containers[c].addedInsets = added
        containers[c].barInsets = scene.edges[Int(node.safeAreaInset)]
        if axis == .vertical {
            containers[c].scrollPaddingStart = scrollPadding.top
            containers[c].scrollPaddingEnd = scrollPadding.bottom
            containers[c].sceneScrollPaddingStart = sceneScrollPadding.top
            containers[c].sceneScrollPaddingEnd = sceneScrollPadding.bottom
        } else {
            containers[c].scrollPaddingStart = rtl ? scrollPadding.right : scrollPadding.left
            containers[c].scrollPaddingEnd = rtl ? scrollPadding.left : scrollPadding.right
            containers[c].sceneScrollPaddingStart = rtl ? sceneScrollPadding.right : sceneScrollPadding.left
            containers[c].sceneScrollPaddingEnd = rtl ? sceneScrollPadding.left : sceneScrollPadding.right
        }
        // Where it starts (`initialAnchor`, topLeading by default): u·M, and content shorter than
        // the container sits u·(V − length) along the axis (at the leading edge by default: the
        // right in right-to-left). Across, narrower content sits at the leading edge.
        let start = scene.unitPoints[Int(node.initialAnchor)]
        let u = min(1, max(0, containers[c].unitCoordinate(x: start.x, y: start.y)))
        containers[c].initialOffset = u * containers[c].maxOffset
        let length = content.along(axis)
        var contentOrigin = Point.zero
        if length < visible {
            if axis == .vertical { contentOrigin.y = u * (visible - length) } else { contentOrigin.x = u * (visible - length) }
        }
        if axis == .vertical && rtl && content.width < size.width {
            contentOrigin.x = size.width - content.width
        }
        containers[c].contentOrigin = contentOrigin
        return size
    }
}

extension Edges {
    /// These edges plus `other`, side by side.
    package func adding(_ other: Edges) -> Edges {
        Edges(top: top + other.top, bottom: bottom + other.bottom, leading: leading + other.leading, trailing: trailing + other.trailing)
    }
}
