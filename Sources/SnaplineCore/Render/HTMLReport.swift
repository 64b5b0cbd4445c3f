/// One self-contained HTML page for a scene: every viewport's picture side by side, a legend, and
/// each viewport's containers with their offsets and stops. It loads nothing (no scripts, fonts
/// or images from anywhere), so it opens from disk.
public struct HTMLReport {
    let scene: Scene
    let viewports: [CompiledViewport]
    let options: RenderOptions
    let source: String

    /// `scene` as decoded and the viewports to draw. `source` names the scene file in the heading.
    public init(scene: Scene, viewports: [CompiledViewport], options: RenderOptions = RenderOptions(), source: String) {
        self.scene = scene
        self.viewports = viewports
        self.options = options
        self.source = source
    }

    /// Stops listed per container in the table under each picture.
    static let listedStops = 12

    static let css = """
        body{font-family:sans-serif;margin:24px;color:#222;background:#fff}\
        h1{font-size:20px;margin:0 0 4px}\
        p.source{margin:0 0 12px;color:#555;font-size:13px}\
        ul.legend{display:flex;flex-wrap:wrap;gap:6px 18px;list-style:none;padding:0;margin:0 0 20px;font-size:13px}\
        ul.legend li{display:flex;align-items:center;gap:6px}\
        div.viewports{display:flex;gap:40px;align-items:flex-start}\
        figure{margin:0}\
        table{border-collapse:collapse;font-size:12px;margin-top:8px}\
        th,td{padding:2px 8px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}\
        td.n{text-align:right;font-variant-numeric:tabular-nums}
        """

    public func html() -> String {
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
        out += "<title>\(XMLText.escape(scene.name)) \u{00B7} snapline render</title>\n"
        out += "<style>\(Self.css)</style>\n</head>\n<body>\n"
        out += "<h1 data-id=\"\(XMLText.escape(scene.name))\">\(XMLText.escape(scene.name))</h1>\n"
        out += "<p class=\"source\" data-id=\"source\">\(XMLText.escape(source)): \(viewports.count) viewport\(viewports.count == 1 ? "" : "s"), drawn at \(XMLText.n(options.scale)) screen point\(options.scale == 1 ? "" : "s") per point"
        if let focus = options.focus {
            out += "; every container of the chain of \(XMLText.escape(scene.id(of: focus.node) ?? "")) at \(XMLText.escape(focus.point.name)) at the offset scrolling to it produces"
        } else {
            out += "; each container at its initial offset"
        }
        out += "</p>\n"
        out += legend()
        out += "<div class=\"viewports\">\n"
        for viewport in viewports {
            let name = XMLText.escape(viewport.viewport.name)
            let picture = ViewportPicture(viewport, options: options)
            out += "<figure data-id=\"\(name)\">\n"
            out += picture.svg()
            out += containerTable(viewport.table, picture: picture, viewport: viewport.viewport)
            out += "</figure>\n"
        }
        out += "</div>\n</body>\n</html>\n"
        return out
    }

    private func legend() -> String {
        var out = "<ul class=\"legend\" data-id=\"legend\">\n"
        for entry in RenderStyle.legend where entry.cls != "target" || options.focus != nil {
            out += "<li data-id=\"legend/\(entry.cls)\"><svg width=\"22\" height=\"14\" viewBox=\"0 0 22 14\" data-id=\"legend/\(entry.cls)/swatch\"><style>\(RenderStyle.css)</style>"
            if entry.shape == "tick" {
                out += "<path class=\"\(entry.cls)\" data-id=\"legend/\(entry.cls)/shape\" d=\"M11 1L11 13\"/>"
            } else {
                out += "<rect class=\"\(entry.cls)\" data-id=\"legend/\(entry.cls)/shape\" x=\"2\" y=\"2\" width=\"18\" height=\"10\"/>"
            }
            out += "</svg>\(XMLText.escape(entry.meaning))</li>\n"
        }
        return out + "</ul>\n"
    }

    /// The drawn containers with their offsets, ranges and first stops (elided ones are counted).
    private func containerTable(_ table: ViewportTable, picture: ViewportPicture, viewport: Viewport) -> String {
        let offsets = picture.restingOffsets
        var elided = 0
        let prefix = XMLText.escape(viewport.name)
        var out = "<table data-id=\"\(prefix)/containers\">\n<tr><th>container</th><th>axis</th><th>behavior</th><th>offset</th><th>range</th><th>stops</th></tr>\n"
        for (c, entry) in table.containers.enumerated() {
            guard picture.isDrawn(container: c) else {
                elided += 1
                continue
            }
            let stops = entry.stops.prefix(Self.listedStops).map(XMLText.n).joined(separator: ", ")
                + (entry.stops.count > Self.listedStops ? ", \u{2026} \(entry.stops.count - Self.listedStops) more" : "")
            let id = XMLText.escape(entry.id)
            out += "<tr data-id=\"\(id)\"><td>\(id)</td><td>\(entry.axis.rawValue)</td><td>\(entry.behavior.rawValue)</td>"
            out += "<td class=\"n\">\(XMLText.n(offsets[c]))</td><td class=\"n\">0\u{2013}\(XMLText.n(entry.maxOffset))</td><td>\(stops.isEmpty ? "none" : stops)</td></tr>\n"
        }
        if elided > 0 {
            out += "<tr data-id=\"\(prefix)/containers/more\"><td colspan=\"6\">\u{2026} \(elided) more containers, elided in the picture</td></tr>\n"
        }
        return out + "</table>\n"
    }
}
