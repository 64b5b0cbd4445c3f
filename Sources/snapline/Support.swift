import Foundation
import SnaplineCore

/// Output file names derived from scene file names.
enum OutputNaming {
    /// `menu.scene.yaml` -> `menu`; other names lose `.yaml`/`.yml`.
    static func stem(of path: String) -> String {
        var name = String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(path))
        for suffix in [".scene.yaml", ".scene.yml", ".yaml", ".yml"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
            break
        }
        return name
    }

    static func tableFileName(for scene: String) -> String { stem(of: scene) + ".snapline.json" }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}

/// Finds scene files below a directory, in a stable (sorted) order.
enum SceneFinder {
    static func scenes(under directory: String) -> [String] {
        let root = URL(fileURLWithPath: directory)
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        var found: [String] = []
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            guard name.hasSuffix(".scene.yaml") || name.hasSuffix(".scene.yml") else { continue }
            let relative = url.path.hasPrefix(root.path) ? String(url.path.dropFirst(root.path.count)) : "/" + name
            found.append(OutputNaming.join(directory, relative.hasPrefix("/") ? String(relative.dropFirst()) : relative))
        }
        return found.sorted()
    }
}

enum StandardOutput {
    static func write(_ bytes: [UInt8]) {
        FileHandle.standardOutput.write(Data(bytes))
    }
}
