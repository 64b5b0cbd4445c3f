public import SnaplineLayout

extension SceneLayouts {
    /// The most nodes a content may expand the scene to at run time: 4 000 000, four times the
    /// compiler's default `--max-nodes`, so that a list of 2 000 000 rows can be laid out (each
    /// row a node, with room for what is around it). A layout holds about 200 bytes a node.
    public static let maximumNodes = 4_000_000

    /// `description` laid out with `content`: the scene expanded again for it (the compiler's
    /// expansion), then laid out as `layout(for:)` does, as a layout that can be updated. Not
    /// cached: the content is the caller's value, and so is the layout. Throws for a scene
    /// without data, a content that makes too many nodes or repeats an id, and whatever
    /// `layout(for:)` throws.
    public func liveLayout(for description: ViewportDescription, content: SceneContent) throws(LayoutFailure) -> LiveLayout {
        let scene = try decodedScene()
        do throws(LiveLayoutError) {
            return try LiveLayout(scene, description: description, content: content, maximumNodes: Self.maximumNodes)
        } catch {
            throw LayoutFailure(error.message)
        }
    }
}

/// A generated scene laid out at run time for one description and one content
/// (`StoreMenu.layout(for:content:)`): the lookups of `SceneLayout`, with the ids the content
/// decides looked up as families, and the ids outside every data repeat by their `Anchor` and
/// `Container` cases, as before:
///
/// ```swift
/// let layout = try StoreMenu.layout(for: ViewportDescription(width: 393, height: 852), content: content)
/// layout.offset(of: .dish(i: 2, dish: 5), anchor: .top)   // nil past the content's count
/// layout.offset(of: .categories, anchor: .top)
/// ```
///
/// A case of `Anchor` names an id of the preview: it is looked up by its id, so it is nil where
/// the content has no such id.
public struct ContentLayout<Scene: SnaplineContentScene>: Sendable {
    /// The layout the lookups read (laid out again by each update).
    public private(set) var laidOut: LaidOutViewport
    /// The engine's layout, which updates change.
    public private(set) var live: LiveLayout
    /// The description's traits that no `when` selector uses.
    let unmatchedTraits: [String]

    init(live: LiveLayout, unmatchedTraits: [String]) {
        self.live = live
        self.unmatchedTraits = unmatchedTraits
        laidOut = LaidOutViewport(live.current, unmatchedTraits: unmatchedTraits)
    }

    var templates: SceneTemplates { live.scene.templates ?? SceneTemplates(templates: [], shape: ContentShape()) }
    var content: SceneContent { live.content }

    /// The content laid out now, as the scene's typed value.
    public var typedContent: Scene.Content { Scene.content(from: live.content) }

    /// The viewport's table: containers with their stops, anchors with their targets.
    public var viewport: TableViewport { laidOut.viewport }

    /// The viewport as the JSON table writes it (at indentation 0, with a newline at the end): the
    /// bytes `compile --content` writes for that viewport and content.
    public var json: String { laidOut.json }

    /// The id of a family's member, or nil when the content has no such member.
    public func id(of member: Scene.Family) -> String? {
        member.member.id(in: templates, content: content)
    }

    /// `container`: its offset range, behavior, stops and anchors; nil when the content has none
    /// of that id.
    public func container(_ container: Scene.Container) -> TableContainer? {
        laidOut.index.container(id: container.rawValue)
    }

    /// A container inside a data repeat; nil past the content's count.
    public func container(_ member: Scene.Family) -> TableContainer? {
        id(of: member).flatMap { laidOut.index.container(id: $0) }
    }

    /// The snap or paging stops of `container`, ascending (empty without snapping, or without it).
    public func stops(of container: Scene.Container) -> [Double] {
        self.container(container)?.stops ?? []
    }

    /// The target selection of `container`: build it once per scroll view.
    public func selector(for container: Scene.Container) -> ScrollTargetSelector? {
        self.container(container).map(ScrollTargetSelector.init)
    }

    /// Where a gesture on `container` that started at `original` and would come to rest at
    /// `proposed` settles (`velocity`: only its sign is used, when the two are equal).
    public func settle(_ container: Scene.Container, original: Double, proposed: Double, velocity: Double = 0) -> Double? {
        selector(for: container)?.target(original: original, proposed: proposed, velocity: velocity)
    }

    /// The target that scrolls `id` to `point`, or nil (no such id, or no such point).
    public func target(of id: Scene.Anchor, anchor point: Scene.AnchorPoint) -> TableTarget? {
        laidOut.index.target(of: id.rawValue, anchor: point.rawValue)
    }

    /// The target of a family's member; nil past the content's count.
    public func target(of member: Scene.Family, anchor point: Scene.AnchorPoint) -> TableTarget? {
        id(of: member).flatMap { laidOut.index.target(of: $0, anchor: point.rawValue) }
    }

    /// The offsets that scroll `id` to `point`, its own container first, then each enclosing one.
    public func offset(of id: Scene.Anchor, anchor point: Scene.AnchorPoint) -> TargetOffset? {
        laidOut.index.offset(of: id.rawValue, anchor: point.rawValue)
    }

    /// The offsets that scroll a family's member to `point`; nil past the content's count.
    public func offset(of member: Scene.Family, anchor point: Scene.AnchorPoint) -> TargetOffset? {
        id(of: member).flatMap { laidOut.index.offset(of: $0, anchor: point.rawValue) }
    }

    // MARK: Content that changes

