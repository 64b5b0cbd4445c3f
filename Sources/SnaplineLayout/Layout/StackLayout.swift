/// Stacks: a vstack, an hstack, or a scroll container's implicit `children` stack.
extension LayoutPass {
    package mutating func measureStack(_ i: Int, axis: Axis, _ proposal: Proposal, _ relative: Proposal) -> Size {
        let node = nodes[i]
        let insets = Insets(scene.edges[Int(node.padding)])
        let explicitAlong = explicitLength(i, axis, proposal, relative)
        let explicitCross = explicitLength(i, axis.cross, proposal, relative)
        return layoutStackChildren(
            of: i, axis: axis, spacing: node.spacing, alignment: node.alignment, insets: insets,
            explicitAlong: explicitAlong, explicitCross: explicitCross, proposal: proposal, relative: relative)
    }

    /// Lays out the children of `i` as a stack along `axis` (a vstack, an hstack, or a scroll
    /// container's implicit stack), writing their sizes and offsets, and returns the stack's size.
    package mutating func layoutStackChildren(
        of i: Int, axis: Axis, spacing: Double, alignment: Alignment, insets: Insets,
        explicitAlong: Double?, explicitCross: Double?, proposal: Proposal, relative: Proposal,
        origin: Point = .zero
    ) -> Size {
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
            let size = measureChild(c, stackAxis: axis, childProposal, relative)
            fixedTotal += size.along(axis)
        }
        let gaps = spacing * Double(max(0, count - 1))
        // Then the flexible ones share what is left (only when the stack is bounded on the axis).
        if flexible > 0, let innerAlong {
            let share = max(0, (innerAlong - fixedTotal - gaps) / Double(flexible))
            childProposal[axis] = share
            for c in children(of: i) where isFlexible(c, along: axis) {
                _ = measureChild(c, stackAxis: axis, childProposal, relative)
            }
        }

        var total = 0.0
        var widest = 0.0
        for c in children(of: i) {
            total += frames[c].size.along(axis)
            widest = max(widest, frames[c].size.along(cross))
        }
        total += gaps
        let length = explicitAlong ?? (total + insets.total(axis))
        let breadth = explicitCross ?? (widest + insets.total(cross))
        guard length.isFinite, breadth.isFinite else {
            errors.add(overflow(i))
            return .zero
        }

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
            let size = frames[c].size
            let offsetAcross = groupStart + Self.align(position, free: widest - size.along(cross))
            let p = Point(along: axis, cursor, cross: offsetAcross)
            frames[c].origin = Point(x: origin.x + p.x, y: origin.y + p.y)
            cursor += size.along(axis) + spacing
        }
        return Size(along: axis, length, cross: breadth)
    }

    /// Measures a stack child; a `space` child is sized here since its length is along the stack axis.
    package mutating func measureChild(_ c: Int, stackAxis axis: Axis, _ proposal: Proposal, _ relative: Proposal) -> Size {
        let node = nodes[c]
        guard node.kind == .space else { return measure(c, proposal, relativeTo: relative) }
        let length: Double
        let spaceLength = axis == .vertical ? node.height : node.width
        switch spaceLength {
        case .fill:
            length = proposal[axis] ?? failed(unboundedFill(c, axis))
        default:
            length = resolve(spaceLength, c, axis, proposal, relative) ?? 0
        }
        let size = Size(along: axis, length, cross: 0)
        frames[c].size = size
        return size
    }
}
