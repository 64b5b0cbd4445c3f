/// Where each node of a scene expanded for a content came from: its template, the index of every
/// enclosing repeat (outermost first, the levels of its id's placeholders) and which of its
/// lengths are estimated (data not known, laid out at the preview). Indexed like `Scene.nodes`.
///
/// An update maps a node through these: an instance that an insert moves from index i to i + k is
/// the same instance, so its node is found again in the new layout by its template and its new
/// indices.
public struct NodeOrigins: Sendable {
    /// Per node: its template in `SceneTemplates.templates`.
    package private(set) var template: [Int32] = []
    /// Node n's indices are `indices[start[n] ..< start[n + 1]]`.
    private var start: [Int32] = [0]
    private var indices: [Int32] = []
    /// Per node, `Estimate` bits.
    package private(set) var estimated: [UInt8] = []

    /// Bits of `estimated`.
    package enum Estimate {
        package static let width: UInt8 = 1
        package static let height: UInt8 = 2
        /// An estimated length whose `max` is not given: it may be any length at run time.
        package static let unboundedWidth: UInt8 = 4
        package static let unboundedHeight: UInt8 = 8

        /// The bits of an estimated length on `axis`, and of one that is also unbounded.
        package static func bits(_ axis: Axis) -> (estimated: UInt8, unbounded: UInt8) {
            axis == .vertical ? (height, unboundedHeight) : (width, unboundedWidth)
        }
    }

    package init() {}

    package var count: Int { template.count }

    package mutating func append(template t: Int, indices path: [Int], estimated bits: UInt8) {
        template.append(Int32(truncatingIfNeeded: t))
        for i in path { indices.append(Int32(truncatingIfNeeded: i)) }
        start.append(Int32(truncatingIfNeeded: indices.count))
        estimated.append(bits)
    }

    /// The index of each repeat around node `n` (itself included when it repeats), outermost first.
    package func indices(of n: Int) -> [Int] {
        indices[Int(start[n]) ..< Int(start[n + 1])].map(Int.init)
    }

    /// The `Estimate` bits of a node whose width and height data (if any) are not known.
    static func estimates(width: Bool, height: Bool, template: SceneTemplates.Template, shape: ContentShape) -> UInt8 {
        var bits: UInt8 = 0
        func unbounded(_ name: Int32) -> Bool {
            let scope = Int(template.scope)
            guard scope >= 0, scope < shape.scopes.count, name >= 0, Int(name) < shape.scopes[scope].names.count else { return true }
            return shape.scopes[scope].names[Int(name)].maximum == nil
        }
        if width { bits |= Estimate.width | (unbounded(template.widthData) ? Estimate.unboundedWidth : 0) }
        if height { bits |= Estimate.height | (unbounded(template.heightData) ? Estimate.unboundedHeight : 0) }
        return bits
    }
}
