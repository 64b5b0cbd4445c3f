/// The `static let table = SnaplineTable(...)` literal of the generated Swift: every viewport's
/// containers, anchors, targets and stops, as SnaplineRuntime values.
///
/// Kept cheap for the compiler:
/// - Every value is spelled with its type's one initializer, so no element's type is inferred, and
///   arguments equal to the initializer's default (no parent, no snapping, no extra offset) are
///   left out.
/// - No expression grows with the table. The type checker's time and memory grow faster than
///   linearly with the size of one expression (measured with Swift 6.3: 4 000 anchors in one
///   literal took 24 GB), so the `table` literal holds the viewports and containers, and each
///   container's anchors are `private static let` lists of at most `listBudget` values, joined.
/// One anchor per line, as in the JSON table.
struct SwiftTableLiteral {
    let scene: Scene
    let tables: [ViewportTable]

    /// Most values (anchors, targets, chain links) in one anchor list; an anchor larger than this
    /// gets a list of its own.
    static let listBudget = 128

    /// One list of anchors to write after the table: where it belongs, and which anchors.
    private struct AnchorList {
        var name: String
        var viewport: Int
        var container: Int
        var anchors: Range<Int>
    }

    func write(to out: inout SwiftSourceText) {
        var lists: [AnchorList] = []
        out.open("\(out.access)static let table = SnaplineTable(scene: \(SwiftSourceText.stringLiteral(scene.name)), viewports: [")
        for (v, table) in tables.enumerated() {
            writeViewport(v, table, lists: &lists, to: &out)
        }
        out.close("])")
        if lists.isEmpty { return }
        out.line("")
        out.line("// The anchors of each container, in lists of at most \(Self.listBudget) values (anchors, targets and")
        out.line("// chain links): the compiler's time grows faster than linearly with one expression's size.")
        for list in lists {
            let table = tables[list.viewport]
            let all = table.anchors(ofContainer: list.container)
            out.line("")
            out.line("/// Viewport `\(table.viewport.name)`, container `\(table.containers[list.container].id)`.")
            out.open("private static let \(list.name): [TableAnchor] = [")
            let chainIDs = chainIDs(of: list.container, in: table)
            for k in list.anchors {
                writeAnchor(all[all.startIndex + k], container: table.containers[list.container], chainIDs: chainIDs, table: table, to: &out)
            }
            out.close("]")
        }
    }

    /// The anchors of container `c` cut into lists of at most `listBudget` values.
    private func anchorLists(viewport v: Int, container c: Int, in table: ViewportTable) -> [AnchorList] {
        let anchors = table.anchors(ofContainer: c)
        let chainLength = Int(table.containers[c].chainLength)
        var lists: [AnchorList] = []
        var start = 0
        var size = 0
        for (k, anchor) in anchors.enumerated() {
            let targets = scene.anchors(of: scene.nodes[Int(anchor.node)]).count
            let cost = 1 + targets * (1 + chainLength)
            if size > 0 && size + cost > Self.listBudget {
                lists.append(AnchorList(name: "anchors_\(v)_\(c)_\(lists.count)", viewport: v, container: c, anchors: start ..< k))
                start = k
                size = 0
            }
            size += cost
        }
        if start < anchors.count {
            lists.append(AnchorList(name: "anchors_\(v)_\(c)_\(lists.count)", viewport: v, container: c, anchors: start ..< anchors.count))
        }
        return lists
    }

    private func chainIDs(of container: Int, in table: ViewportTable) -> [String] {
        ContainerChain(from: container, in: table.containers).map { SwiftSourceText.stringLiteral(table.containers[$0].id) }
    }

    private func writeViewport(_ v: Int, _ table: ViewportTable, lists: inout [AnchorList], to out: inout SwiftSourceText) {
        let viewport = table.viewport
        var head = "TableViewport(name: \(SwiftSourceText.stringLiteral(viewport.name)), width: \(num(viewport.width)), height: \(num(viewport.height))"
        if viewport.isRightToLeft { head += ", layoutDirection: .rightToLeft" }
        out.open(head + ", containers: [")
        for c in table.containers.indices {
            let containerLists = anchorLists(viewport: v, container: c, in: table)
            writeContainer(c, of: table, anchors: containerLists.map(\.name), to: &out)
            lists += containerLists
        }
        out.close("]),")
    }

    private func writeContainer(_ index: Int, of table: ViewportTable, anchors lists: [String], to out: inout SwiftSourceText) {
        let c = table.containers[index]
        var line = "TableContainer(id: \(SwiftSourceText.stringLiteral(c.id))"
        if let parent = c.parent { line += ", parent: \(SwiftSourceText.stringLiteral(table.containers[parent].id))" }
        line += ", axis: .\(c.axis.rawValue), maxOffset: \(num(c.maxOffset))"
        if c.initialOffset != 0 { line += ", initialOffset: \(num(c.initialOffset))" }
        if c.behavior != .none { line += ", behavior: .\(c.behavior.rawValue)" }
        if c.snapAlign != .start { line += ", snapAlign: .\(c.snapAlign.rawValue)" }
        switch c.limit {
        case .never: break
        case .alwaysByOne: line += ", limit: .alwaysByOne"
        case .alwaysByFew: line += ", limit: .alwaysByFew()"  // the runtime's default count, as the JSON table implies
        }
        if !c.stops.isEmpty { line += ", stops: [\(c.stops.map(num).joined(separator: ", "))]" }
        switch lists.count {
        case 0: line += ", anchors: []"
        case 1: line += ", anchors: \(lists[0])"
        default: line += ", anchors: Array([\(lists.joined(separator: ", "))].joined())"
        }
        out.line(line + "),")
    }

    private func writeAnchor(_ a: AnchorEntry, container: ContainerEntry, chainIDs: [String], table: ViewportTable, to out: inout SwiftSourceText) {
        let node = scene.nodes[Int(a.node)]
        out.beginLine()
        out.append("TableAnchor(id: \(SwiftSourceText.stringLiteral(scene.id(of: Int(a.node)) ?? "")), targets: [")
        var link = Int(a.firstOffset)
        for (k, spec) in scene.anchors(of: node).enumerated() {
            if k > 0 { out.append(", ") }
            out.append("TableTarget(anchor: \(SwiftSourceText.stringLiteral(spec.name)), x: \(num(spec.x)), y: \(num(spec.y))")
            let extra = spec.extraPoint(innermostAxis: container.axis)
            if extra.x != 0 { out.append(", extraX: \(num(extra.x))") }
            if extra.y != 0 { out.append(", extraY: \(num(extra.y))") }
            out.append(", chain: [")
            for (d, id) in chainIDs.enumerated() {
                if d > 0 { out.append(", ") }
                let offset = table.offsets[link]
                out.append("ChainLink(container: \(id), offset: \(num(offset.offset)), raw: \(num(offset.raw)))")
                link += 1
            }
            out.append("])")
        }
        out.append("]),")
        out.endLine()
    }

    private func num(_ value: Double) -> String { SwiftSourceText.number(value) }
}
