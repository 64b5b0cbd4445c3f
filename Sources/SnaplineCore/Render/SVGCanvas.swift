/// Accumulates SVG elements (each with a `data-id` and a class naming what it is) and the bounds of what they
/// draw, so the picture's `viewBox` can be written once everything is placed.
final class SVGCanvas {
    private(set) var body = ""
    private(set) var minX = Double.infinity
    private(set) var minY = Double.infinity
    private(set) var maxX = -Double.infinity
    private(set) var maxY = -Double.infinity

    /// Average width of a glyph of sans-serif text, as a fraction of the font size (for
    /// shortening labels and for the bounds; no font metrics are available or needed).
    static let glyphWidth = 0.6

    init() {
        body.reserveCapacity(1 << 16)
    }

    func include(_ r: Rect) {
        minX = min(minX, r.minX)
        minY = min(minY, r.minY)
        maxX = max(maxX, r.maxX)
        maxY = max(maxY, r.maxY)
    }

    var bounds: Rect? {
        minX.isFinite ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil
    }

    func rect(_ r: Rect, _ cls: String, id: String, title: String? = nil) {
        include(r)
        body += "<rect class=\"\(cls)\" data-id=\"\(XMLText.escape(id))\" x=\"\(XMLText.n(r.x))\" y=\"\(XMLText.n(r.y))\" width=\"\(XMLText.n(r.width))\" height=\"\(XMLText.n(r.height))\""
        if let title {
            body += "><title>\(XMLText.escape(title))</title></rect>\n"
        } else {
            body += "/>\n"
        }
    }

    enum Anchor: String {
        case start, middle, end
    }

    /// A text label; `x` is its start, middle or end per `anchor`, `y` its baseline.
    func text(_ s: String, x: Double, y: Double, size: Double, _ cls: String, id: String, anchor: Anchor = .start) {
        let width = Double(s.count) * size * Self.glyphWidth
        let left = anchor == .start ? x : anchor == .middle ? x - width / 2 : x - width
        include(Rect(x: left, y: y - size, width: width, height: size * 1.25))
        body += "<text class=\"\(cls)\" data-id=\"\(XMLText.escape(id))\" x=\"\(XMLText.n(x))\" y=\"\(XMLText.n(y))\""
        if size != 11 { body += " font-size=\"\(XMLText.n(size))\"" }
        // Item labels ("il") are centred by the stylesheet.
        if anchor != .start && cls != "il" { body += " text-anchor=\"\(anchor.rawValue)\"" }
        body += ">\(XMLText.escape(s))</text>\n"
    }

    /// Markup written as is (group and clip-path tags); it draws nothing, so bounds are unchanged.
    func raw(_ markup: String) {
        body += markup
    }

    /// Short line segments (ticks) as one path: `segments` are (x1, y1, x2, y2).
    func ticks(_ segments: [(Double, Double, Double, Double)], _ cls: String, id: String) {
        guard !segments.isEmpty else { return }
        var d = ""
        for (x1, y1, x2, y2) in segments {
            include(Rect(x: min(x1, x2), y: min(y1, y2), width: abs(x2 - x1), height: abs(y2 - y1)))
            d += "M\(XMLText.n(x1)) \(XMLText.n(y1))L\(XMLText.n(x2)) \(XMLText.n(y2))"
        }
        body += "<path class=\"\(cls)\" data-id=\"\(XMLText.escape(id))\" d=\"\(d)\"/>\n"
    }

    /// A label that fits `width` points: shortened with an ellipsis, or nil when not even a few
    /// characters fit.
    static func fitted(_ s: String, width: Double, size: Double) -> String? {
        // Compared as Doubles first: a box can be wider than any Int (lengths are only finite).
        let capacity = (width / (size * glyphWidth)).rounded(.down)
        if capacity >= Double(s.count) { return s }
        guard capacity >= 3 else { return nil }
        return String(s.prefix(Int(capacity) - 1)) + "\u{2026}"
    }
}

/// Text for XML (SVG and HTML): escaping and numbers.
enum XMLText {
    /// Escapes `&`, `<`, `>`, `"` and `'`, so any text is safe in content and in attributes;
    /// characters XML cannot carry at all (controls other than tab and line feed, U+FFFE,
    /// U+FFFF) become U+FFFD. Works on Unicode scalars, not characters: a `"` followed by a
    /// combining mark is one character but still a quote to an XML parser.
    static func escape(_ s: String) -> String {
        guard s.unicodeScalars.contains(where: { entity($0) != nil || !allowed($0) }) else { return s }
        var out = String.UnicodeScalarView()
        for u in s.unicodeScalars {
            if let entity = entity(u) {
                out.append(contentsOf: entity.unicodeScalars)
            } else {
                out.append(allowed(u) ? u : "\u{FFFD}")
            }
        }
        return String(out)
    }

    /// The entity for one of the five scalars XML reserves.
    private static func entity(_ u: Unicode.Scalar) -> String? {
        switch u {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        case "'": "&apos;"
        default: nil
        }
    }

    /// Whether XML 1.0 can carry the scalar as a character.
    private static func allowed(_ u: Unicode.Scalar) -> Bool {
        u.value >= 0x20 ? u.value != 0xFFFE && u.value != 0xFFFF : u == "\n" || u == "\t"
    }

    /// A coordinate rounded to hundredths of a point, in the table's number style.
    static func n(_ v: Double) -> String {
        // Past 1e15 there are no hundredths left to round (and v * 100 could overflow).
        JSONNumber.format(abs(v) < 1e15 ? (v * 100).rounded() / 100 : v)
    }
}
