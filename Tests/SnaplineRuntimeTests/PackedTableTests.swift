import Testing
import SnaplineRuntime

@Suite struct PackedTableTests {
    /// One viewport, one paging container, one anchor with a labelled target.
    let tiny = SnaplineTable(scene: "S", viewports: [
        TableViewport(name: "v", width: 390, height: 844, containers: [
            TableContainer(id: "c", axis: .vertical, maxOffset: 100, behavior: .paging, stops: [0, 50, 100], anchors: [
                TableAnchor(id: "a", targets: [
                    TableTarget(anchor: "top", x: 0.5, y: 0, extraY: -16, chain: [ChainLink(container: "c", offset: 0, raw: -16)]),
                ]),
            ]),
        ]),
    ])

    @Test func writesTheDocumentedFormat() throws {
        // Strings in first-use order: S 0, v 1, c 2, a 3, top 4 (the kinds are written before the
        // viewports, but their names are numbered as they are met). Scene 0, 1 kind: top 4,
        // (0.5, 0), extra (0, -16). 1 viewport. Container: id 2, parent -1, vertical 0, max 100,
        // initial 0, paging 1, start 0, never 0, 3 stops, 1 anchor. Anchor: id 3, 1 target: kind 0,
        // 1 link: c 2, offset 0, raw -16. The anchor has no frame (0 before its target count).
        let v3 = """
            snapline-packed 3
            5
            S
            v
            c
            a
            top
            0 1
            4 0.5 0 0 -16
            1
            1 390 844 0 1
            2 -1 0 100 0 1 0 0 3 0 50 100 1
            3 0 1 0 1 2 0/-16

            """
        #expect(tiny.packed() == v3)
        // Version 2, without frames, still reads.
        let v2 = v3.replacing("snapline-packed 3", with: "snapline-packed 2").replacing("3 0 1 0 1 2", with: "3 1 0 1 2")
        #expect(try SnaplineTable(packed: v2) == tiny)
    }

    @Test func framesRoundTrip() throws {
        var table = tiny
        table.viewports[0].containers[0].anchors[0].frame = Rect(x: 16, y: 16.5, width: 358, height: 200)
        let text = table.packed()
        #expect(text.contains("\n3 1 16 16.5 358 200 1 0 1 2 0/-16\n"))
        #expect(try SnaplineTable(packed: text) == table)
        #expect(try CompactTable(packed: text).container(0, inViewport: 0)?.anchors.first?.frame == Rect(x: 16, y: 16.5, width: 358, height: 200))
    }

