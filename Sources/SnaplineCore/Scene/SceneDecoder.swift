/// Decodes a scene file's `YAMLDocument` into a `Scene` (SPEC section 1), reporting every error of
/// the file rather than only the first.
///
/// Decoding runs in two steps. Each node mapping is first decoded once into a `NodeTemplate`
/// (properties read, id placeholders resolved, subtree size computed); then the expanded node count
/// is checked against `maximumNodes`, before anything is allocated for it, and the templates are
/// instantiated once per repeat index. A 100 000-fold `repeat` therefore reads its YAML once.
///
/// Positions: a problem with a key (unknown, not allowed, conflicting) is reported at the key; a
/// problem with a value at the value; a missing key at the mapping that lacks it.
///
/// Diagnostic codes: the "Decoding the scene" group of `DiagnosticCode` (all errors).
///
/// Decisions where SPEC section 1 is silent:
/// - A kind key with no value (`vstack:`, `~`, `null`, `""`) makes an anonymous node; for `scroll`
///   and `item` that is `missing-id`. Any other scalar is the id as written (`007`, `true`, `1.50`).
/// - In an id, `{name}` is a placeholder only when `name` is `[A-Za-z_][A-Za-z0-9_]*` and a `}`
///   closes it; any other `{` or `}` is a `bad-id` character. Index names follow the same rule.
/// - Numbers are YAML 1.2 decimals (`.5`, `5.`, `+5`, `1e3`; `-0` reads as 0), always unquoted.
///   Integers (`repeat`, `count`, `span`) are written as digits: `3`, not `3.0` or `3e0`.
///   Booleans are unquoted `true`/`false`. Names (`vertical`, `top`, `fill`, …) may be quoted.
/// - A scroll container needs `content` or `children` (`children: []` is fine); a stack may omit
///   `children`. `spacing` or `alignment` on a scroll container with `content` is an error.
/// - `limit` and `snapAlign` are accepted with any `behavior` (they are carried into the table).
/// - A `space` stores its length in `width` (in an hstack or a horizontal scroll container's
///   `children`) or `height` (vertical); the other axis stays `.unset`.
/// - `anchors: []` is accepted (an anchor with no targets). Entry names (label, else point name,
///   else `custom`) are unique within one list. A label is `[A-Za-z_][A-Za-z0-9_]*`. A unit point
///   `{x, y}` needs both coordinates (any finite numbers); an offset `{x, y}` defaults each to 0.
/// - A viewport name is unique among the viewports (`duplicate-name`).
/// - A trait repeated in one `traits` list is `duplicate-name`; a `when` entry must be a mapping
///   (`{}` for no values). When a viewport could not be read, selectors that match no viewport are
///   not reported (the unread viewport may have the trait).
/// - The node count includes the root and `space` nodes. Past the limit, the error is at the
///   `repeat` value whose instances first pass it in document order (the innermost repeat that
///   does, when one instance of an outer repeat is already too large), or without a repeat at the
///   first node past it.
/// - Depth counts the root as 1; a node at depth 257 is reported and its subtree skipped.
/// - After an error, decoding goes on with a neutral value, avoiding follow-on errors: a rejected
///   `repeat` still scopes its index (with one instance), a reused index name shadows the outer
///   one and the duplicate ids that follow are not reported, a repeated template's duplicate id is
///   reported once, and "no scroll container" is not claimed when some node could not be read.
public struct SceneDecoder: Sendable {
    /// Most nodes a scene may expand to (after repeats).
    public var maximumNodes: Int
    /// The bound on the table's size for the file's size (`Compiler` sets it from the file).
    public var tableSizeLimit = TableSizeLimit.unbounded
    /// Deepest node nesting accepted (the root is at depth 1).
    public static let maximumDepth = 256
    /// Largest `repeat` count.
    public static let maximumRepeat = 100_000
    /// Whether a scene without `repeat` is expanded while its templates are decoded
    /// (`ExpansionWhileDecoding.swift`); tests turn it off to compare with expanding after.
    var expandsWhileDecoding = true

    /// `maximumNodes` is clamped to what node indices (32-bit) can address.
    public init(maximumNodes: Int = 1_000_000) {
        self.maximumNodes = min(max(0, maximumNodes), Int(Int32.max) - 1)
    }

    /// The scene described by `document`, or nil when any error was found (all are appended to
    /// `diagnostics`).
    public func decode(_ document: consuming YAMLDocument, diagnostics: inout Diagnostics) -> Scene? {
        let errorsBefore = diagnostics.errorCount
        let start = (document.isEmpty ? nil : document[0].start)
        var decoding = DecoderState(document: consume document, maximumNodes: maximumNodes, diagnostics: diagnostics, expandsEarly: expandsWhileDecoding)
        decoding.tableSizeLimit = tableSizeLimit
        let scene = decoding.decodeScene()
        return Self.result(scene, decoding.diagnostics, errorsBefore: errorsBefore, start: start, diagnostics: &diagnostics)
    }

