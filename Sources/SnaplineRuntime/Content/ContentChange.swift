public import SnaplineLayout

/// A name of the content at one instance of its scope, as the engine addresses it.
public typealias ContentAddress = SnaplineLayout.ContentAddress
/// An anchor found at an offset: its `id` and its placeholders' `indices`, outermost first.
public typealias AnchorHit = SnaplineLayout.AnchorHit
/// One chain step's offset with its bounds (`lo`, and `hi`: nil when unbounded).
public typealias TargetBounds = SnaplineLayout.TargetBounds

/// A generated scene's data lengths, one case per data length with the indices of the data
/// repeats around it as labels (`.dishHeight(i: 2, dish: 5)`).
public protocol SceneLength: Hashable, Sendable {
    var address: ContentAddress { get }
}

/// A generated scene's data repeats, one case per data repeat with the indices of the data
/// repeats around it as labels (`.dishes(i: 2)`).
public protocol SceneRepeat: Hashable, Sendable {
    var address: ContentAddress { get }
}

/// A generated scene's families by name, without indices (`.dish`): what the anchor at an
/// offset is looked for among.
public protocol SceneFamilyName: Hashable, Sendable {
    /// The template the family stands for.
    var template: Int { get }
}

/// One change to a layout's content (`ContentLayout.update(_:keeping:at:)`):
///
/// ```swift
/// try layout.update(.measure(.bubbleHeight(i: 13), 140), keeping: .thread, at: offset)
/// try layout.update(.insert(3, at: 0, in: .messages), keeping: .thread, at: offset)
/// try layout.update(.remove(2, at: 4, in: .messages), keeping: .thread, at: offset)
/// ```
///
/// A change that is not valid (a negative count, a length that is negative or not finite) is
/// refused when it is applied, with what was wrong.
public struct ContentChange<Scene: SnaplineContentScene>: Sendable {
    enum Pending: Sendable {
        case update(ContentUpdate)
        /// `count` instances with their scope's previews (not known lengths).
        case previews(count: Int, at: Int, in: ContentAddress)
        case failed(LayoutFailure)
    }

    let pending: Pending

    init(_ pending: Pending) { self.pending = pending }

    /// A data length measured (a finite number >= 0), or set back to not known (nil).
    public static func measure(_ length: Scene.Length, _ value: Double?) -> Self {
        Self(.update(.measure(length.address, value)))
    }

    /// `count` instances inserted before the instance at `index` (its count: at the end), their
    /// lengths not known and their own data repeats at their previews.
    public static func insert(_ count: Int, at index: Int, in repeat: Scene.Repeat) -> Self {
        guard count >= 0, count <= ContentValues.maximumCount else {
            return Self(.failed(LayoutFailure("cannot insert \(count) instances; expected 0 ... \(ContentValues.maximumCount)")))
        }
        return Self(.previews(count: count, at: index, in: `repeat`.address))
    }

    /// Instances given as the engine's values inserted before the instance at `index` (the
    /// generated `insert(_:at:in:)` of a repeat's elements makes them).
    public static func insert(instances: Result<[SceneContent.Instance], LayoutFailure>, at index: Int, in repeat: Scene.Repeat) -> Self {
        switch instances {
        case .success(let list): Self(.update(.insert(list, at: index, in: `repeat`.address)))
        case .failure(let failure): Self(.failed(failure))
        }
    }

    /// `count` instances removed from the instance at `index`.
    public static func remove(_ count: Int, at index: Int, in repeat: Scene.Repeat) -> Self {
        Self(.update(.remove(count, at: index, in: `repeat`.address)))
    }

    /// The whole content replaced; instances keep their identity by position.
    public static func replace(_ content: Scene.Content) -> Self {
        do throws(LayoutFailure) {
            return Self(.update(.replace(try Scene.sceneContent(of: content))))
        } catch {
            return Self(.failed(error))
        }
    }

    /// The engine's update, for a scene of `shape`.
    func update(shape: ContentShape) throws(LayoutFailure) -> ContentUpdate {
        switch pending {
        case .update(let update): return update
        case .failed(let failure): throw failure
        case .previews(let count, let at, let address):
            guard address.scope >= 0, address.scope < shape.scopes.count, address.name >= 0, address.name < shape.scopes[address.scope].names.count,
                  case .instances(let inner) = shape.scopes[address.scope].names[address.name].kind
            else { throw LayoutFailure("the scene has no data repeat at scope \(address.scope), name \(address.name)") }
            let one = SceneContent.previewInstance(of: inner, in: shape)
            return .insert(Array(repeating: one, count: count), at: at, in: address)
        }
    }
}
