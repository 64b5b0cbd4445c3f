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

    /// The expanded nodes, in document order, linked, with their ids; reports duplicate ids.
    mutating func expand(root: Int32) -> (nodes: [SceneNode], ids: [String?]) {
        if let expanded = takeEarlyExpansion(root: root) { return expanded }
        early.stop()  // let go of what it had
        var expander = Expander(templates: templates, prototypes: prototypes, idTexts: idTexts, idPatterns: idPatterns, capacity: templates[Int(root)].instanceSize, seed: idSeed)
        if templates[Int(root)].hasIndex { expander.indices.append(0) }  // a `repeat` on the root, reported
        _ = expander.instantiate(root, parent: .none)
        perViewport = PerViewportValues(mappings: writtenMappings, nodes: expander.writtenNodes, mappingOfNode: expander.writtenMappings)
        reportDuplicates(expander.duplicates, nodes: expander.nodes)
        return (expander.nodes, expander.ids)
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

/// An id met again: where, and which node and template had it first.
struct DuplicateID {
    var id: String
    var location: SourceLocation
    var template: Int32
    var first: Int32
    var firstTemplate: Int32
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
    var nodes: [SceneNode] = []
    /// `Scene.ids`: one per node.
    var ids: [String?] = []
    /// The node that first had each id.
    var table: IDTable
    /// The template of each node (by node index).
    var templateOfNode: [Int32] = []
    /// The current index of each enclosing repeat, outermost first.
    var indices: [Int] = []
    var idBytes: [UInt8] = []
    /// One per template at most: a template that repeats an id would otherwise report every instance.
    var duplicates: [DuplicateID] = []
    var reportedTemplates: Set<Int32> = []
    /// `PerViewportValues.nodes` and `.mappingOfNode`: the instances of templates that write any.
    var writtenNodes: [Int32] = []
    var writtenMappings: [Int32] = []

    init(templates: [NodeTemplate], prototypes: [SceneNode], idTexts: [String?], idPatterns: [IDPattern], capacity: Int, seed: UInt64) {
        self.templates = templates
        self.prototypes = prototypes
        self.idTexts = idTexts
        self.idPatterns = idPatterns
        nodes.reserveCapacity(capacity)
        ids.reserveCapacity(capacity)
        templateOfNode.reserveCapacity(capacity)
        table = IDTable(expected: capacity, seed: seed)
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
        templateOfNode.append(t)
        if let p = template.idPattern.index {
            let pattern = idPatterns[p]
            let (id, hash) = makeID(pattern)
            ids.append(id)
            register(id, hash: hash, node: index, template: t, explained: pattern.duplicatesExplained)
        } else if let id = idTexts[Int(t)] {
            ids.append(id)
            register(id, hash: template.idHash, node: index, template: t, explained: false)
        } else {
            ids.append(nil)
        }
        if template.written >= 0 {
            writtenNodes.append(index)
            writtenMappings.append(template.written)
        }

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
        let hash = idBytes.withUnsafeBufferPointer { IDTable.hash($0, seed: table.seed) }
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

    private mutating func register(_ id: String, hash: UInt32, node: Int32, template: Int32, explained: Bool) {
        guard let first = table.firstOrInsert(id, hash: hash, node: node, ids: ids) else { return }
        let firstTemplate = templateOfNode[Int(first)]
        guard !(explained && firstTemplate == template), reportedTemplates.insert(template).inserted else { return }
        duplicates.append(DuplicateID(id: id, location: templates[Int(template)].idLocation, template: template, first: first, firstTemplate: firstTemplate))
    }
}
