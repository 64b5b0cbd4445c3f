/// A scene with one viewport's values in its nodes: each
/// node's own values, then each `when` entry whose selector the viewport matches, in document
/// order, later entries winning.
///
/// The compiler builds one per viewport (`Compiler.viewport(_:of:diagnostics:)`) and every stage
/// after decoding reads it: layout, targets, lint, explain, render and the emitters. A `Scene` is
/// always the scene as decoded; a `ViewportScene` is always resolved for `index`; nothing else
/// resolves a scene. For a scene without `when`, `scene` is the decoded scene itself (no copy).
///
/// API for code that reads per-viewport values (the lint rules, hover in an editor):
/// - `scene.nodes`: the per-viewport nodes (`behavior`, `snapAlign`, `limit`, `targets`, lengths,
///   edges ... in effect in this viewport). Ids, edges, anchor lists and positions are the
///   decoded scene's.
/// - `valuePosition(ofNode:_:)`: where the value in effect is written, the node's own key or the
///   `when` entry's. For `behavior`, `snapAlign`, `limit` and `targets` the node's own position is
///   recorded too; for other properties only an entry's (nil otherwise: point at the node's kind
///   key).
/// - On the decoded `Scene`: `value(of:ofNode:inViewport:)` reads one value in one viewport
///   without resolving the whole scene, and `writtenKeys(ofNode:)` lists every written
///   `behavior`, `snapAlign`, `limit` and `targets` key with the viewports where it applies.
public struct ViewportScene: Sendable {
    /// Index of the viewport in `Scene.viewports`.
    public let index: Int
    /// The scene with this viewport's values in its nodes.
    public let scene: Scene
    /// Per mapping of `scene.perViewport`: the merged values of its entries that match this
    /// viewport (nil where none does); nil for a scene without `when`.
    package let overrides: [PropertyOverrides?]?

    /// The viewport these values are for.
    public var viewport: Viewport { scene.viewports[index] }

    /// `scene` (as decoded) resolved for viewport `index`. The compiler does this once per
    /// viewport; take its `CompiledViewport` rather than resolving again.
    public init(_ scene: Scene, viewport index: Int) {
        self.index = index
        guard scene.perViewport.hasWhen else {
            self.scene = scene
            overrides = nil
            return
        }
        // One merge per mapping (shared by its repeated instances), then one write per node.
        let merged: [PropertyOverrides?] = scene.perViewport.mappings.map { $0.merged(inViewport: index) }
        var copy = scene
        let perViewport = scene.perViewport
        let (written, mappingOfNode) = (perViewport.nodes, perViewport.mappingOfNode)
        copy.nodes.withUnsafeMutableBufferPointer { nodes in
            for (k, node) in written.enumerated() {
                let mapping = Int(mappingOfNode[k])
                guard let values = merged[mapping] else { continue }
                values.write(into: &nodes[Int(node)])
            }
        }
        self.scene = copy
        overrides = merged
    }

    /// Where the value of `property` in effect for node `node` is written: the last matching
    /// `when` entry that gives it, else the node's own key (recorded for `behavior`, `snapAlign`,
    /// `limit`, `targets`, and a `width` or `height` of `fill`). Nil when neither is known.
    public func valuePosition(ofNode node: Int, _ property: ViewportProperty) -> WrittenPosition? {
        if let position = overridePosition(ofNode: node, property) { return position }
        return scene.perViewport.mapping(ofNode: node)?.own[property]
    }

    /// Where the `when` entry that gives `property` of `node` in this viewport is written; nil
    /// when the value is the node's own.
    package func overridePosition(ofNode node: Int, _ property: ViewportProperty) -> WrittenPosition? {
        guard let overrides, let k = scene.perViewport.index(ofNode: node) else { return nil }
        return overrides[Int(scene.perViewport.mappingOfNode[k])]?.position(of: property)
    }

    /// Where a layout error at `node` caused by one of `properties` is reported: the value of the
    /// first of them that a `when` entry gives in this viewport, else the node's kind key.
    package func layoutErrorLocation(ofNode node: Int, _ properties: [ViewportProperty]) -> SourceLocation {
        if overrides != nil {
            for property in properties {
                if let position = overridePosition(ofNode: node, property) { return position.value }
            }
        }
        return scene.nodes[node].location
    }

    /// Where an overflow at `node` is reported: a value a `when` entry gives it in this viewport
    /// (a length, `spacing` or an edge), else the first child's length that an entry gives, else
    /// the node's kind key.
    package func overflowLocation(ofNode node: Int) -> SourceLocation {
        let own: [ViewportProperty] = [.width, .height, .spacing, .padding, .scrollPadding]
        let location = layoutErrorLocation(ofNode: node, own)
        guard overrides != nil, location == scene.nodes[node].location else { return location }
        for child in scene.children(of: node) {
            let childLocation = layoutErrorLocation(ofNode: child, [.width, .height])
            if childLocation != scene.nodes[child].location { return childLocation }
        }
        return location
    }
}

extension WrittenMapping {
    /// The values of the entries that match viewport `k`, merged in document order; nil when none
    /// matches.
    package func merged(inViewport k: Int) -> PropertyOverrides? {
        var values: PropertyOverrides?
        for entry in when where entry.matches(viewport: k) {
            var current = values ?? PropertyOverrides()
            current.apply(entry.values)
            values = current
        }
        return values
    }
}

extension Scene {
    /// The value of `property` for node `node` in viewport `k`, as `ViewportScene` resolves it,
    /// without copying any node: for reading one value in every viewport (taffy's style accessors
    /// are the model).
    public func value(of property: ViewportProperty, ofNode node: Int, inViewport k: Int) -> PropertyOverrides.Value {
        let own = nodes[node].value(of: property)
        guard perViewport.hasWhen, let mapping = perViewport.mapping(ofNode: node),
              let merged = mapping.merged(inViewport: k) else { return own }
        return merged.value(of: property) ?? own
    }

    /// The `behavior` of node `node` in viewport `k` (see `value(of:ofNode:inViewport:)`).
    public func behavior(ofNode node: Int, inViewport k: Int) -> ScrollBehavior {
        guard case .behavior(let behavior) = value(of: .behavior, ofNode: node, inViewport: k) else { return nodes[node].behavior }
        return behavior
    }

    /// Every written `behavior`, `snapAlign`, `limit` and `targets` key of `node`: the node's own
    /// (applying in every viewport), then its `when` entries' in document order.
    public func writtenKeys(ofNode node: Int) -> [WrittenKey] {
        guard let mapping = perViewport.mapping(ofNode: node) else { return [] }
        let all = Array(viewports.indices)
        let own = nodes[node]
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
    package func index(ofNode node: Int) -> Int? {
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

extension SceneNode {
    /// This node's value of `property`, as an override value.
    package func value(of property: ViewportProperty) -> PropertyOverrides.Value {
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
        case .initialAnchor: .unitPoint(initialAnchor)
        case .ignoresSafeArea: .regions(ignoresSafeArea)
        case .pinned: .flag(pinned)
        case .safeAreaInset: .edges(safeAreaInset)
        case .overlay: .edges(overlay)
        }
    }
}
