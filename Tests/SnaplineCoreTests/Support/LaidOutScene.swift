import Foundation
import Testing
@testable import SnaplineCore

/// A scene file decoded, laid out and compiled for every viewport, for render and explain tests.
struct LaidOutScene {
    let scene: Scene
    let layouts: [ViewportLayout]
    let tables: [ViewportTable]

    init(path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try self.init(source: try FileIO.read(path), sourceLocation: sourceLocation)
    }

    /// A scene given inline.
    init(yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try self.init(source: Array(yaml.utf8), sourceLocation: sourceLocation)
    }

    private init(source: [UInt8], sourceLocation: Testing.SourceLocation) throws {
        var diagnostics = Diagnostics()
        let scene = Compiler().decode(source, diagnostics: &diagnostics)
        let decoded = try #require(scene, "\(diagnostics.all)", sourceLocation: sourceLocation)
        var layouts: [ViewportLayout] = []
        var tables: [ViewportTable] = []
        for viewport in decoded.viewports {
            guard let (layout, table) = Compiler().layoutAndTable(for: decoded, viewport: viewport, diagnostics: &diagnostics) else { continue }
            layouts.append(layout)
            tables.append(table)
        }
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)", sourceLocation: sourceLocation)
        #expect(tables.count == decoded.viewports.count, sourceLocation: sourceLocation)
        self.scene = decoded
        self.layouts = layouts
        self.tables = tables
    }

    /// The examples shipped with the project, sorted.
    static var examples: [String] {
        let directory = CLIRoot.url.appendingPathComponent("examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".scene.yaml") }.sorted().map { directory.appendingPathComponent($0).path }
    }

    func picture(_ k: Int, options: RenderOptions = RenderOptions()) -> String {
        ViewportPicture(scene: scene, layout: layouts[k], table: tables[k], options: options).svg()
    }

    /// A focus for `render --at ANCHOR:POINT`.
    func focus(_ id: String, _ point: String?) throws -> RenderOptions.Focus {
        let node = try #require(scene.nodeIndex(ofID: id))
        let points = try AnchorPointQuery.points(for: node, in: scene, text: point).get()
        return RenderOptions.Focus(node: node, point: try #require(points.first))
    }
}

/// The package's root directory.
enum CLIRoot {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
