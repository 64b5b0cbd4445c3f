/// One of a generated scene's case enums (`Viewport`, `Container`, `Anchor`): a case per name in
/// the scene, in document order (scene order for viewports), whose raw value is the name.
///
/// A conformer is an enum without a raw type or payloads that stores its names once
/// (`static let names = CaseNames(packed: ...)`) and spells its Equatable, Hashable and CaseIterable
/// members as one-line calls to the defaults here (`caseEquals`, `hashPosition`, `casesInOrder`).
/// Everything reads the case's position from the enum's tag: a no-payload enum stores the index of
/// its case in declaration order, in the smallest unsigned integer that holds it. So nothing in a
/// generated file grows with the number of cases except the case declarations and the names'
/// string literal; the members the compiler would otherwise synthesize (a `switch` over every case
/// for `rawValue`, `init?(rawValue:)`, `==` and `hash(into:)`, and an `allCases` array literal) cost
/// about a minute of `-O` compilation per 10 000 cases.
public protocol SceneCase: RawRepresentable<String>, CaseIterable, Hashable, Sendable where AllCases == [Self] {
    /// The names of the cases, in case order (their raw values).
    static var names: CaseNames { get }
}

extension SceneCase {
    /// The index of this case in `allCases`: for a viewport, in `table.viewports`; for a
    /// container, in every viewport's `containers`.
    @inlinable public var position: Int {
        withUnsafeBytes(of: self) { tag in
            switch tag.count {
            case 0: 0  // a lone case
            case 1: Int(tag[0])
            case 2: Int(tag.loadUnaligned(as: UInt16.self))
            default: Int(tag.loadUnaligned(as: UInt32.self))
            }
        }
    }

    /// The case at `position` (in `0 ..< names.count`), rebuilt from its tag.
    @inlinable static func unsafeCase(at position: Int) -> Self {
        switch MemoryLayout<Self>.size {
        case 0: unsafeBitCast((), to: Self.self)
        case 1: unsafeBitCast(UInt8(truncatingIfNeeded: position), to: Self.self)
        case 2: unsafeBitCast(UInt16(truncatingIfNeeded: position), to: Self.self)
        default: unsafeBitCast(UInt32(truncatingIfNeeded: position), to: Self.self)
        }
    }

    /// The case's name: the id (or viewport name) it was generated for.
    public var rawValue: String {
        Self.names.names[position]
    }

    /// The case named `rawValue`, or nil when the scene has no such name.
    public init?(rawValue: String) {
        guard let position = Self.names.position(of: rawValue) else { return nil }
        self = Self.unsafeCase(at: position)
    }

    /// Every case in order, for a conformer's `allCases`.
    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    public static func casesInOrder() -> [Self] {
        (0 ..< names.count).map(unsafeCase(at:))
    }

    /// Whether two cases are the same, for a conformer's `==`.
    @inlinable public static func caseEquals(_ a: Self, _ b: Self) -> Bool {
        a.position == b.position
    }

    /// Feeds the case's position to `hasher`, for a conformer's `hash(into:)`.
    @inlinable public func hashPosition(into hasher: inout Hasher) {
        hasher.combine(position)
    }

    /// The case after this one in document order; the last wraps around to the first (an
    /// auto-reveal loop: `current = current.next` on every tick).
    public var next: Self {
        Self.unsafeCase(at: (position + 1) % Self.names.count)
    }

    /// The case before this one in document order; the first wraps around to the last.
    public var previous: Self {
        let count = Self.names.count
        return Self.unsafeCase(at: (position + count - 1) % count)
    }
}
