import Testing
@testable import SnaplineCore
import SnaplineTestSupport

/// The report's `window.snapline.stuck` (JavaScript, run by Node) agrees exactly with
/// `PinnedHeader.stuckStart`, which the picture and `target-obscured` use: every pinned header
/// of scenes that stick down, to the right in right-to-left, after a notch's leading inset, in
/// short content that sits lower (`initialAnchor`), at offsets across the range and at the
/// edges where a header starts and stops sticking.
@Suite struct SimulatorPinnedTests {
    static let scenes: [String] = [
        """
        scene: PinnedMenu
        viewports: [{name: phone, device: iPhone 15}]
        root:
          scroll: menu
          content:
            vstack:
            children:
              - repeat: 3
                vstack: "section-{i}"
                pinned: true
                children:
                  - {item: "title-{i}", height: 44}
                  - repeat: 4
                    item: "dish-{i}-{j}"
                    index: j
                    height: 120
        """,
        """
        scene: Bars
        viewports:
          - {name: rtl, width: 300, height: 200, layoutDirection: rightToLeft}
          - {name: landscape, device: iPhone 15, orientation: landscape}
        root:
          scroll: bar
          axis: horizontal
          height: 60
          content:
            hstack:
            spacing: 8
            children:
              - repeat: 3
                hstack: "group-{i}"
                pinned: true
                children:
                  - {space: 10}
                  - {item: "label-{i}", width: 50}
                  - repeat: 4
                    item: "item-{i}-{j}"
                    index: j
                    width: 100
        """,
        """
        scene: Short
        viewports: [{name: phone, device: iPhone SE, keyboard: 200}]
        root:
          scroll: chat
          initialAnchor: bottom
          content:
            vstack: thread
            pinned: true
            children:
              - {item: day, height: 30}
              - {item: message, height: 60}
        """,
    ]

    @Test(arguments: scenes.indices)
    func stuckAgreesWithPinnedHeader(_ k: Int) throws {
        let laidOut = try LaidOutScene(yaml: Self.scenes[k])
        let pictures = laidOut.viewports.map { ViewportPicture($0, options: RenderOptions(interactive: true)) }
        var cases: [(viewport: String, header: String, offset: Double, expected: Double)] = []
        var generator = SplitMix64(seed: UInt64(k + 1))
        for picture in pictures {
            for pin in picture.plan.pins {
                let g = picture.layout.containers[pin.container]
                let (h0, h1) = pin.frame.span(g.axis), (s0, s1) = pin.stackFrame.span(g.axis)
                let m = g.maxOffset
                var offsets: [Double] = [0, m, -1, m + 1, h0, h1, s0, s1, s1 - (h1 - h0), g.initialOffset]
                offsets += offsets.flatMap { [$0 - g.addedInsets.top, $0 - g.addedInsets.leading, $0 - g.visibleLength, $0 + 1e-10, $0 - 1e-10] }
                for _ in 0 ..< 100 { offsets.append(-0.25 * m - 50 + generator.unit() * (1.5 * m + 100)) }
                for offset in offsets {
                    cases.append((picture.layout.viewport.name, picture.id(pin.header), offset, pin.stuckStart(offset: offset, in: g)))
                }
            }
        }
        try #require(cases.count >= 150)
        var program = "const cases = [\n"
        for c in cases {
            program += "[\(TextEscaper.scriptString.escape(c.viewport)), \(TextEscaper.scriptString.escape(c.header)), \(ReportScriptRunner.js(c.offset))],\n"
        }
        program += "];\nprocess.stdout.write(cases.map(c => String(window.snapline.stuck(c[0], c[1], c[2]))).join(\"\\n\") + \"\\n\");\n"
        let lines = try ReportScriptRunner.lines(scene: laidOut.scene, pictures: pictures, then: program)
        try #require(lines.count == cases.count)
        var mismatches = 0
        for (c, line) in zip(cases, lines) where Double(line) != c.expected {
            mismatches += 1
            if mismatches <= 5 { Issue.record("\(c.viewport) \(c.header) at \(c.offset): Swift \(c.expected), JavaScript \(line)") }
        }
        #expect(mismatches == 0, "\(mismatches) of \(cases.count) cases differ")
    }

    /// The data carries what the script needs, numbers by hand for the menu (iPhone 15: the menu
    /// took 59 on top; title-1 spans 583 to 627 in section-1, 583 to 1107).
    @Test func theDataCarriesThePins() throws {
        let laidOut = try LaidOutScene(yaml: Self.scenes[0])
        let script = SimulatorData.script(pictures: [ViewportPicture(laidOut.viewports[0])])
        #expect(script.contains("\"stick\": {\"inset\": 59, \"origin\": 0, \"visible\": 852, \"rtl\": false}"))
        #expect(script.contains("{\"header\": \"title-1\", \"container\": 0, \"span\": [583, 627], \"stack\": [583, 1107]}"))
        // The right-to-left bar's labels stick to the right; short content sits lower (origin).
        let bars = try LaidOutScene(yaml: Self.scenes[1])
        #expect(SimulatorData.script(pictures: [ViewportPicture(bars.viewports[0])]).contains("\"rtl\": true"))
        let short = try LaidOutScene(yaml: Self.scenes[2])
        // iPhone SE with a 200 keyboard: the chat grows 20 on top and 200 at the bottom (667
        // tall); content 20 + 90 + 200 = 310, sitting 667 - 310 = 357 down.
        #expect(SimulatorData.script(pictures: [ViewportPicture(short.viewports[0])]).contains("\"stick\": {\"inset\": 20, \"origin\": 357, \"visible\": 667, \"rtl\": false}"))
    }
}