    /// Applies `change`, and returns the offset of `container` that keeps what the user was
    /// looking at where it was on screen: `offset` is the container's offset before the change
    /// (physical, as the table's), the result its offset after. What stays is what was under the
    /// point of the band at the container's `initialAnchor` (its top by default; at the end of
    /// a container anchored at its bottom, such as a chat at its newest message, it stays at the
    /// end). Throws, and changes nothing, for a change that is not valid (an index past a count,
    /// a negative or non-finite length), a container the layout has not, or an offset outside
    /// [0, M].
    @discardableResult
    public mutating func update(_ change: ContentChange<Scene>, keeping container: Scene.Container, at offset: Double) throws(LayoutFailure) -> Double {
        try update(change, keepingID: container.rawValue, at: offset)
    }

    /// `update(_:keeping:at:)` for a container inside a data repeat.
    @discardableResult
    public mutating func update(_ change: ContentChange<Scene>, keeping member: Scene.Family, at offset: Double) throws(LayoutFailure) -> Double {
        guard let id = id(of: member) else { throw LayoutFailure("the content has no container \(member)") }
        return try update(change, keepingID: id, at: offset)
    }

    /// Applies `change` (no container kept: for a screen that is not on).
    public mutating func update(_ change: ContentChange<Scene>) throws(LayoutFailure) {
        try apply(change) { (live: inout LiveLayout, update: ContentUpdate) throws(LiveLayoutError) in try live.update(update) }
    }

    private mutating func update(_ change: ContentChange<Scene>, keepingID id: String, at offset: Double) throws(LayoutFailure) -> Double {
        try apply(change) { (live: inout LiveLayout, update: ContentUpdate) throws(LiveLayoutError) in try live.update(update, keeping: id, at: offset) }
    }

    /// `change` applied by `body` to a copy of the engine's layout, which then replaces this one
    /// (so a change that throws leaves this layout as it was).
    private mutating func apply<T>(_ change: ContentChange<Scene>, _ body: (inout LiveLayout, ContentUpdate) throws(LiveLayoutError) -> T) throws(LayoutFailure) -> T {
        let update = try change.update(shape: templates.shape)
        var next = live
        let result: T
        do throws(LiveLayoutError) {
            result = try body(&next, update)
        } catch {
            throw LayoutFailure(error.message)
        }
        self = ContentLayout(live: next, unmatchedTraits: unmatchedTraits)
        return result
    }

    /// The member of `family` at `offset` of `container` (scroll spy): the one whose leading edge
    /// is the last at or before the band's point `unitPoint` (with half a point to spare), the
    /// first member when all start after it, nil when the container has none. With its indices:
    /// `section-{i}` at the menu's offset gives i, and a linked bar scrolls to `category-{i}`.
    public func anchor(at offset: Double, in container: Scene.Container, family: Scene.FamilyName, unitPoint: SnaplineLayout.UnitPoint = .zero) -> AnchorHit? {
        live.anchor(at: offset, in: container.rawValue, family: family.template, unitPoint: unitPoint)
    }

    /// The bounds of each chain step (innermost first) of the target that scrolls `member` to
    /// `point`: the offset now, and the offsets it can take once every estimated length is known
    /// (from their `min` and `max`); nil past the content's count.
    public func bounds(of member: Scene.Family, anchor point: Scene.AnchorPoint) -> [TargetBounds]? {
        id(of: member).flatMap { live.bounds(of: $0, target: point.rawValue) }
    }

    /// The bounds of the target that scrolls `id` to `point`, as for a family's member.
    public func bounds(of id: Scene.Anchor, anchor point: Scene.AnchorPoint) -> [TargetBounds]? {
        live.bounds(of: id.rawValue, target: point.rawValue)
    }
}

/// A generated scene with data: its `Content` (the app's counts and lengths, as a value type) and
/// its `Family` cases (the ids the content decides). The generated file gives the conversion of a
/// `Content` to the engine's `SceneContent` and back; the layout is defined here once.
public protocol SnaplineContentScene: SnaplineScene {
    associatedtype Content: Sendable
    associatedtype Family: SceneFamily
    /// The data lengths, which an update measures.
    associatedtype Length: SceneLength
    /// The data repeats, which an update inserts into and removes from.
    associatedtype Repeat: SceneRepeat
    /// The families by name, which the anchor at an offset is looked for among.
    associatedtype FamilyName: SceneFamilyName

    /// `content` as the engine reads it; throws for a negative count or a length that is negative
    /// or not finite.
    static func sceneContent(of content: Content) throws(LayoutFailure) -> SceneContent
    /// The typed content of `content` (a value the scene's shape does not have is left out).
    static func content(from content: SceneContent) -> Content
}

extension SnaplineContentScene {
    /// The scene laid out for `description` with `content`: every number is the one the compiler
    /// writes for the scene with the content's counts and lengths written in. Not cached. Throws,
    /// never traps, for a content that cannot be laid out, a description that is not valid, or a
    /// layout that fails there.
    public static func layout(for description: ViewportDescription, content: Content) throws(LayoutFailure) -> ContentLayout<Self> {
        guard let layouts else { throw LayoutFailure("this file was generated without its scene; generate it again") }
        let value = try sceneContent(of: content)
        let live = try layouts.liveLayout(for: description, content: value)
        return ContentLayout(live: live, unmatchedTraits: (try? layouts.decodedScene().traitsNoSelectorUses(description.traits)) ?? [])
    }

    /// The content that gives every data its preview (the compiled table's screen).
    public static func previewContent() throws(LayoutFailure) -> Content {
        guard let layouts else { throw LayoutFailure("this file was generated without its scene; generate it again") }
        return content(from: try layouts.decodedScene().previewContent)
    }
}
