/// A scene's values in one viewport (SPEC section 1, "Per-viewport values"), and where they are
/// written.
///
/// The pipeline lays out `scene.resolved(for: viewport)`: a copy whose nodes hold that viewport's
/// values (the node's own, then each matching `when` entry in document order, later entries
/// winning). Layout and targets read nodes as before; a scene without `when` is returned as is.
///
/// API for lint rules that read per-viewport values (SPEC section 8):
/// - `resolved(for:)` / `resolved(forViewport:)`: the per-viewport nodes (`behavior`, `snapAlign`,
///   `limit`, `targets`, lengths, edges … in effect in that viewport). Resolve once per viewport.
/// - `valuePosition(ofNode:_:)` on a resolved scene: where the value in effect is written, the
///   node's own key or the `when` entry's. For `behavior`, `snapAlign`, `limit` and `targets` the
///   node's own position is recorded too; for other properties only an entry's (nil otherwise:
///   point at the node's kind key).
/// - `writtenKeys(ofNode:)` on any scene: every written `behavior`, `snapAlign`, `limit` and
///   `targets` key of the node, each with its key and value positions, whether it is on the node
///   (`selector == nil`, applies in every viewport) or in a `when` entry (its selector, and the
///   viewports it matches), in document order. For `snap-option-ignored`: a key applies in
///   `viewports`; it is ignored when none of those viewports' resolved nodes use it. Each key
///   carries its written `value` (`targets: false` is not a snap option).
/// - `perViewport.nodes`: the (ascending) nodes that have any such key or a `when`, so a rule
///   can visit only those. Instances of one repeated mapping share positions.
extension Scene {
    /// The scene with each node's values for `viewport` (matched by its traits). Returns the scene
    /// unchanged when it has no `when`, or when it is already resolved for that viewport.
    public func resolved(for viewport: Viewport) -> Scene {
        guard needsResolving(for: viewport) else { return self }
        let base = perViewport.decodedNodes ?? nodes
        // One merge per mapping (shared by its repeated instances), then one write per node.
        let traits = Set(viewport.allTraits)
        let merged: [PropertyOverrides?] = perViewport.mappings.map { mapping in
            var values: PropertyOverrides?
            for entry in mapping.when where traits.contains(entry.selector) {
                var current = values ?? PropertyOverrides()
                current.apply(entry.values)
                values = current
            }
            return values
        }
        var copy = self
        copy.nodes = base
        copy.perViewport = perViewport.resolved(for: viewport, overrides: merged, decodedNodes: base)
        let (written, mappingOfNode, mappings) = (perViewport.nodes, perViewport.mappingOfNode, perViewport.mappings)
        copy.nodes.withUnsafeMutableBufferPointer { nodes in
            for (k, node) in written.enumerated() {
                let mapping = Int(mappingOfNode[k])
                guard let values = merged[mapping] else { continue }
                values.write(into: &nodes[Int(node)])
                if !values.gives(.limit) && mappings[mapping].own[.limit] == nil {
                    // `limit` given nowhere: its default follows this viewport's behavior.
                    nodes[Int(node)].limit = nodes[Int(node)].behavior == .viewAligned ? .alwaysByOne : .never
                }
            }
        }
        return copy
    }

    /// False when `resolved(for: viewport)` would return the scene itself: it has no `when`, or it
    /// is already resolved for that viewport.
    public func needsResolving(for viewport: Viewport) -> Bool {
        perViewport.hasWhen && perViewport.resolvedViewport?.name != viewport.name
    }

    /// `resolved(for: viewports[index])`.
    public func resolved(forViewport index: Int) -> Scene { resolved(for: viewports[index]) }

    /// In a resolved scene, where the value of `property` in effect for node `node` is written:
    /// the last matching `when` entry that gives it, else the node's own key (recorded for
    /// `behavior`, `snapAlign`, `limit`, `targets`, and a `width` or `height` of `fill`). Nil when
    /// neither is known.
    public func valuePosition(ofNode node: Int, _ property: ViewportProperty) -> WrittenPosition? {
        if let position = overridePosition(ofNode: node, property) { return position }
        return perViewport.mapping(ofNode: node)?.own[property]
    }

