/// The result of looking up a scroll target: the offset of the anchor's own container, and the full
/// chain out to the root. Apply the chain innermost first, as `scrollIntoView` does.
///
/// Invariant: `chain` is not empty and `innermost == chain[0]`.
public struct TargetOffset: Hashable, Sendable {
    /// The anchor's own (nearest enclosing) container's link.
    public let innermost: ChainLink
    /// Innermost container first, then each enclosing container.
    public let chain: [ChainLink]

    /// Nil for an empty chain, which a compiled table never has.
    public init?(chain: [ChainLink]) {
        guard let first = chain.first else { return nil }
        self.innermost = first
        self.chain = chain
    }

    /// The id of the anchor's own container.
    public var container: String { innermost.container }

    /// The clamped offset to scroll the anchor's own container to.
    public var offset: Double { innermost.offset }

    /// The clamped offset for container `id` in this chain, or nil when the chain does not pass
    /// through it. Linear in the chain's depth.
    public func offset(for id: String) -> Double? {
        chain.first { $0.container == id }?.offset
    }
}