    @Test func leadingStringsComeFirstAndRawEqualToTheOffsetIsLeftOut() throws {
        var table = tiny
        table.viewports[0].containers[0].anchors[0].targets[0].chain[0].raw = 0
        let text = table.packed(leadingStrings: ["a", "zz"])
        #expect(text == """
            snapline-packed 3
            6
            a
            zz
            S
            v
            c
            top
            2 1
            5 0.5 0 0 -16
            1
            3 390 844 0 1
            4 -1 0 100 0 1 0 0 3 0 50 100 1
            0 0 1 0 1 4 0

            """)
        #expect(try SnaplineTable(packed: text) == table)
    }

    @Test func readsVersionOne() throws {
        // The documented version 1 text of `tiny`: targets write their kind out, links their raw.
        let text = """
            snapline-packed 1
            5
            S
            v
            c
            a
            top
            0 1
            1 390 844 0 1
            2 -1 0 100 0 1 0 0 3 0 50 100 1
            3 1 4 0.5 0 0 -16 1 2 0 -16

            """
        #expect(try SnaplineTable(packed: text) == tiny)
    }

    @Test func roundTripsTheStoreMenuTable() throws {
        let table = StoreMenuTable.table
        #expect(try SnaplineTable(packed: table.packed()) == table)
    }

    @Test func roundTripsEveryEnumCaseAndAwkwardNumbers() throws {
        // Decimals that need all 17 digits, exponents both ways, a 16-digit integer, -0.
        let numbers: [Double] = [0.1, 1.0 / 3, 1e-05, 2.5e-300, 1e20, 9_007_199_254_740_991, -9_007_199_254_740_991, 123.456, -0.0]
        var containers: [TableContainer] = []
        for (index, limit) in [TableContainer.Limit.never, .alwaysByOne, .alwaysByFew(7)].enumerated() {
            containers.append(TableContainer(
                id: "c\(index)", parent: index == 0 ? nil : "c0", axis: index == 1 ? .horizontal : .vertical,
                maxOffset: 1e20, initialOffset: 1.0 / 3,
                behavior: [TableContainer.Behavior.none, .paging, .viewAligned][index],
                snapAlign: [TableContainer.SnapAlign.start, .center, .end][index],
                limit: limit, stops: numbers, anchors: []))
        }
        let table = SnaplineTable(scene: "Numbers", viewports: [
            TableViewport(name: "rtl", width: 0.1, height: 1e-05, layoutDirection: .rightToLeft, containers: containers),
            TableViewport(name: "empty", width: 1, height: 1, containers: []),
        ])
        let decoded = try SnaplineTable(packed: table.packed())
        #expect(decoded == table)
        // Bit for bit, not only ==.
        #expect(decoded.viewports[0].containers[0].stops.map(\.bitPattern).dropLast() == numbers.map(\.bitPattern).dropLast())
    }

    @Test func shortDecimalsReadExactlyAsTheStandardParserReadsThem() throws {
        // The decoder's fast path (at most 15 digits, no exponent) against Double(String), bit for bit.
        let texts = ["0.5", "-0.5", "281.25", "1969.33333333333", "0.000000000000001", "999999999999999", "-0.0", "12.0", "7", "-12"]
        // Scene "v", one viewport named "v", width 1, height TEXT, left to right, no containers.
        func packed(_ text: String) -> String { "snapline-packed 1\n1\nv\n0 1\n0 1 \(text) 0 0\n" }
        for text in texts {
            let table = try SnaplineTable(packed: packed(text))
            let expected = try #require(Double(text))
            #expect(table.viewports[0].height.bitPattern == expected.bitPattern, "\(text)")
        }
        // Malformed short tokens are still errors.
        for text in ["1.2.3", "--1", "1-", "0x10", "1e400"] {
            #expect(throws: PackedTableError.self, "\(text)") { try SnaplineTable(packed: packed(text)) }
        }
    }

    @Test func escapesStringsThatCouldBreakALineOrASwiftLiteral() throws {
        let labels = ["", "two words", "100%", "say \"hi\"", "back\\slash", "line\nbreak", "tab\tand\rreturn", "\"\"\"", "café ✓", "%41"]
        let table = SnaplineTable(scene: "Labels", viewports: [
            TableViewport(name: "v", width: 1, height: 1, containers: [
                TableContainer(id: "c", axis: .vertical, maxOffset: 0, anchors: [
                    TableAnchor(id: "a", targets: labels.map { TableTarget(anchor: $0, x: 0, y: 0, chain: []) }),
                ]),
            ]),
        ])
        let text = table.packed()
        #expect(!text.contains("\""))
        #expect(!text.contains("\\"))
        #expect(!text.contains("\r"))
        #expect(text.contains("say %22hi%22"))
        #expect(text.contains("100%25"))
        #expect(text.contains("café ✓"))
        #expect(try SnaplineTable(packed: text) == table)
        // Lowercase hex is read too.
        #expect(try SnaplineTable(packed: text.replacingAll("%0A", with: "%0a")) == table)
    }

    @Test func roundTripsALargeTable() throws {
        // 2 viewports × 2 000 anchors × 3 targets × 2 links, decimals included.
        let viewports = ["phone", "tablet"].map { name in
            TableViewport(name: name, width: 390, height: 844, containers: [
                TableContainer(id: "cards", parent: "menu", axis: .horizontal, maxOffset: 191_999.5, behavior: .viewAligned, limit: .alwaysByFew(), stops: (0..<2_000).map { Double($0) * 96.25 }, anchors: (0..<2_000).map { index in
                    TableAnchor(id: "card-\(index)", targets: [("topLeading", 0.0), ("center", 0.5), ("bottomTrailing", 1.0)].map { anchor, u in
                        TableTarget(anchor: anchor, x: u, y: u, chain: [
                            ChainLink(container: "cards", offset: Double(index) * 96.25 + u, raw: Double(index) * 96.25 + u),
                            ChainLink(container: "menu", offset: 224, raw: 224 - u * 800),
                        ])
                    })
                }),
            ])
        }
        let table = SnaplineTable(scene: "Big", viewports: viewports)
        #expect(try SnaplineTable(packed: table.packed()) == table)
    }

    @Test(arguments: [
        ("", "header"),
        ("snapline-packed 4\n0\n", "header"),
        ("snapline-packed 2\n1\nS\n0 1 1 0 0 0 0", "string index below 1"),
        ("snapline-packed 2\n1\nS\n0 1 0 0 0 0 0 1 0 1 1 0 1 0 -1 0 1 0 0 0 0 0 1 0 1 1 1 0 0", "target kind index below 1"),
        ("snapline-packed 2\n1\nS\n0 1 0 0 0 0 0 1 0 1 1 0 1 0 -1 0 1 0 0 0 0 0 1 0 1 0 1 0 5/", "number after '/'"),
        ("snapline-packed 2\n1\nS\n0 1 0 0 0 0 0 1 0 1 1 0 1 0 -1 0 1 0 0 0 0 0 1 0 1 0 1 0 5/x", "finite number"),
        ("snapline-packed 2\n1\nS\n0 1 0 0 0 0 0 1 0 1 1 0 1 0 -1 0 1 0 0 0 0 0 1 0 1 0 1 0 5 /1", "end of the table"),
        ("snapline-packed 1\n1\nS\n0 1 0 1 1 0 1 0 -1 0 1 0 0 0 0 0 1 0 1 0 0 0 0 0 1 0 0/1 0", "finite number"),
        ("snapline-packed 1\nx\n", "number of strings"),
        ("snapline-packed 1\n2\nS\n", "2 string lines"),
        ("snapline-packed 1\n1\nS\n", "integer"),
        ("snapline-packed 1\n1\nS\n1 0", "string index below 1"),
        ("snapline-packed 1\n1\nS\n0 -1", "count"),
        ("snapline-packed 1\n1\nS\n0 1", "integer"),
        ("snapline-packed 1\n1\nS\n0 1 0 nan 1 0 0", "finite number"),
        ("snapline-packed 1\n1\nS\n0 1 0 1e999 1 0 0", "finite number"),
        ("snapline-packed 1\n1\nS\n0 1 0 0x10 1 0 0", "finite number"),
        ("snapline-packed 1\n1\nS\n0 1 0 1 1 2 0", "code from 0 to 1"),
        ("snapline-packed 1\n1\nS\n0 1 0 1 1 0 1 0 7", "string index or -1"),
        ("snapline-packed 1\n1\nS\n0 1 0 1 1 0 1 0 -1 0 1 0 3 0 0 0 0", "code from 0 to 2"),
        ("snapline-packed 1\n1\nS\n0 1 0 1 1 0 999999999999999999", "integer"),
        ("snapline-packed 1\n1\nS\n0 1 0 1 1 0 0 extra", "end of the table"),
        ("snapline-packed 1\n1\nbad %4\n0 0", "hex digits"),
        ("snapline-packed 1\n1\nbad %zz\n0 0", "hex digits"),
        ("snapline-packed 1\n1\nS\n0 1234567890123456789", "integer"),
    ])
    func rejectsMalformedText(text: String, expected: String) {
        #expect {
            _ = try SnaplineTable(packed: text)
        } throws: { error in
            "\(error)".contains(expected)
        }
    }

    @Test func acceptsTheSmallestTable() throws {
        #expect(try SnaplineTable(packed: "snapline-packed 1\n1\nS\n0 0") == SnaplineTable(scene: "S", viewports: []))
        // An empty line is the empty string, not a separator: strings "" and "S", scene 1.
        #expect(try SnaplineTable(packed: "snapline-packed 1\n2\n\nS\n1 0") == SnaplineTable(scene: "S", viewports: []))
        #expect(try SnaplineTable(packed: "snapline-packed 1\n1\n\n0 0") == SnaplineTable(scene: "", viewports: []))
        // Any whitespace between numbers, and at the end.
        #expect(try SnaplineTable(packed: "snapline-packed 1\n1\nS\n0\t\r\n0 \n") == SnaplineTable(scene: "S", viewports: []))
    }

    @Test func readsALinkWithItsRaw() throws {
        let table = try SnaplineTable(packed: "snapline-packed 2\n1\nS\n0 1 0 0 0 0 0 1 0 1 1 0 1 0 -1 0 1 0 0 0 0 0 1 0 1 0 1 0 5/1")
        #expect(table.viewports[0].containers[0].anchors[0].targets[0].chain == [ChainLink(container: "S", offset: 5, raw: 1)])
    }

    @Test func errorsSayWhere() {
        #expect(throws: PackedTableError(offset: 24, message: "expected a string index below 1")) {
            // "snapline-packed 1\n" is 18 bytes, "1\n" 2, "S\n" 2, two spaces 2: the bad index is at 24.
            try SnaplineTable(packed: "snapline-packed 1\n1\nS\n  1 0")
        }
    }
}

private extension String {
    /// Foundation-free replacement of every occurrence (test helper).
    func replacingAll(_ target: String, with replacement: String) -> String {
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
