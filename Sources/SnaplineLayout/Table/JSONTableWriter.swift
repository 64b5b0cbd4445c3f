/// Writes the table as JSON, format 1: fixed key order, fixed layout, one anchor
/// per line.
///
/// Output goes into a `ByteBuffer` that the caller's `flush` empties whenever it passes
/// `flushThreshold` (checked between anchors), so a table of any size is written in pieces of
/// about a megabyte and never held whole.
public struct JSONTableWriter: Sendable {
    public var flushThreshold = 1 << 20
    /// How much of a viewport `writeViewportConcurrently` writes as one piece (see `pieces(of:)`).
    public var pieceCost = 1 << 13

    public init() {}

    /// The whole table in one buffer.
    public func render(scene: Scene, tables: [ViewportTable]) -> [UInt8] {
        let out = ByteBuffer()
        writeHeader(scene: scene, to: out)
        for (k, table) in tables.enumerated() {
            writeViewport(table, scene: scene, isLast: k == tables.count - 1, to: out, flush: { _ in })
        }
        writeFooter(to: out)
        return out.array
    }

    public func writeHeader(scene: Scene, to out: ByteBuffer) {
        out.append("{\n  \"format\": \"snapline-table\",\n  \"version\": 1,\n  \"scene\": ")
        appendString(scene.name, to: out)
        out.append(",\n  \"viewports\": [\n")
    }

    public func writeFooter(to out: ByteBuffer) {
        out.append("  ]\n}\n")
    }

    public func writeViewport(_ table: ViewportTable, scene: Scene, isLast: Bool, to out: ByteBuffer, flush: (ByteBuffer) throws -> Void) rethrows {
        writeViewportHeader(table.viewport, to: out)
        let encodedIDs = encodedContainerIDs(table)
        try writePositions(0 ..< positionCount(table), table: table, encodedIDs: encodedIDs, scene: scene, to: out, flush: flush)
        writeViewportFooter(isLast: isLast, to: out)
    }

    /// One viewport's object on its own (what the runtime's `layout(for:).json`
    /// gives): the bytes the table holds for it, each line moved 4 spaces left (indentation 0),
    /// with a newline at the end. Written by `writeViewport`, so the two cannot differ.
    public func viewportObject(_ table: ViewportTable, scene: Scene) -> [UInt8] {
        let out = ByteBuffer()
        writeViewport(table, scene: scene, isLast: true, to: out, flush: { _ in })
        // Every line of a viewport's object starts with at least 4 spaces (`writeViewportHeader`).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(out.count)
        var column = 0
        for byte in out.bytes {
            if column < 4 && byte == UInt8(ascii: " ") {
                column += 1
                continue
            }
            column = byte == UInt8(ascii: "\n") ? 0 : 4
            bytes.append(byte)
        }
        return bytes
    }

    /// The viewport's fields up to its containers' list.
    package func writeViewportHeader(_ v: Viewport, to out: ByteBuffer) {
        out.append("    {\n      \"name\": ")
        appendString(v.name, to: out)
        out.append(",\n      \"width\": ")
        out.append(number: v.width)
        out.append(",\n      \"height\": ")
        out.append(number: v.height)
        out.append(",\n      \"layoutDirection\": \"")
        out.append(v.layoutDirection == .rightToLeft ? "rightToLeft" : "leftToRight")
        out.append("\"")
        if v.hasInsets {
            // Only when the system covers something: a scene without insets keeps its bytes.
            out.append(",\n      \"safeArea\": ")
            appendEdges(v.insets, to: out)
        }
        out.append(",\n      \"containers\": [\n")
    }

    package func writeViewportFooter(isLast: Bool, to out: ByteBuffer) {
        out.append("      ]\n    }")
        out.append(isLast ? "\n" : ",\n")
    }

    /// Each container's id as a JSON string, encoded once for all the chains that name it.
    package func encodedContainerIDs(_ table: ViewportTable) -> [[UInt8]] {
        table.containers.map { c in
            let bytes = ByteBuffer(capacity: 64)
            appendString(c.id, to: bytes)
            return bytes.array
        }
    }

