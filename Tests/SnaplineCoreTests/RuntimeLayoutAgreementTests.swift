import Dispatch
import Foundation
import SnaplineCore
import SnaplineRuntime
import SnaplineTestSupport
import Testing

/// The runtime's layout of a scene (`SceneLayouts`, from the compact text the generated Swift
/// carries) against the compiler's: for every scene file of the repository and each viewport it
/// lists, the same bytes; for random descriptions it does not list, the same bytes as
/// `compile --viewport` (the compiler with the description's viewport in place of the scene's),
/// or an error from both.
@Suite struct RuntimeLayoutAgreementTests {
    static let directories = ["examples", "examples/lint", "Tests/SnaplineCoreTests/Fixtures", "Tests/SnaplineCoreTests/RenderFixtures", "Tests/SnaplineCoreTests/ExplainFixtures"]
    static let scenes = directories.flatMap(Repository.sceneFiles(in:)) + ["features"]

    /// Every feature the layout has, in one scene: devices and their safe area, a keyboard, traits
    /// and `when` entries (by name, declared trait and automatic trait, size classes among them),
    /// pinned headers, an initial anchor, container-relative lengths, paging, view-aligned
    /// snapping and its automatic limit, nesting, bars (`safeAreaInset`, `overlay`) and
    /// safe-area regions.
    static let features = """
        scene: Features
        viewports:
          - {name: phone, device: iPhone 15, traits: [compact]}
          - {name: phone-landscape, device: iPhone 15, orientation: landscape, traits: [compact]}
          - {name: tablet, width: 820, height: 1180, traits: [regular], layoutDirection: rightToLeft, keyboard: 300}
          - {name: pad, device: iPad, keyboard: 200}
          - {name: split, width: 320, height: 1180, sizeClass: {vertical: regular}, keyboard: 250}
        anchors: [top, center, {anchor: {x: 0.25, y: 1}, offset: 8, name: quarter}]
        root:
          scroll: page
          initialAnchor: bottom
          safeAreaInset: {bottom: 60}
          overlay: {top: 20}
          when:
            landscape: {contentMargins: {top: 4, horizontal: 12}}
            regular: {spacing: 6}
            regularWidth: {ignoresSafeArea: [keyboard], safeAreaInset: {top: 30, bottom: 50}}
            split: {ignoresSafeArea: [container]}
          children:
            - scroll: carousel
              axis: horizontal
              height: 200
              behavior: paging
              when:
                compact: {behavior: viewAligned, limit: alwaysByFew}
                tablet: {ignoresSafeArea: true}
                regularHeight: {behavior: viewAligned}
              children:
                - repeat: 5
                  item: "card-{i}"
                  width: {count: 2, span: 1, spacing: 10}
            - vstack: sections
              pinned: true
              overlay: {bottom: 24}
              children:
                - item: header
                  height: 50
                - repeat: 4
                  item: "row-{i}"
                  height: 90
                  when:
                    portrait: {height: 120}
        """

    static func source(_ scene: String) throws -> [UInt8] {
        scene == "features" ? Array(features.utf8) : try FileIO.read(Repository.url(scene).path)
    }

    @Test(arguments: scenes)
    func listedViewportsGiveTheCompiledBytes(_ file: String) throws {
        var diagnostics = Diagnostics()
        let source = try Self.source(file)
        guard let scene = Compiler().decode(source, diagnostics: &diagnostics),
              let json = Compiler().compile(source, format: .json, diagnostics: &diagnostics) else {
            #expect(file != "features", "\(diagnostics.all)")  // another scene may fail: then both must refuse (below)
            return
        }
        let objects = ViewportObjects.cut(json)
        try #require(objects.count == scene.viewports.count)
        let layouts = SceneLayouts(packed: CompactScene.text(of: scene))
        for (k, viewport) in scene.viewports.enumerated() {
            #expect(try layouts.layout(for: ViewportDescription(viewport)).json == objects[k], "\(file) \(viewport.name)")
        }
    }

    /// The compact text reads back to a scene that writes the same text (nothing is lost).
    @Test(arguments: scenes)
    func compactTextRoundTrips(_ file: String) throws {
        var diagnostics = Diagnostics()
        guard let scene = Compiler().decode(try Self.source(file), diagnostics: &diagnostics) else {
            #expect(file != "features", "\(diagnostics.all)")
            return
        }
        let text = CompactScene.text(of: scene)
        #expect(CompactScene.text(of: try CompactSceneReader.scene(text)) == text)
    }

