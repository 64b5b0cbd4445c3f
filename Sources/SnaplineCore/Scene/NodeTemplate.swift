/// One node mapping of the scene file, decoded once: its properties, id and repeat.
///
/// Templates are instantiated (`Expansion.swift`) into `SceneNode`s, once per index of every
/// enclosing repeat, by copying the template's prototype (the node with every property set, in
/// `DecoderState.prototypes` at the same index) and filling in the id and the links, so a
/// 100 000-fold repeat re-reads no YAML. Templates are linked through their prototypes' links
/// (`parent`, `firstChild`, `nextSibling` name templates there), and indexed in
/// `DecoderState.templates`. (The prototypes are a separate array so that a scene without repeats
/// takes them as its nodes, without a copy; the ids too, in `DecoderState.idTexts`.)
///
/// A template is plain data (no references), so the templates of a large scene go in one free.
struct NodeTemplate {
    /// Instances made per instance of the parent: the `repeat` count, else 1.
    var repeatCount: Int = 1
    /// Nodes in one instance of this template's subtree (itself and all its expanded descendants),
    /// saturated at `Int.max`.
    var instanceSize: Int = 1
    /// Where the `repeat` value is written (a too-large expansion is reported there); nil without
    /// a repeat. A position, not a tape index: the tape may be released by then.
    var repeatValue: SourceLocation?
    /// Where the id is written (the kind key's value), where a duplicate is reported; meaningful
    /// only for a node with an id.
    var idLocation = SourceLocation(line: 0, column: 0)
    /// For an id with placeholders, its index in `DecoderState.idPatterns`; else none (the id, if
    /// any, is `DecoderState.idTexts` at the template's index).
    var idPattern: IndexLink = .none
    /// The id's hash (`IDTable.hash`) when it has no placeholders.
    var idHash: UInt32 = 0
    /// Index into `DecoderState.writtenMappings` (`PerViewportValues.mappings`) when the mapping
    /// writes `when` or a key lint reads per viewport (`behavior`, `snapAlign`, `limit`,
    /// `targets`); else -1.
    var written: Int32 = -1
    /// True when the node declares a `repeat` index (its instances push an index for placeholders).
    var hasIndex = false
    /// The scroll containers enclosing the node (`Scene.scrollDepths` of each of its instances:
    /// a `repeat` copies siblings, never ancestors), as the decoder counts them
    /// (`DecoderState.scrollDepth`); an anchor's chain is as long.
    var scrollDepth: Int32 = 0
    /// A data repeat's name (its index in the enclosing content scope) and the scope its instances
    /// open (`DecoderState.contentShape`); -1 for a node without a data repeat.
    var dataName: Int32 = -1
    var dataScope: Int32 = -1
    /// Data lengths: the name's index in `contentScope`, or -1.
    var widthData: Int32 = -1
    var heightData: Int32 = -1
    /// The content scope the node's data belongs to (a data repeat's own scope for its node).
    var contentScope: Int32 = 0

    /// True when every instance is the template itself: no `repeat`, no index, no placeholder.
    var isSingle: Bool { repeatCount == 1 && !hasIndex && idPattern.isNone }
}

/// An id with `{name}` placeholders, split into literal text and placeholders.
///
/// Invariant: the literal parts only hold id characters (`[A-Za-z0-9_.-]`), and a placeholder
/// expands to decimal digits, so every expansion is a valid id.
struct IDPattern {
    enum Part {
        case literal([UInt8])
        /// The index of the enclosing repeat at this depth of the index stack (0 = outermost).
        case index(level: Int)
    }

    var parts: [Part]
    /// True when duplicates of this id follow from an error already reported (a reused index
    /// name), so they are not reported again.
    var duplicatesExplained = false
}

/// Where a node appears, which decides whether `repeat` and `space` are allowed there.
enum NodePlacement {
    /// The scene's `root`.
    case root
    /// A scroll container's `content`.
    case content
    /// An element of the `children` list of a node of kind `parent`, whose children are stacked
    /// along `axis` (nil in a zstack).
    case child(of: SceneNode.Kind, axis: Axis?)

    var isChild: Bool {
        if case .child = self { return true }
        return false
    }
}

/// What a key of a node mapping is, decided on the key's bytes (no String is made for the
/// common case of a known key).
enum NodeKey {
    case kind(SceneNode.Kind)
    case property(PropertyKey)
    case unknown

    private static let table: [(bytes: [UInt8], key: NodeKey)] =
        SceneNode.Kind.allCases.map { (Array($0.keyword.utf8), NodeKey.kind($0)) }
        + PropertyKey.allCases.map { (Array($0.name.utf8), NodeKey.property($0)) }

    static func classify(_ bytes: UnsafeBufferPointer<UInt8>) -> NodeKey {
        for entry in table where entry.bytes.count == bytes.count {
            if entry.bytes.withUnsafeBufferPointer({ $0.elementsEqual(bytes) }) { return entry.key }
        }
        return .unknown
    }
}
