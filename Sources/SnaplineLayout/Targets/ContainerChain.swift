/// A scroll container that knows its enclosing container: what `ContainerChain` walks.
public protocol ChainedContainer {
    /// Index of the enclosing container in the same array, or nil for an outermost container.
    var parentContainer: Int? { get }
}

/// The scroll containers from one container out to the outermost, innermost first: the chain a
/// target's offsets follow (one link per container). The one place that walks it.
///
/// `containers` is any array of containers indexed from 0 in document order (the layout's
/// `ContainerGeometry`s, the table's `ContainerEntry`s).
public struct ContainerChain<Containers: RandomAccessCollection>: Sequence, IteratorProtocol
where Containers.Element: ChainedContainer, Containers.Index == Int {
    let containers: Containers
    var current: Int?

    /// The chain starting at container `start` (empty when `start` is nil).
    public init(from start: Int?, in containers: Containers) {
        self.containers = containers
        current = start
    }

    public mutating func next() -> Int? {
        guard let c = current else { return nil }
        current = containers[c].parentContainer
        return c
    }

    /// The number of links: containers from `start` out to the outermost.
    public var length: Int {
        var count = 0
        for _ in self { count += 1 }
        return count
    }
}

extension ContainerGeometry: ChainedContainer {
    public var parentContainer: Int? { parent }
}

extension ContainerEntry: ChainedContainer {
    public var parentContainer: Int? { parent }
}

extension Scene {
    /// Per node, how many scroll containers enclose it (a container encloses its descendants,
    /// not itself): 0 outside every container. The one place "inside a scroll container" is
    /// derived from the `parent` links: the lint rules' `LintScene.outside`, the Swift names'
    /// anchors (`SwiftNames`) and the table's size bound (`TableSize`) read it.
    public var scrollDepths: [Int32] { Self.scrollDepths(of: nodes) }

    /// `scrollDepths` of `nodes` in document order (a parent before its children: one pass).
    package static func scrollDepths(of nodes: [SceneNode]) -> [Int32] {
        var depths = [Int32](repeating: 0, count: nodes.count)
        for i in nodes.indices {
            guard let p = nodes[i].parent.index else { continue }
            depths[i] = depths[p] + (nodes[p].kind == .scroll ? 1 : 0)
        }
        return depths
    }

    /// How deep the nodes nest: 1 for a root alone, 256 at most for a decoded scene. What decides
    /// whether layout needs a thread of its own (`LargeStack`).
    package var nestingDepth: Int {
        var depths = [Int32](repeating: 1, count: nodes.count)
        var deepest: Int32 = nodes.isEmpty ? 0 : 1
        for i in nodes.indices {
            guard let p = nodes[i].parent.index else { continue }
            depths[i] = depths[p] + 1
            deepest = max(deepest, depths[i])
        }
        return Int(deepest)
    }

    /// The ancestors of node `index`, nearest first (its parent, the parent's parent, ..., the root).
    public func ancestors(of index: Int) -> Ancestors { Ancestors(nodes: nodes, current: nodes[index].parent) }

    /// The ancestors of one node, followed through the `parent` links.
    public struct Ancestors: Sequence, IteratorProtocol {
        package let nodes: [SceneNode]
        package var current: IndexLink
        public mutating func next() -> Int? {
            guard let i = current.index else { return nil }
            current = nodes[i].parent
            return i
        }
    }
}
