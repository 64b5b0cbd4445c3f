/// How one target's offsets come about: every container of its chain, innermost first, with each
/// input of the offset formula and the result (SPEC section 3), computed by the same functions the
/// table uses, so the numbers are the table's.
public struct ChainExplanation: Sendable {
    /// The anchor's node (index into `Scene.nodes`).
    public var node: Int
    /// The unit point and its extra offset, as requested.
    public var point: AnchorSpec
    /// The anchor's frame in its innermost container's content coordinates (not grown).
    public var frame: Rect
    /// Its scroll margin, physical sides (leading is the right in right-to-left).
    public var margin: (top: Double, left: Double, bottom: Double, right: Double)
    public var steps: [ChainStep]

    /// Walks the chain of `node` for `point` in one compiled viewport.
    public init(_ viewport: CompiledViewport, node: Int, point: AnchorSpec) {
        self.node = node
        self.point = point
        frame = viewport.layout.frames[node]
        let scene = viewport.scene
        let edges = scene.edges[Int(scene.nodes[node].scrollMargin)]
        let rtl = viewport.viewport.isRightToLeft
        margin = (edges.top, edges.left(rtl: rtl), edges.bottom, edges.right(rtl: rtl))
        steps = Array(viewport.chainSteps(ofNode: node, point: point))
    }
}

extension Scene {
    /// "has no node with the id `x`", with the closest id as a "did you mean" when one is close.
    public func unknownIDMessage(_ id: String) -> String {
        var text = "has no node with the id `\(id)`"
        if let close = Suggestion.closest(to: id, among: ids.lazy.compactMap { $0 }) {
            text += "; did you mean `\(close)`?"
        }
        return text
    }
}
