import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// The JSON reader's numbers, read exactly whatever their length, and the one-pass locations of
/// byte offsets, against `SourceLines`.
@Suite struct JSONCursorNumberTests {
    static func number(_ text: String) throws -> Double {
        try Array(text.utf8).withUnsafeBufferPointer { b throws(JSONCursor.SyntaxError) in
            var cursor = JSONCursor(b)
            let value = try cursor.number()
            try cursor.end()
            return value
        }
    }

    @Test func aMillionDigitsTakenBackByTheExponentReadAsTheirValue() throws {
        let zeros = String(repeating: "0", count: 1_000_500)
        #expect(try Self.number("2" + zeros + "e-1000498") == 200)
        #expect(try Self.number("-0." + zeros + "15e1000503") == -150)
        #expect(try Self.number("1" + zeros) == .infinity)
        #expect(try Self.number("0." + zeros + "1") == 0)
        #expect(try Self.number("1e99999999999999999999") == .infinity)
        #expect(try Self.number("1e-99999999999999999999") == 0)
    }

    @Test func aFramesFileReadsALongNumberAsTheNumberItWrites() {
        // 39 and a million zeros, times 10^-1000499: the viewport's width, 390, not infinity.
        let width = "39" + String(repeating: "0", count: 1_000_500) + "e-1000499"
        let text = #"{"format": "snapline-frames", "version": 1, "scene": "Menu", "viewport": {"name": "phone", "width": "# + width +
            #", "height": 844}, "frames": []}"#
        let found = Verifier.verify(scene: FramesFileTests.scene, frames: [("phone.json", Array(text.utf8))])
        #expect(found.frames[0].all.isEmpty)
        #expect(found.scene.all.isEmpty)
    }

    @Test func digitsPastThoseKeptStillDecideTheRounding() throws {
        // 2^53 + 1 is halfway between two doubles: it rounds to even, 2^53, unless a digit far
        // past the kept ones says it is above the halfway point.
        let halfway = "9007199254740993"
        #expect(try Self.number(halfway) == 9_007_199_254_740_992)
        let above = halfway + "." + String(repeating: "0", count: 2000) + "1"
        #expect(try Self.number(above) == 9_007_199_254_740_994)
        #expect(try Self.number(halfway + String(repeating: "0", count: 1000) + "1e-1001") == 9_007_199_254_740_994)
        #expect(try Self.number(halfway + "." + String(repeating: "0", count: 2000)) == 9_007_199_254_740_992)
    }

    @Test func numbersOfEveryLengthAgreeWithTheStandardLibrary() throws {
        var random = SplitMix64(seed: 0x5EED_C0DE)
        for _ in 0 ..< 3000 {
            let digits = Int(random.next() % 40) + 1
            var text = random.next() % 2 == 0 ? "-" : ""
            text += String(Int(random.next() % 9) + 1)
            for _ in 1 ..< digits { text += String(random.next() % 10) }
            if random.next() % 2 == 0 {
                let point = Int(random.next() % UInt64(text.count))
                if point > (text.first == "-" ? 1 : 0) { text.insert(".", at: text.index(text.startIndex, offsetBy: point)) }
            }
            if random.next() % 2 == 0 { text += "e" + String(Int(random.next() % 700) - 350) }
            #expect(try Self.number(text) == Double(text), "\(text)")
        }
    }

    @Test func locationsOfOffsetsAreThoseOfSourceLines() {
        var random = SplitMix64(seed: 42)
        let pieces: [[UInt8]] = [[0x0A], [0x0D], [0x0D, 0x0A], [0xC2, 0x85], [0xE2, 0x80, 0xA8], [0xE2, 0x80, 0xA9], Array("é".utf8),
                                 Array("😀".utf8), [0x80], [0xFF], Array("ab".utf8), [0x20]]
        for round in 0 ..< 300 {
            var bytes: [UInt8] = round % 3 == 0 ? [0xEF, 0xBB, 0xBF] : []
            for _ in 0 ..< Int(random.next() % 40) { bytes += pieces[Int(random.next() % UInt64(pieces.count))] }
            let offsets = (0 ..< 12).map { _ in Int(random.next() % UInt64(bytes.count + 2)) - 1 }
            let lines = SourceLines(bytes)
            let found = bytes.withUnsafeBufferPointer { ByteLocations.locations(of: offsets, in: $0) }
            #expect(found == offsets.map { lines.location(ofByte: $0) }, "\(bytes) \(offsets)")
        }
    }
}
