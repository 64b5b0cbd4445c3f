/// What each key of a scene file means and which values it takes: one line per key, beside the
/// decoder's own tables (the enumerated names below are the ones `NodeDecoding` and
/// `SceneDecoder` accept, and the value descriptions are their "expected …" texts), so an editor
/// showing them (the language server's hover and completion) cannot drift from the decoder.
public struct KeyDocumentation: Sendable, Hashable {
    /// The key as written.
    public var key: String
    /// One line: what the key does.
    public var summary: String
    /// The enumerated values, when the key takes one of a few names (empty otherwise).
    public var choices: [String]
    /// The accepted values in words (for an enumerated key, its names).
    public var accepted: String

    public init(_ key: String, _ summary: String, choices: [String] = [], accepted: String? = nil) {
        self.key = key
        self.summary = summary
        self.choices = choices
        self.accepted = accepted ?? choices.quotedAlternatives
    }
}

// The enumerated values the decoder reads, by name: each enum's one name table is its raw
// values, in the order its cases are declared (the order editors and messages list them in).
extension RawRepresentable where Self: CaseIterable, RawValue == String {
    static var casesByName: [(name: String, value: Self)] { allCases.map { ($0.rawValue, $0) } }
}

extension Axis { static let named = casesByName }
extension ScrollBehavior { static let named = casesByName }
extension SnapAlign { static let named = casesByName }
extension SnapLimit { static let named = casesByName }
extension Viewport.LayoutDirection { static let named = casesByName }

extension PropertyKey {
    /// One line on what the property does.
    var summary: String {
        switch self {
        case .axis: "The direction the container scrolls (default `vertical`)."
        case .width: "The node's width; unset, it is measured from the content or proposed by the parent. `{data: NAME, preview: L}`: the content gives it."
        case .height: "The node's height; unset, it is measured from the content or proposed by the parent. `{data: NAME, preview: L}`: the content gives it."
        case .padding: "Space inside the node's edges, around its content."
        case .scrollPadding: "Insets of the container's visible area that targets align to (SwiftUI `safeAreaPadding`-like)."
        case .contentMargins: "Shorthand for `padding` plus `scrollPadding` with the same value."
        case .behavior: "How the container comes to rest: freely, on pages, or on its targets (default `none`)."
        case .snapAlign: "Which edge (or the center) of a target a `viewAligned` container rests on (default `start`)."
        case .limit: "How far one gesture may move between `viewAligned` stops (default `automatic`: `alwaysByOne` where the viewport is compact along the axis, else `never`)."
        case .content: "The container's single content node (its children are not snap targets)."
        case .children: "The nodes stacked inside, in order (a scroll container's children are its snap targets)."
        case .spacing: "The gap between consecutive children along the stack's axis (default 0)."
        case .alignment: "Where narrower children sit across the stack's axis (default `center`)."
        case .targets: "`true`: the stack's children are snap targets, like `scrollTargetLayout()`."
        case .scrollMargin: "Extra space around the item when it is a snap or scroll target."
        case .anchors: "The unit points precomputed for this node's id (overrides the scene's list)."
        case .repeat: "Instantiate this node N times, or as many times as the content says (`{data: NAME, preview: N}`); `{i}` in ids inside becomes the 0-based index."
        case .index: "The name of this repeat's index in id placeholders (default `i`)."
        case .when: "Values for some viewports only: a mapping from traits to this node's properties."
        case .initialAnchor: "Where the container starts, like `defaultScrollAnchor`: `bottom` starts a chat at its end and keeps short content at the bottom (default `topLeading`)."
        case .ignoresSafeArea: "The safe-area regions whose insets the container does not keep its content out of, like `ignoresSafeArea(_:)`: `true` (all), `false`, or a list of `container` and `keyboard`."
        case .pinned: "`true`: the first child is a section header that sticks to the container's visible edge while this stack is in view."
        case .safeAreaInset: "Bars placed on these edges with `safeAreaInset(edge:)`: the container takes their length as an inset, and they cover that band."
        case .overlay: "Bars drawn over these edges of the node with `overlay(alignment:)`: they move nothing and cover that band."
        }
    }

