import Dispatch

/// One viewport's JSON written on two cores: its containers' list (see
/// `JSONTableWriter.positionCount`) is cut into pieces of about `pieceCost` (a few hundred
/// kilobytes); this thread writes the even pieces, another thread the odd ones (into two buffers
/// in turn, so at most two pieces ahead), and every piece goes to `flush` in order. The bytes are
/// those of `writeViewport`, and memory grows by three pieces, never by the table's size.
extension JSONTableWriter {
    /// Fewer pieces than this are written on this thread alone (a small table is not worth a thread).
    static let minimumConcurrentPieces = 4

    public func writeViewportConcurrently(_ table: ViewportTable, scene: Scene, isLast: Bool, to out: ByteBuffer, flush: (ByteBuffer) throws -> Void) rethrows {
        let pieces = pieces(of: table)
        guard pieces.count >= Self.minimumConcurrentPieces else {
            return try writeViewport(table, scene: scene, isLast: isLast, to: out, flush: flush)
        }
        writeViewportHeader(table.viewport, to: out)
        let encodedIDs = encodedContainerIDs(table)
        let odd = stride(from: 1, to: pieces.count, by: 2).map { pieces[$0] }
        let worker = PieceWorker(count: odd.count) { [self] in
            // The worker's own copy of what both threads read per link: a shared array's reference
            // count, changed by both cores at once, costs more than encoding the ids again.
            let encodedIDs = encodedContainerIDs(table)
            return { j, buffer in
                writePositions(odd[j], table: table, encodedIDs: encodedIDs, scene: scene, to: buffer, flush: { _ in })
            }
        }
        // A throwing `flush` still lets the worker finish, so no thread outlives this call.
        defer { worker.finish() }
        for (i, piece) in pieces.enumerated() {
            if i % 2 == 0 {
                try writePositions(piece, table: table, encodedIDs: encodedIDs, scene: scene, to: out, flush: flush)
            } else {
                if out.count > 0 { try flush(out) }
                let formatted = worker.take()
                if formatted.count > 0 { try flush(formatted) }
                worker.giveBack()
            }
        }
        writeViewportFooter(isLast: isLast, to: out)
    }

    /// `table`'s positions cut into consecutive ranges of about `pieceCost` each: a link of a
    /// chain costs 1 (about 60 bytes of output), an anchor 8 more, a container's start 16 and a
    /// unit per stop.
    func pieces(of table: ViewportTable) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start = 0
        var cost = 0
        var p = 0
        func pass(_ units: Int) {
            cost += units
            p += 1
            if cost >= pieceCost {
                pieces.append(start ..< p)
                start = p
                cost = 0
            }
        }
        for entry in table.containers {
            pass(16 + entry.stops.count)
            for a in Int(entry.anchorStart) ..< Int(entry.anchorEnd) {
                let next = a + 1 < table.anchors.count ? Int(table.anchors[a + 1].firstOffset) : table.raws.count
                pass(8 + max(0, next - Int(table.anchors[a].firstOffset)))
            }
            pass(1)
        }
        if start < p { pieces.append(start ..< p) }
        return pieces
    }
}

/// The other thread of `writeViewportConcurrently`: formats pieces 0, 1, 2, ... of its own list
/// into two buffers in turn, each reused once the caller has written it and given it back.
private final class PieceWorker: @unchecked Sendable {
    // Each buffer is touched by one thread at a time: piece j's buffer by the worker until
    // `formatted` passes j, then by the caller from `take()` until `giveBack()` counts it in
    // `returned`; the worker formats piece j + 2 into it only after that.
    private let buffers = [ByteBuffer(capacity: 1 << 20), ByteBuffer(capacity: 1 << 20)]
    private let lock = Lock()
    /// Pieces formatted, pieces given back, and whether the worker is done (under `lock`).
    private var formatted = 0
    private var returned = 0
    private var workerDone = false
    private let count: Int
    /// Pieces taken by the caller, and whether it holds one now (the caller's thread only).
    private var taken = 0
    private var holding = false

    /// `makeFormatter` runs on the worker thread, once: what it sets up is the worker's alone.
    init(count: Int, makeFormatter: @escaping @Sendable () -> (Int, ByteBuffer) -> Void) {
        self.count = count
        DispatchQueue.global().async { [self] in
            let format = makeFormatter()
            for j in 0 ..< count {
                lock.withLock {
                    while j - returned >= 2 { lock.wait() }
                }
                let buffer = buffers[j % 2]
                buffer.removeAll()
                format(j, buffer)
                lock.withLock {
                    formatted = j + 1
                    lock.broadcast()
                }
            }
            lock.withLock {
                workerDone = true
                lock.broadcast()
            }
        }
    }

    /// The next piece, once formatted; valid until `giveBack()`.
    func take() -> ByteBuffer {
        lock.withLock {
            while formatted <= taken { lock.wait() }
        }
        holding = true
        return buffers[taken % 2]
    }

    func giveBack() {
        holding = false
        taken += 1
        lock.withLock {
            returned = taken
            lock.broadcast()
        }
    }

    /// Waits for the worker to end, taking (and dropping) the pieces not taken yet.
    func finish() {
        if holding { giveBack() }
        while taken < count {
            _ = take()
            giveBack()
        }
        lock.withLock {
            while !workerDone { lock.wait() }
        }
    }
}
