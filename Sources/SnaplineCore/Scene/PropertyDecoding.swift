/// Decoding of the structured property values: lengths, edges, alignments and anchor lists
/// (SPEC section 1, "Lengths and edges", and section 3's `anchors` entries).
extension DecoderState {
    // MARK: Lengths

    static let lengthExpected = "a number >= 0, `fill`, `{count, span, spacing}` or `{fraction}`"

    /// A `width` or `height`: a number >= 0, `fill`, `{count: C, span: S, spacing: G}` or `{fraction: F}`.
    mutating func decodeLength(_ node: Int) -> Length? {
        switch document[node].kind {
        case .scalar:
            if document.scalar(node, equals: "fill") { return .fill }
            // Parsed once (this runs for nearly every node of a large scene).
            guard let value = plainNumber(node) else {
                reportNotANumber(node, expected: Self.lengthExpected, suggestionsAmong: ["fill"])
                return nil
            }
            guard NumberRange.nonNegative.contains(value) else {
                error("expected \(Self.lengthExpected), got \(describe(node))", at: node, .badValue)
                return nil
            }
            return .points(value)
        case .mapping:
            return relativeLength(node)
        case .sequence:
            error("expected \(Self.lengthExpected), got \(describe(node))", at: node, .wrongType)
            return nil
        }
    }

    /// `{count, span, spacing}` or `{fraction}`.
    private mutating func relativeLength(_ mapping: Int) -> Length? {
        let allowed = SceneVocabulary.relativeLengthKeys
        let found = keys(of: mapping, allowed: allowed, place: "in a container-relative length")
        let (count, span, spacing, fraction) = (found[0], found[1], found[2], found[3])
        if fraction >= 0 {
            if let other = [count, span, spacing].filter({ $0 >= 0 }).min() {
                error("`\(document.string(other))` cannot be combined with `fraction`; write either `{fraction: F}` or `{count: C, span: S, spacing: G}`", at: other, .conflictingKeys)
                return nil
            }
            return number(value(of: fraction), .nonNegative).map { .fraction($0) }
        }
        guard count >= 0 else {
            if found.allSatisfy({ $0 < 0 }) && document[mapping].childCount > 0 { return nil }  // only unknown keys: reported
            error("missing the key `count` in a container-relative length; expected `{count: C, span: S, spacing: G}` or `{fraction: F}`", at: mapping, .missingKey)
            return nil
        }
        let countValue = integer(value(of: count), in: 1 ... Int(Int32.max), expected: "an integer >= 1")
        let spanValue = span >= 0 ? integer(value(of: span), in: 1 ... Int(Int32.max), expected: "an integer >= 1") : 1
        let spacingValue = spacing >= 0 ? number(value(of: spacing), .nonNegative) : 0
        guard let countValue, let spanValue, let spacingValue else { return nil }
        return .relative(RelativeFrame(count: Int32(countValue), span: Int32(spanValue), spacing: spacingValue))
    }

    /// A `space` node's length: a number >= 0 or `fill`.
    mutating func decodeSpaceLength(_ node: Int) -> Length? {
        let expected = "a number >= 0 or `fill`"
        if document.scalar(node, equals: "fill") { return .fill }
        guard plainNumber(node) != nil else {
            reportNotANumber(node, expected: expected, suggestionsAmong: ["fill"])
            return nil
        }
        return number(node, .nonNegative, expected: expected).map { .points($0) }
    }

    // MARK: Edges

    static let edgesExpected = "a number >= 0 or a mapping of `horizontal`, `vertical`, `top`, `bottom`, `leading`, `trailing`"

