/// Decoding of node mappings into `NodeTemplate`s (SPEC section 1, "Nodes").
///
/// Recursion follows the node tree and stops at `SceneDecoder.maximumDepth`, so the stack stays
/// bounded whatever the input (the YAML reader already caps collection nesting).
extension DecoderState {
    static let kindList = SceneNode.Kind.allCases.map(\.keyword).quotedAlternatives
    static let idCharacters = "letters, digits, `_`, `.` and `-`"

    /// Decodes the node mapping `node` and its subtree. Returns the index of its template, or nil
    /// when the node could not be decoded at all (not a mapping, no kind key, too deep).
    ///
    /// Three steps: the keys are classified (`classifyKeys`), the node's identity read (its id or
    /// a space's length, then its properties: `decodeIdentity`), then its children
    /// (`decodeChildren`).
    mutating func decodeNode(_ node: Int, placement: NodePlacement, depth: Int) -> Int32? {
        guard isMapping(node) else {
            error("expected a node (a mapping with one kind key: \(Self.kindList)), got \(describe(node))", at: node, .wrongType)
            droppedNodes = true
            return nil
        }
        guard depth <= SceneDecoder.maximumDepth else {
            error("nodes nest at most \(SceneDecoder.maximumDepth) deep; this node is at depth \(depth)", at: node, .tooDeep)
            droppedNodes = true
            return nil
        }
        guard let keys = classifyKeys(of: node, placement: placement) else {
            droppedNodes = true
            return nil
        }
        var prototype = SceneNode(kind: keys.kind, location: document[keys.kindKey].start)
        var template = NodeTemplate()

        // The repeat comes first: the node's own id may use its index, its data lengths belong
        // to a data repeat's own scope.
        let enclosingContentScope = contentScope
        let pushedScope = decodeRepeat(repeatKey: keys.slot(.repeat), indexKey: keys.slot(.index), placement: placement, into: &template)
        defer {
            if pushedScope { scopes.removeLast() }
            contentScope = enclosingContentScope
        }
        template.contentScope = contentScope

        (widthData, heightData) = (-1, -1)
        let idText = decodeIdentity(keys, placement: placement, into: &template, prototype: &prototype)
        (template.widthData, template.heightData) = (widthData, heightData)
        let index = appendTemplate(template, prototype: prototype, idText: idText)
        if pushedScope { indexNames[index] = scopes.last?.name }
        if keys.kind == .scroll { scrollContainerCount += 1 }
        templates[Int(index)].instanceSize = decodeChildren(of: node, keys, template: index, depth: depth)
        spareSlots.append(keys.slots)
        return index
    }

    /// The keys of one node mapping, sorted: the kind key and the known properties' keys (by slot).
    struct NodeKeys {
        var kind: SceneNode.Kind
        var kindKey: Int
        /// Per `PropertyKey.rawValue`: the key's YAML node, or -1 when absent (or not allowed).
        var slots: [Int]
        func slot(_ property: PropertyKey) -> Int { slots[property.rawValue] }
    }

