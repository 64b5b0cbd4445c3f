public import SnaplineLayout

/// A size, direction, safe area, keyboard and traits to lay a scene out for at run time
/// (`layout(for:)`): `ViewportDescription(width: 500, height: 900)`, or
/// `ViewportDescription(device: "iPhone 15", orientation: .landscape)`. Building one validates
/// nothing; laying it out does, and throws `LayoutFailure` for a size that is not finite or not
/// positive, an unknown device, or insets that leave no room.
public typealias ViewportDescription = SnaplineLayout.ViewportDescription

/// Why a scene could not be laid out for a description: the description is not valid, or the
/// layout fails there (a page length of 0 or less, lengths that overflow). The message names the
/// viewport, the node and the value, and where the node is written in the scene file.
public struct LayoutFailure: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// A generated scene's layouts at run time: the scene in its compact form (decoded on first use)
/// and the layouts of the last `capacity` descriptions asked for, each computed once.
///
/// Thread-safe: the cache and the decoded scene are read and written under one lock; a layout is
/// computed outside it (two threads asking for one new description at once may both compute it,
/// and get equal results). `@unchecked Sendable` because the lock (the engine's `Lock`), not the
/// type system, guards the mutable state.
public final class SceneLayouts: @unchecked Sendable {
    /// How many layouts are kept; the oldest is dropped first.
    public let capacity: Int
    private let text: String
    private let lock = Lock()
    /// Under `lock`, as are `cache`, `order` and `containersChecked`.
    private var scene: Result<Scene, LayoutFailure>?
    private var cache: [ViewportDescription: LaidOutViewport] = [:]
    private var order: [ViewportDescription] = []
    /// Whether the scene's containers were found to be the generated `Container` cases.
    private var containersChecked = false

    /// `packed`: the scene's compact text (generated). `capacity`: at least 1.
    public init(packed: String, capacity: Int = 16) {
        text = packed
        self.capacity = max(1, capacity)
    }

    /// The layout of `description`: from the cache, or computed (and kept) now.
    public func layout(for description: ViewportDescription) throws(LayoutFailure) -> LaidOutViewport {
        if let cached = lock.withLock({ cache[description] }) { return cached }
        let scene = try decodedScene()
        // Layout recurses through the nesting: a deep scene is laid out on a thread whose stack
        // holds every depth, whatever the caller's thread has.
        let made = try LargeStack.run(depth: scene.nestingDepth) { () -> Result<LaidOutViewport, LayoutFailure> in
            do throws(LayoutFailure) { return .success(try LaidOutViewport(description, of: scene)) } catch { return .failure(error) }
        }.get()
        lock.withLock {
            guard cache.updateValue(made, forKey: description) == nil else { return }
            order.append(description)
            if order.count > capacity { cache[order.removeFirst()] = nil }
        }
        return made
    }

    /// Throws unless the scroll containers of `laidOut` (every layout of the scene has the same)
    /// are `names`, the generated `Container` cases, in order: a compact scene edited by hand,
    /// or merged from another version of the file, is refused here rather than trapping in a
    /// lookup by case. Checked on the first layout only.
    public func checkContainers(of laidOut: LaidOutViewport, against names: CaseNames) throws(LayoutFailure) {
        if lock.withLock({ containersChecked }) { return }
        let ids = laidOut.viewport.containers.map(\.id)
        guard ids == names.names else {
            let first = (0 ..< min(ids.count, names.count)).first { ids[$0] != names.names[$0] } ?? min(ids.count, names.count)
            let found = first < ids.count ? "`\(ids[first])`" : "none"
            let expected = first < names.count ? "`\(names.names[first])`" : "none"
            throw LayoutFailure("the generated scene does not match the file's `Container` cases (\(ids.count) scroll containers for \(names.count) cases; container \(first + 1) is \(found), the case says \(expected)): the file was edited or merged by hand; generate it again")
        }
        lock.withLock { containersChecked = true }
    }

    /// The scene the compact text holds, read once.
    func decodedScene() throws(LayoutFailure) -> Scene {
        let known = lock.withLock { scene }
        let result = known ?? {
            do throws(CompactSceneReader.Problem) {
                return .success(try CompactSceneReader.scene(text))
            } catch {
                return .failure(LayoutFailure("the generated scene cannot be read (\(error.message)); generate the file again"))
            }
        }()
        if known == nil { lock.withLock { scene = result } }
        return try result.get()
    }
}

/// One description's layout: the runtime table of that viewport (what the typed lookups read, as
/// for a compiled viewport) and what its JSON is written from.
public final class LaidOutViewport: Sendable {
    /// The viewport's table: containers with their stops, anchors with their targets.
    public let viewport: TableViewport
    /// Hash lookups by id in `viewport`.
    public let index: ViewportIndex
    /// The description's declared traits that no `when` selector of the scene uses (in their
    /// order): they changed nothing in this layout. An app can read or assert on it; the layout
    /// does not refuse them, since an app passes its traits generically.
    public let unmatchedTraits: [String]
    /// The engine's layout it was made from.
    package let laid: LiveLayout.Laid

    /// Lays `scene` (as decoded: no viewports of its own) out for `description`, with the
    /// compiler's own stages, one after the other on this thread.
    convenience init(_ description: ViewportDescription, of scene: Scene) throws(LayoutFailure) {
        let viewport: Viewport
        do throws(ViewportDescription.Problem) {
            viewport = try description.viewport(location: scene.nameLocation)
        } catch {
            throw LayoutFailure("viewport `\(description.resolvedName)`: \(error.message)")
        }
        let laid: LiveLayout.Laid
        do throws(LiveLayoutError) {
            laid = try LiveLayout.Laid(scene, viewport: viewport, origins: NodeOrigins())
        } catch {
            throw LayoutFailure(error.message)
        }
        self.init(laid, unmatchedTraits: scene.traitsNoSelectorUses(description.traits))
    }

    /// A layout the engine made (a layout with content, after each update).
    init(_ laid: LiveLayout.Laid, unmatchedTraits: [String]) {
        self.laid = laid
        viewport = EngineTable.viewport(of: laid.table, scene: laid.scene)
        index = ViewportIndex(viewport)
        self.unmatchedTraits = unmatchedTraits
    }

    /// The viewport as the JSON table writes it (its object at indentation 0, with a newline at
    /// the end): for a viewport the scene lists, the compiled table's bytes for it.
    public var json: String { laid.json }
}
