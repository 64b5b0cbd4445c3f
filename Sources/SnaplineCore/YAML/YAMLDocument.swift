/// A parsed YAML document as a flat tape of nodes in document (pre-order) order.
///
/// No generic tree of heap objects is built: a node is a small fixed-size record, and scalar text
/// lives in one shared byte arena, NUL-terminated so numbers can be parsed in place.
/// Invariants: `nodes[0]` is the document's root; a collection's children follow it directly, and
/// `next(i)` is the index just past node i's subtree (a mapping's children alternate key, value).
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
    ///
    /// 16 bytes: the kind and style live in the top bits of the line and column, which a file
    /// under 2 GiB never reaches. (Where a node ends is not kept: no diagnostic needs it. The
    /// tape is a large scene's biggest allocation: 1.3 million records for a 10 MB file.)
    public struct Node: Sendable {
        /// Bit 31: a collection. Bits 0-30: the start line.
        private var lineBits: UInt32
        /// Bit 31: a mapping (for a collection) or a quoted scalar. Bits 0-30: the start column.
        private var columnBits: UInt32
        /// For a collection: the index just past its subtree. For a scalar: where its text starts
        /// in the arena (its subtree ends at the next index).
        private var word: UInt32
        /// For a collection: its number of direct children (for a mapping, twice the number of
        /// pairs). For a scalar: the length of its text.
        private var count: UInt32

        private static let flag: UInt32 = 1 << 31

        /// A scalar whose text is `arena[textStart ..< textStart + textLength]`.
        init(scalar style: ScalarStyle, start: SourceLocation, textStart: UInt32, textLength: UInt32) {
            lineBits = UInt32(clamping: start.line) & ~Self.flag
            columnBits = UInt32(clamping: start.column) & ~Self.flag | (style == .quoted ? Self.flag : 0)
            word = textStart
            count = textLength
        }

        /// A collection, open: its end and child count are set when it closes.
        init(collection kind: Kind, start: SourceLocation) {
            lineBits = UInt32(clamping: start.line) & ~Self.flag | Self.flag
            columnBits = UInt32(clamping: start.column) & ~Self.flag | (kind == .mapping ? Self.flag : 0)
            word = 0
            count = 0
        }

        public var kind: Kind {
            lineBits & Self.flag == 0 ? .scalar : columnBits & Self.flag != 0 ? .mapping : .sequence
        }

        /// How a scalar was written (`.plain` for a collection).
        public var style: ScalarStyle {
            lineBits & Self.flag == 0 && columnBits & Self.flag != 0 ? .quoted : .plain
        }

        /// Where the node starts.
        public var start: SourceLocation {
            SourceLocation(line: Int(lineBits & ~Self.flag), column: Int(columnBits & ~Self.flag))
        }

        /// Index just past this node's subtree in `nodes` (for a scalar, `index + 1`).
        func next(at index: Int) -> Int { lineBits & Self.flag == 0 ? index + 1 : Int(word) }

        /// Number of direct children of a collection (0 for a scalar).
        public var childCount: Int { lineBits & Self.flag == 0 ? 0 : Int(count) }

        /// A scalar's text in the arena.
        var textStart: Int { Int(word) }
        var textLength: Int { Int(count) }

        /// Closes a collection: its subtree ends just before `end`, and it has `children` direct children.
        mutating func close(end: Int, children: UInt32) {
            word = UInt32(end)
            count = children
        }
    }

    public internal(set) var nodes: [Node]
    /// Scalar bytes, each scalar followed by a NUL.
    var arena: [UInt8]

    init(nodes: [Node], arena: [UInt8]) {
        self.nodes = nodes
        self.arena = arena
    }

    public subscript(index: Int) -> Node { nodes[index] }

    /// The index just past node `index`'s subtree.
    @inline(__always) public func next(_ index: Int) -> Int { nodes[index].next(at: index) }

    /// The direct children of the collection at `index`, as node indices.
    public func children(of index: Int) -> ChildIndices {
        ChildIndices(document: self, first: index + 1, end: next(index))
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
                defer { current = nodes[current].next(at: current) }
                return current
            }
        }
    }

    /// Calls `body(key, value)` for each pair of the mapping at `index`.
    @inline(__always)
    public func forEachPair(of index: Int, _ body: (_ key: Int, _ value: Int) throws -> Void) rethrows {
        var i = index + 1
        let end = next(index)
        while i < end {
            let key = i
            let value = next(key)
            try body(key, value)
            i = next(value)
        }
    }

    /// The scalar's text as a String (allocates; use for text that is kept).
    public func string(_ index: Int) -> String {
        let node = nodes[index]
        guard node.kind == .scalar else { return "" }
        return arena.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[node.textStart ..< node.textStart + node.textLength]), as: UTF8.self)
        }
    }

    /// Calls `body` with the scalar's bytes (NUL-terminated just past the end), without allocating.
    @inline(__always)
    public func withScalarBytes<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let node = nodes[index]
        return try arena.withUnsafeBufferPointer { buffer in
            try body(UnsafeBufferPointer(rebasing: buffer[node.textStart ..< node.textStart + node.textLength]))
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
