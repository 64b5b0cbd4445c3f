/// The keys of one node mapping by property (indexed by `PropertyKey.rawValue`): each key's
/// YAML node, or -1 when it is absent (or not allowed).
///
/// A value of fixed size, so classifying a node's keys allocates nothing (it was an `[Int]`,
/// one array per node).
struct PropertySlots {
    private var nodes = SIMD32<Int>(repeating: -1)

    /// How many properties fit: more than `PropertyKey` has (`PropertySlotsTests`).
    static let capacity = SIMD32<Int>.scalarCount

    subscript(_ property: Int) -> Int {
        get { nodes[property] }
        set { nodes[property] = newValue }
    }
}
