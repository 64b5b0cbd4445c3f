import Testing
@testable import SnaplineCore
@testable import SnaplineLayout

/// The per-node records whose size a large scene multiplies (see docs/performance-history.md, "Memory per
/// node"): a field added to one of them costs that much per node, so it should be a decision.
@Suite struct RecordSizeTests {
    @Test func perNodeRecords() {
        #expect(MemoryLayout<YAMLDocument.Node>.stride == 16)  // one per YAML node of the file
        #expect(MemoryLayout<SceneNode>.stride == 96)  // one per node, and per node mapping's template (88 before `safeAreaInset` and `overlay`)
        #expect(MemoryLayout<AnchorEntry>.stride == 12)  // one per anchor per viewport
        #expect(MemoryLayout<Rect>.stride == 32)  // one frame per node per viewport
    }

    /// A node keeps its lengths' cases in bytes of their own and their numbers beside: every case
    /// reads back as it was set, on both axes, without touching the other.
    @Test func lengthsReadBackAsSet() {
        let lengths: [Length] = [.unset, .points(0), .points(140.5), .fill, .fraction(0.25),
                                 .relative(RelativeFrame(count: 3, span: 2, spacing: 8.5)), .relative(RelativeFrame(count: 1))]
        for width in lengths {
            for height in lengths {
                var node = SceneNode(kind: .item, location: SourceLocation(line: 1, column: 1))
                node.width = width
                node.height = height
                #expect(node.width == width && node.height == height, "\(width) x \(height)")
            }
        }
    }

    /// The tape's packed records read back what was written: kind, style, position, extent.
    @Test func tapeRecordsRoundTrip() throws {
        var diagnostics = Diagnostics()
        let text = "a: 'x'\nlist:\n  - {b: 1}\n  - \"q\"\n"
        let doc = try #require(YAMLReader().read(Array(text.utf8), diagnostics: &diagnostics))
        // mapping, a, 'x', list, sequence, {b: 1}, b, 1, "q"
        #expect((0 ..< doc.count).map { doc[$0] }.map(\.kind) == [.mapping, .scalar, .scalar, .scalar, .sequence, .mapping, .scalar, .scalar, .scalar])
        #expect((0 ..< doc.count).map { doc[$0] }.map(\.style) == [.plain, .plain, .quoted, .plain, .plain, .plain, .plain, .plain, .quoted])
        #expect((0 ..< doc.count).map { doc[$0] }.map(\.childCount) == [4, 0, 0, 0, 2, 2, 0, 0, 0])
        #expect((0 ..< doc.count).map(doc.next) == [9, 2, 3, 4, 9, 8, 7, 8, 9])
        #expect(doc[5].start == SourceLocation(line: 3, column: 5))
        #expect(doc[8].start == SourceLocation(line: 4, column: 5))
        #expect(doc.string(2) == "x" && doc.string(8) == "q")
    }
}
