import Foundation
import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// The content that stays put, checked against the rule written again here from the JSON tables
/// before and after each update (frames, content sizes, scroll padding and ranges as the table
/// writes them), on random updates at random offsets: a vertical chat anchored at its bottom,
/// short and long, and a right-to-left strip.
@Suite struct StaysPutRuleTests {
    struct Table: Decodable { var containers: [Container] }
    struct Container: Decodable {
        var id: String
        var axis: String
        var frame: Frame
        var contentSize: Size
        var scrollPadding: Padding
        var maxOffset: Double
        var anchors: [Anchor]
    }
    struct Anchor: Decodable { var id: String; var frame: Frame }
    struct Frame: Decodable { var x, y, width, height: Double }
    struct Size: Decodable { var width, height: Double }
    struct Padding: Decodable { var top, leading, bottom, trailing: Double }

    /// The rule, on one container of the tables before and after: `u` its initial anchor's
    /// coordinate as written, `rtl` for a right-to-left horizontal container, `after(id)` the id an
    /// anchor has after the update (nil: removed).
    static func expected(_ before: Container, _ after: Container, offset: Double, u: Double, rtl: Bool, after map: (String) -> String?) -> Double {
        let vertical = before.axis == "vertical"
        func line(_ c: Container) -> (v: Double, s0: Double, s1: Double, length: Double, m: Double, g: Double) {
            let v = vertical ? c.frame.height : c.frame.width
            let s0 = vertical ? c.scrollPadding.top : c.scrollPadding.leading
            let s1 = vertical ? c.scrollPadding.bottom : c.scrollPadding.trailing
            let length = vertical ? c.contentSize.height : c.contentSize.width
            return (v, s0, s1, length, c.maxOffset, length < v ? u * (v - length) : 0)
        }
        func span(_ f: Frame, _ length: Double) -> (Double, Double) {
            vertical ? (f.y, f.y + f.height) : rtl ? (length - f.x - f.width, length - f.x) : (f.x, f.x + f.width)
        }
        let l0 = line(before), l1 = line(after)
        let o = rtl ? l0.m - offset : offset
        func physical(_ x: Double) -> Double { rtl ? l1.m - x : x }
        if u == 1 && o >= l0.m - 0.5 { return physical(l1.m) }
        let p = o + l0.s0 + u * (l0.v - l0.s0 - l0.s1) - l0.g
        let kept = before.anchors.compactMap { a in map(a.id).map { (a, $0) } }
        let spans = kept.map { span($0.0.frame, l0.length) }
        let holds = spans.indices.filter { k in u == 1 ? spans[k].0 < p && p <= spans[k].1 : spans[k].0 <= p && p < spans[k].1 }
        guard let k = holds.first ?? spans.indices.first(where: { u == 1 ? spans[$0].0 >= p : spans[$0].0 > p }) ?? spans.indices.last,
              let now = after.anchors.first(where: { $0.id == kept[k].1 })
        else { return physical(min(max(o, 0), l1.m)) }
        let a1 = span(now.frame, l1.length).0
        let moved = o + (a1 - spans[k].0) + (l1.g - l0.g) + (l0.s0 - l1.s0) + u * ((l0.v - l0.s0 - l0.s1) - (l1.v - l1.s0 - l1.s1))
        return physical(min(max(moved, 0), l1.m))
    }

    static func table(_ live: LiveLayout) throws -> Container {
        try #require(try JSONDecoder().decode(Table.self, from: Data(live.current.json.utf8)).containers.first)
    }

    @Test(arguments: [
        (LiveLayoutTests.chat, 1.0, false, "msg-"),
        (LiveLayoutTests.strip, 0.0, true, "chip-"),
        (LiveLayoutTests.chat.replacing("preview: 3", with: "preview: 30"), 1.0, false, "msg-"),
    ])
    func randomUpdatesKeepWhatTheRuleKeeps(_ yaml: String, _ u: Double, _ rtl: Bool, _ prefix: String) throws {
        var live = try LiveLayoutTests.live(yaml)
        let list = ContentAddress(scope: 0, name: 0, indices: [])
        var random = SplitMix64(seed: 0xC0FFEE ^ UInt64(yaml.utf8.count))
        for _ in 0 ..< 60 {
            let before = try Self.table(live)
            let count = before.anchors.count
            let offset = random.next() % 4 == 0 ? before.maxOffset : Double(random.next() % 10_000) / 10_000 * before.maxOffset
            let at = Int(random.next() % UInt64(count + 1))
            let k = Int(random.next() % 3)
            let update: ContentUpdate
            let map: (Int) -> Int?
            switch random.next() % 3 {
            case 0 where count > 0:
                let i = Int(random.next() % UInt64(count))
                update = .measure(ContentAddress(scope: 1, name: 0, indices: [i]), random.next() % 5 == 0 ? nil : Double(20 + random.next() % 200))
                map = { $0 }
            case 1:
                update = .insert(Array(repeating: SceneContent.Instance(values: [.length(nil)]), count: k), at: at, in: list)
                map = { $0 >= at ? $0 + k : $0 }
            default:
                let n = min(k, count - min(at, count))
                update = .remove(n, at: min(at, count), in: list)
                map = { $0 < min(at, count) ? $0 : $0 < min(at, count) + n ? nil : $0 - n }
            }
            let kept = try live.update(update, keeping: before.id, at: offset)
            let after = try Self.table(live)
            let expected = Self.expected(before, after, offset: offset, u: u, rtl: rtl) { id in
                Int(id.dropFirst(prefix.count)).flatMap(map).map { "\(prefix)\($0)" }
            }
            #expect(kept == expected, "\(update) at \(offset)")
        }
    }
}
