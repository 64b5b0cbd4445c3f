import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// A large viewport's JSON is written on two threads, piece by piece; the bytes must be those of
/// the one-thread writer whatever the cut.
@Suite struct JSONConcurrentWriterTests {
    /// Two viewports; a feed of sections, each a header and a carousel of cards (chains two deep),
    /// an empty scroll container and a paging one with stops, and half-point values.
    static let yaml = """
        scene: Pieces
        viewports:
          - {name: phone, width: 390, height: 844}
          - {name: wide, width: 844.5, height: 390}
        anchors: [top, center]
        root:
          scroll: feed
          scrollPadding: {top: 16.25}
          spacing: 12
          children:
            - scroll: empty
              height: 40
              children: []
            - scroll: pages
              axis: horizontal
              behavior: paging
              height: 100
              children:
                - {item: page-1, width: 390}
                - {item: page-2, width: 390}
            - vstack: section-1
              children:
                - {item: header-1, height: 44}
                - scroll: carousel-1
                  axis: horizontal
                  behavior: viewAligned
                  height: 180
                  spacing: 8
                  children:
                    - {item: card-1-1, width: 140.5, height: 180}
                    - {item: card-1-2, width: 140, height: 180}
                    - {item: card-1-3, width: 140, height: 180}
            - vstack: section-2
              children:
                - {item: header-2, height: 44}
                - scroll: carousel-2
                  axis: horizontal
                  spacing: 8
                  height: 180
                  children:
                    - {item: card-2-1, width: 140, height: 180}
                    - {item: card-2-2, width: 140, height: 180}
        """

    /// What `writeViewportConcurrently` hands to `flush`, joined.
    func concurrent(_ table: ViewportTable, scene: Scene, pieceCost: Int, flushThreshold: Int = 1 << 20) -> [UInt8] {
        var writer = JSONTableWriter()
        writer.pieceCost = pieceCost
        writer.flushThreshold = flushThreshold
        let out = ByteBuffer()
        var written: [UInt8] = []
        writer.writeViewportConcurrently(table, scene: scene, isLast: false, to: out) { buffer in
            written.append(contentsOf: buffer.bytes)
            buffer.removeAll()
        }
        written.append(contentsOf: out.bytes)
        return written
    }

    func sequential(_ table: ViewportTable, scene: Scene) -> [UInt8] {
        let out = ByteBuffer()
        JSONTableWriter().writeViewport(table, scene: scene, isLast: false, to: out, flush: { _ in })
        return out.array
    }

    @Test func everyCutGivesTheSameBytes() throws {
        let laidOut = try LaidOutScene(yaml: Self.yaml)
        for v in laidOut.viewports {
            let expected = sequential(v.table, scene: laidOut.scene)
            let text = String(decoding: expected, as: UTF8.self)
            #expect(text.contains("\"id\": \"empty\",") && text.contains("\"anchors\": []\n        }"))
            #expect(text.contains("{\"id\": \"card-1-1\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 140.5, \"height\": 180}"))
            // 1: every position its own piece (a container's start, each anchor, its end apart).
            for cost in [1, 2, 3, 5, 8, 13, 40, 1 << 13] {
                let writer = { var w = JSONTableWriter(); w.pieceCost = cost; return w }()
                let pieces = writer.pieces(of: v.table)
                #expect(pieces.first?.lowerBound == 0 && pieces.last?.upperBound == writer.positionCount(v.table))
                #expect(zip(pieces, pieces.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound && !$0.isEmpty })
                #expect(concurrent(v.table, scene: laidOut.scene, pieceCost: cost) == expected, "piece cost \(cost)")
                #expect(concurrent(v.table, scene: laidOut.scene, pieceCost: cost, flushThreshold: 1) == expected, "piece cost \(cost), flushing every anchor")
            }
            // 5 containers (feed, empty, pages, two carousels), each with a start and an end, and
            // 15 anchors: every node with an id inside a container (all but the feed itself).
            let onePerPosition = { var w = JSONTableWriter(); w.pieceCost = 1; return w }().pieces(of: v.table)
            #expect(v.table.containers.count == 5 && v.table.anchors.count == 15)
            #expect(onePerPosition.count == 2 * 5 + 15)
            #expect(onePerPosition.count >= JSONTableWriter.minimumConcurrentPieces)
        }
    }

    @Test func theExamplesComeOutTheSame() throws {
        for path in LaidOutScene.examples {
            let laidOut = try LaidOutScene(path: path)
            for v in laidOut.viewports {
                #expect(concurrent(v.table, scene: laidOut.scene, pieceCost: 3) == sequential(v.table, scene: laidOut.scene), "\(path)")
            }
        }
    }

    struct Full: Error {}

    /// A `flush` that throws ends the call with its error; the worker thread is drained first, so
    /// nothing is left running or waiting.
    @Test func aThrowingFlushEndsTheCall() throws {
        let laidOut = try LaidOutScene(yaml: Self.yaml)
        let table = laidOut.viewports[0].table
        var writer = JSONTableWriter()
        writer.pieceCost = 1
        for failAt in 1 ... 6 {
            var calls = 0
            #expect(throws: Full.self) {
                try writer.writeViewportConcurrently(table, scene: laidOut.scene, isLast: true, to: ByteBuffer()) { buffer in
                    calls += 1
                    if calls == failAt { throw Full() }
                    buffer.removeAll()
                }
            }
            #expect(calls == failAt)
        }
    }

    /// The whole compile, through the emitter, matches the one-thread render of every table.
    @Test func theEmitterWritesTheRender() throws {
        let laidOut = try LaidOutScene(yaml: Self.yaml)
        var emitter = JSONTableEmitter()
        emitter.writer.pieceCost = 2
        var diagnostics = Diagnostics()
        var output: [UInt8] = []
        let ok = Compiler().compile(Array(Self.yaml.utf8), emitter: &emitter, diagnostics: &diagnostics) { output.append(contentsOf: $0) }
        #expect(ok)
        #expect(output == JSONTableWriter().render(scene: laidOut.scene, tables: laidOut.tables))
    }
}
