/// Instantiation of the node templates into the scene's flat node array: repeats expanded,
/// `{index}` placeholders filled in, ids checked for uniqueness.
extension DecoderState {
    /// Checks that the scene expands to at most `maximumNodes` nodes, from the template sizes alone
    /// (nothing is allocated). Reports the first `repeat` in document order whose instances pass
    /// the limit (or, without repeats, the first node past it) and returns false when it is over.
    mutating func checkNodeCount(root: Int32) -> Bool {
        let total = templates[Int(root)].instanceSize
        guard total > maximumNodes else { return true }
        let totalText = total == Int.max ? "more than \(Int.max)" : "\(total)"

        // Walk down to where the running count in expansion order first passes the limit.
        // Invariant: `before` nodes precede template `t`'s instances, and those instances pass the limit.
        var before = 0
        var t = Int(root)
        while true {
            let template = templates[t]
            if template.repeatCount > 1, saturatingAdd(before, template.instanceSize) <= maximumNodes, let repeatValue = template.repeatValue {
                error("this `repeat: \(template.repeatCount)` makes the scene expand to \(totalText) nodes; expected at most \(maximumNodes) (each instance here has \(template.instanceSize))", at: repeatValue, .tooManyNodes)
                return false
            }
            before += 1
            var next: Int?
            if before <= maximumNodes {
                var link = prototypes[t].firstChild
                while let c = link.index {
                    let child = templates[c]
                    let all = saturatingMultiply(child.repeatCount, child.instanceSize)
                    if saturatingAdd(before, all) > maximumNodes {
                        next = c
                        break
                    }
                    before += all
                    link = prototypes[c].nextSibling
                }
            }
            guard let next else {
                error("the scene expands to \(totalText) nodes; expected at most \(maximumNodes), and this node is past the limit", at: prototypes[t].location, .tooManyNodes)
                return false
            }
            t = next
        }
    }

    /// Checks that laying the scene out in every viewport stays within `layoutsPerNode` times the
    /// node limit: a small file with many viewports of a large scene is refused before any layout.
    mutating func checkLayoutCount(root: Int32, viewports: Int, at viewportsNode: Int) -> Bool {
        let nodes = templates[Int(root)].instanceSize
        let layouts = saturatingMultiply(nodes, viewports)
        let limit = saturatingMultiply(maximumNodes, Self.layoutsPerNode)
        guard layouts > limit else { return true }
        error("the scene's \(nodes) nodes in \(viewports) viewports make \(layouts) node layouts; expected at most \(limit), \(Self.layoutsPerNode) times the node limit (--max-nodes raises both)", at: viewportsNode, .tooManyNodes)
        return false
    }

    /// The expanded nodes, in document order, linked, with their ids, and `tableCount` (empty, for
    /// the scene's viewports) with every node counted; reports duplicate ids.
    mutating func expand(root: Int32, tableCount: TableCount) -> (nodes: [SceneNode], ids: [String?], tableCount: TableCount) {
        if let expanded = takeEarlyExpansion(root: root) { return (expanded.nodes, expanded.ids, expanded.tableCount ?? tableCount) }
        stopExpandingWhileDecoding()  // let go of what it had
        let capacity = templates[Int(root)].instanceSize
        let records = ExpansionRecords(expectedNodes: capacity, seed: idSeed, nodesAreTemplates: false, tableCount: tableCount)
        var expander = Expander(templates: templates, prototypes: prototypes, idTexts: idTexts, idPatterns: idPatterns, anchorLists: anchorLists, capacity: capacity, records: records)
        if templates[Int(root)].hasIndex { expander.indices.append(0) }  // a `repeat` on the root, reported
        _ = expander.instantiate(root, parent: .none)
        let recorded = expander.records
        perViewport = PerViewportValues(mappings: writtenMappings, nodes: recorded.writtenNodes, mappingOfNode: recorded.writtenMappings)
        reportDuplicates(recorded.duplicates, nodes: expander.nodes)
        return (expander.nodes, expander.ids, recorded.tableCount ?? tableCount)
    }

