import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// The Swift names of a scene's data: the `Content` scopes' types and properties, and the
/// families, with the collisions that cannot be spelled reported as `identifier-collision`.
@Suite struct SwiftContentNamesTests {
    static func names(_ yaml: String) throws -> (SwiftNames?, [Diagnostic]) {
        var diagnostics = Diagnostics()
        let scene = try #require(Compiler().decode(Array(yaml.utf8), diagnostics: &diagnostics))
        let names = SwiftNames(scene, diagnostics: &diagnostics)
        return (names, diagnostics.sorted(file: nil))
    }

    /// `Length` and `Repeat` cases: a name two scopes share gets its scope's number, labels are
    /// the data repeats' index names around it, and a name that is a member gets a `_`.
    @Test func lengthAndRepeatCases() throws {
        let (names, errors) = try Self.names(sceneHeader + """
            root:
              scroll: list
              children:
                - repeat: {data: rows, preview: 2}
                  vstack: "row-{i}"
                  height: {data: height, preview: 40}
                  children:
                    - repeat: {data: cells, preview: 2}
                      index: j
                      item: "cell-{i}-{j}"
                      height: {data: height, preview: 30}
                - repeat: {data: address, preview: 1}
                  item: "a-{i}"
                  height: 10
            """)
        #expect(errors.isEmpty, "\(errors)")
        let content = try #require(names?.content)
        #expect(content.lengths.map(\.identifier) == ["height_1", "height_2"])
        #expect(content.lengths.map(\.labels) == [["i"], ["i", "j"]])
        #expect(content.repeats.map(\.identifier) == ["rows", "address_", "cells"])
        #expect(content.repeats.map(\.labels) == [[], [], ["i"]])
        #expect(content.repeats.map(\.scope) == [0, 0, 1] && content.repeats.map(\.name) == [0, 1, 1])
    }

    @Test func scopesFamiliesAndLabels() throws {
        let (names, errors) = try Self.names(sceneHeader + """
            root:
              scroll: list
              children:
                - item: header
                  height: 10
                - repeat: {data: sections, preview: 2}
                  index: s
                  vstack: "section-{s}"
                  children:
                    - repeat: {data: dishes, preview: 2}
                      item: "dish-{s}-{i}"
                      height: {data: dishHeight, preview: 30}
                    - repeat: {data: notes, preview: 1}
                      index: n
                      item: "note-{n}-of-{s}"
                      height: 20
            """)
        #expect(errors.isEmpty, "\(errors)")
        let content = try #require(names?.content)
        #expect(content.scopes.map(\.path) == ["Content", "Content.SectionsElement", "Content.SectionsElement.DishesElement", "Content.SectionsElement.NotesElement"])
        #expect(content.isCountOnly(3) && !content.isCountOnly(0))
        #expect(content.families.map(\.identifier) == ["section", "dish", "noteOf"])
        // Labels outermost first, whatever the order of the placeholders in the id.
        #expect(content.families.map(\.labels) == [["s"], ["s", "i"], ["s", "n"]])
        #expect(names?.anchors.map(\.rawValue).contains("header") == true)
    }

    /// (The preview has no `row.0`, whose `Anchor` case would collide with `row-0`'s first.)
    @Test func familiesThatBecomeOneNameAreReportedAtBoth() throws {
        let (names, errors) = try Self.names(sceneHeader + """
            root:
              scroll: list
              children:
                - repeat: {data: rows, preview: 1}
                  item: "row-{i}"
                  height: 10
                - repeat: {data: others, preview: 1}
                  item: "row{i}x"
                  height: 10
                - repeat: {data: more, preview: 0}
                  item: "row.{i}"
                  height: 10
            """)
        #expect(names == nil)
        #expect(errors.map(\.code.rawValue) == ["identifier-collision", "identifier-collision"])
        #expect(errors.map { $0.location?.line } == [7, 13])
        #expect(errors.first?.message.contains("the id `row-{i}` and the id `row.{i}` (line 13) both become the family `row` in the generated `Test.Family`") == true)
    }

    @Test func aScenesWithoutDataHaveNoContentNames() throws {
        let (names, errors) = try Self.names(sceneHeader + """
            root:
              scroll: list
              children:
                - repeat: 3
                  item: "row-{i}"
                  height: 10
            """)
        #expect(errors.isEmpty)
        #expect(names?.content == nil)
    }
}
