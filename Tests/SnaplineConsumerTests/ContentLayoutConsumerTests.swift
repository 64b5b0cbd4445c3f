import Foundation
import SnaplineCore
import SnaplineRuntime
import SnaplineTestSupport
import Testing

/// The generated Swift of scenes with data, compiled and exercised: the typed `Content`, its JSON
/// reader, `layout(for:content:)` against the compiler's table of the same content, and the
/// families (nil past the content's counts, never a trap).
@Suite struct ContentLayoutConsumerTests {
    /// The compiler's viewport objects of `file`'s scene expanded for `content`.
    static func compiledObjects(_ file: String, _ content: SnaplineRuntime.SceneContent) throws -> [String] {
        var diagnostics = Diagnostics()
        let compiler = Compiler()
        let scene = try #require(compiler.decode(try FileIO.read(Repository.url(file).path), diagnostics: &diagnostics))
        let applied = try scene.applying(content, maximumNodes: 1_000_000).get()
        var emitter = OutputFormat.json.makeEmitter(EmitOptions())
        var bytes: [UInt8] = []
        try #require(emitter.begin(scene: applied, diagnostics: &diagnostics))
        let ok = compiler.forEachViewport(of: applied, diagnostics: &diagnostics) { v in emitter.emit(v, sink: { bytes.append(contentsOf: $0) }) }
        emitter.finish(scene: applied, sink: { bytes.append(contentsOf: $0) })
        try #require(ok && !diagnostics.hasErrors, "\(diagnostics.all)")
        return ViewportObjects.cut(bytes)
    }

    static let menuFile = "Tests/SnaplineCoreTests/SwiftFixtures/content-menu.scene.yaml"
    static let feedFile = "Tests/SnaplineCoreTests/SwiftFixtures/content-feed.scene.yaml"
    static let phone = ViewportDescription(width: 390, height: 844, name: "phone")

