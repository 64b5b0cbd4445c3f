/// Where the keys and values the lint rules point at are written: recorded once per node mapping
/// of the file (not per expanded instance), keyed by the position of the node's kind key (which is
/// `SceneNode.location` of every instance of that mapping).
public struct ScenePositions: Sendable {
    /// Per node mapping that has any of these keys.
    public var nodes: [SourceLocation: NodePositions] = [:]
    /// The scene-level `anchors` list, when there is one.
    public var sceneAnchors: AnchorListPositions?

    public init() {}

    /// The positions recorded for a node (an empty record when it has none of the keys).
    public func node(_ node: SceneNode) -> NodePositions { nodes[node.location] ?? NodePositions() }
}

/// Positions of one node mapping's keys and values; nil where the key is not written. (Where
/// `behavior`, `snapAlign`, `limit` and `targets` are written, on the node or in its `when`
/// entries, is in `Scene.perViewport`: `Scene.writtenKeys(ofNode:)`, `Scene.valuePosition`.)
public struct NodePositions: Hashable, Sendable {
    /// The node's own `anchors` list.
    public var anchors: AnchorListPositions?

    public init() {}

    package var isEmpty: Bool { self == NodePositions() }
}

/// One `anchors` list as written: the key, each entry, and the first entry whose label repeats an
/// earlier one.
public struct AnchorListPositions: Hashable, Sendable {
    /// The `anchors` key.
    public var key: SourceLocation
    /// Each entry, in order (an entry that could not be read is left out, as from the list).
    public var entries: [SourceLocation]
    /// The first entry whose label an earlier entry already has, with that label and the earlier
    /// entry's position.
    public var repeatedLabel: RepeatedLabel?

    /// A label that an earlier entry of the same list already has.
    public struct RepeatedLabel: Hashable, Sendable {
        public var label: String
        public var entry: SourceLocation
        public var earlier: SourceLocation

        package init(label: String, entry: SourceLocation, earlier: SourceLocation) {
            self.label = label
            self.entry = entry
            self.earlier = earlier
        }
    }

    public init(key: SourceLocation, entries: [SourceLocation], repeatedLabel: RepeatedLabel? = nil) {
        self.key = key
        self.entries = entries
        self.repeatedLabel = repeatedLabel
    }
}
