import Foundation
import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// `explain` shows the table's numbers: every target of every anchor of every example, and every
/// container's stops; and its text for a nested chain and a right-to-left case matches golden
/// copies in `ExplainFixtures/` (re-record with `SNAPLINE_RECORD=1`).
@Suite struct ExplainTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ExplainFixtures")

    @Test(arguments: LaidOutScene.examples)
    func chainsAreTheTablesNumbers(_ path: String) throws {
        let laidOut = try LaidOutScene(path: path)
        var compared = 0
        for compiled in laidOut.viewports {
            let (layout, table) = (compiled.layout, compiled.table)
            for anchor in table.anchors {
                let specs = laidOut.scene.anchors(ofNode: Int(anchor.node))
                for (spec, target) in zip(specs, table.targets(of: anchor, in: laidOut.scene)) {
                    let explanation = ChainExplanation(compiled, node: Int(anchor.node), point: spec)
                    let explained = explanation.steps.map { Target.Link(container: laidOut.scene.id(of: layout.containers[$0.container].node) ?? "", offset: $0.offset, raw: $0.raw) }
                    #expect(explained == target.chain, "\(path) \(layout.viewport.name) \(laidOut.scene.id(of: Int(anchor.node)) ?? "") \(spec.name)")
                    compared += 1
                }
            }
            for c in table.containers.indices {
                let stops = try StopsExplanation(compiled, container: c)
                #expect(stops.stops == table.containers[c].stops)
                try Self.checkStops(stops, layout.containers[c], "\(path) \(layout.viewport.name) \(table.containers[c].id)")
            }
        }
        #expect(compared > 0)
    }

    /// The stops as the explanation's own numbers say they come about, recomputed here from
    /// those numbers with the written formulas (not the table's functions).
    static func checkStops(_ e: StopsExplanation, _ g: ContainerGeometry, _ context: String) throws {
        let (s0, s1, v, m) = (g.scrollPaddingStart, g.scrollPaddingEnd, g.visibleLength, g.maxOffset)
        switch e.behavior {
        case .none:
            #expect(e.stops.isEmpty, "\(context)")
        case .paging:
            // Whole pages of P = V - s0 - s1 from the leading end, then the other end.
            let page = v - s0 - s1
            let fromLeading = g.axis == .horizontal && g.isRightToLeft ? e.stops.reversed().map { m - $0 } : e.stops
            #expect(fromLeading.first == 0 && fromLeading.last.map { abs($0 - m) < 1e-9 } == true, "\(context)")
            for k in fromLeading.indices.dropLast() { #expect(abs(fromLeading[k] - Double(k) * page) < 1e-6, "\(context) page \(k)") }
            #expect((fromLeading.last ?? 0) - (fromLeading.dropLast().last ?? 0) <= page + 1e-6, "\(context): the last step is at most a page")
        case .viewAligned:
            var expected: [Double] = [0, m]
            for t in e.targets {
                let raw = t.t0 - s0 + e.u * ((t.t1 - t.t0) - (v - s0 - s1))
                #expect(abs(raw - t.raw) < 1e-9 && t.stop == min(max(raw, 0), m), "\(context) target \(t.node)")
                expected.append(min(max(raw, 0), m))
            }
            let merged = expected.sorted().reduce(into: [Double]()) { list, s in if list.last.map({ s - $0 >= 1e-9 }) ?? true { list.append(s) } }
            #expect(e.stops == merged, "\(context)")
        }
    }

    func explain(_ example: String, _ id: String, point: String?, viewport: String) throws -> String {
        let laidOut = try LaidOutScene(path: Repository.root.appendingPathComponent("examples/\(example).scene.yaml").path)
        let compiled = try #require(laidOut.viewports.first { $0.viewport.name == viewport })
        let node = try #require(laidOut.scene.nodeIndex(ofID: id))
        let points = try AnchorPointQuery.points(for: node, in: laidOut.scene, text: point).get()
        let text = ExplainText(compiled)
        return points.map { text.chain(ChainExplanation(compiled, node: node, point: $0)) }.joined(separator: "\n")
    }

    /// Why section-7 at top is 2600, not 2984: the menu is 800 tall (844 less the 44 bar) and its
    /// content 3400 (16 + 8 sections of 400 + 7 gaps of 24 + 16), so M = 2600; section-7's top
    /// is at 16 + 7 * 424 = 2984, past M.
    @Test func storeMenuSection7() throws {
        let text = try explain("store-menu", "section-7", point: "top", viewport: "phone")
        #expect(text.contains("M = max(0, 3400 - 800) = 2600"))
        #expect(text.contains("= 2984 - 0 + 0 * ((3384 - 2984) - (800 - 0 - 0)) + 0\n         = 2984\n"))
        #expect(text.contains("offset = clamp(2984, 0, 2600) = 2600: clamped, raw is 384 past the end"))
    }

    /// card-4-5 centred in shelf-4 (cards of 150, spacing 12, margins 16), then in home.
    @Test func nestedChainGolden() throws {
        let text = try explain("nested-shelves", "card-4-5", point: nil, viewport: "phone")
        // shelf-4: t0 = 16 + 5 * 162 = 826, u = 0.5: 826 - 16 + 0.5 * (150 - 358) = 706.
        #expect(text.contains("= 706\n"))
        try GoldenText.compare(text, with: Self.directory.appendingPathComponent("nested-shelves.card-4-5.txt"))
    }

    /// category-3 centred in the right-to-left bar: u = 1 - 0.5, content mirrored.
    @Test func rightToLeftGolden() throws {
        let text = try explain("store-menu", "category-3", point: nil, viewport: "phone-rtl")
        // Mirrored: category-3 spans 920 - 16 - 4 * 104 - 3 * 8 = 464 to 568.
        #expect(text.contains("t0 = 464 - 0 = 464, t1 = 568 + 0 = 568"))
        #expect(text.contains("u = 1 - x = 1 - 0.5 = 0.5"))
        try GoldenText.compare(text, with: Self.directory.appendingPathComponent("store-menu.category-3.rtl.txt"))
    }

    @Test func rightToLeftStopsGolden() throws {
        let laidOut = try LaidOutScene(path: Repository.root.appendingPathComponent("examples/store-menu.scene.yaml").path)
        let compiled = try #require(laidOut.viewports.first { $0.viewport.name == "phone-rtl" })
        let text = ExplainText(compiled).stops(try StopsExplanation(compiled, container: 0))
        // category-5 to category-7 clamp to 0 and coincide with it; category-0 is M = 530.
        #expect(text.contains("= -30, clamped to 0; the same as 0 (kept once)"))
        #expect(text.contains("    0, 82, 194, 306, 418, 530\n"))
        try GoldenText.compare(text, with: Self.directory.appendingPathComponent("store-menu.categories.rtl-stops.txt"))
    }
}
