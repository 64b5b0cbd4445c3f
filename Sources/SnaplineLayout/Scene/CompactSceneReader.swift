/// Reads `CompactScene.text(of:)` back into a `Scene` with the invariants the layout relies on:
/// every index in range, parents before their children, nesting at most `maximumDepth`, numbers
/// finite and edge values >= 0. Text that breaks one is refused with the line it is on, never
/// trusted: the text is generated, but it sits in a source file anyone can edit.
public struct CompactSceneReader {
    /// Why a text is not a compact scene.
    public struct Problem: Error, Hashable, Sendable {
        public var message: String
        public init(_ message: String) { self.message = message }
    }

    /// As deep as the decoder lets a scene nest (its YAML nesting limit is deeper than any scene).
    static let maximumDepth = 512

    /// The text's bytes, read in place: a field is a range of them (no substring is made).
    private let bytes: [UInt8]
    /// The start of the next line; past the end once the last line is read.
    private var position = 0
    /// The current line's number (1-based), where it ends, and where its next field starts.
    private var row = 0
    private var lineEnd = 0
    private var cursor = 0

    public init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The scene the text holds (with no viewports: a description gives them).
    public static func scene(_ text: String) throws(Problem) -> Scene {
        var reader = CompactSceneReader(text)
        return try reader.read()
    }

    private mutating func read() throws(Problem) -> Scene {
        try next()
        guard text(cursor ..< lineEnd) == CompactScene.header else {
            throw Problem("not a compact scene of version 1 (the first line is `\(text(cursor ..< lineEnd))`)")
        }
        cursor = lineEnd
        try next()
        let name = try string()
        let nameLocation = try location()
        let defaultList = try tagged("D")
        let unitPoints = try list("U") { (r: inout Self) throws(Problem) in UnitPoint(x: try r.number(), y: try r.number()) }
        let edges = try list("E") { (r: inout Self) throws(Problem) in
            Edges(top: try r.edge(), bottom: try r.edge(), leading: try r.edge(), trailing: try r.edge())
        }
        guard !unitPoints.isEmpty, !edges.isEmpty else { throw problem("expected the unit point and the edges at index 0") }
        var lists = try list("A") { (r: inout Self) throws(Problem) -> [AnchorSpec] in
            let count = try r.int(0 ..< r.remaining)
            var specs: [AnchorSpec] = []
            for _ in 0 ..< count {
                try r.next()
                specs.append(try r.anchor())
            }
            return specs
        }
        var defaults: [AnchorSpec]?
        if defaultList >= 0 {
            guard defaultList == lists.count - 1 else { throw problem("the default anchor list must be the last") }
            defaults = lists.removeLast()
        }
        var ids: [String?] = []
        let counts = (points: unitPoints.count, edges: edges.count, lists: lists.count)
        var nodes = try list("N") { (r: inout Self) throws(Problem) -> SceneNode in
            let (node, id) = try r.node(index: ids.count, counts: counts)
            ids.append(id)
            return node
        }
        try link(&nodes)
        let perViewport = try readPerViewport(nodeCount: nodes.count, counts: counts)
        try readBars(into: &nodes, edgeCount: edges.count)
        let templates = try readTemplates(counts: counts, mappings: perViewport.mappings.count)
        guard !hasMoreText else { throw problem("unexpected text after the scene") }
        var scene = Scene(name: name, nameLocation: nameLocation, viewports: [], defaultAnchors: defaults, nodes: nodes, ids: ids, edges: edges,
                          anchorLists: lists, perViewport: perViewport)
        scene.unitPoints = unitPoints
        scene.templates = templates
        return scene
    }

    /// `firstChild` and `nextSibling` from the parents (children in document order), checking that
    /// node 0 alone is the root, parents come first, and nesting stays within `maximumDepth`.
    func link(_ nodes: inout [SceneNode]) throws(Problem) {
        guard !nodes.isEmpty else { return }
        var lastChild = [Int](repeating: -1, count: nodes.count)
        var depth = [Int](repeating: 0, count: nodes.count)
        for k in nodes.indices {
            guard let p = nodes[k].parent.index else {
                guard k == 0 else { throw Problem("node \(k) has no parent; only the first node is the root") }
                continue
            }
            guard k > 0, p < k else { throw Problem("node \(k)'s parent \(p) does not come before it") }
            guard nodes[p].kind != .item, nodes[p].kind != .space else { throw Problem("node \(k)'s parent \(p) cannot have children") }
            depth[k] = depth[p] + 1
            guard depth[k] <= Self.maximumDepth else { throw Problem("node \(k) is nested deeper than \(Self.maximumDepth) levels") }
            if lastChild[p] < 0 { nodes[p].firstChild = IndexLink(k) } else { nodes[lastChild[p]].nextSibling = IndexLink(k) }
            lastChild[p] = k
        }
    }

