#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The one lock of the package: a pthread mutex and its condition variable, each made by its
/// initializer (`pthread_mutex_init`, `pthread_cond_init`; Darwin refuses a mutex that lacks the
/// initializer's signature) in memory of its own that never moves. Not Foundation's `NSLock`
/// (no Foundation here) and not the Synchronization module's `Mutex` (it needs macOS 15).
///
/// What a lock guards lives beside it in its owner, each field documented "under `lock`".
/// `wait` and `broadcast` are for an owner that waits for another thread to change that state.
package final class Lock: @unchecked Sendable {
    // Sendable by construction: the pointers never change, and the memory they point to is
    // touched only through the pthread calls, which are what make it safe to share.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        // Fails only when the system is out of memory (no attributes are given).
        let made = pthread_mutex_init(mutex, nil) == 0 && pthread_cond_init(condition, nil) == 0
        precondition(made, "pthread_mutex_init or pthread_cond_init failed")
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deinitialize(count: 1)
        mutex.deinitialize(count: 1)
        condition.deallocate()
        mutex.deallocate()
    }

    /// `body()`, holding the lock.
    package func withLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Within `withLock` only: lets go of the lock until another thread calls `broadcast` (or
    /// spuriously), then holds it again. Call it in a loop that checks what it waits for.
    package func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Wakes every thread in `wait`. Call it within `withLock`, after changing what they wait for.
    package func broadcast() {
        pthread_cond_broadcast(condition)
    }
}

/// A value that threads share, read and written only under its own `Lock` (a flag or a set that
/// needs no lock of its owner's).
package final class Locked<Value: Sendable>: @unchecked Sendable {
    // Sendable because `value` is touched only in `withLock`, under `lock`.
    private let lock = Lock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// `body(&value)`, holding the lock.
    package func withLock<T, E: Error>(_ body: (inout Value) throws(E) -> T) throws(E) -> T {
        try lock.withLock { () throws(E) -> T in try body(&value) }
    }
}
