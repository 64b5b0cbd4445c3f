/// A viewport with hash tables from container and anchor ids to their positions: O(1) average
/// lookups after an O(containers + anchors) build.
///
/// Build one per viewport you look up in repeatedly and keep it (it is an immutable value; the
/// runtime holds no global state). Where an id repeats (never in a compiled table) the first in
/// document order wins, as with the linear lookups on `TableViewport`.
public struct ViewportIndex: TableLookup, Sendable {
    /// Where an anchor sits: indices into `containers` and that container's `anchors`.
    private struct AnchorPosition: Sendable {
        var container: Int
        var anchor: Int
    }

    public let viewport: TableViewport
    private let containerPositions: [String: Int]
    private let anchorPositions: [String: AnchorPosition]

    public init(_ viewport: TableViewport) {
        var containerPositions: [String: Int] = [:]
        var anchorPositions: [String: AnchorPosition] = [:]
        containerPositions.reserveCapacity(viewport.containers.count)
        anchorPositions.reserveCapacity(viewport.containers.reduce(0) { $0 + $1.anchors.count })
        // Backwards, assigning: the last write is the first in document order, and each id is
        // hashed once (a lookup before each insertion would hash it twice).
        for (containerIndex, container) in viewport.containers.enumerated().reversed() {
            containerPositions[container.id] = containerIndex
            for (anchorIndex, anchor) in container.anchors.enumerated().reversed() {
                anchorPositions[anchor.id] = AnchorPosition(container: containerIndex, anchor: anchorIndex)
            }
        }
        self.viewport = viewport
        self.containerPositions = containerPositions
        self.anchorPositions = anchorPositions
    }

    public func container(id: String) -> TableContainer? {
        containerPositions[id].map { viewport.containers[$0] }
    }

    public func anchor(id: String) -> TableAnchor? {
        anchorPositions[id].map { viewport.containers[$0.container].anchors[$0.anchor] }
    }

    public func container(containing anchorID: String) -> TableContainer? {
        anchorPositions[anchorID].map { viewport.containers[$0.container] }
    }
}

extension SnaplineTable {
    /// An index of every viewport, in `viewports` order (what a generated scene's `indexes` holds).
    @inline(never)
    public var viewportIndexes: [ViewportIndex] {
        viewports.map(ViewportIndex.init)
    }

    /// An index of the viewport named `name`, or nil when there is none.
    public func index(ofViewport name: String) -> ViewportIndex? {
        viewport(named: name).map(ViewportIndex.init)
    }
}