    private mutating func readPerViewport(nodeCount: Int, counts: (points: Int, edges: Int, lists: Int)) throws(Problem) -> PerViewportValues {
        let mappings = try list("M") { (r: inout Self) throws(Problem) -> WrittenMapping in
            var own = OwnKeyPositions()
            if try r.int(0 ..< 2) == 1 { own[.limit] = WrittenPosition(key: SourceLocation(line: 0, column: 0), value: SourceLocation(line: 0, column: 0)) }
            let entryCount = try r.int(0 ..< r.remaining)
            var when: [WhenEntry] = []
            for _ in 0 ..< entryCount {
                try r.next()
                let selector = try r.string()
                let valueCount = try r.int(0 ..< r.remaining)
                var values = PropertyOverrides()
                for _ in 0 ..< valueCount {
                    try r.next()
                    try r.override(into: &values, counts: counts)
                }
                when.append(WhenEntry(selector: selector, selectorLocation: SourceLocation(line: 0, column: 0), viewports: [], values: values))
            }
            return WrittenMapping(when: when, own: own)
        }
        var previous = -1
        let written = try list("W") { (r: inout Self) throws(Problem) -> (Int32, Int32) in
            let node = try r.int(0 ..< nodeCount)
            guard node > previous else { throw r.problem("the nodes with values per viewport must be ascending") }
            previous = node
            return (Int32(node), Int32(try r.int(0 ..< mappings.count)))
        }
        return PerViewportValues(mappings: mappings, nodes: written.map(\.0), mappingOfNode: written.map(\.1))
    }

    /// The `B` records: each node with bars, ascending, its `safeAreaInset` and `overlay` edges.
    mutating func readBars(into nodes: inout [SceneNode], edgeCount: Int) throws(Problem) {
        var previous = -1
        let bars = try list("B") { (r: inout Self) throws(Problem) -> (Int, Int32, Int32) in
            let node = try r.int(0 ..< nodes.count)
            guard node > previous else { throw r.problem("the nodes with bars must be ascending") }
            previous = node
            return (node, Int32(try r.int(0 ..< edgeCount)), Int32(try r.int(0 ..< edgeCount)))
        }
        for (node, inset, overlay) in bars {
            nodes[node].safeAreaInset = nodes[node].kind == .scroll ? inset : 0
            nodes[node].overlay = overlay
        }
    }

    // MARK: - Records

    mutating func node(index: Int, counts: (points: Int, edges: Int, lists: Int)) throws(Problem) -> (SceneNode, String?) {
        guard let kind = SceneNode.Kind(rawValue: UInt8(try int(0 ..< SceneNode.Kind.allCases.count))) else { throw problem("bad kind") }
        let axis = Axis.allCases[try int(0 ..< Axis.allCases.count)]
        let behavior = ScrollBehavior.allCases[try int(0 ..< ScrollBehavior.allCases.count)]
        let snapAlign = SnapAlign.allCases[try int(0 ..< SnapAlign.allCases.count)]
        let limit = SnapLimit.allCases[try int(0 ..< SnapLimit.allCases.count)]
        let targets = try bool()
        let alignment = try alignment()
        guard let ignoresSafeArea = SafeAreaRegions(rawValue: UInt8(try int(0 ..< SafeAreaRegions.allCases.count))) else { throw problem("bad regions") }
        let pinned = try bool()
        var node = SceneNode(kind: kind, location: try location())
        node.axis = axis
        node.behavior = behavior
        node.snapAlign = snapAlign
        node.limit = limit
        node.targets = targets
        node.alignment = alignment
        node.ignoresSafeArea = ignoresSafeArea
        node.pinned = pinned
        node.padding = Int32(try int(0 ..< counts.edges))
        node.scrollPadding = Int32(try int(0 ..< counts.edges))
        if kind == .scroll { node.initialAnchor = Int32(try int(0 ..< counts.points)) } else { node.scrollMargin = Int32(try int(0 ..< counts.edges)) }
        let anchors = try int(-1 ..< counts.lists)
        node.anchors = anchors < 0 ? .none : IndexLink(anchors)
        let parent = try int(-1 ..< index)
        node.parent = parent < 0 ? .none : IndexLink(parent)
        node.spacing = try number()
        node.width = try length()
        node.height = try length()
        var id: String?
        if try peek() == Array("-".utf8)[...] { _ = try field() } else { id = try string() }
        try endOfLine()
        return (node, id)
    }

