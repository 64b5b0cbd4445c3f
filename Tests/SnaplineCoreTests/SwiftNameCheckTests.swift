import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// `SwiftNames.check` (what `check` asks of the generated Swift: ids hashed, not spelled as
/// strings) against `SwiftNames.init` (the names the emitter writes): the same answer and the
/// same diagnostics, in the same order.
@Suite struct SwiftNameCheckTests {
    /// Names that collide in Swift in every way there is: separators, case, digits after digits,
    /// a leading digit, keywords, the members the generated enums declare, `_`, non-ASCII.
    static let pool = [
        "a-b", "a.b", "aB", "a_b", "A-b", "next", "next_", "_", "__", "007", "_007", "class", "Class",
        "card-1-11", "card-11-1", "card1_11", "rawValue", "rawValue_", "x", "URLBar", "urlBar", "Swift", "swift",
    ]
    /// Anchor labels may be any text.
    static let labels = pool + ["x-é", "é-x", "é"]

    @Test func spellingBytesAreTheIdentifierWithoutBackticks() {
        var random = SplitMix64(seed: 41)
        let alphabet = Array("aAbBzZ09_-. é".utf8)
        var names = Self.labels + [""]
        for _ in 0 ..< 3000 {
            let length = Int(random.next() % 9)
            names.append(String(decoding: (0 ..< length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }, as: UTF8.self))
        }
        var bytes: [UInt8] = []
        for name in names {
            SwiftIdentifier.usablePrimaryBytes(name, avoiding: SwiftNames.sceneCaseMemberBytes, into: &bytes)
            let identifier = SwiftIdentifier.usable(SwiftIdentifier.primary(name), avoiding: SwiftNames.sceneCaseMembers)
            let bare = identifier.hasPrefix("`") ? String(identifier.dropFirst().dropLast()) : identifier
            #expect(String(decoding: bytes, as: UTF8.self) == bare, "\(name)")
            #expect(!bytes.contains(UInt8(ascii: "`")))
        }
    }

    /// Random scenes of names from `pool`: containers nested in containers, anchor lists, two
    /// viewports whose names may collide, a scene name that may hide a type.
    @Test func checkReportsWhatTheNamesReport() throws {
        var random = SplitMix64(seed: 7)
        func pick<T>(_ from: [T]) -> T { from[Int(random.next() % UInt64(from.count))] }
        var compared = 0
        var failing = 0
        for round in 0 ..< 400 {
            var ids = Self.pool
            for k in ids.indices.reversed() { ids.swapAt(k, Int(random.next() % UInt64(k + 1))) }
            let count = 1 + Int(random.next() % 6)
            var children = ""
            for (k, id) in ids.prefix(count).enumerated() {
                if k % 3 == 2 {
                    children += "        - scroll: \"\(id)\"\n          axis: horizontal\n          height: 40\n          children: [{item: \"in-\(round)-\(k)\", width: 500}]\n"
                } else {
                    let anchors = random.next() % 3 == 0 ? ", anchors: [{anchor: top, name: \"\(pick(Self.labels))\"}, {anchor: center, name: \"\(pick(Self.labels))\"}]" : ""
                    children += "        - {item: \"\(id)\", height: 10\(anchors)}\n"
                }
            }
            let viewports = random.next() % 4 == 0 ? ["phone-x", "phone.x"] : ["phone", "pad"]
            let name = random.next() % 20 == 0 ? "Anchor" : "Test"
            let yaml = """
                scene: \(name)
                viewports: [{name: \(viewports[0]), width: 390, height: 844}, {name: \(viewports[1]), width: 800, height: 1000}]
                root:
                  scroll: \(random.next() % 5 == 0 ? pick(Self.pool) : "list")
                  children:
                    - scroll: inner
                      children:

                """ + children
            var decoding = Diagnostics()
            guard let scene = Compiler().decode(Array(yaml.utf8), diagnostics: &decoding) else { continue }
            var byCheck = Diagnostics()
            var byNames = Diagnostics()
            let checked = SwiftNames.check(scene, diagnostics: &byCheck)
            let named = SwiftNames(scene, diagnostics: &byNames) != nil
            #expect(checked == named, "\(yaml)")
            #expect(byCheck.all == byNames.all, "\(yaml)")
            compared += 1
            if !named { failing += 1 }
        }
        // Both kinds of scene were met.
        #expect(compared > 200 && failing > 50 && compared - failing > 50, "\(compared) compared, \(failing) failing")
    }

    @Test func aSceneWithDataIsCheckedAsItsNamesAre() throws {
        for second in ["row{i}x", "other-{i}", "header"] {
            let yaml = sceneHeader + """
                root:
                  scroll: list
                  children:
                    - {item: header-0, height: 10}
                    - repeat: {data: rows, preview: 1}
                      item: "row-{i}"
                      height: 10
                    - repeat: {data: others, preview: 1}
                      item: "\(second)"
                      height: 10
                """
            var decoding = Diagnostics()
            let scene = try #require(Compiler().decode(Array(yaml.utf8), diagnostics: &decoding))
            var byCheck = Diagnostics()
            var byNames = Diagnostics()
            #expect(SwiftNames.check(scene, diagnostics: &byCheck) == (SwiftNames(scene, diagnostics: &byNames) != nil))
            #expect(byCheck.all == byNames.all, "\(second)")
        }
    }

    @Test func equalHashesAreFoundAndOthersKept() {
        var spellings = DistinctSpellings(expected: 3)
        let inserted = [Array("a".utf8), Array("b".utf8), Array("a".utf8), []].map { spellings.insert($0) }
        #expect(inserted == [true, true, false, true])
    }
}