    /// Sorts the keys of `node` and reports the ones its kind does not have; nil (reported) when
    /// it has no kind key.
    private mutating func classifyKeys(of node: Int, placement: NodePlacement) -> NodeKeys? {
        let document = self.document
        var kind: SceneNode.Kind?
        var kindKey = -1
        var slots = spareSlots.popLast() ?? []
        slots.removeAll(keepingCapacity: true)
        slots.append(contentsOf: repeatElement(-1, count: PropertyKey.allCases.count))
        var unknownKeys: [Int] = []
        var secondKinds: [(key: Int, first: SceneNode.Kind, firstKey: Int)] = []
        // The closure reads only locals: one that touched `self` would copy the decoder's state.
        document.forEachPair(of: node) { key, _ in
            guard document[key].kind == .scalar else {
                unknownKeys.append(key)
                return
            }
            switch document.withScalarBytes(key, NodeKey.classify) {
            case .kind(let keyKind):
                if let kind {
                    secondKinds.append((key, kind, kindKey))
                } else {
                    kind = keyKind
                    kindKey = key
                }
            case .property(let property):
                slots[property.rawValue] = key
            case .unknown:
                unknownKeys.append(key)
            }
        }
        for (key, first, firstKey) in secondKinds {
            error("a node has exactly one kind key, and this one is already \(first.described) (`\(first.keyword)` at line \(line(firstKey))); put `\(document.string(key))` in a node of its own", at: key, .multipleKinds)
        }
        guard let kind else {
            var message = "a node needs one kind key: \(Self.kindList)"
            let kinds = SceneNode.Kind.allCases.map(\.keyword)
            var suggested = false
            var fix: Diagnostic.Fix?
            for key in unknownKeys {
                if let name = text(key), let suggestion = Suggestion.closest(to: name, among: kinds) {
                    message += "; did you mean `\(suggestion)` instead of `\(name)`?"
                    suggested = true
                    fix = replacing(key, with: suggestion)
                    break
                }
            }
            if !suggested, unknownKeys.count == 1, let name = text(unknownKeys[0]) {
                // `- text: footer`: the one key that is not a property stands where the kind would.
                let kind = Self.likelyKind(slots)
                let value = document.next(unknownKeys[0])
                let written = isScalar(value) && !document.isNull(value) ? "`\(kind.keyword): \(document.string(value))`" : "`\(kind.keyword)`"
                message += "; `\(name)` is the only key that is not a property, so it was taken for the kind: did you mean \(written)?"
                fix = replacing(unknownKeys[0], with: kind.keyword)
            }
            error(message, at: node, .noKind, fix: fix)
            return nil
        }

        // Keys this kind does not have.
        let allowedMask = PropertyKey.allowedMask(for: kind) | (1 << UInt32(PropertyKey.repeat.rawValue)) | (1 << UInt32(PropertyKey.index.rawValue))
        var disallowed: [PropertyKey] = []
        for property in PropertyKey.allCases where slots[property.rawValue] >= 0 && allowedMask & (1 << UInt32(property.rawValue)) == 0 {
            disallowed.append(property)
        }
        if !unknownKeys.isEmpty || !disallowed.isEmpty {
            reportKeysNotOf(kind, unknown: unknownKeys, disallowed: disallowed, slots: slots, placement: placement)
            for property in disallowed { slots[property.rawValue] = -1 }
        }
        return NodeKeys(kind: kind, kindKey: kindKey, slots: slots)
    }

    /// The kind key's value (the id, or a space's length), the properties and the `anchors` list.
    /// Returns the id when it has no placeholders (an id with placeholders goes to `idPatterns`).
    private mutating func decodeIdentity(_ keys: NodeKeys, placement: NodePlacement, into template: inout NodeTemplate, prototype: inout SceneNode) -> String? {
        let kind = keys.kind
        let kindValue = value(of: keys.kindKey)
        var idIsInvalid = false
        var hasID = false
        var idText: String?
        if kind == .space {
            decodeSpace(length: kindValue, kindKey: keys.kindKey, placement: placement, into: &prototype)
        } else {
            switch decodeID(kindValue) {
            case .anonymous:
                if kind.requiresID {
                    error("\(kind.described) needs an id (\(Self.idCharacters)), as in `\(kind.keyword): name`", at: keys.kindKey, .missingID)
                }
            case .invalid:
                idIsInvalid = true
            case .plain(let text, let location, let hash):
                (idText, template.idLocation, template.idHash, hasID) = (text, location, hash, true)
            case .pattern(let pattern, let location):
                template.idPattern = IndexLink(idPatterns.count)
                idPatterns.append(pattern)
                (template.idLocation, hasID) = (location, true)
            }
        }

        decodeProperties(keys.slots, kind: kind, into: &prototype)
        if keys.slot(.anchors) >= 0 {
            if !hasID && !idIsInvalid && !kind.requiresID {
                error("`anchors` applies only to a node with an id; give this \(kind.keyword) an id, as in `\(kind.keyword): name`", at: keys.slot(.anchors), .anchorsWithoutID)
            } else if let list = decodeAnchorList(value(of: keys.slot(.anchors)), key: keys.slot(.anchors)) {
                prototype.anchors = anchorListIndex(list)
            }
        }
        if keys.slot(.overlay) >= 0, !hasID, !idIsInvalid, !kind.requiresID {
            error("`overlay` applies only to a node with an id; give this \(kind.keyword) an id, as in `\(kind.keyword): name`", at: keys.slot(.overlay), .overlayWithoutID)
        }
        recordPositions(keys.slots, of: prototype)
        template.written = recordWritten(keys.slots, kind: kind, prototype: prototype)
        return idText
    }

