internal import SnaplineRuntime

/// The containers the report's simulator scrolls, as a script that sets `window.SNAPLINE_DATA`:
/// per viewport, each container's axis, enclosing container, drawn (resting) offset, range,
/// stops, window on screen and the runtime's rule for its behavior and limit (taken from the
/// runtime's own table, as generated Swift would see it).
enum SimulatorData {
    static func script(scene: Scene, pictures: [ViewportPicture]) -> String {
        let runtime = SwiftPackedTable.runtimeTable(scene: scene, tables: pictures.map(\.table))
        var out = "window.SNAPLINE_DATA = {\"viewports\": {"
        for (k, picture) in pictures.enumerated() {
            let dom = ViewportPicture.domID(picture.layout.viewport.name)
            if k > 0 { out += "," }
            out += "\n\(string(picture.layout.viewport.name)): {\"readout\": \(string("readout-" + dom)), \"reset\": \(string("reset-" + dom)), \"containers\": ["
            for (c, entry) in picture.table.containers.enumerated() {
                let g = picture.layout.containers[c]
                let w = picture.windowRect(c)
                let rule = ScrollTargetSelector.Rule(behavior: runtime.viewports[k].containers[c].behavior, limit: runtime.viewports[k].containers[c].limit)
                let (name, count): (String, Int) = switch rule {
                case .free: ("free", 0)
                case .nearest: ("nearest", 0)
                case .limited(let n): ("limited", n)
                case .paging: ("paging", 0)
                }
                if c > 0 { out += "," }
                out += "\n {\"id\": \(string(entry.id)), \"parent\": \(g.parent ?? -1), \"axis\": \"\(g.axis == .vertical ? "v" : "h")\", "
                out += "\"rest\": \(JSONNumber.format(picture.restingOffsets[c])), \"max\": \(JSONNumber.format(entry.maxOffset)), "
                out += "\"behavior\": \(string(behaviorName(entry))), \"rule\": \"\(name)\", \"count\": \(count), "
                out += "\"window\": [\(JSONNumber.format(w.x)), \(JSONNumber.format(w.y)), \(JSONNumber.format(w.width)), \(JSONNumber.format(w.height))], "
                out += "\"stops\": [" + entry.stops.map(JSONNumber.format).joined(separator: ", ") + "]}"
            }
            out += "]}"
        }
        return out + "}};\n"
    }

    private static func behaviorName(_ entry: ContainerEntry) -> String {
        entry.behavior == .viewAligned ? "viewAligned, limit \(entry.limit.rawValue)" : entry.behavior.rawValue
    }

    /// A JavaScript string literal that is safe inside an HTML `<script>` element.
    static func string(_ s: String) -> String {
        TextEscaper.scriptString.escape(s)
    }
}
