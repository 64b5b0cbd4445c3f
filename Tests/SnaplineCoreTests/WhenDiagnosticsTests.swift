import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// Viewports with declared traits: phone and phone-landscape are `compact`, ipad is `regular`;
/// phone and ipad are portrait, phone-landscape is landscape; all left-to-right.
let traitsHeader = """
    scene: T
    viewports:
      - {name: phone, width: 390, height: 844, traits: [compact]}
      - {name: phone-landscape, width: 844, height: 390, traits: [compact]}
      - {name: ipad, width: 820, height: 1180, traits: [regular]}

    """

/// Decoder errors for viewport `traits` and node `when` (per-viewport values): each at its key or
/// value, one error per test.
@Suite struct WhenDiagnosticsTests {
    // MARK: traits

    @Test func traitsMustBeAList() {
        expectError("""
            scene: T
            viewports: [{name: phone, width: 390, height: 844, traits: 1️⃣compact}]
            root: {scroll: s, children: []}
            """, code: "wrong-type", containing: ["expected a list of trait names for `traits`", "got `compact`"])
    }

    @Test func traitNameCharacters() {
        expectError("""
            scene: T
            viewports: [{name: phone, width: 390, height: 844, traits: [ok, 1️⃣"not ok"]}]
            root: {scroll: s, children: []}
            """, code: "bad-value", containing: ["expected a trait name of letters, digits", "`\"not ok\"`"])
    }

    @Test func traitDeclaredTwiceInOneList() {
        expectError("""
            scene: T
            viewports: [{name: phone, width: 390, height: 844, traits: [compact, 1️⃣compact]}]
            root: {scroll: s, children: []}
            """, code: "duplicate-name", containing: ["duplicate trait `compact`", "line 2"])
    }

    @Test(arguments: ["portrait", "landscape", "leftToRight", "rightToLeft"])
    func automaticNameInTraits(_ name: String) {
        expectError("""
            scene: T
            viewports: [{name: phone, width: 390, height: 844, traits: [compact, 1️⃣\(name)]}]
            root: {scroll: s, children: []}
            """, code: "reserved-trait", containing: ["`\(name)` is an automatic trait", "remove it from `traits`"])
    }

    @Test func viewportNameInTraits() {
        expectError("""
            scene: T
            viewports:
              - {name: phone, width: 390, height: 844, traits: [1️⃣ipad]}
              - {name: ipad, width: 820, height: 1180}
            root: {scroll: s, children: []}
            """, code: "reserved-trait", containing: ["`ipad` is the name of a viewport"])
    }

    @Test func ownNameInTraits() {
        expectError("""
            scene: T
            viewports: [{name: phone, width: 390, height: 844, traits: [1️⃣phone]}]
            root: {scroll: s, children: []}
            """, code: "reserved-trait", containing: ["`phone` is the name of a viewport"])
    }

    // MARK: Selectors

    @Test func unknownSelectorSuggestsATrait() {
        expectError(traitsHeader + """
            root:
              scroll: s
              children: []
              when:
                1️⃣compcat: {spacing: 4}
            """, code: "unknown-trait", containing: ["no viewport has the trait `compcat`", "did you mean `compact`?"])
    }

    @Test func automaticSelectorThatNoViewportHas() {
        expectError(traitsHeader + """
            root:
              scroll: s
              children: []
              when:
                1️⃣rightToLeft: {spacing: 4}
            """, code: "unknown-trait", containing: ["no viewport has the automatic trait `rightToLeft`", "never apply"])
    }

    @Test func misspelledAutomaticSelectorThatNoViewportHas() {
        expectError("""
            scene: T
            viewports: [{name: phone, width: 390, height: 844}]
            root:
              scroll: s
              children: []
              when:
                1️⃣landscpe: {spacing: 4}
            """, code: "unknown-trait", containing: ["did you mean `landscape`?", "no viewport has it either"])
    }

