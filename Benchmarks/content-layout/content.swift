// Lays the generated rows scene out at run time with a content of N data-driven rows (N from the
// command line, default 10 000), and times it in this thread's CPU time: the first
// `layout(for:content:)` (which also decodes the compact scene), a second one (another content
// of the same size, the scene decoded), reading the same content from a content file's bytes,
// and a family lookup. Built with -O against SnaplineRuntime by Benchmarks/content-layout/run.sh.
// No Foundation, like an app.
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

let count = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 10_000 : 10_000
func content(_ seed: Int) -> ContentBench.Content {
    ContentBench.Content(rows: (0 ..< count).map { k in .init(rowHeight: (k + seed) % 7 == 0 ? nil : Double(44 + (k * 37 + seed) % 120)) })
}

do {
    let first = content(0)
    let second = content(3)
    let description = ViewportDescription(width: 393, height: 852)
    let (layout, firstMs) = try timed { try ContentBench.layout(for: description, content: first) }
    let (_, secondMs) = try timed { try ContentBench.layout(for: ViewportDescription(width: 820, height: 1180), content: second) }
    var file = "{\"format\": \"snapline-content\", \"version\": 1, \"scene\": \"ContentBench\", \"content\": {\"rows\": ["
    for (k, row) in first.rows.enumerated() {
        file += (k == 0 ? "" : ", ") + "{\"rowHeight\": " + (row.rowHeight.map { String(Int($0)) } ?? "null") + "}"
    }
    file += "]}}\n"
    let bytes = Array(file.utf8)
    let (read, readMs) = try timed { try ContentBench.Content(json: bytes) }
    let lookups = 1000
    var sum = 0.0
    let (_, lookupMs) = timed {
        for k in 0 ..< lookups { sum += layout.offset(of: .row(i: (k * 7919) % count), anchor: .top)?.offset ?? 0 }
    }
    print("rows \(count)")
    print("first_layout_ms \(firstMs)")
    print("second_layout_ms \(secondMs)")
    print("read_json_ms \(readMs)")
    print("family_lookup_ns \(lookupMs * 1e6 / Double(lookups))")
    print("checksum \(sum + (read == first ? 1 : 0))")
} catch {
    print("layout failed: \(error)")
    exit(1)
}
