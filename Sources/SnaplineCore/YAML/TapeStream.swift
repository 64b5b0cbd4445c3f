#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A YAML tape shared between the thread that reads it (libyaml and the tape builder) and the
/// thread that decodes it, so that the scene is decoded while the rest of the file is parsed.
///
/// The reader publishes what it has written every few thousand records: how many records there
/// are, the buffers' current addresses, and which collections are still open (the path from the
/// root to where the parser is). The decoder reads only what was published: a record below the
/// published count is final, except for an open collection's end and child count, which it reads
/// only once a later publication says the collection is closed. When the decoder needs more, it
/// waits for the next publication.
///
/// Memory: everything the reader writes before a publication happens before the decoder's copy of
/// that publication (both take `lock`), so records are read without further synchronisation.
/// A buffer replaced by growth stays allocated until the decoder has seen a publication after it.
///
/// Speculation: a mapping's keys can only be listed once it is closed, but the root node's
/// mapping closes at the very end of the file. So `forEachPair` on an open mapping whose current
/// value is a large open collection (the root's `children`) stops there, assuming no key comes
/// after it, and records that assumption. Once the file is read, `assumptionsHold()` checks them;
/// when one fails (a key written after a long `children` list), the caller reads and decodes the
/// source again, the usual way.
///
/// Releasing: while a list is still being read, the decoder gives back the pages of the elements
/// it has decoded (`releaseDecoded`). Decoder code therefore never reads a finished element of
/// such a list again, and keeps positions, not tape indices, for what it reports later.
final class TapeStream: @unchecked Sendable {
    let tuning: TapeStreamTuning

    /// What a publication says.
    struct Publication {
        var nodes: UnsafeMutablePointer<YAMLDocument.Node>
        var arena: UnsafeMutablePointer<UInt8>
        var count = 0
        /// Open collections, outermost first (so in increasing order).
        var openPath: [Int] = []
        var generation = 0
        /// The reader is done: nothing is open any more, and `failed` says whether it succeeded.
        var finished = false
        var failed = false
        /// The reader's diagnostics, in the final publication.
        var diagnostics = Diagnostics()
    }

    /// About how many mappings the file holds, from its size (the decoder reserves room for as
    /// many node templates).
    let expectedMappings: Int

    /// What the reader's and the decoder's threads share; each waits on it for the other.
    private let lock = Lock()
    /// The latest publication (under `lock`).
    private var published: Publication
    /// The latest generation the decoder has copied (under `lock`, as is `decoderWaits`).
    private var seenGeneration = 0
    private var decoderWaits = false
    /// The reader's thread is done (under `lock`).
    private var exited = false

    /// The decoder's copy of the latest publication it took, in memory of its own: it is read on
    /// every tape access, so through a plain pointer (no reference counting, no exclusivity
    /// checks). Written and read only by the decoding thread.
    let view: UnsafeMutablePointer<TapeView>
    /// The reader's diagnostics, once `finished`.
    private(set) var readerDiagnostics = Diagnostics()
    /// The source, kept by the decoder until it knows whether it must decode again (released
    /// parts of the tape cannot be read again, so that is done from the source).
    var source: [UInt8]?
    /// Mappings `forEachPair` stopped early in, and how many pairs it read (decoding thread only).
    private var assumptions: [(mapping: Int, pairs: Int)] = []

    init(storage: TapeStorage, inputSize: Int, tuning: TapeStreamTuning = .standard) {
        self.tuning = tuning
        expectedMappings = inputSize / 32 + 16
        published = Publication(nodes: storage.nodes, arena: storage.arena)
        view = .allocate(capacity: 1)
        view.initialize(to: TapeView(nodes: storage.nodes, arena: storage.arena, openPath: .allocate(capacity: YAMLReader.maximumDepth + 2)))
    }

    deinit {
        view.pointee.openPath.deallocate()
        view.deallocate()
    }

    // MARK: The reader's side

    /// The generation the next publication will have (a buffer replaced now is named by it).
    var nextGeneration: Int { published.generation + 1 }  // written only by the reader's thread

    /// Publishes the tape as it stands. `open` lists the open collections, outermost first.
    func publish(_ storage: TapeStorage, open: [Int], finished: Bool = false, failed: Bool = false, diagnostics: Diagnostics = Diagnostics()) {
        lock.withLock {
            published.nodes = storage.nodes
            published.arena = storage.arena
            published.count = storage.nodeCount
            published.openPath = open
            published.generation += 1
            published.finished = finished
            published.failed = failed
            published.diagnostics = diagnostics
            storage.releaseReplacedBuffers(seenBy: seenGeneration)
            if decoderWaits { lock.broadcast() }
            if tuning.lockstep && !finished {
                // Until the decoder has taken this publication and asks for more.
                while !(decoderWaits && seenGeneration == published.generation) {
                    lock.wait()
                }
            }
        }
    }

    // MARK: The decoder's side

    /// Waits for a publication newer than the decoder's copy (returns at once when the reader is
    /// finished) and copies it.
    func waitForMore() {
        lock.withLock {
            while published.generation == view.pointee.generation && !published.finished {
                decoderWaits = true
                if tuning.lockstep { lock.broadcast() }
                lock.wait()
                decoderWaits = false
            }
            let openCount = min(published.openPath.count, YAMLReader.maximumDepth + 2)
            for (k, index) in published.openPath.prefix(openCount).enumerated() { view.pointee.openPath[k] = index }
            view.pointee.openCount = openCount
            view.pointee.nodes = published.nodes
            view.pointee.arena = published.arena
            view.pointee.count = published.count
            view.pointee.generation = published.generation
            view.pointee.finished = published.finished
            view.pointee.failed = published.failed
            if published.finished { readerDiagnostics = published.diagnostics }
            seenGeneration = published.generation
        }
    }

