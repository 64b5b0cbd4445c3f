package import SnaplineLayout

/// The layout engine's tables as the runtime's values: the one mapping from the engine's types to
/// the runtime's. The compiler writes them into generated Swift in the packed text form
/// (`PackedTableWriter`); `layout(for:)` builds them at run time from a layout of its own.
///
/// Why generated Swift holds packed text and not a literal of runtime values: the compiler's
/// cost for one string literal is proportional to its bytes, while nested struct and array
/// literals cost the type checker and the optimizer far more than linear time (measured with
/// Swift 6.3: 1 000 anchors as struct literals, 112 s and 0.9 GB at `-O`; the same table packed,
/// well under a second). The runtime decodes the text once, on first use of `table` (a `static
/// let`: lazily and thread-safely initialized), in time linear in its bytes.
package enum EngineTable {
    /// The whole table (for tests: the generated file's text must decode to it).
    package static func runtimeTable(scene: Scene, tables: [ViewportTable]) -> SnaplineTable {
        SnaplineTable(scene: scene.name, viewports: tables.map { viewport(of: $0, scene: scene) })
    }

    package static func viewport(of table: ViewportTable, scene: Scene) -> TableViewport {
        let viewport = table.viewport
        return TableViewport(
            name: viewport.name, width: viewport.width, height: viewport.height,
            layoutDirection: viewport.isRightToLeft ? .rightToLeft : .leftToRight,
            containers: table.containers.indices.map { container($0, of: table, scene: scene) })
    }

    private static func container(_ index: Int, of table: ViewportTable, scene: Scene) -> TableContainer {
        let c = table.containers[index]
        return TableContainer(
            id: c.id, parent: c.parent.map { table.containers[$0].id },
            axis: c.axis == .vertical ? .vertical : .horizontal,
            maxOffset: c.maxOffset, initialOffset: c.initialOffset,
            behavior: c.behavior.runtime, snapAlign: c.snapAlign.runtime, limit: c.limit.runtime, stops: c.stops,
            anchors: table.anchors(ofContainer: index).map { anchor in
                TableAnchor(id: scene.id(of: Int(anchor.node)) ?? "", frame: table.frame(of: anchor), targets: table.targets(of: anchor, in: scene).map { target in
                    TableTarget(
                        anchor: target.spec.name, x: target.spec.x, y: target.spec.y, extraX: target.extra.x, extraY: target.extra.y,
                        chain: target.chain.map { ChainLink(container: $0.container, offset: $0.offset, raw: $0.raw) })
                })
            })
    }
}

// The scene's values as the runtime spells them.

extension ScrollBehavior {
    package var runtime: TableContainer.Behavior {
        switch self {
        case .none: .none
        case .paging: .paging
        case .viewAligned: .viewAligned
        }
    }
}

extension SnapAlign {
    package var runtime: TableContainer.SnapAlign {
        switch self {
        case .start: .start
        case .center: .center
        case .end: .end
        }
    }
}

extension SnapLimit {
    package var runtime: TableContainer.Limit {
        switch self {
        case .never: .never
        case .alwaysByOne: .alwaysByOne
        case .alwaysByFew: .alwaysByFew()  // the runtime's default count, as the JSON table implies
        case .automatic: .never  // not in a table: `TargetCompiler` resolves it for the viewport
        }
    }
}

extension ScrollTargetSelector.Rule {
    /// The runtime's rule for a container of the table: how generated Swift settles a gesture in it.
    package init(_ entry: ContainerEntry) {
        self.init(behavior: entry.behavior.runtime, limit: entry.limit.runtime)
    }
}
