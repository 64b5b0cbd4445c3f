import Foundation
import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// The recipe "Pages with gaps" (docs/format.md, examples/paged-cards.scene.yaml): three cards
/// per page, 16 pt apart and 16 pt from the edges, in portrait and landscape, with no
/// `paging-cuts-item`. Numbers worked out by hand in the example's comment.
@Suite struct PagedCardsRecipeTests {
    static var yaml: String {
        get throws {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            return try String(contentsOf: url.appendingPathComponent("examples/paged-cards.scene.yaml"), encoding: .utf8)
        }
    }

    @Test func cardsAndStopsByHand() throws {
        let compiled = try CompiledScene(try Self.yaml)
        // Portrait: P = 390 - 16 = 374, slots 374 / 3, cards 16 narrower, from x = 16.
        let slot = 374.0 / 3
        for k in 0 ..< 9 {
            let card = try compiled.frame("card-\(k)", in: "portrait")
            #expect(abs(card.x - (16 + Double(k) * slot)) < 1e-9, "card-\(k)")
            #expect(abs(card.width - (slot - 16)) < 1e-9)
        }
        #expect(try compiled.container("cards", in: "portrait").stops == [0, 374, 748])
        // Landscape: P = 828, slots 276, cards 260 at 16 + 276k.
        #expect(try compiled.frame("card-4", in: "landscape") .x == 16 + 4 * 276)
        #expect(try compiled.frame("card-4", in: "landscape").width == 260)
        #expect(try compiled.container("cards", in: "landscape").stops == [0, 828, 1656])
        // The gap between two cards is 16 in both viewports: 8 of padding in each slot.
        for viewport in ["portrait", "landscape"] {
            let (a, b) = (try compiled.frame("card-1", in: viewport), try compiled.frame("card-2", in: viewport))
            #expect(abs(b.x - (a.x + a.width) - 16) < 1e-9)
        }
    }

    @Test func noLintWarning() throws {
        var diagnostics = Diagnostics()
        Compiler().check(Array(try Self.yaml.utf8), diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
    }

    /// The same cards with `spacing: 16` instead of slots drift, and the warning gives the recipe's
    /// fix in short (the recipe itself is linked from the warning's documentation).
    @Test func spacingInsteadOfSlotsPointsAtTheRecipe() {
        expectWarning("""
            scene: Drifting
            viewports: [{name: portrait, width: 390, height: 844}]
            root:
              scroll: cards
              axis: horizontal
              behavior: 1️⃣paging
              spacing: 16
              children:
                - repeat: 9
                  item: "card-{i}"
                  width: {count: 3}
            """, .pagingCutsItem, containing: ["spacing makes them drift", "`spacing: 0`, the gap inside each"])
    }
}
