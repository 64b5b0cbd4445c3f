public import SnaplineLayout

extension SceneLayouts {
    /// The scene the most nodes a content may expand it to (the compiler's default `--max-nodes`).
    public static let maximumNodes = 1_000_000

    /// `description` laid out with `content`: the scene expanded again for it (the compiler's
    /// `Scene.applying`), then laid out as `layout(for:)` does. Not cached: the content is the
    /// caller's value, and so is the layout. Throws for a scene without data, a content that makes
    /// too many nodes or repeats an id, and whatever `layout(for:)` throws.
    public func layout(for description: ViewportDescription, content: SceneContent) throws(LayoutFailure) -> (LaidOutViewport, SceneTemplates) {
        let scene = try decodedScene()
        guard let templates = scene.templates else { throw LayoutFailure("the scene `\(scene.name)` has no data; lay it out with layout(for:)") }
        // Expansion and layout recurse through the nesting (the templates' is the scene's): on a
        // thread whose stack holds every depth, as `layout(for:)` does.
        let result = LargeStack.run(depth: scene.nestingDepth) { () -> Result<Result<LaidOutViewport, LayoutFailure>, Scene.ContentProblems> in
            scene.applying(content, maximumNodes: Self.maximumNodes).map { expanded in
                do throws(LayoutFailure) { return .success(try LaidOutViewport(description, of: expanded)) } catch { return .failure(error) }
            }
        }
        switch result {
        case .success(let laidOut):
            return (try laidOut.get(), templates)
        case .failure(let problems):
            let first = problems.problems.first
            let at = first.map { " (the scene's line \($0.location.line), column \($0.location.column))" } ?? ""
            throw LayoutFailure("content: \(first?.message ?? "the scene cannot be expanded for it")\(at)")
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
    /// The layout the lookups read.
    public let laidOut: LaidOutViewport
    /// The scene's templates and the content, for the families' ids.
    let templates: SceneTemplates
    let content: SceneContent

    init(laidOut: LaidOutViewport, templates: SceneTemplates, content: SceneContent) {
        self.laidOut = laidOut
        self.templates = templates
        self.content = content
    }

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
}

/// A generated scene with data: its `Content` (the app's counts and lengths, as a value type) and
/// its `Family` cases (the ids the content decides). The generated file gives the conversion of a
/// `Content` to the engine's `SceneContent` and back; the layout is defined here once.
public protocol SnaplineContentScene: SnaplineScene {
    associatedtype Content: Sendable
    associatedtype Family: SceneFamily

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
        let (laidOut, templates) = try layouts.layout(for: description, content: value)
        return ContentLayout(laidOut: laidOut, templates: templates, content: value)
    }

    /// The content that gives every data its preview (the compiled table's screen).
    public static func previewContent() throws(LayoutFailure) -> Content {
        guard let layouts else { throw LayoutFailure("this file was generated without its scene; generate it again") }
        return content(from: try layouts.decodedScene().previewContent)
    }
}
