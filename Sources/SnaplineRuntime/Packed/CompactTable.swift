/// A table read from its packed text into flat arrays of numbers and string indices: what a
/// generated scene decodes on its first lookup.
///
/// Decoding allocates a handful of arrays per viewport and one string per distinct id, name or
/// label, nothing per anchor, target or link. Lookups by
/// anchor return the same `TargetOffset` values as the nested table; `table` builds the nested
/// `SnaplineTable` (which `SnaplineTable(packed:)` returns) when something asks for it.
public struct CompactTable: Sendable {
    /// The strings of the table, by index.
    struct Strings: Sendable {
        let list: [String]

        var count: Int { list.count }

        /// String `index` (checked when decoded: `0 <= index < count`).
        func string(_ index: Int32) -> String {
            list[Int(index)]
        }
    }

    /// What a target is for: the name of its unit point or label, the point and the extra offset.
    /// Targets of a table share a few kinds, so each is stored once.
    struct Kind: Sendable {
        var name: Int32
        var x: Double
        var y: Double
        var extraX: Double
        var extraY: Double

        func sameBits(as other: Kind) -> Bool {
            name == other.name && x.bitPattern == other.x.bitPattern && y.bitPattern == other.y.bitPattern
                && extraX.bitPattern == other.extraX.bitPattern && extraY.bitPattern == other.extraY.bitPattern
        }
    }

    struct Container: Sendable {
        var id: Int32
        /// A string index, or -1 for a root container.
        var parent: Int32
        var axis: TableContainer.Axis
        var maxOffset: Double
        var initialOffset: Double
        var behavior: TableContainer.Behavior
        var snapAlign: TableContainer.SnapAlign
        var limit: TableContainer.Limit
        /// Indices into the viewport's `stops` and anchors.
        var stops: Range<Int>
        var anchors: Range<Int>
    }

    /// One viewport: its containers, and its anchors, targets and links in parallel arrays, in
    /// document order (anchor `a`'s targets are `targetStarts[a] ..< targetStarts[a + 1]`, target
    /// `t`'s links `linkStarts[t] ..< linkStarts[t + 1]`).
    struct Viewport: Sendable {
        var name: Int32
        var width: Double
        var height: Double
        var rightToLeft: Bool
        var containers: [Container] = []
        var stops: [Double] = []
        var anchorIDs: [Int32] = []
        /// Anchor `a`'s frame is `anchorFrames[4a ..< 4a + 4]` (x, y, width, height); NaN where
        /// the text has none (versions before 3).
        var anchorFrames: [Double] = []
        var targetStarts: [Int32] = [0]
        var targetKinds: [Int32] = []
        var linkStarts: [Int32] = [0]
        var linkContainers: [Int32] = []
        var linkOffsets: [Double] = []
        var linkRaws: [Double] = []
        /// The anchor whose id is string `s` (the first, should an id repeat). A dictionary, not an
        /// array over every string: memory stays linear in the text whatever it holds.
        var anchorOfString: [Int32: Int32] = [:]

        init(name: Int32, width: Double, height: Double, rightToLeft: Bool) {
            self.name = name
            self.width = width
            self.height = height
            self.rightToLeft = rightToLeft
        }
    }

    let strings: Strings
    let scene: Int32
    let kinds: [Kind]
    let kindNames: [String]
    let viewports: [Viewport]

    init(strings: Strings, scene: Int32, kinds: [Kind], kindNames: [String], viewports: [Viewport]) {
        self.strings = strings
        self.scene = scene
        self.kinds = kinds
        self.kindNames = kindNames
        self.viewports = viewports
    }

    /// How many viewports the table has.
    public var viewportCount: Int { viewports.count }

    /// How many strings the table has (string indices range over `0 ..< stringCount`).
    public var stringCount: Int { strings.count }

    /// The table's strings at `indices` (clamped to the strings there are), in order: a generated
    /// scene's anchor names are its first strings.
    @inline(never)
    public func strings(_ indices: Range<Int>) -> [String] {
        Array(strings.list[indices.clamped(to: 0 ..< strings.count)])
    }

