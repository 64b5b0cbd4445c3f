/// The stops of a `viewAligned` container: 0, M, and the aligned offset of each snap target.
extension TargetCompiler {
    /// Two stops closer than this are one stop (the compiler merges them; the runtime's
    /// `ScrollTargetSelector.stopTolerance` is the same number, and a test checks that they agree).
    public static let stopTolerance = 1e-9

    /// The stops of view-aligned container `c`, ascending and merged within `stopTolerance`.
    /// (No diagnostics yet: the parameter is where the lint rules report.)
    static func viewAlignedStops(_ scene: Scene, _ layout: ViewportLayout, container c: Int, diagnostics: inout Diagnostics) -> [Double] {
        let g = layout.containers[c]
        var stops: [Double] = [0, g.maxOffset]
        for j in layout.snapTargets(ofContainer: c, in: scene) {
            stops.append(viewAlignedStop(scene, layout, container: c, target: j))
        }
        stops.sort()
        var unique: [Double] = []
        unique.reserveCapacity(stops.count)
        for s in stops where unique.last.map({ abs(s - $0) >= stopTolerance }) ?? true {
            unique.append(s)
        }
        return unique
    }

    /// The (clamped) offset at which view-aligned container `c` rests on target node `j`.
    public static func viewAlignedStop(_ scene: Scene, _ layout: ViewportLayout, container c: Int, target j: Int) -> Double {
        let g = layout.containers[c]
        let u: Double
        switch scene.nodes[g.node].snapAlign {
        case .start: u = 0
        case .center: u = 0.5
        case .end: u = 1
        }
        // snapAlign is leading-relative, so it mirrors in right-to-left like `leading`.
        let along = g.axis == .horizontal && g.isRightToLeft ? 1 - u : u
        let (t0, t1) = layout.targetRect(ofNode: j, in: scene).span(g.axis)
        return g.clamp(g.rawOffset(start: t0, end: t1, u: along, extra: 0))
    }
}
