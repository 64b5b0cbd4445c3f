#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Finds scene files (`*.scene.yaml`, `*.scene.yml`) below a directory, in a stable (sorted) order.
///
/// The directory itself may be reached through a symlink (it was named explicitly); inside it,
/// symlinks to directories are not followed (no loops), symlinks to scene files are when the
/// file is inside the directory searched (a committed link to `/proc/self/environ` or to a
/// credentials file must not have its contents echoed into a CI log). Hidden folders and
/// `.build` are not searched (a checkout of dependencies holds their test fixtures) unless named
/// explicitly. Names that look like scene files but are not regular files (a FIFO, a directory, a
/// dangling link) are returned as skipped, never opened: opening a FIFO would wait for a writer
/// forever.
public enum SceneFinder {
    public struct Found: Sendable {
        /// The files found (scenes, or frames files for `framesFiles(in:)`).
        public var scenes: [String] = []
        /// Path and why it was not read.
        public var skipped: [(path: String, reason: String)] = []
    }

    public static func scenes(under directory: String) -> Found {
        var found = Found()
        let root = resolved(directory) ?? directory
        walk(directory, root: root.hasSuffix("/") ? root : root + "/", into: &found)
        found.scenes.sort { PathBytes.bytes($0).lexicographicallyPrecedes(PathBytes.bytes($1)) }
        found.skipped.sort { PathBytes.bytes($0.path).lexicographicallyPrecedes(PathBytes.bytes($1.path)) }
        return found
    }

    /// Whether `walk` leaves a folder of this name out when it is not the one named.
    public static func isSkippedFolder(_ name: String) -> Bool {
        name.hasPrefix(".")
    }

    /// The absolute path with every link resolved, or nil when it does not exist.
    public static func resolved(_ path: String) -> String? {
        guard let pointer = PathBytes.withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(pointer) }
        return PathBytes.string(cString: pointer)
    }

    private static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The names in `directory` (not `.` and `..`); none, and a skipped entry, when it cannot be opened.
    private static func entries(of directory: String, into found: inout Found) -> [String] {
        guard let stream = PathBytes.withCString(directory, { opendir($0) }) else {
            found.skipped.append((directory, "cannot open the directory: \(String(cString: strerror(errno)))"))
            return []
        }
        defer { closedir(stream) }
        var entries: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { PathBytes.string(cString: $0) }
            }
            if name != "." && name != ".." { entries.append(name) }
        }
        return entries
    }

    private static func walk(_ directory: String, root: String, into found: inout Found) {
        for name in entries(of: directory, into: &found) {
            let path = join(directory, name)
            let own = FileIO.kind(path, followingLinks: false)
            if own == .directory {
                if SceneFileName.isScene(name) {
                    found.skipped.append((path, "a directory, not a scene file"))
                }
                if !isSkippedFolder(name) { walk(path, root: root, into: &found) }
                continue
            }
            guard SceneFileName.isScene(name) else { continue }
            add(path, root: root, noun: "scene file", into: &found)
        }
    }

    /// Adds `path` (named like a wanted file) to `found.scenes` when it is a regular file, or a
    /// link to one inside `root`; to `found.skipped` with the reason otherwise.
    private static func add(_ path: String, root: String, noun: String, into found: inout Found) {
        if FileIO.kind(path, followingLinks: false) == .other, FileIO.kind(path) != .missing,
           let target = resolved(path), !target.hasPrefix(root) {
            found.skipped.append((path, "a link to \(target), outside the directory searched"))
            return
        }
        switch FileIO.kind(path) {
        case .regular: found.scenes.append(path)
        case .directory: found.skipped.append((path, "a link to a directory, not a \(noun)"))
        case .missing: found.skipped.append((path, "a link to nothing"))
        case .other: found.skipped.append((path, "not a regular file (a FIFO, socket or device)"))
        }
    }

    /// The frames files (`*.json`) directly in `directory`, sorted, with the same care as scenes
    /// (links out of the directory and files that are not regular are skipped); its subfolders
    /// are not searched. Returned in `scenes`.
    public static func framesFiles(in directory: String) -> Found {
        var found = Found()
        let root = resolved(directory) ?? directory
        let prefix = root.hasSuffix("/") ? root : root + "/"
        for name in entries(of: directory, into: &found) where name.hasSuffix(".json") {
            let path = join(directory, name)
            if FileIO.kind(path, followingLinks: false) == .directory { continue }
            add(path, root: prefix, noun: "frames file", into: &found)
        }
        found.scenes.sort { PathBytes.bytes($0).lexicographicallyPrecedes(PathBytes.bytes($1)) }
        return found
    }
}
