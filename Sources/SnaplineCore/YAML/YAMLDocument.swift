/// A parsed YAML document as a flat tape of nodes in document (pre-order) order.
///
/// No generic tree of heap objects is built: a node is a small fixed-size record, and scalar text
/// lives in one shared byte arena, NUL-terminated so numbers can be parsed in place.
/// Invariants: `nodes[0]` is the document's root; a collection's children follow it directly, and
/// `nodes[i].next` is the index just past node i's subtree (a mapping's children alternate key, value).
public struct YAMLDocument: Sendable {
    /// The shape of a YAML node.
    public enum Kind: UInt8, Sendable {
        case scalar, mapping, sequence
    }

    /// How a scalar was written (plain or quoted), which decides whether it can be a number.
    public enum ScalarStyle: UInt8, Sendable {
        /// Unquoted: the only style in which `true`, numbers and `~`/`null` are not strings.
        case plain
        /// Single- or double-quoted, literal or folded: always a string.
        case quoted
    }

    /// One YAML node of the tape: its shape, position and where its children or bytes are.
    public struct Node: Sendable {
        public var kind: Kind
        public var style: ScalarStyle
        /// Where the node starts. (Where it ends is not kept: no diagnostic needs it, and without
        /// it a record is 24 bytes instead of 32, the tape being a large scene's biggest allocation.)
        public var start: SourceLocation
        /// Index just past this node's subtree in `nodes`.
        public var next: Int32
        /// For a scalar: its text in the arena. For a collection: the number of direct children
        /// (for a mapping, twice the number of pairs) in `textLength`.
        var textStart: UInt32
        var textLength: UInt32

        /// Number of direct children of a collection (0 for a scalar).
        public var childCount: Int { kind == .scalar ? 0 : Int(textLength) }
    }

    public internal(set) var nodes: [Node]
    /// Scalar bytes, each scalar followed by a NUL.
    var arena: [UInt8]

    init(nodes: [Node], arena: [UInt8]) {
        self.nodes = nodes
        self.arena = arena
    }

    public subscript(index: Int) -> Node { nodes[index] }

    /// The direct children of the collection at `index`, as node indices.
    public func children(of index: Int) -> ChildIndices {
        ChildIndices(document: self, first: index + 1, end: Int(nodes[index].next))
    }

    /// The children of a collection node, as tape indices.
    public struct ChildIndices: Sequence {
        let document: YAMLDocument
        let first: Int
        let end: Int

        public func makeIterator() -> Iterator { Iterator(nodes: document.nodes, current: first, end: end) }

        /// Walks the children, skipping each one's subtree.
        public struct Iterator: IteratorProtocol {
            let nodes: [Node]
            var current: Int
            let end: Int
            public mutating func next() -> Int? {
                guard current < end else { return nil }
                defer { current = Int(nodes[current].next) }
                return current
            }
        }
    }

    /// Calls `body(key, value)` for each pair of the mapping at `index`.
    @inline(__always)
    public func forEachPair(of index: Int, _ body: (_ key: Int, _ value: Int) throws -> Void) rethrows {
        var i = index + 1
        let end = Int(nodes[index].next)
        while i < end {
            let key = i
            let value = Int(nodes[key].next)
            try body(key, value)
            i = Int(nodes[value].next)
        }
    }

    /// The scalar's text as a String (allocates; use for text that is kept).
    public func string(_ index: Int) -> String {
        let node = nodes[index]
        guard node.kind == .scalar else { return "" }
        return arena.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[Int(node.textStart) ..< Int(node.textStart + node.textLength)]), as: UTF8.self)
        }
    }

    /// Calls `body` with the scalar's bytes (NUL-terminated just past the end), without allocating.
    @inline(__always)
    public func withScalarBytes<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let node = nodes[index]
        return try arena.withUnsafeBufferPointer { buffer in
            try body(UnsafeBufferPointer(rebasing: buffer[Int(node.textStart) ..< Int(node.textStart + node.textLength)]))
        }
    }

    /// True when the node is a scalar whose text is exactly `text`.
    public func scalar(_ index: Int, equals text: StaticString) -> Bool {
        guard nodes[index].kind == .scalar else { return false }
        return withScalarBytes(index) { bytes in
            guard bytes.count == text.utf8CodeUnitCount else { return false }
            guard let base = bytes.baseAddress, bytes.count > 0 else { return true }
            return memcmp(base, text.utf8Start, bytes.count) == 0
        }
    }

    /// True when the plain scalar is a YAML null (`~`, `null`, `Null`, `NULL`, or nothing).
    public func isNull(_ index: Int) -> Bool {
        let node = nodes[index]
        guard node.kind == .scalar, node.style == .plain else { return false }
        if node.textLength == 0 { return true }
        return scalar(index, equals: "~") || scalar(index, equals: "null") || scalar(index, equals: "Null")
            || scalar(index, equals: "NULL")
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
