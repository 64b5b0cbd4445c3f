/// One self-contained HTML page for `snapline diff --html`: per scene, each viewport whose table
/// changed drawn before and after side by side (the render pipeline's pictures, at each
/// container's initial offset), the anchors whose offsets moved outlined in both, with their
/// largest move written in the after picture, and the text report's lines: grouped (as `DiffText`
/// groups them) under the scene's heading, or, listing every change, each viewport's beneath its
/// pictures.
///
/// Viewports are drawn as they are compared, from the compiled viewports the differ hands on
/// (`SceneDiffer.keepsCompiledViewports`), and the page is put aside (a `DiffSpool`) until
/// `write`. At most `markedAnchors` anchors are outlined per viewport, the biggest moves first.
public final class DiffHTML {
    public let options: RenderOptions
    public let markedAnchors: Int
    /// One line per change (`--ungrouped`), instead of grouping equal changes.
    public let listsEveryChange: Bool
    private var body: DiffSpool

    /// `name`: the page's file, for errors holding it.
    public init(options: RenderOptions = RenderOptions(), markedAnchors: Int = 200, listsEveryChange: Bool = false, name: String) {
        self.options = options
        self.markedAnchors = markedAnchors
        self.listsEveryChange = listsEveryChange
        body = DiffSpool(name: name)
    }

    static let css = """
        body{font-family:sans-serif;margin:24px;color:#222;background:#fff}\
        h1{font-size:20px;margin:0 0 12px}h2{font-size:17px;margin:24px 0 4px}h3{font-size:15px;margin:16px 0 6px}\
        p{margin:0 0 8px;font-size:13px;color:#555}\
        div.pair{display:flex;flex-wrap:wrap;gap:40px;align-items:flex-start}\
        figure{margin:0;min-width:0;max-width:100%}figure svg{max-width:100%;height:auto}\
        figcaption{font-size:13px;font-weight:bold;margin-bottom:4px}\
        pre{font-size:12px;background:#f6f6f6;padding:8px;overflow-x:auto}
        """

    /// The report of the next scene, fed viewport by viewport; `finish` adds it to the page.
    /// `grouper` groups its changes unless the page lists every change.
    public func sceneReport(grouper: DiffGrouper = DiffGrouper()) -> SceneReport {
        SceneReport(page: self, grouper: listsEveryChange ? nil : grouper)
    }

    /// One scene: its viewports' pictures and lines are put aside as they are added, and added to
    /// the page after the scene's heading (which needs the totals) by `finish`.
    public struct SceneReport: SceneDiffReport {
        private let page: DiffHTML
        private var viewports: DiffSpool
        private var grouper: DiffGrouper?

        init(page: DiffHTML, grouper: DiffGrouper?) {
            self.page = page
            self.grouper = grouper
            viewports = DiffSpool(name: page.body.name)
        }

        public mutating func add(_ compared: ComparedViewport) {
            let changes = compared.changes
            viewports.out.write("<h3 data-id=\"\(XMLText.escape(changes.viewport))\">\(XMLText.escape(changes.viewport))</h3>\n")
            if let oldViewport = compared.before, let newViewport = compared.after, let before = changes.before {
                let moved = page.movedAnchors(changes)
                viewports.out.write("<div class=\"pair\">\n")
                viewports.out.write(page.figure("before", ViewportPicture(oldViewport, options: page.options), marks: moved.compactMap { m in
                    before.nodeIndex(ofID: m.id).map { ($0, nil) }
                }))
                viewports.out.write(page.figure("after", ViewportPicture(newViewport, options: page.options), marks: moved.map { ($0.node, $0.move) }))
                viewports.out.write("</div>\n")
            }
            if grouper != nil {
                grouper?.add(changes)
                return
            }
            viewports.out.write("<pre>")
            for k in changes.reportOrder() {
                let change = changes.changes[Int(k)]
                viewports.out.write(XMLText.escape((change.kind.isBreaking ? "BREAKING  " : "") + DiffText.line(changes.describe(change)) + "\n"))
            }
            viewports.out.write("</pre>\n")
        }