    /// The values the decoder accepts for the property on a node of `kind` (nil: any kind).
    func documentation(kind: SceneNode.Kind?) -> KeyDocumentation {
        switch self {
        case .axis: KeyDocumentation(name, summary, choices: Axis.named.map(\.name))
        case .behavior: KeyDocumentation(name, summary, choices: ScrollBehavior.named.map(\.name))
        case .snapAlign: KeyDocumentation(name, summary, choices: SnapAlign.named.map(\.name))
        case .limit: KeyDocumentation(name, summary, choices: SnapLimit.named.map(\.name))
        case .targets: KeyDocumentation(name, summary, choices: ["true", "false"])
        case .width, .height: KeyDocumentation(name, summary, choices: ["fill"], accepted: DecoderState.lengthExpected)
        case .padding, .scrollPadding, .scrollMargin, .contentMargins, .safeAreaInset, .overlay: KeyDocumentation(name, summary, accepted: DecoderState.edgesExpected)
        case .spacing: KeyDocumentation(name, summary, accepted: "a number >= 0")
        case .alignment:
            switch kind {
            case .vstack: KeyDocumentation(name, summary, choices: DecoderState.horizontalAlignments.map(\.name))
            case .hstack: KeyDocumentation(name, summary, choices: DecoderState.verticalAlignments.map(\.name))
            case .scroll: KeyDocumentation(name, summary, choices: [], accepted: "across the scroll axis: \(DecoderState.horizontalAlignments.map(\.name).quotedAlternatives) in a vertical container, \(DecoderState.verticalAlignments.map(\.name).quotedAlternatives) in a horizontal one")
            default: KeyDocumentation(name, summary, choices: Alignment.named.map(\.name))
            }
        case .anchors: KeyDocumentation(name, summary, choices: AnchorSpec.unitPoints.map(\.name), accepted: "a list, each \(DecoderState.anchorEntryExpected)")
        case .content: KeyDocumentation(name, summary, accepted: "one node (a mapping with a kind key: \(DecoderState.kindList))")
        case .children: KeyDocumentation(name, summary, accepted: "a list of nodes (each a mapping with a kind key: \(DecoderState.kindList))")
        case .repeat: KeyDocumentation(name, summary, accepted: "an integer from 1 to \(SceneDecoder.maximumRepeat)")
        case .index: KeyDocumentation(name, summary, accepted: "a name of letters, digits and `_`, not starting with a digit")
        case .when: KeyDocumentation(name, summary, accepted: "a mapping from a viewport's name or trait to a mapping of this node's properties")
        case .initialAnchor: KeyDocumentation(name, summary, choices: AnchorSpec.unitPoints.map(\.name), accepted: "a unit point: \(AnchorSpec.unitPoints.map(\.name).quotedAlternatives), or `{x, y}`")
        case .pinned: KeyDocumentation(name, summary, choices: ["true", "false"])
        case .ignoresSafeArea: KeyDocumentation(name, summary, choices: ["true", "false"], accepted: "`true`, `false`, or a list of regions: `[container]`, `[keyboard]` or both")
        }
    }
}

/// The scene file's vocabulary for editors: which keys go where, what they mean, which values
/// they take. Everything here is read from the decoder's tables.
public enum SceneVocabulary {
    /// The top-level keys, in the order messages list them.
    public static let topLevel: [KeyDocumentation] = [
        KeyDocumentation("scene", "The scene's name: the Swift type generated for it.", accepted: "a Swift type name (letters, digits and `_`, not starting with a digit; not a keyword)"),
        KeyDocumentation("viewports", "The screen sizes (and directions) a table is computed for.", accepted: "a list of `{name, width, height}`, optionally with `layoutDirection` and `traits`"),
        KeyDocumentation("anchors", "The unit points precomputed for every id whose node names none (default `[topLeading, center, bottomTrailing]`).", choices: AnchorSpec.unitPoints.map(\.name), accepted: "a list, each \(DecoderState.anchorEntryExpected)"),
        KeyDocumentation("root", "The scene's root node.", accepted: "one node (a mapping with a kind key: \(DecoderState.kindList))"),
    ]