    /// String `index` of the table, or nil when it has no such string.
    public func string(at index: Int) -> String? {
        index >= 0 && index < strings.count ? strings.string(Int32(index)) : nil
    }

    /// The offsets that scroll the anchor whose id is string `idString` to its target named
    /// `anchor` in viewport `viewport` (an index into the table's viewports); nil when any of them
    /// is missing. The first target with that name wins, as in `TableAnchor.target(named:)`.
    public func offset(ofString idString: Int, anchor: String, inViewport viewport: Int) -> TargetOffset? {
        guard viewport >= 0, viewport < viewports.count, idString >= 0, idString < strings.count else { return nil }
        let v = viewports[viewport]
        guard let slot = v.anchorOfString[Int32(idString)].map(Int.init) else { return nil }
        for t in Int(v.targetStarts[slot]) ..< Int(v.targetStarts[slot + 1]) where kindNames[Int(v.targetKinds[t])] == anchor {
            let links = Int(v.linkStarts[t]) ..< Int(v.linkStarts[t + 1])
            return TargetOffset(chain: links.map { ChainLink(container: strings.string(v.linkContainers[$0]), offset: v.linkOffsets[$0], raw: v.linkRaws[$0]) })
        }
        return nil
    }

    /// Container `index` of viewport `viewport` (indices into the table's viewports and that
    /// viewport's containers), with its anchors when `withAnchors`, else with none (its offset range,
    /// behavior and stops are what target selection needs); nil when either index is out of range.
    public func container(_ index: Int, inViewport viewport: Int, withAnchors: Bool = true) -> TableContainer? {
        guard viewport >= 0, viewport < viewports.count, index >= 0, index < viewports[viewport].containers.count else { return nil }
        return container(viewports[viewport].containers[index], of: viewports[viewport], withAnchors: withAnchors, name: strings.string)
    }

    /// The nested table (`SnaplineTable`), built from the flat arrays.
    public var table: SnaplineTable {
        @inline(never) get {
            let name = strings.string
            return SnaplineTable(scene: name(scene), viewports: viewports.map { v in
                TableViewport(
                    name: name(v.name), width: v.width, height: v.height,
                    layoutDirection: v.rightToLeft ? .rightToLeft : .leftToRight,
                    containers: v.containers.map { container($0, of: v, withAnchors: true, name: name) })
            })
        }
    }

    private func container(_ c: Container, of v: Viewport, withAnchors: Bool, name: (Int32) -> String) -> TableContainer {
        TableContainer(
            id: name(c.id), parent: c.parent < 0 ? nil : name(c.parent), axis: c.axis,
            maxOffset: c.maxOffset, initialOffset: c.initialOffset, behavior: c.behavior, snapAlign: c.snapAlign,
            limit: c.limit, stops: Array(v.stops[c.stops]),
            anchors: withAnchors ? c.anchors.map { anchor($0, of: v, name: name) } : [])
    }

    private func anchor(_ a: Int, of v: Viewport, name: (Int32) -> String) -> TableAnchor {
        let f = v.anchorFrames[4 * a ..< 4 * a + 4]
        let frame = f.first.map { $0.isNaN } ?? true ? nil : Rect(x: f[4 * a], y: f[4 * a + 1], width: f[4 * a + 2], height: f[4 * a + 3])
        return TableAnchor(id: name(v.anchorIDs[a]), frame: frame, targets: (Int(v.targetStarts[a]) ..< Int(v.targetStarts[a + 1])).map { t in
            let kind = kinds[Int(v.targetKinds[t])]
            return TableTarget(
                anchor: kindNames[Int(v.targetKinds[t])], x: kind.x, y: kind.y, extraX: kind.extraX, extraY: kind.extraY,
                chain: (Int(v.linkStarts[t]) ..< Int(v.linkStarts[t + 1])).map {
                    ChainLink(container: name(v.linkContainers[$0]), offset: v.linkOffsets[$0], raw: v.linkRaws[$0])
                })
        })
    }
}
