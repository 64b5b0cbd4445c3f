/// One of a generated scene's case enums (`Viewport`, `Container`, `Anchor`): a case per name in
/// the scene, in document order (scene order for viewports), whose raw value is the name.
///
/// A conformer stores its order once, `static let positions = CasePositions(allCases)`, and gets
/// `position`, `next` and `previous` from it in O(1) (one hash lookup).
public protocol SceneCase: RawRepresentable<String>, CaseIterable, Hashable, Sendable {
    /// The cases in document order (the order of `allCases`) and the position of each.
    static var positions: CasePositions<Self> { get }
}

extension SceneCase {
    /// The index of this case in `allCases`: for a viewport, in `table.viewports`; for a
    /// container, in every viewport's `containers`.
    public var position: Int {
        Self.positions.position(of: self) ?? 0
    }

    /// The case after this one in document order; the last wraps around to the first (an
    /// auto-reveal loop: `current = current.next` on every tick).
    public var next: Self {
        Self.positions.after(self)
    }

    /// The case before this one in document order; the first wraps around to the last.
    public var previous: Self {
        Self.positions.before(self)
    }
}
