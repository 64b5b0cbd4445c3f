internal import SnaplineLayout

/// The packed text form of a table: an alternative to table literals for generated code.
///
/// Why: the Swift compiler is slow on large literals of structs. Measured with Swift 6.3 on Linux
/// for 3 000 anchors × 3 targets × 2 chain links: one nested literal took 100 s just to
/// type-check; one `append` statement per anchor compiled in 31 s / 1.1 GB at `-Onone` and not
/// within 9 minutes at `-O`; the same data as a packed string literal compiles in 0.1 s. The
/// large scene (19 000 cards, two viewports) is out of reach for literals, not for a string. So
/// generated code can embed `SnaplineTable.packed()`'s text in a `"""` literal and build the table
/// once with `SnaplineTable(packed:)`.
///
/// Format (version 3), UTF-8 text:
///
///     snapline-packed 3          ← header line
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
///     anchor    = id:str frame targetCount target*
///     frame     = 0                             ← none
///               | 1 x y width height            ← in its container's content coordinates
///     target    = kind linkCount link*
///     link      = container:str offset          ← raw equal to offset
///               | container:str offset/raw      ← one token, no space around `/`
///
/// A kind is what a target is for (its unit point's name or label, the point and the extra offset):
/// the table's targets share a few, so each is written once and targets give its index. Integral
/// numbers are written as integers (`16`, not `16.0`).
///
/// Version 2 (still read) has no frames: an anchor is `id:str targetCount target*`.
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
        let writer = PackedTableWriter(scene: scene, leadingStrings: leadingStrings, scanning: viewports, viewportCount: viewports.count)
        var text = writer.header
        // Every string and kind was registered by the scan: `lines(of:)` cannot miss one.
        for viewport in viewports { text += writer.lines(of: viewport) ?? "" }
        return text
    }
}

/// Writes packed text (format 3, above) a viewport at a time, so a large table never has to be
/// held whole: the strings and kinds come first in the format, so they are registered up front,
/// from the viewports `scanning` names (a compiled scene's viewports all have the same
/// containers, anchors and kinds, so its first viewport and the other viewports' names are all).
public struct PackedTableWriter: Sendable {
    private var strings = PackedStrings()
    private var kinds = PackedKinds()
    /// The header line, the strings, the kinds and the viewport count: what precedes the viewports.
    public private(set) var header = ""

    /// Registers, in this order, `leadingStrings`, the scene's name and every string and kind of
    /// `scanning` in first-use order, then `laterStrings` (the names of viewports not scanned).
    public init(scene: String, leadingStrings: [String], scanning: [TableViewport], laterStrings: [String] = [], viewportCount: Int) {
        for string in leadingStrings { _ = strings.index(string) }
        let sceneIndex = strings.index(scene)
        var kindLines = ""
        for viewport in scanning {
            _ = strings.index(viewport.name)
            for container in viewport.containers {
                _ = strings.index(container.id)
                if let parent = container.parent { _ = strings.index(parent) }
                for anchor in container.anchors {
                    _ = strings.index(anchor.id)
                    for target in anchor.targets {
                        _ = kinds.index(target, strings: &strings, lines: &kindLines)
                        for link in target.chain { _ = strings.index(link.container) }
                    }
                }
            }
        }
        for string in laterStrings { _ = strings.index(string) }
        var text = SnaplineTable.packedHeader(version: 3) + "\n\(strings.list.count)\n"
        for string in strings.list { text += escapedLine(string) + "\n" }
        header = text + "\(sceneIndex) \(kinds.count)\n" + kindLines + "\(viewportCount)\n"
    }

    /// The lines of one viewport, or nil when it uses a string or a kind that was not registered.
    public func lines(of viewport: TableViewport) -> String? {
        func index(_ string: String) -> Int? { strings.indices[string] }
        guard let name = index(viewport.name) else { return nil }
        var lines = "\(name) \(packedNumber(viewport.width)) \(packedNumber(viewport.height)) \(viewport.isRightToLeft ? 1 : 0) \(viewport.containers.count)\n"
        for container in viewport.containers {
            guard let id = index(container.id) else { return nil }
            var parent = -1
            if let name = container.parent {
                guard let p = index(name) else { return nil }
                parent = p
            }
            lines += "\(id) \(parent)"
            lines += " \(container.axis.packedCode) \(packedNumber(container.maxOffset)) \(packedNumber(container.initialOffset))"
            lines += " \(container.behavior.packedCode) \(container.snapAlign.packedCode)"
            switch container.limit {
            case .never: lines += " 0"
            case .alwaysByOne: lines += " 1"
            case .alwaysByFew(let count): lines += " 2 \(count)"
            }
            lines += " \(container.stops.count)"
            for stop in container.stops { lines += " \(packedNumber(stop))" }
            lines += " \(container.anchors.count)\n"
            for anchor in container.anchors {
                guard let id = index(anchor.id) else { return nil }
                if let f = anchor.frame {
                    lines += "\(id) 1 \(packedNumber(f.x)) \(packedNumber(f.y)) \(packedNumber(f.width)) \(packedNumber(f.height)) \(anchor.targets.count)"
                } else {
                    lines += "\(id) 0 \(anchor.targets.count)"
                }
                for target in anchor.targets {
                    guard let kind = kinds.existingIndex(target) else { return nil }
                    lines += " \(kind) \(target.chain.count)"
                    for link in target.chain {
                        guard let container = index(link.container) else { return nil }
                        lines += " \(container) \(packedNumber(link.offset))"
                        if link.raw != link.offset { lines += "/\(packedNumber(link.raw))" }
                    }
                }
                lines += "\n"
            }
        }
        return lines
    }
}

/// Distinct target kinds (name, unit point, extra offset) in first-use order, compared bit for bit.
private struct PackedKinds: Sendable {
    struct Key: Hashable, Sendable {
        var name: String
        var bits: [UInt64]
    }

    var indices: [Key: Int] = [:]
    var count: Int { indices.count }

    static func key(_ target: TableTarget) -> Key {
        Key(name: target.anchor, bits: [target.x, target.y, target.extraX, target.extraY].map(\.bitPattern))
    }

    /// The index of `target`'s kind, when it has one already.
    func existingIndex(_ target: TableTarget) -> Int? { indices[Self.key(target)] }

    /// The index of `target`'s kind; a new kind's line is appended to `lines`.
    mutating func index(_ target: TableTarget, strings: inout PackedStrings, lines: inout String) -> Int {
        let key = Self.key(target)
        if let index = indices[key] { return index }
        indices[key] = count
        lines += "\(strings.index(target.anchor)) \(packedNumber(target.x)) \(packedNumber(target.y)) \(packedNumber(target.extraX)) \(packedNumber(target.extraY))\n"
        return count - 1
    }
}

/// Distinct strings in first-use order.
private struct PackedStrings: Sendable {
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
func packedNumber(_ value: Double) -> String {
    if abs(value) < 9_007_199_254_740_992, Double(Int64(value)) == value { return String(Int64(value)) }
    return value.description
}

func escapedLine(_ string: String) -> String {
    PercentEscapes.encode(string) { byte in
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }
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
