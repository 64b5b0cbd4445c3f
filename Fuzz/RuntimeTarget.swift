import SnaplineRuntime

/// libFuzzer entry point for the runtime: the input is decoded as a packed table (nested, and flat
/// with lookups at every index) and as a compact scene (laid out at two sizes), and read as numbers (8 bytes each, any bit pattern: NaN,
/// infinities, huge values) for the target selector.
/// Errors are fine; a trap is not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRuntime(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let numbers = stride(from: 0, to: bytes.count - bytes.count % 8, by: 8).map { start in
        Double(bitPattern: bytes[start ..< start + 8].reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
    }
    let probes = numbers + [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0, -0.0, .leastNonzeroMagnitude]

    let text = String(decoding: bytes, as: UTF8.self)
    // The flat form a generated scene looks up in: every index, in range or not.
    if let compact = try? CompactTable(packed: text) {
        let names = (0 ..< min(compact.stringCount, 8)).compactMap(compact.string(at:))
        for viewport in -1 ... compact.viewportCount {
            for string in -1 ... min(compact.stringCount, 64) {
                for name in names { _ = compact.offset(ofString: string, anchor: name, inViewport: viewport) }
            }
            for container in -1 ... 8 { _ = compact.container(container, inViewport: viewport, withAnchors: container % 2 == 0) }
        }
        _ = compact.strings(-3 ..< compact.stringCount + 3)
    }
    if let table = try? SnaplineTable(packed: text) {
        // Round trip: what decodes packs back to the same table.
        if let again = try? SnaplineTable(packed: table.packed()), again != table {
            fatalError("packed round trip changed the table")
        }
        for viewport in table.viewports {
            for container in viewport.containers {
                select(ScrollTargetSelector(container), probes)
                _ = container.settle(original: probes[0], proposed: probes[probes.count / 2], velocity: probes[probes.count - 1])
                for anchor in container.anchors {
                    _ = table.offset(of: anchor.id, anchor: anchor.targets.first?.anchor ?? "", in: viewport.name)
                }
            }
        }
    }

    // The compact scene a generated file carries, laid out at run time for sizes from the
    // input: the reader refuses what breaks the layout's invariants, the layout throws.
    let layouts = SceneLayouts(packed: text, capacity: 2)
    for (width, height) in [(390.0, 844.0), (numbers.first ?? 0, numbers.last ?? 0)] {
        _ = try? layouts.layout(for: ViewportDescription(width: width, height: height, layoutDirection: bytes.count % 2 == 0 ? .leftToRight : .rightToLeft)).json
    }

    // The selector on stops and offsets straight from the input.
    let rules: [ScrollTargetSelector.Rule] = [.free, .nearest, .paging, .limited(1), .limited(Int(truncatingIfNeeded: bytes.first ?? 0) - 64), .limited(.max), .limited(.min)]
    let rule = rules[Int(bytes.last ?? 0) % rules.count]
    select(ScrollTargetSelector(stops: Array(numbers.dropFirst()), maxOffset: numbers.first ?? 0, rule: rule), probes)
    return 0
}

/// Every combination of a few probes as original, proposed and velocity.
private func select(_ selector: ScrollTargetSelector, _ probes: [Double]) {
    let few = Array(probes.suffix(12))
    for original in few {
        for proposed in few {
            for velocity in [0, 1, -1, Double.nan, few[0]] {
                _ = selector.target(original: original, proposed: proposed, velocity: velocity)
            }
        }
    }
}
