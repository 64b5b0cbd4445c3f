// Lays the generated 1 000-anchor scene out at run time for a size it does not list, and times
// it: the first `layout(for:)` (which also decodes the compact scene), a second description (the
// scene already decoded), a cached `layout(for:)`, and every anchor's lookup in a run-time layout
// against the same lookups in a compiled viewport. Built with -O against SnaplineRuntime by
// Benchmarks/runtime-layout/run.sh. No Foundation, like an app. CPU time is this thread's, so a
// loaded machine's waits are left out.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SnaplineRuntime

func cpuMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
}

func timed<T>(_ body: () throws -> T) rethrows -> (T, Double) {
    let start = cpuMilliseconds()
    let result = try body()
    return (result, cpuMilliseconds() - start)
}

do {
    let (first, firstMs) = try timed { try Bench1000.layout(for: ViewportDescription(width: 500, height: 900)) }
    let (_, secondMs) = try timed { try Bench1000.layout(for: ViewportDescription(width: 768, height: 1024, layoutDirection: .rightToLeft)) }
    let (_, cachedMs) = try timed { try Bench1000.layout(for: ViewportDescription(width: 500, height: 900)) }
    _ = Bench1000.offset(of: .row0, anchor: .topLeading, in: .phone)  // decode the compiled table first
    let rounds = 20
    var sum = 0.0
    let (_, runtimeMs) = timed {
        for _ in 0 ..< rounds {
            for anchor in Bench1000.Anchor.allCases {
                for point in Bench1000.AnchorPoint.allCases { sum += first.offset(of: anchor, anchor: point)?.offset ?? 0 }
            }
        }
    }
    let (_, compiledMs) = timed {
        for _ in 0 ..< rounds {
            for anchor in Bench1000.Anchor.allCases {
                for point in Bench1000.AnchorPoint.allCases { sum += Bench1000.offset(of: anchor, anchor: point, in: .phone)?.offset ?? 0 }
            }
        }
    }
    let lookups = Double(rounds * Bench1000.Anchor.allCases.count * Bench1000.AnchorPoint.allCases.count)
    print("first_layout_ms \(firstMs)")
    print("second_layout_ms \(secondMs)")
    print("cached_layout_ms \(cachedMs)")
    print("runtime_lookup_ns \(runtimeMs * 1e6 / lookups)")
    print("compiled_lookup_ns \(compiledMs * 1e6 / lookups)")
    print("checksum \(sum)")
} catch {
    print("layout failed: \(error)")
    exit(1)
}
