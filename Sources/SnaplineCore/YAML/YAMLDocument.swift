/// A parsed YAML document as a flat tape of nodes in document (pre-order) order.
///
/// No generic tree of heap objects is built: a node is a small fixed-size record, and scalar text
/// lives in one shared byte arena, NUL-terminated so numbers can be parsed in place.
/// Invariants: `nodes[0]` is the document's root; a collection's children follow it directly, and
/// `next(i)` is the index just past node i's subtree (a mapping's children alternate key, value).
public struct YAMLDocument: @unchecked Sendable {
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

    /// The records and scalar bytes (held for their lifetime).
    let storage: TapeStorage
    /// Set while another thread is still reading the file into `storage`: then every accessor
    /// reads only what the reader has published, and waits for more when it needs it.
    let stream: TapeStream?
    /// The stream's view (nil when the tape is finished): the hot paths read it through this
    /// plain pointer, so a tape access never retains or releases anything.
    private let view: UnsafeMutablePointer<TapeView>?
    /// A finished tape's records, record count and bytes (it no longer changes).
    private let finishedNodes: UnsafeMutablePointer<Node>
    private let finishedCount: Int
    private let finishedArena: UnsafeMutablePointer<UInt8>

    init(storage: TapeStorage, stream: TapeStream? = nil) {
        self.storage = storage
        self.stream = stream
        view = stream?.view
        finishedNodes = storage.nodes
        finishedCount = stream == nil ? storage.nodeCount : 0
        finishedArena = storage.arena
    }

    /// A document with no nodes.
    static var empty: YAMLDocument { YAMLDocument(storage: .empty) }

    /// True when the document has no node (waits for the reader's first records when streaming).
    public var isEmpty: Bool {
        guard let stream else { return finishedCount == 0 }
        while stream.view.pointee.count == 0 && !stream.view.pointee.finished { stream.waitForMore() }
        return stream.view.pointee.count == 0
    }

    /// Number of records (of a finished tape: a document `YAMLReader.read` returned).
    public var count: Int { finishedCount }

    /// The record at `index`: its kind, style and start are final once published; a collection's
    /// end and child count are read through `next(_:)` and `childCount(_:)`, which wait for it to
    /// close.
    @inline(__always)
    public subscript(index: Int) -> Node {
        if let view {
            if index >= view.pointee.count { waitForRecord(index) }
            return view.pointee.nodes[index]
        }
        precondition(index >= 0 && index < finishedCount, "tape index out of range")
        return finishedNodes[index]
    }

    /// The index just past node `index`'s subtree.
    @inline(__always)
    public func next(_ index: Int) -> Int {
        let node = self[index]
        guard node.kind != .scalar, let view else { return node.next(at: index) }
        if view.pointee.isOpen(index) { waitForClose(index) }
        return view.pointee.nodes[index].next(at: index)
    }

    /// Number of direct children of the collection at `index` (0 for a scalar).
    public func childCount(_ index: Int) -> Int {
        let node = self[index]
        guard node.kind != .scalar, let view else { return node.childCount }
        if view.pointee.isOpen(index) { waitForClose(index) }
        return view.pointee.nodes[index].childCount
    }

    // The slow paths, kept out of line.
    @inline(never) private func waitForRecord(_ index: Int) { stream?.ensureAvailable(index) }
    @inline(never) private func waitForClose(_ index: Int) { stream?.ensureClosed(index) }
    @inline(never) private func waitForMore() { stream?.waitForMore() }

    /// Number of mappings in the document; only for a finished tape.
    var mappingCount: Int {
        var mappings = 0
        for i in 0 ..< finishedCount where finishedNodes[i].kind == .mapping { mappings += 1 }
        return mappings
    }

    /// The direct children of the collection at `index`, as node indices.
    public func children(of index: Int) -> ChildIndices {
        ChildIndices(document: self, collection: index)
    }

    /// The children of a collection node, as tape indices.
    public struct ChildIndices: Sequence {
        let document: YAMLDocument
        let collection: Int

        /// No children (for a value that is not a collection).
        static var none: ChildIndices { ChildIndices(document: .empty, collection: -1) }

        public func makeIterator() -> Iterator {
            guard collection >= 0 else { return Iterator(document: document, collection: collection, current: 0, end: 0, released: 0) }
            let end = document.view == nil ? document.next(collection) : -1
            return Iterator(document: document, collection: collection, current: collection + 1, end: end, released: collection + 1)
        }

