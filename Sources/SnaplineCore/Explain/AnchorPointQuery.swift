/// Finds the unit points `explain` and `render --at` use for an anchor: the anchor's own list, one
/// entry of it by label, a SwiftUI unit point name, or `x,y`.
public enum AnchorPointQuery {
    /// The points for `node`: its whole anchors list when `text` is nil; else the listed entry
    /// with that label (the first one, as the typed lookup does), else the unit point of that
    /// name, else `x,y` numbers. The error says what was expected.
    public static func points(for node: Int, in scene: Scene, text: String?) -> Result<[AnchorSpec], AnchorPointError> {
        let listed = scene.anchors(ofNode: node)
        guard let text else { return .success(listed) }
        if let entry = listed.first(where: { $0.name == text }) { return .success([entry]) }
        if let unit = AnchorSpec.unitPoints.first(where: { $0.name == text }) {
            return .success([AnchorSpec(name: unit.name, x: unit.x, y: unit.y)])
        }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        if parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite {
            return .success([AnchorSpec(name: "custom", x: x, y: y)])
        }
        let names = listed.map(\.name) + AnchorSpec.unitPoints.map(\.name).filter { name in !listed.contains { $0.name == name } }
        return .failure(AnchorPointError(message: "unknown point `\(text)`; expected one of \(names.joined(separator: ", ")), or x,y numbers"))
    }
}

/// A point or anchor name that does not exist, with what was expected.
public struct AnchorPointError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
