import Foundation
import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// The per-viewport API that editors, diffs and reports read: lookups on a `CompiledViewport`, and
/// the one-value accessor on the decoded scene.
@Suite struct CompiledViewportTests {
    static func decode(_ path: String) throws -> Scene {
        var diagnostics = Diagnostics()
        let source = try FileIO.read(Repository.root.appendingPathComponent(path).path)
        return try #require(Compiler().decode(source, diagnostics: &diagnostics), "\(diagnostics.all)")
    }

    /// store-menu in `phone` (390 x 844). `categories`: 8 chips of 104 with spacing 8 and scroll
    /// padding 16 on both sides, so content 16 + 8 * 104 + 7 * 8 + 16 = 920 and M = 920 - 390 = 530;
    /// snapAlign start rests chip k at (16 + 112k) - 16 = 112k, the last two clamped to 530.
    /// `category-1` centred: 128 - 16 + 0.5 * (104 - (390 - 16 - 16)) = -15, clamped to 0.
    /// `section-7` at top: 2984 (16 + 7 * 424) past M = 2600 (explain's worked example).
    @Test func lookupsByNode() throws {
        let scene = try Self.decode("examples/store-menu.scene.yaml")
        var diagnostics = Diagnostics()
        let phone = try #require(Compiler().viewport(0, of: scene, diagnostics: &diagnostics))
        #expect(phone.viewport.name == "phone" && phone.index == 0)

        let categories = try #require(scene.nodeIndex(ofID: "categories"))
        let c = try #require(phone.container(ofNode: categories))
        #expect(phone.table.containers[c].id == "categories")
        #expect(phone.table.containers[c].maxOffset == 530)
        #expect(phone.table.containers[c].behavior == .viewAligned)
        #expect(phone.table.containers[c].stops == [0, 112, 224, 336, 448, 530])
        #expect(phone.container(ofNode: categories + 1) == nil, "a chip is not a container")

        let chip = try #require(scene.nodeIndex(ofID: "category-1"))
        #expect(phone.frame(ofNode: chip) == Rect(x: 128, y: 0, width: 104, height: 44))
        let chipTargets = phone.targets(ofNode: chip)
        #expect(chipTargets.map(\.spec.name) == ["center"])
        #expect(chipTargets.first?.chain == [Target.Link(container: "categories", offset: 0, raw: -15)])

        let section = try #require(scene.nodeIndex(ofID: "section-7"))
        let top = try #require(phone.targets(ofNode: section).first)
        #expect(top.chain.map(\.offset) == [2600] && top.chain.map(\.raw) == [2984])
        let steps = Array(phone.chainSteps(ofNode: section, point: top.spec))
        #expect(steps.map(\.offset) == [2600] && steps.first?.isClamped == true)

        #expect(phone.anchor(ofNode: 0) == nil, "the root is in no container")
        #expect(phone.targets(ofNode: 0).isEmpty)
        // Every anchor of the table is found by its node.
        for (a, anchor) in phone.table.anchors.enumerated() { #expect(phone.anchor(ofNode: Int(anchor.node)) == a) }
    }

    /// `forEachViewport` hands over every viewport in order, the same as asking for each.
    @Test func forEachViewportIsEveryViewportInOrder() throws {
        let scene = try Self.decode("examples/photo-pager.scene.yaml")
        var diagnostics = Diagnostics()
        var seen: [(Int, [Double])] = []
        let ok = Compiler().forEachViewport(of: scene, diagnostics: &diagnostics) { seen.append(($0.index, $0.table.containers.flatMap(\.stops))) }
        #expect(ok && diagnostics.all.isEmpty)
        #expect(seen.map(\.0) == Array(scene.viewports.indices))
        for (k, stops) in seen {
            let one = try #require(Compiler().viewport(k, of: scene, diagnostics: &diagnostics))
            #expect(one.table.containers.flatMap(\.stops) == stops)
        }
    }

    /// `Scene.value(of:ofNode:inViewport:)` reads what `ViewportScene` writes into the nodes, for
    /// every property of every node with per-viewport values.
    @Test(arguments: ["examples/photo-pager.scene.yaml", "Tests/SnaplineCoreTests/Fixtures/per-viewport.scene.yaml"])
    func oneValueAccessorAgreesWithTheResolvedScene(_ path: String) throws {
        let scene = try Self.decode(path)
        #expect(scene.perViewport.hasWhen)
        var differing = 0
        for k in scene.viewports.indices {
            let resolved = ViewportScene(scene, viewport: k).scene
            for node in scene.perViewport.nodes.map({ Int($0) }) {
                for property in ViewportProperty.allCases {
                    let value = scene.value(of: property, ofNode: node, inViewport: k)
                    #expect(value == resolved.nodes[node].value(of: property), "\(path) viewport \(k) node \(node) \(property.name)")
                    if value != scene.nodes[node].value(of: property) { differing += 1 }
                }
            }
        }
        #expect(differing > 0, "some value differs from the decoded one, so the comparison can fail")
    }
}