    private mutating func override(into values: inout PropertyOverrides, counts: (points: Int, edges: Int, lists: Int)) throws(Problem) {
        guard let property = ViewportProperty(rawValue: try int(0 ..< ViewportProperty.allCases.count)) else { throw problem("bad property") }
        let value: PropertyOverrides.Value
        switch property {
        case .width, .height: value = .length(try length())
        case .padding, .scrollPadding, .scrollMargin: value = .edges(Int32(try int(0 ..< counts.edges)))
        case .behavior: value = .behavior(ScrollBehavior.allCases[try int(0 ..< ScrollBehavior.allCases.count)])
        case .snapAlign: value = .snapAlign(SnapAlign.allCases[try int(0 ..< SnapAlign.allCases.count)])
        case .limit: value = .limit(SnapLimit.allCases[try int(0 ..< SnapLimit.allCases.count)])
        case .spacing: value = .spacing(try number())
        case .alignment: value = .alignment(try alignment())
        case .targets: value = .targets(try bool())
        case .initialAnchor: value = .unitPoint(Int32(try int(0 ..< counts.points)))
        case .pinned: value = .flag(try bool())
        case .ignoresSafeArea:
            guard let regions = SafeAreaRegions(rawValue: UInt8(try int(0 ..< SafeAreaRegions.allCases.count))) else { throw problem("bad regions") }
            value = .regions(regions)
        case .safeAreaInset, .overlay: value = .edges(Int32(try int(0 ..< counts.edges)))
        }
        let at = try location()
        try endOfLine()
        values.set(property, value, at: WrittenPosition(key: at, value: at))
    }

    private mutating func anchor() throws(Problem) -> AnchorSpec {
        let name = try string()
        let (x, y) = (try number(), try number())
        let kind = text(try field())
        let (a, b) = (try number(), try number())
        try endOfLine()
        switch kind {
        case "along": return AnchorSpec(name: name, x: x, y: y, extra: .along(a))
        case "point": return AnchorSpec(name: name, x: x, y: y, extra: .point(x: a, y: b))
        default: throw problem("expected `along` or `point`, got `\(kind)`")
        }
    }

    private mutating func alignment() throws(Problem) -> Alignment {
        let h = try int(0 ..< 3)
        let v = try int(0 ..< 3)
        guard let horizontal = Alignment.Position(rawValue: UInt8(h)), let vertical = Alignment.Position(rawValue: UInt8(v)) else { throw problem("bad alignment") }
        return Alignment(horizontal: horizontal, vertical: vertical)
    }

