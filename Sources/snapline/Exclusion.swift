#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SnaplineCore

/// `exclude:` patterns of `.snapline.yml`, relative to the file's directory: `*`, `?` and
/// `[...]` match within one path segment, `**` matches any number of segments, and a pattern
/// that matches a directory excludes everything below it (`Fixtures`, `Tests/**/Broken`,
/// `**/*.draft.scene.yaml`).
enum ExclusionPattern {
    /// Whether `path` (absolute, normalized) is excluded by `pattern` relative to `directory`.
    static func excludes(_ pattern: String, relativeTo directory: String, path: String) -> Bool {
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        guard path.hasPrefix(base) else { return false }
        let segments = path.dropFirst(base.count).split(separator: "/").map(String.init)
        let patternSegments = pattern.split(separator: "/").map(String.init).filter { $0 != "." }
        // The file itself, or any directory above it.
        return (1 ... max(1, segments.count)).contains { matches(patternSegments[...], segments[0 ..< min($0, segments.count)]) }
    }

    private static func matches(_ pattern: ArraySlice<String>, _ segments: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return segments.isEmpty }
        if first == "**" {
            return (segments.startIndex ... segments.endIndex).contains { matches(pattern.dropFirst(), segments[$0...]) }
        }
        guard let segment = segments.first else { return false }
        let matched = PathBytes.withCString(first) { p in PathBytes.withCString(segment) { s in fnmatch(p, s, 0) == 0 } }
        return matched && matches(pattern.dropFirst(), segments.dropFirst())
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
