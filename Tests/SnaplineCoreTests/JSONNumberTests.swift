import Testing
@testable import SnaplineCore
@testable import SnaplineLayout

/// SPEC section 5: plain decimal, shortest round-trip digits, no exponent, integers without `.0`,
/// `-0` as `0`.
@Suite struct JSONNumberTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (1, "1"), (-1, "-1"), (16, "16"), (1556, "1556"), (390, "390"),
        (0.5, "0.5"), (-0.25, "-0.25"), (0.1, "0.1"), (113.33333333333333, "113.33333333333333"),
        (1969.3333333333335, "1969.3333333333335"), (1687.9999999999998, "1687.9999999999998"),
        (1e-5, "0.00001"), (1.5e-7, "0.00000015"), (-2.5e-10, "-0.00000000025"),
        (1e15, "1000000000000000"), (1e16, "10000000000000000"), (1.2345e20, "123450000000000000000"),
        // 2^53 + 1 has no Double: converted, it rounds to 2^53 (a literal would warn at compile time).
        (Double(9_007_199_254_740_993 as Int64), "9007199254740992"), (123456.789, "123456.789"),
    ])
    func formats(_ value: Double, _ expected: String) {
        #expect(JSONNumber.format(value) == expected)
    }

    @Test func roundTrips() {
        // Every printed value parses back to the same Double.
        var x = 0.1
        for _ in 0 ..< 200 {
            let text = JSONNumber.format(x)
            #expect(Double(text) == x, "\(text)")
            #expect(!text.contains("e") && !text.contains("E"))
            x = x * 7.3 + 0.017
            if x > 1e25 { x /= 1e30 }
        }
    }
}
