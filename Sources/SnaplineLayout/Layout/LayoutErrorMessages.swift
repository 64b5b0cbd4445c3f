/// The layout pass's error messages, beside the checks that throw them.
extension LayoutPass {
    /// The scroll container that makes the proposal unbounded on `axis`, for the message.
    package func unboundedSource(_ i: Int, _ axis: Axis) -> String? {
        scene.ancestors(of: i).first { nodes[$0].kind == .scroll && nodes[$0].axis == axis }.flatMap(scene.id(of:))
    }

    package func unboundedFill(_ i: Int, _ axis: Axis) -> LayoutError {
        let node = nodes[i]
        let name = axis.lengthName
        var message: String
        if node.kind == .scroll && node.axis == axis {
            message = "\(scene.describe(i)) scrolls \(axis.rawValue)ly but its \(name) is unbounded"
        } else if node.kind == .space {
            message = "a `fill` space needs a bounded \(name)"
        } else {
            message = "\(scene.describe(i)) fills its \(name), but the \(name) proposed to it is unbounded"
        }
        if let source = unboundedSource(i, axis) {
            message += " (it is inside the \(axis.rawValue) scroll container `\(source)`)"
        }
        message += node.kind == .space
            ? "; expected a number of points" : "; expected an explicit `\(name)`"
        // At the `fill` value when one is written (the node's own, or a `when` entry's).
        let location = resolved.valuePosition(ofNode: i, axis.lengthProperty)?.value ?? scene.nodes[i].location
        return LayoutError(message: message, location: location, code: .unboundedFill)
    }

    package func unknownRelativeBase(_ i: Int, _ axis: Axis) -> LayoutError {
        LayoutError(
            message: "\(scene.describe(i)) has a container-relative \(axis.lengthName), but the enclosing scroll container's \(axis.lengthName) depends on its content; expected an explicit `\(axis.lengthName)` on that container",
            location: resolved.layoutErrorLocation(ofNode: i, [axis.lengthProperty]), code: .unknownRelativeLength)
    }

    package func overflow(_ i: Int) -> LayoutError {
        LayoutError(
            message: "the layout of \(scene.describe(i)) overflows to infinity; expected lengths whose sums stay finite",
            location: resolved.overflowLocation(ofNode: i), code: .layoutOverflow)
    }
}
