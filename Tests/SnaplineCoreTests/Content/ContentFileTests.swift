import Testing
@testable import SnaplineLayout
import SnaplineTestSupport

/// Content files read against a scene's shape: the values they give, and every problem at its
/// line and column, the others still reported.
@Suite struct ContentFileTests {
    static let here = SourceLocation(line: 1, column: 1)

    /// The store menu's data: `sections` (each with `titleHeight` and `dishes`, each dish with
    /// `dishHeight`), and, unless `specOnly`, a scene-level `headerHeight` and `chips`, a data
    /// repeat whose instances have no data (so a count is accepted).
    static func menuShape(specOnly: Bool = false) -> ContentShape {
        func name(_ n: String, _ kind: ContentShape.Name.Kind, _ preview: Double) -> ContentShape.Name {
            ContentShape.Name(name: n, kind: kind, preview: preview, location: here)
        }
        var scene = ContentShape.Scope()
        scene.names = [name("sections", .instances(scope: 1), 8)]
        if !specOnly { scene.names += [name("headerHeight", .length, 120), name("chips", .instances(scope: 3), 5)] }
        var section = ContentShape.Scope(parent: .init(scope: 0, name: 0))
        section.names = [name("titleHeight", .length, 44), name("dishes", .instances(scope: 2), 4)]
        var dish = ContentShape.Scope(parent: .init(scope: 1, name: 1))
        dish.names = [name("dishHeight", .length, 96)]
        var scopes = [scene, section, dish]
        if !specOnly { scopes.append(ContentShape.Scope(parent: .init(scope: 0, name: 2))) }
        return ContentShape(scopes: scopes)
    }

    static func read(_ text: String, shape: ContentShape = menuShape(), limit: Int = 1_000_000) -> (content: SceneContent?, diagnostics: [Diagnostic]) {
        read(Array(text.utf8), shape: shape, limit: limit)
    }

    static func read(_ bytes: [UInt8], shape: ContentShape = menuShape(), limit: Int = 1_000_000) -> (content: SceneContent?, diagnostics: [Diagnostic]) {
        let (content, diagnostics) = ContentFile.read(bytes, shape: shape, sceneName: "StoreMenu", maximumInstances: limit)
        return (content, diagnostics.all)
    }

    /// A file of the full shape around `body` (the members of `content`).
    static func file(_ body: String) -> String {
        #"{"format": "snapline-content", "version": 1, "scene": "StoreMenu", "content": {"# + body + "}}"
    }

    static func dishes(_ heights: Double?...) -> SceneContent.Value {
        .instances(heights.map { SceneContent.Instance(values: [.length($0)]) })
    }

    static func section(_ title: Double?, _ dishes: SceneContent.Value) -> SceneContent.Instance {
        SceneContent.Instance(values: [.length(title), dishes])
    }

    static func chips(_ n: Int) -> SceneContent.Value {
        .instances(Array(repeating: SceneContent.Instance(values: []), count: n))
    }

    // MARK: - Valid files

    @Test func theExampleFileGivesEachInstanceItsValues() {
        let text = """
            {"format": "snapline-content", "version": 1, "scene": "StoreMenu",
             "content": {"sections": [
               {"titleHeight": 28, "dishes": [{"dishHeight": 96}, {"dishHeight": null}]},
               {"titleHeight": 56, "dishes": []}]}}
            """
        let (content, diagnostics) = Self.read(text, shape: Self.menuShape(specOnly: true))
        #expect(diagnostics.isEmpty)
        let sections: SceneContent.Value = .instances([Self.section(28, Self.dishes(96, nil)), Self.section(56, Self.dishes())])
        #expect(content == SceneContent(root: .init(values: [sections])))
    }