    /// The calls of the format's documentation, as written there.
    @Test func theDocumentedCalls() throws {
        let typed = Menu.Content(chips: [.init(chipWidth: 60), .init(chipWidth: nil)],
                                 sections: [.init(titleHeight: 28, dishes: [.init(dishHeight: 96), .init(dishHeight: nil)])])
        let bytes = Array(#"{"format": "snapline-content", "version": 1, "scene": "Menu", "content": {"chips": [{"chipWidth": 60}, {}], "sections": [{"titleHeight": 28, "dishes": [{"dishHeight": 96}, {"dishHeight": null}]}]}}"#.utf8)
        let content = try Menu.Content(json: bytes)
        #expect(content == typed)
        let layout = try Menu.layout(for: ViewportDescription(width: 393, height: 852), content: content)
        // By hand: the menu starts at 44 (the chips bar); padding 16, the title 28, spacing 12:
        // dish-0-1 is at 16 + 28 + 12 + 96 + 12 = 164 in the menu's content.
        #expect(layout.offset(of: .dish(s: 0, i: 1), anchor: .top)?.innermost.raw == 164)
        #expect(layout.offset(of: .dish(s: 0, i: 1), anchor: .top) == layout.laidOut.index.offset(of: "dish-0-1", anchor: "top"))
        #expect(layout.offset(of: .dish(s: 0, i: 1), anchor: .top) != nil)
        #expect(layout.offset(of: .dish(s: 2, i: 5), anchor: .top) == nil)  // past the count
        #expect(layout.offset(of: .footer, anchor: .top) == layout.laidOut.index.offset(of: "footer", anchor: "top"))
        #expect(layout.offset(of: .footer, anchor: .top) != nil)
        #expect(layout.json.hasPrefix("{\n  \"name\": \"393x852\",\n"))
    }

    /// Random contents: the runtime's JSON is the compiler's for the same content, in every
    /// viewport; every family member in range is found under its id, and none past the counts.
    @Test func randomMenusAgreeWithTheCompiler() throws {
        var random = SplitMix64(seed: 0xD15C)
        func length(_ low: Double, _ high: Double) -> Double? {
            random.next() % 4 == 0 ? nil : (low + random.unit() * (high - low)).rounded() / (random.next() % 3 == 0 ? 4 : 1)
        }
        for round in 0 ..< 8 {
            let content = Menu.Content(
                chips: (0 ..< Int(random.next() % 6)).map { _ in .init(chipWidth: length(40, 200)) },
                sections: (0 ..< Int(random.next() % 5)).map { _ in
                    .init(titleHeight: length(0, 60), dishes: (0 ..< Int(random.next() % 5)).map { _ in .init(dishHeight: length(72, 240)) })
                })
            let expected = try Self.compiledObjects(Self.menuFile, try Menu.sceneContent(of: content))
            for (k, v) in Menu.Viewport.allCases.enumerated() {
                let layout = try Menu.layout(for: ViewportDescription(Self.viewport(Self.menuFile, v.rawValue)), content: content)
                #expect(layout.json == expected[k], "round \(round) \(v.rawValue)")
                for (s, section) in content.sections.enumerated() {
                    #expect(layout.id(of: .section(s: s)) == "section-\(s)")
                    #expect(layout.offset(of: .sectionTitle(s: s), anchor: .center) == layout.laidOut.index.offset(of: "section-\(s)-title", anchor: "center"))
                    for i in section.dishes.indices {
                        #expect(layout.offset(of: .dish(s: s, i: i), anchor: .top) == layout.laidOut.index.offset(of: "dish-\(s)-\(i)", anchor: "top"))
                        #expect(layout.offset(of: .dish(s: s, i: i), anchor: .top) != nil)
                    }
                    #expect(layout.offset(of: .dish(s: s, i: section.dishes.count), anchor: .top) == nil)
                }
                for i in content.chips.indices { #expect(layout.target(of: .chip(i: i), anchor: .top) != nil) }
                #expect(layout.offset(of: .chip(i: content.chips.count), anchor: .top) == nil)
                #expect(layout.offset(of: .section(s: content.sections.count), anchor: .top) == nil)
                for bad in [-1, Int.min, Int.max] {
                    #expect(layout.offset(of: .dish(s: bad, i: 0), anchor: .top) == nil)
                    #expect(layout.offset(of: .dish(s: 0, i: bad), anchor: .top) == nil)
                    #expect(layout.id(of: .section(s: bad)) == nil)
                }
            }
        }
    }

    static func viewport(_ file: String, _ name: String) throws -> SnaplineCore.Viewport {
        var diagnostics = Diagnostics()
        let scene = try #require(Compiler().decode(try FileIO.read(Repository.url(file).path), diagnostics: &diagnostics))
        return try #require(scene.viewports.first { $0.name == name })
    }

    /// Containers inside a data repeat are families too; an instance without data is a count.
    @Test func theFeedsRailsAreFamilies() throws {
        let content = Feed.Content(headerHeight: nil, shelves: [
            .init(titleHeight: 24, cards: [.init(cardWidth: 300), .init(cardWidth: nil), .init(cardWidth: 500)], rows: 2),
            .init(titleHeight: nil, cards: [], rows: 0),
        ])
        let expected = try Self.compiledObjects(Self.feedFile, try Feed.sceneContent(of: content))
        for (k, v) in Feed.Viewport.allCases.enumerated() {
            let layout = try Feed.layout(for: ViewportDescription(Self.viewport(Self.feedFile, v.rawValue)), content: content)
            #expect(layout.json == expected[k], "\(v.rawValue)")
            #expect(layout.container(.rail(s: 0)) == layout.laidOut.index.container(id: "rail-0"))
            #expect(layout.container(.rail(s: 0))?.stops.isEmpty == false)
            #expect(layout.container(.rail(s: 2)) == nil)
            #expect(layout.offset(of: .card(s: 0, c: 2), anchor: .center)?.chain.count == 2)  // the rail, then the page
            #expect(layout.offset(of: .card(s: 1, c: 0), anchor: .center) == nil)
            #expect(layout.offset(of: .row(s: 0, r: 1), anchor: .top) != nil)
            #expect(layout.offset(of: .row(s: 0, r: 2), anchor: .top) == nil)
            #expect(layout.offset(of: .header, anchor: .top) != nil)
            #expect(layout.offset(of: .footer, anchor: .top) == layout.laidOut.index.offset(of: "footer", anchor: "top"))
            // A preview id of `Anchor` is looked up by its id: `card-1-0` is not in this content.
            #expect(layout.offset(of: .card1_0, anchor: .top) == nil)
        }
    }

    /// What a content file and a typed content cannot be is thrown, never trapped.
    @Test func badContentsThrow() throws {
        let phone = Self.phone
        #expect(throws: LayoutFailure.self) { try Feed.layout(for: phone, content: .init(headerHeight: nil, shelves: [.init(titleHeight: nil, cards: [], rows: -1)])) }
        #expect(throws: LayoutFailure.self) { try Feed.layout(for: phone, content: .init(headerHeight: nil, shelves: [.init(titleHeight: nil, cards: [], rows: Int.max)])) }
        for value in [Double.nan, .infinity, -.infinity, -1] {
            #expect(throws: LayoutFailure.self) { try Feed.layout(for: phone, content: .init(headerHeight: value, shelves: [])) }
            #expect(throws: LayoutFailure.self) { try Menu.layout(for: phone, content: .init(chips: [.init(chipWidth: value)], sections: [])) }
        }
        #expect(throws: LayoutFailure.self) { try Feed.layout(for: ViewportDescription(width: .nan, height: 1), content: .init(headerHeight: nil, shelves: [])) }
        let file = Array("{\"format\": \"snapline-content\", \"version\": 1,\n \"content\": {\"chips\": [], \"sections\": [{\"dishes\": [{\"dishHeight\": -3}]}]}}".utf8)
        do {
            _ = try Menu.Content(json: file)
            Issue.record("a negative length was read")
        } catch {
            #expect(error.line == 2)
            #expect(error.column > 1)
        }
        #expect(throws: ContentFileError.self) { try Menu.Content(json: Array("{\"format\": \"snapline-content\", \"version\": 1, \"scene\": \"Feed\", \"content\": {\"chips\": [], \"sections\": []}}".utf8)) }
        #expect(throws: ContentFileError.self) { try Menu.Content(json: []) }
    }

    /// The preview content lays out as the compiled table, byte for byte.
    @Test func thePreviewIsTheCompiledTable() throws {
        let preview = try Menu.previewContent()
        #expect(preview.sections.count == 3 && preview.sections.allSatisfy { $0.dishes.count == 2 && $0.titleHeight == nil })
        for v in Menu.Viewport.allCases {
            let description = ViewportDescription(try Self.viewport(Self.menuFile, v.rawValue))
            #expect(try Menu.layout(for: description, content: preview).json == (try Menu.layout(for: description).json))
        }
    }

    /// The recorder, given the frames of a layout with content, writes that content back (the
    /// lengths it did not know as their previews, which the frames show).
    @Test func theRecorderWritesTheContentItMeasured() throws {
        let content = Menu.Content(chips: [.init(chipWidth: 61), .init(chipWidth: nil), .init(chipWidth: 130.5)],
                                   sections: [.init(titleHeight: 40, dishes: [.init(dishHeight: 100), .init(dishHeight: nil)]), .init(titleHeight: nil, dishes: [])])
        var recorder = FrameRecorder(scene: "Menu", viewport: .init(name: "phone", width: 390, height: 844))
        // Every id's frame as the compiler lays the same content out (the sizes are what counts).
        var diagnostics = Diagnostics()
        let compiler = Compiler()
        let scene = try #require(compiler.decode(try FileIO.read(Repository.url(Self.menuFile).path), diagnostics: &diagnostics))
        let applied = try scene.applying(try Menu.sceneContent(of: content), maximumNodes: 1_000_000).get()
        let compiled = try #require(compiler.viewport(0, of: applied, diagnostics: &diagnostics))
        for (k, id) in applied.ids.enumerated() {
            guard let id else { continue }
            let f = compiled.frame(ofNode: k)
            recorder.record(id, frame: .init(x: f.x, y: f.y, width: f.width, height: f.height))
        }
        let bytes = try recorder.contentJSON(for: Menu.self)
        let read = try Menu.Content(json: bytes)
        let known = Menu.Content(chips: [.init(chipWidth: 61), .init(chipWidth: 80), .init(chipWidth: 130.5)],
                                 sections: [.init(titleHeight: 40, dishes: [.init(dishHeight: 100), .init(dishHeight: 96)]), .init(titleHeight: 28, dishes: [])])
        #expect(read == known)
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("{\"format\": \"snapline-content\", \"version\": 1, \"scene\": \"Menu\",\n"))
        // Nothing recorded: no instances, where the repeats have ids with their index.
        let empty = try Menu.Content(json: FrameRecorder(scene: "Menu", viewport: .init(name: "phone", width: 390, height: 844)).contentJSON(for: Menu.self))
        #expect(empty == Menu.Content(chips: [], sections: []))
        #expect(throws: LayoutFailure.self) { try recorder.contentJSON(for: AutoReveal.self) }
    }

    /// The store menu example: its families and the content file beside it.
    @Test func theStoreMenu() throws {
        let content = StoreMenu.Content(categories: [.init(chipWidth: 90)], sections: [.init(dishes: [.init(dishHeight: 150), .init(dishHeight: nil)])])
        let layout = try StoreMenu.layout(for: ViewportDescription(width: 393, height: 852), content: content)
        #expect(layout.id(of: .dish(i: 0, dish: 1)) == "dish-0-1")
        #expect(layout.offset(of: .dish(i: 0, dish: 1), anchor: .top) != nil)
        #expect(layout.offset(of: .dish(i: 0, dish: 2), anchor: .top) == nil)
        #expect(layout.offset(of: .section(i: 0), anchor: .top) != nil)
        #expect(layout.offset(of: .category(i: 0), anchor: .center) != nil)
        #expect(layout.container(.categories)?.maxOffset == 0)  // one chip: nothing to scroll
    }

    /// `examples/store-menu.content.json` read by the generated `Content(json:)` and laid out:
    /// what `snapline compile --content` writes for it, viewport by viewport.
    @Test func theContentFileAgreesWithCompileContent() throws {
        let bytes = try FileIO.read(Repository.url("examples/store-menu.content.json").path)
        let content = try StoreMenu.Content(json: bytes)
        #expect(content.sections.map(\.dishes.count) == [4, 2, 1, 0, 3, 5])
        var compiler = Compiler()
        compiler.content = ContentInput(bytes: bytes, path: "examples/store-menu.content.json")
        var diagnostics = Diagnostics()
        let json = try #require(compiler.compile(try FileIO.read(Repository.url("examples/store-menu.scene.yaml").path), format: .json, diagnostics: &diagnostics))
        let expected = ViewportObjects.cut(json)
        try #require(expected.count == StoreMenu.Viewport.allCases.count)
        for (k, v) in StoreMenu.Viewport.allCases.enumerated() {
            let layout = try StoreMenu.layout(for: ViewportDescription(try Self.viewport("examples/store-menu.scene.yaml", v.rawValue)), content: content)
            #expect(layout.json == expected[k], "\(v.rawValue)")
            #expect(layout.offset(of: .dish(i: 5, dish: 4), anchor: .top) != nil)
            #expect(layout.offset(of: .dish(i: 3, dish: 0), anchor: .top) == nil)  // section 3 has no dishes
        }
    }
}
