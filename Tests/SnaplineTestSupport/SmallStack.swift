#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Work run on a thread created with a small stack, as an app's secondary threads and dispatch
/// queues have (512 KiB on iOS and macOS): what overflows there crashes the test process.
public enum SmallStack {
    /// The stack of an app's secondary thread.
    public static let appThread = 512 << 10

    /// `body()` on a new thread with a stack of `size` bytes, joined before this returns; nil when
    /// the thread cannot be made.
    public static func run<T>(size: Int = appThread, _ body: () -> T) -> T? {
        var result: T?
        withoutActuallyEscaping({ result = body() }) { work in
            let box = Unmanaged.passRetained(Box(work))
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, size)
            #if canImport(Darwin)
            var thread: pthread_t?
            #else
            var thread = pthread_t()
            #endif
            guard pthread_create(&thread, &attributes, { context in
                context.map { Unmanaged<Box>.fromOpaque($0).takeRetainedValue().work() }
                return nil
            }, box.toOpaque()) == 0 else {
                box.release()
                return
            }
            #if canImport(Darwin)
            if let thread { pthread_join(thread, nil) }
            #else
            pthread_join(thread, nil)
            #endif
        }
        return result
    }

    private final class Box {
        let work: () -> Void
        init(_ work: @escaping () -> Void) { self.work = work }
    }

    /// A scene of `depth` nested nodes, in flow style: a scroll container, vstacks, an item.
    public static func deepScene(depth: Int) -> String {
        let stacks = max(0, depth - 2)
        var root = "{scroll: s, children: ["
        for k in 0 ..< stacks { root += "{vstack: v\(k), children: [" }
        root += "{item: leaf, height: 10}" + String(repeating: "]}", count: stacks) + "]}"
        return "{scene: Deep, viewports: [{name: v, width: 390, height: 844}], root: \(root)}\n"
    }
}
