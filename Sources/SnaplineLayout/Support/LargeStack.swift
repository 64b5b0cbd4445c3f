#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Work whose recursion follows the scene's nesting (layout measures a node through its
/// children; the decoder reads a node through its children), run where the stack is known to
/// be large enough for every depth a scene may have (256 levels).
///
/// The calling thread's stack is whatever the host gave it: 8 MiB on a main thread, 512 KiB on
/// an app's secondary threads and dispatch queues, or what `ulimit -s` says. So deep work runs on
/// a thread created here with a stack of `size` bytes, and the caller waits for it; shallow work
/// (at most `inlineDepth` levels) stays on the caller's thread, where it always fits.
package enum LargeStack {
    /// The stack of the thread deep work runs on: many times what 256 levels take in a debug
    /// build. Address space only: pages are touched as the recursion reaches them.
    package static let size = 64 << 20

    /// Nesting that fits on any thread's stack (at about 5 KiB a level in layout, well under
    /// 512 KiB).
    package static let inlineDepth = 24

    /// `body()`, on this thread when `depth` is at most `inlineDepth`, else on a new thread with a
    /// stack of `size` bytes, joined before this returns. When no such thread can be made (the
    /// system refuses), `body` runs here.
    package static func run<T>(depth: Int, _ body: () -> T) -> T {
        guard depth > inlineDepth else { return body() }
        var result: T?
        let ran = withoutActuallyEscaping({ result = body() }) { Work($0).runOnLargeStack() }
        if ran, let result { return result }
        return body()
    }

    /// The work, handed to the new thread through an opaque pointer; only one thread touches it
    /// at a time (the creator waits in `pthread_join`).
    ///
    /// The caller's signal mask moves to the new thread: the caller blocks every signal while it
    /// waits, so a signal sent to the process (SIGINT, SIGTERM) is handled by the thread doing
    /// the work, as it was before the work moved (a handler that removes temporary files sees
    /// them registered; one that blocks signals around a step still defers them).
    private final class Work {
        let body: () -> Void
        var mask = sigset_t()

        init(_ body: @escaping () -> Void) { self.body = body }

        /// Runs `body` on a new thread with a large stack and waits for it; false when the
        /// thread could not be made.
        func runOnLargeStack() -> Bool {
            var attributes = pthread_attr_t()
            guard pthread_attr_init(&attributes) == 0 else { return false }
            defer { pthread_attr_destroy(&attributes) }
            guard pthread_attr_setstacksize(&attributes, LargeStack.size) == 0 else { return false }
            var all = sigset_t()
            sigfillset(&all)
            pthread_sigmask(SIG_SETMASK, &all, &mask)
            defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }
            let context = Unmanaged.passRetained(self)
            #if canImport(Darwin)
            var thread: pthread_t?
            #else
            var thread = pthread_t()
            #endif
            let made = pthread_create(&thread, &attributes, { context in
                guard let context else { return nil }
                let work = Unmanaged<Work>.fromOpaque(context).takeRetainedValue()
                pthread_sigmask(SIG_SETMASK, &work.mask, nil)
                work.body()
                return nil
            }, context.toOpaque())
            guard made == 0 else {
                context.release()
                return false
            }
            #if canImport(Darwin)
            guard let thread else { return false }
            #endif
            pthread_join(thread, nil)
            return true
        }
    }
}
