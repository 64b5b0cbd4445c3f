/// The sweep behind `paging-cuts-item`: which target each page edge starts strictly inside.
///
/// Pages and targets are swept together along the axis: targets enter in order of their start
/// as the edges pass it, and leave (lazily, from the top of a heap ordered by document order)
/// once an edge is past their end. Each target enters and leaves at most once, so a scene costs
/// O((pages + targets) · log targets) however many pages one target spans.
enum PageCutSweep {
    /// For each `edges[n]`, the target (index into `spans`, which are in document order) of
    /// lowest index that the edge is strictly inside: more than `tolerance` past its start and
    /// more than `tolerance` before its end; nil when it is inside none. `edges` may come in any
    /// order.
    static func firstCuts(edges: [Double], spans: [(start: Double, end: Double)], tolerance: Double) -> [Int?] {
        var cuts = [Int?](repeating: nil, count: edges.count)
        guard !spans.isEmpty, !edges.isEmpty else { return cuts }
        let byStart = spans.indices.sorted { spans[$0].start < spans[$1].start }
        var entered = 0
        var open = IndexHeap(capacity: spans.count)
        for n in ascending(edges) {
            let edge = edges[n]
            while entered < byStart.count, spans[byStart[entered]].start < edge - tolerance {
                open.push(byStart[entered])
                entered += 1
            }
            // Edges only grow, so a target this edge is past stays behind every later one.
            while let t = open.first, !(spans[t].end > edge + tolerance) { open.pop() }
            cuts[n] = open.first
        }
        return cuts
    }

    /// The positions of `values` in ascending order of value (stops come ascending, or
    /// descending in right-to-left, so a sort is rarely needed).
    private static func ascending(_ values: [Double]) -> [Int] {
        if zip(values, values.dropFirst()).allSatisfy({ $0 <= $1 }) { return Array(values.indices) }
        if zip(values, values.dropFirst()).allSatisfy({ $0 >= $1 }) { return values.indices.reversed() }
        return values.indices.sorted { values[$0] < values[$1] }
    }
}

/// A binary min-heap of indices.
private struct IndexHeap {
    private var items: [Int] = []

    init(capacity: Int) { items.reserveCapacity(capacity) }

    var first: Int? { items.first }

    mutating func push(_ value: Int) {
        items.append(value)
        var k = items.count - 1
        while k > 0 {
            let parent = (k - 1) / 2
            guard items[k] < items[parent] else { break }
            items.swapAt(k, parent)
            k = parent
        }
    }

    mutating func pop() {
        guard let last = items.popLast(), !items.isEmpty else { return }
        items[0] = last
        var k = 0
        while true {
            let left = 2 * k + 1, right = left + 1
            var smallest = k
            if left < items.count, items[left] < items[smallest] { smallest = left }
            if right < items.count, items[right] < items[smallest] { smallest = right }
            guard smallest != k else { return }
            items.swapAt(k, smallest)
            k = smallest
        }
    }
}
