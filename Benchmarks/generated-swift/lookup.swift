// Loads the generated 10 000-anchor table and looks up every anchor at every point in every
// viewport; prints the first lookup's time (which decodes the packed table into flat arrays)
// and the rest. Built with -O against SnaplineRuntime by Benchmarks/generated-swift/run.sh,
// which measures its peak memory. No Foundation, like an app's use of the runtime. The first
// lookup is timed in wall-clock time and in this thread's CPU time: on a loaded machine the
// process waits for a core, which CPU time leaves out.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SnaplineRuntime

func threadCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
}

let clock = ContinuousClock()
let cpuStart = threadCPUMilliseconds()
let start = clock.now
let first = Bench10000.offset(of: .row0, anchor: .topLeading, in: .phone)
let firstLookup = clock.now - start
let firstLookupCPU = threadCPUMilliseconds() - cpuStart

let rest = clock.now
var found = 0
var checksum = 0.0
for viewport in Bench10000.Viewport.allCases {
    for anchor in Bench10000.Anchor.allCases {
        for point in Bench10000.AnchorPoint.allCases {
            if let offset = Bench10000.offset(of: anchor, anchor: point, in: viewport) {
                found += 1
                checksum += offset.offset
            }
        }
    }
}
let all = clock.now - rest

func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

guard first != nil, found == 60_000 else {
    print("lookup: expected 60000 targets, found \(found)")
    exitWithFailure()
}
print("first_lookup_ms \(milliseconds(firstLookup)) cpu_ms \(firstLookupCPU)")
print("all_lookups_ms \(milliseconds(all)) lookups \(found) checksum \(checksum)")

func exitWithFailure() -> Never {
    preconditionFailure("lookup benchmark: wrong table")
}
