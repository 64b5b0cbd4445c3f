/// The memory of a YAML tape: node records and scalar bytes, in buffers this class allocates and
/// frees itself.
///
/// Plain arrays would do for a tape read start to finish and then decoded. The buffers are manual
/// so that a tape can be decoded *while* it is read (`TapeStream`): the reader appends on one
/// thread while the decoder reads what is published on another, so growing a buffer must not free
/// the old one under the decoder. In that mode (`keepsReplacedBuffers`) a replaced buffer is kept
/// until the decoder has moved to the new one (`releaseReplacedBuffers()`).
///
/// Only the reader appends, and only before the tape is published as finished; after that the
/// storage is read-only and may be read from any thread.
///
/// The buffers are mapped pages (`PageBuffer`), so that the decoder can hand back the pages of
/// the part of the tape it has decoded while the rest is still being read
/// (`releaseDecoded(records:)`): a large file's tape then never has to be whole in memory.
final class TapeStorage: @unchecked Sendable {
    private(set) var nodes: UnsafeMutablePointer<YAMLDocument.Node>
    private(set) var nodeCapacity: Int
    /// Records written so far.
    private(set) var nodeCount = 0
    private(set) var arena: UnsafeMutablePointer<UInt8>
    private(set) var arenaCapacity: Int
    /// Scalar bytes written so far (each scalar followed by a NUL).
    private(set) var arenaCount = 0

    /// True while another thread may read the buffers: growth then keeps the old buffer.
    var keepsReplacedBuffers = false
    /// Buffers replaced by growth, each with the first publication whose pointers no longer name it.
    private var replaced: [(buffer: UnsafeMutableRawPointer, bytes: Int, generation: Int)] = []

    init(nodeCapacity: Int, arenaCapacity: Int) {
        self.nodeCapacity = max(16, nodeCapacity)
        self.arenaCapacity = max(64, arenaCapacity)
        nodes = PageBuffer.allocate(YAMLDocument.Node.self, capacity: self.nodeCapacity)
        arena = PageBuffer.allocate(UInt8.self, capacity: self.arenaCapacity)
    }

    /// An empty tape (what a decoder holds once it has let the real one go).
    static let empty = TapeStorage(nodeCapacity: 0, arenaCapacity: 0)

    deinit {
        PageBuffer.deallocate(nodes, capacity: nodeCapacity)
        PageBuffer.deallocate(arena, capacity: arenaCapacity)
        for old in replaced { PageBuffer.deallocate(old.buffer, bytes: old.bytes) }
    }

    // MARK: Appending (the reader's thread only)

    @inline(__always)
    func append(_ node: YAMLDocument.Node, generation: Int) {
        if nodeCount == nodeCapacity { growNodes(generation: generation) }
        (nodes + nodeCount).initialize(to: node)
        nodeCount += 1
    }

    /// Appends `count` bytes from `bytes` (may be nil when `count` is 0) and a NUL; returns where
    /// they start.
    @inline(__always)
    func appendScalar(_ bytes: UnsafePointer<UInt8>?, count: Int, generation: Int) -> Int {
        if arenaCount + count + 1 > arenaCapacity { growArena(toFit: count + 1, generation: generation) }
        let start = arenaCount
        if let bytes, count > 0 { (arena + start).update(from: bytes, count: count) }
        arena[start + count] = 0
        arenaCount = start + count + 1
        return start
    }

    /// Sets the end and child count of the open collection at `index`.
    @inline(__always)
    func close(_ index: Int, end: Int, children: UInt32) {
        nodes[index].close(end: end, children: children)
    }

    /// Growth by a quarter rather than doubling: the tape is a large scene's biggest allocation,
    /// and doubling just past the reader's estimate would nearly double the peak.
    private func growNodes(generation: Int) {
        let capacity = nodeCapacity + nodeCapacity / 4 + 1024
        let grown = PageBuffer.allocate(YAMLDocument.Node.self, capacity: capacity)
        grown.initialize(from: nodes, count: nodeCount)
        retire(UnsafeMutableRawPointer(nodes), bytes: nodeCapacity * MemoryLayout<YAMLDocument.Node>.stride, generation: generation)
        nodes = grown
        nodeCapacity = capacity
    }

    private func growArena(toFit needed: Int, generation: Int) {
        let capacity = max(arenaCapacity + arenaCapacity / 4 + 1024, arenaCount + needed)
        let grown = PageBuffer.allocate(UInt8.self, capacity: capacity)
        grown.initialize(from: arena, count: arenaCount)
        retire(UnsafeMutableRawPointer(arena), bytes: arenaCapacity, generation: generation)
        arena = grown
        arenaCapacity = capacity
    }

    private func retire(_ buffer: UnsafeMutableRawPointer, bytes: Int, generation: Int) {
        if keepsReplacedBuffers {
            replaced.append((buffer, bytes, generation))
        } else {
            PageBuffer.deallocate(buffer, bytes: bytes)
        }
    }

    /// Frees the replaced buffers a reader that has seen publication `generation` no longer reads.
    func releaseReplacedBuffers(seenBy generation: Int) {
        replaced.removeAll { old in
            guard old.generation <= generation else { return false }
            PageBuffer.deallocate(old.buffer, bytes: old.bytes)
            return true
        }
    }
}
