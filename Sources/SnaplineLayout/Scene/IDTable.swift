/// The ids met so far while the nodes are made, for the uniqueness check: for each id, the node
/// that had it first.
///
/// An open-addressing table (linear probing, at most three quarters full) of 8-byte slots, keyed
/// by a hash of the id's bytes; the ids themselves stay in the scene's id array and are compared
/// there only when two hashes match. It replaces a `[String: (Int32, Int32)]`, whose `String`
/// hashing (SipHash) and 24-byte buckets were half of the expansion's instructions and three
/// times this table's memory.
///
/// The hash is seeded at random per decoding (`DecoderState.idSeed`), so a file cannot be written
/// to make its ids collide (that would make the check quadratic). The seed changes where ids sit
/// in the table, never which id is found first: results do not depend on it.
package struct IDTable {
    struct Slot {
        /// The id's hash (which slot it starts probing at, and a quick inequality test).
        var hash: UInt32
        /// The node that had the id first; -1 in an empty slot.
        var node: Int32
    }

    private var slots: [Slot]
    private var mask: Int
    package private(set) var count = 0
    package let seed: UInt64

    /// A table sized for `expected` ids (it grows past that), hashing with `seed`.
    package init(expected: Int, seed: UInt64) {
        let size = Self.size(for: expected)
        slots = [Slot](repeating: Slot(hash: 0, node: -1), count: size)
        mask = size - 1
        self.seed = seed
    }

    /// The slot count (a power of two) that holds `count` ids at most three quarters full.
    private static func size(for count: Int) -> Int {
        var size = 16
        while size / 4 * 3 < count { size *= 2 }
        return size
    }

    /// The node that had `id` first; when none did, records `node` for it and returns nil. `ids`
    /// holds the id of every node recorded so far (by node index).
    package mutating func firstOrInsert(_ id: String, hash: UInt32, node: Int32, ids: [String?]) -> Int32? {
        var i = Int(hash) & mask
        while slots[i].node >= 0 {
            if slots[i].hash == hash, ids[Int(slots[i].node)] == id { return slots[i].node }
            i = (i + 1) & mask
        }
        slots[i] = Slot(hash: hash, node: node)
        count += 1
        if count > slots.count / 4 * 3 { grow() }
        return nil
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(hash: 0, node: -1), count: old.count * 2)
        mask = slots.count - 1
        for slot in old where slot.node >= 0 {
            var i = Int(slot.hash) & mask
            while slots[i].node >= 0 { i = (i + 1) & mask }
            slots[i] = slot
        }
    }

    // MARK: Hashing

    /// The hash of an id's bytes.
    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: wideHash(bytes, seed: seed) >> 32)
    }

    /// All 64 bits of the hash of `bytes` (`hash` keeps the top 32).
    package static func wideHash(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt64 {
        var h = seed ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
        let raw = UnsafeRawBufferPointer(bytes)
        var i = 0
        while i + 8 <= raw.count {
            h = Self.mix(h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            i += 8
        }
        if i < raw.count {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while i < raw.count {
                tail |= UInt64(raw[i]) << shift
                shift += 8
                i += 1
            }
            h = Self.mix(h ^ tail)
        }
        return h
    }

    /// SplitMix64's finalizer: every input bit moves every output bit.
    private static func mix(_ x: UInt64) -> UInt64 {
        var z = x &* 0xBF58_476D_1CE4_E5B9
        z ^= z >> 31
        z = z &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 29)
    }
}
