import Testing
@testable import SnaplineLSP

@Suite struct JSONTests {
    @Test func parsesMessagesAndWritesThemBack() throws {
        let text = #"{"jsonrpc":"2.0","id":7,"method":"x","params":{"a":[true,false,null,-1.5,2e3,"q\"\\\/\n\u00e9\ud83d\ude00"]}}"#
        let value = try #require(JSONParser.parse(text))
        #expect(value["id"].integer == 7)
        let list = try #require(value["params"]["a"].array)
        #expect(list[0] == .bool(true) && list[1] == .bool(false) && list[2] == .null)
        #expect(list[3].number == -1.5 && list[4].number == 2000)
        #expect(list[5].string == "q\"\\/\né😀")
        // Written back: same value, keys in the same order.
        #expect(JSONParser.parse(value.bytes) == value)
        #expect(String(decoding: JSONValue.object(["b": 1, "a": "x\u{1}"]).bytes, as: UTF8.self) == #"{"b":1,"a":"x\u0001"}"#)
    }

    @Test func rejectsWhatIsNotJSON() {
        for text in ["", "{", "[1,]", "{\"a\" 1}", "01", "1.", "tru", "\"\u{1}\"", "{} x", "\"\\x\"", "nan"] {
            #expect(JSONParser.parse(text) == nil, "\(text)")
        }
    }

    @Test func deepNestingIsRefusedNotAStackOverflow() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(JSONParser.parse(deep) == nil)
        let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect(JSONParser.parse(fine) != nil)
    }

    @Test func classifiesMessages() {
        func classify(_ text: String) -> IncomingMessage? { JSONParser.parse(text).map(IncomingMessage.init) }
        #expect(classify(#"{"jsonrpc":"2.0","id":"a","method":"m"}"#) == .request(id: "a", method: "m", params: .null))
        #expect(classify(#"{"jsonrpc":"2.0","method":"n","params":[1]}"#) == .notification(method: "n", params: [1]))
        #expect(classify(#"{"jsonrpc":"2.0","id":3,"result":null,"error":{"code":1}}"#) == .response)
        #expect(classify(#"[1]"#) == .invalid(id: .null))
        #expect(classify(#"{"id":{"x":1},"method":"m"}"#) == .invalid(id: .null))
    }
}
