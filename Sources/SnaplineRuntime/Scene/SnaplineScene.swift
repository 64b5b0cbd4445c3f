/// A generated scene: its namespace enum (`enum StoreMenu: SnaplineScene`) declares the case enums,
/// the table and one index per viewport; the typed lookups are defined here once for every scene.
///
/// Invariant (the generated code keeps it): `table.viewports[v.position]` is viewport `v`, its
/// `containers[c.position]` is container `c` (every viewport has every container, in the same
/// order), and `indexes[v.position]` is `ViewportIndex(table.viewports[v.position])`. A generated
/// scene also stores `compact`, the same table in flat arrays, whose first strings are the anchors'
/// ids in `Anchor` order (string `a.position` is anchor `a`'s id): the typed lookups, stops and
/// target selection read it, so a first lookup decodes neither `table` nor `indexes` nor the
/// anchors' names.
public protocol SnaplineScene {
    /// The viewports the scene is laid out for, in scene order.
    associatedtype Viewport: SceneCase
    /// The scroll containers, in document order.
    associatedtype Container: SceneCase
    /// Every id inside a scroll container, in document order.
    associatedtype Anchor: SceneCase
    /// The unit points and labels the anchors' targets are precomputed for.
    associatedtype AnchorPoint: RawRepresentable<String>

    /// Every viewport, container, anchor and stop of the scene.
    static var table: SnaplineTable { get }
    /// Hash lookups by id, one per viewport in `table.viewports` order (stored, built on first use).
    static var indexes: [ViewportIndex] { get }
    /// The table in flat arrays (see above), or nil (the default) to look up in `indexes`.
    static var compact: CompactTable? { get }
    /// The scene itself, which `layout(for:)` lays out for any description; nil (the default) for
    /// a file generated without it.
    static var layouts: SceneLayouts? { get }
}

extension SnaplineScene {
    public static var compact: CompactTable? { nil }

    /// `container` in `viewport` without its anchors: what stops and target selection read.
    static func containerWithoutAnchors(_ container: Container, in viewport: Viewport) -> TableContainer {
        compact?.container(container.position, inViewport: viewport.position, withAnchors: false)
            ?? self.container(container, in: viewport)
    }
}

extension SnaplineScene {
    /// The table of `viewport`.
    public static func viewport(_ viewport: Viewport) -> TableViewport {
        table.viewports[viewport.position]
    }

    /// `container` in `viewport`: its offset range, behavior, stops and anchors.
    public static func container(_ container: Container, in viewport: Viewport) -> TableContainer {
        table.viewports[viewport.position].containers[container.position]
    }

    /// The snap or paging stops of `container` in `viewport`, ascending (empty without snapping).
    public static func stops(of container: Container, in viewport: Viewport) -> [Double] {
        containerWithoutAnchors(container, in: viewport).stops
    }

    /// The target selection of `container` in `viewport` (paging, view-aligned limits, or none):
    /// build it once per scroll view and ask it at the end of every gesture.
    public static func selector(for container: Container, in viewport: Viewport) -> ScrollTargetSelector {
        ScrollTargetSelector(containerWithoutAnchors(container, in: viewport))
    }

    /// Where a gesture on `container` in `viewport` that started at `original` and would come to
    /// rest at `proposed` settles (`velocity`: only its sign is used, when the two are equal).
    public static func settle(_ container: Container, in viewport: Viewport, original: Double, proposed: Double, velocity: Double = 0) -> Double {
        selector(for: container, in: viewport).target(original: original, proposed: proposed, velocity: velocity)
    }

    /// Hash lookups by id in `viewport`.
    public static func index(of viewport: Viewport) -> ViewportIndex {
        indexes[viewport.position]
    }

    /// The target that scrolls `id` to `point` in `viewport`, or nil when the anchor's targets do
    /// not include `point`.
    public static func target(of id: Anchor, anchor point: AnchorPoint, in viewport: Viewport) -> TableTarget? {
        index(of: viewport).target(of: id.rawValue, anchor: point.rawValue)
    }

    /// The offsets that scroll `id` to `point` in `viewport`, its own container first, then each
    /// enclosing one; nil when the anchor's targets do not include `point`.
    public static func offset(of id: Anchor, anchor point: AnchorPoint, in viewport: Viewport) -> TargetOffset? {
        if let compact { return compact.offset(ofString: id.position, anchor: point.rawValue, inViewport: viewport.position) }
        return index(of: viewport).offset(of: id.rawValue, anchor: point.rawValue)
    }
}