    /// Decodes the children of template `index` (a scroll container's `content` or `children`, a
    /// stack's `children`), links them (through their prototypes), and returns the template's
    /// instance size.
    private mutating func decodeChildren(of node: Int, _ keys: NodeKeys, template index: Int32, depth: Int) -> Int {
        let kind = keys.kind
        var size = 1
        var lastChild: IndexLink = .none
        func link(_ child: Int32?, _ decoding: inout DecoderState) {
            guard let child else { return }
            let c = decoding.templates[Int(child)]
            size = saturatingAdd(size, saturatingMultiply(c.repeatCount, c.instanceSize))
            decoding.prototypes[Int(child)].parent = IndexLink(Int(index))
            if let last = lastChild.index {
                decoding.prototypes[last].nextSibling = IndexLink(Int(child))
            } else {
                decoding.prototypes[Int(index)].firstChild = IndexLink(Int(child))
            }
            lastChild = IndexLink(Int(child))
        }
        let content = keys.slot(.content)
        let children = keys.slot(.children)
        if kind == .scroll {
            scrollDepth += 1
            scrollAxes.append(prototypes[Int(index)].axis)
            defer {
                scrollDepth -= 1
                scrollAxes.removeLast()
            }
            if content >= 0, children >= 0 {
                let (first, second) = content < children ? (content, children) : (children, content)
                error("a scroll container has either `content` (one node) or `children` (a list), not both; `\(document.string(first))` is given at line \(line(first))", at: second, .conflictingKeys)
            } else if content < 0, children < 0 {
                error("missing the key `content` or `children` in a scroll container; expected `content` (one node) or `children` (a list of nodes)", at: node, .missingKey)
            }
            if content >= 0 && (children < 0 || content < children) {
                for property in [PropertyKey.spacing, .alignment] where keys.slot(property) >= 0 {
                    error(Self.notWithContent(property), at: keys.slot(property), .conflictingKeys)
                }
                link(decodeNode(value(of: content), placement: .content, depth: depth + 1), &self)
            }
            if children >= 0 && (content < 0 || children < content) {
                prototypes[Int(index)].targets = true
                let axis = prototypes[Int(index)].axis
                for child in childList(value(of: children)) {
                    link(decodeNode(child, placement: .child(of: kind, axis: axis), depth: depth + 1), &self)
                }
            }
        } else if children >= 0 {
            for child in childList(value(of: children)) {
                link(decodeNode(child, placement: .child(of: kind, axis: kind.stackAxis), depth: depth + 1), &self)
            }
        }
        return size
    }

    /// Reports keys that `kind` does not have: `unknown` ones (no node has them) and `disallowed`
    /// ones (properties of other kinds).
    private mutating func reportKeysNotOf(_ kind: SceneNode.Kind, unknown: [Int], disallowed: [PropertyKey], slots: [Int], placement: NodePlacement) {
        let allowedNames = kind.row.allowedProperties.map(\.name) + (placement.isChild ? ["repeat", "index"] : [])
        for key in unknown {
            if diagnostics.errorCount >= Diagnostics.keptErrorLimit {
                error("unknown key", at: key, .unknownKey)  // counted, not kept: spare the suggestions
            } else if text(key) == "id", kind != .space {
                error("unknown key `id` in \(kind.described); the id is the value of the kind key, as in `\(kind.keyword): name`", at: key, .unknownKey)
            } else if kind == .space, let name = text(key) {
                error("unknown key `\(name)` in a space; a space has no properties (its length is the value of `space:`)", at: key, .unknownKey)
            } else {
                reportUnknownKey(key, allowed: allowedNames, place: "in \(kind.described)")
            }
        }
        for property in disallowed {
            var message = "`\(property.name)` does not apply to \(kind.described) (it is a property of \(property.kinds.map(\.keyword).quotedAlternatives))"
            var fix: Diagnostic.Fix?
            if kind == .space {
                message += "; a space has no properties (its length is the value of `space:`)"
            } else if let suggestion = Suggestion.closest(to: property.name, among: allowedNames) {
                message += "; did you mean `\(suggestion)`?"
                fix = replacing(slots[property.rawValue], with: suggestion)
            } else {
                message += "; expected \(allowedNames.quotedAlternatives)"
            }
            error(message, at: slots[property.rawValue], .unknownKey, fix: fix)
        }
    }

