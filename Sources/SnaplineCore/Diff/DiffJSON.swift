/// The diff for tools: one JSON object per scene (`"format": "snapline-diff"`), its changes in
/// table order (the scene's rename, then each viewport's changes), one change per line. Numbers
/// are written as in the table (shortest round-trip digits).
public struct DiffJSON {
    public init() {}

    public func write(_ diff: SceneDiff, to out: inout DiffOutput) {
        out.line("{")
        out.line("  \"format\": \"snapline-diff\",")
        out.line("  \"version\": 1,")
        out.line("  \"before\": \(Self.version(diff.before)),")
        out.line("  \"after\": \(Self.version(diff.after)),")
        out.line("  \"breaking\": \(diff.isBreaking),")
        var first = true
        func change(_ d: ChangeDescription) {
            out.write(first ? "\n    " : ",\n    ")
            out.write(Self.object(d))
            first = false
        }
        out.write("  \"changes\": [")
        if let renamed = diff.renamed { change(renamed) }
        for viewport in diff.viewports {
            for c in viewport.changes {
                guard c.kind == .offsetChanged, let scene = viewport.after else {
                    change(viewport.describe(c))
                    continue
                }
                // The moves, most of a large change set, without building strings.
                out.write(first ? "\n    " : ",\n    ")
                first = false
                let node = Int(c.node)
                out.write("{\"kind\": \"offset-changed\", \"viewport\": ")
                out.write(quoted: viewport.viewport)
                out.write(", \"anchor\": ")
                out.write(quoted: scene.id(of: node) ?? "")
                out.write(", \"target\": ")
                out.write(quoted: scene.anchors(ofNode: node)[Int(c.target)].name)
                out.write(", \"container\": ")
                out.write(quoted: viewport.afterContainers[Int(c.container)])
                out.write(", \"before\": ")
                out.write(json: c.before)
                out.write(", \"after\": ")
                out.write(json: c.after)
                out.write("}")
            }
        }
        out.write(first ? "]\n" : "\n  ]\n")
        out.write("}")
    }

    static func version(_ v: SceneDiff.Version?) -> String {
        guard let v else { return "null" }
        return "{\"file\": \(JSONText.quoted(v.file)), \"scene\": \(JSONText.quoted(v.scene))}"
    }

    /// One change: `kind`, then whichever of `viewport`, `anchor`, `target`, `container`,
    /// `before` and `after` it has, in that order.
    static func object(_ d: ChangeDescription) -> String {
        var fields = ["\"kind\": \"\(d.kind.name)\""]
        for (key, value) in [("viewport", d.viewport), ("anchor", d.anchor), ("target", d.target), ("container", d.container)] {
            if let value { fields.append("\"\(key)\": \(JSONText.quoted(value))") }
        }
        switch d.values {
        case .none: break
        case .names(let a, let b): fields += ["\"before\": \(JSONText.quoted(a))", "\"after\": \(JSONText.quoted(b))"]
        case .numbers(let a, let b): fields += ["\"before\": \(JSONNumber.format(a))", "\"after\": \(JSONNumber.format(b))"]
        case .stops(let a, let b): fields += ["\"before\": \(array(a))", "\"after\": \(array(b))"]
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    static func array(_ list: [Double]) -> String {
        "[" + list.map(JSONNumber.format).joined(separator: ", ") + "]"
    }
}
