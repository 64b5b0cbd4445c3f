/// The codes of the diagnostics `SceneDecoder` reports (the `[code]` at the end of a message).
///
/// Each is documented in the list at the top of `SceneDecoder`; the raw value is what is printed.
enum SceneDiagnosticCode: String {
    case wrongType = "wrong-type"
    case unknownKey = "unknown-key"
    case missingKey = "missing-key"
    case badNumber = "bad-number"
    case badValue = "bad-value"
    case badSceneName = "bad-scene-name"
    case duplicateName = "duplicate-name"
    case noKind = "no-kind"
    case multipleKinds = "multiple-kinds"
    case missingID = "missing-id"
    case badID = "bad-id"
    case duplicateID = "duplicate-id"
    case undefinedPlaceholder = "undefined-placeholder"
    case repeatOutsideChildren = "repeat-outside-children"
    case indexWithoutRepeat = "index-without-repeat"
    case indexReused = "index-reused"
    case tooManyNodes = "too-many-nodes"
    case tooDeep = "too-deep"
    case conflictingKeys = "conflicting-keys"
    case mixedEdges = "mixed-edges"
    case misplacedSpace = "misplaced-space"
    case anchorsWithoutID = "anchors-without-id"
    case noScrollContainer = "no-scroll-container"
}
