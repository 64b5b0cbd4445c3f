/// A frames file as decoded: the frames an app measured for one viewport of a scene, in the
/// table's coordinates (what `snapline verify` compares with the scene's layout).
///
/// ```json
/// {"format": "snapline-frames", "version": 1, "scene": "StoreMenu",
///  "viewport": {"name": "phone", "width": 393, "height": 852,
///               "safeArea": {"top": 59, "leading": 0, "bottom": 34, "trailing": 0}},
///  "frames": [
///    {"id": "menu", "frame": {"x": 0, "y": 0, "width": 393, "height": 852},
///     "contentSize": {"width": 393, "height": 3400}},
///    {"id": "section-3", "frame": {"x": 16, "y": 1280, "width": 361, "height": 400}}]}
/// ```
///
/// Positions are byte offsets into the file (`SourceLines.location(ofByte:)` makes them lines and
/// columns); only entries that decoded whole and name an id of the scene are kept.
public struct FramesFile: Sendable {
    /// The `scene` value and its offset.
    public var scene: (name: String, offset: Int)?
    public var viewport: MeasuredViewport?
    /// The measured ids, in the file's order: each names a node of the scene, once.
    public var frames: [MeasuredFrame] = []
}

/// The `viewport` object of a frames file.
public struct MeasuredViewport: Sendable {
    public var name: String
    public var nameOffset: Int
    /// Offset of the object's `{` (where a missing value is reported).
    public var offset: Int
    public var width: Measured
    public var height: Measured
    /// Logical edges (leading and trailing flip under right-to-left, as in a scene); nil when
    /// the file leaves `safeArea` out (no insets).
    public var safeArea: MeasuredEdges?

    /// A number and where it is written.
    public struct Measured: Sendable {
        public var value: Double
        public var offset: Int
    }

    public struct MeasuredEdges: Sendable {
        public var top: Measured?
        public var leading: Measured?
        public var bottom: Measured?
        public var trailing: Measured?
        /// Offset of the `safeArea` object's `{`.
        public var offset: Int
    }
}

/// One entry of `frames`: a node of the scene and what the app measured for it.
public struct MeasuredFrame: Sendable {
    /// Index of the node in `Scene.nodes`.
    public var node: Int32
    public var frame: Rect
    /// Only for scroll containers; nil when the file gives none.
    public var contentSize: Size?
    /// Offset of the entry's `id` value.
    public var offset: Int
}

/// The ids of a scene and the nodes they name, looked up by every frames file of a run.
public struct SceneIDs: Sendable {
    private var nodes: [String: Int32]

    public init(_ scene: Scene) {
        var nodes: [String: Int32] = [:]
        nodes.reserveCapacity(scene.ids.count / 2)
        for (k, id) in scene.ids.enumerated() {
            if let id { nodes[id] = Int32(k) }
        }
        self.nodes = nodes
    }

    public func node(_ id: String) -> Int32? { nodes[id] }

    /// The id closest to `id` ("did you mean"), when one is plausibly what was meant.
    func suggestion(for id: String) -> String? {
        let length = id.utf8.count
        // Edit distance only against ids of about the same length: a large scene has many ids.
        let near = nodes.keys.lazy.filter { abs($0.utf8.count - length) <= max(1, (length + 2) / 3) }
        return Suggestion.closest(to: id, among: near.sorted())
    }
}
