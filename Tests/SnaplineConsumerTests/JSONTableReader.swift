import Foundation
import SnaplineRuntime

/// Reads a JSON table (SPEC section 5) into runtime values, so that a generated table can be
/// compared with the JSON one with `==` rather than number by number.
///
/// Uses `JSONDecoder`, which reads shortest round-trip digits back exactly. (`JSONSerialization`
/// in swift-corelibs-foundation does not: it reads `1687.9999999999998` as `1687.9999999999993`.)
enum JSONTableReader {
    struct UnknownValue: Error, CustomStringConvertible {
        var description: String
    }

    static func table(from data: Data) throws -> SnaplineTable {
        let table = try JSONDecoder().decode(Table.self, from: data)
        return SnaplineTable(scene: table.scene, viewports: try table.viewports.map { v in
            TableViewport(
                name: v.name, width: v.width, height: v.height, layoutDirection: try value(v.layoutDirection),
                containers: try v.containers.map(container))
        })
    }

    private static func container(_ c: Container) throws -> TableContainer {
        let limit: TableContainer.Limit
        switch c.limit {
        case "never": limit = .never
        case "alwaysByOne": limit = .alwaysByOne
        case "alwaysByFew": limit = .alwaysByFew()
        case let other: throw UnknownValue(description: "limit \(other)")
        }
        return TableContainer(
            id: c.id, parent: c.parent, axis: try value(c.axis), maxOffset: c.maxOffset, initialOffset: c.initialOffset,
            behavior: try value(c.behavior), snapAlign: try value(c.snapAlign), limit: limit, stops: c.stops,
            anchors: c.anchors.map { a in
                TableAnchor(id: a.id, frame: Rect(x: a.frame.x, y: a.frame.y, width: a.frame.width, height: a.frame.height), targets: a.targets.map { t in
                    TableTarget(
                        anchor: t.anchor, x: t.x, y: t.y, extraX: t.extra.x, extraY: t.extra.y,
                        chain: t.chain.map { ChainLink(container: $0.container, offset: $0.offset, raw: $0.raw) })
                })
            })
    }

    private static func value<T: RawRepresentable<String>>(_ raw: String) throws -> T {
        guard let value = T(rawValue: raw) else { throw UnknownValue(description: "\(T.self) \(raw)") }
        return value
    }

    // The JSON table's shape (the keys the runtime keeps; containers' frames and sizes are left out).
    private struct Table: Decodable {
        var scene: String
        var viewports: [Viewport]
    }

    private struct Viewport: Decodable {
        var name: String
        var width: Double
        var height: Double
        var layoutDirection: String
        var containers: [Container]
    }

    private struct Container: Decodable {
        var id: String
        var parent: String?
        var axis: String
        var maxOffset: Double
        var initialOffset: Double
        var behavior: String
        var snapAlign: String
        var limit: String
        var stops: [Double]
        var anchors: [Anchor]
    }

    private struct Anchor: Decodable {
        var id: String
        var frame: Frame
        var targets: [Target]
    }

    private struct Frame: Decodable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    private struct Target: Decodable {
        var anchor: String
        var x: Double
        var y: Double
        var extra: Point
        var chain: [Link]
    }

    private struct Point: Decodable {
        var x: Double
        var y: Double
    }

    private struct Link: Decodable {
        var container: String
        var offset: Double
        var raw: Double
    }
}
