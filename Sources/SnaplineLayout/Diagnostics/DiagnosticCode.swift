/// Every diagnostic Snapline reports, by its stable code: the `[code]` printed at the end of a
/// message, which is the raw value.
///
/// Each case says its default severity; warnings also say whether they are reported by default.
/// `docs/diagnostics.md` describes every case with an example and the fix, and a test keeps the
/// two lists equal. To add a code: add a case here (in its stage's group), give it a `summary`,
/// document it in `docs/diagnostics.md`, and emit it from the stage with a message kept beside
/// the emitting code.
public enum DiagnosticCode: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    // MARK: Reading the file (YAML)

    /// Error. The file is larger than the input limit (256 MiB unless `--max-file-size` says
    /// otherwise; at most 2 GiB, what the parser accepts).
    case fileTooLarge = "file-too-large"
    /// Error. libyaml rejects the text (or could not start).
    case yamlSyntax = "yaml-syntax"
    /// Error. A YAML alias (`*name`).
    case yamlAlias = "yaml-alias"
    /// Error. A YAML anchor (`&name`).
    case yamlAnchor = "yaml-anchor"
    /// Error. A YAML tag (`!!str`).
    case yamlTag = "yaml-tag"
    /// Error. More than one YAML document in the file.
    case multipleDocuments = "multiple-documents"
    /// Error. The file holds no document.
    case emptyFile = "empty-file"
    /// Error. A mapping gives the same key twice.
    case duplicateKey = "duplicate-key"
    /// Error. YAML mappings and lists nest deeper than the reader's limit (1024 levels).
    case yamlTooDeep = "yaml-too-deep"

    // MARK: Decoding the scene

    /// Error. A mapping, list or scalar where another shape was expected.
    case wrongType = "wrong-type"
    /// Error. A key that does not exist, or that the node's kind does not have.
    case unknownKey = "unknown-key"
    /// Error. A required key is absent.
    case missingKey = "missing-key"
    /// Error. Not a plain finite decimal number.
    case badNumber = "bad-number"
    /// Error. A number out of range, or a word that is not an accepted name.
    case badValue = "bad-value"
    /// Error. `scene` is not a Swift type name, or is a Swift keyword.
    case badSceneName = "bad-scene-name"
    /// Error. Two viewports have the same name.
    case duplicateName = "duplicate-name"
    /// Error. A node mapping has no kind key.
    case noKind = "no-kind"
    /// Error. A node mapping has more than one kind key.
    case multipleKinds = "multiple-kinds"
    /// Error. A `scroll` or `item` without an id.
    case missingID = "missing-id"
    /// Error. An id with characters outside `[A-Za-z0-9_.-]`.
    case badID = "bad-id"
    /// Error. An id used twice after expansion.
    case duplicateID = "duplicate-id"
    /// Error. `{name}` in an id with no enclosing repeat of that index name.
    case undefinedPlaceholder = "undefined-placeholder"
    /// Error. `repeat` on the root or on a scroll container's `content`.
    case repeatOutsideChildren = "repeat-outside-children"
    /// Error. `index` on a node without `repeat`.
    case indexWithoutRepeat = "index-without-repeat"
    /// Error. A repeat's index name is already an enclosing repeat's.
    case indexReused = "index-reused"
    /// Error. The scene expands past the node limit.
    case tooManyNodes = "too-many-nodes"
    /// Error. More than 64 viewports.
    case tooManyViewports = "too-many-viewports"
    /// Error. Scene nodes nest deeper than 256 levels.
    case tooDeep = "too-deep"
    /// Error. Keys that exclude each other on one node.
    case conflictingKeys = "conflicting-keys"
    /// Error. `{horizontal, vertical}` mixed with `{top, bottom, leading, trailing}`.
    case mixedEdges = "mixed-edges"
    /// Error. A `space` as the root, as a `content` or in a zstack.
    case misplacedSpace = "misplaced-space"
    /// Error. `anchors` on a stack that has no id.
    case anchorsWithoutID = "anchors-without-id"
    /// Error. The scene has nodes but no `scroll` node.
    case noScrollContainer = "no-scroll-container"
    /// Error. The scene has no nodes at all to lay out.
    case emptyScene = "empty-scene"
    /// Error. A `when` selector that no viewport has (an automatic trait included).
    case unknownTrait = "unknown-trait"
    /// Error. A viewport's `traits` lists an automatic trait or the name of a viewport.
    case reservedTrait = "reserved-trait"
    /// Error. A `when` entry gives a key that shapes the scene (kind key, `axis`, `anchors`, …).
    case notPerViewport = "not-per-viewport"
    /// Error. A viewport's safe area (with the keyboard) leaves no room for content.
    case emptySafeRect = "empty-safe-rect"
    /// Error. `pinned: true` on a stack whose axis is not its scroll container's.
    case misplacedPinned = "misplaced-pinned"
    /// Error. A data name given twice in one scope, or a data repeat's name used inside it.
    case duplicateDataName = "duplicate-data-name"
    /// Error. A data repeat or data length inside a fixed `repeat`.
    case dataInFixedRepeat = "data-in-fixed-repeat"
    /// Error. `overlay` on a stack that has no id.
    case overlayWithoutID = "overlay-without-id"

    // MARK: Layout

    /// Error. A `fill` length where the proposal is unbounded.
    case unboundedFill = "unbounded-fill"
    /// Error. A container-relative length whose container's length depends on its content.
    case unknownRelativeLength = "unknown-relative-length"
    /// Error. A length, position or offset overflows to infinity.
    case layoutOverflow = "layout-overflow"

    // MARK: Targets and stops

    /// Error. A paging container whose page (visible length less scroll padding) is not positive.
    case badPageLength = "bad-page-length"
    /// Error. A paging container with more than a million stops.
    case tooManyStops = "too-many-stops"
    /// Error. The table would hold more offsets than 24 times the node limit (or one viewport's more than 2^31 - 1).
    case tableTooLarge = "table-too-large"

    // MARK: Generated Swift

    /// Error. Two names of the generated Swift collide.
    case identifierCollision = "identifier-collision"
    /// Error. The scene name shadows a type the generated Swift uses.
    case sceneNameShadowsType = "scene-name-shadows-type"

    // MARK: Measured frames (`snapline verify`)

    /// Error. A frames file is not valid JSON (or not UTF-8, or nests too deep).
    case jsonSyntax = "json-syntax"
    /// Error. A frames file measures an id the scene does not have.
    case unknownID = "unknown-id"
    /// Error. A frames file measures an id twice, or two frames files measure one viewport.
    case duplicateMeasurement = "duplicate-measurement"
    /// Error. A frames file's `scene` is not the scene's name.
    case sceneMismatch = "scene-mismatch"
    /// Error. A frames file's viewport is not one of the scene's, or its size or safe area differs.
    case viewportMismatch = "viewport-mismatch"
    /// Error. A size or position the app measured differs from the scene's layout.
    case drift = "drift"

    // MARK: Reporting

    /// Note. Past 200 errors in one file, the rest are counted, not shown.
    case tooManyErrors = "too-many-errors"

    // MARK: The run (files and options)

    /// Error. A file cannot be read or written.
    case ioError = "io-error"
    /// Error. The command line asks for something that cannot be done.
    case usageError = "usage-error"
    /// Note. A file found in a directory, or a configuration file, was not read.
    case skippedFile = "skipped-file"
    /// Error. Under `--check`, an output file does not exist.
    case missingOutput = "missing-output"
    /// Error. Under `--check`, an output file differs from what would be generated.
    case staleOutput = "stale-output"
    /// Warning. A `--viewport` description declares a trait that no `when` selector of the scene
    /// uses: it changes nothing in the layout.
    case unusedTrait = "unused-trait"

    // MARK: Warnings (lint rules)

    /// Warning, on by default. A page boundary of a `paging` container cuts a target.
    case pagingCutsItem = "paging-cuts-item"
    /// Warning, on by default. A `viewAligned` container has no targets.
    case viewAlignedWithoutTargets = "view-aligned-without-targets"
    /// Warning, on by default. A `viewAligned` target is longer than the page.
    case snapTargetOversized = "snap-target-oversized"
    /// Warning, on by default. `snapAlign`, `limit` or `targets` has no effect where it is given.
    case snapOptionIgnored = "snap-option-ignored"
    /// Warning, on by default. A scroll container whose content always fits.
    case neverScrolls = "never-scrolls"
    /// Warning, on by default. An `anchors` list on a node outside every scroll container.
    case anchorsOutsideScroll = "anchors-outside-scroll"
    /// Warning, on by default. A node with an id outside every scroll container leaves the viewport.
    case outOfReach = "out-of-reach"
    /// Warning, on by default. Two targets of one `anchors` list have the same label.
    case duplicateAnchorLabel = "duplicate-anchor-label"
    /// Warning, off by default. An explicitly listed anchor point is clamped.
    case unreachableAlignment = "unreachable-alignment"
    /// Warning, on by default. An explicitly listed anchor point ends up under the safe area, the
    /// keyboard, a pinned header or off the screen.
    case targetObscured = "target-obscured"
    /// Warning, off by default. Two targets of a `viewAligned` container have equal stops.
    case coincidentStops = "coincident-stops"
    /// Warning, on by default. A suppression comment that silences nothing.
    case unusedSuppression = "unused-suppression"

    /// The code as printed.
    public var description: String { rawValue }

    /// The severity the code is reported with unless a run changes it.
    public var defaultSeverity: Diagnostic.Severity { facts.severity }

    /// Whether the code is reported when a run neither enables nor disables it (errors always are).
    public var isEnabledByDefault: Bool { facts.isEnabledByDefault }

    /// One line saying when the code is reported (what `snapline rules` lists).
    public var summary: String { facts.summary }

    /// The warning codes (lint rules), in catalogue order.
    public static var warnings: [DiagnosticCode] { allCases.filter { $0.defaultSeverity == .warning } }

    /// What the catalogue says of one code.
    public struct Facts: Sendable {
        public var severity: Diagnostic.Severity
        public var isEnabledByDefault: Bool
        public var summary: String

        package static func error(_ summary: String) -> Facts { Facts(severity: .error, isEnabledByDefault: true, summary: summary) }
        package static func note(_ summary: String) -> Facts { Facts(severity: .note, isEnabledByDefault: true, summary: summary) }
        package static func warning(_ summary: String, enabledByDefault: Bool = true) -> Facts {
            Facts(severity: .warning, isEnabledByDefault: enabledByDefault, summary: summary)
        }
    }

    /// The catalogue: each code's severity, whether it is on by default, and its summary (one
    /// exhaustive switch, so a new code does not build without its row).
    public var facts: Facts {
        switch self {
        case .fileTooLarge: .error("the file is larger than the input limit (256 MiB; --max-file-size)")
        case .yamlSyntax: .error("the file is not valid YAML")
        case .yamlAlias: .error("a YAML alias (*name); write the value out")
        case .yamlAnchor: .error("a YAML anchor (&name)")
        case .yamlTag: .error("a YAML tag (!!str); write plain values")
        case .multipleDocuments: .error("the file holds more than one YAML document")
        case .emptyFile: .error("the file holds no scene")
        case .duplicateKey: .error("a mapping gives the same key twice")
        case .yamlTooDeep: .error("YAML mappings and lists nest deeper than 1024 levels")
        case .wrongType: .error("a mapping, list or scalar where another shape was expected")
        case .unknownKey: .error("a key that does not exist or that the node's kind does not have")
        case .missingKey: .error("a required key is absent")
        case .badNumber: .error("a value that is not a plain finite decimal number")
        case .badValue: .error("a number out of range, or a word that is not an accepted name")
        case .badSceneName: .error("the scene name is not a Swift type name, or is a Swift keyword")
        case .duplicateName: .error("two viewports have the same name")
        case .noKind: .error("a node mapping has no kind key")
        case .multipleKinds: .error("a node mapping has more than one kind key")
        case .missingID: .error("a scroll or item without an id")
        case .badID: .error("an id with characters outside A-Z a-z 0-9 _ . -")
        case .duplicateID: .error("an id used twice after expansion")
        case .undefinedPlaceholder: .error("a {name} in an id with no enclosing repeat of that index")
        case .repeatOutsideChildren: .error("repeat on the root or on a scroll container's content")
        case .indexWithoutRepeat: .error("index on a node without repeat")
        case .indexReused: .error("a repeat's index name is already an enclosing repeat's")
        case .tooManyNodes: .error("the scene expands past the node limit, or its nodes times its viewports pass 8 times it")
        case .tooManyViewports: .error("more than 64 viewports")
        case .tooDeep: .error("scene nodes nest deeper than 256 levels")
        case .conflictingKeys: .error("keys that exclude each other on one node")
        case .mixedEdges: .error("{horizontal, vertical} mixed with {top, bottom, leading, trailing}")
        case .misplacedSpace: .error("a space as the root, as a content or in a zstack")
        case .anchorsWithoutID: .error("anchors on a stack that has no id")
        case .noScrollContainer: .error("the scene has no scroll container")
        case .emptyScene: .error("the scene has no nodes to lay out")
        case .unknownTrait: .error("a when selector that no viewport has")
        case .reservedTrait: .error("a declared trait that is automatic or a viewport's name")
        case .notPerViewport: .error("a when entry gives a key that shapes the scene")
        case .emptySafeRect: .error("a viewport's safe area leaves no room for content")
        case .misplacedPinned: .error("a pinned header on a stack that does not run along its scroll container's axis")
        case .duplicateDataName: .error("a data name given twice in one scope")
        case .dataInFixedRepeat: .error("data inside a fixed `repeat`, whose instances would share one value")
        case .overlayWithoutID: .error("overlay on a stack that has no id")
        case .unboundedFill: .error("a fill length where the space offered is unbounded")
        case .unknownRelativeLength: .error("a container-relative length whose container's length depends on its content")
        case .layoutOverflow: .error("a length, position or offset overflows to infinity")
        case .badPageLength: .error("a paging container's page length is not positive")
        case .tooManyStops: .error("a paging container would have more than a million stops")
        case .tableTooLarge: .error("the table would hold more offsets than the limit")
        case .identifierCollision: .error("two names of the generated Swift collide")
        case .sceneNameShadowsType: .error("the scene name shadows a type the generated Swift uses")
        case .jsonSyntax: .error("a frames file is not valid JSON (or not UTF-8, or nests too deep)")
        case .unknownID: .error("a frames file measures an id the scene does not have")
        case .duplicateMeasurement: .error("a frames file measures an id twice, or two frames files measure one viewport")
        case .sceneMismatch: .error("a frames file names another scene")
        case .viewportMismatch: .error("a frames file's viewport is not the scene's: unknown name, other size or safe area")
        case .drift: .error("a size or position the app measured differs from the scene's layout by more than half a point")
        case .tooManyErrors: .note("more errors than are shown (past 200 in one file)")
        case .ioError: .error("a file cannot be read or written (missing, not a regular file, too large, refused by the system)")
        case .usageError: .error("the command line asks for something that cannot be done")
        case .skippedFile: .note("a file found in a directory, or a configuration file, was not read")
        case .missingOutput: .error("under --check, an output file does not exist")
        case .staleOutput: .error("under --check, an output file differs from what would be generated")
        case .unusedTrait: .warning("a trait a --viewport description declares that no `when` selector of the scene uses")
        case .pagingCutsItem: .warning("a page boundary of a paging container falls inside a target")
        case .viewAlignedWithoutTargets: .warning("a viewAligned container has no targets: it only rests at its ends")
        case .snapTargetOversized: .warning("a viewAligned target is longer than the visible page")
        case .snapOptionIgnored: .warning("snapAlign, limit or targets has no effect where it is given")
        case .neverScrolls: .warning("a scroll container's content always fits: it never scrolls")
        case .anchorsOutsideScroll: .warning("an anchors list on a node outside every scroll container")
        case .outOfReach: .warning("a node with an id outside every scroll container leaves the viewport")
        case .duplicateAnchorLabel: .warning("two targets of one anchors list have the same label")
        case .unreachableAlignment: .warning("an explicitly listed anchor point can never be reached (it is clamped)", enabledByDefault: false)
        case .coincidentStops: .warning("two targets of a viewAligned container stop at the same offset", enabledByDefault: false)
        case .targetObscured: .warning("an explicitly listed anchor point ends up covered (safe area, keyboard, pinned header) or off the screen")
        case .unusedSuppression: .warning("a snapline:disable comment that suppresses no warning")
        }
    }
}
