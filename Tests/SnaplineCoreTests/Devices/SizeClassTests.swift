import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// Size classes: from a device's table or `sizeClass`, the four automatic traits, and `limit`'s
/// default `automatic` resolved per viewport (`alwaysByOne` for `viewAligned` when compact along
/// the axis, else `never`).
@Suite struct SizeClassTests {
    static let shelf = """
        scene: Store
        viewports:
          - {name: phone, device: iPhone 15}
          - {name: phone-landscape, device: iPhone 15 Pro Max, orientation: landscape}
          - {name: ipad, device: iPad}
          - {name: plain, width: 820, height: 1180}
          - {name: split, width: 320, height: 1180, sizeClass: {vertical: regular}}
          - {name: wide, width: 820, height: 1180, sizeClass: {horizontal: regular, vertical: regular}}
        root:
          scroll: page
          children:
            - scroll: shelf
              axis: horizontal
              behavior: viewAligned
              height: 200
              children:
                - repeat: 12
                  item: "app-{i}"
                  width: 300
                  when:
                    regularWidth: {width: 400}
            - scroll: feed
              behavior: viewAligned
              height: 600
              children:
                - repeat: 12
                  item: "post-{i}"
                  height: 300
        """

    @Test func devicesAndViewportsGiveTheirSizeClasses() throws {
        let scene = try #require(decodeScene(Self.shelf).scene)
        let classes = scene.viewports.map(\.sizeClass)
        #expect(classes == [
            SizeClasses(horizontal: .compact, vertical: .regular), SizeClasses(horizontal: .regular, vertical: .compact),
            SizeClasses(horizontal: .regular, vertical: .regular), .compact,
            SizeClasses(horizontal: .compact, vertical: .regular), SizeClasses(horizontal: .regular, vertical: .regular),
        ])
        #expect(scene.viewports[2].allTraits.suffix(2) == ["regularWidth", "regularHeight"])
        #expect(scene.viewports[3].allTraits.suffix(2) == ["compactWidth", "compactHeight"])
    }

    /// The horizontal shelf is limited where the width is compact (phone, plain, split), free on
    /// the iPad and the Max in landscape; the vertical feed is limited only where the height is
    /// compact (the Max in landscape, and the plain viewport). The table never says `automatic`.
    @Test func automaticLimitFollowsTheSizeClassAlongTheAxis() throws {
        let s = try CompiledScene(Self.shelf)
        let names = ["phone", "phone-landscape", "ipad", "plain", "split", "wide"]
        #expect(try names.map { try s.container("shelf", in: $0).limit } == [.alwaysByOne, .never, .never, .alwaysByOne, .alwaysByOne, .never])
        #expect(try names.map { try s.container("feed", in: $0).limit } == [.never, .alwaysByOne, .never, .alwaysByOne, .never, .never])
        // `regularWidth` gives 400 pt apps where the horizontal size class is regular.
        #expect(try names.map { try s.frame("app-0", in: $0).width } == [300, 400, 400, 300, 300, 400])
    }

    /// A written `limit` is kept in every viewport; `automatic` may be written too.
    @Test func aWrittenLimitIsKept() throws {
        let s = try CompiledScene(Self.shelf.replacing( "  behavior: viewAligned\n      height: 200", with: "  behavior: viewAligned\n      limit: alwaysByFew\n      height: 200")
            .replacing( "  behavior: viewAligned\n      height: 600", with: "  behavior: viewAligned\n      limit: automatic\n      height: 600"))
        #expect(try s.container("shelf", in: "ipad").limit == .alwaysByFew)
        #expect(try s.container("feed", in: "phone-landscape").limit == .alwaysByOne)
    }

    @Test func mistakesAtTheirPositions() {
        let scene = { (viewport: String) in "scene: S\nviewports:\n  - \(viewport)\nroot: {scroll: list, children: [{item: a, height: 2000}]}\n" }
        expectError(scene("{name: p, device: iPad, 1️⃣sizeClass: {horizontal: compact}}"), code: "conflicting-keys", containing: ["`sizeClass` is given by `device: iPad`"])
        expectError(scene("{name: p, width: 10, height: 10, sizeClass: {horizontal: 1️⃣big}}"), code: "bad-value", containing: ["a size class", "`compact` or `regular`"])
        expectError(scene("{name: p, width: 10, height: 10, sizeClass: 1️⃣regular}"), code: "wrong-type", containing: ["{horizontal: compact|regular"])
        expectError(scene("{name: p, width: 10, height: 10, sizeClass: {1️⃣wide: regular}}"), code: "unknown-key", containing: ["in `sizeClass`"])
        expectError(scene("{name: p, width: 10, height: 10, traits: [1️⃣regularWidth]}"), code: "reserved-trait", containing: ["follows from the viewport's `sizeClass` or `device`"])
    }

    /// `--viewport NAME:WxH,sizeClass=H/V`, refused with a device, and described at run time.
    @Test func descriptionsTakeSizeClasses() throws {
        let d = try ViewportDescription(parsing: "pad:820x1180,sizeClass=regular/compact")
        #expect(d.sizeClass == SizeClasses(horizontal: .regular, vertical: .compact))
        let v = try d.viewport(location: SourceLocation(line: 1, column: 1))
        #expect(v.widthTrait == "regularWidth" && v.heightTrait == "compactHeight")
        #expect(throws: ViewportDescription.Problem.self) { try ViewportDescription(parsing: "pad:device=iPad,sizeClass=regular/regular") }
        #expect(throws: ViewportDescription.Problem.self) { try ViewportDescription(parsing: "pad:820x1180,sizeClass=regular") }
        #expect(throws: ViewportDescription.Problem.self) { try ViewportDescription(screen: .device("iPad", .portrait), sizeClass: .compact).viewport(location: SourceLocation(line: 1, column: 1)) }
        let iPad = try ViewportDescription(device: "iPad", orientation: .landscape).viewport(location: SourceLocation(line: 1, column: 1))
        #expect(iPad.sizeClass == SizeClasses(horizontal: .regular, vertical: .regular))
    }
}
