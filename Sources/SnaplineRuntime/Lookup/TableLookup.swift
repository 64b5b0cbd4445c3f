/// Finding containers, anchors and targets by id in one viewport.
///
/// Two conformers: `TableViewport` itself (linear scans, fine for a small table or a one-off
/// lookup) and `ViewportIndex` (hash lookups after a one-time O(n) build). Ids are unique in a
/// compiled table; if a hand-written one repeats an id, both find the first in document order.
public protocol TableLookup {
    /// The container with id `id`.
    func container(id: String) -> TableContainer?
    /// The anchor with id `id`, in whichever container holds it.
    func anchor(id: String) -> TableAnchor?
    /// The container whose `anchors` hold `anchorID` (its nearest enclosing scroll container).
    /// A root container's own id is no anchor, so this is nil for it.
    func container(containing anchorID: String) -> TableContainer?
}

extension TableLookup {
    /// Anchor `id`'s target named `anchor` (a unit point's name, a label, or `"custom"`).
    public func target(of id: String, anchor: String) -> TableTarget? {
        self.anchor(id: id)?.target(named: anchor)
    }

    /// Anchor `id`'s target for unit point (`x`, `y`), matched exactly (see `TableAnchor.target(x:y:)`).
    public func target(of id: String, x: Double, y: Double) -> TableTarget? {
        anchor(id: id)?.target(x: x, y: y)
    }

    /// The offsets that scroll anchor `id` to its target named `anchor`, innermost container first.
    public func offset(of id: String, anchor: String) -> TargetOffset? {
        target(of: id, anchor: anchor).flatMap { TargetOffset(chain: $0.chain) }
    }

    /// The offsets that scroll anchor `id` to unit point (`x`, `y`), innermost container first.
    public func offset(of id: String, x: Double, y: Double) -> TargetOffset? {
        target(of: id, x: x, y: y).flatMap { TargetOffset(chain: $0.chain) }
    }
}

/// Linear lookups: O(containers) for a container, O(containers + anchors) for an anchor.
extension TableViewport: TableLookup {
    public func container(id: String) -> TableContainer? {
        containers.first { $0.id == id }
    }

    public func anchor(id: String) -> TableAnchor? {
        for container in containers {
            if let anchor = container.anchors.first(where: { $0.id == id }) { return anchor }
        }
        return nil
    }

    public func container(containing anchorID: String) -> TableContainer? {
        containers.first { container in container.anchors.contains { $0.id == anchorID } }
    }
}
