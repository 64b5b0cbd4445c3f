import SnaplineCore

/// Output file names derived from scene file names.
enum OutputNaming {
    /// `dir/menu.scene.yaml` -> `menu`; other names lose `.yaml`/`.yml` (`SceneFileName.stem`).
    static func stem(of path: String) -> String {
        SceneFileName.stem(of: String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(path)))
    }

    static func tableFileName(for scene: String) -> String { stem(of: scene) + ".snapline.json" }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}

extension OutputNaming {
    /// `menu.scene.yaml` -> `menu.snapline.<extension>`.
    static func outputFileName(for scene: String, extension fileExtension: String) -> String {
        stem(of: scene) + ".snapline." + fileExtension
    }

    /// `path` relative to the current directory when it is absolute and inside it; otherwise as given
    /// (the Swift emitter names an absolute path by its last component only).
    static func relativePath(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        var directory = FileIO.currentDirectory()
        if !directory.hasSuffix("/") { directory += "/" }
        return path.hasPrefix(directory) ? String(path.dropFirst(directory.count)) : path
    }
}

/// Words for a command line a user can paste into a POSIX shell.
enum ShellQuoting {
    /// `word` as is when it needs no quoting, else in single quotes.
    static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0" ... "9").contains(scalar) || "_-./=:,+@%".unicodeScalars.contains(scalar))
        }
        return plain ? word : "'" + word.replacing("'", with: "'\\''") + "'"
    }
}
