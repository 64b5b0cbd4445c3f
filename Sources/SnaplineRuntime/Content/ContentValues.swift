public import SnaplineLayout

/// A scene's content as the layout engine reads it: one `Instance` per instance of a scope, its
/// values in the order of the scope's names. The generated `Content` converts to and from it.
public typealias SceneContent = SnaplineLayout.SceneContent

extension SceneContent.Instance {
    /// The instances of the data repeat at `index` of the scope's names (none when the value there
    /// is not a data repeat's, or there is no value).
    public func instances(at index: Int) -> [SceneContent.Instance] {
        guard index >= 0, index < values.count, case .instances(let list) = values[index] else { return [] }
        return list
    }

    /// The data length at `index` of the scope's names (nil: not known, or not a length).
    public func length(at index: Int) -> Double? {
        guard index >= 0, index < values.count, case .length(let value) = values[index] else { return nil }
        return value
    }
}

/// The checks on a typed content's values, for the generated `sceneContent(of:)`: what a content
/// file's reader refuses (a negative count, a negative or non-finite length) is refused here too,
/// as a thrown error that names the data, never a trap.
public enum ContentValues {
    /// A count cannot make more instances than the scene's node limit allows, so a larger one is
    /// refused before anything is built.
    public static let maximumCount = SceneLayouts.maximumNodes

    /// A data repeat's value from a count (a scope without names).
    public static func count(_ count: Int, of name: String) throws(LayoutFailure) -> SceneContent.Value {
        guard count >= 0 else { throw LayoutFailure("the data repeat `\(name)` has the count \(count); expected 0 or more") }
        guard count <= maximumCount else { throw LayoutFailure("the data repeat `\(name)` has the count \(count); expected at most \(maximumCount) (the node limit)") }
        return .instances(Array(repeating: SceneContent.Instance(values: []), count: count))
    }

    /// A data repeat's value from its instances.
    public static func instances(_ instances: [SceneContent.Instance]) -> SceneContent.Value {
        .instances(instances)
    }

    /// A data length's value: nil (not known: the preview), or a finite number >= 0.
    public static func length(_ length: Double?, of name: String) throws(LayoutFailure) -> SceneContent.Value {
        do throws(LiveLayoutError) {
            try ContentShape.check(length, of: name)
        } catch {
            throw LayoutFailure(error.message)
        }
        return .length(length)
    }

    /// A count for the generated `Content` from the content's instances (a scope without names).
    public static func count(of instances: [SceneContent.Instance]) -> Int { instances.count }
}
