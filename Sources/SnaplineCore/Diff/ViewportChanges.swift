/// The changes between the tables of one viewport in two versions of a scene, with what names
/// them: both scenes (ids and anchor labels are the same in every viewport of a scene), both
/// tables' container ids and the stop arrays of the containers whose stops changed. The tables
/// themselves are not kept.
public struct ViewportChanges: Sendable {
    /// The viewport's name (the same in both versions).
    public var viewport: String
    public var changes: [TableChange]
    let before: Scene?
    let after: Scene?
    let beforeContainers: [String]
    let afterContainers: [String]
    /// The stop arrays of `stops-changed` changes (their `TableChange.target` indexes this).
    var stops: [(before: [Double], after: [Double])] = []
    /// The scene node of each container of the before and after tables (what groups a
    /// container's changes with its repeated siblings').
    var beforeContainerNodes: [Int32] = []
    var afterContainerNodes: [Int32] = []
    /// Anchors removed and added in this viewport at the same place with the same numbers, each
    /// the only one of its kind (`RenameCandidates.swift`): before node, after node.
    var renameCandidates: [RenamePair] = []

    init(viewport: String, before: Scene?, after: Scene?, beforeContainers: [String] = [], afterContainers: [String] = [], changes: [TableChange] = []) {
        self.viewport = viewport
        self.before = before
        self.after = after
        self.beforeContainers = beforeContainers
        self.afterContainers = afterContainers
        self.changes = changes
    }

    /// Whether any change is breaking.
    public var isBreaking: Bool { changes.contains { $0.kind.isBreaking } }

    /// A change with its names and values spelled out.
    public func describe(_ change: TableChange) -> ChangeDescription {
        let removed = change.kind == .anchorRemoved || change.kind == .targetRemoved || change.kind == .containerRemoved
        var d = ChangeDescription(kind: change.kind, viewport: viewport)
        if change.node >= 0, let scene = removed ? before : after {
            let node = Int(change.node)
            d.anchor = scene.id(of: node)
            if change.target >= 0 { d.target = scene.anchors(ofNode: node)[Int(change.target)].name }
        }
        switch change.kind {
        case .stopsChanged:
            let pair = stops[Int(change.target)]
            d.values = .stops(pair.before, pair.after)
            d.container = afterContainers[Int(change.container)]
        case .containerRemoved:
            d.container = beforeContainers[Int(change.container)]
        case .containerAdded, .rangeChanged, .offsetChanged:
            d.container = afterContainers[Int(change.container)]
            if change.kind.isMove { d.values = .numbers(change.before, change.after) }
        default:
            break
        }
        return d
    }
}

/// One change with its names: what every report format writes.
public struct ChangeDescription: Sendable, Equatable {
    public enum Values: Sendable, Equatable {
        case none
        case names(String, String)
        case numbers(Double, Double)
        case stops([Double], [Double])
    }

    public var kind: TableChange.Kind
    /// Nil only for `scene-renamed`.
    public var viewport: String?
    public var anchor: String?
    public var target: String?
    public var container: String?
    public var values: Values = .none

    public init(kind: TableChange.Kind, viewport: String?, anchor: String? = nil, target: String? = nil, container: String? = nil, values: Values = .none) {
        self.kind = kind
        self.viewport = viewport
        self.anchor = anchor
        self.target = target
        self.container = container
        self.values = values
    }
}
