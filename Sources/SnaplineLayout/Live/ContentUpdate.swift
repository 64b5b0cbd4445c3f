/// A name of the content at one instance of its scope: a data length to measure, or a data repeat
/// to insert into or remove from.
public struct ContentAddress: Hashable, Sendable {
    /// The scope in `ContentShape.scopes` and the name's index in it.
    public var scope: Int
    public var name: Int
    /// The instance of each data repeat around the scope, outermost first (empty for the scene's
    /// scope).
    public var indices: [Int]

    public init(scope: Int, name: Int, indices: [Int]) {
        self.scope = scope
        self.name = name
        self.indices = indices
    }
}

/// One change to a layout's content.
public enum ContentUpdate: Sendable, Equatable {
    /// A data length measured (a finite number >= 0), or set back to not known (nil).
    case measure(ContentAddress, Double?)
    /// Instances inserted into a data repeat before the instance at `at` (its count: at the end).
    case insert([SceneContent.Instance], at: Int, in: ContentAddress)
    /// `count` instances removed from a data repeat, from the instance at `at`.
    case remove(Int, at: Int, in: ContentAddress)
    /// The whole content replaced (instances keep their identity by position).
    case replace(SceneContent)
}

/// Why an update, a lookup or a layout with content was refused: what was wrong, in words.
public struct LiveLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension ContentShape {
    /// The name an address names, checked against the shape; throws for one the shape has not.
    func name(at address: ContentAddress) throws(LiveLayoutError) -> Name {
        guard address.scope >= 0, address.scope < scopes.count, address.name >= 0, address.name < scopes[address.scope].names.count else {
            throw LiveLayoutError("the scene has no data at scope \(address.scope), name \(address.name)")
        }
        return scopes[address.scope].names[address.name]
    }

    /// The names leading from the scene's scope down to `scope`: for each data repeat around it,
    /// outermost first, its name in the enclosing scope.
    func chain(to scope: Int) -> [Link] {
        var links: [Link] = []
        var s = scope
        while s > 0, s < scopes.count, let parent = scopes[s].parent, parent.scope < s {
            links.append(parent)
            s = parent.scope
        }
        return links.reversed()
    }

    /// Throws unless `instance` has the names of `scope`, each of its kind, down to every nested
    /// instance (a value made by hand, not by the generated Swift, may not).
    func check(_ instance: SceneContent.Instance, scope: Int, depth: Int = 0) throws(LiveLayoutError) {
        let names = scopes[scope].names
        guard instance.values.count == names.count else {
            throw LiveLayoutError("an instance has \(instance.values.count) values where its scope has \(names.count) names")
        }
        for (name, value) in zip(names, instance.values) {
            switch (name.kind, value) {
            case (.length, .length(let length)):
                try ContentShape.check(length, of: name.name)
            case (.instances(let inner), .instances(let list)):
                guard depth < 256 else { throw LiveLayoutError("the content nests deeper than 256") }
                for element in list { try check(element, scope: inner, depth: depth + 1) }
            default:
                throw LiveLayoutError("the value of `\(name.name)` is not a \(name.kind == .length ? "length" : "list of instances")")
            }
        }
    }

    /// Throws unless `length` is nil or a finite number >= 0: the one check of a data length's
    /// value, for updates and for the generated `Content`'s conversion alike.
    package static func check(_ length: Double?, of name: String) throws(LiveLayoutError) {
        if let length, !(length.isFinite && length >= 0) {
            throw LiveLayoutError("the data length `\(name)` is \(length); expected a finite number >= 0, or nil")
        }
    }
}

