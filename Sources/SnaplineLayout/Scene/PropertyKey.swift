/// The keys a node mapping may have besides its kind key.
package enum PropertyKey: Int, CaseIterable {
    case axis, width, height, padding, scrollPadding, contentMargins, behavior, snapAlign, limit, content, children,
         spacing, alignment, targets, scrollMargin, anchors, `repeat`, index, when, initialAnchor, ignoresSafeArea, pinned, safeAreaInset, overlay

    package var name: String {
        switch self {
        case .axis: "axis"
        case .width: "width"
        case .height: "height"
        case .padding: "padding"
        case .scrollPadding: "scrollPadding"
        case .contentMargins: "contentMargins"
        case .behavior: "behavior"
        case .snapAlign: "snapAlign"
        case .limit: "limit"
        case .content: "content"
        case .children: "children"
        case .spacing: "spacing"
        case .alignment: "alignment"
        case .targets: "targets"
        case .scrollMargin: "scrollMargin"
        case .anchors: "anchors"
        case .repeat: "repeat"
        case .index: "index"
        case .when: "when"
        case .initialAnchor: "initialAnchor"
        case .ignoresSafeArea: "ignoresSafeArea"
        case .pinned: "pinned"
        case .safeAreaInset: "safeAreaInset"
        case .overlay: "overlay"
        }
    }

    package init?(name: String) {
        switch name {
        case "axis": self = .axis
        case "width": self = .width
        case "height": self = .height
        case "padding": self = .padding
        case "scrollPadding": self = .scrollPadding
        case "contentMargins": self = .contentMargins
        case "behavior": self = .behavior
        case "snapAlign": self = .snapAlign
        case "limit": self = .limit
        case "content": self = .content
        case "children": self = .children
        case "spacing": self = .spacing
        case "alignment": self = .alignment
        case "targets": self = .targets
        case "scrollMargin": self = .scrollMargin
        case "anchors": self = .anchors
        case "repeat": self = .repeat
        case "index": self = .index
        case "when": self = .when
        case "initialAnchor": self = .initialAnchor
        case "ignoresSafeArea": self = .ignoresSafeArea
        case "pinned": self = .pinned
        case "safeAreaInset": self = .safeAreaInset
        case "overlay": self = .overlay
        default: return nil
        }
    }

    /// `NodeKind.allowedProperties` as a bit set (bit `rawValue`), for the check made on every node.
    package static func allowedMask(for kind: SceneNode.Kind) -> UInt32 { maskByKind[Int(kind.rawValue)] }

    private static let maskByKind: [UInt32] = SceneNode.Kind.allCases.map { kind in
        kind.row.allowedProperties.reduce(0) { $0 | 1 << UInt32($1.rawValue) }
    }

    /// The kinds that have this property, for "`behavior` applies to `scroll`".
    package var kinds: [SceneNode.Kind] {
        SceneNode.Kind.allCases.filter { $0.row.allowedProperties.contains(self) }
    }
}
