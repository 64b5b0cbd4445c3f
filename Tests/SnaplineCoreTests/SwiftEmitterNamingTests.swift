import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// How scene names become Swift identifiers, and what happens when two cannot be told apart.
@Suite struct SwiftEmitterNamingTests {
    /// The generated Swift for an inline scene.
    private func generated(_ yaml: String, emitter: SwiftEmitter = SwiftEmitter(), sourcePath: String = "t.scene.yaml") throws -> String {
        let compiled = try CompiledScene(yaml)
        var diagnostics = Diagnostics()
        let names = try #require(SwiftNames(compiled.scene, diagnostics: &diagnostics))
        return String(decoding: emitter.render(scene: compiled.scene, tables: compiled.tables, names: names, sourcePath: sourcePath), as: UTF8.self)
    }

    /// The identifier a lone name gets (primary spelling, made usable).
    private func spelled(_ name: String, members: Set<String> = SwiftNames.sceneCaseMembers) -> String {
        SwiftIdentifier.usable(SwiftIdentifier.primary(name), avoiding: members)
    }

    @Test func lowerCamelCase() {
        #expect(spelled("category-3") == "category3")
        #expect(spelled("phone-landscape") == "phoneLandscape")
        #expect(spelled("section-0-title") == "section0Title")
        #expect(spelled("Header") == "header")
        #expect(spelled("URLBar") == "urlBar")
        #expect(spelled("URL") == "url")
        #expect(spelled("top.pick") == "topPick")
        #expect(spelled("snake_case") == "snake_case")
        #expect(spelled("a--b") == "aB")
    }

    @Test func digitsAfterDigitsKeepAnUnderscore() {
        #expect(spelled("card-3-5") == "card3_5")
        #expect(spelled("card-1-11") == "card1_11")
        #expect(spelled("card-11-1") == "card11_1")
        #expect(spelled("dish-0-x") == "dish0X")
    }

    @Test func leadingDigitsKeywordsAndMembers() {
        #expect(spelled("007") == "_007")
        #expect(spelled("3d-view") == "_3dView")
        #expect(spelled("default") == "`default`")
        #expect(spelled("self") == "`self`")
        #expect(spelled("Self") == "`self`")
        #expect(spelled("Type") == "type")
        #expect(SwiftIdentifier.usable(SwiftIdentifier.fallback("Type")) == "`Type`")
        #expect(spelled("next") == "next_")
        #expect(spelled("previous") == "previous_")
        #expect(spelled("allCases") == "allCases_")
        #expect(spelled("rawValue") == "rawValue_")
        #expect(spelled("next", members: SwiftNames.anchorPointMembers) == "next")
        #expect(spelled("_") == "__")
        #expect(spelled("-") == "__")
    }

    @Test func collidingNamesAllFallBackToUnderscores() throws {
        let compiled = try CompiledScene(sceneHeader + """
            root:
              scroll: list
              children:
                - {item: Top-Pick, height: 10}
                - {item: top.pick, height: 10}
                - {item: topPick2, height: 10}
            """)
        var diagnostics = Diagnostics()
        let names = try #require(SwiftNames(compiled.scene, diagnostics: &diagnostics))
        #expect(diagnostics.all.isEmpty)
        #expect(names.anchors.map(\.identifier) == ["Top_Pick", "top_pick", "topPick2"])
        #expect(names.containers.map(\.identifier) == ["list"])
    }

    @Test func unresolvableCollisionIsAnErrorAtBothIDs() throws {
        let marked = MarkedText(sceneHeader + """
            root:
              scroll: list
              children:
                - 1️⃣item: a-b
                  height: 10
                - 2️⃣item: a.b
                  height: 10
            """)
        var diagnostics = Diagnostics()
        let scene = try #require(Compiler().decode(Array(marked.text.utf8), diagnostics: &diagnostics))
        #expect(SwiftNames(scene, diagnostics: &diagnostics) == nil)
        let errors = diagnostics.sorted(file: nil)
        #expect(errors.map(\.code.rawValue) == ["identifier-collision", "identifier-collision"])
        #expect(errors.map(\.location) == [marked["1️⃣"], marked["2️⃣"]])
        #expect(errors.first?.message == "the id `a-b` and the id `a.b` (line 8) both become `a_b` in the generated `Test.Anchor`; expected names that stay distinct in Swift (rename one)")
        #expect(errors.last?.message.contains("the id `a.b` and the id `a-b` (line 6)") == true)
    }

    @Test func viewportCollisionPointsAtTheViewports() throws {
        let marked = MarkedText("""
            scene: Test
            viewports:
              - 1️⃣{name: phone-rtl, width: 390, height: 844}
              - 2️⃣{name: phone.rtl, width: 390, height: 844}
            root:
              scroll: list
              children: [{item: a, height: 10}]
            """)
        var diagnostics = Diagnostics()
        let scene = try #require(Compiler().decode(Array(marked.text.utf8), diagnostics: &diagnostics))
        #expect(SwiftNames(scene, diagnostics: &diagnostics) == nil)
        let errors = diagnostics.sorted(file: nil)
        #expect(errors.map(\.location) == [marked["1️⃣"], marked["2️⃣"]])
        #expect(errors.allSatisfy { $0.code.rawValue == "identifier-collision" && $0.message.contains("`Test.Viewport`") })
    }

