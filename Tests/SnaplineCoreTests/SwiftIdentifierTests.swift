import SnaplineTestSupport
import Testing
@testable import SnaplineCore

/// The byte-at-a-time spelling of ASCII names (what every id of a large scene goes through)
/// against the spelling through `Character`s, which any text takes.
@Suite struct SwiftIdentifierTests {
    @Test func asciiSpellingEqualsTheCharacterSpelling() {
        let alphabet = Array("aAbBzZuURLL09_-. /é".utf8)
        var random = SplitMix64(seed: 7)
        var names = ["", "-", "URLBar", "URL", "Header", "card-1-11", "card-11-1", "007", "a..b", "_x", "X_Y-z", "ABc-DEF-9-9", "\r\n"]
        for _ in 0 ..< 5000 {
            let length = Int(random.next() % 13)
            names.append(String(decoding: (0 ..< length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }, as: UTF8.self))
        }
        for name in names where name.utf8.allSatisfy({ $0 < 0x80 }) {
            var copy = name
            let bytes = copy.withUTF8 { SwiftIdentifier.primaryOfASCII($0) }
            #expect(bytes == SwiftIdentifier.primaryOfCharacters(name), "\(name)")
        }
        // By hand: the rules of `primary` on the README's examples.
        #expect(["category-3", "phone-landscape", "card-3-5", "URLBar", "Header"].map(SwiftIdentifier.primary) == ["category3", "phoneLandscape", "card3_5", "urlBar", "header"])
    }
}
