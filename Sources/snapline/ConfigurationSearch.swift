/// The one rule for where `.snapline.yml` files apply, shared by the CLI (which reads them) and
/// the build plugin (which lists them as inputs, so editing one reruns the build command).
///
/// A scene's directory and its parents are searched up to the nearest directory holding `.git`
/// or `Package.swift` (the project's root), nearest first. When no parent holds either (a
/// source tarball, a copy in `/tmp`), only the scene's own directory is searched: a file further
/// up belongs to someone else's project, or to nobody's.
enum ConfigurationSearch {
    static let fileName = ".snapline.yml"
    /// What marks a project's root.
    static let rootMarkers = [".git", "Package.swift"]

    /// The directories searched for a scene in `directory` (absolute, with no `.` or `..`
    /// segments), nearest first. `exists` says whether a path exists.
    static func directories(from directory: String, exists: (String) -> Bool) -> [String] {
        var chain: [String] = []
        var current = directory
        while true {
            chain.append(current)
            if rootMarkers.contains(where: { exists(join(current, $0)) }) { return chain }
            guard let parent = parent(of: current) else { return [directory] }
            current = parent
        }
    }

    /// `path` made absolute against `currentDirectory`, with `.` and `..` segments and repeated
    /// slashes removed (by the text, without following links).
    static func normalized(_ path: String, currentDirectory: String) -> String {
        let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The directory holding `path` (normalized), or nil for `/`.
    static func parent(of path: String) -> String? {
        guard path != "/", let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