    /// The elements of a `children` list (empty, after reporting, when it is not a list).
    private mutating func childList(_ node: Int) -> YAMLDocument.ChildIndices {
        if !isSequence(node) {
            error("expected a list of nodes for `children`, got \(describe(node))", at: node, .wrongType)
            return .none
        }
        return document.children(of: node)
    }

    // MARK: Repeat

    /// Reads `repeat` and `index`; pushes the index scope (returns true) when the node repeats.
    private mutating func decodeRepeat(repeatKey: Int, indexKey: Int, placement: NodePlacement, into template: inout NodeTemplate) -> Bool {
        guard repeatKey >= 0 else {
            if indexKey >= 0 {
                error("`index` names the index of a `repeat`, and this node has no `repeat`; add `repeat: N` or remove `index`", at: indexKey, .indexWithoutRepeat)
            }
            return false
        }
        let countNode = value(of: repeatKey)
        if placement.isChild, isMapping(countNode) {
            template.repeatValue = document[countNode].start
            decodeDataRepeat(countNode, into: &template)
        } else if placement.isChild {
            template.repeatValue = document[countNode].start
            if let count = integer(countNode, in: 1 ... SceneDecoder.maximumRepeat, expected: "an integer from 1 to \(SceneDecoder.maximumRepeat) for `repeat`") {
                template.repeatCount = count
            }
        } else {
            let whereItIs = if case .root = placement { "the root is not in a list" } else { "a scroll container's `content` is a single node; use `children` for a list" }
            error("`repeat` is allowed only on a node in a `children` list; \(whereItIs)", at: repeatKey, .repeatOutsideChildren)
        }
        var name = "i"
        var nameNode = repeatKey
        if indexKey >= 0 {
            let node = value(of: indexKey)
            if let text = text(node), Self.isIdentifier(text) {
                name = text
                nameNode = node
            } else {
                error("expected an index name (letters, digits and `_`, not starting with a digit), got \(describe(node))", at: node, isScalar(node) ? .badValue : .wrongType)
            }
        }
        var isReused = false
        if let outer = scopes.last(where: { $0.name == name }) {
            isReused = true
            if nameNode == repeatKey {
                error("this repeat's index is `i` (the default), which the enclosing repeat at line \(line(outer.repeatKey)) already uses; name this one with `index:`", at: repeatKey, .indexReused)
            } else {
                error("the index name `\(name)` is already used by the enclosing repeat at line \(line(outer.repeatKey)); choose another name", at: nameNode, .indexReused)
            }
        }
        // Pushed even after an error (outside a list, reused name; then with one instance), so the
        // placeholders inside resolve as written and no second error follows from the first.
        scopes.append(IndexScope(name: name, repeatKey: repeatKey, isReused: isReused, isData: template.dataName >= 0 || isMapping(countNode)))
        template.hasIndex = true
        return true
    }

    private mutating func decodeSpace(length node: Int, kindKey: Int, placement: NodePlacement, into prototype: inout SceneNode) {
        let length = decodeSpaceLength(node)
        // A `fill` space's one layout error (an unbounded proposal) is about its value: point there.
        if length == .fill { prototype.location = document[node].start }
        switch placement {
        case .child(of: _, axis: let axis?):
            if let length {
                if axis == .horizontal { prototype.width = length } else { prototype.height = length }
            }
        case .child(of: _, axis: nil):
            error("a space is a gap in a vstack, hstack or scroll container's `children`; a zstack overlays its children and has no room for one", at: kindKey, .misplacedSpace)
        case .root:
            error("the root cannot be a space; expected a scroll container, stack or item", at: kindKey, .misplacedSpace)
        case .content:
            error("a scroll container's `content` cannot be a space; expected a stack or item (a space belongs in a `children` list)", at: kindKey, .misplacedSpace)
        }
    }
}