    /// Reports each duplicate id, in order.
    mutating func reportDuplicates(_ duplicates: [DuplicateID], nodes: [SceneNode]) {
        for duplicate in duplicates {
            let first = nodes[Int(duplicate.first)]
            let firstLine = templates[Int(duplicate.firstTemplate)].idLocation.line
            let message: String
            if duplicate.firstTemplate == duplicate.template {
                message = "duplicate id `\(duplicate.id)`: this node's id is the same in more than one instance of an enclosing `repeat`; make it unique with the repeat's index, as in `\(duplicate.id)-{i}`"
            } else {
                message = "duplicate id `\(duplicate.id)`; \(first.kind.described) at line \(firstLine) already has it (ids are unique across the scene)"
            }
            error(message, at: duplicate.location, .duplicateID)
        }
    }
}

/// Makes the scene nodes from the templates, depth-first in document order.
///
/// Per instance it copies the template's prototype, builds the id (one String, only when the id has
/// placeholders) and links it to its parent and previous sibling. Recursion is bounded by the
/// node depth limit.
struct Expander {
    let templates: [NodeTemplate]
    /// The templates' nodes, copied per instance; their links name templates.
    let prototypes: [SceneNode]
    let idTexts: [String?]
    let idPatterns: [IDPattern]
    /// `Scene.anchorLists`, for each anchor's count of points.
    let anchorLists: [[AnchorSpec]]
    var nodes: [SceneNode] = []
    /// `Scene.ids`: one per node.
    var ids: [String?] = []
    /// Each node's id checked, written keys and anchors counted (shared with expansion while decoding).
    var records: ExpansionRecords
    /// The current index of each enclosing repeat, outermost first.
    var indices: [Int] = []
    var idBytes: [UInt8] = []

    init(templates: [NodeTemplate], prototypes: [SceneNode], idTexts: [String?], idPatterns: [IDPattern], anchorLists: [[AnchorSpec]], capacity: Int, records: ExpansionRecords) {
        self.templates = templates
        self.prototypes = prototypes
        self.idTexts = idTexts
        self.idPatterns = idPatterns
        self.anchorLists = anchorLists
        nodes.reserveCapacity(capacity)
        ids.reserveCapacity(capacity)
        self.records = records
    }

    mutating func instantiate(_ t: Int32, parent: IndexLink) -> Int32 {
        let index = Int32(nodes.count)
        var node = prototypes[Int(t)]
        let firstChild = node.firstChild
        node.parent = parent
        node.firstChild = .none
        node.nextSibling = .none
        nodes.append(node)
        let template = templates[Int(t)]
        var (id, hash, explained) = (idTexts[Int(t)], template.idHash, false)
        if let p = template.idPattern.index {
            (id, hash) = makeID(idPatterns[p])
            explained = idPatterns[p].duplicatesExplained
        }
        ids.append(id)
        records.add(node: index, template: t, template, id: id, hash: hash, explained: explained, ids: ids,
                    anchors: node.anchors.index.map { anchorLists[$0].count })

        var previous: IndexLink = .none
        var link = firstChild
        while let c = link.index {
            let (count, hasIndex) = (templates[c].repeatCount, templates[c].hasIndex)
            for k in 0 ..< count {
                if hasIndex { indices.append(k) }
                let childIndex = IndexLink(Int(instantiate(Int32(c), parent: IndexLink(Int(index)))))
                if hasIndex { indices.removeLast() }
                if let p = previous.index {
                    nodes[p].nextSibling = childIndex
                } else {
                    nodes[Int(index)].firstChild = childIndex
                }
                previous = childIndex
            }
            link = prototypes[c].nextSibling
        }
        return index
    }

    /// The id of this instance of `pattern`, and its hash.
    private mutating func makeID(_ pattern: IDPattern) -> (String, UInt32) {
        idBytes.removeAll(keepingCapacity: true)
        for part in pattern.parts {
            switch part {
            case .literal(let bytes):
                idBytes.append(contentsOf: bytes)
            case .index(let level):
                appendDecimal(indices[level])
            }
        }
        let hash = idBytes.withUnsafeBufferPointer { IDTable.hash($0, seed: records.table.seed) }
        return (String(decoding: idBytes, as: UTF8.self), hash)
    }

    /// Appends `value` (>= 0) in decimal, written in place (no slice of `idBytes` is made).
    private mutating func appendDecimal(_ value: Int) {
        var digits = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        let end = idBytes.count + digits
        idBytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
        idBytes.withUnsafeMutableBufferPointer { bytes in
            var rest = value
            for i in stride(from: end - 1, through: end - digits, by: -1) {
                bytes[i] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
        }
    }
}