    private mutating func length() throws(Problem) -> Length {
        let field = try field()
        let parts = bytes[field].split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).map { $0.startIndex ..< $0.endIndex }
        let text = self.text(field)
        func value(_ k: Int) throws(Problem) -> Double {
            guard k < parts.count, let v = number(parts[k]), v >= 0 else { throw problem("bad length `\(text)`") }
            return v
        }
        func count(_ k: Int) throws(Problem) -> Int32 {
            guard k < parts.count, let v = integer(parts[k]), v >= 1, v <= Int(Int32.max) else { throw problem("bad length `\(text)`") }
            return Int32(v)
        }
        switch (parts.first.map { self.text($0) }, parts.count) {
        case ("u", 1): return .unset
        case ("f", 1): return .fill
        case ("p", 2): return .points(try value(1))
        case ("x", 2): return .fraction(try value(1))
        case ("r", 4): return .relative(RelativeFrame(count: try count(1), span: try count(2), spacing: try value(3)))
        default: throw problem("bad length `\(text)`")
        }
    }

    // MARK: - Fields

    /// True while a line is left to read.
    var hasMoreText: Bool { position < bytes.count }

    /// A bound on any count the text gives: each record takes at least two bytes.
    var remaining: Int { (bytes.count - min(position, bytes.count)) / 2 + 1 }

    func problem(_ message: String) -> Problem {
        Problem("line \(row): \(message)")
    }

    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    mutating func next() throws(Problem) {
        guard position < bytes.count else { throw Problem("the text ends early") }
        cursor = position
        lineEnd = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        position = lineEnd + 1
        row += 1
    }

    func endOfLine() throws(Problem) {
        guard cursor >= lineEnd else { throw problem("unexpected `\(text(cursor ..< lineEnd))`") }
    }

    func peek() throws(Problem) -> ArraySlice<UInt8> {
        guard cursor < lineEnd else { throw problem("the line ends early") }
        return bytes[cursor ..< (bytes[cursor ..< lineEnd].firstIndex(of: UInt8(ascii: " ")) ?? lineEnd)]
    }

    /// The next field (up to a space or the end of the line).
    mutating func field() throws(Problem) -> Range<Int> {
        let f = try peek()
        cursor = f.endIndex + 1
        return f.startIndex ..< f.endIndex
    }

    /// `TAG COUNT` on a line of its own, then `COUNT` records, each starting on a new line.
    mutating func list<T>(_ tag: String, _ record: (inout Self) throws(Problem) -> T) throws(Problem) -> [T] {
        let count = try tagged(tag)
        guard count >= 0, count <= remaining else { throw problem("bad count \(count)") }
        var items: [T] = []
        items.reserveCapacity(count)
        for _ in 0 ..< count {
            try next()
            items.append(try record(&self))
            try endOfLine()
        }
        return items
    }

    /// `TAG NUMBER` on a line of its own.
    private mutating func tagged(_ tag: String) throws(Problem) -> Int {
        try next()
        guard text(try field()) == tag else { throw problem("expected `\(tag)`") }
        let n = try int(-1 ..< Int(Int32.max))
        try endOfLine()
        return n
    }

    /// A decimal integer of at most 18 digits, with an optional `-`.
    private func integer(_ range: Range<Int>) -> Int? {
        var k = range.lowerBound
        let negative = k < range.upperBound && bytes[k] == UInt8(ascii: "-")
        if negative { k += 1 }
        guard k < range.upperBound, range.upperBound - k <= 18 else { return nil }
        var n = 0
        while k < range.upperBound {
            let digit = bytes[k] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            n = n * 10 + Int(digit)
            k += 1
        }
        return negative ? -n : n
    }

    /// A finite number: whole ones read directly, others by the standard library's parser.
    private func number(_ range: Range<Int>) -> Double? {
        if range.count <= 15, let n = integer(range) {
            return n == 0 && bytes[range.lowerBound] == UInt8(ascii: "-") ? -0.0 : Double(n)
        }
        guard let v = Double(text(range)), v.isFinite else { return nil }
        return v
    }

    mutating func int(_ range: Range<Int>) throws(Problem) -> Int {
        let field = try field()
        guard let n = integer(field), range.contains(n) else { throw problem("expected a number in \(range.lowerBound)..<\(range.upperBound), got `\(text(field))`") }
        return n
    }

    private mutating func bool() throws(Problem) -> Bool { try int(0 ..< 2) == 1 }

    mutating func number() throws(Problem) -> Double {
        let field = try field()
        guard let v = number(field) else { throw problem("expected a finite number, got `\(text(field))`") }
        return v
    }

    private mutating func edge() throws(Problem) -> Double {
        let v = try number()
        guard v >= 0 else { throw problem("expected an edge value >= 0") }
        return v
    }

    mutating func location() throws(Problem) -> SourceLocation {
        SourceLocation(line: try int(0 ..< Int(Int32.max)), column: try int(0 ..< Int(Int32.max)))
    }

    /// A `%XX`-escaped string (`%` alone is the empty string).
    mutating func string() throws(Problem) -> String {
        let field = try field()
        if field.count == 1 && bytes[field.lowerBound] == UInt8(ascii: "%") { return "" }
        do throws(PercentEscapes.BadEscape) {
            return try PercentEscapes.decode(bytes[field])
        } catch {
            throw problem("bad escape in `\(text(field))`")
        }
    }
}
