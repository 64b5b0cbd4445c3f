/// An index into an array, or none: four bytes where an `Int32?` takes eight in an array, so the
/// per-node links (`parent`, `firstChild`, `nextSibling`, `anchors`) stay small.
///
/// Read it with `index` (nil for none); never compare the raw value with -1.
public struct IndexLink: Hashable, Sendable, CustomStringConvertible {
    private var raw: Int32

    /// No index.
    public static let none = IndexLink(raw: -1)

    private init(raw: Int32) { self.raw = raw }

    /// An index; the node cap keeps every scene index far below `Int32.max`.
    public init(_ index: Int) {
        raw = Int32(clamping: index)
    }

    /// The index, or nil for none.
    @inline(__always) public var index: Int? { raw >= 0 ? Int(raw) : nil }

    public var isNone: Bool { raw < 0 }

    public var description: String { index.map(String.init) ?? "none" }
}
