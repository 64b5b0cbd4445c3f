#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Prints each result beside the number worked out by hand (in `store.scene.yaml`), and
/// remembers mismatches so the demo can exit with status 1.
public struct Checks {
    public private(set) var count = 0
    public private(set) var failures = 0

    public init() {}

    public mutating func expect<T: Equatable>(_ label: String, _ actual: T, _ expected: T) {
        count += 1
        let ok = actual == expected
        if !ok { failures += 1 }
        print("\(ok ? "ok  " : "FAIL") \(label): \(Self.describe(actual))\(ok ? "" : " (expected \(Self.describe(expected)))")")
    }

    public mutating func expect(_ label: String, _ actual: Double?, _ expected: Double) {
        expect(label, actual, Optional(expected))
    }

    /// Prints the summary and exits: 0 when every check passed, else 1.
    public func finish() -> Never {
        if failures == 0 {
            print("all \(count) checks passed")
            exit(0)
        }
        print("\(failures) of \(count) checks failed")
        exit(1)
    }

    /// Numbers as the table prints them (whole numbers without `.0`), anything else as Swift does.
    static func describe(_ value: Any) -> String {
        switch value {
        case let number as Double: format(number)
        case let numbers as [Double]: "[" + numbers.map(format).joined(separator: ", ") + "]"
        case let optional as Double?: optional.map(format) ?? "nil"
        default: "\(value)"
        }
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
