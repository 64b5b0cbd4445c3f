import Testing
@testable import SnaplineCore
@testable import SnaplineLayout

/// The markdown and JSON reports of one change set: the header 200 -> 240 (every section 40
/// further, range 2356 -> 2396), section-2 renamed to `finale` (removed and added), and a
/// `tablet` viewport dropped.
@Suite struct DiffReportTests {
    static let viewports = "[{name: phone, width: 390, height: 844}, {name: tablet, width: 820, height: 1180}]"

    static func diff() throws -> SceneDiff {
        let after = menuScene(header: 240, repeats: 2, viewports: "[{name: phone, width: 390, height: 844}]")
            .replacingOccurrences(of: "      height: 1000", with: "      height: 1000\n    - {item: finale, height: 1000}")
        return try sceneDiff(menuScene(viewports: viewports), after)
    }

    static func render(_ write: (inout DiffOutput) throws -> Void) rethrows -> String {
        var text = ""
        var out = DiffOutput(text: { text += $0 })
        try write(&out)
        out.flush()
        return text
    }

    @Test func markdownSnapshot() throws {
        let diff = try Self.diff()
        let markdown = DiffMarkdown(largestMoves: 2, listsEveryChange: true)
        markdown.add(diff)
        // finale sits where section-2 was (2240 after the taller header): only its id changed.
        #expect(Self.render(markdown.write) == """
            ## Snapline diff: 6 changes, 2 breaking

            ### `Menu`: 6 changes, 2 breaking

            `before.scene.yaml` → `after.scene.yaml`

            **Breaking changes**

            | viewport | change |
            |---|---|
            | phone | section-2 removed |
            | tablet | viewport removed |

            **Largest moves**

            | viewport | anchor | target | container | before | after | move |
            |---|---|---|---|--:|--:|--:|
            | phone | (range) |  | `menu` | 2356 | 2396 | +40 |
            | phone | `section-0` | top | `menu` | 200 | 240 | +40 |

            <details><summary>2 more changes</summary>

            | viewport | change |
            |---|---|
            | phone | finale added |
            | phone | section-1 top  menu 1200 → 1240 (+40) |

            </details>


            """)
    }

    @Test func markdownIsBoundedThenCounts() throws {
        let markdown = DiffMarkdown(rowLimit: 3, largestMoves: 2, listsEveryChange: true)
        markdown.add(try Self.diff())
        let text = Self.render(markdown.write)
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| viewport") }.count == 3)
        // Two breaking rows and one move fit; the other move and the two other changes do not.
        #expect(text.contains("… and 3 more changes not shown"), "\(text)")
        #expect(!text.contains("<details>"), "no empty folded table: \(text)")
    }

    @Test func markdownEscapesIDs() {
        #expect(DiffMarkdown.code("a|b") == "`a\\|b`")
        #expect(DiffMarkdown.text("x_<y>|") == "x\\_\\<y\\>\\|")
    }

    @Test func jsonHasTheKindsAndFields() throws {
        let diff = try Self.diff()
        let text = try Self.render { try DiffJSON().write(diff, to: &$0) }
        #expect(text == """
            {
              "format": "snapline-diff",
              "version": 1,
              "before": {"file": "before.scene.yaml", "scene": "Menu"},
              "after": {"file": "after.scene.yaml", "scene": "Menu"},
              "breaking": true,
              "changes": [
                {"kind": "range-changed", "viewport": "phone", "container": "menu", "before": 2356, "after": 2396},
                {"kind": "anchor-removed", "viewport": "phone", "anchor": "section-2"},
                {"kind": "offset-changed", "viewport": "phone", "anchor": "section-0", "target": "top", "container": "menu", "before": 200, "after": 240},
                {"kind": "offset-changed", "viewport": "phone", "anchor": "section-1", "target": "top", "container": "menu", "before": 1200, "after": 1240},
                {"kind": "anchor-added", "viewport": "phone", "anchor": "finale"},
                {"kind": "viewport-removed", "viewport": "tablet"}
              ]
            }
            """)
    }

    @Test func textPutsBreakingChangesOfEveryViewportFirst() throws {
        #expect(try Self.diff().textLines == [
            "BREAKING  phone  section-2 removed",
            "BREAKING  tablet  viewport removed",
            "phone  finale added",
            "phone  menu range 2356 → 2396 (+40)",
            "phone  section-0 top  menu 200 → 240 (+40)",
            "phone  section-1 top  menu 1200 → 1240 (+40)",
        ])
    }
}