    /// The keys of one viewport.
    public static let viewport: [KeyDocumentation] = [
        KeyDocumentation("name", "The viewport's name (also a trait `when` can select).", accepted: "letters, digits, `_`, `.` and `-`"),
        KeyDocumentation("width", "The viewport's width in points.", accepted: "a number > 0"),
        KeyDocumentation("height", "The viewport's height in points.", accepted: "a number > 0"),
        KeyDocumentation("layoutDirection", "Which way horizontal content runs (default `leftToRight`).", choices: Viewport.LayoutDirection.named.map(\.name)),
        KeyDocumentation("traits", "Names `when` selectors can match, besides the name and the automatic traits.", accepted: "a list of names (letters, digits, `_`, `.` and `-`)"),
        KeyDocumentation("safeArea", "The insets the system covers (status bar, home indicator, notch); content stays inside, scroll views reach through.", accepted: DecoderState.edgesExpected),
        KeyDocumentation("keyboard", "The keyboard's height from the bottom of the screen; the bottom inset becomes the larger of it and the safe area's.", accepted: "a number >= 0"),
        KeyDocumentation("device", "A device whose screen size and safe area the viewport takes (then no `width`, `height` or `safeArea`).", choices: DevicePreset.all.map(\.name)),
        KeyDocumentation("orientation", "How the `device` is held: landscape swaps width and height and takes the landscape insets (default `portrait`).", choices: Viewport.Orientation.named.map(\.name)),
        KeyDocumentation("sizeClass", "The size classes, like `horizontalSizeClass` and `verticalSizeClass` (default compact; a `device` gives them).", accepted: "`{horizontal: compact|regular, vertical: compact|regular}`"),
    ]

    /// The kind keys, in the order messages list them.
    public static let kinds: [String] = SceneNode.Kind.allCases.map(\.keyword)

    /// A kind key's line: what the node is, and what its value is.
    public static func kindDocumentation(_ keyword: String) -> KeyDocumentation? {
        guard let kind = SceneNode.Kind(keyword: keyword) else { return nil }
        let value = kind == .space ? "its length along the stack: a number >= 0 or `fill`" : kind.requiresID ? "its id (required)" : "its id (optional)"
        return KeyDocumentation(keyword, "Makes this node \(kind.described).", accepted: value)
    }

    /// The properties a node of kind `keyword` may have (with `repeat` and `index` in a `children`
    /// list), in the order messages list them; nil for an unknown kind.
    public static func properties(ofKind keyword: String, inChildrenList: Bool) -> [KeyDocumentation]? {
        guard let kind = SceneNode.Kind(keyword: keyword) else { return nil }
        let extra: [PropertyKey] = inChildrenList ? [.repeat, .index] : []
        return (kind.row.allowedProperties + extra).map { $0.documentation(kind: kind) }
    }

    /// The properties a `when` entry of a node of kind `keyword` may give.
    public static func perViewportProperties(ofKind keyword: String) -> [KeyDocumentation]? {
        guard let kind = SceneNode.Kind(keyword: keyword) else { return nil }
        return kind.row.allowedProperties.filter { !DecoderState.shapeKeys.contains($0) }.map { $0.documentation(kind: kind) }
    }

    /// A node property's documentation, for a node of kind `keyword` (nil: any kind).
    public static func property(_ name: String, kind keyword: String?) -> KeyDocumentation? {
        guard let property = PropertyKey(name: name) else { return nil }
        return property.documentation(kind: keyword.flatMap(SceneNode.Kind.init(keyword:)))
    }

    /// The keys of the small mappings inside values: edges, relative lengths, anchor entries.
    public static let edgePairKeys = ["horizontal", "vertical"]
    public static let edgeSideKeys = ["top", "bottom", "leading", "trailing"]
    public static let relativeLengthKeys = ["count", "span", "spacing", "fraction"]
    public static let anchorEntryKeys = ["anchor", "offset", "name"]
    /// A data repeat's and a data length's keys, with what each means.
    public static let dataRepeatKeys: [KeyDocumentation] = [
        KeyDocumentation("data", "The name of the count in the content (a property of the generated content type).", accepted: DecoderState.dataNameExpected),
        KeyDocumentation("preview", "The count without content: what the scene lays out, compiles and draws until the app gives the real one.", accepted: "an integer from 0 to \(SceneDecoder.maximumRepeat)"),
    ]
    public static let dataLengthKeys: [KeyDocumentation] = [
        KeyDocumentation("data", "The name of the length in the content (a property of the generated content type).", accepted: DecoderState.dataNameExpected),
        KeyDocumentation("preview", "The length without content, the estimate used until the app gives the real one.", accepted: "a number >= 0"),
        KeyDocumentation("min", "The shortest length the estimate stands for (default 0).", accepted: "a number >= 0, at most `preview`"),
        KeyDocumentation("max", "The longest length the estimate stands for (default: unbounded).", accepted: "a number >= `preview`"),
    ]

    /// The automatic traits every viewport has one of per group.
    public static var automaticTraits: [String] { Viewport.automaticTraits }
}