    /// Reads `source`, then decodes it, on this thread. The bytes are released once the tape is
    /// built, and the tape before this returns (a caller that passes ownership keeps neither).
    public func readAndDecode(_ source: consuming [UInt8], diagnostics: inout Diagnostics) -> Scene? {
        let document = YAMLReader().read(source, diagnostics: &diagnostics)
        _ = consume source
        guard let document else { return nil }
        return decode(consume document, diagnostics: &diagnostics)
    }

    /// The scene, when decoding reported no error; `found` becomes the diagnostics.
    static func result(_ scene: Scene?, _ found: Diagnostics, errorsBefore: Int, start: SourceLocation?, diagnostics: inout Diagnostics) -> Scene? {
        diagnostics = found
        if scene == nil, diagnostics.errorCount == errorsBefore {
            // Every path that returns no scene reports why; this keeps "nil means an error" true regardless.
            diagnostics.error("the scene could not be decoded", at: start, code: .badValue)
        }
        return diagnostics.errorCount == errorsBefore ? scene : nil
    }
}

extension DecoderState {
    static let topLevelKeys = SceneVocabulary.topLevel.map(\.key)

    /// The whole file. Returns a scene even when errors were reported (the caller discards it then),
    /// or nil when there is nothing to build one from.
    mutating func decodeScene() -> Scene? {
        guard !document.isEmpty else { return nil }
        let top = 0
        guard isMapping(top) else {
            error("expected a scene: a mapping with `scene`, `viewports` and `root`, got \(describe(top))", at: top, .wrongType)
            return nil
        }
        let found = keys(of: top, allowed: Self.topLevelKeys, place: "at the top level of a scene")
        let (sceneKey, viewportsKey, anchorsKey, rootKey) = (found[0], found[1], found[2], found[3])
        let required = [(sceneKey, "scene", "the scene's Swift type name"), (viewportsKey, "viewports", "a list of `{name, width, height}`"), (rootKey, "root", "the root node")]
        for (key, name, meaning) in required where key < 0 {
            error("missing the key `\(name)` (\(meaning)) in the scene", at: top, .missingKey)
        }

        let name = sceneKey >= 0 ? sceneName(value(of: sceneKey)) : nil
        let viewports = viewportsKey >= 0 ? decodeViewports(value(of: viewportsKey)) : []
        let defaultAnchors = anchorsKey >= 0 ? decodeAnchorList(value(of: anchorsKey), key: anchorsKey) : nil
        if anchorsKey >= 0 { positions.sceneAnchors = lastAnchorList }

        let emptyCount = tableCount(viewports: viewports.count, defaultAnchors: defaultAnchors)
        records.tableCount = emptyCount
        guard rootKey >= 0, let root = decodeNode(value(of: rootKey), placement: .root, depth: 1) else { return nil }
        if scrollContainerCount == 0, !droppedNodes, prototypes[Int(root)].kind != .space {
            error("the scene has no scroll container; expected at least one `scroll` node", at: prototypes[Int(root)].location, .noScrollContainer)
        }
        guard checkNodeCount(root: root), viewportsKey < 0 || checkLayoutCount(root: root, viewports: viewports.count, at: value(of: viewportsKey)) else { return nil }
        // While reading: the whole file must be read, and the scene decoded from what it all
        // says, before the tape goes (else the caller reads and decodes the source again).
        guard settleStream() == .decoded else { return nil }
        // The tape is the largest allocation so far and expansion does not read it: let it go.
        document = .empty
        let templates = sceneTemplates()
        let (nodes, ids, count) = expand(root: root, tableCount: emptyCount)
        guard let name, checkTableSize(count, nodes: nodes, viewports: viewports.count) else { return nil }
        var scene = Scene(name: name.text, nameLocation: name.location, viewports: viewports, defaultAnchors: defaultAnchors, nodes: nodes, ids: ids, edges: edges, anchorLists: anchorLists, perViewport: perViewport)
        scene.unitPoints = unitPoints
        scene.positions = positions
        scene.templates = templates
        return scene
    }

    /// `scene`: a Swift type name, not a keyword.
    private mutating func sceneName(_ node: Int) -> (text: String, location: SourceLocation)? {
        guard let text = text(node) else {
            error("expected the scene's Swift type name (a letter or `_`, then letters, digits or `_`), got \(describe(node))", at: node, .wrongType)
            return nil
        }
        guard Self.isIdentifier(text) else {
            error("expected the scene's Swift type name (a letter or `_`, then letters, digits or `_`), got \(describe(node))", at: node, .badSceneName)
            return nil
        }
        guard !SwiftKeywords.isReserved(text) else {
            error("expected the scene's Swift type name, got the Swift keyword `\(text)`; choose another name", at: node, .badSceneName)
            return nil
        }
        return (text, document[node].start)
    }

    // MARK: Viewports

    static let viewportKeys = SceneVocabulary.viewport.map(\.key)
    /// The most viewports a scene may have (each is a full layout of the scene).
    static let maximumViewports = Viewport.maximumCount
    /// The most node layouts (nodes times viewports) a scene may ask for, per allowed node.
    static let layoutsPerNode = 8
}
