import SnaplineRuntime
import Testing

/// `StoreMenuTable` as a generated file would declare it: case enums, the table, the stored caches,
/// and the conformances. Everything else comes from the `SnaplineScene` and `SceneCase` defaults.
/// Containers are declared in table order (menu, then categories), unlike the ids' alphabet. (The
/// generated files themselves, a scene without anchors among them, are exercised in
/// SnaplineConsumerTests.)
private enum HandScene: SnaplineScene {
    enum Viewport: SceneCase {
        case phone
        case phoneRtl

        static let names = CaseNames(packed: "phone\nphone-rtl")
        static var allCases: [Self] { casesInOrder() }
        static func == (a: Self, b: Self) -> Bool { caseEquals(a, b) }
        func hash(into hasher: inout Hasher) { hashPosition(into: &hasher) }
    }

    enum Container: SceneCase {
        case menu
        case categories

        static let names = CaseNames(packed: "menu\ncategories")
        static var allCases: [Self] { casesInOrder() }
        static func == (a: Self, b: Self) -> Bool { caseEquals(a, b) }
        func hash(into hasher: inout Hasher) { hashPosition(into: &hasher) }
    }

    enum Anchor: SceneCase {
        case header
        case categories
        case category3

        static let names = CaseNames(packed: "header\ncategories\ncategory-3")
        static var allCases: [Self] { casesInOrder() }
        static func == (a: Self, b: Self) -> Bool { caseEquals(a, b) }
        func hash(into hasher: inout Hasher) { hashPosition(into: &hasher) }
    }

    enum AnchorPoint: String, CaseIterable, Sendable {
        case belowBar, top, center, topLeading, leading
    }

    static let indexes = table.viewports.map(ViewportIndex.init)
    static let table = StoreMenuTable.table
}

@Suite struct CaseNamesTests {
    @Test func namesReadBackFromTheirPackedLines() {
        let names = ["a", "b-c", "50%", "quote\"back\\slash", "new\nline", "tab\t", "é"]
        let packed = CaseNames.packed(names)
        #expect(packed == "a\nb-c\n50%25\nquote%22back%5Cslash\nnew%0Aline\ntab%09\né")
        let read = CaseNames(packed: packed)
        #expect(read.names == names)
        #expect(names.map { read.position(of: $0) } == Array(0 ..< names.count))
        #expect(read.position(of: "z") == nil)
    }

    @Test func noNamesIsTheEmptyText() {
        #expect(CaseNames.packed([]) == "")
        #expect(CaseNames(packed: "").count == 0)
    }

    @Test func aRepeatedNameKeepsItsFirstPositionAndBadEscapesStayAsTheyAre() {
        let names = CaseNames(packed: "a\nb\na\n%zz")
        #expect(names.position(of: "a") == 0)
        #expect(names.names == ["a", "b", "a", "%zz"])
    }
}

@Suite struct SceneCaseTests {
    @Test func positionIsTheIndexInAllCases() {
        #expect(HandScene.Anchor.allCases.map(\.position) == [0, 1, 2])
        #expect(HandScene.Viewport.phoneRtl.position == 1)
        #expect(HandScene.Container.categories.position == 1)
        #expect(HandScene.Anchor.allCases == [.header, .categories, .category3])
        #expect(HandScene.Anchor.allCases.map(\.rawValue) == ["header", "categories", "category-3"])
        #expect(HandScene.Anchor(rawValue: "category-3") == .category3)
        #expect(HandScene.Anchor(rawValue: "category3") == nil)
        #expect(HandScene.Viewport(rawValue: "phone-rtl") == .phoneRtl)
        #expect(Set(HandScene.Anchor.allCases).count == 3)
        #expect(HandScene.Anchor.header != .categories)
    }

    @Test func nextAndPreviousWrapAround() {
        #expect(HandScene.Anchor.header.next == .categories)
        #expect(HandScene.Anchor.category3.next == .header)
        #expect(HandScene.Anchor.header.previous == .category3)
        #expect(HandScene.Anchor.category3.previous == .categories)
        #expect(HandScene.Viewport.phone.next == .phoneRtl)
        #expect(HandScene.Viewport.phoneRtl.next == .phone)
    }

    @Test func walkingNextVisitsEveryCaseOnce() {
        var current = HandScene.Anchor.header
        var seen: [HandScene.Anchor] = []
        for _ in HandScene.Anchor.allCases {
            seen.append(current)
            current = current.next
        }
        #expect(seen == HandScene.Anchor.allCases)
        #expect(current == .header)
    }
}

@Suite struct SnaplineSceneTests {
    let table = StoreMenuTable.table

    @Test func viewportsAndContainersByPosition() {
        #expect(HandScene.viewport(.phone).name == "phone")
        #expect(HandScene.viewport(.phoneRtl).isRightToLeft)
        #expect(HandScene.container(.menu, in: .phone).id == "menu")
        #expect(HandScene.container(.categories, in: .phoneRtl).initialOffset == 794)
        #expect(HandScene.stops(of: .categories, in: .phone) == StoreMenuTable.categoryStops)
        #expect(HandScene.stops(of: .menu, in: .phone).isEmpty)
        #expect(HandScene.index(of: .phoneRtl).viewport == table.viewports[1])
    }

    @Test func selectorAndSettleUseTheContainersRules() {
        let container = table.viewports[0].containers[1]
        #expect(HandScene.selector(for: .categories, in: .phone) == ScrollTargetSelector(container))
        // alwaysByOne from 96: at most one stop forward, whatever the fling.
        #expect(HandScene.settle(.categories, in: .phone, original: 96, proposed: 700) == 192)
        #expect(HandScene.settle(.categories, in: .phone, original: 96, proposed: 96, velocity: -1) == 96)
        // No snapping: the proposed offset, clamped to [0, M].
        #expect(HandScene.settle(.menu, in: .phone, original: 0, proposed: 2000) == 1556)
    }

    @Test func targetsAndOffsetsByTypedNames() throws {
        let offset = try #require(HandScene.offset(of: .category3, anchor: .topLeading, in: .phone))
        #expect(offset.chain == [ChainLink(container: "categories", offset: 288, raw: 288), ChainLink(container: "menu", offset: 224, raw: 224)])
        #expect(HandScene.offset(of: .category3, anchor: .topLeading, in: .phoneRtl)?.offset == 506)
        #expect(HandScene.target(of: .header, anchor: .belowBar, in: .phone)?.extraY == -16)
        for viewport in HandScene.Viewport.allCases {
            for anchor in HandScene.Anchor.allCases {
                for point in HandScene.AnchorPoint.allCases {
                    #expect(HandScene.offset(of: anchor, anchor: point, in: viewport) == table.offset(of: anchor.rawValue, anchor: point.rawValue, in: viewport.rawValue))
                }
            }
        }
    }

    @Test func missingPointsAndAnchorsAreNil() {
        #expect(HandScene.offset(of: .header, anchor: .leading, in: .phone) == nil)  // not among its targets
        #expect(HandScene.offset(of: .header, anchor: .top, in: .phoneRtl) == nil)  // not in that viewport's table
        #expect(HandScene.target(of: .header, anchor: .leading, in: .phone) == nil)
    }
}
