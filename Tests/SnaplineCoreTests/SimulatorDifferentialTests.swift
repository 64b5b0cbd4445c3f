import Foundation
import SnaplineRuntime
import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// The report's `window.snapline.settle` (JavaScript, run by Node) agrees exactly with the
/// runtime's `ScrollTargetSelector` on every container of every example: random gestures and
/// the edge cases (on a stop, half way between two, a third of a page, NaN, infinities, zero
/// and huge velocities). Node is needed (CI installs it); the test fails without it.
@Suite struct SimulatorDifferentialTests {
    struct Case {
        var viewport: String, container: String
        var original: Double, proposed: Double, velocity: Double
    }

    /// The gestures tried on one container.
    static func cases(_ c: TableContainer, viewport: String, generator: inout SplitMix64) -> [Case] {
        let m = c.maxOffset
        var values: [Double] = [0, -0.0, m, -1, m + 1, .nan, .infinity, -.infinity, 1e300, -1e300]
        for (k, stop) in c.stops.enumerated() {
            values += [stop, stop + 1e-10, stop - 1e-10]
            if k + 1 < c.stops.count {
                let next = c.stops[k + 1]
                values += [(stop + next) / 2, stop + (next - stop) / 3, stop - (next - stop) / 3, next - (next - stop) / 3]
            }
        }
        let velocities: [Double] = [0, -0.0, 1, -1, .nan, 2500, -2500, .infinity]
        var out: [Case] = []
        for _ in 0 ..< 200 {
            let pick = { (g: inout SplitMix64) in values[Int(g.next() % UInt64(values.count))] }
            let random = { (g: inout SplitMix64) in -0.25 * m - 50 + g.unit() * (1.5 * m + 100) }
            let original = generator.next() % 3 == 0 ? pick(&generator) : random(&generator)
            var proposed = generator.next() % 3 == 0 ? pick(&generator) : random(&generator)
            if generator.next() % 8 == 0 { proposed = original }
            // Paging edges: exactly a third of the way from the original offset.
            if generator.next() % 8 == 0, let near = c.stops.first(where: { $0 > original }) { proposed = original + abs(near - original) / 3 }
            let velocity = velocities[Int(generator.next() % UInt64(velocities.count))]
            out.append(Case(viewport: viewport, container: c.id, original: original, proposed: proposed, velocity: velocity))
        }
        return out
    }

    @Test(arguments: LaidOutScene.examples)
    func settleAgreesWithTheRuntime(_ path: String) throws {
        let laidOut = try LaidOutScene(path: path)
        let pictures = laidOut.viewports.map { ViewportPicture($0) }
        let runtime = EngineTable.runtimeTable(scene: laidOut.scene, tables: laidOut.tables)
        var generator = SplitMix64(seed: UInt64(truncatingIfNeeded: path.utf8.reduce(5381) { ($0 << 5) &+ $0 &+ Int($1) }))
        var cases: [Case] = []
        for viewport in runtime.viewports {
            for container in viewport.containers { cases += Self.cases(container, viewport: viewport.name, generator: &generator) }
        }
        try #require(!cases.isEmpty)
        var program = "const cases = [\n"
        for c in cases {
            program += "[\(TextEscaper.scriptString.escape(c.viewport)), \(TextEscaper.scriptString.escape(c.container)), \(ReportScriptRunner.js(c.original)), \(ReportScriptRunner.js(c.proposed)), \(ReportScriptRunner.js(c.velocity))],\n"
        }
        program += "];\nconst out = cases.map(c => { const v = window.snapline.settle(c[0], c[1], c[2], c[3], c[4]); return Object.is(v, -0) ? \"-0\" : String(v); });\nprocess.stdout.write(out.join(\"\\n\") + \"\\n\");\n"
        let lines = try ReportScriptRunner.lines(scene: laidOut.scene, pictures: pictures, then: program)
        try #require(lines.count == cases.count)
        var mismatches = 0
        for (c, line) in zip(cases, lines) {
            let container = try #require(runtime.viewports.first { $0.name == c.viewport }?.containers.first { $0.id == c.container })
            let expected = ScrollTargetSelector(container).target(original: c.original, proposed: c.proposed, velocity: c.velocity)
            let got = line == "-0" ? -0.0 : Double(line) ?? .nan
            // Equal as numbers and in sign (0 and -0 differ in bits only; both are checked).
            if !(got == expected && got.sign == expected.sign) {
                mismatches += 1
                if mismatches <= 5 {
                    Issue.record("\(c.viewport) \(c.container) settle(\(c.original), \(c.proposed), \(c.velocity)): Swift \(expected), JavaScript \(line)")
                }
            }
        }
        #expect(mismatches == 0, "\(mismatches) of \(cases.count) cases differ")
        #expect(cases.count >= 200 * runtime.viewports.count)
    }

    /// The line the page shows after a gesture names the behavior once and rounds numbers to a
    /// thousandth, as `explain` does. Landscape `pages` of paging-carousel: stops 0, 844, 1688 and
    /// M = 1969.333…; from 1688 to 1800 is 112, past a third of the last page's 281.333… (93.778).
    @Test func theStatusLineNamesTheBehaviorOnceAndRoundsLikeExplain() throws {
        let laidOut = try LaidOutScene(path: Repository.url("examples/paging-carousel.scene.yaml").path)
        let pictures = laidOut.viewports.map { ViewportPicture($0) }
        let output = try ReportScriptRunner.lines(scene: laidOut.scene, pictures: pictures, then: "process.stdout.write(window.snapline.status(\"landscape\", \"pages\", 1688, 1800, 0));\n").joined(separator: "\n")
        #expect(output == "original 1688, proposed 1800, velocity 0 pt/s \u{2192} resting 1969.333 (paging: moved more than a third of the way (93.778) to the next page)", "\(output)")
    }
}
