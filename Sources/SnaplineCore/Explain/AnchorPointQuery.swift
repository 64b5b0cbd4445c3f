/// Finds the unit points `explain` and `render --at` use for an anchor: the anchor's own list, one
/// entry of it by label, a SwiftUI unit point name, or `x,y`.
public enum AnchorPointQuery {
    /// The points for `node`: its whole anchors list when `text` is nil; else the listed entry
    /// with that label, else the unit point of that name, else `x,y` numbers. When several
    /// entries have the label (two unnamed `{x, y}` are both `custom`), `label#K` picks the K-th
    /// of them and the label alone is an error that lists them. The error says what was expected.
    public static func points(for node: Int, in scene: Scene, text: String?) -> Result<[AnchorSpec], AnchorPointError> {
        let listed = scene.anchors(ofNode: node)
        guard let text else { return .success(listed) }
        let labelled = listed.filter { $0.name == text }
        if labelled.count == 1 { return .success(labelled) }
        if labelled.count > 1 { return .failure(ambiguous(text, labelled)) }
        if let entry = numbered(text, in: listed) { return entry }
        if let unit = AnchorSpec.unitPoints.first(where: { $0.name == text }) {
            return .success([AnchorSpec(name: unit.name, x: unit.x, y: unit.y)])
        }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        if parts.count == 2 {
            // The numbers a scene accepts for `{x, y}`: plain finite decimals.
            guard let x = number(parts[0]), let y = number(parts[1]) else {
                let hints = parts.compactMap { NumberSyntax.hint(for: String($0), quoted: false) }
                return .failure(AnchorPointError(message: "`\(text)` is not two numbers x,y as a scene writes them (plain finite decimals)" + (hints.first.map { ": \($0)" } ?? "")))
            }
            return .success([AnchorSpec(name: "custom", x: x, y: y)])
        }
        let names = listed.map(\.name) + AnchorSpec.unitPoints.map(\.name).filter { name in !listed.contains { $0.name == name } }
        return .failure(AnchorPointError(message: "unknown point `\(text)`; expected one of \(names.joined(separator: ", ")), or x,y numbers"))
    }

    /// `label#K`: the K-th (from 1) of the listed entries with that label; nil when `text` has
    /// no `#` or names no label of the list.
    static func numbered(_ text: String, in listed: [AnchorSpec]) -> Result<[AnchorSpec], AnchorPointError>? {
        guard let hash = text.lastIndex(of: "#") else { return nil }
        let label = String(text[..<hash])
        let labelled = listed.filter { $0.name == label }
        guard !labelled.isEmpty else { return nil }
        guard let k = Int(text[text.index(after: hash)...]), k >= 1, k <= labelled.count else {
            return .failure(AnchorPointError(message: "`\(text)`: the anchors list has \(labelled.count) \(labelled.count == 1 ? "entry" : "entries") labelled `\(label)`; expected \(label)#1\(labelled.count > 1 ? " to \(label)#\(labelled.count)" : "")"))
        }
        return .success([labelled[k - 1]])
    }

    /// Several entries share the label: say which they are and how to pick one.
    static func ambiguous(_ label: String, _ labelled: [AnchorSpec]) -> AnchorPointError {
        let choices = labelled.enumerated().map { k, spec in
            "\(label)#\(k + 1) (x \(ExplainText.n(spec.x)), y \(ExplainText.n(spec.y))\(ExplainText.extraText(spec.extra)))"
        }
        return AnchorPointError(message: "the anchors list has \(labelled.count) entries labelled `\(label)`: \(choices.joined(separator: ", ")); name one with its number, as `\(label)#2`")
    }
}

extension AnchorPointQuery {
    /// `text` as a scene's number: a plain decimal (no hexadecimal, `inf`, `nan` or `_`) that is finite.
    static func number(_ text: Substring) -> Double? {
        let bytes = Array(text.utf8) + [0]
        return bytes.withUnsafeBufferPointer { all -> Double? in
            let digits = UnsafeBufferPointer(rebasing: all[0 ..< all.count - 1])
            guard NumberSyntax.isDecimal(digits) else { return nil }
            let value = NumberSyntax.decimalValue(digits)
            return value.isFinite ? value : nil
        }
    }

    /// An explanation whose offsets overflow (a point far outside its target, `1e308,1e308`):
    /// the message the table's `layout-overflow` would give, or nil when every number is finite.
    public static func overflow(_ explanation: ChainExplanation, viewport: String) -> AnchorPointError? {
        guard explanation.steps.contains(where: { !$0.raw.isFinite || !$0.offset.isFinite || !$0.carried.x.isFinite || !$0.carried.y.isFinite }) else { return nil }
        return AnchorPointError(message: "the offset for the point \(explanation.point.x),\(explanation.point.y) overflows to infinity in viewport `\(viewport)`; a scene with this point fails with layout-overflow")
    }
}

/// A point or anchor name that does not exist, with what was expected.
public struct AnchorPointError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
