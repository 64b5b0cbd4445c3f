/// The stops of a `paging` container: one per page length from the leading end, then the end.
extension TargetCompiler {
    /// Paging stops past this count are an error at the container.
    public static let maximumStops = 1_000_000

    /// The stops of paging container `c`, ascending; nil (with an error reported) when the page
    /// length is not positive or there would be too many stops.
    package static func pagingStops(_ resolved: ViewportScene, _ layout: ViewportLayout, container c: Int, diagnostics: inout Diagnostics) -> [Double]? {
        let scene = resolved.scene
        let g = layout.containers[c]
        let m = g.maxOffset
        let page = g.pagingLength
        let id = scene.id(of: g.node) ?? ""
        guard page > 0 else {
            diagnostics.append(.badPageLength(id, page, at: resolved.layoutErrorLocation(ofNode: g.node, [.scrollPadding, g.axis.lengthProperty])), in: layout.viewport)
            return nil
        }
        guard m / page < Double(maximumStops) else {
            diagnostics.append(.tooManyStops(id, at: scene.nodes[g.node].location), in: layout.viewport)
            return nil
        }
        var stops: [Double] = []
        if g.axis == .horizontal && g.isRightToLeft {
            // Pages count from the leading (right) end: M - kP while above the tolerance, then 0.
            var k = 0.0
            while m - k * page > Tolerance.stop {
                stops.append(m - k * page)
                k += 1
            }
            stops.append(0)
            stops.reverse()
        } else {
            var k = 0.0
            while k * page < m - Tolerance.stop {
                stops.append(k * page)
                k += 1
            }
            stops.append(m)
        }
        return stops
    }
}

private extension LayoutError {
    static func badPageLength(_ id: String, _ page: Double, at location: SourceLocation) -> LayoutError {
        LayoutError(
            message: "paging container `\(id)` has a page length of \(MessageNumber.format(page)) (visible length less the scene's scroll padding); expected a positive page length",
            location: location, code: .badPageLength)
    }

    static func tooManyStops(_ id: String, at location: SourceLocation) -> LayoutError {
        LayoutError(
            message: "paging container `\(id)` would have more than \(TargetCompiler.maximumStops) stops; expected a shorter content or a longer page",
            location: location, code: .tooManyStops)
    }
}
