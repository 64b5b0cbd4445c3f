import Foundation
import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// The text report's excerpts read again in pieces: the same lines as `SourceLines` gives for
/// the whole file, for every kind of line break and every place a piece can end, and nothing
/// read from a file that is no longer the one checked.
@Suite struct SourceExcerptsTests {
    /// Every line break libyaml counts, a byte order mark, breaks back to back, characters whose
    /// bytes begin like a break but are none (U+2027, U+00A0, U+20AC), cut sequences, and a last
    /// line with or without a break.
    static let crafted: [[UInt8]] = [
        Array("a\nb\r\nc\rd\u{85}e\u{2028}f\u{2029}g".utf8),
        Array("\u{FEFF}scene: A\r\n\r\n\r\r\n\n\u{2028}\u{2029}x\n".utf8),
        Array("\u{2027}\u{A0}\u{20AC}\r\u{85}\u{2029}\u{FEFF}end\r".utf8),
        [0xEF, 0xBB, 0xBF],
        [0xEF, 0xBB],
        [],
        [0x41, 0xC2, 0x0A, 0xE2, 0x80, 0x0D, 0xE2, 0x0A, 0xC2],
        [0xE2, 0x80],
        Array("one line, no break".utf8),
        // Long runs, read eight bytes at a time: a break, a tab, a control or a non-ASCII
        // character at every place in a word.
        Array((0 ..< 24).map { k in String(repeating: "x", count: k) + ["\n", "\t", "\r\n", "\u{85}", "\u{2028}", "é", "\u{1}", "\r"][k % 8] }.joined().utf8),
    ]

    @Test(arguments: crafted)
    func piecesOfEverySizeGiveTheLinesOfTheWholeFile(_ bytes: [UInt8]) throws {
        let file = try Self.file(bytes)
        let whole = SourceLines(bytes)
        let count = (1 ... bytes.count + 2).last { whole.line($0) != nil } ?? 0
        let reference = Self.referenceLines(bytes)
        #expect((1 ... count).map { whole.line($0) } == reference, "\(bytes)")
        for pieceSize in [1, 2, 3, 4, 5, 7, 11, 64, SourceExcerpts.defaultPieceSize] {
            // Every line at once, and each line alone (reading stops after it).
            let all = try #require(FileIO.excerpts(file.path, identity: file.identity, lines: Array(1 ... count + 1), pieceSize: pieceSize))
            #expect((0 ... count + 1).map { all.line($0) } == (0 ... count + 1).map { whole.line($0) }, "\(bytes) in pieces of \(pieceSize)")
            for number in 1 ... count {
                let one = try #require(FileIO.excerpts(file.path, identity: file.identity, lines: [number], pieceSize: pieceSize))
                #expect(one.line(number) == whole.line(number), "line \(number) of \(bytes) in pieces of \(pieceSize)")
                #expect(one.line(number == 1 ? 2 : 1) == nil, "only the lines asked for are kept")
            }
        }
    }

