internal import SnaplineRuntime

/// The Swift names of a scene's data in the generated code: the `Content` value type's scopes
/// (a struct per scope, a stored property per name) and the `Family` cases (the ids the content
/// decides, looked up with their indices).
///
/// Element types are the data repeat's name capitalized with `Element` after it
/// (`sections` -> `Content.SectionsElement`), nested in the type of the scope that names the
/// repeat: names are unique in a scope and start with a lowercase letter, so no two types of one
/// scope, and no type and property, share a name; and no such name is `Swift` or
/// `SnaplineRuntime`, which the generated code qualifies every other type with. The generated
/// helpers' names hold a `_`, which a data name cannot. Family names can collide (`dish-{i}` and
/// `dish{i}` are both `dish`): that is reported as `identifier-collision`, at both ids.
public struct SwiftContentNames: Sendable {
    /// One name of a scope: its stored property.
    public struct Member: Sendable {
        public enum Kind: Sendable {
            /// A data length: `Double?`.
            case length
            /// A data repeat: an array of its scope's type, or `Int` (`countOnly`) where that scope
            /// has no names.
            case instances(scope: Int, countOnly: Bool)
        }
        public var name: String
        public var property: String
        public var kind: Kind
        public var preview: Double
        public var minimum: Double
        public var maximum: Double?
    }

    /// One scope: its type's name, its path from the namespace, and its names.
    public struct Scope: Sendable {
        public var typeName: String
        public var path: String
        public var members: [Member]
    }

    /// One family: the case's identifier, its labels (the index names of its placeholders,
    /// outermost first), the template it stands for, and the id as written.
    public struct Family: Sendable {
        public var identifier: String
        public var labels: [String]
        public var template: Int
        public var written: String
    }

    /// One data length or data repeat as a case of the generated `Length` or `Repeat`: its
    /// identifier, its labels (the index names of the data repeats around it, outermost first)
    /// and its place in the content's shape.
    public struct Place: Sendable {
        public var identifier: String
        public var labels: [String]
        public var scope: Int
        public var name: Int
        /// A data repeat's scope (its instances'), or nil for a data length.
        public var inner: Int?
    }

    public var scopes: [Scope]
    public var families: [Family]
    public var lengths: [Place]
    public var repeats: [Place]

    /// Members of the generated `Family` enum besides its cases.
    static let familyMembers: Set<String> = ["member", "hash", "hashValue", "Swift", "SnaplineRuntime"]

    /// The names of `scene`'s data, or nil (with diagnostics) when two families cannot be told apart.
    /// `isAnchorCase`: whether the `Anchor` enum has a case of this identifier (a family without
    /// placeholders that has one is looked up through it).
    init?(_ scene: Scene, isAnchorCase: (String) -> Bool, diagnostics: inout Diagnostics) {
        guard let templates = scene.templates else { return nil }
        let shape = templates.shape
        var scopes: [Scope] = []
        for (s, scope) in shape.scopes.enumerated() {
            var typeName = "Content"
            var path = "Content"
            if let parent = scope.parent, parent.scope < s {
                typeName = Self.elementType(of: shape.scopes[parent.scope].names[parent.name].name)
                path = scopes[parent.scope].path + "." + typeName
            }
            let members = scope.names.map { name -> Member in
                let kind: Member.Kind
                switch name.kind {
                case .length: kind = .length
                case .instances(let inner): kind = .instances(scope: inner, countOnly: inner < shape.scopes.count && shape.scopes[inner].names.isEmpty)
                }
                return Member(name: name.name, property: SwiftIdentifier.usable(name.name), kind: kind, preview: name.preview, minimum: name.minimum, maximum: name.maximum)
            }
            scopes.append(Scope(typeName: typeName, path: path, members: members))
        }
        self.scopes = scopes
        (lengths, repeats) = Self.places(templates)

        guard let families = Self.families(scene, templates, isAnchorCase: isAnchorCase, diagnostics: &diagnostics) else { return nil }
        self.families = families
    }

    /// Members of the generated `Length`, `Repeat` and `FamilyName` enums besides their cases.
    static let placeMembers: Set<String> = ["address", "template", "hash", "hashValue", "Swift", "SnaplineRuntime"]

