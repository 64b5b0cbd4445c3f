/// The packed text form of a table: an alternative to table literals for generated code.
///
/// Why: the Swift compiler is slow on large literals of structs. Measured with Swift 6.3 on Linux
/// for 3 000 anchors × 3 targets × 2 chain links: one nested literal took 100 s just to
/// type-check; one `append` statement per anchor compiled in 31 s / 1.1 GB at `-Onone` and not
/// within 9 minutes at `-O`; the same data as a packed string literal compiles in 0.1 s. The SPEC's
/// large scene (19 000 cards, two viewports) is out of reach for literals, not for a string. So
/// generated code can embed `SnaplineTable.packed()`'s text in a `"""` literal and build the table
/// once with `SnaplineTable(packed:)`.
///
/// Format (version 2), UTF-8 text:
///
///     snapline-packed 2          ← header line
///     <n>                        ← number of strings, then n lines, one string each
///     <string 0>
///     …
///     <numbers>                  ← tokens separated by spaces or newlines, to the end
///
/// Strings are every id, name and label of the table, each once: first those `packed(leadingStrings:)`
/// is given, in that order, then the others in first-use order. In a string line the bytes `%`,
/// `"`, `\`, DEL and those below U+0020 are written `%XX` (two uppercase hex digits), so the text can
/// sit in a Swift `"""` literal unescaped; an empty line is the empty string. Every other token is a
/// number: an integer (a string's index; a count; an enum code; a kind's index) or a finite decimal
/// (an offset: `-12`, `0.5`, `1e-05`). The numbers follow the table's structure:
///
///     table     = scene:str kindCount kind* viewportCount viewport*
///     kind      = name:str x y extraX extraY
///     viewport  = name:str width height direction(0 leftToRight, 1 rightToLeft) containerCount container*
///     container = id:str parent:(str | -1) axis(0 vertical, 1 horizontal) maxOffset initialOffset
///                 behavior(0 none, 1 paging, 2 viewAligned) snapAlign(0 start, 1 center, 2 end)
///                 limit(0 never, 1 alwaysByOne, 2 alwaysByFew followed by its count)
///                 stopCount stop* anchorCount anchor*
///     anchor    = id:str targetCount target*
///     target    = kind linkCount link*
///     link      = container:str offset          ← raw equal to offset
///               | container:str offset/raw      ← one token, no space around `/`
///
/// A kind is what a target is for (its unit point's name or label, the point and the extra offset):
/// the table's targets share a few, so each is written once and targets give its index. Integral
/// numbers are written as integers (`16`, not `16.0`).
///
/// Version 1 (still read) has no kinds: a target is `anchor:str x y extraX extraY linkCount link*`
/// and a link always `container:str offset raw`.
///
/// `packed()` writes one line per viewport, container, kind and anchor, for readable diffs.
extension SnaplineTable {
    /// The first line of packed text of format `version`.
    static func packedHeader(version: Int) -> String { "snapline-packed \(version)" }

