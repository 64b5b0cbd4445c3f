import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// The sweep behind `paging-cuts-item`, against its definition checked edge by edge.
@Suite struct PageCutSweepTests {
    /// Targets 0…1000 (spanning every page), 100…400, 390…700; pages of 300 from 300.
    /// Edge 300: inside 0 and 1 (0 is first). Edge 600: inside 0 and 2. Edge 900: inside 0 only.
    /// Without the long target: 300 is inside 1, 600 inside 2, 900 and 1200 inside nothing.
    @Test func aTargetSpanningEveryPageIsFirstAtEachEdge() {
        let spans: [(start: Double, end: Double)] = [(0, 1000), (100, 400), (390, 700)]
        #expect(PageCutSweep.firstCuts(edges: [300, 600, 900, 1200], spans: spans, tolerance: 0.5) == [0, 0, 0, nil])
        #expect(PageCutSweep.firstCuts(edges: [300, 600, 900, 1200], spans: Array(spans.dropFirst()), tolerance: 0.5) == [0, 1, nil, nil])
    }

    /// Strictly inside means more than 0.5 from either end: an edge at 100.5 or 399.5 of
    /// 100…400 is not inside, 100.6 and 399.4 are. Edges in descending order (right to left).
    @Test func theHalfPointTolerance() {
        let spans: [(start: Double, end: Double)] = [(100, 400)]
        #expect(PageCutSweep.firstCuts(edges: [399.5, 399.4, 100.6, 100.5], spans: spans, tolerance: 0.5) == [nil, 0, 0, nil])
    }

    /// Random targets (nested, overlapping, equal, zero-length) and edges in random order, against
    /// the definition: the lowest index whose start < edge − 0.5 and end > edge + 0.5.
    @Test func agreesWithTheDefinitionOnRandomInputs() {
        var random = SplitMix64(seed: 19)
        for round in 0 ..< 200 {
            let spans: [(start: Double, end: Double)] = (0 ..< Int.random(in: 1 ... 40, using: &random)).map { _ in
                let start = Double(Int.random(in: 0 ... 100, using: &random)) / 2
                return (start, start + Double(Int.random(in: 0 ... 60, using: &random)) / 2)
            }
            let edges = (0 ..< Int.random(in: 1 ... 30, using: &random)).map { _ in Double(Int.random(in: -4 ... 170, using: &random)) / 4 }
            let expected = edges.map { e in spans.indices.first { spans[$0].start < e - 0.5 && spans[$0].end > e + 0.5 } }
            #expect(PageCutSweep.firstCuts(edges: edges, spans: spans, tolerance: 0.5) == expected, "round \(round)")
            let ascending = edges.sorted()
            let expectedAscending = ascending.map { e in spans.indices.first { spans[$0].start < e - 0.5 && spans[$0].end > e + 0.5 } }
            #expect(PageCutSweep.firstCuts(edges: ascending, spans: spans, tolerance: 0.5) == expectedAscending, "round \(round), ascending")
        }
    }

    @Test func noTargetsOrNoEdges() {
        #expect(PageCutSweep.firstCuts(edges: [1, 2], spans: [], tolerance: 0.5) == [nil, nil])
        #expect(PageCutSweep.firstCuts(edges: [], spans: [(0, 10)], tolerance: 0.5) == [])
    }
}
