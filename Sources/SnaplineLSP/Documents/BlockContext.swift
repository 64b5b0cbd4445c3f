import SnaplineCore

/// The block mapping a line belongs to, read from indentation alone (so it works on broken
/// text): its keys, the key whose value it is, and what kind of mapping that makes it in a scene.
struct BlockContext {
    /// The mapping's keys in order, with their lines.
    var keys: [(key: String, line: Int)] = []
    /// The line of the key whose value this mapping is (nil at the top level).
    var parentLine: Int?
    /// The mapping is an item of a block sequence (`- key: …`).
    var inSequence = false

    /// What the mapping is in a scene.
    enum Place: Equatable {
        case topLevel
        case viewport
        /// A node mapping: its kind key when it has one, and whether it is in a `children` list.
        case node(kind: String?, inChildren: Bool)
        /// The selectors of a `when`.
        case whenSelectors
        /// A `when` entry of a node of this kind.
        case whenEntry(kind: String?)
        case edges
        /// A `width` or `height` mapping: a container-relative length or a data length.
        case relativeLength
        /// A `repeat` mapping: a data repeat.
        case dataRepeat
        case anchorEntry
        case other
    }

    /// The kind key among the keys, if any.
    var kind: String? { keys.first { SceneVocabulary.kinds.contains($0.key) }?.key }

    /// The mapping holding line `line`, whose keys start at column `indent`.
    static func at(line: Int, indent: Int, in document: TextDocument) -> BlockContext {
        var context = BlockContext()
        let here = YAMLLine(document.line(line))
        var startsItem = !here.dashes.isEmpty && here.contentStart == indent
        if let key = here.key, here.contentStart == indent { context.keys.append((key, line)) }
        var k = line - 1
        var parentSearchColumn = indent
        if startsItem {
            context.inSequence = true
            parentSearchColumn = here.dashes[here.dashes.count - 1]
        }
        // Upwards: siblings until the item's start or a shallower line (the parent).
        while k >= 0 {
            let above = YAMLLine(document.line(k))
            defer { k -= 1 }
            if above.isBlank { continue }
            if startsItem {
                // Looking for the sequence's key: shallower than the dash, or at its column
                // (an indentless sequence under `key:`).
                if above.contentStart < parentSearchColumn || (above.contentStart == parentSearchColumn && above.dashes.isEmpty && above.opensBlock) {
                    if above.key != nil { context.parentLine = k }
                    break
                }
                continue
            }
            if above.contentStart == indent {
                if let key = above.key { context.keys.insert((key, k), at: 0) }
                if let dash = above.dashes.last {
                    startsItem = true
                    context.inSequence = true
                    parentSearchColumn = dash
                }
            } else if above.contentStart < indent {
                if above.key != nil, above.opensBlock || !above.dashes.isEmpty || above.contentStart < indent { context.parentLine = k }
                break
            }
        }
        // Downwards: siblings until a shallower line or the next item.
        var j = line + 1
        while j < document.lineCount {
            let below = YAMLLine(document.line(j))
            defer { j += 1 }
            if below.isBlank { continue }
            if below.contentStart < indent || (below.contentStart == indent && !below.dashes.isEmpty) { break }
            if below.contentStart == indent, let key = below.key { context.keys.append((key, j)) }
        }
        return context
    }

    /// The mapping holding the key on line `line` (its own content column).
    static func ofKey(line: Int, in document: TextDocument) -> BlockContext {
        at(line: line, indent: YAMLLine(document.line(line)).contentStart, in: document)
    }

    /// The parent mapping's context (the one holding `parentLine`'s key).
    func parent(in document: TextDocument) -> BlockContext? {
        parentLine.map { Self.ofKey(line: $0, in: document) }
    }

    /// The key whose value this mapping is.
    func parentKey(in document: TextDocument) -> String? {
        parentLine.flatMap { YAMLLine(document.line($0)).key }
    }

    /// What this mapping is in a scene.
    func place(in document: TextDocument) -> Place {
        guard let parentLine else { return .topLevel }
        guard let parentKey = parentKey(in: document) else { return .other }
        let parent = Self.ofKey(line: parentLine, in: document)
        switch parentKey {
        case "viewports" where inSequence && parent.parentLine == nil: return .viewport
        case "root" where parent.parentLine == nil: return .node(kind: kind, inChildren: false)
        case "content": return .node(kind: kind, inChildren: false)
        case "children" where inSequence: return .node(kind: kind, inChildren: true)
        case "when": return .whenSelectors
        case "anchors" where inSequence: return .anchorEntry
        case "repeat": return .dataRepeat
        case "padding", "scrollPadding", "scrollMargin", "contentMargins": return .edges
        case "width", "height": return parent.parentLine == nil || parent.place(in: document) == .viewport ? .other : .relativeLength
        default:
            if parent.parentKey(in: document) == "when" {
                return .whenEntry(kind: parent.parent(in: document)?.kind)
            }
            return .other
        }
    }
}
