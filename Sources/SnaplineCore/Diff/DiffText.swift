/// Text for people: a heading per scene, then one line per change: the breaking changes first
/// (marked `BREAKING`), then per viewport the other changes that are not moves, then the moves,
/// biggest first:
///
///     phone  section-7 top  menu 2600 → 2640 (+40)
public struct DiffText {
    public init() {}

    /// Writes the report of `diff` to `out`, a piece at a time.
    public func write(_ diff: SceneDiff, to out: inout DiffOutput) {
        out.write(path: Self.heading(diff))
        out.write("\n")
        if let renamed = diff.renamed { out.line("BREAKING  " + Self.line(renamed)) }
        // Labels may hold any character: a line is shown with controls escaped (`\u{1B}`).
        // Breaking changes are few: found in one pass, before each viewport's order is sorted.
        for viewport in diff.viewports {
            for change in viewport.changes where change.kind.isBreaking {
                out.line("BREAKING  " + Self.line(viewport.describe(change)))
            }
        }
        for viewport in diff.viewports {
            for index in viewport.reportOrder() where !viewport.changes[Int(index)].kind.isBreaking {
                Self.write(viewport.changes[Int(index)], of: viewport, to: &out)
            }
        }
    }

    /// `before.scene.yaml → after.scene.yaml (StoreMenu): 3 changes, 1 breaking`.
    public static func heading(_ diff: SceneDiff) -> String {
        let names = [diff.before?.scene, diff.after?.scene].compactMap { $0 }
        let scene = names.count == 2 && names[0] == names[1] ? names[0] : names.joined(separator: " → ")
        var text = "\(diff.before?.file ?? "(none)") → \(diff.after?.file ?? "(none)") (\(scene)): "
        let count = diff.changeCount
        text += count == 0 ? "no changes" : "\(count) change\(count == 1 ? "" : "s"), \(diff.breakingCount) breaking"
        return text
    }

    /// One change that is not breaking, as `line` writes it (moves without building strings).
    static func write(_ change: TableChange, of viewport: ViewportChanges, to out: inout DiffOutput) {
        guard change.kind == .offsetChanged, let scene = viewport.after else {
            out.line(line(viewport.describe(change)))
            return
        }
        let node = Int(change.node)
        out.write(viewport.viewport)
        out.write("  ")
        out.write(scene.id(of: node) ?? "")
        out.write(" ")
        out.write(ReportText.terminal(scene.anchors(ofNode: node)[Int(change.target)].name))
        out.write("  ")
        out.write(viewport.afterContainers[Int(change.container)])
        out.write(" ")
        out.write(number: change.before)
        out.write(" → ")
        out.write(number: change.after)
        let delta = change.after - change.before
        out.write(delta < 0 ? " (" : " (+")
        out.write(number: delta)
        out.write(")\n")
    }

    /// One change, without the breaking mark, safe for a terminal.
    public static func line(_ d: ChangeDescription) -> String {
        ReportText.terminal(rawLine(d))
    }

    static func rawLine(_ d: ChangeDescription) -> String {
        let viewport = d.viewport.map { $0 + "  " } ?? ""
        let anchor = d.anchor ?? ""
        let target = d.target ?? ""
        let container = d.container ?? ""
        switch d.kind {
        case .sceneRenamed:
            if case .names(let a, let b) = d.values { return "scene renamed \(a) → \(b)" }
            return "scene renamed"
        case .viewportAdded: return viewport + "viewport added"
        case .viewportRemoved: return viewport + "viewport removed"
        case .containerAdded: return viewport + "container \(container) added"
        case .containerRemoved: return viewport + "container \(container) removed"
        case .stopsChanged:
            guard case .stops(let a, let b) = d.values else { return viewport + "\(container) stops changed" }
            return viewport + "\(container) stops \(stops(a)) → \(stops(b))"
        case .rangeChanged: return viewport + "\(container) range " + move(d.values)
        case .anchorAdded: return viewport + "\(anchor) added"
        case .anchorRemoved: return viewport + "\(anchor) removed"
        case .targetAdded: return viewport + "\(anchor) \(target) added"
        case .targetRemoved: return viewport + "\(anchor) \(target) removed"
        case .chainChanged: return viewport + "\(anchor) \(target)  chain of containers changed"
        case .offsetChanged: return viewport + "\(anchor) \(target)  \(container) " + move(d.values)
        }
    }

