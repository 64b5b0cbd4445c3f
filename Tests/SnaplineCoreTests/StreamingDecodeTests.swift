import Foundation
import SnaplineCore
import SnaplineTestSupport
import Testing

/// Decoding while reading (the reader on a second thread) must give exactly what reading first
/// and decoding after gives: the same table bytes and the same diagnostics, in the same order.
/// Tiny publication intervals and speculation distances make small files take every path: the
/// decoder waiting for records, speculating that an open value is a mapping's last, finding out
/// it was not and decoding again, and a reader that fails half-way.
struct StreamingDecodeTests {
    static let tunings = [
        TapeStreamTuning(publicationInterval: 1, speculationDistance: 1, releaseInterval: 1, lockstep: true),
        TapeStreamTuning(publicationInterval: 3, speculationDistance: 7, releaseInterval: 5, lockstep: true),
        TapeStreamTuning(publicationInterval: 50, speculationDistance: 20, releaseInterval: 300, lockstep: true),
        TapeStreamTuning(publicationInterval: 2, speculationDistance: 5, releaseInterval: 2),
    ]

    struct Outcome: Equatable {
        var table: [UInt8]?
        var diagnostics: [Diagnostic]
    }

    static func outcome(_ source: [UInt8], _ mode: Compiler.DecodingMode, check: Bool = false) -> Outcome {
        var compiler = Compiler(maximumNodes: 5_000)
        compiler.decodingMode = mode
        var diagnostics = Diagnostics()
        if check {
            compiler.check(source, diagnostics: &diagnostics)
            return Outcome(table: nil, diagnostics: diagnostics.all)
        }
        let table = compiler.compile(source, format: .json, diagnostics: &diagnostics)
        return Outcome(table: table, diagnostics: diagnostics.all)
    }

    static func expectSame(_ text: String, comment: String) {
        let source = Array(text.utf8)
        for check in [false, true] {
            let expected = outcome(source, .afterReading, check: check)
            for tuning in tunings {
                let streamed = outcome(source, .whileReading(tuning), check: check)
                #expect(streamed == expected, "\(comment), interval \(tuning.publicationInterval), distance \(tuning.speculationDistance), check \(check)")
            }
        }
    }

    static var sceneFiles: [String] {
        ["examples", "Tests/SnaplineCoreTests/Fixtures", "Tests/SnaplineCoreTests/RenderFixtures", "Tests/SnaplineCoreTests/SwiftFixtures"]
            .flatMap { Repository.sceneFiles(in: $0) }
    }

    @Test func everySceneFileDecodesTheSameWhileReading() throws {
        #expect(Self.sceneFiles.count >= 20)
        for path in Self.sceneFiles {
            let text = try String(contentsOf: Repository.url(path), encoding: .utf8)
            Self.expectSame(text, comment: path)
        }
    }

    static let scroll = "viewports: [{name: phone, width: 100, height: 200}]\n"

    /// Keys after a long open value: the speculation that the value was the last key fails, and
    /// the scene is decoded again from the whole tape.
    @Test func keysAfterALongChildrenListAreNotLost() {
        let items = (0 ..< 30).map { "    - {item: i\($0), height: 50}\n" }.joined()
        Self.expectSame("scene: S\n" + Self.scroll + "root:\n  scroll: s\n  children:\n" + items + "  axis: horizontal\n", comment: "axis after children")
        Self.expectSame("scene: S\n" + Self.scroll + "root:\n  children:\n" + items + "  scroll: s\n", comment: "kind after children")
        Self.expectSame(Self.scroll + "root:\n  scroll: s\n  children:\n" + items + "scene: S\n", comment: "scene after root")
        Self.expectSame("scene: S\n" + Self.scroll + "root:\n  scroll: s\n  children:\n" + items + "anchors: [top]\n", comment: "anchors after root")
        Self.expectSame("scene: S\n" + Self.scroll + "root:\n  scroll: s\n  children:\n" + items + "  repeat: 2\n", comment: "repeat on the root after children")
        let nested = (0 ..< 20).map { "        - {item: c\($0), width: 10}\n" }.joined()
        Self.expectSame("scene: S\n" + Self.scroll + "root:\n  scroll: s\n  children:\n    - hstack: row\n      children:\n" + nested + "      spacing: 4\n    - {item: last, height: 5}\n", comment: "spacing after a nested list")
    }

    /// A list long enough that whole pages of decoded records and bytes are given back while the
    /// rest is read; then errors positioned inside the released part (a too-large `repeat`, a
    /// duplicate id, a key after the list that makes the file be read again).
    @Test func releasedPartsOfTheTapeAreNotReadAgain() {
        let items = (0 ..< 1500).map { "    - {item: card-\($0), height: 44, width: 100}\n" }.joined()
        let head = "scene: S\n" + Self.scroll + "root:\n  scroll: s\n  children:\n"
        Self.expectSame(head + items, comment: "long list")
        Self.expectSame(head + "    - vstack: big\n      repeat: 6000\n      children: [{item: 'x-{i}', height: 1}]\n" + items, comment: "too many nodes, first")
        Self.expectSame(head + items + "    - {item: card-7, height: 1}\n", comment: "duplicate id at the end")
        Self.expectSame(head + items + "  axis: horizontal\n", comment: "a key after the long list")
        Self.expectSame(head + items + "    - {item: broken, height: [}\n", comment: "syntax error after the long list")
    }

    @Test func aFileThatFailsToReadReportsOnlyTheReadersError() {
        let items = (0 ..< 30).map { "    - {item: i\($0), height: 50}\n" }.joined()
        let head = "scene: S\n" + Self.scroll + "root:\n  scroll: s\n  children:\n" + items
        Self.expectSame(head + "    - {item: broken, height: [}\n", comment: "syntax error at the end")
        Self.expectSame(head + "    - {item: dup, height: 1, height: 2}\n", comment: "duplicate key")
        Self.expectSame(head + "    - {item: a, height: *x}\n", comment: "alias")
        Self.expectSame(head + "    - !tag {item: a}\n", comment: "tag")
        Self.expectSame(head + "---\nscene: T\n", comment: "second document")
        Self.expectSame(String(repeating: "[", count: 1100), comment: "deep nesting")
        Self.expectSame(head + "    - {item: bad\u{7}, height: 1}\n", comment: "control character")
        Self.expectSame(head + "    - item: x\n      height: 1\n     width: 2\n", comment: "bad indentation")
        Self.expectSame("", comment: "empty file")
        Self.expectSame("# only a comment\n", comment: "comment only")
        Self.expectSame("- a\n- b\n", comment: "not a mapping")
        Self.expectSame("\u{FEFF}scene: S\n" + Self.scroll + "root: {scroll: s, children: [{item: a, height: 5}]}\n", comment: "byte order mark")
    }

    @Test func decodingErrorsComeInTheSameOrder() {
        let items = (0 ..< 25).map { "    - {item: i\($0), height: \($0 % 7 == 0 ? "tall" : "50"), colour: red}\n" }.joined()
        Self.expectSame("scene: S\n" + Self.scroll + "root:\n  scroll: s\n  children:\n" + items + "    - {item: i3, height: 1}\n", comment: "bad values, unknown keys, a duplicate id")
        Self.expectSame("scene: S\n" + Self.scroll + "root:\n  scroll: s\n  children:\n    - vstack: r\n      repeat: 200000\n      children: [{item: 'x-{i}', height: 1}]\n", comment: "too many nodes")
        Self.expectSame("scene: S\n" + Self.scroll + "root:\n  scroll: s\n  when: {phone: {width: 3}}\n  children:\n" + items, comment: "when on the root")
    }
}
