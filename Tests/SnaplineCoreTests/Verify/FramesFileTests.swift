import SnaplineRuntime
import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// Problems in a frames file: each at its line and column, the other entries still compared.
@Suite struct FramesFileTests {
    static let scene = Array(DriftTests.menu.text.utf8)

    /// The frames file's diagnostics as (marker position, code), and the scene's.
    static func check(_ marked: MarkedText) -> (file: [Diagnostic], scene: [Diagnostic]) {
        let found = Verifier.verify(scene: scene, frames: [("phone.json", Array(marked.text.utf8))])
        return (found.frames[0].all, found.scene.all)
    }

    static let viewport = #""viewport": {"name": "phone", "width": 390, "height": 844}"#

    @Test func problemsInEntriesAreReportedWhereTheyAreAndTheRestIsCompared() {
        let marked = MarkedText("""
            {"format": "snapline-frames", "version": 1, "scene": 1️⃣"Menu2",
             \(Self.viewport),
             "frames": [
              {"id": 2️⃣"hedaer", "frame": {"x": 16, "y": 16, "width": 358, "height": 200}},
              {"id": "a", "frame": {"x": 16, "y": 224, "width": 358, "height": 100}, 3️⃣"contentSize": {"width": 1, "height": 1}},
              {"id": "b", "frame": {"x": 16, "y": 460, "width": 4️⃣-1, "height": 100}},
              {"id": "card-1", "frame": {"x": 110, "y": 0, "width": 100, "height": 120}, 5️⃣"colour": 1},
              {"id": "header", "frame": {"x": 16, "y": 16, "width": 358, "height": 230}},
              {"id": 6️⃣"header", "frame": {"x": 16, "y": 16, "width": 358, "height": 200}},
              {"id": "card-0", "frame": {"x": 7️⃣1e400, "y": 0, "width": 100, "height": 120}},
              {"id": "card-3", "frame": {"x": 330, "y": 0, 8️⃣"y": 1, "width": 100, "height": 120}},
              {"id": "card-4", "frame": 9️⃣{"x": 440, "y": 0, "width": 100}}
             ]}
            """)
        let (file, scene) = Self.check(marked)
        let byCode = Dictionary(grouping: file, by: \.code)
        #expect(byCode[.sceneMismatch]?.map(\.location) == [marked["1️⃣"]])
        #expect(byCode[.unknownID]?.map(\.location) == [marked["2️⃣"]])
        #expect(byCode[.unknownID]?.first?.message == "the scene has no id `hedaer`; did you mean `header`?")
        #expect(byCode[.unknownKey]?.map(\.location) == [marked["3️⃣"], marked["5️⃣"]])
        #expect(byCode[.badValue]?.map(\.location) == [marked["4️⃣"]])
        #expect(byCode[.duplicateMeasurement]?.map(\.location) == [marked["6️⃣"]])
        #expect(byCode[.badNumber]?.map(\.location) == [marked["7️⃣"]])
        #expect(byCode[.duplicateKey]?.map(\.location) == [marked["8️⃣"]])
        #expect(byCode[.missingKey]?.map(\.location) == [marked["9️⃣"]])
        #expect(file.count == 9)
        // The one valid entry that drifts is still compared: header measured 230 tall.
        #expect(scene.map(\.message) == ["height of item `header` in viewport `phone`: scene says 200, app measures 230"])
    }

