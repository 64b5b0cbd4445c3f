import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The one way work is shared out over the cores: a table's pieces (`TargetCompiler`), a
/// viewport's lint shares (`Linter.check`). Work is cut into `count` shares, each share writes
/// only its own result, and the results are joined in order, so the output is the same on any
/// number of cores.
package enum Cores {
    /// The cores this process can run on (at least 1): how many shares work is cut into.
    package static let count = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// `body(k)` for every `k` in `0 ..< shares`, run at the same time on the cores; the results
    /// in order of `k`. Each call may read what is shared but write only its own places: its
    /// result, and the parts of a buffer it is given that no other share writes. That is what
    /// makes handing the buffers and the slots to other threads sound, and why they are passed
    /// as `nonisolated(unsafe)` here (the one other place is the signal handler's slots in
    /// `TemporaryFiles`). Shares that must wait for each other take a `Lock`.
    package static func map<T>(_ shares: Int, _ body: (Int) -> T) -> [T] {
        guard shares > 1 else { return shares == 1 ? [body(0)] : [] }
        return withoutActuallyEscaping(body) { share in
            [T](unsafeUninitializedCapacity: shares) { slots, initialized in
                guard let first = slots.baseAddress else { return }
                nonisolated(unsafe) let (slot, share) = (first, share)
                DispatchQueue.concurrentPerform(iterations: shares) { k in
                    (slot + k).initialize(to: share(k))
                }
                initialized = shares
            }
        }
    }
}
