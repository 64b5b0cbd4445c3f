/// What one node kind is: its row of the kind table. A new kind is a case of `SceneNode.Kind`, a
/// row here, and its layout (the exhaustive switches in `Layout/` then say where).
package struct NodeKindRow {
    /// The kind key as written in a scene (`scroll:`).
    package var keyword: String
    /// "a scroll container", "an item", ... for messages.
    package var described: String
    /// Whether a node of this kind must have an id.
    package var requiresID: Bool
    /// The keys the kind has besides its kind key, in the order messages
    /// list them. `anchors` is listed for every kind that can have an id; `repeat` and `index` are
    /// allowed on any kind in a `children` list and are checked separately.
    package var allowedProperties: [PropertyKey]
    /// The axis its children are stacked along, for the stacks; nil for the others (a scroll
    /// container's implicit stack follows its `axis`).
    package var stackAxis: Axis?
}

extension SceneNode.Kind {
    /// This kind's row of the kind table (built once).
    package var row: NodeKindRow { Self.rows[Int(rawValue)] }

    private static let rows: [NodeKindRow] = allCases.map(\.definition)

    /// The kind table: one exhaustive switch, so a new kind does not compile without its row.
    private var definition: NodeKindRow {
        switch self {
        case .scroll:
            NodeKindRow(
                keyword: "scroll", described: "a scroll container", requiresID: true,
                allowedProperties: [
                    .axis, .width, .height, .padding, .scrollPadding, .contentMargins, .behavior, .snapAlign, .limit,
                    .initialAnchor, .ignoresSafeArea, .content, .children, .spacing, .alignment, .anchors, .when,
                    .safeAreaInset, .overlay,
                ])
        case .vstack:
            NodeKindRow(keyword: "vstack", described: "a vstack", requiresID: false, allowedProperties: Self.stackProperties, stackAxis: .vertical)
        case .hstack:
            NodeKindRow(keyword: "hstack", described: "an hstack", requiresID: false, allowedProperties: Self.stackProperties, stackAxis: .horizontal)
        case .zstack:
            NodeKindRow(keyword: "zstack", described: "a zstack", requiresID: false, allowedProperties: [.alignment, .padding, .width, .height, .children, .anchors, .when, .overlay])
        case .item:
            NodeKindRow(keyword: "item", described: "an item", requiresID: true, allowedProperties: [.width, .height, .scrollMargin, .anchors, .when, .overlay])
        case .space:
            NodeKindRow(keyword: "space", described: "a space", requiresID: false, allowedProperties: [])
        }
    }

    private static let stackProperties: [PropertyKey] = [.spacing, .alignment, .padding, .width, .height, .targets, .pinned, .children, .anchors, .when, .overlay]

    /// The kind key as written in a scene.
    public var keyword: String { row.keyword }

    /// "a scroll container", "an item", … for messages.
    package var described: String { row.described }

    /// True for the kinds whose id is required.
    package var requiresID: Bool { row.requiresID }

    /// The axis a vstack or hstack stacks its children along; nil for other kinds.
    public var stackAxis: Axis? { row.stackAxis }

    /// True for the stacks (a vstack or hstack: a `stackAxis`).
    public var isStack: Bool { stackAxis != nil }

    package init?(keyword: String) {
        guard let kind = Self.allCases.first(where: { $0.keyword == keyword }) else { return nil }
        self = kind
    }
}
