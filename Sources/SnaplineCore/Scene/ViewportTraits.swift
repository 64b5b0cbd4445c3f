/// The traits the scene's viewports have, for checking `when` selectors while nodes are decoded.
struct TraitTable {
    /// Each trait some viewport has, with the indices of the viewports that have it, ascending.
    var viewportsByTrait: [String: [Int]] = [:]
    /// Traits in order of first appearance (viewport order), for "did you mean".
    var names: [String] = []
    /// False when the viewports had errors (one could not be read, or a trait was rejected), or
    /// were not read at all: a selector that matches nothing is then not reported (it may be the
    /// unread one's).
    var isComplete = false

    init() {}

    init(viewports: [Viewport], isComplete: Bool) {
        self.isComplete = isComplete
        for (index, viewport) in viewports.enumerated() {
            for trait in viewport.allTraits {
                if viewportsByTrait[trait] == nil { names.append(trait) }
                if viewportsByTrait[trait, default: []].last != index { viewportsByTrait[trait, default: []].append(index) }
            }
        }
    }
}

extension DecoderState {
    /// A viewport's `traits`: names of `[A-Za-z0-9_.-]+`, unique in the list, not automatic.
    /// Returns the names with their value nodes (for the check against viewport names).
    mutating func decodeTraits(_ node: Int) -> [(name: String, node: Int)] {
        guard isSequence(node) else {
            error("expected a list of trait names for `traits`, as in `traits: [compact]`, got \(describe(node))", at: node, .wrongType)
            return []
        }
        var traits: [(name: String, node: Int)] = []
        var seen: [String: Int] = [:]  // name -> its node, for duplicates in long lists
        for entry in document.children(of: node) {
            guard let name = text(entry), !name.isEmpty, name.utf8.allSatisfy(Self.isIDByte) else {
                error("expected a trait name of \(Self.idCharacters), got \(describe(entry))", at: entry, isScalar(entry) ? .badValue : .wrongType)
                continue
            }
            if let earlier = seen[name] {
                error("duplicate trait `\(name)`; this list already has it at line \(line(earlier))", at: entry, .duplicateName)
                continue
            }
            seen[name] = entry
            if Viewport.automaticTraits.contains(name) {
                let meaning = name == "portrait" || name == "landscape" ? "it follows from the viewport's width and height"
                    : Viewport.sizeClassTraits.contains(name) ? "it follows from the viewport's `sizeClass` or `device`" : "it follows from the viewport's `layoutDirection`"
                error("`\(name)` is an automatic trait (\(meaning)); remove it from `traits`", at: entry, .reservedTrait)
                continue
            }
            traits.append((name, entry))
        }
        return traits
    }

    /// Reports declared traits that are the name of a viewport (a selector must mean one thing).
    mutating func checkTraitsAreNotViewportNames(_ traits: [(name: String, node: Int)], viewportNames: Set<String>) {
        for trait in traits where viewportNames.contains(trait.name) {
            error("`\(trait.name)` is the name of a viewport, and a viewport's name is already one of its traits; choose another trait name", at: trait.node, .reservedTrait)
        }
    }
}
