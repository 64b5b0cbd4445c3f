import SnaplineCore

/// `exclude:` patterns of `.snapline.yml` (`PathGlob`), relative to the file's directory.
enum ExclusionPattern {
    /// Whether `path` (absolute, normalized) is excluded by `pattern` relative to `directory`.
    static func excludes(_ pattern: String, relativeTo directory: String, path: String) -> Bool {
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        guard path.hasPrefix(base) else { return false }
        let segments = path.dropFirst(base.count).split(separator: "/").map { PathBytes.bytes(String($0)) }
        return PathGlob(pattern).matches(segments)
    }
}

extension SceneConfiguration {
    /// Whether `check DIR` leaves out the scene at `path` (as found, relative or absolute).
    func excludes(_ path: String, currentDirectory: String) -> Bool {
        guard !excludes.isEmpty else { return false }
        let absolute = ConfigurationSearch.normalized(path, currentDirectory: currentDirectory)
        return excludes.contains { ExclusionPattern.excludes($0.pattern, relativeTo: $0.directory, path: absolute) }
    }
}
