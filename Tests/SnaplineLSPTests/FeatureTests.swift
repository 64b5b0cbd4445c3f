import Foundation
import SnaplineCore
import SnaplineTestSupport
import Testing
@testable import SnaplineLSP

@Suite struct FeatureTests {
    let uri = "untitled:sample.scene.yaml"
    let lines = sampleScene.components(separatedBy: "\n")

    func client(_ text: String = sampleScene) -> TestServer {
        let client = TestServer()
        client.initialize()
        client.open(uri, text)
        return client
    }

    func labels(_ reply: JSONValue) -> [String] { (reply["result"]["items"].array ?? []).compactMap { $0["label"].string } }

    @Test func completionOffersTheKeysOfTheNodeKindAtTheCursor() {
        // A new line inside `item: header` (indent 6): item keys it does not have yet.
        let marked = MarkedText(markedSampleScene.replacingOccurrences(of: "⟪heightEnd⟫: 600\n", with: "⟪heightEnd⟫: 600\n      ⟪new⟫\n"))
        let client = client(marked.text)
        let item = labels(client.request("textDocument/completion", client.position("⟪new⟫", in: marked, uri)))
        #expect(item == ["width", "scrollMargin", "anchors", "when", "overlay", "repeat", "index"])
        // On `children` of the scroll container `row`: scroll keys, not `behavior`.
        let scroll = labels(client.request("textDocument/completion", client.position("⟪rowChildren⟫", in: marked, uri)))
        #expect(scroll.contains("snapAlign") && scroll.contains("limit") && !scroll.contains("behavior") && !scroll.contains("scrollMargin"))
        // On the top-level key `scene`: the top-level keys not written elsewhere.
        let top = labels(client.request("textDocument/completion", client.position("⟪top⟫", in: marked, uri)))
        #expect(top == ["scene", "anchors"])
    }

    /// `snapAlign` and `limit` only draw `snap-option-ignored` on a paging (or `none`) container:
    /// not offered there; offered on a view-aligned one, and where a `when` may change the behavior.
    @Test func completionLeavesOutSnapOptionsAPagingContainerIgnores() {
        func offered(_ behavior: String, extra: String = "") -> [String] {
            let marked = MarkedText("scene: S\nviewports: [{name: phone, width: 390, height: 844}]\nroot:\n  scroll: pages\n  behavior: \(behavior)\n\(extra)  ⟪key⟫\n  children: []\n")
            let client = client(marked.text)
            return labels(client.request("textDocument/completion", client.position("⟪key⟫", in: marked, uri)))
        }
        for behavior in ["paging", "none"] {
            let keys = offered(behavior)
            #expect(!keys.contains("snapAlign") && !keys.contains("limit") && keys.contains("spacing"), "\(behavior): \(keys)")
        }
        #expect(offered("viewAligned").contains("snapAlign") && offered("viewAligned").contains("limit"))
        #expect(offered("paging", extra: "  when: {wide: {behavior: viewAligned}}\n").contains("snapAlign"))
    }

    @Test func completionOffersTheValuesOfEnumeratedKeys() {
        let client = client()
        let behavior = labels(client.request("textDocument/completion", client.position("⟪behaviorMiddle⟫", in: markedSample, uri)))
        #expect(behavior == ["none", "paging", "viewAligned"])
        let axis = labels(client.request("textDocument/completion", client.position("⟪axis⟫", in: markedSample, uri)))
        #expect(axis == ["vertical", "horizontal"])
        // In a flow mapping: `width: 200` of a `when` entry takes `fill` among its words.
        let flow = labels(client.request("textDocument/completion", client.position("⟪flowValue⟫", in: markedSample, uri)))
        #expect(flow == ["fill"])
    }

    @Test func hoverOnAKeyGivesTheDecodersDocumentation() throws {
        let client = client()
        let reply = client.request("textDocument/hover", client.position("⟪behaviorKey⟫", in: markedSample, uri))
        let text = try #require(reply["result"]["contents"]["value"].string)
        let doc = try #require(SceneVocabulary.property("behavior", kind: "scroll"))
        #expect(text.contains(doc.summary))
        #expect(text.contains("`none`, `paging` or `viewAligned`"))
        // A viewport key in a flow mapping.
        let viewport = client.request("textDocument/hover", client.position("⟪viewportKey⟫", in: markedSample, uri))["result"]["contents"]["value"].string
        #expect(viewport?.contains("Names `when` selectors can match") == true)
    }