    @Test func selectorMustBeAName() {
        expectError(traitsHeader + """
            root:
              scroll: s
              children: []
              when:
                ? 1️⃣[a, b]
                : {spacing: 4}
            """, code: "wrong-type", containing: ["expected a trait name as a `when` selector"])
    }

    /// The selector is checked before its entry's values, and the values are checked even though no
    /// viewport matches the entry.
    @Test func selectorIsCheckedBeforeTheValuesAndBothAreReported() throws {
        let marked = MarkedText(traitsHeader + """
            root:
              scroll: s
              children: []
              when:
                1️⃣tablet: {spacing: 2️⃣-4}
            """)
        let result = decodeScene(marked.text)
        #expect(result.scene == nil)
        #expect(result.errors.map(\.code) == [.unknownTrait, .badValue])
        #expect(result.errors.map(\.location) == [marked["1️⃣"], marked["2️⃣"]])
    }

    // MARK: Entries

    @Test func whenMustBeAMapping() {
        expectError(traitsHeader + """
            root:
              scroll: s
              children: []
              when: 1️⃣[landscape]
            """, code: "wrong-type", containing: ["expected a mapping from traits to property values for `when`"])
    }

    @Test func entryMustBeAMapping() {
        expectError(traitsHeader + """
            root:
              scroll: s
              children: []
              when:
                landscape: 1️⃣8
            """, code: "wrong-type", containing: ["expected a mapping of a scroll container's properties for this `when` entry", "got `8`"])
    }

    @Test func kindKeyInAnEntry() {
        expectError(traitsHeader + """
            root:
              scroll: s
              children:
                - item: a
                  height: 10
                  when:
                    landscape: {1️⃣item: b}
            """, code: "not-per-viewport", containing: ["the kind key `item` cannot be in a `when` entry"])
    }

    @Test(arguments: ["axis: horizontal", "anchors: [top]", "children: []", "content: {item: x}", "repeat: 2", "index: j", "when: {}"])
    func shapeKeysCannotVary(_ pair: String) {
        let key = String(pair.prefix { $0 != ":" })
        expectError(traitsHeader + """
            root:
              scroll: s
              children: []
              when:
                regular: {spacing: 2, 1️⃣\(pair)}
            """, code: "not-per-viewport", containing: ["`\(key)` cannot be in a `when` entry", "the same in every viewport"])
    }

    @Test func spacingOnAScrollWithContent() {
        expectError(traitsHeader + """
            root:
              scroll: s
              content: {item: a, height: 10}
              when:
                regular: {1️⃣spacing: 4}
            """, code: "conflicting-keys", containing: ["`spacing` applies to a scroll container's `children`, not to its `content`"])
    }

    @Test func alignmentOnAScrollWithContent() {
        expectError(traitsHeader + """
            root:
              scroll: s
              content: {item: a, height: 10}
              when:
                regular: {1️⃣alignment: leading}
            """, code: "conflicting-keys", containing: ["`alignment` applies to a scroll container's `children`"])
    }

    @Test func propertyOfAnotherKind() {
        expectError(traitsHeader + """
            root:
              scroll: s
              children:
                - vstack:
                  when:
                    landscape: {1️⃣scrollMargin: 4}
            """, code: "unknown-key", containing: ["`scrollMargin` does not apply to a vstack", "a property of `item`"])
    }

    @Test func unknownKeyInAnEntry() {
        expectError(traitsHeader + """
            root:
              scroll: s
              children:
                - item: a
                  height: 10
                  when:
                    landscape: {1️⃣heigth: 20}
            """, code: "unknown-key", containing: ["unknown key `heigth` in a `when` entry of an item", "did you mean `height`?"])
    }

    @Test func valuesAreCheckedLikeTheNodesOwn() {
        expectError(traitsHeader + """
            root:
              scroll: s
              children: []
              when:
                regular: {behavior: 1️⃣pagin}
            """, code: "bad-value", containing: ["expected `none`, `paging` or `viewAligned`", "did you mean `paging`?"])
    }

