import CYAML

/// Appends nodes to the tape as libyaml's events arrive, and patches each collection when it
/// closes. With a `TapeStream`, it publishes the tape every `publicationInterval` records so a
/// decoder on another thread can read it while the rest of the file is parsed.
struct TapeBuilder {
    let storage: TapeStorage
    let stream: TapeStream?
    /// Indices of the collections still open, innermost last, and how many direct children each
    /// has so far.
    var open: [Int] = []
    var childCounts: [UInt32] = []
    var failed = false
    /// Records written at the last publication.
    private var published = 0

    var depth: Int { open.count }

    /// Reserves generously for the input: a scene file has about one event per 7 bytes and
    /// rarely more than one per 3, and its scalar text is shorter than the file. Capacity that is
    /// never written costs address space, not memory (pages are touched only when used), while
    /// growing would copy the tape and touch every page twice.
    static func storage(inputSize: Int) -> TapeStorage {
        TapeStorage(nodeCapacity: inputSize / 3 + 1024, arenaCapacity: inputSize + inputSize / 3 + 1024)
    }

    init(inputSize: Int, stream: TapeStream?) {
        self.init(storage: Self.storage(inputSize: inputSize), stream: stream)
    }

    init(storage: TapeStorage, stream: TapeStream?) {
        self.storage = storage
        self.stream = stream
        storage.keepsReplacedBuffers = stream != nil
    }

    /// The generation a buffer replaced now is named by (0 without a stream: freed at once).
    private var generation: Int { stream?.nextGeneration ?? 0 }

    mutating func scalar(_ value: UnsafeMutablePointer<yaml_char_t>?, length: Int, style: YAMLDocument.ScalarStyle, start: SourceLocation) {
        let textStart = storage.appendScalar(value, count: length, generation: generation)
        storage.append(.init(scalar: style, start: start, textStart: UInt32(textStart), textLength: UInt32(length)), generation: generation)
        countChild()
        publishIfDue()
    }

    /// Counts a finished node as a child of the innermost open collection.
    @inline(__always)
    mutating func countChild() {
        if !childCounts.isEmpty { childCounts[childCounts.count - 1] += 1 }
    }

    mutating func open(_ kind: YAMLDocument.Kind, start: SourceLocation) {
        open.append(storage.nodeCount)
        childCounts.append(0)
        storage.append(.init(collection: kind, start: start), generation: generation)
        publishIfDue()
    }

    mutating func close(diagnostics: inout Diagnostics) {
        guard let index = open.popLast() else { return }
        let count = childCounts.removeLast()
        storage.close(index, end: storage.nodeCount, children: count)
        if storage.nodes[index].kind == .mapping && count > 2 {
            checkDuplicateKeys(mapping: index, diagnostics: &diagnostics)
        }
        countChild()
    }

    @inline(__always)
    private mutating func publishIfDue() {
        guard let stream, storage.nodeCount - published >= stream.tuning.publicationInterval else { return }
        published = storage.nodeCount
        stream.publish(storage, open: open)
    }

    /// Ends the tape for the decoder: closes what is still open after an error (giving a mapping
    /// left with a key and no value an empty value, so its pairs stay whole) and publishes it as
    /// finished, with the reader's diagnostics.
    mutating func seal(failed readFailed: Bool, diagnostics: Diagnostics) {
        var ignored = Diagnostics()
        while let index = open.last {
            if storage.nodes[index].kind == .mapping, let count = childCounts.last, count % 2 == 1 {
                scalar(nil, length: 0, style: .plain, start: storage.nodes[index].start)
            }
            close(diagnostics: &ignored)
        }
        stream?.publish(storage, open: [], finished: true, failed: readFailed || failed, diagnostics: diagnostics)
    }

    /// Duplicate scalar keys are an error at the second occurrence. Scene mappings are small, so a
    /// pairwise scan over the tape is used up to 16 pairs (no allocation) and a hash set beyond.
    mutating func checkDuplicateKeys(mapping index: Int, diagnostics: inout Diagnostics) {
        let end = next(index)
        if storage.nodes[index].childCount <= 32 {
            var a = index + 1
            while a < end {
                if storage.nodes[a].kind == .scalar {
                    var b = index + 1
                    while b < a {
                        if storage.nodes[b].kind == .scalar && sameText(a, b) {
                            duplicate(a, first: b, diagnostics: &diagnostics)
                            break
                        }
                        b = next(next(b))
                    }
                }
                a = next(next(a))
            }
            return
        }
        var seen: [ScalarText: Int] = [:]
        var key = index + 1
        while key < end {
            if storage.nodes[key].kind == .scalar {
                let text = bytes(key)
                if let first = seen[text] {
                    duplicate(key, first: first, diagnostics: &diagnostics)
                } else {
                    seen[text] = key
                }
            }
            key = next(next(key))
        }
    }

    func next(_ i: Int) -> Int { storage.nodes[i].next(at: i) }

    /// A scalar's bytes in the arena, without a copy (valid until the next append).
    func bytes(_ i: Int) -> ScalarText {
        let node = storage.nodes[i]
        return ScalarText(bytes: UnsafeBufferPointer(start: storage.arena + node.textStart, count: node.textLength))
    }

    func sameText(_ a: Int, _ b: Int) -> Bool {
        let (first, second) = (storage.nodes[a], storage.nodes[b])
        guard first.textLength == second.textLength else { return false }
        return memcmp(storage.arena + first.textStart, storage.arena + second.textStart, first.textLength) == 0
    }

    mutating func duplicate(_ key: Int, first: Int, diagnostics: inout Diagnostics) {
        let name = String(decoding: bytes(key).bytes, as: UTF8.self)
        diagnostics.error("duplicate key `\(name)`; it was already given at line \(storage.nodes[first].start.line)", at: storage.nodes[key].start, code: .duplicateKey)
        failed = true
    }
}

/// A scalar's text as a dictionary key, compared and hashed by its bytes where they lie.
struct ScalarText: Hashable {
    let bytes: UnsafeBufferPointer<UInt8>

    static func == (a: ScalarText, b: ScalarText) -> Bool {
        a.bytes.count == b.bytes.count && a.bytes.elementsEqual(b.bytes)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(bytes: UnsafeRawBufferPointer(bytes)) }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