    @Test func hoverOnAnIdGivesFramesAndOffsetsPerViewport() throws {
        let client = client()
        // `item: footer`: y = 600 + 100 in both viewports; list range 1100 - 844 = 256 (phone).
        let footer = try #require(client.request("textDocument/hover", client.position("⟪footer⟫", in: markedSample, uri))["result"]["contents"]["value"].string)
        #expect(footer.contains("**item `footer`**"))
        #expect(footer.contains("*phone* (390 × 844): frame x 0, y 700, 390 × 400"))
        // topLeading: raw 700 clamped to 256; center 900 - 422 = 478 clamped; bottomTrailing 1100 - 844 = 256.
        #expect(footer.contains("- `topLeading`: `list` 256 (raw 700)"))
        #expect(footer.contains("- `bottomTrailing`: `list` 256"))
        // tablet: content 1100 in 700: range 400; footer top 700 clamps to 400.
        #expect(footer.contains("- `topLeading`: `list` 400 (raw 700)"))
        // A repeated item: the first instance, its count, the chain through both containers.
        let card = try #require(client.request("textDocument/hover", client.position("⟪card⟫", in: markedSample, uri))["result"]["contents"]["value"].string)
        #expect(card.contains("**item `card-0`** (first of 6 instances)"))
        // Frames are in the container's content: phone's `when compact` gives 200, tablet 300.
        #expect(card.contains("*phone* (390 × 844): frame x 0, y 0, 200 × 100"))
        #expect(card.contains("*tablet* (1000 × 700): frame x 0, y 0, 300 × 100"))
        // phone: the row is at y 600 in `list` (range 256); the card's center x 100 - 390 / 2.
        #expect(card.contains("- `topLeading`: `row` 0 → `list` 256 (raw 600)"))
        #expect(card.contains("- `center`: `row` 0 (raw -95) → `list` 228"))
        // The row container: range and stops (phone: 6 × 200 - 390 = 810).
        let row = try #require(client.request("textDocument/hover", client.position("⟪row⟫", in: markedSample, uri))["result"]["contents"]["value"].string)
        #expect(row.contains("range 0 to 810 (horizontal), behavior `viewAligned`, stops 0, 200, 400, 600, 800, 810"))
    }

    /// While the file has an unrelated error (here a misspelled key three lines above), hovering an
    /// id shows the numbers of the last version without errors, marked stale; fixed, fresh again.
    @Test func hoverUsesTheLastGoodLayoutMarkedStale() throws {
        let client = client()
        #expect(client.diagnostics(uri)?["diagnostics"].array?.isEmpty == true)
        // `height: 600` of `header` becomes `hieght: 600`: the scene no longer decodes.
        client.change(uri, version: 2, range: markedSample.range("⟪height⟫", "⟪heightEnd⟫"), "hieght")
        let stale = try #require(client.request("textDocument/hover", client.position("⟪footer⟫", in: markedSample, uri))["result"]["contents"]["value"].string)
        #expect(stale.hasPrefix("*Stale: the file has errors now"), "\(stale)")
        #expect(stale.contains("*phone* (390 × 844): frame x 0, y 700, 390 × 400"), "\(stale)")
        client.change(uri, version: 3, range: markedSample.range("⟪height⟫", "⟪heightEnd⟫"), "height")
        let fresh = try #require(client.request("textDocument/hover", client.position("⟪footer⟫", in: markedSample, uri))["result"]["contents"]["value"].string)
        #expect(!fresh.contains("Stale") && fresh.contains("frame x 0, y 700, 390 × 400"), "\(fresh)")
    }

    @Test func documentSymbolsAreTheNodeTreeWithRepeatsOnce() throws {
        let client = client()
        let symbols = try #require(client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])["result"].array)
        #expect(symbols.map { $0["name"] } == ["viewports", "list"])
        let children = try #require(symbols[1]["children"].array)
        #expect(children.map { $0["name"] } == ["header", "row", "footer"])
        let card = try #require(children[1]["children"].array?.first)
        #expect(card["name"] == "card-{i}" && card["detail"] == "item × 6")
    }

