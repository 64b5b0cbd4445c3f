import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// One run reports every independent layout error (not one per edit-and-check cycle), each once,
/// and nothing that only follows from another.
@Suite struct LayoutAllErrorsTests {
    static let header = "scene: T\nviewports: [{name: phone, width: 390, height: 844}]\n"

    /// The errors of `check` on the marked scene, as "marker code" for the markers they point at.
    func errors(_ yaml: String) -> (found: [String], diagnostics: [Diagnostic]) {
        let marked = MarkedText(Self.header + yaml)
        var diagnostics = Diagnostics()
        Compiler().check(Array(marked.text.utf8), diagnostics: &diagnostics)
        let all = diagnostics.sorted(file: nil)
        let names = all.map { d in
            let marker = marked.markers.first { $0.value == d.location }?.key ?? d.location?.description ?? "-"
            return "\(marker) \(d.code)"
        }
        return (names, all)
    }

    /// Three mistakes in three places: an item with no width in a horizontal row, a vertical
    /// list inside a vertical list with no height, and a `fill` height in a vertical list. All
    /// three in one run, the third at its `fill` value.
    @Test func threeIndependentMistakesInOneRun() {
        let (found, all) = errors("""
            root:
              scroll: page
              children:
                - scroll: row
                  axis: horizontal
                  height: 100
                  children:
                    - 1️⃣item: card
                - 2️⃣scroll: inner
                  children:
                    - {item: a, height: 10}
                - item: banner
                  height: 3️⃣fill
            """)
        #expect(found == ["1️⃣ unbounded-fill", "2️⃣ unbounded-fill", "3️⃣ unbounded-fill"], "\(all.map(\.description))")
        #expect(all.allSatisfy { $0.message.hasSuffix("(viewport `phone`)") })
        #expect(all[2].message.hasPrefix("item `banner` fills its height, but the height proposed to it is unbounded"))
    }

    /// Different codes in one run: a container-relative width whose base is unknown, and a
    /// `fill` space in an unbounded stack.
    @Test func differentCodesInOneRun() {
        let (found, _) = errors("""
            root:
              scroll: page
              children:
                - scroll: row
                  axis: horizontal
                  children:
                    - 1️⃣item: card
                      width: 50
                      height: {fraction: 0.5}
                - space: 2️⃣fill
            """)
        #expect(found == ["1️⃣ unknown-relative-length", "2️⃣ unbounded-fill"])
    }

    /// A stack whose own height is at fault still lays out its children: their independent
    /// mistake is found, and its `fill` child (bounded by the 0 put in its place) is not blamed.
    @Test func childrenOfAFailedNodeAreStillChecked() {
        let (found, _) = errors("""
            root:
              scroll: page
              children:
                - vstack:
                  height: 1️⃣fill
                  children:
                    - item: fills
                      height: fill
                    - scroll: row
                      axis: horizontal
                      height: 50
                      children:
                        - 2️⃣item: card
            """)
        #expect(found == ["1️⃣ unbounded-fill", "2️⃣ unbounded-fill"])
    }

    /// A repeated node with a mistake is one error with a count, not one per instance; and an
    /// error in one viewport does not hide another viewport's.
    @Test func repeatedInstancesAreOneError() {
        let (found, all) = errors("""
            root:
              scroll: page
              axis: horizontal
              children:
                - repeat: 50
                  1️⃣item: "card-{i}"
            """)
        #expect(found == ["1️⃣ unbounded-fill"])
        #expect(all.first?.message.hasSuffix("(viewport `phone`, 49 more cases)") == true, "\(all)")
    }

    /// An error found in several viewports is one error, as a warning is: the first viewport's
    /// case, with how many more cases there are and in which other viewports; a viewport without
    /// the mistake is not named.
    @Test func errorsOfSeveralViewportsAreOneError() {
        let marked = MarkedText("""
            scene: T
            viewports:
              - {name: phone, width: 390, height: 844}
              - {name: tablet, width: 820, height: 1180}
              - {name: wide, width: 1180, height: 820}
            root:
              scroll: page
              axis: horizontal
              children:
                - repeat: 2
                  1️⃣item: "chip-{i}"
                  when: {tablet: {width: 100}}
            """)
        var diagnostics = Diagnostics()
        Compiler().check(Array(marked.text.utf8), diagnostics: &diagnostics)
        #expect(diagnostics.all.count == 1, "\(diagnostics.all)")
        #expect(diagnostics.errorCount == 1)
        let error = diagnostics.all.first
        #expect(error?.location == marked["1️⃣"])
        #expect(error?.message.hasSuffix("(viewport `phone`, 3 more cases, also in viewport `wide`)") == true, "\(diagnostics.all)")
    }

    /// The position of a `fill` given by a `when` entry is that entry's value, and the node's
    /// own `fill` is its own value (key and value on different lines too).
    @Test func fillPositions() {
        let (found, _) = errors("""
            root:
              scroll: page
              children:
                - item: a
                  width: 1️⃣fill
                  height:
                    2️⃣fill
            """)
        #expect(found == ["2️⃣ unbounded-fill"])
        let viaWhen = errors("""
            root:
              scroll: page
              children:
                - item: a
                  height: 10
                  when: {phone: {height: 1️⃣fill}}
            """)
        #expect(viaWhen.found == ["1️⃣ unbounded-fill"])
    }

    /// An overflow is reported once, at the innermost node that overflows, not again for each
    /// ancestor whose size adds it up.
    @Test func overflowIsNotRepeatedUpTheTree() {
        let big = "1e308"
        let (found, all) = errors("""
            root:
              scroll: page
              children:
                - vstack:
                  children:
                    - 1️⃣vstack:
                      children:
                        - {item: a, height: \(big)}
                        - {item: b, height: \(big)}
            """)
        #expect(found == ["1️⃣ layout-overflow"], "\(all.map(\.description))")
    }
}