    /// `padding`, `scrollPadding`, `scrollMargin` or `contentMargins`, as an index into `edges`.
    mutating func decodeEdges(_ node: Int) -> Int32? {
        switch document[node].kind {
        case .scalar:
            guard plainNumber(node) != nil else {
                reportNotANumber(node, expected: Self.edgesExpected)
                return nil
            }
            guard let all = number(node, .nonNegative, expected: Self.edgesExpected) else { return nil }
            return edgesIndex(Edges(top: all, bottom: all, leading: all, trailing: all))
        case .sequence:
            error("expected \(Self.edgesExpected), got \(describe(node))", at: node, .wrongType)
            return nil
        case .mapping:
            break
        }
        let pairKeys = SceneVocabulary.edgePairKeys
        let sideKeys = SceneVocabulary.edgeSideKeys
        var result = Edges.zero
        // The key that gave each side so far (top, bottom, leading, trailing): the keys mix as in
        // SwiftUI (`{top: 111, bottom: 94, horizontal: 12}`) as long as no side is given twice.
        var givenBy = [-1, -1, -1, -1]
        var failed = false
        let document = self.document
        document.forEachPair(of: node) { key, value in
            guard let name = text(key), pairKeys.contains(name) || sideKeys.contains(name) else {
                reportUnknownKey(key, allowed: pairKeys + sideKeys, place: "in edges")
                failed = true
                return
            }
            let sides = Self.sides(ofEdgeKey: name)
            if let again = sides.first(where: { givenBy[$0] >= 0 }) {
                let earlier = givenBy[again]
                error("`\(name)` gives `\(sideKeys[again])` again (`\(document.string(earlier))`, line \(line(earlier)), gives it already); give each side once: `horizontal` is `leading` and `trailing`, `vertical` is `top` and `bottom`", at: key, .mixedEdges)
                failed = true
                return
            }
            for side in sides { givenBy[side] = key }
            guard let amount = number(value, .nonNegative) else {
                failed = true
                return
            }
            switch name {
            case "horizontal": (result.leading, result.trailing) = (amount, amount)
            case "vertical": (result.top, result.bottom) = (amount, amount)
            case "top": result.top = amount
            case "bottom": result.bottom = amount
            case "leading": result.leading = amount
            default: result.trailing = amount
            }
        }
        return failed ? nil : edgesIndex(result)
    }

    /// The sides an edge key sets, as indexes into `SceneVocabulary.edgeSideKeys`.
    static func sides(ofEdgeKey name: String) -> [Int] {
        switch name {
        case "horizontal": [2, 3]
        case "vertical": [0, 1]
        default: SceneVocabulary.edgeSideKeys.firstIndex(of: name).map { [$0] } ?? []
        }
    }

    // MARK: Alignment

    static let horizontalAlignments: [(name: String, value: Alignment)] = [
        ("leading", Alignment(horizontal: .start, vertical: .center)),
        ("center", .center),
        ("trailing", Alignment(horizontal: .end, vertical: .center)),
    ]
    static let verticalAlignments: [(name: String, value: Alignment)] = [
        ("top", Alignment(horizontal: .center, vertical: .start)),
        ("center", .center),
        ("bottom", Alignment(horizontal: .center, vertical: .end)),
    ]

    /// An `alignment` for children stacked along `axis` (nil: overlaid in a zstack, nine positions).
    mutating func decodeAlignment(_ node: Int, stackAxis axis: Axis?) -> Alignment? {
        switch axis {
        case .vertical: word(node, Self.horizontalAlignments, what: "children stacked vertically align horizontally")
        case .horizontal: word(node, Self.verticalAlignments, what: "children stacked horizontally align vertically")
        case nil: word(node, Alignment.named)
        }
    }

    // MARK: Anchors

    static let anchorEntryExpected = "a unit point name, `{x, y}` or `{anchor, offset, name}`"

    /// An `anchors` list: unit point names, `{x, y}` points and `{anchor, offset, name}` entries.
    /// Two entries with the same name (the label, else the point's name, else `custom`) are both
    /// kept: that is the `duplicate-anchor-label` warning, whose position is recorded with the
    /// list's in `lastAnchorList`.
    mutating func decodeAnchorList(_ node: Int, key: Int) -> [AnchorSpec]? {
        lastAnchorList = nil
        guard isSequence(node) else {
            error("expected a list of anchors (each \(Self.anchorEntryExpected)), got \(describe(node))", at: node, .wrongType)
            return nil
        }
        var list: [AnchorSpec] = []
        var positions = AnchorListPositions(key: document[key].start, entries: [])
        var entryByName: [String: Int] = [:]  // filled only for long lists; short ones are scanned
        var failed = false
        for entry in document.children(of: node) {
            guard let spec = anchorEntry(entry) else {
                failed = true
                continue
            }
            let earlier = list.count < 16 ? list.firstIndex { $0.name == spec.name } : entryByName[spec.name]
            if let earlier, positions.repeatedLabel == nil {
                positions.repeatedLabel = .init(label: spec.name, entry: document[entry].start, earlier: positions.entries[earlier])
            }
            if list.count == 15 {
                for (offset, spec) in list.enumerated() where entryByName[spec.name] == nil { entryByName[spec.name] = offset }
            }
            if list.count >= 15, entryByName[spec.name] == nil { entryByName[spec.name] = list.count }
            list.append(spec)
            positions.entries.append(document[entry].start)
        }
        lastAnchorList = positions
        return failed ? nil : list
    }