    @Test func alignmentInAnEntryFollowsTheNodesAxis() {
        expectError(traitsHeader + """
            root:
              scroll: s
              axis: horizontal
              children: []
              when:
                regular: {alignment: 1️⃣leading}
            """, code: "bad-value", containing: ["expected `top`, `center` or `bottom`"])
    }

    @Test func aValueALaterEntryReplacesIsStillChecked() {
        expectError(traitsHeader + """
            root:
              scroll: s
              children: []
              when:
                compact: {padding: {top: 1, 1️⃣vertical: 2}}
                phone: {padding: 8}
            """, code: "mixed-edges", containing: ["`vertical` gives `top` again"])
    }

    @Test func contentMarginsWithPaddingInOneEntry() {
        expectError(traitsHeader + """
            root:
              scroll: s
              children: []
              when:
                regular: {1️⃣contentMargins: 8, scrollPadding: 4}
            """, code: "conflicting-keys", containing: ["`contentMargins` sets both `padding` and `scrollPadding`", "`scrollPadding`"])
    }

    @Test func contentMarginsAndPaddingInDifferentEntriesAreFine() {
        let result = decodeScene(traitsHeader + """
            root:
              scroll: s
              contentMargins: 4
              children: []
              when:
                regular: {contentMargins: 8}
                ipad: {padding: 2}
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func whenOnASpace() {
        expectError(traitsHeader + """
            root:
              scroll: s
              children:
                - space: 10
                  1️⃣when: {regular: {}}
            """, code: "unknown-key", containing: ["`when` does not apply to a space", "a space has no properties"])
    }

    @Test func whenOnTheRootAndOnAContentNode() throws {
        let result = decodeScene(traitsHeader + """
            root:
              scroll: s
              when: {landscape: {}}
              content:
                vstack:
                when: {regular: {spacing: 8}}
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let scene = try #require(result.scene)
        #expect(scene.perViewport.hasWhen)
        #expect(scene.perViewport.nodes == [0, 1])
    }

    /// A repeated node's `when` is read once and copied with each instance.
    @Test func repeatCopiesWhen() throws {
        let scene = try #require(decodeScene(traitsHeader + """
            root:
              scroll: s
              children:
                - repeat: 3
                  item: "row-{i}"
                  height: 10
                  when: {regular: {height: 30}}
            """).scene)
        #expect(scene.perViewport.mappings.count == 1)
        #expect(scene.perViewport.nodes == [1, 2, 3])
        let ipad = ViewportScene(scene, viewport: 2).scene
        #expect((1 ... 3).map { ipad.nodes[$0].height } == [.points(30), .points(30), .points(30)])
        let phone = ViewportScene(scene, viewport: 0).scene
        #expect((1 ... 3).map { phone.nodes[$0].height } == [.points(10), .points(10), .points(10)])
    }

    /// A scene without `when` is its own resolution (no copy of the nodes is made).
    @Test func aSceneWithoutWhenResolvesToItself() throws {
        let scene = try #require(decodeScene(traitsHeader + """
            root:
              scroll: s
              behavior: paging
              children: [{item: a, height: 10}]
            """).scene)
        #expect(!scene.perViewport.hasWhen)
        #expect(ViewportScene(scene, viewport: 1).overrides == nil)
        // The written `behavior` is still recorded for lint.
        #expect(scene.writtenKeys(ofNode: 0).map(\.property) == [.behavior])
    }
}

extension WhenDiagnosticsTests {
    /// A rejected trait is reported once: the selector that names it is not a second error.
    @Test func aRejectedTraitIsNotReportedAgainAtItsSelector() {
        expectError("""
            scene: T
            viewports: [{name: phone, width: 390, height: 844, traits: [1️⃣"big screen"]}]
            root:
              scroll: s
              children: []
              when: {"big screen": {spacing: 4}}
            """, code: "bad-value", containing: ["expected a trait name"])
    }
}