    @Test func nameAndLayoutErrorsAreReportedTogether() throws {
        let yaml = sceneHeader + """
            root:
              scroll: list
              children:
                - {item: a-b, height: 10}
                - {item: a.b, height: 10}
                - scroll: inner
                  children: [{item: c, height: 10}]
            """
        var diagnostics = Diagnostics()
        #expect(Compiler().compile(Array(yaml.utf8), format: .swift, options: EmitOptions(sourcePath: "t.scene.yaml"), diagnostics: &diagnostics) == nil)
        let codes = Set(diagnostics.all.map(\.code.rawValue))
        #expect(codes.contains("identifier-collision"))
        #expect(codes.count == 2, "\(diagnostics.all)")
    }

    @Test func sceneNameThatHidesAUsedTypeIsAnError() throws {
        // Fixed: `Anchor` (and the other nested enums, and the modules that qualify the rest)
        // compiled to a file that did not typecheck.
        for name in ["Anchor", "AnchorPoint", "Viewport", "Container", "Swift", "SnaplineRuntime", "snaplinePackedTable"] {
            let marked = MarkedText("""
                scene: 1️⃣\(name)
                viewports: [{name: phone, width: 390, height: 844}]
                root:
                  scroll: list
                  children: [{item: a, height: 10}]
                """)
            var diagnostics = Diagnostics()
            let scene = try #require(Compiler().decode(Array(marked.text.utf8), diagnostics: &diagnostics))
            #expect(SwiftNames(scene, diagnostics: &diagnostics) == nil, "\(name)")
            #expect(diagnostics.all.map(\.code.rawValue) == ["scene-name-shadows-type"], "\(name)")
            #expect(diagnostics.all.first?.location == marked["1️⃣"])
            #expect(diagnostics.all.first?.message.contains("`\(name)`") == true)
        }
    }

    @Test func typesTheGeneratedCodeNamesAreQualified() throws {
        // A scene named like any of them compiles (SnaplineShadowTests holds one per name): every
        // other name in the file is a case, a member, `Self`, or qualified by its module.
        let text = try generated(sceneHeader + "root:\n  scroll: list\n  children: [{item: a, height: 10}]\n")
        let code = text.split(separator: "\n").filter { !$0.drop(while: { $0 == " " }).hasPrefix("//") }.joined(separator: "\n")
        for bare in ["Bool", "String", "Hasher", "Hashable", "Sendable", "CaseIterable", "RawRepresentable", "CompactTable", "CaseNames", "SceneCase", "SnaplineScene"] {
            let uses = code.components(separatedBy: bare).count - 1
            let qualified = code.components(separatedBy: "Swift." + bare).count - 1 + code.components(separatedBy: "SnaplineRuntime." + bare).count - 1
            #expect(uses == qualified, "\(bare)")
        }
        #expect(code.contains("Swift.Bool") && code.contains("SnaplineRuntime.CompactTable"))
    }

    @Test func headerNeverNamesAnAbsolutePath() throws {
        let yaml = sceneHeader + "root:\n  scroll: list\n  children: [{item: a, height: 10}]\n"
        func header(_ path: String) throws -> String {
            String(try generated(yaml, sourcePath: path).prefix { $0 != "\n" })
        }
        #expect(try header("Scenes/menu.scene.yaml") == "// Generated by snapline from Scenes/menu.scene.yaml. Do not edit.")
        #expect(try header("/home/me/app/Scenes/menu.scene.yaml") == "// Generated by snapline from menu.scene.yaml. Do not edit.")
        #expect(try header("odd\nname.scene.yaml") == "// Generated by snapline from odd\\u{a}name.scene.yaml. Do not edit.")
    }

    @Test func accessLevelPrefixesEveryDeclaration() throws {
        let yaml = sceneHeader + """
            root:
              scroll: list
              children:
                - {item: a, height: 10}
            """
        let text = try generated(yaml, emitter: SwiftEmitter(accessLevel: .public))
        // The stored members are what `SnaplineScene` and `SceneCase` require: as visible as their types.
        for declaration in [
            "public enum Test: SnaplineRuntime.SnaplineScene {", "public enum Anchor: SnaplineRuntime.SceneCase", "public static let table", "public static let indexes",
            "public static let names", "public static var allCases", "public static func ==", "public func hash(into",
        ] {
            #expect(text.contains(declaration), "\(declaration)")
        }
        #expect(try !generated(yaml).contains("public "))
    }

    @Test func theTableIsOnePackedLiteralAndTheCasesOneDeclaration() throws {
        // 40 rows: nothing in the file grows with them but the one `case` declaration and the
        // table's literal (one line per anchor and viewport), whose first strings are the anchors'
        // names (the `Anchor` enum reads them from there).
        let text = try generated(sceneHeader + """
            root:
              scroll: list
              children:
                - repeat: 40
                  item: "row-{i}"
                  height: 10
            """)
        #expect(text.components(separatedBy: "\nprivate let snaplinePackedTable = SnaplineRuntime.CompactTable(generated: #\"\"\"\n").count == 2)
        #expect(text.components(separatedBy: "#\"\"\"\n").count == 1 + 4)  // the table, the viewport and container names, the scene
        #expect(!text.contains("TableAnchor("))
        #expect(text.contains("        case row0,\n             row1,\n"))
        #expect(text.contains("             row39\n"))
        #expect(text.contains("static let names = SnaplineRuntime.CaseNames(snaplinePackedTable.strings(0 ..< 40))"))
        #expect(text.contains("\n    snapline-packed 3\n    46\n    row-0\n    row-1\n"))
    }
}
