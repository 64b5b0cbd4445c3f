public import SnaplineLayout

/// A generated scene's families: the ids inside a data repeat, which the content decides, one case
/// per id template with its placeholders' indices as labels, outermost first (`dish-{s}-{i}` is
/// `.dish(s: 2, i: 5)`). A case names a member that may not exist in a given content: a lookup of
/// one past the content's count is nil.
public protocol SceneFamily: Hashable, Sendable {
    /// The template the case stands for and the indices it was given.
    var member: FamilyMember { get }
}

/// One member of a family: the scene's template (its index in the compact scene's templates) and
/// the index of each placeholder of its id, in the order of the placeholders' levels, outermost
/// first.
public struct FamilyMember: Hashable, Sendable {
    public var template: Int
    public var indices: [Int]

    public init(template: Int, indices: [Int]) {
        self.template = template
        self.indices = indices
    }
}

extension FamilyMember {
    /// The member's id in the scene expanded for `content`, or nil when the content has no such
    /// member: an index below 0 or past its repeat's count (fixed or data), or a template that
    /// has no id. Every enclosing repeat is checked, so the id is the member's own: an id text
    /// that another member would also spell (`d{i}{j}` for (1, 11) and (11, 1)) is not taken
    /// for it.
    public func id(in templates: SceneTemplates, content: SceneContent) -> String? {
        let all = templates.templates
        guard template >= 0, template < all.count else { return nil }
        let parts: [TemplateID.Part]
        switch all[template].id {
        case .none: return nil
        case .plain(let text): parts = [.literal(text)]
        case .pattern(let p): parts = p
        }
        // The repeats around the member (itself included), outermost first: the index levels.
        // Parents come before their children (the reader checks it), so the walk ends.
        var chain: [Int] = []
        var t = template
        while true {
            if all[t].repeats { chain.append(t) }
            guard let parent = all[t].node.parent.index, parent < t else { break }
            t = parent
        }
        chain.reverse()
        let levels = FamilyMember.levels(of: parts)
        guard levels.count == indices.count else { return nil }
        var index = [Int](repeating: 0, count: chain.count)
        for (level, value) in zip(levels, indices) {
            guard level < chain.count, value >= 0 else { return nil }
            index[level] = value
        }
        var instance = content.root
        for (level, r) in chain.enumerated() {
            switch all[r].instances {
            case .fixed(let n):
                guard index[level] < n else { return nil }
            case .data(let name, _):
                let list = instance.instances(at: Int(name))
                guard index[level] < list.count else { return nil }
                instance = list[index[level]]
            }
        }
        return all[template].id.text(indices: index)
    }

    /// The levels an id's placeholders name, ascending, each once: a family's labels.
    public static func levels(of parts: [TemplateID.Part]) -> [Int] { TemplateID.levels(of: parts) }
}