    /// The table in the packed text form (see above). Decoding it with `init(packed:)` gives back
    /// an equal table, provided every number in it is finite (a compiled table's are).
    /// `leadingStrings` (distinct) come first in the strings, in their order, so that a generated
    /// scene can find an anchor's id by its position (`CompactTable.offset(ofString:anchor:inViewport:)`).
    public func packed(leadingStrings: [String] = []) -> String {
        var strings = PackedStrings()
        for string in leadingStrings { _ = strings.index(string) }
        var kinds = PackedKinds()
        var body = ""
        var kindLines = ""
        var viewportLines = ""
        let scene = strings.index(scene)
        for viewport in viewports {
            viewportLines += "\(strings.index(viewport.name)) \(packedNumber(viewport.width)) \(packedNumber(viewport.height)) \(viewport.isRightToLeft ? 1 : 0) \(viewport.containers.count)\n"
            for container in viewport.containers {
                viewportLines += "\(strings.index(container.id)) \(container.parent.map { strings.index($0) } ?? -1)"
                viewportLines += " \(container.axis.packedCode) \(packedNumber(container.maxOffset)) \(packedNumber(container.initialOffset))"
                viewportLines += " \(container.behavior.packedCode) \(container.snapAlign.packedCode)"
                switch container.limit {
                case .never: viewportLines += " 0"
                case .alwaysByOne: viewportLines += " 1"
                case .alwaysByFew(let count): viewportLines += " 2 \(count)"
                }
                viewportLines += " \(container.stops.count)"
                for stop in container.stops { viewportLines += " \(packedNumber(stop))" }
                viewportLines += " \(container.anchors.count)\n"
                for anchor in container.anchors {
                    viewportLines += "\(strings.index(anchor.id)) \(anchor.targets.count)"
                    for target in anchor.targets {
                        let kind = kinds.index(target, strings: &strings, lines: &kindLines)
                        viewportLines += " \(kind) \(target.chain.count)"
                        for link in target.chain {
                            viewportLines += " \(strings.index(link.container)) \(packedNumber(link.offset))"
                            if link.raw != link.offset { viewportLines += "/\(packedNumber(link.raw))" }
                        }
                    }
                    viewportLines += "\n"
                }
            }
        }
        body += "\(scene) \(kinds.count)\n" + kindLines + "\(viewports.count)\n" + viewportLines
        var text = Self.packedHeader(version: 2) + "\n\(strings.list.count)\n"
        for string in strings.list { text += escapedLine(string) + "\n" }
        return text + body
    }
}

/// Distinct target kinds (name, unit point, extra offset) in first-use order, compared bit for bit.
private struct PackedKinds {
    struct Key: Hashable {
        var name: String
        var bits: [UInt64]
    }

    var indices: [Key: Int] = [:]
    var count: Int { indices.count }

    /// The index of `target`'s kind; a new kind's line is appended to `lines`.
    mutating func index(_ target: TableTarget, strings: inout PackedStrings, lines: inout String) -> Int {
        let key = Key(name: target.anchor, bits: [target.x, target.y, target.extraX, target.extraY].map(\.bitPattern))
        if let index = indices[key] { return index }
        indices[key] = count
        lines += "\(strings.index(target.anchor)) \(packedNumber(target.x)) \(packedNumber(target.y)) \(packedNumber(target.extraX)) \(packedNumber(target.extraY))\n"
        return count - 1
    }
}

/// Distinct strings in first-use order.
private struct PackedStrings {
    var list: [String] = []
    var indices: [String: Int] = [:]

    mutating func index(_ string: String) -> Int {
        if let index = indices[string] { return index }
        indices[string] = list.count
        list.append(string)
        return list.count - 1
    }
}

/// Integral values below 2^53 as integers (`16`, not `16.0`; `-0` as `0`), others in Swift's
/// shortest round-trip form. (No `rounded()`: it calls libm's `round`, which a Foundation-free
/// Linux executable does not link by default.)
private func packedNumber(_ value: Double) -> String {
    if abs(value) < 9_007_199_254_740_992, Double(Int64(value)) == value { return String(Int64(value)) }
    return value.description
}

func escapedLine(_ string: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(string.utf8.count)
    for byte in string.utf8 {
        if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
        } else {
            bytes.append(byte)
        }
    }
    return String(decoding: bytes, as: UTF8.self)
}

extension TableContainer.Axis {
    var packedCode: Int { self == .vertical ? 0 : 1 }
}

extension TableContainer.Behavior {
    var packedCode: Int {
        switch self {
        case .none: 0
        case .paging: 1
        case .viewAligned: 2
        }
    }
}

extension TableContainer.SnapAlign {
    var packedCode: Int {
        switch self {
        case .start: 0
        case .center: 1
        case .end: 2
        }
    }
}
