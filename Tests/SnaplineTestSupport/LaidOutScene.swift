import Foundation
import Testing
import SnaplineCore
import SnaplineLayout

/// A scene file decoded, laid out and compiled for every viewport, for render and explain tests.
public struct LaidOutScene: Sendable {
    public let scene: Scene
    public let viewports: [CompiledViewport]
    public var layouts: [ViewportLayout] { viewports.map(\.layout) }
    public var tables: [ViewportTable] { viewports.map(\.table) }

    public init(path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try self.init(source: try FileIO.read(path), sourceLocation: sourceLocation)
    }

    /// A scene given inline.
    public init(yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try self.init(source: Array(yaml.utf8), sourceLocation: sourceLocation)
    }

    private init(source: [UInt8], sourceLocation: Testing.SourceLocation) throws {
        var diagnostics = Diagnostics()
        let scene = Compiler().decode(source, diagnostics: &diagnostics)
        let decoded = try #require(scene, "\(diagnostics.all)", sourceLocation: sourceLocation)
        var viewports: [CompiledViewport] = []
        Compiler().forEachViewport(of: decoded, diagnostics: &diagnostics) { viewports.append($0) }
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)", sourceLocation: sourceLocation)
        #expect(viewports.count == decoded.viewports.count, sourceLocation: sourceLocation)
        self.scene = decoded
        self.viewports = viewports
    }

    /// The examples shipped with the project, sorted.
    public static var examples: [String] { Repository.examples }

    public func picture(_ k: Int, options: RenderOptions = RenderOptions()) -> String {
        ViewportPicture(viewports[k], options: options).svg()
    }

    /// A focus for `render --at ANCHOR:POINT`.
    public func focus(_ id: String, _ point: String?) throws -> RenderOptions.Focus {
        let node = try #require(scene.nodeIndex(ofID: id))
        let points = try AnchorPointQuery.points(for: node, in: scene, text: point).get()
        return RenderOptions.Focus(node: node, point: try #require(points.first))
    }
}
