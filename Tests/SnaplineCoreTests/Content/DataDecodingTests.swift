import Testing
@testable import SnaplineCore
import SnaplineTestSupport

/// Data repeats and data lengths as written: each error at its position.
@Suite struct DataDecodingTests {
    static func scene(_ children: String) -> String {
        """
        scene: S
        viewports: [{name: phone, width: 390, height: 844}]
        root:
          scroll: list
          children:
        \(children)
        """
    }

    @Test func aDataNameTwiceInOneScope() {
        _ = expectError(Self.scene("""
                - repeat: {data: rows, preview: 2}
                  vstack: "row-{i}"
                  children:
                    - {item: "a-{i}", height: {data: rowHeight, preview: 40}}
                    - {item: "b-{i}", height: {data: 1️⃣rowHeight, preview: 40}}
            """), code: "duplicate-data-name", containing: ["`rowHeight`", "line 9"])
    }

    @Test func theSameNameInTwoScopesIsFine() {
        let result = decodeScene(Self.scene("""
                - {item: top, height: {data: rowHeight, preview: 40}}
                - repeat: {data: rows, preview: 2}
                  item: "row-{i}"
                  height: {data: rowHeight, preview: 40}
            """))
        #expect(result.scene != nil, "\(result.diagnostics)")
        #expect(result.scene?.templates?.shape.scopes.map { $0.names.map(\.name) } == [["rowHeight", "rows"], ["rowHeight"]])
    }

    @Test func aNameInsideARepeatIsNotTheRepeatsOwn() {
        _ = expectError(Self.scene("""
                - repeat: {data: rows, preview: 2}
                  item: "row-{i}"
                  height: {data: 1️⃣rows, preview: 40}
            """), code: "duplicate-data-name", containing: ["`rows`"])
    }

    @Test func dataInsideAFixedRepeat() {
        _ = expectError(Self.scene("""
                - repeat: 3
                  vstack: "group-{i}"
                  children:
                    - repeat: {1️⃣data: rows, preview: 2}
                      index: j
                      item: "row-{i}-{j}"
                      height: 40
            """), code: "data-in-fixed-repeat", containing: ["line 6", "make that repeat data too"])
        _ = expectError(Self.scene("""
                - repeat: 3
                  item: "row-{i}"
                  height: {1️⃣data: rowHeight, preview: 40}
            """), code: "data-in-fixed-repeat", containing: ["a data length"])
    }

    @Test func aWhenEntryCannotHoldData() {
        _ = expectError("""
            scene: S
            viewports: [{name: phone, width: 390, height: 844}]
            root:
              scroll: list
              children:
                - item: row
                  height: 40
                  when:
                    phone: {height: 1️⃣{data: rowHeight, preview: 40}}
            """, code: "not-per-viewport", containing: ["cannot make a length data"])
    }

    @Test func aWhenEntryMayReplaceADataLength() throws {
        let yaml = """
            scene: S
            viewports: [{name: phone, width: 390, height: 844}, {name: tall, width: 390, height: 1000}]
            root:
              scroll: list
              children:
                - item: row
                  height: {data: rowHeight, preview: 40}
                  when:
                    tall: {height: 60}
            """
        let compiled = try CompiledScene(yaml)
        #expect(try compiled.frame("row", in: "phone").height == 40)
        #expect(try compiled.frame("row", in: "tall").height == 60)
    }

    @Test func boundsAroundThePreview() {
        _ = expectError(Self.scene("""
                - {item: row, height: {data: rowHeight, preview: 40, min: 1️⃣50}}
            """), code: "bad-value", containing: ["`min` (50) is above its `preview` (40)"])
        _ = expectError(Self.scene("""
                - {item: row, height: {data: rowHeight, preview: 40, max: 1️⃣30}}
            """), code: "bad-value", containing: ["`max` (30) is below its `preview` (40)"])
        _ = expectError(Self.scene("""
                - {item: row, height: 1️⃣{data: rowHeight}}
            """), code: "missing-key", containing: ["`preview`"])
        _ = expectError(Self.scene("""
                - {item: row, height: {data: rowHeight, preview: 40, 1️⃣maximum: 80}}
            """), code: "unknown-key", containing: ["`max`"])
    }

    @Test func dataNames() {
        _ = expectError(Self.scene("""
                - {item: row, height: {data: 1️⃣RowHeight, preview: 40}}
            """), code: "bad-value", containing: ["a lowercase letter"])
        _ = expectError(Self.scene("""
                - {item: row, height: {data: 1️⃣class, preview: 40}}
            """), code: "bad-value", containing: ["not a Swift keyword"])
        _ = expectError(Self.scene("""
                - {item: row, height: {data: 1️⃣row-height, preview: 40}}
            """), code: "bad-value", containing: ["letters and digits"])
    }

    @Test func aDataRepeatsPreview() {
        _ = expectError(Self.scene("""
                - repeat: {data: rows, preview: 1️⃣100001}
                  item: "row-{i}"
            """), code: "bad-value", containing: ["0 to 100000"])
        _ = expectError(Self.scene("""
                - repeat: 1️⃣{data: rows}
                  item: "row-{i}"
            """), code: "missing-key", containing: ["`preview`"])
        _ = expectError("""
            scene: S
            viewports: [{name: phone, width: 390, height: 844}]
            root:
              scroll: list
              content:
                1️⃣repeat: {data: rows, preview: 1}
                item: row
            """, code: "repeat-outside-children", containing: ["`content`"])
    }

    @Test func aPreviewOfZeroIsAnEmptyList() throws {
        let compiled = try CompiledScene(Self.scene("""
                - repeat: {data: rows, preview: 0}
                  item: "row-{i}"
                  height: 40
                - {item: footer, height: 10}
            """))
        #expect(compiled.scene.ids.compactMap { $0 } == ["list", "footer"])
        #expect(try compiled.frame("footer", in: "phone").y == 0)
    }
}
