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
                var link = template.firstChild
                while let c = link.index {
                    let child = templates[c]
                    let all = saturatingMultiply(child.repeatCount, child.instanceSize)
                    if saturatingAdd(before, all) > maximumNodes {
                        next = c
                        break
                    }
                    before += all
                    link = child.nextSibling
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
        // Without repeats, the templates are the nodes, in the same (document) order, and the
        // prototypes become the node array in place instead of being copied.
        let inPlace = Int(root) == 0 && templates[0].instanceSize == templates.count
            && templates.allSatisfy { $0.repeatCount == 1 && !$0.hasIndex && !($0.id?.hasPlaceholders ?? false) }
        var expander = Expander(templates: templates, prototypes: inPlace ? [] : prototypes, capacity: templates[Int(root)].instanceSize)
        if inPlace {
            expander.nodes = prototypes
            prototypes = []
            expander.inPlace = true
        }
        if templates[Int(root)].hasIndex { expander.indices.append(0) }  // a `repeat` on the root, reported
        _ = expander.instantiate(root, parent: .none)
        perViewport = PerViewportValues(mappings: writtenMappings, nodes: expander.writtenNodes, mappingOfNode: expander.writtenMappings)
        for duplicate in expander.duplicates {
            let first = expander.nodes[Int(duplicate.first)]
            let firstLine = expander.templates[Int(duplicate.firstTemplate)].id?.location.line ?? first.location.line
            let message: String
            if duplicate.firstTemplate == duplicate.template {
                message = "duplicate id `\(duplicate.id)`: this node's id is the same in more than one instance of an enclosing `repeat`; make it unique with the repeat's index, as in `\(duplicate.id)-{i}`"
            } else {
                message = "duplicate id `\(duplicate.id)`; \(first.kind.described) at line \(firstLine) already has it (ids are unique across the scene)"
            }
            error(message, at: duplicate.location, .duplicateID)
        }
        return (expander.nodes, expander.ids)
    }
}

/// Makes the scene nodes from the templates, depth-first in document order.
///
/// Per instance it copies the template's prototype, builds the id (one String, only when the id has
/// placeholders) and links it to its parent and previous sibling. Recursion is bounded by the
/// node depth limit.
struct Expander {
    struct Duplicate {
        var id: String
        var location: SourceLocation
        var template: Int32
        var first: Int32
        var firstTemplate: Int32
    }

    let templates: [NodeTemplate]
    /// The templates' nodes, copied per instance (empty when `inPlace`).
    let prototypes: [SceneNode]
    /// True when `nodes` already holds every node, as template `t` is node `t` (no repeats).
    var inPlace = false
    var nodes: [SceneNode] = []
    /// `Scene.ids`: one per node.
    var ids: [String?] = []
    /// The node and template that first had each id.
    var firstByID: [String: (node: Int32, template: Int32)] = [:]
    /// The current index of each enclosing repeat, outermost first.
    var indices: [Int] = []
    var idBytes: [UInt8] = []
    /// One per template at most: a template that repeats an id would otherwise report every instance.
    var duplicates: [Duplicate] = []
    var reportedTemplates: Set<Int32> = []
    /// `PerViewportValues.nodes` and `.mappingOfNode`: the instances of templates that write any.
    var writtenNodes: [Int32] = []
    var writtenMappings: [Int32] = []

    init(templates: [NodeTemplate], prototypes: [SceneNode], capacity: Int) {
        self.templates = templates
        self.prototypes = prototypes
        if !prototypes.isEmpty { nodes.reserveCapacity(capacity) }
        ids.reserveCapacity(capacity)
        firstByID.reserveCapacity(capacity)
    }

    mutating func instantiate(_ t: Int32, parent: IndexLink) -> Int32 {
        let index: Int32
        if inPlace {
            index = t
        } else {
            index = Int32(nodes.count)
            nodes.append(prototypes[Int(t)])
        }
        nodes[Int(index)].parent = parent
        if let pattern = templates[Int(t)].id {
            let id = makeID(pattern)
            ids.append(id)
            register(id, node: index, template: t, pattern: pattern)
        } else {
            ids.append(nil)
        }
        let written = templates[Int(t)].written
        if written >= 0 {
            writtenNodes.append(index)
            writtenMappings.append(written)
        }

        var previous: IndexLink = .none
        var link = templates[Int(t)].firstChild
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
            link = templates[c].nextSibling
        }
        return index
    }

    private mutating func makeID(_ pattern: IDPattern) -> String {
        guard pattern.hasPlaceholders else { return pattern.text }
        idBytes.removeAll(keepingCapacity: true)
        for part in pattern.parts {
            switch part {
            case .literal(let bytes):
                idBytes.append(contentsOf: bytes)
            case .index(let level):
                appendDecimal(indices[level])
            }
        }
        return String(decoding: idBytes, as: UTF8.self)
    }

    private mutating func appendDecimal(_ value: Int) {
        guard value > 0 else {
            idBytes.append(UInt8(ascii: "0"))
            return
        }
        let start = idBytes.count
        var rest = value
        while rest > 0 {
            idBytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        }
        idBytes[start...].reverse()
    }

    private mutating func register(_ id: String, node: Int32, template: Int32, pattern: IDPattern) {
        guard let first = firstByID.updateValue((node, template), forKey: id) else { return }
        firstByID[id] = first
        guard !(pattern.duplicatesExplained && first.template == template), reportedTemplates.insert(template).inserted else { return }
        duplicates.append(Duplicate(id: id, location: pattern.location, template: template, first: first.node, firstTemplate: first.template))
    }
}
