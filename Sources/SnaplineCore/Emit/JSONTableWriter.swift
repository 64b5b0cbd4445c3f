/// Writes the table as JSON, format 1 (SPEC section 5): fixed key order, fixed layout, one anchor
/// per line.
///
/// Output goes into a byte buffer that the caller's `flush` empties whenever it passes
/// `flushThreshold` (checked between anchors), so a table of any size is written in pieces of
/// about a megabyte and never held whole.
public struct JSONTableWriter {
    public var flushThreshold = 1 << 20

    public init() {}

    /// The whole table in one buffer.
    public func render(scene: Scene, tables: [ViewportTable]) -> [UInt8] {
        var out: [UInt8] = []
        writeHeader(scene: scene, to: &out)
        for (k, table) in tables.enumerated() {
            writeViewport(table, scene: scene, isLast: k == tables.count - 1, to: &out, flush: { _ in })
        }
        writeFooter(to: &out)
        return out
    }

    public func writeHeader(scene: Scene, to out: inout [UInt8]) {
        out.append("{\n  \"format\": \"snapline-table\",\n  \"version\": 1,\n  \"scene\": ")
        appendString(scene.name, to: &out)
        out.append(",\n  \"viewports\": [\n")
    }

    public func writeFooter(to out: inout [UInt8]) {
        out.append("  ]\n}\n")
    }

    public func writeViewport(_ table: ViewportTable, scene: Scene, isLast: Bool, to out: inout [UInt8], flush: (inout [UInt8]) throws -> Void) rethrows {
        let v = table.viewport
        out.append("    {\n      \"name\": ")
        appendString(v.name, to: &out)
        out.append(",\n      \"width\": ")
        JSONNumber.append(v.width, to: &out)
        out.append(",\n      \"height\": ")
        JSONNumber.append(v.height, to: &out)
        out.append(",\n      \"layoutDirection\": \"")
        out.append(contentsOf: v.layoutDirection.rawValue.utf8)
        out.append("\",\n      \"containers\": [\n")
        // Each container's id as a JSON string, encoded once for all the chains that name it.
        let encodedIDs: [[UInt8]] = table.containers.map { c in
            var bytes: [UInt8] = []
            appendString(c.id, to: &bytes)
            return bytes
        }
        for c in table.containers.indices {
            try writeContainer(c, table: table, encodedIDs: encodedIDs, scene: scene, to: &out, flush: flush)
            out.append(c == table.containers.count - 1 ? "\n" : ",\n")
        }
        out.append("      ]\n    }")
        out.append(isLast ? "\n" : ",\n")
    }

    func writeContainer(_ index: Int, table: ViewportTable, encodedIDs: [[UInt8]], scene: Scene, to out: inout [UInt8], flush: (inout [UInt8]) throws -> Void) rethrows {
        let c = table.containers[index]
        out.append("        {\n          \"id\": ")
        out.append(contentsOf: encodedIDs[index])
        out.append(",\n          \"parent\": ")
        if c.parent >= 0 {
            out.append(contentsOf: encodedIDs[Int(c.parent)])
        } else {
            out.append("null")
        }
        out.append(",\n          \"axis\": \"")
        out.append(contentsOf: c.axis.rawValue.utf8)
        out.append("\",\n          \"frame\": ")
        appendRect(c.frame, to: &out)
        out.append(",\n          \"contentSize\": {\"width\": ")
        JSONNumber.append(c.contentSize.width, to: &out)
        out.append(", \"height\": ")
        JSONNumber.append(c.contentSize.height, to: &out)
        out.append("},\n          \"scrollPadding\": {\"top\": ")
        JSONNumber.append(c.scrollPadding.top, to: &out)
        out.append(", \"leading\": ")
        JSONNumber.append(c.scrollPadding.leading, to: &out)
        out.append(", \"bottom\": ")
        JSONNumber.append(c.scrollPadding.bottom, to: &out)
        out.append(", \"trailing\": ")
        JSONNumber.append(c.scrollPadding.trailing, to: &out)
        out.append("},\n          \"maxOffset\": ")
        JSONNumber.append(c.maxOffset, to: &out)
        out.append(",\n          \"initialOffset\": ")
        JSONNumber.append(c.initialOffset, to: &out)
        out.append(",\n          \"behavior\": \"")
        out.append(contentsOf: c.behavior.rawValue.utf8)
        out.append("\",\n          \"snapAlign\": \"")
        out.append(contentsOf: c.snapAlign.rawValue.utf8)
        out.append("\",\n          \"limit\": \"")
        out.append(contentsOf: c.limit.rawValue.utf8)
        out.append("\",\n          \"stops\": [")
        for (k, s) in c.stops.enumerated() {
            if k > 0 { out.append(", ") }
            JSONNumber.append(s, to: &out)
        }
        out.append("],\n          \"anchors\": [")
        let anchors = table.anchors(ofContainer: index)
        if anchors.isEmpty {
            out.append("]\n        }")
            return
        }
        out.append("\n")
        // The chain's containers, innermost first: the same for every anchor of this container.
        var chain: [Int] = []
        var p = index
        while p >= 0 {
            chain.append(p)
            p = Int(table.containers[p].parent)
        }
        let last = anchors.endIndex - 1
        for a in anchors.indices {
            writeAnchor(anchors[a], axis: c.axis, chain: chain, encodedIDs: encodedIDs, table: table, scene: scene, to: &out)
            out.append(a == last ? "\n" : ",\n")
            if out.count >= flushThreshold { try flush(&out) }
        }
        out.append("          ]\n        }")
    }

