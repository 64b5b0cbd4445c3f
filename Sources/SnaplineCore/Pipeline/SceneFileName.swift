/// What makes a file a scene file: a name ending in `.scene.yaml` or `.scene.yml`. The one test
/// of it for the directory search (`check`, `verify`, `diff`), the language server and the names
/// of outputs. The build plugins cannot link the core, so each keeps the same list
/// (`SceneFile.suffixes`, `SnaplineInit.sceneSuffixes`), and a test compares them with this one.
public enum SceneFileName {
    public static let suffixes = [".scene.yaml", ".scene.yml"]

    /// The scene suffix `name` (a file name, a path or a URI) ends with; nil when it is not a
    /// scene file's.
    public static func suffix(of name: String) -> String? {
        suffixes.first { name.hasSuffix($0) }
    }

    public static func isScene(_ name: String) -> Bool {
        suffix(of: name) != nil
    }

    /// `menu.scene.yaml` -> `menu`; other names lose `.yaml` or `.yml`; a name that is only a
    /// suffix keeps it.
    public static func stem(of name: String) -> String {
        for suffix in suffixes + [".yaml", ".yml"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }
}
