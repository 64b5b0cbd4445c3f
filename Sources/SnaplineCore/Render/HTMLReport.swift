/// One self-contained HTML page for a scene: a link per viewport, a legend, and each viewport's
/// picture (wrapped, never one endless row) with its containers' offsets and stops, and a scroll
/// simulator: the wheel, a drag or the keyboard scrolls a container, and on release it settles
/// where the runtime's rule says. It loads nothing (its script and data are inline, no fonts or
/// images), so it opens from disk, and the same input gives the same bytes.
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
        p.source{margin:0 0 8px;color:#555;font-size:13px}\
        nav{margin:0 0 12px;font-size:14px}nav a{margin-right:14px}\
        ul.legend{display:flex;flex-wrap:wrap;gap:6px 18px;list-style:none;padding:0;margin:0 0 12px;font-size:13px}\
        ul.legend li{display:flex;align-items:center;gap:6px}\
        p.help{font-size:13px;color:#555;margin:0 0 20px}\
        div.viewports{display:flex;flex-wrap:wrap;gap:40px;align-items:flex-start}\
        figure{margin:0;max-width:100%}\
        figcaption{font-weight:bold;margin:0 0 4px}\
        div.picture{max-width:100%;max-height:90vh;overflow:auto}\
        div.picture svg{touch-action:none;user-select:none;outline:none}\
        p.readout{font-size:12px;min-height:1.3em;margin:4px 0;font-variant-numeric:tabular-nums}\
        table{border-collapse:collapse;font-size:12px;margin-top:8px}\
        th,td{padding:2px 8px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}\
        td.n{text-align:right;font-variant-numeric:tabular-nums}
        """

    public func html() -> String {
        var options = options
        options.interactive = true
        let pictures = viewports.map { ViewportPicture($0, options: options) }
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
        out += "</p>\n<nav data-id=\"viewports\">"
        for viewport in viewports {
            out += "<a href=\"#viewport-\(ViewportPicture.domID(viewport.viewport.name))\" data-id=\"viewports/\(XMLText.escape(viewport.viewport.name))\">\(XMLText.escape(viewport.viewport.name))</a>"
        }
        out += "</nav>\n"
        out += legend(pictures)
        out += "<p class=\"help\" data-id=\"help\">Scroll a container with the wheel (Shift for sideways), drag it, or click a picture and use the arrow keys, Page Up/Down and Home/End ([ and ] pick the container): on release it comes to rest where the runtime\u{2019}s rule for its behavior puts it, and the line under the picture shows the original, proposed and resting offsets and the rule. Hover a box for its numbers.</p>\n"
        out += "<div class=\"viewports\">\n"
        for picture in pictures {
            let v = picture.layout.viewport
            let name = XMLText.escape(v.name)
            let dom = ViewportPicture.domID(v.name)
            out += "<figure id=\"viewport-\(dom)\" data-id=\"\(name)\">\n"
            out += "<figcaption data-id=\"\(name)/caption\">\(name) \u{00B7} \(XMLText.n(v.width)) \u{00D7} \(XMLText.n(v.height)) <button type=\"button\" id=\"reset-\(dom)\" data-id=\"\(name)/reset\">reset</button></figcaption>\n"
            out += "<div class=\"picture\" data-id=\"\(name)/picture\">\n" + picture.svg() + "</div>\n"
            out += "<p class=\"readout\" id=\"readout-\(dom)\" data-id=\"\(name)/readout\"></p>\n"
            out += containerTable(picture.table, picture: picture, viewport: v)
            out += "</figure>\n"
        }
        out += "</div>\n"
        // In CDATA sections behind comments: the page is also well-formed XML.
        out += "<script data-id=\"data\">/*<![CDATA[*/\n" + SimulatorData.script(pictures: pictures) + "/*]]>*/</script>\n"
        out += "<script data-id=\"simulator\">/*<![CDATA[*/\n" + ReportScript.text + "\n/*]]>*/</script>\n"
        out += "</body>\n</html>\n"
        return out
    }

    private func legend(_ pictures: [ViewportPicture]) -> String {
        var out = "<ul class=\"legend\" data-id=\"legend\">\n"
        var entries = RenderStyle.legend.filter { (!["target", "tmargin", "tband"].contains($0.cls) || options.focus != nil) && ($0.cls != "hl" || !options.highlighted.isEmpty) }
        let covered = pictures.contains { $0.layout.viewport.safeArea != .zero }
        let keyboard = pictures.contains { $0.layout.viewport.keyboard > 0 }
        let pinned = pictures.contains { !$0.plan.pins.isEmpty }
        let bars = pictures.contains { !$0.barNodes.isEmpty }
        entries += RenderStyle.deviceLegend.filter { ($0.cls == "covered" && covered) || ($0.cls == "kbd" && keyboard) || ($0.cls == "pin" && pinned) || ($0.cls == "bar" && bars) }
        for entry in entries {
            let css = entry.cls == "bar" ? RenderStyle.css + RenderStyle.barCSS
                : RenderStyle.deviceLegend.contains { $0.cls == entry.cls } ? RenderStyle.css + RenderStyle.deviceCSS : RenderStyle.css
            out += "<li data-id=\"legend/\(entry.cls)\"><svg width=\"22\" height=\"14\" viewBox=\"0 0 22 14\" data-id=\"legend/\(entry.cls)/swatch\"><style>\(css)</style>"
            let rect = "x=\"2\" y=\"2\" width=\"18\" height=\"10\""
            switch entry.shape {
            case "tick": out += "<path class=\"\(entry.cls)\" data-id=\"legend/\(entry.cls)/shape\" d=\"M11 1L11 13\"/>"
            case _ where entry.cls == "ghost": out += "<g class=\"ghost\" data-id=\"legend/ghost/group\"><rect class=\"item\" data-id=\"legend/ghost/shape\" \(rect)/></g>"
            default: out += "<rect class=\"\(entry.cls)\" data-id=\"legend/\(entry.cls)/shape\" \(rect)/>"
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
