/// The compact scene's last section, written only for a scene with data (`Scene.templates`): its
/// node templates and the shape of its content, so that the runtime can expand the scene again
/// for the app's content (`Scene.applying(_:maximumNodes:)`). A scene without data has no such
/// section, and its text is what it was before data existed.
///
/// ```
/// T <count>, then per template two lines:
///   the node record (as `N` writes it; PARENT is the parent template, the id is `-`)
///   INSTANCES INDEX-NAME ID-LINE ID-COLUMN MAPPING WIDTH-DATA HEIGHT-DATA SCOPE ID
///     INSTANCES: f:N (fixed) or d:NAME:SCOPE (a data repeat); INDEX-NAME: a string or `-`;
///     ID: `-`, `p TEXT` (plain), or `x COUNT` then per part `l TEXT` or `i LEVEL`
/// B <count>, then TEMPLATE SAFEAREAINSET OVERLAY (as for the nodes: the templates with bars)
/// S <count>, then per scope: PARENT-SCOPE PARENT-NAME COUNT (-1 -1 for the scene's), then per
///   name: NAME KIND PREVIEW LINE COLUMN MIN MAX (KIND `l` or `i:SCOPE`; MAX a number or `-`)
/// ```
extension CompactSceneText {
    mutating func templates(_ templates: SceneTemplates) {
        count("T", templates.templates.count)
        for template in templates.templates {
            node(template.node, id: nil)
            switch template.instances {
            case .fixed(let n): field("f:\(n)")
            case .data(let name, let scope): field("d:\(name):\(scope)")
            }
            if let indexName = template.indexName { string(indexName) } else { field("-") }
            location(template.idLocation)
            int(Int(template.mapping))
            int(Int(template.widthData))
            int(Int(template.heightData))
            int(Int(template.scope))
            switch template.id {
            case .none: field("-")
            case .plain(let text):
                field("p")
                string(text)
            case .pattern(let parts):
                field("x")
                int(parts.count)
                for part in parts {
                    switch part {
                    case .literal(let text):
                        field("l")
                        string(text)
                    case .index(let level):
                        field("i")
                        int(level)
                    }
                }
            }
            end()
        }
        bars(of: templates.templates.map(\.node))
        let scopes = templates.shape.scopes
        count("S", scopes.count)
        for scope in scopes {
            int(scope.parent?.scope ?? -1)
            int(scope.parent?.name ?? -1)
            int(scope.names.count)
            end()
            for name in scope.names {
                string(name.name)
                switch name.kind {
                case .length: field("l")
                case .instances(let inner): field("i:\(inner)")
                }
                number(name.preview)
                location(name.location)
                number(name.minimum)
                if let maximum = name.maximum { number(maximum) } else { field("-") }
                end()
            }
        }
    }
}

extension CompactSceneReader {
    /// The most instances a fixed repeat may give (as the decoder's node limit can reach) and the
    /// largest preview count.
    static let maximumFixedCount = Int(Int32.max)
    static let maximumPreviewCount = 100_000

    /// The templates section, when the text has one (a scene with data); nil at the end of the text.
    mutating func readTemplates(counts: (points: Int, edges: Int, lists: Int), mappings: Int) throws(Problem) -> SceneTemplates? {
        guard hasMoreText else { return nil }
        var read = 0
        let templates = try list("T") { (r: inout Self) throws(Problem) -> SceneTemplates.Template in
            let (node, _) = try r.node(index: read, counts: counts)
            try r.next()
            read += 1
            return try r.template(node: node, mappings: mappings)
        }
        guard !templates.isEmpty, templates[0].instances == .fixed(1) else { throw problem("expected the root template first, with one instance") }
        var nodes = templates.map(\.node)
        try link(&nodes)
        try readBars(into: &nodes, edgeCount: counts.edges)
        let shape = try readShape()
        var result = templates
        for t in result.indices {
            result[t].node = nodes[t]
            try check(result[t], shape: shape)
        }
        return SceneTemplates(templates: result, shape: shape)
    }

    private mutating func template(node: SceneNode, mappings: Int) throws(Problem) -> SceneTemplates.Template {
        let instances = try instanceCount()
        let indexName = try optional { (r: inout Self) throws(Problem) in try r.string() }
        let idLocation = try location()
        let mapping = Int32(try int(-1 ..< mappings))
        let widthData = Int32(try int(-1 ..< Int(Int32.max)))
        let heightData = Int32(try int(-1 ..< Int(Int32.max)))
        let scope = Int32(try int(0 ..< Int(Int32.max)))
        let id: TemplateID
        switch text(try field()) {
        case "-": id = .none
        case "p": id = .plain(try string())
        case "x":
            let count = try int(0 ..< remaining)
            var parts: [TemplateID.Part] = []
            for _ in 0 ..< count {
                switch text(try field()) {
                case "l": parts.append(.literal(try string()))
                case "i": parts.append(.index(level: try int(0 ..< Self.maximumDepth + 1)))
                case let other: throw problem("expected `l` or `i` in an id pattern, got `\(other)`")
                }
            }
            id = .pattern(parts)
        case let other: throw problem("expected `-`, `p` or `x` for a template's id, got `\(other)`")
        }
        try endOfLine()
        var template = SceneTemplates.Template(node: node, instances: instances, indexName: indexName, id: id, idLocation: idLocation, mapping: mapping, scope: scope)
        template.widthData = widthData
        template.heightData = heightData
        return template
    }

