/// Writes the table as JSON, format 1 (SPEC section 5): fixed key order, fixed layout, one anchor
/// per line. The output is built viewport by viewport so a caller can flush between them.
public struct JSONTableWriter {
    public init() {}

    /// The whole table in one buffer.
    public func render(scene: Scene, tables: [ViewportTable]) -> [UInt8] {
        var out: [UInt8] = []
        writeHeader(scene: scene, to: &out)
        for (k, table) in tables.enumerated() {
            writeViewport(table, scene: scene, isLast: k == tables.count - 1, to: &out)
        }
        writeFooter(to: &out)
        return out
    }

    public func writeHeader(scene: Scene, to out: inout [UInt8]) {
        out.append(contentsOf: "{\n  \"format\": \"snapline-table\",\n  \"version\": 1,\n  \"scene\": ".utf8)
        appendString(scene.name, to: &out)
        out.append(contentsOf: ",\n  \"viewports\": [\n".utf8)
    }

    public func writeFooter(to out: inout [UInt8]) {
        out.append(contentsOf: "  ]\n}\n".utf8)
    }

    public func writeViewport(_ table: ViewportTable, scene: Scene, isLast: Bool, to out: inout [UInt8]) {
        let v = table.viewport
        out.append(contentsOf: "    {\n      \"name\": ".utf8)
        appendString(v.name, to: &out)
        out.append(contentsOf: ",\n      \"width\": ".utf8)
        JSONNumber.append(v.width, to: &out)
        out.append(contentsOf: ",\n      \"height\": ".utf8)
        JSONNumber.append(v.height, to: &out)
        out.append(contentsOf: ",\n      \"layoutDirection\": \"".utf8)
        out.append(contentsOf: v.layoutDirection.rawValue.utf8)
        out.append(contentsOf: "\",\n      \"containers\": [\n".utf8)
        for (c, container) in table.containers.enumerated() {
            writeContainer(container, index: c, table: table, scene: scene, to: &out)
            out.append(contentsOf: (c == table.containers.count - 1 ? "\n" : ",\n").utf8)
        }
        out.append(contentsOf: "      ]\n    }".utf8)
        out.append(contentsOf: (isLast ? "\n" : ",\n").utf8)
    }

    func writeContainer(_ c: ContainerEntry, index: Int, table: ViewportTable, scene: Scene, to out: inout [UInt8]) {
        let indent = "          "
        out.append(contentsOf: "        {\n\(indent)\"id\": ".utf8)
        appendString(c.id, to: &out)
        out.append(contentsOf: ",\n\(indent)\"parent\": ".utf8)
        if c.parent >= 0 {
            appendString(table.containers[Int(c.parent)].id, to: &out)
        } else {
            out.append(contentsOf: "null".utf8)
        }
        out.append(contentsOf: ",\n\(indent)\"axis\": \"\(c.axis.rawValue)\",\n\(indent)\"frame\": ".utf8)
        appendRect(c.frame, to: &out)
        out.append(contentsOf: ",\n\(indent)\"contentSize\": {\"width\": ".utf8)
        JSONNumber.append(c.contentSize.width, to: &out)
        out.append(contentsOf: ", \"height\": ".utf8)
        JSONNumber.append(c.contentSize.height, to: &out)
        out.append(contentsOf: "},\n\(indent)\"scrollPadding\": {\"top\": ".utf8)
        JSONNumber.append(c.scrollPadding.top, to: &out)
        out.append(contentsOf: ", \"leading\": ".utf8)
        JSONNumber.append(c.scrollPadding.leading, to: &out)
        out.append(contentsOf: ", \"bottom\": ".utf8)
        JSONNumber.append(c.scrollPadding.bottom, to: &out)
        out.append(contentsOf: ", \"trailing\": ".utf8)
        JSONNumber.append(c.scrollPadding.trailing, to: &out)
        out.append(contentsOf: "},\n\(indent)\"maxOffset\": ".utf8)
        JSONNumber.append(c.maxOffset, to: &out)
        out.append(contentsOf: ",\n\(indent)\"initialOffset\": ".utf8)
        JSONNumber.append(c.initialOffset, to: &out)
        out.append(contentsOf: ",\n\(indent)\"behavior\": \"\(c.behavior.rawValue)\",\n\(indent)\"snapAlign\": \"\(c.snapAlign.rawValue)\",\n\(indent)\"limit\": \"\(c.limit.rawValue)\",\n\(indent)\"stops\": [".utf8)
        for (k, s) in c.stops.enumerated() {
            if k > 0 { out.append(contentsOf: ", ".utf8) }
            JSONNumber.append(s, to: &out)
        }
        out.append(contentsOf: "],\n\(indent)\"anchors\": [".utf8)
        let anchors = table.anchors(ofContainer: index)
        if anchors.isEmpty {
            out.append(contentsOf: "]\n        }".utf8)
            return
        }
        out.append(UInt8(ascii: "\n"))
        // Container ids along the chain, innermost first: the same for every anchor here.
        var chainIDs: [String] = []
        var p = index
        while p >= 0 {
            chainIDs.append(table.containers[p].id)
            p = Int(table.containers[p].parent)
        }
        let last = anchors.endIndex - 1
        for a in anchors.indices {
            writeAnchor(anchors[a], container: c, chainIDs: chainIDs, table: table, scene: scene, to: &out)
            out.append(contentsOf: (a == last ? "\n" : ",\n").utf8)
        }
        out.append(contentsOf: "\(indent)]\n        }".utf8)
    }

