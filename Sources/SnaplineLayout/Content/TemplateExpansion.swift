/// A scene expanded for a content: every data repeat with the count the content gives in each
/// instance of its scope, every data length with the value it gives (the preview where null),
/// everything else as the decoder expanded it. The one expansion both the compiler
/// (`--content`) and the runtime (`layout(for:content:)`) use, so their numbers are the same.
extension Scene {
    /// Why a scene could not be expanded for a content.
    public struct ContentProblem: Error, Sendable, Equatable {
        public var message: String
        /// Where in the scene (the data repeat's value, the id that repeats).
        public var location: SourceLocation
        public var code: DiagnosticCode
    }

    /// The scene with `content` in place of the previews: its nodes expanded again from
    /// `templates`, the rest (viewports, `when` entries, edges, anchors) shared. A scene without
    /// data is returned as it is. Problems: more nodes than `maximumNodes`, and ids that the
    /// content makes repeat (one per template).
    public func applying(_ content: SceneContent, maximumNodes: Int) -> Result<Scene, ContentProblems> {
        expanding(content, maximumNodes: maximumNodes, recordsOrigins: false).map(\.scene)
    }

    /// `applying(_:maximumNodes:)`, with where each node came from when `recordsOrigins` (what a
    /// layout that is updated later maps its instances through; empty otherwise).
    package func expanding(_ content: SceneContent, maximumNodes: Int, recordsOrigins: Bool) -> Result<(scene: Scene, origins: NodeOrigins), ContentProblems> {
        guard let templates, !templates.templates.isEmpty else { return .success((self, NodeOrigins())) }
        let count = templates.nodeCount(0, content.root, depth: 0, limit: maximumNodes)
        guard count <= maximumNodes else {
            let where_ = templates.shape.scopes[0].names.first { if case .instances = $0.kind { true } else { false } }?.location ?? nameLocation
            return .failure(ContentProblems(problems: [ContentProblem(message: "with this content the scene expands to more than \(maximumNodes) nodes; expected at most \(maximumNodes) (--max-nodes raises it)", location: where_, code: .tooManyNodes)]))
        }
        var expander = ContentExpander(templates: templates, capacity: count, recordsOrigins: recordsOrigins)
        _ = expander.instantiate(0, parent: .none, instance: content.root)
        if !expander.duplicates.isEmpty {
            return .failure(ContentProblems(problems: expander.duplicates.map { d in
                let first = expander.nodes[Int(d.first)].location
                return ContentProblem(message: "duplicate id `\(d.id)` with this content; the node at line \(first.line) already has it (an id inside a data repeat needs the repeat's index, as in `\(d.id)-{i}`)", location: d.location, code: .duplicateID)
            }))
        }
        var scene = self
        scene.nodes = expander.nodes
        scene.ids = expander.ids
        scene.perViewport = PerViewportValues(mappings: perViewport.mappings, nodes: expander.writtenNodes, mappingOfNode: expander.writtenMappings)
        return .success((scene, expander.origins))
    }

    /// The problems `applying(_:maximumNodes:)` found, in document order.
    public struct ContentProblems: Error, Sendable, Equatable {
        public var problems: [ContentProblem]
    }

    /// The content that gives every data its preview.
    public var previewContent: SceneContent {
        SceneContent.preview(of: templates?.shape ?? ContentShape())
    }
}

extension SceneTemplates {
    /// The nodes template `t` expands to in the instance `instance` of its scope, counted up to
    /// the first total past `limit` (then some number above it: the count stops there, so a
    /// content of huge nested counts is refused at once). Recursion follows the templates, at
    /// most as deep as nodes nest.
    func nodeCount(_ t: Int, _ instance: SceneContent.Instance, depth: Int, limit: Int) -> Int {
        var total = 1
        for c in children(of: t) {
            switch templates[c].instances {
            case .fixed(let n):
                guard n > 0 else { continue }
                total = saturatingAdd(total, saturatingMultiply(n, nodeCount(c, instance, depth: depth + 1, limit: limit)))
            case .data(let name, _):
                for inner in Self.instances(of: Int(name), in: instance) {
                    total = saturatingAdd(total, nodeCount(c, inner, depth: depth + 1, limit: limit))
                    if total > limit { return total }
                }
            }
            if total > limit { return total }
        }
        return total
    }

    /// The instances `instance` gives for name `name` (none when the content does not have it).
    @inline(__always)
    static func instances(of name: Int, in instance: SceneContent.Instance) -> [SceneContent.Instance] {
        guard name < instance.values.count, case .instances(let list) = instance.values[name] else { return [] }
        return list
    }