    /// `-` (nil), or the value `read` reads.
    private mutating func optional<T>(_ read: (inout Self) throws(Problem) -> T) throws(Problem) -> T? {
        if try peek() == Array("-".utf8)[...] {
            _ = try field()
            return nil
        }
        return try read(&self)
    }

    /// `f:N` or `d:NAME:SCOPE`.
    private mutating func instanceCount() throws(Problem) -> SceneTemplates.Instances {
        let range = try field()
        let parts = text(range).split(separator: ":", omittingEmptySubsequences: false)
        let numbers = parts.dropFirst().map { Int($0) }
        switch (parts.first, numbers.count) {
        case ("f", 1):
            guard let n = numbers[0], n >= 0, n <= Self.maximumFixedCount else { break }
            return .fixed(n)
        case ("d", 2):
            guard let name = numbers[0], let scope = numbers[1], name >= 0, scope >= 1, name < Int(Int32.max), scope < Int(Int32.max) else { break }
            return .data(name: Int32(name), scope: Int32(scope))
        default: break
        }
        throw problem("bad instance count `\(text(range))`")
    }

    /// The scopes: a tree, each data repeat's scope after the scope that names it, named once.
    private mutating func readShape() throws(Problem) -> ContentShape {
        let scopes = try list("S") { (r: inout Self) throws(Problem) -> ContentShape.Scope in
            let parentScope = try r.int(-1 ..< Int(Int32.max))
            let parentName = try r.int(-1 ..< Int(Int32.max))
            var scope = ContentShape.Scope(parent: parentScope < 0 ? nil : ContentShape.Link(scope: parentScope, name: max(0, parentName)))
            let count = try r.int(0 ..< r.remaining)
            try r.endOfLine()
            for _ in 0 ..< count {
                try r.next()
                scope.names.append(try r.shapeName())
            }
            return scope
        }
        guard !scopes.isEmpty, scopes[0].parent == nil else { throw problem("expected the scene's scope first") }
        for (s, scope) in scopes.enumerated() {
            if s > 0 {
                guard let parent = scope.parent, parent.scope < s, parent.name < scopes[parent.scope].names.count,
                      scopes[parent.scope].names[parent.name].kind == .instances(scope: s)
                else { throw problem("scope \(s) is not named by the data repeat before it") }
            }
            var seen = Set<String>()
            for (k, name) in scope.names.enumerated() {
                guard seen.insert(name.name).inserted else { throw problem("the data name `\(name.name)` repeats in scope \(s)") }
                if case .instances(let inner) = name.kind {
                    guard inner > s, inner < scopes.count, scopes[inner].parent == ContentShape.Link(scope: s, name: k)
                    else { throw problem("the data repeat `\(name.name)` names scope \(inner), which is not its own") }
                }
            }
        }
        return ContentShape(scopes: scopes)
    }

    private mutating func shapeName() throws(Problem) -> ContentShape.Name {
        let name = try string()
        let kindField = try field()
        let kindText = text(kindField)
        let kind: ContentShape.Name.Kind
        if kindText == "l" {
            kind = .length
        } else if kindText.hasPrefix("i:"), let scope = Int(kindText.dropFirst(2)), scope >= 1, scope < Int(Int32.max) {
            kind = .instances(scope: scope)
        } else {
            throw problem("bad data kind `\(kindText)`")
        }
        let preview = try number()
        let location = try location()
        let minimum = try number()
        let maximum = try optional { (r: inout Self) throws(Problem) in try r.number() }
        try endOfLine()
        if case .instances = kind {
            guard preview >= 0, preview <= Double(Self.maximumPreviewCount), preview == preview.rounded() else { throw problem("bad preview count for `\(name)`") }
        } else {
            guard preview >= 0, minimum >= 0, maximum.map({ $0 >= 0 }) ?? true else { throw problem("bad lengths for `\(name)`") }
        }
        return ContentShape.Name(name: name, kind: kind, preview: preview, location: location, minimum: minimum, maximum: maximum)
    }

    /// A template's references into the shape are in range.
    private func check(_ template: SceneTemplates.Template, shape: ContentShape) throws(Problem) {
        let scopes = shape.scopes
        guard Int(template.scope) < scopes.count else { throw Problem("a template names scope \(template.scope) of \(scopes.count)") }
        let names = scopes[Int(template.scope)].names
        for data in [template.widthData, template.heightData] where data >= 0 {
            guard Int(data) < names.count, names[Int(data)].kind == .length else { throw Problem("a template's data length \(data) is not a length of its scope") }
        }
        if case .data(let name, let scope) = template.instances {
            guard Int(scope) < scopes.count, let parent = scopes[Int(scope)].parent, parent.name == Int(name) else {
                throw Problem("a data repeat's name \(name) and scope \(scope) do not match the shape")
            }
        }
    }
}