    @Test func codeActionsReplaceMisspellingsWithTheSuggestion() throws {
        // `viewAlinged` is as long as `viewAligned`: the sample's markers still hold.
        let text = sampleScene.replacingOccurrences(of: "behavior: viewAligned", with: "behavior: viewAlinged")
        let client = client(text)
        let diagnostics = try #require(client.diagnostics(uri)?["diagnostics"].array)
        let reply = client.request("textDocument/codeAction", ["textDocument": ["uri": .string(uri)], "range": diagnostics[0]["range"], "context": ["diagnostics": .array(diagnostics)]])
        let action = try #require(reply["result"].array?.first)
        #expect(action["title"] == "Replace `viewAlinged` with `viewAligned`")
        let edit = try #require(action["edit"]["changes"].object?[uri]?.array?.first)
        #expect(edit["newText"] == "viewAligned")
        #expect(edit["range"] == markedSample.range("⟪behavior⟫", "⟪behaviorEnd⟫").json)
    }

    @Test func pagingCutsItemOffersItsSuggestedWidthAsOneEdit() throws {
        let marked = MarkedText(pagingCards("""
                - repeat: 8
                  item: "card-{i}"
                  width: ⟪width⟫390⟪widthEnd⟫

            """))
        let client = client(marked.text)
        let diagnostics = try #require(client.diagnostics(uri)?["diagnostics"].array)
        #expect(diagnostics.map { $0["code"] } == ["paging-cuts-item"])
        let reply = client.request("textDocument/codeAction", ["textDocument": ["uri": .string(uri)], "range": diagnostics[0]["range"], "context": ["diagnostics": .array(diagnostics)]])
        let action = try #require(reply["result"].array?.first)
        #expect(action["title"] == "Set `width: {count: 2}` on `card-2`")
        let edit = try #require(action["edit"]["changes"].object?[uri]?.array?.first)
        // The template's `width: 390` becomes `{count: 2}`.
        #expect(edit["newText"] == "{count: 2}")
        #expect(edit["range"] == marked.range("⟪width⟫", "⟪widthEnd⟫").json)
        // With that edit applied, the warning is gone.
        client.change(uri, version: 2, range: marked.range("⟪width⟫", "⟪widthEnd⟫"), "{count: 2}")
        client.server.waitUntilIdle()
        #expect(client.diagnostics(uri)?["diagnostics"].array == [])
    }

    @Test func hoverOnAWhenSelectorNamesTheViewportsItMatches() throws {
        let client = client()
        let text = try #require(client.request("textDocument/hover", client.position("⟪selector⟫", in: markedSample, uri))["result"]["contents"]["value"].string)
        #expect(text == "**`compact`**: a `when` selector; matches `phone`")
    }

    @Test func definitionOnAWhenSelectorFindsTheTrait() throws {
        let client = client()
        let reply = client.request("textDocument/definition", client.position("⟪selectorMiddle⟫", in: markedSample, uri))
        let location = try #require(reply["result"].array?.first)
        // `compact` is declared in phone's `traits`.
        #expect(location["range"]["start"] == markedSample.position("⟪trait⟫").json)
    }

    /// Every request at every position of broken texts answers (no crash, no hang).
    @Test func brokenTextsAnswerEveryRequestAtEveryPosition() {
        let texts = [
            "", "\n\n", ":", "- - -", "root:\n  scroll: {", "scene: [\n", "root:\n  children:\n    - item: \"😀\n      when:\n        ",
            String(sampleScene.prefix(200)), sampleScene.replacingOccurrences(of: "  ", with: "\t"), "\u{FEFF}scene: é\r\nroot:\r\n  - {a: [b, {c: }]}",
        ]
        for text in texts {
            let client = client(text)
            let document = TextDocument(text: text, version: 1)
            for line in 0 ... document.lineCount {
                for character in 0 ... document.line(line).count + 1 {
                    for method in ["textDocument/hover", "textDocument/completion", "textDocument/definition"] {
                        let reply = client.request(method, client.position(line, character, uri))
                        #expect(reply["error"] == .null, "\(method) at \(line):\(character) of \(text.debugDescription)")
                    }
                }
            }
            #expect(client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])["error"] == .null)
        }
    }
}

extension JSONValue {
    var object: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }
}