    /// The length `instance` gives for name `name`, or nil (the preview).
    @inline(__always)
    static func length(of name: Int32, in instance: SceneContent.Instance) -> Double? {
        guard name >= 0, Int(name) < instance.values.count, case .length(let value) = instance.values[Int(name)] else { return nil }
        return value
    }
}

/// Makes the nodes from the templates and a content, depth-first in document order: a copy of each
/// template's node per instance, its data lengths set, its id built, linked to its parent and
/// previous sibling, and its id checked for uniqueness.
struct ContentExpander {
    let templates: SceneTemplates
    var nodes: [SceneNode] = []
    var ids: [String?] = []
    var writtenNodes: [Int32] = []
    var writtenMappings: [Int32] = []
    var duplicates: [(id: String, location: SourceLocation, first: Int32)] = []
    private var reported: Set<Int> = []
    private var table: IDTable
    /// The current index of each enclosing repeat, outermost first.
    private var indices: [Int] = []
    private var idBytes: [UInt8] = []
    /// Where each node came from (only when recorded).
    var origins = NodeOrigins()
    private let recordsOrigins: Bool

    init(templates: SceneTemplates, capacity: Int, recordsOrigins: Bool = false) {
        self.templates = templates
        self.recordsOrigins = recordsOrigins
        nodes.reserveCapacity(capacity)
        ids.reserveCapacity(capacity)
        table = IDTable(expected: capacity, seed: UInt64.random(in: .min ... .max))
    }

    mutating func instantiate(_ t: Int, parent: IndexLink, instance: SceneContent.Instance) -> Int {
        let index = nodes.count
        let template = templates.templates[t]
        var node = template.node
        node.parent = parent
        node.firstChild = .none
        node.nextSibling = .none
        let width = SceneTemplates.length(of: template.widthData, in: instance)
        let height = SceneTemplates.length(of: template.heightData, in: instance)
        if let width { node.width = .points(width) }
        if let height { node.height = .points(height) }
        nodes.append(node)
        if recordsOrigins {
            origins.append(template: t, indices: indices, estimated: NodeOrigins.estimates(
                width: template.widthData >= 0 && width == nil, height: template.heightData >= 0 && height == nil,
                template: template, shape: templates.shape))
        }
        if template.mapping >= 0 {
            writtenNodes.append(Int32(index))
            writtenMappings.append(template.mapping)
        }
        let id: String?
        switch template.id {
        case .none: id = nil
        case .plain(let text): id = text
        case .pattern(let parts): id = makeID(parts)
        }
        ids.append(id)
        if let id { check(id, node: index, template: t) }

        var previous: IndexLink = .none
        for c in templates.children(of: t) {
            let child = templates.templates[c]
            switch child.instances {
            case .fixed(let n):
                for k in 0 ..< n { link(c, k, parent: index, instance: instance, previous: &previous) }
            case .data(let name, _):
                for (k, inner) in SceneTemplates.instances(of: Int(name), in: instance).enumerated() {
                    link(c, k, parent: index, instance: inner, previous: &previous)
                }
            }
        }
        return index
    }

    private mutating func link(_ c: Int, _ k: Int, parent: Int, instance: SceneContent.Instance, previous: inout IndexLink) {
        let repeats = templates.templates[c].repeats
        if repeats { indices.append(k) }
        let child = IndexLink(instantiate(c, parent: IndexLink(parent), instance: instance))
        if repeats { indices.removeLast() }
        if let p = previous.index {
            nodes[p].nextSibling = child
        } else {
            nodes[parent].firstChild = child
        }
        previous = child
    }

    private mutating func check(_ id: String, node: Int, template t: Int) {
        var id = id
        let hash = id.withUTF8 { IDTable.hash($0, seed: table.seed) }
        guard let first = table.firstOrInsert(id, hash: hash, node: Int32(node), ids: ids) else { return }
        guard reported.insert(t).inserted else { return }
        duplicates.append((id, templates.templates[t].idLocation, first))
    }

    private mutating func makeID(_ parts: [TemplateID.Part]) -> String {
        idBytes.removeAll(keepingCapacity: true)
        for part in parts {
            switch part {
            case .literal(let text): idBytes.append(contentsOf: text.utf8)
            case .index(let level): idBytes.append(contentsOf: String(level < indices.count ? indices[level] : 0).utf8)
            }
        }
        return String(decoding: idBytes, as: UTF8.self)
    }
}
