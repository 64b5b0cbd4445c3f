import Foundation
import Testing
import SnaplineTestSupport
@testable import SnaplineCore
@testable import SnaplineLayout

/// Viewport descriptions (the command line's `--viewport`): reading the text, checking the
/// values, and laying a scene out in them instead of its own viewports.
@Suite struct ViewportDescriptionTests {
    static let here = SnaplineCore.SourceLocation(line: 1, column: 1)

    func problem(_ text: String) -> String? {
        do {
            _ = try ViewportDescription(parsing: text).viewport(location: Self.here)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func readsEveryPartInAnyOrder() throws {
        let a = try ViewportDescription(parsing: "split:500x900.5,rightToLeft,traits=compact+wide,safeArea=1/2/3/4,keyboard=300")
        let b = try ViewportDescription(parsing: "split:keyboard=300,safeArea=1/2/3/4,traits=compact+wide,rightToLeft,500x900.5")
        #expect(a == b)
        #expect(a == ViewportDescription(width: 500, height: 900.5, layoutDirection: .rightToLeft, traits: ["compact", "wide"],
                                         safeArea: Edges(top: 1, bottom: 3, leading: 2, trailing: 4), keyboard: 300, name: "split"))
        let viewport = try a.viewport(location: Self.here)
        #expect(viewport.insets == Edges(top: 1, bottom: 300, leading: 2, trailing: 4))
        // Right-to-left: the leading inset (2) is on the right.
        #expect(viewport.safeRect == Rect(x: 4, y: 1, width: 494, height: 599.5))
    }

    @Test func aDeviceGivesItsSizeAndInsets() throws {
        let d = try ViewportDescription(parsing: "side:device=iPhone 14,landscape,keyboard=100")
        #expect(d == ViewportDescription(device: "iPhone 14", orientation: .landscape, keyboard: 100, name: "side"))
        let v = try d.viewport(location: Self.here)
        #expect((v.width, v.height) == (844, 390))
        #expect(v.safeArea == Edges(top: 0, bottom: 21, leading: 47, trailing: 47))
        #expect(v.insets.bottom == 100)
        #expect(v.device == "iPhone 14" && v.orientation == .landscape)
        let portrait = try ViewportDescription(parsing: "p:portrait,device=iPad").viewport(location: Self.here)
        #expect((portrait.width, portrait.height, portrait.safeArea) == (820, 1180, Edges(top: 24, bottom: 20)))
    }

    @Test func aDescriptionWithoutNameIsNamedBySize() throws {
        #expect(try ViewportDescription(width: 500, height: 900).viewport(location: Self.here).name == "500x900")
        #expect(try ViewportDescription(width: 390.5, height: 844).viewport(location: Self.here).name == "390.5x844")
    }

    @Test func badTextSaysWhatWasExpected() {
        #expect(problem("phone")?.contains("expected a viewport description [NAME:]WIDTHxHEIGHT") == true)
        #expect(problem("ph one:390x844")?.contains("expected a viewport name") == true)
        #expect(problem("p:390x844,rightToleft")?.contains("did you mean `rightToLeft`?") == true)
        #expect(problem("p:390x844,safearea=0/0/0/0")?.contains("unknown part `safearea=`; did you mean `safeArea`?") == true)
        #expect(problem("p:390x844,keyboard=1,keyboard=2")?.contains("`keyboard` is given twice") == true)
        #expect(problem("p:390x844,rightToLeft,leftToRight")?.contains("is given twice") == true)
        #expect(problem("p:390x844,300x400")?.contains("is given twice") == true)
        #expect(problem("p:390x")?.contains("expected a size WIDTHxHEIGHT of two numbers") == true)
        #expect(problem("p:0x844")?.contains("finite numbers > 0, got 0 × 844") == true)
        #expect(problem("p:1e400x844")?.contains("finite numbers > 0") == true)
        #expect(problem("p:390x844,keyboard=.inf")?.contains("expected a number for `keyboard`, got `.inf`") == true)
        #expect(problem("p:390x844,safeArea=1/2/3")?.contains("four numbers") == true)
        #expect(problem("p:390x844,")?.contains("an empty part") == true)
        #expect(problem("p:rightToLeft")?.contains("expected a size") == true)
        #expect(problem("p:390x844,landscape")?.contains("apply to a `device=`") == true)
        #expect(problem("p:390x844,device=iPad")?.contains("not both") == true)
        #expect(problem("p:device=iPad,safeArea=1/1/1/1")?.contains("`safeArea` is given by `device=iPad`") == true)
        #expect(problem("p:device=iphone 15")?.contains("unknown device `iphone 15`; did you mean `iPhone 15`?") == true)
        #expect(problem("p:device=Pixel")?.contains("expected one of `iPhone SE`") == true)
        #expect(problem("p:390x844,traits=landscape")?.contains("automatic trait") == true)
        #expect(problem("p:390x844,traits=a+a")?.contains("duplicate trait `a`") == true)
        #expect(problem("p:390x844,traits=a+")?.contains("trait names") == true)
        #expect(problem("p:100x100,safeArea=50/0/50/0")?.contains("the safe area leaves no room: 100 × 100") == true)
    }

