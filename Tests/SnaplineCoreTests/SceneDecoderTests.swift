import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// Decodes `yaml`, which must be free of diagnostics.
private func decoded(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Scene {
    let result = decodeScene(yaml)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description).joined(separator: "\n"))", sourceLocation: sourceLocation)
    return try #require(result.scene, sourceLocation: sourceLocation)
}

extension Scene {
    /// The node with `id`, for tests.
    func node(_ id: String) -> SceneNode? { index(id).map { nodes[$0] } }

    /// Index of the node with `id`, for tests.
    func index(_ id: String) -> Int? { ids.firstIndex { $0 == id } }

    /// The ids of the children of the node `id` (`-` for anonymous ones).
    func childIDs(_ id: String) -> [String] {
        guard let index = index(id) else { return [] }
        return children(of: index).map { ids[$0] ?? "-" }
    }
}

@Suite struct SceneDecoderTests {
    @Test func decodesTheSpecExample() throws {
        let scene = try decoded("""
            # yaml-language-server: $schema=../schemas/scene.schema.json
            scene: StoreMenu
            viewports:
              - {name: phone, width: 390, height: 844}
              - {name: phone-landscape, width: 844, height: 390}
              - {name: phone-rtl, width: 390, height: 844, layoutDirection: rightToLeft}
            root:
              scroll: menu
              axis: vertical
              padding: 16
              spacing: 8
              children:
                - item: header
                  height: 200
                  anchors: [top, {anchor: top, offset: -16, name: belowBar}]
                - scroll: categories
                  axis: horizontal
                  height: 44
                  behavior: viewAligned
                  children:
                    - repeat: 12
                      item: "category-{i}"
                      width: 96
            """)
        #expect(scene.name == "StoreMenu")
        #expect(scene.nameLocation == SnaplineCore.SourceLocation(line: 2, column: 8))
        #expect(scene.viewports.map(\.name) == ["phone", "phone-landscape", "phone-rtl"])
        #expect(scene.viewports.map(\.isRightToLeft) == [false, false, true])
        #expect(scene.viewports[1].width == 844 && scene.viewports[1].height == 390)
        #expect(scene.defaultAnchors == nil)
        #expect(scene.nodes.count == 15)
        #expect(scene.ids[0] == "menu")
        #expect(scene.childIDs("menu") == ["header", "categories"])
        #expect(scene.childIDs("categories") == (0 ..< 12).map { "category-\($0)" })

        let menu = try #require(scene.node("menu"))
        #expect(menu.kind == .scroll && menu.axis == .vertical && menu.targets)
        #expect(menu.spacing == 8)
        #expect(scene.edges[Int(menu.padding)] == Edges(top: 16, bottom: 16, leading: 16, trailing: 16))
        #expect(menu.scrollPadding == 0)
        #expect(menu.behavior == .none && menu.limit == .automatic && menu.snapAlign == .start)

        let categories = try #require(scene.node("categories"))
        #expect(categories.axis == .horizontal && categories.height == .points(44) && categories.width == .unset)
        #expect(categories.behavior == .viewAligned && categories.limit == .automatic)

        let header = try #require(scene.node("header"))
        #expect(header.location == SnaplineCore.SourceLocation(line: 13, column: 7))
        #expect(scene.anchors(of: header) == [
            AnchorSpec(name: "top", x: 0.5, y: 0),
            AnchorSpec(name: "belowBar", x: 0.5, y: 0, extra: .along(-16)),
        ])
        #expect(scene.anchors(of: categories) == AnchorSpec.defaultList)
        #expect(scene.node("category-11")?.width == .points(96))
    }

    @Test func everyNodeKind() throws {
        let scene = try decoded(sceneHeader + """
            root:
              vstack: page
              spacing: 4
              alignment: leading
              targets: true
              children:
                - hstack: row
                  alignment: bottom
                  children:
                    - item: a
                    - space: 12
                    - item: b
                - zstack: layers
                  alignment: bottomTrailing
                  children:
                    - item: back
                    - item: front
                - scroll: list
                  content:
                    vstack:
                    children:
                      - item: c
                      - space: fill
                      - item: d
            """)
        #expect(scene.nodes.map(\.kind) == [.vstack, .hstack, .item, .space, .item, .zstack, .item, .item, .scroll, .vstack, .item, .space, .item])
        let page = try #require(scene.node("page"))
        #expect(page.spacing == 4 && page.targets)
        #expect(page.alignment == Alignment(horizontal: .start, vertical: .center))
        #expect(scene.node("row")?.alignment == Alignment(horizontal: .center, vertical: .end))
        #expect(scene.node("layers")?.alignment == Alignment(horizontal: .end, vertical: .end))
        #expect(scene.node("row")?.targets == false)

        // A space's length is along its stack's axis.
        let rowSpace = scene.nodes[3]
        #expect(rowSpace.width == .points(12) && rowSpace.height == .unset)
        let listSpace = scene.nodes[11]
        #expect(listSpace.height == .fill && listSpace.width == .unset)

        // `content` is the scroll container's only child; it is not a `children` list.
        let list = try #require(scene.index("list"))
        #expect(scene.nodes[list].targets == false)
        #expect(Array(scene.children(of: list)) == [list + 1])
        #expect(scene.ids[list + 1] == nil && scene.nodes[list + 1].parent.index == list)
    }

    @Test func linksArePreOrder() throws {
        let scene = try decoded(sceneHeader + """
            root:
              scroll: s
              children:
                - vstack: v
                  children:
                    - item: a
                    - item: b
                - item: c
            """)
        #expect(scene.ids.map { $0 ?? "-" } == ["s", "v", "a", "b", "c"])
        #expect(scene.nodes.map(\.parent.index) == [nil, 0, 1, 1, 0])
        #expect(scene.nodes.map(\.firstChild.index) == [1, 2, nil, nil, nil])
        #expect(scene.nodes.map(\.nextSibling.index) == [nil, 4, 3, nil, nil])
    }

    @Test func lengthForms() throws {
        let scene = try decoded(sceneHeader + """
            root:
              scroll: s
              axis: horizontal
              children:
                - item: points
                  width: 120.5
                  height: 0
                - item: fill
                  width: fill
                - item: columns
                  width: {count: 3, span: 2, spacing: 10}
                - item: column
                  width: {count: 4}
                - item: half
                  width: {fraction: 0.5}
                  height: 1e2
            """)
        #expect(scene.node("points")?.width == .points(120.5))
        #expect(scene.node("points")?.height == .points(0))
        #expect(scene.node("fill")?.width == .fill)
        #expect(scene.node("fill")?.height == .unset)
        #expect(scene.node("columns")?.width == .relative(RelativeFrame(count: 3, span: 2, spacing: 10)))
        #expect(scene.node("column")?.width == .relative(RelativeFrame(count: 4, span: 1, spacing: 0)))
        #expect(scene.node("half")?.width == .fraction(0.5))
        #expect(scene.node("half")?.height == .points(100))
    }

    @Test func edgeForms() throws {
        let scene = try decoded(sceneHeader + """
            root:
              scroll: s
              padding: {horizontal: 16, vertical: 8}
              scrollPadding: {top: 44}
              children:
                - item: a
                  scrollMargin: 6
                - item: b
                  scrollMargin: {top: 1, bottom: 2, leading: 3, trailing: 4}
                - item: c
                  scrollMargin: {vertical: 8, horizontal: 16}
                - item: d
                  scrollMargin: {top: 111, bottom: 94, horizontal: 12}
                - item: e
                  scrollMargin: {leading: 4, vertical: 2}
            """)
        let s = try #require(scene.node("s"))
        #expect(scene.edges[0] == .zero)
        #expect(scene.edges[Int(s.padding)] == Edges(top: 8, bottom: 8, leading: 16, trailing: 16))
        #expect(scene.edges[Int(s.scrollPadding)] == Edges(top: 44))
        #expect(scene.edges[Int(scene.node("a")?.scrollMargin ?? 0)] == Edges(top: 6, bottom: 6, leading: 6, trailing: 6))
        #expect(scene.edges[Int(scene.node("b")?.scrollMargin ?? 0)] == Edges(top: 1, bottom: 2, leading: 3, trailing: 4))
        // Equal edges share one entry of the side table.
        #expect(scene.node("c")?.scrollMargin == s.padding)
        #expect(scene.node("a")?.padding == 0)
        // The keys mix as in SwiftUI when no side is given twice.
        #expect(scene.edges[Int(scene.node("d")?.scrollMargin ?? 0)] == Edges(top: 111, bottom: 94, leading: 12, trailing: 12))
        #expect(scene.edges[Int(scene.node("e")?.scrollMargin ?? 0)] == Edges(top: 2, bottom: 2, leading: 4, trailing: 0))
    }

    @Test func contentMarginsSetPaddingAndScrollPadding() throws {
        let scene = try decoded(sceneHeader + """
            root:
              scroll: s
              contentMargins: {horizontal: 20}
              children: []
            """)
        let s = try #require(scene.node("s"))
        #expect(s.padding != 0 && s.padding == s.scrollPadding)
        #expect(scene.edges[Int(s.padding)] == Edges(leading: 20, trailing: 20))
    }

    @Test func nestedRepeatsExpandInOrderWithBothIndices() throws {
        let scene = try decoded(sceneHeader + """
            root:
              scroll: feed
              children:
                - repeat: 2
                  index: s
                  vstack: "section-{s}"
                  children:
                    - item: "title-{s}"
                    - repeat: 3
                      item: "card-{s}-{i}"
                      height: 50
                - item: footer
            """)
        #expect(scene.ids.map { $0 ?? "-" } == [
            "feed",
            "section-0", "title-0", "card-0-0", "card-0-1", "card-0-2",
            "section-1", "title-1", "card-1-0", "card-1-1", "card-1-2",
            "footer",
        ])
        #expect(scene.childIDs("feed") == ["section-0", "section-1", "footer"])
        #expect(scene.childIDs("section-1") == ["title-1", "card-1-0", "card-1-1", "card-1-2"])
        let card = try #require(scene.index("card-1-2"))
        #expect(scene.nodes[card].parent.index == scene.index("section-1"))
        #expect(scene.nodes[card].height == .points(50))
        // Every instance points at the template's source position.
        #expect(scene.node("card-0-0")?.location == scene.node("card-1-2")?.location)
    }

    @Test func placeholdersCanRepeatAndSitAnywhereInTheID() throws {
        let scene = try decoded(sceneHeader + """
            root:
              scroll: s
              children:
                - repeat: 11
                  index: n
                  item: "{n}.{n}_x"
            """)
        #expect(scene.childIDs("s").first == "0.0_x")
        #expect(scene.childIDs("s").last == "10.10_x")
    }

    @Test func anonymousRepeatsAndSpacesNeedNoPlaceholder() throws {
        let scene = try decoded(sceneHeader + """
            root:
              scroll: s
              children:
                - repeat: 3
                  vstack:
                  children:
                    - item: "x-{i}"
                - repeat: 2
                  space: 8
            """)
        #expect(scene.nodes.count == 1 + 3 * 2 + 2)
        #expect(scene.nodes.last?.height == .points(8))
    }

    @Test func largeRepeatIsExpanded() throws {
        let scene = try decoded(sceneHeader + """
            root:
              scroll: s
              children:
                - repeat: 100000
                  item: "card-{i}"
                  height: 80
            """)
        #expect(scene.nodes.count == 100_001)
        #expect(scene.ids[100_000] == "card-99999")
        #expect(scene.nodes[99_999].nextSibling.index == 100_000)
    }

    @Test func limitDefaultsFollowTheBehavior() throws {
        let scene = try decoded(sceneHeader + """
            root:
              scroll: outer
              behavior: paging
              children:
                - scroll: aligned
                  axis: horizontal
                  behavior: viewAligned
                  snapAlign: center
                  children: []
                - scroll: few
                  axis: horizontal
                  behavior: viewAligned
                  limit: alwaysByFew
                  snapAlign: end
                  children: []
                - scroll: plain
                  children: []
            """)
        #expect(scene.node("outer")?.behavior == .paging)
        // A `limit` written nowhere is `automatic`, resolved per viewport by the table.
        #expect(scene.node("outer")?.limit == SnapLimit.automatic)
        #expect(scene.node("aligned")?.limit == .automatic)
        #expect(SnapLimit.automatic.resolved(behavior: .viewAligned, axis: .horizontal, sizeClass: .compact) == .alwaysByOne)
        #expect(SnapLimit.automatic.resolved(behavior: .paging, axis: .horizontal, sizeClass: .compact) == .never)
        #expect(scene.node("aligned")?.snapAlign == .center)
        #expect(scene.node("few")?.limit == .alwaysByFew)
        #expect(scene.node("few")?.snapAlign == .end)
        #expect(scene.node("plain")?.limit == SnapLimit.automatic)
        #expect(scene.node("plain")?.behavior == ScrollBehavior.none)
    }

    @Test func anchorForms() throws {
        let scene = try decoded(sceneHeader + """
            anchors: [leading, trailing]
            root:
              scroll: s
              children:
                - item: a
                  anchors:
                    - center
                    - {x: 0.25, y: 1}
                    - {anchor: bottom, offset: 12, name: underBar}
                    - {anchor: {x: 0, y: 0.5}, offset: {x: -4, y: 8}, name: nudged}
                    - {anchor: zero, offset: {y: 3}, name: down}
                    - {anchor: topTrailing}
                - item: b
                - vstack: group
                  anchors: [top]
                  children: []
            """)
        let a = try #require(scene.node("a"))
        #expect(scene.anchors(of: a) == [
            AnchorSpec(name: "center", x: 0.5, y: 0.5),
            AnchorSpec(name: "custom", x: 0.25, y: 1),
            AnchorSpec(name: "underBar", x: 0.5, y: 1, extra: .along(12)),
            AnchorSpec(name: "nudged", x: 0, y: 0.5, extra: .point(x: -4, y: 8)),
            AnchorSpec(name: "down", x: 0, y: 0, extra: .point(x: 0, y: 3)),
            AnchorSpec(name: "topTrailing", x: 1, y: 0),
        ])
        #expect(scene.defaultAnchors == [AnchorSpec(name: "leading", x: 0, y: 0.5), AnchorSpec(name: "trailing", x: 1, y: 0.5)])
        let b = try #require(scene.node("b"))
        #expect(b.anchors == .none)
        #expect(scene.anchors(of: b) == scene.defaultAnchors)
        #expect(scene.anchors(of: try #require(scene.node("group"))) == [AnchorSpec(name: "top", x: 0.5, y: 0)])
    }

    @Test func everyUnitPointName() throws {
        let names = AnchorSpec.unitPoints.map(\.name)
        let scene = try decoded(sceneHeader + "anchors: [\(names.joined(separator: ", "))]\nroot: {scroll: s, children: []}\n")
        #expect(scene.defaultAnchors?.map(\.name) == names)
        #expect(scene.defaultAnchors?.map(\.x) == AnchorSpec.unitPoints.map(\.x))
        #expect(scene.defaultAnchors?.map(\.y) == AnchorSpec.unitPoints.map(\.y))
    }

    @Test func everyZStackAlignment() throws {
        let children = Alignment.named.enumerated().map { "    - {zstack: z\($0.offset), alignment: \($0.element.name), children: []}" }
        let scene = try decoded(sceneHeader + "root:\n  scroll: s\n  children:\n" + children.joined(separator: "\n") + "\n")
        for (offset, named) in Alignment.named.enumerated() {
            #expect(scene.node("z\(offset)")?.alignment == named.value)
        }
    }

    @Test func rightToLeftViewport() throws {
        let scene = try decoded("""
            scene: Arabic
            viewports:
              - name: phone-rtl
                width: 390.5
                height: 844
                layoutDirection: rightToLeft
            root: {scroll: s, axis: horizontal, children: []}
            """)
        let viewport = try #require(scene.viewports.first)
        #expect(viewport.layoutDirection == .rightToLeft)
        #expect(viewport.width == 390.5)
        #expect(viewport.location == SnaplineCore.SourceLocation(line: 3, column: 5))
    }

    @Test func idsAreTakenAsWritten() throws {
        let scene = try decoded(sceneHeader + """
            root:
              scroll: 1.50
              children:
                - item: 007
                - item: true
                - item: "-x_y.z"
                - item: 0x1F
            """)
        #expect(scene.ids.compactMap { $0 } == ["1.50", "007", "true", "-x_y.z", "0x1F"])
    }

    @Test func numberNotations() throws {
        let scene = try decoded(sceneHeader + """
            root:
              scroll: s
              spacing: +5
              children:
                - item: a
                  width: .5
                  height: 3.
                  anchors: [{anchor: top, offset: -0}]
                - item: b
                  width: 1E3
                  height: 2.5e-1
            """)
        #expect(scene.node("s")?.spacing == 5)
        #expect(scene.node("a")?.width == .points(0.5))
        #expect(scene.node("a")?.height == .points(3))
        #expect(scene.node("b")?.width == .points(1000))
        #expect(scene.node("b")?.height == .points(0.25))
        let offset = scene.anchors(of: try #require(scene.node("a"))).first?.extra
        #expect(offset == .along(0))
        if case .along(let value) = offset { #expect(value.sign == .plus) }
    }

    @Test func emptyChildrenAndAnonymousStacks() throws {
        let scene = try decoded(sceneHeader + """
            root:
              scroll: s
              content:
                hstack: ~
                targets: false
                children: []
            """)
        #expect(scene.nodes.count == 2)
        #expect(scene.nodes[1].kind == .hstack && scene.ids[1] == nil)
    }

    @Test func flowStyleScene() throws {
        let scene = try decoded("""
            {scene: Flow, viewports: [{name: a, width: 1, height: 1}], root: {scroll: s, content: {item: x}}}
            """)
        #expect(scene.ids == ["s", "x"])
    }

    @Test func maximumNodesCountsTheRoot() {
        let yaml = sceneHeader + "root: {scroll: s, children: [{repeat: 9, item: \"c-{i}\"}]}\n"
        #expect(decodeScene(yaml, maximumNodes: 10).scene?.nodes.count == 10)
        #expect(decodeScene(yaml, maximumNodes: 9).errors.map(\.code.rawValue) == ["too-many-nodes"])
    }
}
