/// What a scene says is data (data repeats and data lengths), as a tree of scopes: the shape a
/// content file or the app's content value must have.
///
/// Scope 0 is the scene's; every data repeat opens a scope of its own, whose names belong to each
/// of its instances (a data length on the repeat's node or inside it, a nested data repeat's
/// name). Names are listed in document order; a name is unique in its scope.
public struct ContentShape: Sendable, Equatable {
    /// One name of a scope.
    public struct Name: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            /// A data repeat: the number of instances is data; each instance has the names of
            /// `scope` (an index into `ContentShape.scopes`).
            case instances(scope: Int)
            /// A data length (`width` or `height`): a number, or null (not known: the preview).
            case length
        }

        public var name: String
        public var kind: Kind
        /// The preview: the count of a data repeat, the length of a data length.
        public var preview: Double
        /// Where the name is written in the scene (the `data` value).
        public var location: SourceLocation
        /// A data length's `min` (0 when not given) and `max` (nil: unbounded): the lengths an
        /// estimate stands for.
        public var minimum: Double
        public var maximum: Double?

        public init(name: String, kind: Kind, preview: Double, location: SourceLocation, minimum: Double = 0, maximum: Double? = nil) {
            self.name = name
            self.kind = kind
            self.preview = preview
            self.location = location
            self.minimum = minimum
            self.maximum = maximum
        }
    }

    /// Where a data repeat's scope is named: the name `name` of scope `scope`.
    public struct Link: Sendable, Equatable {
        public var scope: Int
        public var name: Int

        public init(scope: Int, name: Int) {
            self.scope = scope
            self.name = name
        }
    }

    public struct Scope: Sendable, Equatable {
        public var names: [Name] = []
        /// The scope's data repeat (its name in the enclosing scope), or nil for the scene's.
        public var parent: Link?

        public init(parent: Link? = nil) {
            self.parent = parent
        }

        /// The index of `name` in `names`, if the scope has it.
        public func index(of name: String) -> Int? { names.firstIndex { $0.name == name } }
    }

    /// `scopes[0]` is the scene's; a data repeat's scope comes after the scope that names it.
    public var scopes: [Scope]

    public init(scopes: [Scope] = [Scope()]) {
        self.scopes = scopes
    }

    /// True when the scene has no data at all.
    public var isEmpty: Bool { scopes.count == 1 && scopes[0].names.isEmpty }
}

/// A scene's content: the values of its data, one `Instance` per instance of a
/// scope, values in the order of the scope's names.
public struct SceneContent: Sendable, Equatable {
    /// One value of an instance, for the name at the same index of its scope.
    public enum Value: Sendable, Equatable {
        /// A data length: nil is not known (the preview is used, and the length is estimated).
        case length(Double?)
        /// A data repeat's instances (their count is the repeat's count).
        case instances([Instance])
    }

    /// One instance of a scope (the scene itself for the root).
    public struct Instance: Sendable, Equatable {
        public var values: [Value]

        public init(values: [Value]) {
            self.values = values
        }
    }

    /// The scene scope's instance.
    public var root: Instance

    public init(root: Instance) {
        self.root = root
    }

    /// The content that gives every data repeat its preview count and every data length null
    /// (its preview): laid out, the preview screen, the compiled table's.
    public static func preview(of shape: ContentShape) -> SceneContent {
        SceneContent(root: previewInstance(scope: 0, shape: shape, depth: 0))
    }

    /// One instance of `scope` with its previews: every data length null, every data repeat at
    /// its preview count.
    public static func previewInstance(of scope: Int, in shape: ContentShape) -> Instance {
        previewInstance(scope: scope, shape: shape, depth: 0)
    }

    private static func previewInstance(scope: Int, shape: ContentShape, depth: Int) -> Instance {
        // Scopes nest as data repeats do, at most as deep as nodes: the recursion is bounded.
        Instance(values: shape.scopes[scope].names.map { name in
            switch name.kind {
            case .length: return .length(nil)
            case .instances(let inner):
                let count = Int(name.preview)
                guard count > 0 else { return .instances([]) }
                let one = previewInstance(scope: inner, shape: shape, depth: depth + 1)
                return .instances(Array(repeating: one, count: count))
            }
        })
    }
}