    /// Random sizes, directions, devices, safe areas, keyboards and traits: the runtime and the
    /// compiler (as `compile --viewport` runs it) give the same bytes, or both refuse.
    @Test(arguments: scenes)
    func randomDescriptionsAgreeWithTheCompiler(_ file: String) throws {
        var diagnostics = Diagnostics()
        let source = try Self.source(file)
        guard let scene = Compiler().decode(source, diagnostics: &diagnostics) else {
            #expect(file != "features", "\(diagnostics.all)")
            return
        }
        let layouts = SceneLayouts(packed: CompactScene.text(of: scene))
        let selectors = Set(scene.perViewport.mappings.flatMap { $0.when.map(\.selector) })
        var random = SplitMix64(seed: file.utf8.reduce(1_469_598_103_934_665_603) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 })
        var agreed = 0
        for round in 0 ..< 12 {
            let description = Self.randomDescription(&random, selectors: selectors.sorted(), viewportNames: scene.viewports.map(\.name))
            var compiler = Compiler()
            var expected: String?
            if let viewports = try? [description].viewports(location: SnaplineCore.SourceLocation(line: 1, column: 1)) {
                compiler.replacementViewports = viewports
                var d = Diagnostics()
                expected = compiler.compile(source, format: .json, diagnostics: &d).map { ViewportObjects.cut($0)[0] }
            }
            let actual = try? layouts.layout(for: description).json
            #expect(actual == expected, "\(file) round \(round): \(description)")
            if actual != nil { agreed += 1 }
        }
        #expect(agreed > 0, "\(file): no random description could be laid out")
    }

    static func randomDescription(_ random: inout SplitMix64, selectors: [String], viewportNames: [String]) -> ViewportDescription {
        func pick<T>(_ items: [T]) -> T? { items.isEmpty ? nil : items[Int(random.next() % UInt64(items.count))] }
        func length() -> Double { (100 + random.unit() * 1300).rounded() / (random.next() % 3 == 0 ? 3 : 1) }
        let direction: Viewport.LayoutDirection = random.next() % 3 == 0 ? .rightToLeft : .leftToRight
        let traits = selectors.filter { !Viewport.automaticTraits.contains($0) && !viewportNames.contains($0) && random.next() % 2 == 0 }
        let keyboard = random.next() % 4 == 0 ? (random.unit() * 350).rounded() : 0
        let name = random.next() % 4 == 0 ? pick(viewportNames) : nil
        if random.next() % 3 == 0, let device = pick(DevicePreset.all) {
            return ViewportDescription(device: device.name, orientation: random.next() % 2 == 0 ? .portrait : .landscape, layoutDirection: direction, traits: traits, keyboard: keyboard, name: name)
        }
        let safeArea = random.next() % 2 == 0 ? Edges() : Edges(top: (random.unit() * 60).rounded(), bottom: (random.unit() * 34).rounded(), leading: (random.unit() * 20).rounded(), trailing: 0)
        let sizeClass = random.next() % 3 == 0
            ? SizeClasses(horizontal: random.next() % 2 == 0 ? .regular : .compact, vertical: random.next() % 2 == 0 ? .regular : .compact) : nil
        return ViewportDescription(width: length(), height: length(), layoutDirection: direction, traits: traits, safeArea: safeArea, keyboard: keyboard, name: name, sizeClass: sizeClass)
    }

    /// No description traps: values that are not finite, negative, zero, huge or tiny, insets
    /// larger than the screen, unknown devices, names and traits that are not names. Each is
    /// either laid out or refused with a message.
    @Test func noDescriptionTraps() throws {
        var diagnostics = Diagnostics()
        let scene = try #require(Compiler().decode(Array(Self.features.utf8), diagnostics: &diagnostics))
        let layouts = SceneLayouts(packed: CompactScene.text(of: scene), capacity: 4)
        let values: [Double] = [.nan, .infinity, -.infinity, -1, 0, 1e-300, .leastNonzeroMagnitude, 0.5, 1, 390, 1e6, 1e15, 1e300, .greatestFiniteMagnitude]
        var random = SplitMix64(seed: 31)
        var refused = 0
        var laidOut = 0
        for _ in 0 ..< 400 {
            func value() -> Double { values[Int(random.next() % UInt64(values.count))] }
            let names = [nil, "", "a b", "é", "phone", "x"]
            let traits = [[], ["compact"], ["landscape"], ["compact", "compact"], ["no name"], ["phone"]]
            let description = random.next() % 5 == 0
                ? ViewportDescription(device: ["iPhone 15", "iphone 15", "", "iPad"][Int(random.next() % 4)], orientation: .landscape, traits: traits[Int(random.next() % 6)], keyboard: value(), name: names[Int(random.next() % 6)])
                : ViewportDescription(width: value(), height: value(), layoutDirection: random.next() % 2 == 0 ? .rightToLeft : .leftToRight,
                                      traits: traits[Int(random.next() % 6)], safeArea: Edges(top: value(), bottom: value(), leading: value(), trailing: value()),
                                      keyboard: random.next() % 2 == 0 ? 0 : value(), name: names[Int(random.next() % 6)])
            do {
                let layout = try layouts.layout(for: description)
                #expect(layout.json.hasSuffix("}\n"))
                laidOut += 1
            } catch {
                #expect(!error.message.isEmpty)
                refused += 1
            }
        }
        #expect(refused > 0 && laidOut > 0, "refused \(refused), laid out \(laidOut)")
        #expect(throws: LayoutFailure.self) { try layouts.layout(for: ViewportDescription(width: .nan, height: 844)) }
        #expect(throws: LayoutFailure.self) { try layouts.layout(for: ViewportDescription(width: 390, height: 844, safeArea: Edges(top: 500, bottom: 400))) }
    }

    /// Many threads asking for a few descriptions at once, with a cache smaller than their
    /// number (so entries are dropped while others are read): every answer is the one a single
    /// thread gets.
    @Test func concurrentCallsAgree() throws {
        var diagnostics = Diagnostics()
        let scene = try #require(Compiler().decode(Array(Self.features.utf8), diagnostics: &diagnostics))
        let text = CompactScene.text(of: scene)
        let descriptions = (0 ..< 6).map { ViewportDescription(width: 300 + 50 * Double($0), height: 700, layoutDirection: $0 % 2 == 0 ? .leftToRight : .rightToLeft) }
        let serial = SceneLayouts(packed: text)
        let expected = try descriptions.map { try serial.layout(for: $0).json }
        let shared = SceneLayouts(packed: text, capacity: 2)
        let answers = Cores.map(96) { k in
            (try? shared.layout(for: descriptions[k % descriptions.count]).json) ?? "failed"
        }
        for k in 0 ..< 96 { #expect(answers[k] == expected[k % descriptions.count], "call \(k)") }
    }

    /// A layout error (here a paging container whose page length is 0: its scroll padding takes
    /// its whole width) is thrown with the node, the viewport and where the node is written.
    @Test func aLayoutErrorIsThrownWithItsPlace() throws {
        let yaml = """
            scene: Narrow
            viewports: [{name: phone, width: 390, height: 844}]
            root:
              scroll: pager
              axis: horizontal
              behavior: paging
              scrollPadding: {horizontal: 100}
              children:
                - repeat: 3
                  item: "page-{i}"
                  width: 300
            """
        var diagnostics = Diagnostics()
        let scene = try #require(Compiler().decode(Array(yaml.utf8), diagnostics: &diagnostics))
        let layouts = SceneLayouts(packed: CompactScene.text(of: scene))
        _ = try layouts.layout(for: ViewportDescription(width: 390, height: 844))
        let error = try #require(throws: LayoutFailure.self) { try layouts.layout(for: ViewportDescription(width: 200, height: 844, name: "narrow")) }
        #expect(error.message.contains("viewport `narrow`") && error.message.contains("pager") && error.message.contains("line 4"), "\(error.message)")
    }

    /// Text that is not a compact scene is refused with the line, never trusted.
    @Test func brokenCompactTextIsRefused() throws {
        var diagnostics = Diagnostics()
        let scene = try #require(Compiler().decode(Array(Self.features.utf8), diagnostics: &diagnostics))
        let text = CompactScene.text(of: scene)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let node = try #require(lines.firstIndex { $0.hasPrefix("N ") }) + 2
        for broken in [lines[node].split(separator: " ").dropLast().joined(separator: " "), "", lines[node] + " extra"] {
            lines[node] = broken
            #expect(throws: CompactSceneReader.Problem.self) { try CompactSceneReader.scene(lines.joined(separator: "\n")) }
        }
        let layouts = SceneLayouts(packed: "snapline-scene 2\n")
        #expect(throws: LayoutFailure.self) { try layouts.layout(for: ViewportDescription(width: 390, height: 844)) }
    }

    /// A trait no selector uses (Dynamic Type's `ax5` passed generically) lays out as if absent,
    /// and the layout says which traits matched nothing; size classes of a description select
    /// `regularWidth` entries as a device's do.
    @Test func unmatchedTraitsAreReported() throws {
        var diagnostics = Diagnostics()
        let scene = try #require(Compiler().decode(Array(Self.features.utf8), diagnostics: &diagnostics))
        let layouts = SceneLayouts(packed: CompactScene.text(of: scene))
        let plain = try layouts.layout(for: ViewportDescription(width: 390, height: 844))
        let withAX5 = try layouts.layout(for: ViewportDescription(width: 390, height: 844, traits: ["compact", "ax5"]))
        #expect(withAX5.unmatchedTraits == ["ax5"])
        #expect(plain.unmatchedTraits.isEmpty)
        let ax5Only = try layouts.layout(for: ViewportDescription(width: 390, height: 844, traits: ["ax5"]))
        #expect(ax5Only.json == plain.json)
        let regular = try layouts.layout(for: ViewportDescription(width: 820, height: 1180, sizeClass: SizeClasses(horizontal: .regular, vertical: .regular)))
        let pad = try layouts.layout(for: ViewportDescription(device: "iPad"))
        // `regularWidth` gives the page bars of 30 and 50: the whole scroll padding without a
        // safe area; on the iPad after its insets, 24 + 30 and 20 + 50.
        #expect(regular.json.contains("\"scrollPadding\": {\"top\": 30, \"leading\": 0, \"bottom\": 50, \"trailing\": 0}"), "\(regular.json.prefix(600))")
        #expect(pad.json.contains("\"scrollPadding\": {\"top\": 54, \"leading\": 0, \"bottom\": 70, \"trailing\": 0}"), "\(pad.json.prefix(600))")
    }
}
