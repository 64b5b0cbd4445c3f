/// The Swift names of one scene's generated code: the namespace, and the cases of its `Viewport`,
/// `Container`, `Anchor` and `AnchorPoint` enums, each beside the string it stands for.
///
/// Computed from the scene alone (every viewport has the same containers and anchors), so a name
/// problem is reported once, at the names' positions, whatever the layout.
public struct SwiftNames: Sendable {
    /// One enum case: the Swift identifier (escaped if need be) and the raw value.
    public struct Case: Hashable, Sendable {
        public var identifier: String
        public var rawValue: String
    }

    /// The namespace enum: the scene's name.
    public var namespace: String
    /// The scene's viewports, in scene order.
    public var viewports: [Case]
    /// Every scroll container, in document order (the order of the table's containers).
    public var containers: [Case]
    /// Every id with an enclosing scroll container (the table's anchors), in document order.
    public var anchors: [Case]
    /// The unit point names and labels of the anchors' targets, in order of first use.
    public var anchorPoints: [Case]
    /// For a scene with data: the `Content` type's scopes and the `Family` cases; nil without data.
    public var content: SwiftContentNames?

    /// Members the generated enums have besides their cases (`Viewport`, `Container` and `Anchor`
    /// are `SceneCase`s, with the same members), and the names their bodies use unqualified
    /// (`Swift.Bool` needs `Swift`); an id spelled like one gets a `_` at the end (`next` -> `next_`).
    static let sceneCaseMembers: Set<String> = [
        "allCases", "rawValue", "hashValue", "next", "previous", "position", "names", "casesInOrder", "caseEquals", "hashPosition", "unsafeCase",
        "RawValue", "AllCases", "Swift", "SnaplineRuntime", SwiftEmitter.packedTableName,
    ]
    /// The same for `AnchorPoint`, a `String`-backed `CaseIterable` enum.
    static let anchorPointMembers: Set<String> = ["allCases", "rawValue", "hashValue", "RawValue", "AllCases", "Swift", "SnaplineRuntime"]

    /// Names the generated code uses unqualified, so the scene may not take them: the modules
    /// that qualify every other type (`Swift.Bool`, `SnaplineRuntime.CompactTable`), the nested
    /// enums `SnaplineScene` requires, and the file's private table.
    static let typesUsed: Set<String> = [
        "Swift", "SnaplineRuntime", "Viewport", "Container", "Anchor", "AnchorPoint", SwiftEmitter.packedTableName,
    ]

    /// The names for `scene`, or nil (with diagnostics) when two names cannot be told apart in
    /// Swift or the scene's name would hide a type the generated code uses.
    public init?(_ scene: Scene, diagnostics: inout Diagnostics) {
        var failed = false
        if Self.typesUsed.contains(scene.name) {
            diagnostics.error(
                "the scene name `\(scene.name)` would hide the name `\(scene.name)` that the generated Swift uses; expected another name",
                at: scene.nameLocation, code: .sceneNameShadowsType)
            failed = true
        }

        let viewportNames = Self.viewportNames(scene)

        let depths = scene.scrollDepths
        var containerNames: [SwiftNameAssignment.Name] = []
        var anchorNames: [SwiftNameAssignment.Name] = []
        for (i, node) in scene.nodes.enumerated() {
            if node.kind == .scroll {
                containerNames.append(.init(scene.id(of: i) ?? "", location: node.location, kind: "id"))
            }
            guard depths[i] > 0, let id = scene.id(of: i) else { continue }
            anchorNames.append(.init(id, location: node.location, kind: "id"))
        }
        let anchorPointNames = Self.anchorPointNames(scene, depths: depths)

        // Containers and anchors share ids (a nested container is both): spell them together, so
        // one id has one spelling and a problem is reported once.
        let containerIDs = Set(containerNames.map(\.text))
        let ids = containerNames + anchorNames.filter { !containerIDs.contains($0.text) }
        let idSpellings = SwiftNameAssignment(ids, members: Self.sceneCaseMembers, place: "\(scene.name).Anchor", diagnostics: &diagnostics).identifiers
        let viewportSpellings = SwiftNameAssignment(viewportNames, members: Self.sceneCaseMembers, place: "\(scene.name).Viewport", diagnostics: &diagnostics).identifiers
        let anchorPointSpellings = SwiftNameAssignment(anchorPointNames, members: Self.anchorPointMembers, place: "\(scene.name).AnchorPoint", diagnostics: &diagnostics).identifiers
        guard let idSpellings, let viewportSpellings, let anchorPointSpellings, !failed else { return nil }

        var spellingOfID: [String: String] = [:]
        for (name, spelling) in zip(ids, idSpellings) { spellingOfID[name.text] = spelling }
        func cases(_ names: [SwiftNameAssignment.Name], _ spellings: [String]) -> [Case] {
            zip(names, spellings).map { Case(identifier: $1, rawValue: $0.text) }
        }
        namespace = scene.name
        viewports = cases(viewportNames, viewportSpellings)
        containers = containerNames.map { Case(identifier: spellingOfID[$0.text] ?? $0.text, rawValue: $0.text) }
        anchors = anchorNames.map { Case(identifier: spellingOfID[$0.text] ?? $0.text, rawValue: $0.text) }
        anchorPoints = cases(anchorPointNames, anchorPointSpellings)
        if scene.hasData {
            let anchorCases = Set(anchors.map(\.identifier))
            guard let content = SwiftContentNames(scene, isAnchorCase: anchorCases.contains, diagnostics: &diagnostics) else { return nil }
            self.content = content
        }
    }
}

extension SwiftNames {
    /// The viewports' names, in scene order.
    static func viewportNames(_ scene: Scene) -> [SwiftNameAssignment.Name] {
        scene.viewports.map { SwiftNameAssignment.Name($0.name, location: $0.location, kind: "viewport") }
    }

    /// The unit point names of the anchors' targets, in order of first use (at the first node that
    /// uses each). Each anchor list's names are read once, not once per node that uses it.
    static func anchorPointNames(_ scene: Scene, depths: [Int32]) -> [SwiftNameAssignment.Name] {
        var names: [SwiftNameAssignment.Name] = []
        var seenPoints: Set<String> = []
        // Per anchor list (index + 1; 0 is the scene's default): whether its names were read.
        var seenLists = [Bool](repeating: false, count: scene.anchorLists.count + 1)
        for (i, node) in scene.nodes.enumerated() where depths[i] > 0 && scene.id(of: i) != nil {
            let list = (node.anchors.index ?? -1) + 1
            if list < seenLists.count {
                guard !seenLists[list] else { continue }
                seenLists[list] = true
            }
            for spec in scene.anchors(of: node) where seenPoints.insert(spec.name).inserted {
                names.append(.init(spec.name, location: node.location, kind: "anchor name"))
            }
        }
        return names
    }
}