    func writeAnchor(_ a: AnchorEntry, axis: Axis, chain: [Int], encodedIDs: [[UInt8]], table: ViewportTable, scene: Scene, to out: inout [UInt8]) {
        let node = Int(a.node)
        out.append("            {\"id\": ")
        appendString(scene.nodes[node].id ?? "", to: &out)
        out.append(", \"frame\": ")
        appendRect(a.frame, to: &out)
        out.append(", \"targets\": [")
        var link = Int(a.firstOffset)
        let specs = scene.anchors(of: scene.nodes[node])
        for k in specs.indices {
            let spec = specs[k]
            if k > 0 { out.append(", ") }
            out.append("{\"anchor\": ")
            appendString(spec.name, to: &out)
            out.append(", \"x\": ")
            JSONNumber.append(spec.x, to: &out)
            out.append(", \"y\": ")
            JSONNumber.append(spec.y, to: &out)
            let extra = spec.extraPoint(innermostAxis: axis)
            out.append(", \"extra\": {\"x\": ")
            JSONNumber.append(extra.x, to: &out)
            out.append(", \"y\": ")
            JSONNumber.append(extra.y, to: &out)
            out.append("}, \"chain\": [")
            for d in chain.indices {
                if d > 0 { out.append(", ") }
                out.append("{\"container\": ")
                out.append(contentsOf: encodedIDs[chain[d]])
                out.append(", \"offset\": ")
                JSONNumber.append(table.offsets[link].offset, to: &out)
                out.append(", \"raw\": ")
                JSONNumber.append(table.offsets[link].raw, to: &out)
                out.append(UInt8(ascii: "}"))
                link += 1
            }
            out.append("]}")
        }
        out.append("]}")
    }

    func appendRect(_ r: Rect, to out: inout [UInt8]) {
        out.append("{\"x\": ")
        JSONNumber.append(r.x, to: &out)
        out.append(", \"y\": ")
        JSONNumber.append(r.y, to: &out)
        out.append(", \"width\": ")
        JSONNumber.append(r.width, to: &out)
        out.append(", \"height\": ")
        JSONNumber.append(r.height, to: &out)
        out.append(UInt8(ascii: "}"))
    }

    /// A JSON string literal; escapes quotes, backslashes and control characters.
    func appendString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { bytes in
            // Ids and names rarely need escaping: copy them in one go when they don't.
            if !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                out.append(contentsOf: bytes)
                return
            }
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "\""): out.append("\\\"")
                case UInt8(ascii: "\\"): out.append("\\\\")
                case UInt8(ascii: "\n"): out.append("\\n")
                case UInt8(ascii: "\t"): out.append("\\t")
                case UInt8(ascii: "\r"): out.append("\\r")
                case 0 ..< 0x20:
                    let hex: StaticString = "0123456789abcdef"
                    out.append("\\u00")
                    out.append(hex.utf8Start[Int(byte >> 4)])
                    out.append(hex.utf8Start[Int(byte & 0xF)])
                default: out.append(byte)
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

extension Array where Element == UInt8 {
    /// Appends a literal's bytes without going through a generic sequence.
    @inline(__always)
    mutating func append(_ literal: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
}
