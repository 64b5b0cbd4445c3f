/// A node's own value that changed between the versions, in viewports where a `when` entry of
/// the new version gives that property instead: there the change does not apply (often the entry
/// is a copy of the old value that was not updated with the node's).
///
/// Found from the two decoded scenes, not the tables: a node of the new version is matched with
/// the node of the old one that has its id (nodes without an id are not matched), one node per
/// mapping of the file (the first instance of a `repeat` whose id the old version has; the
/// instances share their values and their `when`).
public struct WhenOverrideNote: Sendable, Equatable {
    /// One `when` entry and the viewports where it gives the property (the last matching entry
    /// that gives it).
    public struct Override: Sendable, Equatable {
        public var selector: String
        /// Where the entry's value is written in the new version.
        public var line: Int
        /// The value it gives.
        public var value: String
        /// Whether that is the node's old value.
        public var isOldValue: Bool
        public var viewports: [String]
    }

    /// The node's id, or its mapping's ids (`section-{…}`) for the instances of a `repeat`.
    public var node: String
    public var property: String
    public var before: String
    public var after: String
    public var overrides: [Override]

    /// `header height 200 → 208 does not apply in phone-landscape: \`when\` entry \`landscape\`
    /// (line 14) sets 200 there, the old value`.
    public var text: String {
        let parts = overrides.map { o in
            "in \(o.viewports.joined(separator: ", ")): `when` entry `\(o.selector)` (line \(o.line)) sets \(o.value) there" + (o.isOldValue ? ", the old value" : "")
        }
        return "\(node) \(property) \(before) → \(after) does not apply " + parts.joined(separator: "; ")
    }

    /// The notes for `before` → `after` in the viewports of `after` named in `viewports` (nil:
    /// all), in document order of the new version.
    static func find(before: Scene, after: Scene, viewports selected: String?) -> [WhenOverrideNote] {
        let written = after.perViewport
        guard written.hasWhen else { return [] }
        // The first instance with an id of each mapping that has `when` entries.
        var firstOfMapping: [Int32: Int] = [:]
        var instances: [Int32: [String]] = [:]
        for (k, node) in written.nodes.enumerated() {
            let m = written.mappingOfNode[k]
            guard !written.mappings[Int(m)].when.isEmpty, let id = after.id(of: Int(node)) else { continue }
            if firstOfMapping[m] == nil { firstOfMapping[m] = Int(node) }
            if instances[m, default: []].count < DiffGrouper.named { instances[m, default: []].append(id) }
        }
        let wanted = Set(firstOfMapping.values.compactMap { after.id(of: $0) })
        var old: [String: Int] = [:]
        for (i, id) in before.ids.enumerated() {
            if let id, wanted.contains(id) { old[id] = i }
        }
        let viewports = after.viewports.indices.filter { selected == nil || after.viewports[$0].name == selected }
        var notes: [WhenOverrideNote] = []
        for (m, node) in firstOfMapping.sorted(by: { $0.value < $1.value }) {
            guard let id = after.id(of: node), let b = old[id] else { continue }
            let mapping = written.mappings[Int(m)]
            for property in ViewportProperty.allCases where mapping.when.contains(where: { $0.values.gives(property) }) {
                let was = Resolved(before.nodes[b].value(of: property), in: before)
                let now = Resolved(after.nodes[node].value(of: property), in: after)
                guard was != now else { continue }
                var overrides: [Override] = []
                for k in viewports {
                    guard let entry = mapping.when.last(where: { $0.matches(viewport: k) && $0.values.gives(property) }),
                          let value = entry.values.value(of: property) else { continue }
                    let line = Int(entry.values.position(of: property)?.value.line ?? entry.selectorLocation.line)
                    if let o = overrides.firstIndex(where: { $0.selector == entry.selector && $0.line == line }) {
                        overrides[o].viewports.append(after.viewports[k].name)
                    } else {
                        let given = Resolved(value, in: after)
                        overrides.append(Override(selector: entry.selector, line: line, value: given.text, isOldValue: given == was, viewports: [after.viewports[k].name]))
                    }
                }
                guard !overrides.isEmpty else { continue }
                let ids = instances[m] ?? [id]
                notes.append(WhenOverrideNote(node: ids.count > 1 ? WrittenIDs.derived(ids) : id, property: property.name, before: was.text, after: now.text, overrides: overrides))
            }
        }
        return notes
    }

    /// A property's value with what its indices refer to, comparable between two scenes.
    enum Resolved: Equatable {
        case value(PropertyOverrides.Value)
        case edges(Edges)
        case point(UnitPoint)

        init(_ value: PropertyOverrides.Value, in scene: Scene) {
            switch value {
            case .edges(let i): self = .edges(Int(i) < scene.edges.count ? scene.edges[Int(i)] : .zero)
            case .unitPoint(let i): self = .point(Int(i) < scene.unitPoints.count ? scene.unitPoints[Int(i)] : UnitPoint(x: 0, y: 0))
            default: self = .value(value)
            }
        }

        /// As a scene file would write it.
        var text: String {
            let n = DiffText.number
            switch self {
            case .edges(let e):
                if e.top == e.bottom && e.top == e.leading && e.top == e.trailing { return n(e.top) }
                return "{top: \(n(e.top)), bottom: \(n(e.bottom)), leading: \(n(e.leading)), trailing: \(n(e.trailing))}"
            case .point(let p):
                return AnchorSpec.unitPoints.first { $0.x == p.x && $0.y == p.y }?.name ?? "{x: \(n(p.x)), y: \(n(p.y))}"
            case .value(let v):
                switch v {
                case .length(.unset): return "unset"
                case .length(.points(let x)): return n(x)
                case .length(.fill): return "fill"
                case .length(.relative(let f)): return "{count: \(f.count), span: \(f.span), spacing: \(n(f.spacing))}"
                case .length(.fraction(let f)): return "{fraction: \(n(f))}"
                case .behavior(let b): return b.rawValue
                case .snapAlign(let a): return a.rawValue
                case .limit(let l): return l.rawValue
                case .spacing(let s): return n(s)
                case .alignment(let a): return Alignment.named.first { $0.value == a }?.name ?? "center"
                case .targets(let b), .flag(let b): return b ? "true" : "false"
                case .regions(let r): return r.written
                case .edges, .unitPoint: return ""  // resolved above
                }
            }
        }
    }
}