    /// Written by hand: a CRLF file whose tabbed fourth line is cut by a LINE SEPARATOR and has
    /// no final break; the line number and caret come out as the Swift compiler prints them.
    @Test func anExcerptAndCaretWrittenByHand() throws {
        let file = try Self.file(Array("scene: A\r\nroot:\r\n  scroll: feed\r\n\tbehavior: paging\u{2028}  axis: x".utf8))
        let report = FileReport(path: "a.scene.yaml", diagnostics: [
            Diagnostic(.warning, "first", at: SourceLocation(line: 1, column: 8), code: .pagingCutsItem),
            Diagnostic(.error, "tab", at: SourceLocation(line: 4, column: 3), code: .badValue),
            Diagnostic(.error, "last", at: SourceLocation(line: 5, column: 9), code: .badValue),
        ])
        let reporter = TextReporter()
        #expect(reporter.excerptLines(report) == [1, 4, 5])
        let excerpts = FileIO.excerpts(file.path, identity: file.identity, lines: reporter.excerptLines(report), pieceSize: 2)
        #expect(String(decoding: reporter.add(report, source: excerpts), as: UTF8.self) == """
            a.scene.yaml:1:8: warning: first [paging-cuts-item]
            scene: A
                   ^
            a.scene.yaml:4:3: error: tab [bad-value]
            \tbehavior: paging
            \t ^
            a.scene.yaml:5:9: error: last [bad-value]
              axis: x
                    ^

            """)
    }

    /// The report of every example and fixture (all rules on), and of diagnostics on the first
    /// and last lines and many on one line, is the same from excerpts read in small pieces as
    /// from the whole file, and the same written in pieces as all at once.
    @Test func reportsAreTheSameAsFromTheWholeFile() throws {
        let folders = ["examples", "examples/lint", "Tests/SnaplineCoreTests/Fixtures", "Tests/SnaplineCoreTests/RenderFixtures", "Tests/SnaplineCoreTests/SwiftFixtures"]
        let paths = folders.flatMap(Repository.sceneFiles).map { Repository.url($0).path }
        #expect(paths.count >= 30)
        var settings = RuleSettings()
        for code in DiagnosticCode.warnings { settings.enable(code) }
        var shown = 0
        for path in paths {
            let read = try FileIO.readIdentified(path)
            let identity = try #require(read.identity)
            var diagnostics = Diagnostics()
            Compiler().with(settings).check(read.bytes, diagnostics: &diagnostics)
            let lines = SourceLines(read.bytes)
            let lastLine = (1 ... read.bytes.count + 1).last { lines.line($0) != nil } ?? 1
            #expect((1 ... lastLine).map { lines.line($0) } == Self.referenceLines(read.bytes), "\(path)")
            for column in [1, 3, 2] { diagnostics.warning("on the first line", at: SourceLocation(line: 1, column: column), code: .pagingCutsItem) }
            diagnostics.warning("on the last line", at: SourceLocation(line: lastLine, column: 2), code: .pagingCutsItem)
            diagnostics.warning("past the end", at: SourceLocation(line: lastLine + 1, column: 1), code: .pagingCutsItem)
            let report = FileReport(path: path, diagnostics: diagnostics, settings: settings)
            let reporter = TextReporter()
            let excerpts = FileIO.excerpts(path, identity: identity, lines: reporter.excerptLines(report), pieceSize: path.hasSuffix("store-menu.scene.yaml") ? 64 : 5)
            let expected = reporter.add(report, source: lines)
            #expect(reporter.add(report, source: excerpts) == expected, "\(path)")
            var pieces: [[UInt8]] = []
            reporter.write(report, source: excerpts, pieceSize: 100) { pieces.append($0) }
            #expect(Array(pieces.joined()) == expected && pieces.count >= 2, "\(path)")
            #expect(pieces.dropLast().allSatisfy { $0.count >= 100 })
            shown += report.diagnostics.count
        }
        #expect(shown > 5 * paths.count)
    }

    /// A file changed after it was checked gets no excerpt: another file renamed over it, the
    /// same file made longer or shorter, a FIFO or a symlink put in its place.
    @Test func aChangedFileIsNotRead() throws {
        let bytes = Array("scene: A\nroot: {scroll: s}\n".utf8)
        var file = try Self.file(bytes)
        #expect(FileIO.excerpts(file.path, identity: file.identity, lines: [2])?.line(2) == "root: {scroll: s}")
        try Data("scene: B\nroot: {scroll: s}\n".utf8).write(to: URL(fileURLWithPath: file.path), options: .atomic)
        #expect(FileIO.excerpts(file.path, identity: file.identity, lines: [2]) == nil, "same size, another inode")
        file = try Self.file(bytes)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file.path))
        _ = try handle.seekToEnd()
        try handle.write(contentsOf: Data("x".utf8))
        #expect(FileIO.excerpts(file.path, identity: file.identity, lines: [2]) == nil, "grown in place")
        try handle.truncate(atOffset: 5)
        try handle.close()
        #expect(FileIO.excerpts(file.path, identity: file.identity, lines: [1]) == nil, "cut in place")
        // The file checked is kept (moved aside), so no new file can take its inode.
        file = try Self.file(bytes)
        let other = try Self.file(bytes)
        try FileManager.default.moveItem(atPath: file.path, toPath: file.path + ".checked")
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: other.path)
        #expect(FileIO.excerpts(file.path, identity: file.identity, lines: [1]) == nil, "a symlink to another file")
        #expect(FileIO.excerpts(file.path, identity: other.identity, lines: [1])?.line(1) == "scene: A", "a symlink to the same file")
        try FileManager.default.removeItem(atPath: file.path)
        #expect(mkfifo(file.path, 0o600) == 0)
        #expect(FileIO.excerpts(file.path, identity: file.identity, lines: [1]) == nil, "a FIFO, never opened")
    }

    /// An open file that reads as more or fewer bytes than it was checked with is refused as it
    /// is read (a file changed while it is read).
    @Test func aFileThatReadsAsAnotherSizeIsRefused() throws {
        let file = try Self.file(Array("a\nb\nc".utf8))
        for (size, expected) in [(5, "c"), (4, nil), (6, nil)] as [(Int, String?)] {
            let fd = open(file.path, O_RDONLY)
            defer { close(fd) }
            #expect(SourceExcerpts.read(fd, size: size, lines: [3], pieceSize: 2)?.line(3) == expected, "size \(size)")
        }
    }

    /// The report's order is that of sorting by position, then applying the settings, then
    /// sorting by (position, code): with ties in the order found.
    @Test func fileReportOrderIsUnchanged() {
        var diagnostics = Diagnostics()
        let codes: [DiagnosticCode] = [.pagingCutsItem, .coincidentStops, .badValue, .pagingCutsItem, .unknownKey]
        for k in 0 ..< 40 {
            let location = k % 7 == 0 ? nil : SourceLocation(line: (k * 5) % 4 + 1, column: k % 3 + 1)
            let code = codes[k % codes.count]
            diagnostics.append(Diagnostic(code.defaultSeverity, "#\(k)", at: location, code: code))
        }
        for _ in 0 ... Diagnostics.keptErrorLimit { diagnostics.error("many", at: SourceLocation(line: 9, column: 1), code: .badValue) }
        let settings = RuleSettings(warningsAsErrors: true)
        let report = FileReport(path: "a.scene.yaml", diagnostics: diagnostics, settings: settings)
        // The two sorts, as they were.
        var list = settings.applied(to: diagnostics.sorted(file: "a.scene.yaml"))
        list.append(Diagnostic(.note, "\(diagnostics.droppedErrors) more errors not shown", at: nil, code: .tooManyErrors, file: "a.scene.yaml"))
        let expected = list.enumerated().sorted { a, b in
            let la = a.element.location ?? SourceLocation(line: 0, column: 0)
            let lb = b.element.location ?? SourceLocation(line: 0, column: 0)
            if la != lb { return la < lb }
            if a.element.code != b.element.code { return a.element.code.rawValue < b.element.code.rawValue }
            return a.offset < b.offset
        }.map(\.element)
        #expect(diagnostics.droppedErrors > 0)
        #expect(report.diagnostics == expected)
        #expect(report.diagnostics.first?.location == nil && report.diagnostics.allSatisfy { $0.file == "a.scene.yaml" })
    }

    /// The lines of `bytes` found byte by byte, as `SourceLines` found them before it shared the
    /// scanner with `SourceExcerpts` (so that the scanner is checked against something else).
    static func referenceLines(_ bytes: [UInt8]) -> [String] {
        var lines: [String] = []
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var start = i
        bytes.withUnsafeBufferPointer { b in
            while i < b.count {
                let length = SourceLines.lineBreakLength(b, at: i)
                if length > 0 {
                    lines.append(String(decoding: b[start ..< i], as: UTF8.self))
                    i += length
                    start = i
                } else {
                    i += 1
                }
            }
        }
        lines.append(String(decoding: bytes[start...], as: UTF8.self))
        return lines
    }

    /// A temporary file holding `bytes`, with the identity a check would have taken.
    static func file(_ bytes: [UInt8]) throws -> (path: String, identity: FileIdentity) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("snapline-excerpts-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let read = try FileIO.readIdentified(path)
        return (path, try #require(read.identity))
    }
}
