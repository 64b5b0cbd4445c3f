/// Decoding of a node's `when` (SPEC section 1, "Per-viewport values"): trait selectors checked
/// against the viewports, and each entry's values checked like the node's own, whether or not a
/// viewport matches it and whether or not a later entry replaces them.
extension DecoderState {
    /// Keys that shape the scene (the same nodes, ids and containers in every viewport), so they
    /// cannot vary per viewport.
    static let shapeKeys: [PropertyKey] = [.axis, .anchors, .children, .content, .repeat, .index, .when]

    /// The node's own keys whose positions lint reads per viewport.
    private static let ownKeys: [(PropertyKey, ViewportProperty)] = [(.behavior, .behavior), (.snapAlign, .snapAlign), (.limit, .limit), (.targets, .targets)]

    /// Records what a node mapping writes per viewport (its `when` entries and the positions of
    /// its `behavior`, `snapAlign`, `limit` and `targets`). Returns the index of the record in
    /// `writtenMappings`, or -1 when there is nothing to record.
    @inline(__always)
    mutating func recordWritten(_ slots: [Int], kind: SceneNode.Kind, prototype: SceneNode) -> Int32 {
        // Most nodes write none of these: that check is all they pay.
        guard slots[PropertyKey.when.rawValue] >= 0 || slots[PropertyKey.behavior.rawValue] >= 0 || slots[PropertyKey.snapAlign.rawValue] >= 0
            || slots[PropertyKey.limit.rawValue] >= 0 || slots[PropertyKey.targets.rawValue] >= 0
            || prototype.width == .fill || prototype.height == .fill
        else { return -1 }
        return recordWrittenMapping(slots, kind: kind, prototype: prototype)
    }

    private mutating func recordWrittenMapping(_ slots: [Int], kind: SceneNode.Kind, prototype: SceneNode) -> Int32 {
        var mapping = WrittenMapping()
        for (key, property) in Self.ownKeys where slots[key.rawValue] >= 0 {
            mapping.own[property] = position(ofKey: slots[key.rawValue])
        }
        // A written `fill`, where an `unbounded-fill` error points.
        if prototype.width == .fill, slots[PropertyKey.width.rawValue] >= 0 {
            mapping.own[.width] = position(ofKey: slots[PropertyKey.width.rawValue])
        }
        if prototype.height == .fill, slots[PropertyKey.height.rawValue] >= 0 {
            mapping.own[.height] = position(ofKey: slots[PropertyKey.height.rawValue])
        }
        let whenKey = slots[PropertyKey.when.rawValue]
        if whenKey >= 0 {
            let content = slots[PropertyKey.content.rawValue]
            let children = slots[PropertyKey.children.rawValue]
            let usesContent = kind == .scroll && content >= 0 && (children < 0 || content < children)
            mapping.when = decodeWhen(value(of: whenKey), kind: kind, prototype: prototype, usesContent: usesContent)
        }
        guard !mapping.when.isEmpty || !mapping.own.isEmpty else { return -1 }
        writtenMappings.append(mapping)
        return Int32(writtenMappings.count - 1)
    }

    /// The error for `spacing` or `alignment` on a scroll container that has `content`.
    static func notWithContent(_ property: PropertyKey) -> String {
        "`\(property.name)` applies to a scroll container's `children`, not to its `content`; put it on the content node"
    }

    func position(ofKey key: Int) -> WrittenPosition {
        WrittenPosition(key: document[key].start, value: document[value(of: key)].start)
    }

    /// `when`: a mapping from trait selectors to mappings of the node's properties.
    private mutating func decodeWhen(_ node: Int, kind: SceneNode.Kind, prototype: SceneNode, usesContent: Bool) -> [WhenEntry] {
        guard isMapping(node) else {
            error("expected a mapping from traits to property values for `when`, as in `when: {landscape: {width: 200}}`, got \(describe(node))", at: node, .wrongType)
            return []
        }
        var pairs: [(key: Int, value: Int)] = []
        document.forEachPair(of: node) { key, value in pairs.append((key, value)) }
        var entries: [WhenEntry] = []
        for (key, value) in pairs {
            // The selector first, then the entry's values (checked even when the selector is wrong).
            let selector = decodeSelector(key)
            let values = decodeEntry(value, kind: kind, prototype: prototype, usesContent: usesContent)
            if let selector, let values {
                entries.append(WhenEntry(selector: selector.name, selectorLocation: document[key].start, viewports: selector.viewports, values: values))
            }
        }
        return entries
    }

