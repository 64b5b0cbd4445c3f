/// A scene with data, before expansion: the node templates as the decoder read them (one per node
/// mapping of the file), so that the scene can be expanded again for a content, with the counts and
/// lengths it gives (`TemplateExpansion.swift`). The decoder keeps them only for a scene that
/// has data (`Scene.templates`); the generated Swift carries them in its compact scene text.
public struct SceneTemplates: Sendable {
    /// One node mapping of the file.
    public struct Template: Sendable {
        /// The node with every property set (a data length at its preview); its `parent`,
        /// `firstChild` and `nextSibling` links name templates.
        public var node: SceneNode
        /// How many instances it has per instance of its parent.
        public var instances: Instances
        /// The name of its `repeat`'s index (the generated Swift's family labels), when it repeats.
        public var indexName: String?
        public var id: TemplateID
        /// Where the id is written (a duplicate is reported there).
        public var idLocation: SourceLocation
        /// Its mapping in `PerViewportValues.mappings`, or -1 when it writes nothing per viewport.
        public var mapping: Int32
        /// Its data lengths: the index of the name in its content scope (`scope`), or -1.
        public var widthData: Int32 = -1
        public var heightData: Int32 = -1
        /// The content scope its data lengths belong to (for a data repeat, the scope its
        /// instances open).
        public var scope: Int32

        public init(node: SceneNode, instances: Instances, indexName: String?, id: TemplateID, idLocation: SourceLocation, mapping: Int32, scope: Int32) {
            self.node = node
            self.instances = instances
            self.indexName = indexName
            self.id = id
            self.idLocation = idLocation
            self.mapping = mapping
            self.scope = scope
        }

        /// True when the template repeats (it has an index, even with one instance).
        public var repeats: Bool { indexName != nil }
    }

    /// A template's instance count per instance of its parent.
    public enum Instances: Sendable, Equatable {
        /// No `repeat` (1), or `repeat: N`.
        case fixed(Int)
        /// `repeat: {data: NAME}`: the count of the content's array for name `name` of the
        /// enclosing instance's scope; the instances have the names of scope `scope`.
        case data(name: Int32, scope: Int32)
    }

    /// In document order (pre-order); template 0 is the root.
    public var templates: [Template]
    /// The names of the data and their scopes.
    public var shape: ContentShape

    public init(templates: [Template], shape: ContentShape) {
        self.templates = templates
        self.shape = shape
    }

    /// The children of template `t`, in order.
    package func children(of t: Int) -> [Int] {
        var result: [Int] = []
        var link = templates[t].node.firstChild
        while let c = link.index {
            result.append(c)
            link = templates[c].node.nextSibling
        }
        return result
    }
}

/// A template's id: none, one text, or a text with `{index}` placeholders.
public enum TemplateID: Sendable, Equatable {
    case none
    case plain(String)
    case pattern([Part])

    /// A piece of an id with placeholders.
    public enum Part: Sendable, Equatable {
        /// Id characters as written.
        case literal(String)
        /// The index of the enclosing repeat at this level of the index stack (0: outermost).
        case index(level: Int)
    }

    /// The id as written, placeholders as `{name}` given the enclosing index names (outermost first).
    public func written(indexNames: [String]) -> String? {
        switch self {
        case .none: return nil
        case .plain(let text): return text
        case .pattern(let parts):
            return parts.map { part in
                switch part {
                case .literal(let text): text
                case .index(let level): "{\(level < indexNames.count ? indexNames[level] : "?")}"
                }
            }.joined()
        }
    }
}

extension TemplateID {
    /// The levels an id's placeholders name, ascending, each once: a family's labels, and the
    /// indices a member found at an offset is given with.
    public static func levels(of parts: [Part]) -> [Int] {
        var levels: [Int] = []
        for case .index(let level) in parts where !levels.contains(level) { levels.append(level) }
        return levels.sorted()
    }

    /// The id with each placeholder filled with the index of its level (0 past `indices`); nil
    /// for no id.
    public func text(indices: [Int]) -> String? {
        switch self {
        case .none: return nil
        case .plain(let text): return text
        case .pattern(let parts):
            var text = ""
            for part in parts {
                switch part {
                case .literal(let literal): text += literal
                case .index(let level): text += String(level < indices.count ? indices[level] : 0)
                }
            }
            return text
        }
    }
}