    /// Waits until the reader is finished.
    func waitUntilFinished() {
        while !view.pointee.finished { waitForMore() }
    }

    /// Called by the reader's thread once it holds nothing of the tape or the source any more.
    func readerExited() {
        lock.withLock {
            exited = true
            lock.broadcast()
        }
    }

    /// Waits until the reader is finished and has let go of the tape and the source, so that
    /// what the decoder allocates next does not add to them.
    func waitUntilReaderExited() {
        waitUntilFinished()
        lock.withLock {
            while !exited { lock.wait() }
        }
    }

    /// Waits until record `index` is published. After the reader finished, an index past the end
    /// is a decoder bug (the tape's structure never leads there): it traps rather than read
    /// outside the buffer.
    func ensureAvailable(_ index: Int) {
        while index >= view.pointee.count {
            precondition(!view.pointee.finished, "tape index past the end")
            waitForMore()
        }
    }

    /// Waits until the collection at `index` is closed (its end and child count are final).
    func ensureClosed(_ index: Int) {
        while view.pointee.isOpen(index) { waitForMore() }
    }

    /// Gives back the memory of `records` (and of their scalars' bytes): complete siblings the
    /// decoder has decoded, before the one it is on, in a list that is still being read. Nothing
    /// reads them again; the pages are discarded whole, so the records around are untouched.
    func releaseDecoded(_ records: Range<Int>) {
        let view = self.view.pointee
        guard records.upperBound < view.count, !records.isEmpty else { return }
        // The bytes first: they are found from the records.
        if let from = firstScalar(in: records.lowerBound ..< records.upperBound),
           let to = firstScalar(in: records.upperBound ..< view.count) {
            let start = view.nodes[from].textStart
            PageBuffer.discard(UnsafeMutableRawPointer(view.arena + start), bytes: view.nodes[to].textStart - start)
        }
        let stride = MemoryLayout<YAMLDocument.Node>.stride
        PageBuffer.discard(UnsafeMutableRawPointer(view.nodes + records.lowerBound), bytes: records.count * stride)
    }

    private func firstScalar(in range: Range<Int>) -> Int? {
        range.first { view.pointee.nodes[$0].kind == .scalar }
    }

    /// Records that `forEachPair` read only `pairs` pairs of the open `mapping`.
    func assume(mapping: Int, pairs: Int) {
        assumptions.append((mapping, pairs))
    }

    /// True when every mapping `forEachPair` stopped early in has exactly the pairs it read.
    /// Call once the reader is finished.
    func assumptionsHold() -> Bool {
        assumptions.allSatisfy { view.pointee.nodes[$0.mapping].childCount == 2 * $0.pairs }
    }
}

/// How often the reader publishes the tape, and when the decoder speculates (`TapeStream`).
public struct TapeStreamTuning: Sendable {
    /// Records between publications: often enough that the decoder rarely waits long, rarely
    /// enough that taking the lock costs nothing measurable.
    public var publicationInterval: Int
    /// A value of an open mapping is taken for its last once the reader is this many records
    /// past its start and it is still open (a small value, such as the viewports, is waited for).
    public var speculationDistance: Int

    /// When true, the reader waits after each publication until the decoder has used it up and
    /// asks for more, so the decoder sees every intermediate state of the tape (tests only: it
    /// takes the two threads in turns).
    public var lockstep: Bool

    /// The decoder gives back the memory of the decoded elements of a list still being read
    /// every this many records.
    public var releaseInterval: Int

    /// Tests and the fuzzer make these tiny, so that every path is taken on small scenes.
    public init(publicationInterval: Int = 4096, speculationDistance: Int = 1 << 14, releaseInterval: Int = 1 << 16, lockstep: Bool = false) {
        self.publicationInterval = max(1, publicationInterval)
        self.speculationDistance = max(1, speculationDistance)
        self.releaseInterval = max(1, releaseInterval)
        self.lockstep = lockstep
    }

    public static let standard = TapeStreamTuning()
}

/// The decoder's copy of a `TapeStream` publication: what of the tape it may read.
struct TapeView {
    var nodes: UnsafeMutablePointer<YAMLDocument.Node>
    var arena: UnsafeMutablePointer<UInt8>
    /// Records the decoder may read.
    var count = 0
    var generation = 0
    /// The reader is done (nothing is open), and whether it failed.
    var finished = false
    var failed = false
    /// The open collections, outermost first (so in increasing order): `openCount` of them.
    var openPath: UnsafeMutablePointer<Int>
    var openCount = 0

    init(nodes: UnsafeMutablePointer<YAMLDocument.Node>, arena: UnsafeMutablePointer<UInt8>, openPath: UnsafeMutablePointer<Int>) {
        self.nodes = nodes
        self.arena = arena
        self.openPath = openPath
    }

    /// True when the collection at `index` was open at this publication.
    @inline(__always)
    func isOpen(_ index: Int) -> Bool {
        var low = 0, high = openCount
        while low < high {
            let middle = (low + high) / 2
            if openPath[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low < openCount && openPath[low] == index
    }
}
