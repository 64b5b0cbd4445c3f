import Testing
@testable import SnaplineCore
import SnaplineTestSupport

/// The rules that allow for content that is data: a list of data may be longer on the real
/// screen, and a rail of data may be empty there.
@Suite struct DataLintTests {
    static func chat(_ rows: String, height: String = "64") -> String {
        """
        scene: Chat
        viewports: [{name: phone, width: 390, height: 844}]
        root:
          1️⃣scroll: thread
          spacing: 8
          children:
            - repeat: \(rows)
              item: "msg-{i}"
              height: \(height)
        """
    }

    @Test func aShortListOfDataMayScrollOnTheRealScreen() {
        // Written out, three 64 pt rows fit: the warning is right.
        _ = expectWarning(Self.chat("3"), .neverScrolls, containing: ["`thread` never scrolls"])
        // As data, the real count is not known: quiet, with any preview.
        expectSilent(Self.chat("{data: messages, preview: 3}"), .neverScrolls)
        expectSilent(Self.chat("{data: messages, preview: 0}"), .neverScrolls)
    }

    @Test func aDataLengthAlongTheAxisMayBeLonger() {
        let yaml = """
            scene: S
            viewports: [{name: phone, width: 390, height: 844}]
            root:
              scroll: page
              content:
                vstack:
                children:
                  - scroll: inner
                    axis: horizontal
                    height: 100
                    children:
                      - {item: card, width: 500}
                  - item: body
                    height: {data: bodyHeight, preview: 300}
            """
        expectSilent(yaml, .neverScrolls)
    }

    @Test func aDataLengthAcrossTheAxisDoesNotCount() {
        // The rows' widths are data, but the list scrolls vertically: their widths never make it scroll.
        _ = expectWarning("""
            scene: S
            viewports: [{name: phone, width: 390, height: 844}]
            root:
              1️⃣scroll: list
              children:
                - {item: row, height: 40, width: {data: rowWidth, preview: 300}}
            """, .neverScrolls)
    }

    @Test func anEmptyRailOfDataIsARealState() {
        let rail = """
            scene: S
            viewports: [{name: phone, width: 390, height: 844}]
            root:
              scroll: rail
              axis: horizontal
              height: 44
              behavior: 1️⃣viewAligned
              children:
                - repeat: %@
                  item: "chip-{i}"
                  width: 80
            """
        expectSilent(rail.replacingOccurrences("%@", "{data: chips, preview: 0}"), .viewAlignedWithoutTargets)
        // The same rail with no chips written: SwiftUI's forgotten targets.
        _ = expectWarning(rail.replacingOccurrences("    - repeat: %@\n      item: \"chip-{i}\"\n      width: 80", " []").replacingOccurrences("  children:\n []", "  children: []"), .viewAlignedWithoutTargets)
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        var result = ""
        var rest = Substring(self)
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