    /// The data lengths and data repeats in document order of their scopes and names. A name is
    /// its case's identifier; one that two scopes share (names are unique only in their scope)
    /// gets its scope's number after a `_`, which no data name holds. Labels that repeat (two
    /// nested repeats with one index name) get their level after a `_`.
    private static func places(_ templates: SceneTemplates) -> (lengths: [Place], repeats: [Place]) {
        let shape = templates.shape
        // The index names of the data repeats around each scope (its own included), outermost first.
        var labels = [[String]](repeating: [], count: shape.scopes.count)
        var names = [[String]](repeating: [], count: templates.templates.count)
        for (t, template) in templates.templates.enumerated() {
            if let p = template.node.parent.index, p < t { names[t] = names[p] }
            if template.repeats { names[t].append(template.indexName ?? "i") }
            if case .data(_, let inner) = template.instances, Int(inner) < labels.count { labels[Int(inner)] = names[t] }
        }
        var uses: [String: Int] = [:]
        for scope in shape.scopes { for name in scope.names { uses[name.name, default: 0] += 1 } }
        var lengths: [Place] = [], repeats: [Place] = []
        for (s, scope) in shape.scopes.enumerated() {
            var seen: Set<String> = []
            let caseLabels = labels[s].enumerated().map { level, name -> String in
                let label = SwiftIdentifier.usable(name)
                return seen.insert(label).inserted ? label : "_\(level)"
            }
            for (k, name) in scope.names.enumerated() {
                let base = uses[name.name, default: 0] > 1 ? "\(name.name)_\(s)" : name.name
                let identifier = SwiftIdentifier.usable(base, avoiding: placeMembers)
                switch name.kind {
                case .length: lengths.append(Place(identifier: identifier, labels: caseLabels, scope: s, name: k, inner: nil))
                case .instances(let inner): repeats.append(Place(identifier: identifier, labels: caseLabels, scope: s, name: k, inner: inner))
                }
            }
        }
        return (lengths, repeats)
    }

    /// True for a data repeat's scope without names: its instances are a count, with no type.
    func isCountOnly(_ scope: Int) -> Bool { scope > 0 && scopes[scope].members.isEmpty }

    /// `sections` -> `SectionsElement`.
    static func elementType(of name: String) -> String {
        (name.first.map { $0.uppercased() } ?? "") + name.dropFirst() + "Element"
    }

    private static func families(_ scene: Scene, _ templates: SceneTemplates, isAnchorCase: (String) -> Bool, diagnostics: inout Diagnostics) -> [Family]? {
        let all = templates.templates
        // Per template: inside a data repeat (itself one included), under a scroll container, its
        // repeats' index names (outermost first).
        var inData = [Bool](repeating: false, count: all.count)
        var underScroll = [Bool](repeating: false, count: all.count)
        var indexNames = [[String]](repeating: [], count: all.count)
        var found: [(family: Family, location: SourceLocation)] = []
        for (t, template) in all.enumerated() {
            if let p = template.node.parent.index, p < t {
                inData[t] = inData[p]
                underScroll[t] = underScroll[p] || all[p].node.kind == .scroll
                indexNames[t] = indexNames[p]
            }
            if case .data = template.instances { inData[t] = true }
            if template.repeats { indexNames[t].append(template.indexName ?? "i") }
            guard inData[t], underScroll[t] || template.node.kind == .scroll else { continue }
            let parts: [TemplateID.Part]
            switch template.id {
            case .none: continue
            case .plain(let text): parts = [.literal(text)]
            case .pattern(let p): parts = p
            }
            let literals = parts.compactMap { part -> String? in if case .literal(let text) = part { text } else { nil } }
            let identifier = SwiftIdentifier.usable(SwiftIdentifier.primary(literals.joined(separator: "-")), avoiding: familyMembers)
            let levels = FamilyMember.levels(of: parts)
            // Without placeholders, a case the `Anchor` enum has already looks the id up.
            if levels.isEmpty, isAnchorCase(identifier) { continue }
            let labels = levels.map { $0 < indexNames[t].count ? SwiftIdentifier.usable(indexNames[t][$0]) : "_\($0)" }
            let written = template.id.written(indexNames: indexNames[t]) ?? ""
            found.append((Family(identifier: identifier, labels: labels, template: t, written: written), template.idLocation))
        }
        var failed = false
        var byIdentifier: [String: [Int]] = [:]
        for (k, f) in found.enumerated() { byIdentifier[f.family.identifier, default: []].append(k) }
        for (k, f) in found.enumerated() {
            if let sharing = byIdentifier[f.family.identifier], sharing.count > 1 {
                failed = true
                let others = sharing.filter { $0 != k }.map { "`\(found[$0].family.written)` (line \(found[$0].location.line))" }
                diagnostics.error(
                    "the id `\(f.family.written)` and the id\(others.count > 1 ? "s" : "") \(others.joined(separator: ", ")) \(others.count > 1 ? "all" : "both") become the family `\(f.family.identifier)` in the generated `\(scene.name).Family`; expected ids whose text outside the placeholders stays distinct in Swift (rename one)",
                    at: f.location, code: .identifierCollision)
            }
            if Set(f.family.labels).count < f.family.labels.count {
                failed = true
                diagnostics.error(
                    "the id `\(f.family.written)` has two placeholders whose repeats have the same index name, so its family `\(f.family.identifier)` in the generated `\(scene.name).Family` would have two labels `\(f.family.labels.joined(separator: ", "))`; expected distinct index names (`index:` on a repeat)",
                    at: f.location, code: .identifierCollision)
            }
        }
        return failed ? nil : found.map(\.family)
    }
}