    func writeAnchor(_ a: AnchorEntry, container: ContainerEntry, chainIDs: [String], table: ViewportTable, scene: Scene, to out: inout [UInt8]) {
        let node = scene.nodes[Int(a.node)]
        out.append(contentsOf: "            {\"id\": ".utf8)
        appendString(node.id ?? "", to: &out)
        out.append(contentsOf: ", \"frame\": ".utf8)
        appendRect(a.frame, to: &out)
        out.append(contentsOf: ", \"targets\": [".utf8)
        var link = Int(a.firstOffset)
        for (k, spec) in scene.anchors(of: node).enumerated() {
            if k > 0 { out.append(contentsOf: ", ".utf8) }
            out.append(contentsOf: "{\"anchor\": ".utf8)
            appendString(spec.name, to: &out)
            out.append(contentsOf: ", \"x\": ".utf8)
            JSONNumber.append(spec.x, to: &out)
            out.append(contentsOf: ", \"y\": ".utf8)
            JSONNumber.append(spec.y, to: &out)
            let extra = spec.extraPoint(innermostAxis: container.axis)
            out.append(contentsOf: ", \"extra\": {\"x\": ".utf8)
            JSONNumber.append(extra.x, to: &out)
            out.append(contentsOf: ", \"y\": ".utf8)
            JSONNumber.append(extra.y, to: &out)
            out.append(contentsOf: "}, \"chain\": [".utf8)
            for (d, id) in chainIDs.enumerated() {
                if d > 0 { out.append(contentsOf: ", ".utf8) }
                out.append(contentsOf: "{\"container\": ".utf8)
                appendString(id, to: &out)
                out.append(contentsOf: ", \"offset\": ".utf8)
                JSONNumber.append(table.offsets[link].offset, to: &out)
                out.append(contentsOf: ", \"raw\": ".utf8)
                JSONNumber.append(table.offsets[link].raw, to: &out)
                out.append(UInt8(ascii: "}"))
                link += 1
            }
            out.append(contentsOf: "]}".utf8)
        }
        out.append(contentsOf: "]}".utf8)
    }

    func appendRect(_ r: Rect, to out: inout [UInt8]) {
        out.append(contentsOf: "{\"x\": ".utf8)
        JSONNumber.append(r.x, to: &out)
        out.append(contentsOf: ", \"y\": ".utf8)
        JSONNumber.append(r.y, to: &out)
        out.append(contentsOf: ", \"width\": ".utf8)
        JSONNumber.append(r.width, to: &out)
        out.append(contentsOf: ", \"height\": ".utf8)
        JSONNumber.append(r.height, to: &out)
        out.append(UInt8(ascii: "}"))
    }

    /// A JSON string literal; escapes quotes, backslashes and control characters.
    func appendString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case UInt8(ascii: "\n"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case UInt8(ascii: "\t"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case UInt8(ascii: "\r"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0 ..< 0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: Array("\\u00".utf8))
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
