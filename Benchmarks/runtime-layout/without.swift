// The same program without `layout(for:)`: the compiled lookups only. The engine's size is the
// difference between this executable and `layout.swift`'s.
import SnaplineRuntime

var sum = 0.0
for anchor in Bench1000.Anchor.allCases {
    for point in Bench1000.AnchorPoint.allCases { sum += Bench1000.offset(of: anchor, anchor: point, in: .phone)?.offset ?? 0 }
}
print("checksum \(sum)")
