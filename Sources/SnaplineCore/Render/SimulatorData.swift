internal import SnaplineRuntime

/// The containers the report's simulator scrolls, as a script that sets `window.SNAPLINE_DATA`:
/// per viewport, each container's axis, enclosing container, drawn (resting) offset, range,
/// stops, window on screen and the runtime's rule for its behavior and limit (taken from the
/// runtime's own `ScrollTargetSelector.Rule`, as generated Swift would see it). With pinned headers, what the script
/// needs to keep them stuck as `PinnedHeader.stuckStart` does: per viewport `pins` (each
/// header's id, container, span and its stack's span along the axis, in content coordinates),
/// per container that has some `stick` (the inset it took at the sticking edge, the content's
/// origin along the axis, the visible length, right-to-left), and `pin` on a container inside a
/// header (it moves with it). A scene without pinned headers gets none of these keys.
enum SimulatorData {
    static func script(pictures: [ViewportPicture]) -> String {
        var w = JSONWriter(escaper: .scriptString)
        w.object { w in
            w.field("viewports") { w in
                w.object(.lines("", close: nil)) { w in
                    for picture in pictures {
                        let dom = ViewportPicture.domID(picture.layout.viewport.name)
                        w.field(picture.layout.viewport.name) { w in
                            w.object { w in
                                w.field("readout", "readout-" + dom)
                                w.field("reset", "reset-" + dom)
                                w.field("containers") { w in
                                    w.array(.lines(" ", close: nil)) { w in
                                        for c in picture.table.containers.indices {
                                            container(c, of: picture, to: &w)
                                        }
                                    }
                                }
                                if !picture.plan.pins.isEmpty { pins(of: picture, to: &w) }
                            }
                        }
                    }
                }
            }
        }
        return "window.SNAPLINE_DATA = " + w.text + ";\n"
    }

    private static func container(_ c: Int, of picture: ViewportPicture, to w: inout JSONWriter) {
        let entry = picture.table.containers[c]
        let g = picture.layout.containers[c]
        let window = picture.windowRect(c)
        let rule = ScrollTargetSelector.Rule(entry)
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
            let plan = picture.plan
            if !plan.pins.isEmpty {
                if plan.pins.contains(where: { $0.container == c }) {
                    w.field("stick") { w in
                        w.object { w in
                            w.field("inset", g.axis == .vertical ? g.addedInsets.top : g.addedInsets.leading)
                            w.field("origin", g.axis == .vertical ? g.contentOrigin.y : g.contentOrigin.x)
                            w.field("visible", g.visibleLength)
                            w.field("rtl", g.axis == .horizontal && g.isRightToLeft)
                        }
                    }
                }
                if let k = picture.pin(containing: g.node) { w.field("pin", k) }
            }
        }
    }

    /// The pinned headers: where each is laid out and its stack's extent along the axis.
    private static func pins(of picture: ViewportPicture, to w: inout JSONWriter) {
        w.field("pins") { w in
            w.array(.lines(" ", close: nil)) { w in
                for pin in picture.plan.pins {
                    let axis = picture.layout.containers[pin.container].axis
                    let (h0, h1) = pin.frame.span(axis), (s0, s1) = pin.stackFrame.span(axis)
                    w.object { w in
                        w.field("header", picture.id(pin.header))
                        w.field("container", pin.container)
                        w.field("span", [h0, h1])
                        w.field("stack", [s0, s1])
                    }
                }
            }
        }
    }

    private static func behaviorName(_ entry: ContainerEntry) -> String {
        entry.behavior == .viewAligned ? "viewAligned, limit \(entry.limit.rawValue)" : entry.behavior.rawValue
    }
}
