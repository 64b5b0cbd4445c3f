import ArgumentParser
import Foundation
import SnaplineCore

/// Finds and reads `.snapline.yml`: the nearest one in a scene's directory or a parent, up to the
/// repository root (a directory holding `.git`), or the file given with `--config`. Files are read
/// once per run.
final class ConfigurationLoader {
    static let fileName = ".snapline.yml"

    private let explicit: String?
    private var byPath: [String: LintConfiguration] = [:]
    private var byDirectory: [String: String?] = [:]

    init(explicit: String?) { self.explicit = explicit }

    /// The configuration for `scene`: the explicit file, else the nearest one, else the defaults.
    /// Throws `ExitCode(2)` after printing why when the file cannot be read or has errors.
    func configuration(for scene: String) throws -> LintConfiguration {
        guard let path = explicit ?? nearest(to: scene) else { return LintConfiguration() }
        if let known = byPath[path] { return known }
        let bytes: [UInt8]
        do {
            bytes = try FileIO.read(path)
        } catch {
            printError("snapline: error: cannot read configuration \(error)")
            throw ExitCode(2)
        }
        var diagnostics = Diagnostics()
        guard let configuration = LintConfiguration.parse(bytes, diagnostics: &diagnostics) else {
            for d in diagnostics.sorted(file: path) { printError(d.description) }
            throw ExitCode(2)
        }
        byPath[path] = configuration
        return configuration
    }

    /// The nearest configuration file above `scene`, stopping at the repository root.
    private func nearest(to scene: String) -> String? {
        var directory = URL(fileURLWithPath: scene).deletingLastPathComponent().standardizedFileURL
        var visited: [String] = []
        var found: String?
        while true {
            let path = directory.path
            if let cached = byDirectory[path] {
                found = cached
                break
            }
            visited.append(path)
            let candidate = directory.appendingPathComponent(Self.fileName).path
            if FileManager.default.fileExists(atPath: candidate) {
                found = candidate
                break
            }
            let parent = directory.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent(".git").path) || parent.path == path {
                break
            }
            directory = parent
        }
        for path in visited { byDirectory[path] = found }
        return found
    }
}