    /// The containers' list is written as a run of positions: container `c`'s start at
    /// `anchorStart + 2c`, its anchor `a` (an index in `table.anchors`) at `a + 2c + 1`, its end at
    /// `anchorEnd + 2c + 1`. Any range of them can be written on its own, and the ranges of a
    /// split, written one after the other, give the same bytes as the whole.
    package func positionCount(_ table: ViewportTable) -> Int { table.anchors.count + 2 * table.containers.count }

    /// Writes the positions `range` (see `positionCount`), calling `flush` between anchors once
    /// `out` holds `flushThreshold` bytes.
    package func writePositions(_ range: Range<Int>, table: ViewportTable, encodedIDs: [[UInt8]], scene: Scene, to out: ByteBuffer, flush: (ByteBuffer) throws -> Void) rethrows {
        guard !range.isEmpty else { return }
        // The container holding the first position: the last one starting at or before it.
        var low = 0
        var high = table.containers.count
        while high - low > 1 {
            let mid = (low + high) / 2
            if Int(table.containers[mid].anchorStart) + 2 * mid <= range.lowerBound { low = mid } else { high = mid }
        }
        var c = low
        var cache = PrefixCache()
        var p = range.lowerBound
        while p < range.upperBound {
            let anchorStart = Int(table.containers[c].anchorStart)
            let anchorEnd = Int(table.containers[c].anchorEnd)
            if p == anchorStart + 2 * c {
                writeContainerStart(c, table: table, encodedIDs: encodedIDs, to: out)
                p += 1
            } else if p <= anchorEnd + 2 * c {
                // A run of this container's anchors. The chain's containers, innermost first, are
                // the same for each.
                let axis = table.containers[c].axis
                let chain = Array(ContainerChain(from: c, in: table.containers))
                let runEnd = min(anchorEnd + 2 * c + 1, range.upperBound)
                for a in p - 2 * c - 1 ..< runEnd - 2 * c - 1 {
                    let prefixes = cache.prefixes(list: scene.nodes[Int(table.anchors[a].node)].anchors, axis: axis, scene: scene, writer: self)
                    writeAnchor(table.anchors[a], prefixes: prefixes, chain: chain, encodedIDs: encodedIDs, table: table, scene: scene, to: out)
                    out.append(a == anchorEnd - 1 ? "\n" : ",\n")
                    if out.count >= flushThreshold { try flush(out) }
                }
                p = runEnd
            } else {
                out.append(anchorEnd == anchorStart ? "]\n        }" : "          ]\n        }")
                out.append(c == table.containers.count - 1 ? "\n" : ",\n")
                c += 1
                p += 1
            }
        }
    }

    /// A container's fields up to its anchors' list (and the line break before its first anchor).
    package func writeContainerStart(_ index: Int, table: ViewportTable, encodedIDs: [[UInt8]], to out: ByteBuffer) {
        let c = table.containers[index]
        out.append("        {\n          \"id\": ")
        out.append(encodedIDs[index])
        out.append(",\n          \"parent\": ")
        if let parent = c.parent {
            out.append(encodedIDs[parent])
        } else {
            out.append("null")
        }
        out.append(",\n          \"axis\": \"")
        out.append(c.axis == .vertical ? "vertical" : "horizontal")
        out.append("\",\n          \"frame\": ")
        appendRect(c.frame, to: out)
        out.append(",\n          \"contentSize\": {\"width\": ")
        out.append(number: c.contentSize.width)
        out.append(", \"height\": ")
        out.append(number: c.contentSize.height)
        out.append("},\n          \"scrollPadding\": ")
        appendEdges(c.scrollPadding, to: out)
        out.append(",\n          \"maxOffset\": ")
        out.append(number: c.maxOffset)
        out.append(",\n          \"initialOffset\": ")
        out.append(number: c.initialOffset)
        out.append(",\n          \"behavior\": \"")
        out.append(c.behavior.rawValue)
        out.append("\",\n          \"snapAlign\": \"")
        out.append(c.snapAlign.rawValue)
        out.append("\",\n          \"limit\": \"")
        out.append(c.limit.rawValue)
        out.append("\",\n          \"stops\": [")
        for (k, s) in c.stops.enumerated() {
            if k > 0 { out.append(", ") }
            out.append(number: s)
        }
        out.append("],\n          \"anchors\": [")
        if c.anchorEnd > c.anchorStart { out.append("\n") }
    }