    /// "Did you mean" offers only what the description's size or device leaves valid: no
    /// orientation beside a size, no safe area beside a device.
    @Test func suggestionsAreValidWhereTheyAreOffered() {
        #expect(problem("a:500x900,landscap")?.contains("did you mean") == false)
        #expect(problem("a:device=iPad,landscap")?.contains("did you mean `landscape`?") == true)
        #expect(problem("a:device=iPad,safeare=1/1/1/1")?.contains("did you mean") == false)
        #expect(problem("a:500x900,safeare=1/1/1/1")?.contains("did you mean `safeArea`?") == true)
    }

    /// A description that starts with its size needs no name: it is named `WIDTHxHEIGHT`, as the
    /// runtime names a description without one; errors about it use that name too.
    @Test func aSizeWithoutNameIsADescriptionNamedBySize() throws {
        #expect(ViewportDescription.isDescription("507x1180"))
        #expect(ViewportDescription.isDescription("507x1180,rightToLeft"))
        #expect(!ViewportDescription.isDescription("phone"))
        #expect(!ViewportDescription.isDescription("x1180"))
        let d = try ViewportDescription(parsing: "507x1180,rightToLeft")
        #expect(d == ViewportDescription(width: 507, height: 1180, layoutDirection: .rightToLeft))
        #expect(try d.viewport(location: Self.here).name == "507x1180")
        #expect(d.resolvedName == "507x1180")
        #expect(ViewportDescription(device: "iPad", orientation: .landscape).resolvedName == "1180x820")
        let roomless = [ViewportDescription(width: 100, height: 100, safeArea: Edges(top: 50, bottom: 50))]
        #expect(throws: ViewportDescription.Problem("`100x100`: the safe area leaves no room: 100 × 100 less its insets is 100 × 0; make the insets (or the keyboard) smaller")) {
            try roomless.viewports(location: Self.here)
        }
    }

    @Test func aListNamesEachViewportOnceAndNoTraitAfterOne() throws {
        let twice = [ViewportDescription(width: 1, height: 1, name: "a"), ViewportDescription(width: 2, height: 2, name: "a")]
        #expect(throws: ViewportDescription.Problem("two viewports are named `a`; give each its own name")) { try twice.viewports(location: Self.here) }
        let traitIsName = [ViewportDescription(width: 1, height: 1, name: "a"), ViewportDescription(width: 2, height: 2, traits: ["a"], name: "b")]
        #expect(throws: ViewportDescription.Problem.self) { try traitIsName.viewports(location: Self.here) }
        let tooMany = (0 ..< 65).map { ViewportDescription(width: 100, height: 100, name: "v\($0)") }
        #expect(throws: ViewportDescription.Problem("65 viewports; expected at most 64")) { try tooMany.viewports(location: Self.here) }
    }

    /// The photo pager's `when` (landscape: two photos a page; regular: four) applies by the
    /// described viewport's own traits; a description named like a scene viewport inherits none
    /// of its traits. Numbers by hand: 12 photos, page = width.
    @Test func whenEntriesFollowTheDescriptionsTraits() throws {
        let descriptions = [
            ViewportDescription(width: 600, height: 400, name: "wide"),  // landscape: 300 a photo
            ViewportDescription(width: 900, height: 1200, traits: ["regular"], name: "tablet"),  // 225
            ViewportDescription(width: 500, height: 900, name: "phone"),  // no `compact`, portrait: 500
            ViewportDescription(width: 1200, height: 800, traits: ["regular"], name: "both"),  // regular wins (later): 300
        ]
        let (scene, tables) = try Self.tables(of: "examples/photo-pager.scene.yaml", in: descriptions)
        let photo = try #require(scene.nodeIndex(ofID: "photo-5"))
        func photo5(_ k: Int) -> Double { tables[k].frames[photo].x }
        #expect(tables.map(\.viewport.name) == ["wide", "tablet", "phone", "both"])
        #expect([photo5(0), photo5(1), photo5(2), photo5(3)] == [1500, 1125, 2500, 1500])
        #expect(tables[0].containers[0].stops == [0, 600, 1200, 1800, 2400, 3000])
        #expect(tables[1].containers[0].stops == [0, 900, 1800])
        #expect(tables[2].containers[0].maxOffset == 5500)
        #expect(tables[3].containers[0].stops == [0, 1200, 2400])
    }

    /// For every example and golden scene, describing each of its own viewports gives the
    /// compiled bytes: descriptions change nothing but which viewports are laid out.
    @Test func describingTheScenesOwnViewportsGivesTheSameBytes() throws {
        let files = Repository.sceneFiles(in: "examples") + Repository.sceneFiles(in: "examples/lint") + Repository.sceneFiles(in: "Tests/SnaplineCoreTests/Fixtures")
        #expect(files.count > 15)
        for file in files {
            let source = try Array(Data(contentsOf: Repository.url(file)))
            var diagnostics = Diagnostics()
            let compiled = Compiler().compile(source, format: .json, diagnostics: &diagnostics)
            guard let compiled, let scene = Compiler().decode(source, diagnostics: &diagnostics) else { continue }
            var compiler = Compiler()
            compiler.replacementViewports = try scene.viewports.map { try Self.description(of: $0) }.viewports(location: Self.here)
            let same = compiler.compile(source, format: .json, diagnostics: &diagnostics) == compiled
            #expect(same, "\(file)")
        }
    }

    @Test func tooManyLayoutsForTheNodeLimitIsAnError() throws {
        let source = Array("scene: S\nviewports: [{name: p, width: 100, height: 100}]\nroot:\n  scroll: s\n  children:\n    - repeat: 50\n      item: \"i{i}\"\n      height: 10\n".utf8)
        // 51 nodes in 9 viewports: 459 node layouts, more than 55 × 8 = 440.
        var compiler = Compiler(maximumNodes: 55)
        compiler.replacementViewports = try (0 ..< 9).map { ViewportDescription(width: 100, height: 100, name: "v\($0)") }.viewports(location: Self.here)
        var diagnostics = Diagnostics()
        let compiled = compiler.compile(source, format: .json, diagnostics: &diagnostics) != nil
        #expect(!compiled)
        #expect(diagnostics.all.map(\.code) == [.tooManyNodes])
        #expect(diagnostics.all.first?.location == SnaplineCore.SourceLocation(line: 2, column: 13))
    }

    /// A scene viewport as a description (its device, else its size and insets).
    static func description(of v: Viewport) throws -> ViewportDescription {
        if let device = v.device {
            return ViewportDescription(device: device, orientation: v.orientation, layoutDirection: v.layoutDirection, traits: v.traits, keyboard: v.keyboard, name: v.name)
        }
        return ViewportDescription(width: v.width, height: v.height, layoutDirection: v.layoutDirection, traits: v.traits, safeArea: v.safeArea, keyboard: v.keyboard, name: v.name)
    }

    static func tables(of file: String, in descriptions: [ViewportDescription]) throws -> (Scene, [ViewportTable]) {
        var compiler = Compiler()
        compiler.replacementViewports = try descriptions.viewports(location: here)
        var diagnostics = Diagnostics()
        let scene = try #require(compiler.decode(try Array(Data(contentsOf: Repository.url(file))), diagnostics: &diagnostics))
        return (scene, try #require(compiler.tables(for: scene, diagnostics: &diagnostics), "\(diagnostics.all)"))
    }
}
