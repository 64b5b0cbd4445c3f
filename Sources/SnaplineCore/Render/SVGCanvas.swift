/// Accumulates SVG elements, each with a `data-id` and a class naming what it is. A class
/// instance: `ViewportPicture.svg()` makes a fresh one per call.
final class SVGCanvas {
    private(set) var body = ""

    init() {
        body.reserveCapacity(1 << 16)
    }

    func rect(_ r: Rect, _ cls: String, id: String, title: String? = nil, attributes: String = "") {
        body += "<rect class=\"\(cls)\" data-id=\"\(XMLText.escape(id))\" x=\"\(XMLText.n(r.x))\" y=\"\(XMLText.n(r.y))\" width=\"\(XMLText.n(r.width))\" height=\"\(XMLText.n(r.height))\"\(attributes)"
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
        body += "<text class=\"\(cls)\" data-id=\"\(XMLText.escape(id))\" x=\"\(XMLText.n(x))\" y=\"\(XMLText.n(y))\""
        if size != 11 { body += " font-size=\"\(XMLText.n(size))\"" }
        // Item labels ("il") are centred by the stylesheet.
        if anchor != .start && cls != "il" { body += " text-anchor=\"\(anchor.rawValue)\"" }
        body += ">\(XMLText.escape(s))</text>\n"
    }

    /// Markup written as is (group and clip-path tags).
    func raw(_ markup: String) {
        body += markup
    }

    /// Short line segments as one path: `segments` are (x1, y1, x2, y2).
    func ticks(_ segments: [(Double, Double, Double, Double)], _ cls: String, id: String, title: String? = nil) {
        guard !segments.isEmpty else { return }
        var d = ""
        for (x1, y1, x2, y2) in segments {
            d += "M\(XMLText.n(x1)) \(XMLText.n(y1))L\(XMLText.n(x2)) \(XMLText.n(y2))"
        }
        body += "<path class=\"\(cls)\" data-id=\"\(XMLText.escape(id))\" d=\"\(d)\""
        if let title {
            body += "><title>\(XMLText.escape(title))</title></path>\n"
        } else {
            body += "/>\n"
        }
    }
}

/// Text for XML (SVG and HTML): escaping and numbers.
enum XMLText {
    /// Escapes `&`, `<`, `>`, `"` and `'`, so any text is safe in content and in attributes;
    /// characters XML cannot carry at all (controls other than tab and line feed, U+FFFE,
    /// U+FFFF) become U+FFFD. Works on Unicode scalars, not characters: a `"` followed by a
    /// combining mark is one character but still a quote to an XML parser.
    static func escape(_ s: String) -> String {
        TextEscaper.xml.escape(s)
    }

    /// A coordinate rounded to hundredths of a point, in the table's number style.
    static func n(_ v: Double) -> String {
        // Past 1e15 there are no hundredths left to round (and v * 100 could overflow).
        JSONNumber.format(abs(v) < 1e15 ? (v * 100).rounded() / 100 : v)
    }
}
