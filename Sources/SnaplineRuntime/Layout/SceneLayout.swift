/// A generated scene laid out at run time for one description (`StoreMenu.layout(for:)`), with
/// the same typed lookups as a compiled viewport:
///
/// ```swift
/// let layout = try StoreMenu.layout(for: ViewportDescription(width: 500, height: 900))
/// layout.offset(of: .section3, anchor: .top)
/// layout.settle(.categories, original: 0, proposed: 140)
/// ```
///
/// Equal descriptions share one computed layout (`SceneLayouts` keeps the last few).
public struct SceneLayout<Scene: SnaplineScene>: Sendable {
    /// The layout the lookups read.
    public let laidOut: LaidOutViewport

    /// The viewport's table: containers with their stops, anchors with their targets.
    public var viewport: TableViewport { laidOut.viewport }

    /// The viewport as the JSON table writes it (at indentation 0, with a newline at the end).
    public var json: String { laidOut.json }

    /// `container`: its offset range, behavior, stops and anchors.
    public func container(_ container: Scene.Container) -> TableContainer {
        laidOut.viewport.containers[container.position]
    }

    /// The snap or paging stops of `container`, ascending (empty without snapping).
    public func stops(of container: Scene.Container) -> [Double] {
        self.container(container).stops
    }

    /// The target selection of `container`: build it once per scroll view.
    public func selector(for container: Scene.Container) -> ScrollTargetSelector {
        ScrollTargetSelector(self.container(container))
    }

    /// Where a gesture on `container` that started at `original` and would come to rest at
    /// `proposed` settles (`velocity`: only its sign is used, when the two are equal).
    public func settle(_ container: Scene.Container, original: Double, proposed: Double, velocity: Double = 0) -> Double {
        selector(for: container).target(original: original, proposed: proposed, velocity: velocity)
    }

    /// The target that scrolls `id` to `point`, or nil when the anchor's targets do not include it.
    public func target(of id: Scene.Anchor, anchor point: Scene.AnchorPoint) -> TableTarget? {
        laidOut.index.target(of: id.rawValue, anchor: point.rawValue)
    }

    /// The offsets that scroll `id` to `point`, its own container first, then each enclosing one;
    /// nil when the anchor's targets do not include `point`.
    public func offset(of id: Scene.Anchor, anchor point: Scene.AnchorPoint) -> TargetOffset? {
        laidOut.index.offset(of: id.rawValue, anchor: point.rawValue)
    }
}

extension SnaplineScene {
    /// The scene in its compact form with its cache of layouts; nil (the default) for a file
    /// generated before layouts at run time existed.
    public static var layouts: SceneLayouts? { nil }

    /// The scene laid out for `description`, a size it need not list (computed once per
    /// description, then kept: see `SceneLayouts`). For a description equal to a viewport the
    /// scene lists, every number is the compiled table's. Throws, never traps, for a description
    /// that is not valid or a layout that fails there.
    public static func layout(for description: ViewportDescription) throws(LayoutFailure) -> SceneLayout<Self> {
        guard let layouts else { throw LayoutFailure("this file was generated without its scene; generate it again") }
        let laidOut = try layouts.layout(for: description)
        // The typed lookups read containers by case position: the scene's must be the cases.
        try layouts.checkContainers(of: laidOut, against: Container.names)
        return SceneLayout(laidOut: laidOut)
    }
}