    /// A selector: a trait some viewport has (its name, a declared trait, or an automatic one).
    private mutating func decodeSelector(_ key: Int) -> (name: String, viewports: [Int])? {
        guard let name = text(key) else {
            error("expected a trait name as a `when` selector, got \(describe(key))", at: key, .wrongType)
            return nil
        }
        if let viewports = traitTable.viewportsByTrait[name] { return (name, viewports) }
        guard traitTable.isComplete else { return nil }  // the trait may be a viewport's that could not be read
        var message: String
        if Viewport.automaticTraits.contains(name) {
            message = "no viewport has the automatic trait `\(name)`, so this entry would never apply"
        } else {
            message = "no viewport has the trait `\(name)`"
        }
        // Suggestions and the list are bounded: a scene can declare very many traits.
        let candidates = diagnostics.errorCount >= Diagnostics.keptErrorLimit ? [] : Array(traitTable.names.prefix(500))
        let listed = traitTable.names.count > 12 ? (Array(traitTable.names.prefix(12)) + ["…"]).quotedAlternatives : traitTable.names.quotedAlternatives
        var fix: Diagnostic.Fix?
        if let suggestion = Suggestion.closest(to: name, among: candidates) {
            message += "; did you mean `\(suggestion)`?"
            fix = replacing(key, with: suggestion)
        } else if let automatic = Suggestion.closest(to: name, among: Viewport.automaticTraits) {
            message += "; did you mean `\(automatic)`? (no viewport has it either: the traits are \(listed))"
        } else {
            message += "; expected a viewport name, a trait from a viewport's `traits`, or an automatic trait a viewport has (\(listed))"
        }
        error(message, at: key, .unknownTrait, fix: fix)
        return nil
    }

    /// One entry's values: the node kind's properties that may vary per viewport, checked as on
    /// the node.
    private mutating func decodeEntry(_ node: Int, kind: SceneNode.Kind, prototype: SceneNode, usesContent: Bool) -> PropertyOverrides? {
        guard isMapping(node) else {
            error("expected a mapping of \(kind.described)'s properties for this `when` entry (`{}` for none), got \(describe(node))", at: node, .wrongType)
            return nil
        }
        let allowed = kind.row.allowedProperties.filter { !Self.shapeKeys.contains($0) && !(usesContent && ($0 == .spacing || $0 == .alignment)) }
        var slots = [Int](repeating: -1, count: PropertyKey.allCases.count)
        var keys: [Int] = []
        document.forEachPair(of: node) { key, _ in keys.append(key) }
        for key in keys {
            let classified: NodeKey = isScalar(key) ? document.withScalarBytes(key, NodeKey.classify) : .unknown
            switch classified {
            case .kind(let other):
                error("the kind key `\(other.keyword)` cannot be in a `when` entry: a node's kind and id are the same in every viewport", at: key, .notPerViewport)
            case .property(let property) where Self.shapeKeys.contains(property):
                error("`\(property.name)` cannot be in a `when` entry: it shapes the scene, which is the same in every viewport; set it on the node itself", at: key, .notPerViewport)
            case .property(let property) where kind == .scroll && usesContent && (property == .spacing || property == .alignment):
                error(Self.notWithContent(property), at: key, .conflictingKeys)
            case .property(let property) where !allowed.contains(property):
                var message = "`\(property.name)` does not apply to \(kind.described) (it is a property of \(property.kinds.map(\.keyword).quotedAlternatives))"
                let names = allowed.map(\.name)
                let suggestion = Suggestion.closest(to: property.name, among: names)
                if let suggestion {
                    message += "; did you mean `\(suggestion)`?"
                } else {
                    message += "; expected \(names.quotedAlternatives)"
                }
                error(message, at: key, .unknownKey, fix: suggestion.flatMap { replacing(key, with: $0) })
            case .property(let property):
                slots[property.rawValue] = key
            case .unknown:
                reportUnknownKey(key, allowed: allowed.map(\.name), place: "in a `when` entry of \(kind.described)")
            }
        }

        // The values, read as on the node (the same checks and messages) into a scratch copy.
        var scratch = prototype
        decodingWhenEntry = true
        decodeProperties(slots, kind: kind, into: &scratch)
        decodingWhenEntry = false
        var values = PropertyOverrides()
        func give(_ property: ViewportProperty, from key: PropertyKey, _ value: PropertyOverrides.Value) {
            guard slots[key.rawValue] >= 0 else { return }
            values.set(property, value, at: position(ofKey: slots[key.rawValue]))
        }
        give(.width, from: .width, .length(scratch.width))
        give(.height, from: .height, .length(scratch.height))
        // `contentMargins` sets both halves (with `padding` or `scrollPadding` beside it, reported).
        give(.padding, from: .contentMargins, .edges(scratch.padding))
        give(.scrollPadding, from: .contentMargins, .edges(scratch.scrollPadding))
        give(.padding, from: .padding, .edges(scratch.padding))
        give(.scrollPadding, from: .scrollPadding, .edges(scratch.scrollPadding))
        give(.scrollMargin, from: .scrollMargin, .edges(scratch.scrollMargin))
        give(.behavior, from: .behavior, .behavior(scratch.behavior))
        give(.snapAlign, from: .snapAlign, .snapAlign(scratch.snapAlign))
        give(.limit, from: .limit, .limit(scratch.limit))
        give(.spacing, from: .spacing, .spacing(scratch.spacing))
        give(.alignment, from: .alignment, .alignment(scratch.alignment))
        give(.targets, from: .targets, .targets(scratch.targets))
        give(.initialAnchor, from: .initialAnchor, .unitPoint(scratch.initialAnchor))
        give(.ignoresSafeArea, from: .ignoresSafeArea, .regions(scratch.ignoresSafeArea))
        give(.pinned, from: .pinned, .flag(scratch.pinned))
        give(.safeAreaInset, from: .safeAreaInset, .edges(scratch.safeAreaInset))
        give(.overlay, from: .overlay, .edges(scratch.overlay))
        return values
    }
}