extension SceneContent {
    /// The content with `update` applied, for a scene of `shape`; throws (and changes nothing)
    /// for an address the shape has not, an index past a count, a count below 0, a length that is
    /// negative or not finite, or instances that do not have their scope's names.
    func applying(_ update: ContentUpdate, shape: ContentShape) throws(LiveLayoutError) -> SceneContent {
        switch update {
        case .replace(let content):
            try shape.check(content.root, scope: 0)
            return content
        case .measure(let address, let value):
            let name = try shape.name(at: address)
            guard name.kind == .length else { throw LiveLayoutError("`\(name.name)` is a data repeat, not a data length: insert or remove its instances") }
            try ContentShape.check(value, of: name.name)
            var copy = self
            try copy.root.edit(address, shape: shape, level: 0) { (values: inout [Value]) throws(LiveLayoutError) in
                values[address.name] = .length(value)
            }
            return copy
        case .insert(let instances, let at, let address):
            let name = try shape.name(at: address)
            guard case .instances(let inner) = name.kind else { throw LiveLayoutError("`\(name.name)` is a data length, not a data repeat: measure it") }
            for instance in instances { try shape.check(instance, scope: inner) }
            var copy = self
            try copy.root.edit(address, shape: shape, level: 0) { (values: inout [Value]) throws(LiveLayoutError) in
                guard case .instances(var list) = values[address.name] else { return }
                guard at >= 0, at <= list.count else {
                    throw LiveLayoutError("cannot insert into `\(name.name)` at \(at): it has \(list.count) instances (insert at 0 ... \(list.count))")
                }
                list.insert(contentsOf: instances, at: at)
                values[address.name] = .instances(list)
            }
            return copy
        case .remove(let count, let at, let address):
            let name = try shape.name(at: address)
            guard case .instances = name.kind else { throw LiveLayoutError("`\(name.name)` is a data length, not a data repeat: measure it") }
            var copy = self
            try copy.root.edit(address, shape: shape, level: 0) { (values: inout [Value]) throws(LiveLayoutError) in
                guard case .instances(var list) = values[address.name] else { return }
                guard count >= 0, at >= 0, at <= list.count, count <= list.count - at else {
                    throw LiveLayoutError("cannot remove \(count) instances of `\(name.name)` at \(at): it has \(list.count) instances")
                }
                list.removeSubrange(at ..< at + count)
                values[address.name] = .instances(list)
            }
            return copy
        }
    }

    /// The content with every estimated length (null) at its `min` (`atMaximum` false) or at its
    /// `max`, the preview where it has none: the two layouts a target's bounds come from.
    func estimates(at atMaximum: Bool, shape: ContentShape) -> SceneContent {
        SceneContent(root: root.estimates(at: atMaximum, scope: 0, shape: shape, depth: 0))
    }

    /// True when some data length is not known.
    func hasEstimates(shape: ContentShape) -> Bool { root.hasEstimates(scope: 0, shape: shape, depth: 0) }
}

extension SceneContent.Instance {
    /// Runs `body` on the values of the instance `address` names (walking its indices down from
    /// this instance, the scene's), in place.
    fileprivate mutating func edit(_ address: ContentAddress, shape: ContentShape, level: Int, _ body: (inout [SceneContent.Value]) throws(LiveLayoutError) -> Void) throws(LiveLayoutError) {
        let chain = shape.chain(to: address.scope)
        guard chain.count == address.indices.count else {
            throw LiveLayoutError("`\(shape.scopes[address.scope].names[address.name].name)` is inside \(chain.count) data repeats: give \(chain.count) indices, not \(address.indices.count)")
        }
        try edit(chain[...], address.indices[...], shape: shape, body)
    }

    private mutating func edit(_ chain: ArraySlice<ContentShape.Link>, _ indices: ArraySlice<Int>, shape: ContentShape, _ body: (inout [SceneContent.Value]) throws(LiveLayoutError) -> Void) throws(LiveLayoutError) {
        guard let link = chain.first, let index = indices.first else {
            try body(&values)
            return
        }
        guard link.name < values.count, case .instances(var list) = values[link.name] else {
            throw LiveLayoutError("the content has no `\(shape.scopes[link.scope].names[link.name].name)`")
        }
        guard index >= 0, index < list.count else {
            throw LiveLayoutError("`\(shape.scopes[link.scope].names[link.name].name)` has \(list.count) instances; index \(index) is past them")
        }
        // Take the element out so it is edited in place, not copied.
        values[link.name] = .instances([])
        defer { values[link.name] = .instances(list) }
        try list[index].edit(chain.dropFirst(), indices.dropFirst(), shape: shape, body)
    }

    fileprivate func estimates(at atMaximum: Bool, scope: Int, shape: ContentShape, depth: Int) -> SceneContent.Instance {
        let names = shape.scopes[scope].names
        return SceneContent.Instance(values: zip(names, values).map { name, value in
            switch (name.kind, value) {
            case (.length, .length(nil)): return .length(atMaximum ? name.maximum ?? name.preview : name.minimum)
            case (.instances(let inner), .instances(let list)) where depth < 256:
                return .instances(list.map { $0.estimates(at: atMaximum, scope: inner, shape: shape, depth: depth + 1) })
            default: return value
            }
        })
    }

    fileprivate func hasEstimates(scope: Int, shape: ContentShape, depth: Int) -> Bool {
        let names = shape.scopes[scope].names
        for (name, value) in zip(names, values) {
            switch (name.kind, value) {
            case (.length, .length(nil)): return true
            case (.instances(let inner), .instances(let list)) where depth < 256:
                if list.contains(where: { $0.hasEstimates(scope: inner, shape: shape, depth: depth + 1) }) { return true }
            default: break
            }
        }
        return false
    }
}
