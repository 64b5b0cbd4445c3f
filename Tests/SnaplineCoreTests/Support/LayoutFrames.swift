import SnaplineCore
import SnaplineRuntime

/// Frames files made from a scene's own layout, as an app that matches the scene exactly would
/// measure them: every id (or those `only` names), through `FrameRecorder`, in the table's
/// coordinates (a container's row for scroll containers, the layout's frames for the rest).
enum LayoutFrames {
    static func recorder(_ v: CompiledViewport, only: Set<String>? = nil) -> FrameRecorder {
        let insets = v.viewport.insets
        var recorder = FrameRecorder(scene: v.scene.name, viewport: .init(name: v.viewport.name, width: v.viewport.width, height: v.viewport.height,
                                                                        safeArea: .init(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)))
        for node in v.scene.nodes.indices {
            guard let id = v.scene.id(of: node), only?.contains(id) ?? true else { continue }
            if let c = v.container(ofNode: node) {
                let row = v.table.containers[c]
                recorder.record(id, frame: rect(row.frame), contentSize: .init(width: row.contentSize.width, height: row.contentSize.height))
            } else {
                recorder.record(id, frame: rect(v.frame(ofNode: node)))
            }
        }
        return recorder
    }

    static func rect(_ r: Rect) -> FrameRecorder.Rect { .init(x: r.x, y: r.y, width: r.width, height: r.height) }

    /// Every viewport of `yaml` compiled (the test fails when one does not).
    static func viewports(_ yaml: [UInt8]) -> (Scene, [CompiledViewport])? {
        var diagnostics = Diagnostics()
        let compiler = Compiler()
        guard let scene = compiler.decode(yaml, diagnostics: &diagnostics) else { return nil }
        var compiled: [CompiledViewport] = []
        compiler.forEachViewport(of: scene, diagnostics: &diagnostics) { compiled.append($0) }
        return diagnostics.hasErrors ? nil : (scene, compiled)
    }
}
