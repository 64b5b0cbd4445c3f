// Content that changes at scale: the chat scene (`content-chat.scene.yaml`: a vertical scroll
// `thread` with `repeat: {data: messages, preview: 20}` of `msg-{i}` items whose height is data,
// `bubbleHeight`, preview 60, min 40, max 400) laid out with N messages through the layout
// engine's `LiveLayout` (the layout a run-time `ContentLayout` holds; its node limit is the
// caller's here, 2 N + 1024, since the runtime's own is 1 000 000 nodes), then each operation of
// content that changes timed on it. Built with -O against SnaplineLayout and SnaplineRuntime by
// Benchmarks/live-layout/run.sh, with the chat's generated file (its scene text made visible).
// No Foundation, like an app.
//
//   live N [all|first|content] [REPS]
//
// `all` (the default) prints `key value` lines: the first layout (ms), the runtime's table and
// index of a layout (what `ContentLayout` builds after each update, and its lookups read), then
// the median of each operation (µs). `first` builds the content and lays it out once; `content`
// only builds the content: run.sh measures the peak RSS of both (Benchmarks/measure.c), and the
// difference over N is the peak bytes the layout holds per instance.
//
// One message in seven is not measured (nil: laid out at its preview, 60), the others are
// 40 + (37 k mod 120): so a bounds lookup has estimates to bound.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SnaplineLayout
import SnaplineRuntime

/// This process's CPU time, every thread (the engine lays out on this thread for a scene this
/// shallow, but a deeper one would run on a thread of its own).
func cpuMicroseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
}

/// The median CPU time of `reps` runs of `body`, in µs (`body` gets the run's number).
func median(_ reps: Int, _ body: (Int) throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for r in 0 ..< max(1, reps) {
        let start = cpuMicroseconds()
        try body(r)
        times.append(cpuMicroseconds() - start)
    }
    times.sort()
    return times[times.count / 2]
}

let arguments = CommandLine.arguments
let count = arguments.count > 1 ? max(1, Int(arguments[1]) ?? 1_000_000) : 1_000_000
let mode = arguments.count > 2 ? arguments[2] : "all"
let reps = arguments.count > 3 ? max(1, Int(arguments[3]) ?? 3) : 3
/// The lookups take far less than a layout: many more runs of them.
let lookupReps = max(reps, 21)

func height(_ k: Int) -> Double? { k % 7 == 3 ? nil : Double(40 + (k * 37) % 120) }

do {
    let scene = try CompactSceneReader.scene(snaplinePackedScene)
    let content = try Chat.sceneContent(of: Chat.Content(messages: (0 ..< count).map { .init(bubbleHeight: height($0)) }))
    if mode == "content" {
        print("messages \(count)")
        exit(0)
    }
    let description = ViewportDescription(width: 390, height: 844, name: "phone")
    var start = cpuMicroseconds()
    var live = try LiveLayout(scene, description: description, content: content, maximumNodes: 2 * count + 1024)
    let firstMs = (cpuMicroseconds() - start) / 1000
    print("messages \(count)")
    print("first_layout_ms \(firstMs)")
    if mode == "first" { exit(0) }

    let thread = "thread"
    let templates = try require_(scene.templates)
    let family = Chat.FamilyName.msg.template
    var maxOffset: Double { live.current.layout.containers.first?.maxOffset ?? 0 }

    // What a run-time `ContentLayout` builds from each layout, after each update, for its lookups.
    start = cpuMicroseconds()
    var index = ViewportIndex(EngineTable.viewport(of: live.current.table, scene: live.current.scene))
    print("runtime_table_ms \((cpuMicroseconds() - start) / 1000)")

    // An offset lookup as `ContentLayout.offset(of: .msg(i: k), anchor: .top)` does it: the
    // member's id from the content, then the index.
    var sum = 0.0
    let offsetUs = median(lookupReps) { r in
        let k = (r * 7919 + count / 2) % count
        let id = Chat.Family.msg(i: k).member.id(in: templates, content: live.content) ?? ""
        sum += index.offset(of: id, anchor: "top")?.innermost.offset ?? 0
    }
    print("offset_lookup_us \(offsetUs)")

    let anchorUs = median(lookupReps) { r in
        let o = maxOffset * Double((r * 37) % 101) / 100
        sum += Double(live.anchor(at: o, in: thread, family: family, unitPoint: .bottom)?.indices.first ?? 0)
    }
    print("anchor_at_offset_us \(anchorUs)")

    let boundsUs = median(reps) { r in
        let k = (r * 7919 + count / 3) % count
        sum += live.bounds(of: "msg-\(k)", target: "top")?.first?.lo ?? 0
    }
    print("bounds_lookup_us \(boundsUs)")

    let measureUs = try median(reps) { r in
        try live.update(.measure(Chat.Length.bubbleHeight(i: (r * 7919 + 11) % count).address, Double(50 + r)))
    }
    print("measure_us \(measureUs)")

    let hundred = Array(repeating: SceneContent.previewInstance(of: 1, in: templates.shape), count: 100)
    let insertUs = try median(reps) { _ in
        try live.update(.insert(hundred, at: 0, in: Chat.Repeat.messages.address))
    }
    print("insert_100_at_start_us \(insertUs)")

    let keepingUs = try median(reps) { r in
        let o = maxOffset * Double((r * 37) % 101) / 100
        sum += try live.update(.measure(Chat.Length.bubbleHeight(i: (r * 104_729 + 5) % count).address, Double(70 + r)), keeping: thread, at: o)
    }
    print("keeping_us \(keepingUs)")

    start = cpuMicroseconds()
    index = ViewportIndex(EngineTable.viewport(of: live.current.table, scene: live.current.scene))
    print("runtime_table_again_ms \((cpuMicroseconds() - start) / 1000)")
    print("checksum \(sum + Double(index.viewport.containers.count))")
} catch {
    print("live layout failed: \(error)")
    exit(1)
}

/// The value, or an error (no force unwrap).
func require_<T>(_ value: T?) throws -> T {
    guard let value else { throw LiveLayoutError("missing") }
    return value
}