    /// `2600 → 2640 (+40)`.
    static func move(_ values: ChangeDescription.Values) -> String {
        guard case .numbers(let a, let b) = values else { return "" }
        let delta = b - a
        return "\(number(a)) → \(number(b)) (\(delta < 0 ? "" : "+")\(number(delta)))"
    }

    /// Stops shown in a line before the rest are counted.
    static let listedStops = 12

    static func stops(_ list: [Double]) -> String {
        let shown = list.prefix(listedStops).map(number).joined(separator: ", ")
        return "[" + shown + (list.count > listedStops ? ", … \(list.count - listedStops) more" : "") + "]"
    }

    /// A number for people: to hundredths (a move smaller than that keeps its digits).
    static func number(_ v: Double) -> String {
        let rounded = abs(v) < 1e13 ? (v * 100).rounded() / 100 : v
        return MessageNumber.format(rounded == 0 && v != 0 ? v : rounded)
    }
}

/// Report bytes handed to a sink in pieces of about 64 KB, so a long report is never held whole.
public struct DiffOutput {
    private var pending: [UInt8] = []
    private let sink: ([UInt8]) -> Void

    /// `sink` receives the bytes in order (file names as the bytes they stand for: `PathBytes`).
    public init(sink: @escaping ([UInt8]) -> Void) {
        self.sink = sink
        pending.reserveCapacity(1 << 16 + 1024)
    }

    /// A sink that collects text (tests, small reports).
    public init(text: @escaping (String) -> Void) {
        self.init { text(String(decoding: $0, as: UTF8.self)) }
    }

    public mutating func write(_ text: String) {
        pending.append(contentsOf: text.utf8)
        if pending.count >= 1 << 16 { flush() }
    }

    /// Text holding file names (`PathBytes` strings): written as their bytes, controls escaped.
    public mutating func write(path: String) {
        pending.append(contentsOf: ReportText.terminalPath(path))
    }

    public mutating func line(_ text: String) {
        write(text)
        write("\n")
    }

    /// A number for people (`DiffText.number`), without building a string for a whole one.
    mutating func write(number v: Double) {
        let rounded = abs(v) < 1e13 ? (v * 100).rounded() / 100 : v
        if rounded == rounded.rounded(.towardZero), rounded != 0 || v == 0 {
            JSONNumber.append(rounded, to: &pending)
        } else {
            write(DiffText.number(v))
        }
    }

    /// A JSON string literal.
    mutating func write(quoted text: String) {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C && $0 != 0x7F }) {
            pending.append(0x22)
            pending.append(contentsOf: text.utf8)
            pending.append(0x22)
        } else {
            write(JSONText.quoted(text))
        }
    }

    mutating func write(json v: Double) {
        JSONNumber.append(v, to: &pending)
    }

    public mutating func flush() {
        guard !pending.isEmpty else { return }
        sink(pending)
        pending.removeAll(keepingCapacity: true)
    }
}

extension ViewportChanges {
    /// The positions of the changes in the order people read them: breaking ones first (in table
    /// order), then the others that are not moves (table order), then the moves, biggest first
    /// (ties in table order).
    public func reportOrder() -> [Int32] {
        func rank(_ c: TableChange) -> Int { c.kind.isBreaking ? 0 : c.kind.isMove ? 2 : 1 }
        return (0 ..< Int32(changes.count)).sorted { i, j in
            let (a, b) = (changes[Int(i)], changes[Int(j)])
            if rank(a) != rank(b) { return rank(a) < rank(b) }
            if a.kind.isMove && a.magnitude != b.magnitude { return a.magnitude > b.magnitude }
            return i < j
        }
    }
}
