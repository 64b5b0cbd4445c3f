internal import SnaplineRuntime

/// The containers the report's simulator scrolls, as a script that sets `window.SNAPLINE_DATA`:
/// per viewport, each container's axis, enclosing container, drawn (resting) offset, range,
/// stops, window on screen and the runtime's rule for its behavior and limit (taken from the
/// runtime's own table, as generated Swift would see it).
enum SimulatorData {
    static func script(scene: Scene, pictures: [ViewportPicture]) -> String {
        let runtime = SwiftPackedTable.runtimeTable(scene: scene, tables: pictures.map(\.table))
        var w = JSONWriter(escaper: .scriptString)
        w.object { w in
            w.field("viewports") { w in
                w.object(.lines("", close: nil)) { w in
                    for (k, picture) in pictures.enumerated() {
                        let dom = ViewportPicture.domID(picture.layout.viewport.name)
                        w.field(picture.layout.viewport.name) { w in
                            w.object { w in
                                w.field("readout", "readout-" + dom)
                                w.field("reset", "reset-" + dom)
                                w.field("containers") { w in
                                    w.array(.lines(" ", close: nil)) { w in
                                        for c in picture.table.containers.indices {
                                            container(c, of: picture, rule: runtime.viewports[k].containers[c], to: &w)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return "window.SNAPLINE_DATA = " + w.text + ";\n"
    }

    private static func container(_ c: Int, of picture: ViewportPicture, rule runtime: TableContainer, to w: inout JSONWriter) {
        let entry = picture.table.containers[c]
        let g = picture.layout.containers[c]
        let window = picture.windowRect(c)
        let rule = ScrollTargetSelector.Rule(behavior: runtime.behavior, limit: runtime.limit)
        let (name, count): (String, Int) = switch rule {
        case .free: ("free", 0)
        case .nearest: ("nearest", 0)
        case .limited(let n): ("limited", n)
        case .paging: ("paging", 0)
        }
        w.object { w in
            w.field("id", entry.id)
            w.field("parent", g.parent ?? -1)
            w.field("axis", g.axis == .vertical ? "v" : "h")
            w.field("rest", picture.restingOffsets[c])
            w.field("max", entry.maxOffset)
            w.field("behavior", behaviorName(entry))
            w.field("rule", name)
            w.field("count", count)
            w.field("window", [window.x, window.y, window.width, window.height])
            w.field("stops", entry.stops)
        }
    }

    private static func behaviorName(_ entry: ContainerEntry) -> String {
        entry.behavior == .viewAligned ? "viewAligned, limit \(entry.limit.rawValue)" : entry.behavior.rawValue
    }
}
