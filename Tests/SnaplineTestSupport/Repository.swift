import Foundation
import SnaplineCore

/// The repository the tests run in: its root and the scene files in it (shared by every test
/// target, like swift-format's `_SwiftFormatTestSupport`).
public enum Repository {
    /// The package's root directory (this file is `Tests/SnaplineTestSupport/Repository.swift`).
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `path` (relative to the root) as a URL.
    public static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// The scene files (`SceneFileName`) directly in `directory` (relative to the root), sorted, as paths
    /// relative to the root (`examples/store-menu.scene.yaml`).
    public static func sceneFiles(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url(directory).path)) ?? []
        return names.filter(SceneFileName.isScene).sorted().map { "\(directory)/\($0)" }
    }

    /// The examples shipped with the project, sorted, as absolute paths.
    public static var examples: [String] { sceneFiles(in: "examples").map { url($0).path } }
}

/// Golden files: compared by default, recorded instead when `SNAPLINE_RECORD` is set (then
/// review the diff and commit).
public enum GoldenRecording {
    public static var isOn: Bool { ProcessInfo.processInfo.environment["SNAPLINE_RECORD"] != nil }
}