        /// Walks the children, skipping each one's subtree. While the tape is being read, each
        /// child is returned once it is complete, and the walk ends when the collection closes.
        public struct Iterator: IteratorProtocol {
            let document: YAMLDocument
            let collection: Int
            var current: Int
            /// The collection's end, or -1 while it may still be open.
            var end: Int
            /// While the collection is being read: the children before this one are released.
            var released: Int

            public mutating func next() -> Int? {
                if end < 0, let view = document.view {
                    while true {
                        if !view.pointee.isOpen(collection) {
                            end = document.next(collection)
                            break
                        }
                        if current < view.pointee.count && !view.pointee.isOpen(current) {
                            // The children walked past are decoded: their memory can go.
                            if let stream = document.stream, current - released >= stream.tuning.releaseInterval {
                                stream.releaseDecoded(released ..< current)
                                released = current
                            }
                            break
                        }
                        document.waitForMore()
                    }
                }
                guard end < 0 || current < end else { return nil }
                defer { current = document.next(current) }
                return current
            }
        }
    }

    /// Calls `body(key, value)` for each pair of the mapping at `index`.
    ///
    /// While the tape is being read and the mapping is still open, a value that is a large open
    /// collection ends the walk (see `TapeStream`'s speculation).
    @inline(__always)
    public func forEachPair(of index: Int, _ body: (_ key: Int, _ value: Int) throws -> Void) rethrows {
        if let view, view.pointee.isOpen(index), let stream {
            try forEachPairStreaming(of: index, stream: stream, body)
            return
        }
        var i = index + 1
        let end = next(index)
        while i < end {
            let key = i
            let value = next(key)
            try body(key, value)
            i = next(value)
        }
    }

    private func forEachPairStreaming(of index: Int, stream: TapeStream, _ body: (_ key: Int, _ value: Int) throws -> Void) rethrows {
        var i = index + 1
        var pairs = 0
        while true {
            // The next key, or the end of the mapping.
            while stream.view.pointee.isOpen(index) && i >= stream.view.pointee.count { stream.waitForMore() }
            if !stream.view.pointee.isOpen(index) && i >= next(index) { return }
            let key = i
            let value = next(key)
            // A value that is a collection still open: wait while it is small.
            while stream.view.pointee.isOpen(index) && (value >= stream.view.pointee.count
                || (stream.view.pointee.isOpen(value) && stream.view.pointee.count - value < stream.tuning.speculationDistance)) {
                stream.waitForMore()
            }
            pairs += 1
            if value < stream.view.pointee.count && stream.view.pointee.isOpen(value) && stream.view.pointee.isOpen(index) {
                stream.assume(mapping: index, pairs: pairs)
                try body(key, value)
                return
            }
            try body(key, value)
            i = next(value)
        }
    }

    /// The scalar bytes' base address (the decoder's copy while streaming).
    @inline(__always)
    private var arena: UnsafeMutablePointer<UInt8> { view?.pointee.arena ?? finishedArena }

    /// The scalar's text as a String (allocates; use for text that is kept).
    public func string(_ index: Int) -> String {
        let node = self[index]
        guard node.kind == .scalar else { return "" }
        return String(decoding: UnsafeBufferPointer(start: arena + node.textStart, count: node.textLength), as: UTF8.self)
    }

    /// Calls `body` with the scalar's bytes (NUL-terminated just past the end), without allocating.
    @inline(__always)
    public func withScalarBytes<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let node = self[index]
        return try body(UnsafeBufferPointer(start: arena + node.textStart, count: node.textLength))
    }

    /// True when the node is a scalar whose text is exactly `text`.
    public func scalar(_ index: Int, equals text: StaticString) -> Bool {
        guard self[index].kind == .scalar else { return false }
        return withScalarBytes(index) { bytes in
            guard bytes.count == text.utf8CodeUnitCount else { return false }
            guard let base = bytes.baseAddress, bytes.count > 0 else { return true }
            return memcmp(base, text.utf8Start, bytes.count) == 0
        }
    }

    /// True when the plain scalar is a YAML null (`~`, `null`, `Null`, `NULL`, or nothing).
    public func isNull(_ index: Int) -> Bool {
        let node = self[index]
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
