import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// A large table is built in pieces on every core, and a table that keeps no offsets (`check`)
/// skips the chains that cannot overflow: tables and diagnostics must be those of one pass over
/// the containers on one thread that computes every chain.
@Suite struct TablePiecesTests {
    /// Everything a table holds, as text (its rows are plain values).
    static func contents(_ table: ViewportTable?, offsets: Bool = true) -> String {
        guard let table else { return "no table" }
        let anchors = offsets ? "\(table.anchors)" : "\(table.anchors.map { ($0.node, $0.container) })"
        return "\(table.containers)\n\(anchors)\n\(offsets ? "\(table.raws)" : "")\n\(table.snapTargets.targets) \(table.snapTargets.start)"
    }

    /// Every viewport's table of `source`: with offsets, on one thread; then cut into pieces as
    /// small as one container, with and without offsets. A scene that does not decode, or none
    /// of whose viewports lays out, fails: it would compare nothing.
    static func expectSameTables(_ source: String, comment: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var decoding = Diagnostics()
        guard let scene = Compiler().decode(Array(source.utf8), diagnostics: &decoding) else {
            Issue.record("\(comment): does not decode, so no table was compared: \(decoding.all.prefix(3))", sourceLocation: sourceLocation)
            return
        }
        var compared = 0
        defer { #expect(compared > 0, "\(comment): no viewport lays out, so no table was compared", sourceLocation: sourceLocation) }
        for k in scene.viewports.indices {
            let resolved = ViewportScene(scene, viewport: k)
            var layoutDiagnostics = Diagnostics()
            guard let layout = Resolver().resolve(resolved, diagnostics: &layoutDiagnostics) else { continue }
            compared += 1
            var expected = Diagnostics()
            let reference = TargetCompiler(recordsOffsets: true).compile(resolved, layout, diagnostics: &expected)
            for records in [true, false] {
                var cut = TargetCompiler(recordsOffsets: records, concurrently: true)
                cut.concurrentWork = 1
                cut.shares = 8  // as many pieces as on an 8-core machine, whatever this one has
                var found = Diagnostics()
                let table = cut.compile(resolved, layout, diagnostics: &found)
                let context = "\(comment), viewport \(k), offsets kept: \(records)"
                #expect(contents(table, offsets: records) == contents(reference, offsets: records), "\(context)", sourceLocation: sourceLocation)
                #expect("\(found.all)" == "\(expected.all)", "\(context)", sourceLocation: sourceLocation)
                #expect(found.errorCount == expected.errorCount && found.droppedErrors == expected.droppedErrors, "\(context)", sourceLocation: sourceLocation)
                if records, let table { #expect(table.raws.count == reference?.raws.count) }
            }
        }
    }

    @Test func everySceneFileGivesTheSameTables() throws {
        #expect(StreamingDecodeTests.sceneFiles.count >= 20)
        for path in StreamingDecodeTests.sceneFiles {
            Self.expectSameTables(try String(contentsOf: Repository.url(path), encoding: .utf8), comment: path)
        }
    }

    static let header = "scene: T\nviewports:\n  - {name: phone, width: 390, height: 844}\n  - {name: arabic, width: 390, height: 844, layoutDirection: rightToLeft}\n"

    /// Sections of carousels (chains two deep), paging strips and nested target stacks, with
    /// scroll margins and fractional lengths: every kind of row a piece builds.
    @Test func aLargeFeedGivesTheSameTables() throws {
        var yaml = Self.header + "anchors: [top, center, {anchor: bottom, offset: -8.5}]\nroot:\n  scroll: feed\n  scrollPadding: {top: 16.25}\n  children:\n"
        for s in 0 ..< 40 {
            yaml += "    - scroll: carousel-\(s)\n      axis: horizontal\n      behavior: viewAligned\n      height: 180\n      spacing: 8\n      children:\n"
            for c in 0 ..< 12 { yaml += "        - {item: card-\(s)-\(c), width: \(140 + c % 3).5, height: 180, scrollMargin: {leading: 4}}\n" }
            yaml += "        - vstack: nest-\(s)\n          targets: true\n          children:\n            - {item: inner-\(s), width: 90, height: 80}\n"
            yaml += "    - scroll: pages-\(s)\n      axis: horizontal\n      behavior: paging\n      height: 100\n      children:\n        - {item: page-\(s), width: 2000}\n"
        }
        Self.expectSameTables(yaml, comment: "feed")
        // 40 carousels of 12 cards and a nested target, 40 pagers: the pieces had work to share.
        var diagnostics = Diagnostics()
        let scene = try #require(Compiler().decode(Array(yaml.utf8), diagnostics: &diagnostics))
        #expect(scene.nodes.count == 1 + 40 * (1 + 12 + 2) + 40 * 2)
    }

    /// Offsets that overflow in more containers than the errors a file keeps: the pieces find
    /// them all at once, so the table is built again on one thread, which stops as one pass does.
    @Test func overflowsPastTheKeptErrorsAreCountedAsInOnePass() {
        var yaml = Self.header + "root:\n  scroll: list\n  children:\n"
        for k in 0 ..< 230 {
            yaml += "    - scroll: inner-\(k)\n      height: 100\n      children:\n"
            yaml += "        - {item: a-\(k), height: 1e308}\n        - {item: b-\(k), height: 0, anchors: [{anchor: top, offset: 1e308}]}\n"
        }
        Self.expectSameTables(yaml, comment: "overflows")
        var diagnostics = Diagnostics()
        Compiler().check(Array(yaml.utf8), diagnostics: &diagnostics)
        // b's offset overflows in each of the 230 containers. The first viewport's table stops at
        // the 201st error (one past the 200 kept); the second stops at its first: 202 counted.
        #expect(diagnostics.errorCount == 202 && diagnostics.all.count == Diagnostics.keptErrorLimit, "\(diagnostics.errorCount)")
        #expect(diagnostics.all.allSatisfy { $0.code == .layoutOverflow })
    }

    /// The numbers of a chain are bounded by those of the layout: under 1e100 every chain is
    /// known finite, past it (or not finite) the chains are computed.
    @Test func chainsAreKnownFiniteOnlyForModerateNumbers() throws {
        func isFinite(_ width: String, extra: String = "0") throws -> Bool {
            let laidOut = try LaidOutScene(yaml: "scene: T\nviewports: [{name: phone, width: 390, height: 844}]\nanchors: [{anchor: top, offset: \(extra)}]\nroot:\n  scroll: row\n  axis: horizontal\n  children:\n    - {item: a, width: \(width), height: 10}\n")
            let lists = [laidOut.scene.defaultAnchors ?? AnchorSpec.defaultList].map { $0.map { TargetPoint(x: $0.x, y: $0.y, extra: $0.extra) } }
            return ChainBound.isFinite(laidOut.scene, laidOut.layouts[0], pointLists: lists)
        }
        #expect(try isFinite("140"))
        #expect(try isFinite("1e99", extra: "-1e99"))
        #expect(try !isFinite("1e101"))
        #expect(try !isFinite("140", extra: "2e100"))
    }
}