    @Test func syntaxErrorsEndTheFileAtTheirPosition() {
        let cases: [(String, String)] = [
            (#"{"format": "snapline-frames", 1️⃣}"#, "expected a key (a string in double quotes), found `}`"),
            ("{\"scene\": \"M1️⃣\u{1}\"}", "a control character (byte 0x01) inside a string; write it as an escape (\\n, \\t, \\u00XX)"),
            ("{\"a\": [1, 2] 1️⃣x", "expected `,` or `}`, found `x`"),
            ("{\"a\": 01️⃣1}", "expected `,` or `}`, found `1`"),
            ("{\"a\": 1}\n1️⃣{}", "expected the end of the file (one JSON value), found `{`"),
            ("1️⃣", "the file ends where a value was expected"),
            (String(repeating: "[", count: 64) + "1️⃣[", "objects and lists nest deeper than 64 levels"),
        ]
        for (text, message) in cases {
            let marked = MarkedText(text)
            let file = Self.check(marked).file
            #expect(file.map(\.code) == [.jsonSyntax], "\(text)")
            #expect(file.first?.message == message)
            #expect(file.first?.location == marked["1️⃣"], "\(text)")
        }
    }

    @Test func invalidUTF8IsAnErrorAtItsByte() {
        var bytes = Array(#"{"scene": "Me"#.utf8) + [0xC0, 0x80] + Array(#""}"#.utf8)
        var found = Verifier.verify(scene: Self.scene, frames: [("f.json", bytes)]).frames[0].all
        #expect(found.map(\.code) == [.jsonSyntax])
        #expect(found.first?.location == SourceLocation(line: 1, column: 14))
        // A surrogate written as UTF-8 (ED A0 80) is not UTF-8 either.
        bytes = Array("{\n \"scene\": \"é".utf8) + [0xED, 0xA0, 0x80] + Array(#""}"#.utf8)
        found = Verifier.verify(scene: Self.scene, frames: [("f.json", bytes)]).frames[0].all
        #expect(found.first?.location == SourceLocation(line: 2, column: 13))
    }

    @Test func numbersAndEscapesReadExactly() throws {
        let bytes = Array(#"[0, -0, 1.5, 2.5e3, 1E-2, 0.1, 123456789012345678901234567890, 1e-400, -7e22, 9007199254740993, "\u00e9\ud83d\ude00\n"]"#.utf8)
        let values: [Double] = try bytes.withUnsafeBufferPointer { b in
            var cursor = JSONCursor(b)
            try cursor.open(UInt8(ascii: "["))
            var first = true
            var numbers: [Double] = []
            while try cursor.nextElement(first: &first) {
                if try cursor.peek().kind == .string {
                    #expect(try cursor.string() == "é😀\n")
                } else {
                    numbers.append(try cursor.number())
                }
            }
            try cursor.end()
            return numbers
        }
        #expect(values == [0, 0, 1.5, 2500, 0.01, 0.1, 1.2345678901234568e29, 0, -7e22, 9007199254740992])
    }

    @Test func viewportMismatchIsOneErrorAndNothingElseIsCompared() {
        let marked = MarkedText("""
            {"format": "snapline-frames", "version": 1, "scene": "Menu",
             "viewport": {"name": "phone", "width": 390, "height": 1️⃣852},
             "frames": [{"id": "header", "frame": {"x": 16, "y": 16, "width": 358, "height": 230}}]}
            """)
        let (file, scene) = Self.check(marked)
        #expect(file.map(\.code) == [.viewportMismatch])
        #expect(file.first?.location == marked["1️⃣"])
        #expect(file.first?.message == "viewport `phone`: the scene's height is 844, the frames file says 852; nothing else in this file is compared")
        #expect(scene.isEmpty)
    }

    @Test func aSafeAreaTheSceneDoesNotHaveIsAMismatch() {
        let marked = MarkedText("""
            {"format": "snapline-frames", "version": 1, "scene": "Menu",
             "viewport": {"name": "phone", "width": 390, "height": 844, "safeArea": {"top": 0, "leading": 0, "bottom": 1️⃣34, "trailing": 0}},
             "frames": []}
            """)
        let file = Self.check(marked).file
        #expect(file.map(\.code) == [.viewportMismatch])
        #expect(file.first?.location == marked["1️⃣"])
        #expect(file.first?.message == "viewport `phone`: the scene's bottom safe-area inset is 0, the frames file says 34; nothing else in this file is compared")
    }

    @Test func anUnknownViewportGetsDidYouMean() {
        let marked = MarkedText("""
            {"format": "snapline-frames", "version": 1, "scene": "Menu",
             "viewport": {"name": 1️⃣"phnoe", "width": 390, "height": 844}, "frames": []}
            """)
        let file = Self.check(marked).file
        #expect(file.map(\.code) == [.viewportMismatch])
        #expect(file.first?.location == marked["1️⃣"])
        #expect(file.first?.message == "the scene `Menu` has no viewport `phnoe`; did you mean `phone`?")
    }

    @Test func twoFilesForOneViewport() {
        let text = #"{"format": "snapline-frames", "version": 1, "scene": "Menu", "viewport": {"name": "phone", "width": 390, "height": 844}, "frames": []}"#
        let found = Verifier.verify(scene: Self.scene, frames: [("a.json", Array(text.utf8)), ("b.json", Array(text.utf8))])
        #expect(found.frames[0].all.isEmpty)
        #expect(found.frames[1].all.map(\.code) == [.duplicateMeasurement])
        #expect(found.frames[1].all.first?.message == "viewport `phone` is already measured by a.json; one frames file per viewport")
        #expect(found.frames[1].all.first?.location == SourceLocation(line: 1, column: 83))
    }
}