        /// Adds the scene to the page (`DiffHTML.write` writes the page): `out` is not written.
        public mutating func finish(_ summary: SceneDiffSummary, to out: inout DiffOutput) throws(FileError) {
            let lines = grouper?.lines()
            page.body.out.write("<h2>\(XMLText.escape(DiffText.heading(summary, lines: lines?.count)))</h2>\n")
            if let renamed = summary.renamed { page.body.out.write("<p>BREAKING  \(XMLText.escape(DiffText.line(renamed)))</p>\n") }
            if lines != nil || !summary.notes.isEmpty {
                page.body.out.write("<pre data-id=\"changes\">")
                for line in lines ?? [] { page.body.out.write(XMLText.escape(DiffText.line(line) + "\n")) }
                for note in summary.notes { page.body.out.write(XMLText.escape(DiffText.line(note) + "\n")) }
                page.body.out.write("</pre>\n")
            }
            try viewports.copy(to: &page.body.out)
        }
    }

    /// A scene that could not be compared, or a failure of the run: a heading and its errors.
    public func add(_ failure: DiffFailure) {
        body.out.write("<h2 class=\"failed\">\(XMLText.escape(failure.heading { $0 }))</h2>\n<pre>")
        for error in failure.errors { body.out.write(XMLText.escape(DiffFailure.line(error) + "\n")) }
        body.out.write("</pre>\n")
    }

    /// The page: every scene added so far.
    public func write(to out: inout DiffOutput) throws(FileError) {
        out.write("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n<title>snapline diff</title>\n<style>\(Self.css)</style>\n</head>\n<body>\n<h1>snapline diff</h1>\n")
        out.write("<p>Each changed viewport before and after, every container at its initial offset; anchors whose scroll offsets moved are outlined in red, with their largest move.</p>\n")
        try body.copy(to: &out)
        out.write("</body>\n</html>\n")
    }

    /// Per moved anchor (after version), its largest move, biggest first, at most `markedAnchors`.
    private func movedAnchors(_ changes: ViewportChanges) -> [(node: Int, id: String, move: Double)] {
        var largest: [Int32: Double] = [:]
        for c in changes.changes where c.kind == .offsetChanged {
            let move = c.after - c.before
            if abs(move) > abs(largest[c.node] ?? 0) { largest[c.node] = move }
        }
        let sorted = largest.sorted { abs($0.value) != abs($1.value) ? abs($0.value) > abs($1.value) : $0.key < $1.key }
        return sorted.prefix(markedAnchors).compactMap { node, move in
            changes.after?.id(of: Int(node)).map { (Int(node), $0, move) }
        }
    }

    private func figure(_ caption: String, _ picture: ViewportPicture, marks: [(node: Int, move: Double?)]) -> String {
        var svg = picture.svg()
        var overlay = "<g data-id=\"moved\" fill=\"none\" stroke=\"#d40000\" stroke-width=\"2\">\n"
        for (node, move) in marks {
            guard let r = picture.screenRect(ofNode: node) else { continue }
            overlay += "<rect x=\"\(XMLText.n(r.x))\" y=\"\(XMLText.n(r.y))\" width=\"\(XMLText.n(r.width))\" height=\"\(XMLText.n(r.height))\"/>\n"
            if let move {
                let text = (move < 0 ? "" : "+") + DiffText.number(move)
                overlay += "<text x=\"\(XMLText.n(r.maxX - 3))\" y=\"\(XMLText.n(r.minY + 12))\" text-anchor=\"end\" fill=\"#d40000\" stroke=\"none\" font-size=\"11\" font-weight=\"bold\">\(XMLText.escape(text))</text>\n"
            }
        }
        overlay += "</g>\n"
        let end = "</svg>\n"
        if svg.hasSuffix(end) {
            svg.removeLast(end.count)
            svg += overlay + end
        }
        return "<figure data-id=\"\(caption)\"><figcaption>\(caption)</figcaption>\n\(svg)</figure>\n"
    }
}

extension ViewportPicture {
    /// Where node `i` is drawn in the picture, or nil when it is not drawn (elided).
    func screenRect(ofNode i: Int) -> Rect? {
        guard plan.drawn[i] else { return nil }
        return plan.screen(layout.frames[i], in: layout.enclosingContainer[i].index ?? -1)
    }
}
