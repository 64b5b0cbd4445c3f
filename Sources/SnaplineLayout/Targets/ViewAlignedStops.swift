/// The stops of a `viewAligned` container: 0, M, and the aligned offset of each snap target.
extension TargetCompiler {
    /// The stops of view-aligned container `c`, ascending and merged within
    /// `Tolerance.stop` (the runtime merges the same way). `scene`
    /// holds the viewport's values; `targets` are the container's snap targets
    /// (`ViewportTable.snapTargets`).
    package static func viewAlignedStops(_ scene: Scene, _ layout: ViewportLayout, container c: Int, targets: some Collection<Int32>) -> [Double] {
        let g = layout.containers[c]
        var stops: [Double] = [0, g.maxOffset]
        stops.reserveCapacity(targets.count + 2)
        for j in targets {
            stops.append(viewAlignedStop(scene, layout, container: c, target: Int(j)))
        }
        stops.sort()
        var unique: [Double] = []
        unique.reserveCapacity(stops.count)
        for s in stops where unique.last.map({ abs(s - $0) >= Tolerance.stop }) ?? true {
            unique.append(s)
        }
        return unique
    }

    /// The (clamped) offset at which view-aligned container `c` rests on target node `j`, with
    /// the viewport's values in `scene` (its `snapAlign`, the target's scroll margin).
    public static func viewAlignedStop(_ scene: ViewportScene, _ layout: ViewportLayout, container c: Int, target j: Int) -> Double {
        viewAlignedStop(scene.scene, layout, container: c, target: j)
    }

    package static func viewAlignedStop(_ scene: Scene, _ layout: ViewportLayout, container c: Int, target j: Int) -> Double {
        let g = layout.containers[c]
        let (t0, t1) = layout.targetRect(ofNode: j, in: scene).span(g.axis)
        return g.clamp(g.rawOffset(start: t0, end: t1, u: g.unitCoordinate(scene.nodes[g.node].snapAlign), extra: 0))
    }
}