    @Test func aRepeatWithoutDataTakesACountOrAListOfEmptyObjects() {
        for (written, count) in [("3", 3), ("3.0", 3), ("0", 0), ("-0", 0), ("3e0", 3), ("[{}, {}]", 2), ("[]", 0)] {
            let (content, diagnostics) = Self.read(Self.file(#""sections": [], "chips": "# + written))
            #expect(diagnostics.isEmpty, "\(written)")
            #expect(content?.root.values == [.instances([]), .length(nil), Self.chips(count)], "\(written)")
        }
    }

    @Test func nullsAndMissingLengthsAreNotKnownAndKeysComeInAnyOrder() {
        let text = Self.file(#""chips": 1, "sections": [{"dishes": [{}, {"dishHeight": 0}, {"dishHeight": -0}]}, {"titleHeight": null, "dishes": []}], "headerHeight": 12.5"#)
        let (content, diagnostics) = Self.read(text)
        #expect(diagnostics.isEmpty)
        let sections: SceneContent.Value = .instances([Self.section(nil, Self.dishes(nil, 0, 0)), Self.section(nil, Self.dishes())])
        #expect(content?.root.values == [sections, .length(12.5), Self.chips(1)])
        // The file's `scene` is optional; a byte order mark is read past.
        let bare = #"{"format": "snapline-content", "version": 1.0, "content": {"sections": [], "chips": 0}}"#
        #expect(Self.read(bare).content?.root.values == [.instances([]), .length(nil), Self.chips(0)])
        #expect(Self.read([0xEF, 0xBB, 0xBF] + Array(bare.utf8)).diagnostics.isEmpty)
    }

    @Test func aSceneWithoutDataTakesAnEmptyContent() {
        let (content, diagnostics) = Self.read(#"{"format": "snapline-content", "version": 1, "content": {}}"#, shape: ContentShape())
        #expect(diagnostics.isEmpty)
        #expect(content == SceneContent(root: .init(values: [])))
    }

    // MARK: - One error of each kind, at its position

    /// Each file has one error at 1️⃣: its code, and what its message must contain.
    static let errors: [(String, DiagnosticCode, String)] = [
        (file(#""sections": [], "chips": 1, 1️⃣"chips": 2"#), .duplicateKey, "`chips` is given twice in `content`"),
        (file(#""sections": [{"dishes": [{1️⃣"dishHieght": 96}]}], "chips": 1"#), .unknownKey,
         "unknown key `dishHieght` in `sections[0].dishes[0]`; did you mean `dishHeight`?"),
        (file(#""sections": [], "chips": [{1️⃣"x": 1}]"#), .unknownKey, "the instances of `chips` have no data"),
        (#"{"format": "snapline-content", "version": 1, 1️⃣"sceen": "StoreMenu", "content": {"sections": [], "chips": 1}}"#, .unknownKey,
         "unknown key `sceen` in the content file; did you mean `scene`?"),
        (file(#""sections": [{"titleHeight": 1️⃣"28", "dishes": []}], "chips": 1"#), .wrongType,
         "`sections[0].titleHeight` must be a number (a length ≥ 0) or null, not a string"),
        (file(#""sections": 1️⃣3, "chips": 1"#), .wrongType, "`sections` must be a list of objects (one per instance), not a number"),
        (file(#""sections": [], "chips": 1️⃣"3""#), .wrongType, "`chips` must be a count (an integer ≥ 0) or a list of objects, not a string"),
        (file(#""sections": [1️⃣[]], "chips": 1"#), .wrongType, "`sections[0]` must be an object (an instance of `sections`), not a list"),
        (#"{"format": "snapline-content", "version": 1, "content": 1️⃣null}"#, .wrongType, "`content` must be an object, not null"),
        ("1️⃣[]", .wrongType, "the content file must be an object, not a list"),
        (file(#""sections": [], "chips": 1️⃣1e400"#), .badNumber, "`chips` is too large for a double (not finite)"),
        (file(#""sections": [], "headerHeight": 1️⃣-1e400, "chips": 1"#), .badNumber, "`headerHeight` is too large for a double (not finite)"),
        (file(#""sections": [], "chips": 1️⃣-1"#), .badValue, "`chips` is -1; expected a count (an integer ≥ 0)"),
        (file(#""sections": [], "chips": 1️⃣2.5"#), .badValue, "`chips` is 2.5; expected a count (an integer ≥ 0)"),
        (file(#""sections": [{"titleHeight": 1️⃣-3, "dishes": []}], "chips": 1"#), .badValue, "`sections[0].titleHeight` is -3; expected a length ≥ 0, or null"),
        (#"{"format": 1️⃣"snapline-frames", "version": 1, "content": {"sections": [], "chips": 1}}"#, .badValue, "a content file says `snapline-content`"),
        (#"{"format": "snapline-content", "version": 1️⃣2, "content": {"sections": [], "chips": 1}}"#, .badValue, "content files of version 1"),
        (file(#""sections": [{"titleHeight": 1, "dishes": []}, 1️⃣{}], "chips": 1"#), .missingKey,
         "`sections[1]` lacks `dishes` (a data repeat's key is required"),
        (#"{"format": "snapline-content", "version": 1, "content": 1️⃣{"chips": 1, "headerHeight": 3}}"#, .missingKey, "`content` lacks `sections`"),
        (#"1️⃣{"format": "snapline-content", "scene": "StoreMenu"}"#, .missingKey, "the content file lacks `version`, `content`"),
        (#"{"format": "snapline-content", "version": 1, "scene": 1️⃣"Menu", "content": {"sections": [], "chips": 1}}"#, .sceneMismatch,
         "this file gives the content of the scene `Menu`, not `StoreMenu`"),
        (file(#""sections": [], "chips": 1️⃣1000000000000"#), .tooManyNodes, "past 1000000 instances of data repeats in all"),
        (#"{"format": "snapline-content", 1️⃣}"#, .jsonSyntax, "expected a key (a string in double quotes), found `}`"),
        (file(#""sections": [], "chips": 1"#) + "1️⃣,", .jsonSyntax, "expected the end of the file (one JSON value), found `,`"),
        (file(#""sections": [], "chips": 01️⃣1"#), .jsonSyntax, "expected `,` or `}`, found `1`"),
    ]

    @Test(arguments: errors.indices)
    func eachErrorIsReportedAtItsPosition(_ k: Int) {
        let (text, code, message) = Self.errors[k]
        let marked = MarkedText(text)
        let (content, diagnostics) = Self.read(marked.text)
        #expect(content == nil)
        #expect(diagnostics.map(\.code) == [code], "\(text)")
        #expect(diagnostics.first?.location == marked["1️⃣"], "\(text)")
        #expect(diagnostics.first?.message.contains(message) == true, "\(diagnostics.first?.message ?? "")")
    }

    @Test func manyErrorsInOneFileAreAllReportedInFileOrder() {
        let marked = MarkedText("""
            {"format": "snapline-content", "version": 1, "scene": 1️⃣"Other",
             "content": {"sections": [
               {"titleHeight": 2️⃣-1, "dishes": [{"dishHeight": 3️⃣true}, {4️⃣"dishheight": 1}]},
               5️⃣{"titleHeight": 1},
               {"dishes": [], 6️⃣"dishes": 7️⃣[1]}],
              "chips": 8️⃣0.5, "headerHeight": 9️⃣"tall"}}
            """)
        let (content, diagnostics) = Self.read(marked.text)
        #expect(content == nil)
        #expect(diagnostics.map(\.code) == [.sceneMismatch, .badValue, .wrongType, .unknownKey, .missingKey, .duplicateKey, .badValue, .wrongType])
        #expect(diagnostics.map(\.location) == ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "8️⃣", "9️⃣"].map { marked[$0] })
        #expect(diagnostics[3].message == "unknown key `dishheight` in `sections[0].dishes[1]`; did you mean `dishHeight`?")
        // The second `dishes` is skipped: its bad element (7️⃣) is not looked at.
        #expect(!diagnostics.contains { $0.location == marked["7️⃣"] })
    }

    @Test func aSyntaxErrorIsTheOnlyErrorReported() {
        let marked = MarkedText(Self.file(#""sections": 1, "chips": [1️⃣}"#))
        let (content, diagnostics) = Self.read(marked.text)
        #expect(content == nil)
        #expect(diagnostics.map(\.code) == [.jsonSyntax])
        #expect(diagnostics.first?.location == marked["1️⃣"])
    }

    // MARK: - Limits and hostile files

    @Test func instancesPastTheLimitAreOneErrorAtTheListAndAreNotKept() {
        let text = Self.file(#""sections": [{"dishes": [{}, {}]}, {"dishes": []}], "chips": [{}, {}]"#)
        // Six instances in all fit a limit of 6; the sixth (the second chip) is past a limit of 5.
        #expect(Self.read(text, limit: 6).diagnostics.isEmpty)
        var (content, diagnostics) = Self.read(text, limit: 5)
        #expect(content == nil)
        #expect(diagnostics.map(\.code) == [.tooManyNodes])
        #expect(diagnostics.first?.message == "`chips` takes the content past 5 instances of data repeats in all; expected at most 5 (the node limit)")
        // The limit is met inside `sections` (its first dish is the third instance); later
        // problems are still reported, and no second limit error.
        let later = MarkedText(Self.file(#""sections": [{"dishes": 1️⃣[{}, {}]}, {"dishes": [{"dishHeight": 2️⃣"x"}]}], "chips": 9"#))
        (content, diagnostics) = Self.read(later.text, limit: 2)
        #expect(diagnostics.map(\.code) == [.tooManyNodes, .wrongType])
        #expect(diagnostics.map(\.location) == [later["1️⃣"], later["2️⃣"]])
        #expect(diagnostics.first?.message.hasPrefix("`sections[0].dishes` takes the content past 2") == true)
    }

    @Test func problemsPastThoseKeptAreCountedAndTheFirstAreKeptInOrder() {
        let keys = (0 ..< 100_000).map { #""dishHeigt\#($0)": 1"# }.joined(separator: ", ")
        let text = Self.file(#""sections": [{"dishes": [{"# + keys + #"}]}], "chips": 1"#)
        let (content, diagnostics) = ContentFile.read(Array(text.utf8), shape: Self.menuShape(), sceneName: "StoreMenu", maximumInstances: 10)
        #expect(content == nil)
        #expect(diagnostics.errorCount == 100_000)
        #expect(diagnostics.all.count == Diagnostics.keptErrorLimit)
        let locations = diagnostics.all.compactMap(\.location)
        #expect(locations.count == Diagnostics.keptErrorLimit && locations == locations.sorted())
        #expect(diagnostics.all.first?.message == "unknown key `dishHeigt0` in `sections[0].dishes[0]`; did you mean `dishHeight`?")
    }

    @Test func aHugeCountIsRefusedWithoutAllocating() {
        for count in ["1000000000000", "9223372036854775807", "1e300", "18446744073709551616"] {
            let (content, diagnostics) = Self.read(Self.file(#""sections": [], "chips": "# + count))
            #expect(content == nil)
            #expect(diagnostics.map(\.code) == [.tooManyNodes], "\(count)")
        }
    }

    @Test func nestingDeeperThan256LevelsIsAnErrorAtTheLevelPastIt() {
        // The file's object is level 1, so the 255th `[` is level 256 and the 256th is one too many.
        let deep = #"{"format": "snapline-content", "version": 1, "x": "# + String(repeating: "[", count: 255) + "1️⃣" + String(repeating: "[", count: 45)
        let marked = MarkedText(deep)
        let diagnostics = Self.read(marked.text).diagnostics
        #expect(diagnostics.map(\.code) == [.jsonSyntax])
        #expect(diagnostics.first?.message == "objects and lists nest deeper than 256 levels")
        #expect(diagnostics.first?.location == marked["1️⃣"])
        // 256 levels are read (and the unknown key is the one error).
        let fits = #"{"format": "snapline-content", "version": 1, "content": {"sections": [], "chips": 0}, "x": "# +
            String(repeating: "[", count: 255) + String(repeating: "]", count: 255) + "}"
        #expect(Self.read(fits).diagnostics.map(\.code) == [.unknownKey])
    }

    @Test func aLongNumberReadsAsTheNumberItWrites() {
        // 2 followed by 1 000 500 zeros, times 10^-1000498: 200.
        let long = "2" + String(repeating: "0", count: 1_000_500) + "e-1000498"
        let (content, diagnostics) = Self.read(Self.file(#""sections": [], "headerHeight": "# + long + #", "chips": 1"#))
        #expect(diagnostics.isEmpty)
        #expect(content?.root.values[1] == .length(200))
    }

    @Test func invalidUTF8AndControlsAreSyntaxErrorsAtTheirByte() {
        let start = Array(#"{"format": "snapline-content", "version": 1, "scene": "Störe"#.utf8)
        for bad: [UInt8] in [[0xC0, 0x80], [0xED, 0xA0, 0x80], [0xFF], [0x01]] {
            let diagnostics = Self.read(start + bad + Array(#""}"#.utf8)).diagnostics
            #expect(diagnostics.map(\.code) == [.jsonSyntax])
            // Column in Unicode scalars: `ö` is one.
            #expect(diagnostics.first?.location == SourceLocation(line: 1, column: 61), "\(bad)")
        }
        // After a byte order mark, columns count from the first character of the text.
        let marked = MarkedText(Self.file(#""sections": [], "chips": 1️⃣true"#))
        let diagnostics = Self.read([0xEF, 0xBB, 0xBF] + Array(marked.text.utf8)).diagnostics
        #expect(diagnostics.first?.location == marked["1️⃣"])
    }

    // MARK: - The thrown form

    @Test func decodeThrowsTheFirstErrorWithItsPosition() throws {
        let marked = MarkedText("""
            {"format": "snapline-content", "version": 1,
             "content": {"sections": [{"titleHeight": 1️⃣"x", "dishes": 2️⃣{}}], "chips": 1}}
            """)
        let bytes = Array(marked.text.utf8)
        #expect(Self.read(bytes).diagnostics.count == 2)
        let error = #expect(throws: ContentFileError.self) {
            try ContentFile.decode(bytes, shape: Self.menuShape(), sceneName: "StoreMenu", maximumInstances: 100)
        }
        #expect(error?.line == 2)
        #expect(error?.column == Int(marked["1️⃣"]?.column ?? 0))
        #expect(error?.code == "wrong-type")
        #expect(error?.description == "2:\(marked["1️⃣"]?.column ?? 0): `sections[0].titleHeight` must be a number (a length ≥ 0) or null, not a string [wrong-type]")
        let good = Self.file(#""sections": [], "chips": 2"#)
        let content = try ContentFile.decode(Array(good.utf8), shape: Self.menuShape(), sceneName: "StoreMenu", maximumInstances: 100)
        #expect(content.root.values == [.instances([]), .length(nil), Self.chips(2)])
    }
}
