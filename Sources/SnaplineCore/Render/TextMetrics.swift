/// Widths of label text without a font: a per-character estimate sized to the wider common
/// sans-serif faces (DejaVu Sans, which Linux browsers use for `sans-serif`; Arial and Helvetica
/// are narrower), so a label measured here is not narrower on screen. Used to shorten labels and
/// to keep them apart.
enum TextMetrics {
    /// Width of `s` at font size `size`, in points.
    static func width(_ s: String, size: Double, bold: Bool = false) -> Double {
        var em = 0.0
        for scalar in s.unicodeScalars { em += advance(scalar) }
        return em * size * (bold ? 1.12 : 1)
    }

    /// Advance of one character, in ems (DejaVu Sans, rounded up).
    static func advance(_ c: Unicode.Scalar) -> Double {
        switch c {
        case "i", "j", "l", "'", "|", ".", ",", ":", ";", "!", "\u{00B7}": 0.3
        case " ", "f", "t", "r", "(", ")", "[", "]", "-", "/", "\\": 0.42
        case "0" ... "9", "_", "a" ... "z": 0.64
        case "m", "w": 0.98
        case "M", "W": 1.0
        case "A" ... "Z", "#", "&", "%", "@": 0.8
        case "\u{2026}", "\u{2014}", "\u{2195}", "\u{2194}", "\u{2192}": 1.0
        default: c.value < 0x80 ? 0.7 : 1.0
        }
    }

    /// The height of a line of text at `size`: from the baseline, `ascent` up and `descent` down.
    static func ascent(_ size: Double) -> Double { size * 0.95 }
    static func descent(_ size: Double) -> Double { size * 0.3 }

    /// `s` if it fits `width`, else shortened from the middle with an ellipsis so the end that
    /// tells repeated ids apart stays (`section-12-title` in a narrow box: `sec…title`); nil when
    /// fewer than three characters would show.
    static func fitted(_ s: String, width: Double, size: Double, bold: Bool = false) -> String? {
        // Compared as Doubles first: a box can be wider than any Int (lengths are only finite).
        guard width > 0 else { return nil }
        if Self.width(s, size: size, bold: bold) <= width { return s }
        let characters = Array(s)
        var keep = min(characters.count - 1, Int(min(width / (size * 0.3), 1e6)))
        while keep >= 3 {
            let tail = (keep + 1) / 2
            let head = keep - tail
            let text = String(characters[..<head]) + "\u{2026}" + String(characters[(characters.count - tail)...])
            if Self.width(text, size: size, bold: bold) <= width { return text }
            keep -= 1
        }
        return nil
    }
}

/// Places text labels so that no two overlap: each is tried at its candidate positions in the
/// order labels are offered (the most important first) and kept at the first free one, or
/// dropped. Rects are kept in a coarse grid so a check looks at neighbours only.
struct LabelPlacer {
    /// Space kept between two labels, in points.
    static let gap = 1.0
    private static let cell = 64.0
    private(set) var placed: [Rect] = []
    private var grid: [Cell: [Int]] = [:]
    /// Labels are kept inside this rect (the part of the picture that is shown).
    let bounds: Rect

    private struct Cell: Hashable {
        var x: Int, y: Int
    }

    init(bounds: Rect) {
        self.bounds = bounds
    }

    /// Whether `r` is inside the bounds and clear of every placed label.
    func isFree(_ r: Rect) -> Bool {
        // Within rounding of the bounds (a label ending at the bound computes its end as start + width).
        let slack = 1e-6
        guard r.minX >= bounds.minX - slack, r.maxX <= bounds.maxX + slack, r.minY >= bounds.minY - slack, r.maxY <= bounds.maxY + slack else { return false }
        let grown = Rect(x: r.x - Self.gap, y: r.y - Self.gap, width: r.width + 2 * Self.gap, height: r.height + 2 * Self.gap)
        for cell in cells(grown) {
            for k in grid[cell] ?? [] where placed[k].intersects(grown) { return false }
        }
        return true
    }

    /// Takes `r` when it is free; returns whether it did.
    mutating func place(_ r: Rect) -> Bool {
        guard isFree(r) else { return false }
        placed.append(r)
        for cell in cells(r) { grid[cell, default: []].append(placed.count - 1) }
        return true
    }

    private func cells(_ r: Rect) -> [Cell] {
        // Cell numbers are bounded, so a label far out (the picture is not cropped) cannot overflow.
        func index(_ v: Double, _ origin: Double) -> Int { Int(max(-1, min(1e9, ((v - origin) / Self.cell).rounded(.down)))) }
        let x0 = index(r.minX, bounds.minX), x1 = max(x0, index(r.maxX, bounds.minX))
        let y0 = index(r.minY, bounds.minY), y1 = max(y0, index(r.maxY, bounds.minY))
        var out: [Cell] = []
        for y in y0 ... y1 { for x in x0 ... x1 { out.append(Cell(x: x, y: y)) } }
        return out
    }
}