    private mutating func anchorEntry(_ node: Int) -> AnchorSpec? {
        switch document[node].kind {
        case .scalar:
            return unitPoint(node).map { AnchorSpec(name: $0.name, x: $0.x, y: $0.y) }
        case .sequence:
            error("expected \(Self.anchorEntryExpected), got \(describe(node))", at: node, .wrongType)
            return nil
        case .mapping:
            break
        }
        var isLongForm = false
        document.forEachPair(of: node) { key, _ in
            if document.scalar(key, equals: "anchor") || document.scalar(key, equals: "offset") || document.scalar(key, equals: "name") {
                isLongForm = true
            }
        }
        guard isLongForm else {
            return unitPoint(node).map { AnchorSpec(name: $0.name, x: $0.x, y: $0.y) }
        }
        let found = keys(of: node, allowed: SceneVocabulary.anchorEntryKeys, place: "in an anchor entry")
        let (anchorKey, offsetKey, nameKey) = (found[0], found[1], found[2])
        if anchorKey < 0 {
            error("missing the key `anchor` in an anchor entry; expected `{anchor: <name or {x, y}>, offset: …, name: …}`", at: node, .missingKey)
        }
        let point = anchorKey >= 0 ? unitPoint(value(of: anchorKey)) : nil
        var extra = AnchorSpec.Extra.point(x: 0, y: 0)
        var failed = false
        if offsetKey >= 0 {
            let offset = value(of: offsetKey)
            if isMapping(offset) {
                if let p = offsetPoint(offset) { extra = .point(x: p.x, y: p.y) } else { failed = true }
            } else if plainNumber(offset) != nil, let along = number(offset, .any) {
                extra = .along(along)
            } else {
                reportNotANumber(offset, expected: "a number or `{x, y}`")
                failed = true
            }
        }
        var label: String?
        if nameKey >= 0 {
            let nameNode = value(of: nameKey)
            if let text = text(nameNode), Self.isIdentifier(text) {
                label = text
            } else {
                error("expected a label for the anchor (letters, digits and `_`, not starting with a digit), got \(describe(nameNode))", at: nameNode, isScalar(nameNode) ? .badValue : .wrongType)
                failed = true
            }
        }
        guard let point, !failed else { return nil }
        return AnchorSpec(name: label ?? point.name, x: point.x, y: point.y, extra: extra)
    }

    /// A unit point: one of SwiftUI's names, or `{x, y}` (named `custom`).
    mutating func unitPoint(_ node: Int) -> (name: String, x: Double, y: Double)? {
        switch document[node].kind {
        case .scalar:
            let text = document.string(node)
            if let match = AnchorSpec.unitPoints.first(where: { $0.name == text }) { return match }
            let names = AnchorSpec.unitPoints.map(\.name)
            var message = "expected a unit point (\(names.quotedAlternatives), or `{x, y}`), got \(describe(node))"
            let suggestion = Suggestion.closest(to: text, among: names)
            if let suggestion { message += "; did you mean `\(suggestion)`?" }
            error(message, at: node, .badValue, fix: suggestion.flatMap { replacing(node, with: $0) })
            return nil
        case .sequence:
            error("expected a unit point name or `{x, y}`, got \(describe(node))", at: node, .wrongType)
            return nil
        case .mapping:
            let found = keys(of: node, allowed: ["x", "y"], place: "in a unit point `{x, y}` (for an offset or a label write `{anchor: …, offset: …, name: …}`)")
            var missing: [String] = []
            if found[0] < 0 { missing.append("x") }
            if found[1] < 0 { missing.append("y") }
            if !missing.isEmpty {
                error("missing \(missing.count == 1 ? "the key" : "the keys") \(missing.map { "`\($0)`" }.joined(separator: " and ")) in a unit point; expected `{x, y}`", at: node, .missingKey)
                return nil
            }
            let x = number(value(of: found[0]), .any)
            let y = number(value(of: found[1]), .any)
            guard let x, let y else { return nil }
            return ("custom", x, y)
        }
    }

    /// An offset `{x, y}`; a missing component is 0.
    private mutating func offsetPoint(_ node: Int) -> (x: Double, y: Double)? {
        let found = keys(of: node, allowed: ["x", "y"], place: "in an offset `{x, y}`")
        let x = found[0] >= 0 ? number(value(of: found[0]), .any) : 0
        let y = found[1] >= 0 ? number(value(of: found[1]), .any) : 0
        guard let x, let y else { return nil }
        return (x, y)
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`.
    static func isIdentifier(_ text: String) -> Bool { isIdentifier(text.utf8) }

    /// `[A-Za-z_][A-Za-z0-9_]*`, stopping at the first byte that is not.
    static func isIdentifier(_ bytes: some Collection<UInt8>) -> Bool {
        guard let first = bytes.first, !NumberSyntax.isDigit(first) else { return false }
        return bytes.allSatisfy { byte in
            NumberSyntax.isDigit(byte) || byte == UInt8(ascii: "_") || (byte | 0x20) &- UInt8(ascii: "a") < 26
        }
    }
}
