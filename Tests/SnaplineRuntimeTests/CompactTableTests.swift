import SnaplineRuntime
import Testing

/// `CompactTable`: the flat form a generated scene looks up in gives what the nested table gives.
@Suite struct CompactTableTests {
    let table = StoreMenuTable.table

    /// Every anchor id, in table order, listed first in the strings.
    var anchorIDs: [String] {
        var ids: [String] = []
        for container in table.viewports[0].containers {
            for anchor in container.anchors where !ids.contains(anchor.id) { ids.append(anchor.id) }
        }
        return ids
    }

    @Test func lookupsByStringIndexMatchTheNestedTable() throws {
        let ids = anchorIDs
        #expect(ids.count >= 3)
        let compact = try CompactTable(packed: table.packed(leadingStrings: ids))
        #expect(compact.viewportCount == table.viewports.count)
        #expect((0 ..< ids.count).map { compact.string(at: $0) } == ids)
        var checked = 0
        for (v, viewport) in table.viewports.enumerated() {
            for (position, id) in ids.enumerated() {
                let names = (viewport.anchor(id: id)?.targets.map(\.anchor) ?? []) + ["no-such-point"]
                for name in names {
                    #expect(compact.offset(ofString: position, anchor: name, inViewport: v) == viewport.offset(of: id, anchor: name))
                    checked += 1
                }
            }
        }
        #expect(checked > 2 * ids.count)
        // Out of range: nil, never a trap.
        #expect(compact.offset(ofString: -1, anchor: "top", inViewport: 0) == nil)
        #expect(compact.offset(ofString: compact.stringCount, anchor: "top", inViewport: 0) == nil)
        #expect(compact.offset(ofString: 0, anchor: "top", inViewport: table.viewports.count) == nil)
        #expect(compact.string(at: compact.stringCount) == nil)
    }

    @Test func aStringThatIsNoAnchorFindsNothing() throws {
        // String 0 is the scene's name without leading strings.
        let compact = try CompactTable(packed: table.packed())
        #expect(compact.string(at: 0) == table.scene)
        #expect(compact.offset(ofString: 0, anchor: "top", inViewport: 0) == nil)
    }

    @Test func containersWithAndWithoutAnchors() throws {
        let compact = try CompactTable(packed: table.packed())
        #expect(compact.table == table)
        for (v, viewport) in table.viewports.enumerated() {
            for (c, container) in viewport.containers.enumerated() {
                var bare = container
                bare.anchors = []
                #expect(compact.container(c, inViewport: v) == container)
                #expect(compact.container(c, inViewport: v, withAnchors: false) == bare)
            }
            #expect(compact.container(viewport.containers.count, inViewport: v) == nil)
        }
        #expect(compact.container(0, inViewport: -1) == nil)
    }
}