    /// In a resolved scene, where the `when` entry that gives `property` of `node` in this
    /// viewport is written; nil when the value is the node's own.
    func overridePosition(ofNode node: Int, _ property: ViewportProperty) -> WrittenPosition? {
        guard let overrides = perViewport.resolvedOverrides, let k = perViewport.index(ofNode: node) else { return nil }
        return overrides[Int(perViewport.mappingOfNode[k])]?.position(of: property)
    }

    /// Where a layout error at `node` caused by one of `properties` is reported: the value of the
    /// first of them that a `when` entry gives in this viewport, else the node's kind key.
    func layoutErrorLocation(ofNode node: Int, _ properties: [ViewportProperty]) -> SourceLocation {
        if perViewport.resolvedOverrides != nil {
            for property in properties {
                if let position = overridePosition(ofNode: node, property) { return position.value }
            }
        }
        return nodes[node].location
    }

    /// Every written `behavior`, `snapAlign`, `limit` and `targets` key of `node`: the node's own
    /// (applying in every viewport), then its `when` entries' in document order.
    public func writtenKeys(ofNode node: Int) -> [WrittenKey] {
        guard let mapping = perViewport.mapping(ofNode: node) else { return [] }
        let all = Array(viewports.indices)
        let own = (perViewport.decodedNodes ?? nodes)[node]
        var keys: [WrittenKey] = []
        for property in WrittenKey.properties {
            if let position = mapping.own[property] {
                keys.append(WrittenKey(property: property, value: own.value(of: property), position: position, selector: nil, viewports: all))
            }
        }
        for entry in mapping.when {
            for override in entry.values.overrides where WrittenKey.properties.contains(override.property) {
                keys.append(WrittenKey(property: override.property, value: override.value, position: override.position, selector: entry.selector, viewports: entry.viewports))
            }
        }
        return keys
    }
}

/// A `behavior`, `snapAlign`, `limit` or `targets` key as written: on the node, or in one of its
/// `when` entries (then it applies only in the viewports the entry's selector matches).
public struct WrittenKey: Hashable, Sendable {
    /// The properties whose written keys are listed.
    public static let properties: [ViewportProperty] = [.behavior, .snapAlign, .limit, .targets]

    public var property: ViewportProperty
    /// The value written (`targets: false` is not a snap option, `targets: true` is).
    public var value: PropertyOverrides.Value
    public var position: WrittenPosition
    /// The `when` selector of the entry it is in; nil for a key on the node itself.
    public var selector: String?
    /// Indices into `Scene.viewports` where the key applies: every viewport for a key on the node.
    public var viewports: [Int]
}

extension PerViewportValues {
    /// The position of `node` in `nodes`, if it is there (binary search).
    func index(ofNode node: Int) -> Int? {
        let nodes = self.nodes
        var low = 0
        var high = nodes.count
        let target = Int32(node)
        while low < high {
            let mid = (low + high) / 2
            if nodes[mid] < target { low = mid + 1 } else { high = mid }
        }
        return low < nodes.count && nodes[low] == target ? low : nil
    }
}

extension Scene {
    /// Where an overflow at `node` is reported: a value a `when` entry gives it in this viewport
    /// (a length, `spacing` or an edge), else the first child's length that an entry gives, else
    /// the node's kind key.
    func overflowLocation(ofNode node: Int) -> SourceLocation {
        let own: [ViewportProperty] = [.width, .height, .spacing, .padding, .scrollPadding]
        let location = layoutErrorLocation(ofNode: node, own)
        guard perViewport.resolvedOverrides != nil, location == nodes[node].location else { return location }
        for child in children(of: node) {
            let childLocation = layoutErrorLocation(ofNode: child, [.width, .height])
            if childLocation != nodes[child].location { return childLocation }
        }
        return location
    }
}

extension SceneNode {
    /// This node's value of `property`, as an override value.
    func value(of property: ViewportProperty) -> PropertyOverrides.Value {
        switch property {
        case .width: .length(width)
        case .height: .length(height)
        case .padding: .edges(padding)
        case .scrollPadding: .edges(scrollPadding)
        case .scrollMargin: .edges(scrollMargin)
        case .behavior: .behavior(behavior)
        case .snapAlign: .snapAlign(snapAlign)
        case .limit: .limit(limit)
        case .spacing: .spacing(spacing)
        case .alignment: .alignment(alignment)
        case .targets: .targets(targets)
        }
    }
}
