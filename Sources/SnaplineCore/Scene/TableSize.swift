/// The bound on the table's size, checked on the expanded nodes before any layout.
///
/// The node limit bounds nodes times viewports, but the table grows with anchors times their
/// anchor points times their chain of enclosing containers times viewports: a few kilobytes of
/// scene (deep nesting, many anchor points, many viewports) could ask for billions of offsets.
/// The table's shape does not depend on the viewport (`when` cannot change ids, anchors or
/// containers), so its size is known exactly from the nodes alone.
extension DecoderState {
    /// Offsets the whole table (every viewport) may hold per allowed node: the node limit's node
    /// layouts (`layoutsPerNode`) times the default three anchor points, so every scene within
    /// the node limit with the default anchors and no nested containers fits.
    static let offsetsPerNode = 24

    /// Checks that the table of `nodes` in `viewports` viewports holds at most `offsetsPerNode`
    /// times the node limit offsets, from `count` (every node counted as it was expanded,
    /// `ExpansionRecords.add`); reports the node where the running count in document order
    /// passes the limit, with the numbers.
    mutating func checkTableSize(_ count: TableCount, nodes: [SceneNode], viewports: Int) -> Bool {
        guard let first = count.first else { return true }
        let total = count.total
        let totalText = total == Int.max ? "more than \(Int.max)" : "\(total)"
        if count.limit < count.nodeLimit {
            let plural = viewports == 1 ? "" : "s"
            let why = tableSizeLimit.sourceBytes.map { "for a scene file of \($0) bytes (\(TableSizeLimit.perByte) per byte, and at least \(TableSizeLimit.floor))" } ?? "(--max-table-size)"
            error("the table would hold \(totalText) offsets (\(count.anchors) anchors with \(count.points) anchor points, times their chain of up to \(count.deepestChain) scroll container\(count.deepestChain == 1 ? "" : "s"), times \(viewports) viewport\(plural)); expected at most \(count.limit) \(why), so that a small file cannot make gigabytes of output (--max-table-size raises it); the count passes the limit at this node", at: nodes[first].location, .tableTooLarge)
            return false
        }
        error("the table would hold \(totalText) offsets (\(count.anchors) anchors times their anchor points times their chain of scroll containers, in \(viewports) viewport\(viewports == 1 ? "" : "s")); expected at most \(count.limit), \(Self.offsetsPerNode) times the node limit (--max-nodes raises it); the count passes the limit at this node", at: nodes[first].location, .tableTooLarge)
        return false
    }

    /// An empty count for the table of this scene.
    func tableCount(viewports: Int, defaultAnchors: [AnchorSpec]?) -> TableCount {
        TableCount(nodeLimit: saturatingMultiply(maximumNodes, Self.offsetsPerNode), sizeLimit: tableSizeLimit.offsets,
                   viewports: viewports, defaultPoints: (defaultAnchors ?? AnchorSpec.defaultList).count)
    }
}

/// The bound on the table's size for the size of its scene file: the output grows with anchors
/// times anchor points times chain depth times viewports, so a file of a hundred kilobytes just
/// under the node-based bound compiled to a gigabyte of JSON. By default a table may hold the
/// larger of `floor` offsets and `perByte` offsets per byte of the file; `--max-table-size`
/// gives the bound instead.
public struct TableSizeLimit: Sendable, Equatable {
    /// The most offsets the table may hold, in every viewport together.
    public var offsets: Int
    /// The scene file's size the bound was computed from; nil when it was given.
    public var sourceBytes: Int?

    /// Offsets every scene may have (about 90 MB of JSON), whatever the size of its file: a
    /// `repeat` of a few lines makes a large table on purpose.
    public static let floor = 2_000_000
    /// Offsets per byte of the file past `floor` (about 700 bytes of JSON per byte of scene; a
    /// scene written out node by node makes less than one offset per byte).
    public static let perByte = 16

    /// The bound for a scene file of `sourceBytes` bytes.
    public static func `default`(sourceBytes: Int) -> TableSizeLimit {
        TableSizeLimit(offsets: max(floor, saturatingMultiply(max(0, sourceBytes), perByte)), sourceBytes: sourceBytes)
    }

    /// The bound `--max-table-size` gives.
    public static func given(_ offsets: Int) -> TableSizeLimit { TableSizeLimit(offsets: offsets, sourceBytes: nil) }

    /// No bound but the node-based one (a scene decoded without its file's size).
    public static let unbounded = TableSizeLimit(offsets: .max, sourceBytes: nil)
}

/// The running count of the table's offsets, node by node in document order.
struct TableCount {
    /// The smaller of the node-based bound and the table size bound.
    let limit: Int
    /// The node-based bound (`offsetsPerNode` times the node limit).
    let nodeLimit: Int
    let viewports: Int
    let defaultPoints: Int
    private(set) var total = 0
    /// Nodes counted (anchors: nodes with an id inside a scroll container).
    private(set) var anchors = 0
    /// Their anchor points, and the longest chain of scroll containers above one.
    private(set) var points = 0
    private(set) var deepestChain = 0
    /// The node where the total first passed the limit.
    private(set) var first: Int?

    init(nodeLimit: Int, sizeLimit: Int, viewports: Int, defaultPoints: Int) {
        self.limit = min(nodeLimit, sizeLimit)
        self.nodeLimit = nodeLimit
        self.viewports = viewports
        self.defaultPoints = defaultPoints
    }

    /// Counts node `i`, an anchor with `chain` scroll containers above it and its own list of
    /// `anchors` points (nil for the scene's).
    mutating func add(_ i: Int, chain: Int, anchors own: Int?) {
        anchors += 1
        let count = own ?? defaultPoints
        points = saturatingAdd(points, count)
        deepestChain = max(deepestChain, chain)
        total = saturatingAdd(total, saturatingMultiply(saturatingMultiply(count, chain), viewports))
        if total > limit, first == nil { first = i }
    }
}