    /// The fixed start of each target of an anchor list in a container of `axis`: from
    /// `{"anchor": ` to `"chain": [`, encoded once and reused for every anchor using that list.
    package func targetPrefixes(_ specs: [AnchorSpec], axis: Axis) -> [[UInt8]] {
        specs.map { spec in
            let out = ByteBuffer(capacity: 128)
            out.append("{\"anchor\": ")
            appendString(spec.name, to: out)
            out.append(", \"x\": ")
            out.append(number: spec.x)
            out.append(", \"y\": ")
            out.append(number: spec.y)
            let extra = spec.extraPoint(innermostAxis: axis)
            out.append(", \"extra\": {\"x\": ")
            out.append(number: extra.x)
            out.append(", \"y\": ")
            out.append(number: extra.y)
            out.append("}, \"chain\": [")
            return out.array
        }
    }

    /// The prefixes of anchor list `list` (-1: the scene default) for a container of `axis`,
    /// memoized per viewport.
    struct PrefixCache {
        var entries: [Int: [[UInt8]]] = [:]

        mutating func prefixes(list: IndexLink, axis: Axis, scene: Scene, writer: JSONTableWriter) -> [[UInt8]] {
            let key = (list.index ?? -1) * 2 + (axis == .vertical ? 0 : 1)
            if let cached = entries[key] { return cached }
            let specs = list.index.map { scene.anchorLists[$0] } ?? (scene.defaultAnchors ?? AnchorSpec.defaultList)
            let made = writer.targetPrefixes(specs, axis: axis)
            entries[key] = made
            return made
        }
    }

    package func writeAnchor(_ a: AnchorEntry, prefixes: [[UInt8]], chain: [Int], encodedIDs: [[UInt8]], table: ViewportTable, scene: Scene, to out: ByteBuffer) {
        out.append("            {\"id\": ")
        appendString(scene.id(of: Int(a.node)) ?? "", to: out)
        out.append(", \"frame\": ")
        appendRect(table.frame(of: a), to: out)
        out.append(", \"targets\": [")
        var link = Int(a.firstOffset)
        for k in prefixes.indices {
            if k > 0 { out.append(", ") }
            out.append(prefixes[k])
            for d in chain.indices {
                if d > 0 { out.append(", ") }
                out.append("{\"container\": ")
                out.append(encodedIDs[chain[d]])
                let value = table.link(link, in: chain[d])
                out.append(", \"offset\": ")
                out.append(number: value.offset)
                out.append(", \"raw\": ")
                out.append(number: value.raw)
                out.append(UInt8(ascii: "}"))
                link += 1
            }
            out.append("]}")
        }
        out.append("]}")
    }

    /// `{"top": T, "leading": L, "bottom": B, "trailing": R}`: a container's scroll padding, a
    /// viewport's safe area.
    package func appendEdges(_ e: Edges, to out: ByteBuffer) {
        out.append("{\"top\": ")
        out.append(number: e.top)
        out.append(", \"leading\": ")
        out.append(number: e.leading)
        out.append(", \"bottom\": ")
        out.append(number: e.bottom)
        out.append(", \"trailing\": ")
        out.append(number: e.trailing)
        out.append(UInt8(ascii: "}"))
    }

    package func appendRect(_ r: Rect, to out: ByteBuffer) {
        out.append("{\"x\": ")
        out.append(number: r.x)
        out.append(", \"y\": ")
        out.append(number: r.y)
        out.append(", \"width\": ")
        out.append(number: r.width)
        out.append(", \"height\": ")
        out.append(number: r.height)
        out.append(UInt8(ascii: "}"))
    }

    /// A JSON string literal; escapes quotes, backslashes and control characters.
    @inline(__always)
    package func appendString(_ s: String, to out: ByteBuffer) {
        TextEscaper.json.write(s, to: out)
    }
}
