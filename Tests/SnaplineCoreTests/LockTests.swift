import Dispatch
import Testing
import SnaplineLayout

/// The one lock (`Support/Lock.swift`): it excludes, its condition hands state between threads,
/// and `Locked` guards a value.
@Suite struct LockTests {
    /// A counter that is not atomic, incremented from many threads at once: only a lock that
    /// locks keeps every increment.
    final class Counter: @unchecked Sendable {
        let lock = Lock()
        var value = 0  // under `lock`
    }

    @Test func excludes() {
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0 ..< 20_000 {
                counter.lock.withLock { counter.value += 1 }
            }
        }
        #expect(counter.lock.withLock { counter.value } == 160_000)
    }

    @Test func waitsUntilAnotherThreadBroadcasts() {
        let counter = Counter()
        let done = DispatchGroup()
        // A second thread counts to 1 000 one step at a time, each step only once this thread
        // has seen the last: a lost wake-up or a wait that returns without the lock hangs or
        // miscounts.
        DispatchQueue.global().async(group: done) {
            for step in 1 ... 1_000 {
                counter.lock.withLock {
                    while counter.value != 2 * step - 2 { counter.lock.wait() }
                    counter.value += 1
                    counter.lock.broadcast()
                }
            }
        }
        for step in 1 ... 1_000 {
            counter.lock.withLock {
                while counter.value != 2 * step - 1 { counter.lock.wait() }
                counter.value += 1
                counter.lock.broadcast()
            }
        }
        done.wait()
        #expect(counter.value == 2_000)
    }

    @Test func lockedGuardsItsValue() throws {
        let set = Locked<Set<Int>>([])
        DispatchQueue.concurrentPerform(iterations: 4) { k in
            for j in 0 ..< 1_000 { _ = set.withLock { $0.insert(k * 1_000 + j) } }
        }
        #expect(set.withLock { $0.count } == 4_000)
        struct Refused: Error {}
        #expect(throws: Refused.self) { try set.withLock { _ throws(Refused) in throw Refused() } }
        #expect(set.withLock { $0.remove(0) } == 0)
    }
}
