import Foundation
import SnaplineCore
import SnaplineRuntime
import SnaplineTestSupport
import Testing

/// Each example's generated Swift lays its scene out at run time (`layout(for:)`): for each
/// viewport the scene lists, the description of that viewport gives the compiled JSON's bytes for
/// it, and the same numbers through the typed lookups.
@Suite struct RuntimeLayoutTests {
    /// One check per example, typed by its generated scene.
    static let examples: [(name: String, check: @Sendable (String) throws -> Void)] = [
        ("auto-reveal", { try agrees(AutoReveal.self, $0) }),
        ("incomplete-form", { try agrees(IncompleteForm.self, $0) }),
        ("logo-list", { try agrees(LogoList.self, $0) }),
        ("nested-shelves", { try agrees(NestedShelves.self, $0) }),
        ("paged-cards", { try agrees(PagedCards.self, $0) }),
        ("paging-carousel", { try agrees(PagingCarousel.self, $0) }),
        ("photo-pager", { try agrees(PhotoPager.self, $0) }),
        ("rtl-gallery", { try agrees(RTLGallery.self, $0) }),
        ("store-menu", { try agrees(StoreMenu.self, $0) }),
    ]

    @Test func everyExampleIsLaidOutHere() throws {
        #expect(Self.examples.map(\.name) == (try GeneratedTables.exampleSceneNames()))
    }

    @Test(arguments: examples.map(\.name))
    func listedViewportsGiveTheCompiledTable(_ name: String) throws {
        try #require(Self.examples.first { $0.name == name }).check(name)
    }

    static func agrees<S: SnaplineScene>(_: S.Type, _ name: String) throws where S.AnchorPoint: CaseIterable {
        let path = GeneratedTables.root.appendingPathComponent("examples/\(name).scene.yaml").path
        let compiler = Compiler()
        var diagnostics = Diagnostics()
        let source = try FileIO.read(path)
        let scene = try #require(compiler.decode(source, diagnostics: &diagnostics))
        let json = try #require(compiler.compile(source, format: .json, diagnostics: &diagnostics))
        let objects = ViewportObjects.cut(json)
        try #require(objects.count == scene.viewports.count && S.Viewport.allCases.count == scene.viewports.count)
        for (v, viewport) in zip(S.Viewport.allCases, scene.viewports) {
            let layout = try S.layout(for: ViewportDescription(viewport))
            #expect(layout.json == objects[v.position], "\(name) \(viewport.name)")
            for container in S.Container.allCases {
                #expect(layout.stops(of: container) == S.stops(of: container, in: v))
                #expect(layout.settle(container, original: 0, proposed: 200) == S.settle(container, in: v, original: 0, proposed: 200))
            }
            for anchor in S.Anchor.allCases {
                for point in S.AnchorPoint.allCases {
                    #expect(layout.offset(of: anchor, anchor: point) == S.offset(of: anchor, anchor: point, in: v), "\(name) \(viewport.name) \(anchor.rawValue)")
                }
            }
        }
    }

    /// A size the scene does not list, computed by hand: `store-menu`'s categories bar is a
    /// horizontal row of 8 chips 104 wide with spacing 8 and content margins of 16, so its
    /// content is 16 + 8 × 104 + 7 × 8 + 16 = 920 wide; at width 500 it scrolls 920 − 500 = 420.
    @Test func anUnlistedWidthIsLaidOut() throws {
        let layout = try StoreMenu.layout(for: ViewportDescription(width: 500, height: 900))
        #expect(layout.container(.categories).maxOffset == 420)
        #expect(layout.viewport.name == "500x900")
        #expect(layout.json.hasPrefix("{\n  \"name\": \"500x900\",\n  \"width\": 500,\n  \"height\": 900,\n"))
        // The cache gives the same layout object for an equal description.
        #expect(try StoreMenu.layout(for: ViewportDescription(width: 500, height: 900)).laidOut === layout.laidOut)
    }

    @Test func badDescriptionsThrow() {
        for description in [
            ViewportDescription(width: .nan, height: 900), ViewportDescription(width: 0, height: 900),
            ViewportDescription(width: 390, height: -1), ViewportDescription(width: .infinity, height: 900),
            ViewportDescription(width: 390, height: 844, safeArea: .init(top: 500, bottom: 400)),
            ViewportDescription(device: "iPhone 99"), ViewportDescription(width: 390, height: 844, keyboard: .nan),
        ] {
            #expect(throws: LayoutFailure.self) { try StoreMenu.layout(for: description) }
        }
    }
}
