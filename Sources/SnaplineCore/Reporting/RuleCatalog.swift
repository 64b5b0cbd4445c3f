/// One code Snapline can report, as `snapline rules` and SARIF's rule list describe it.
public struct RuleDescriptor: Hashable, Sendable {
    /// The kebab-case code printed as `[code]`.
    public var code: String
    /// `.error` for input errors, `.warning` for lint rules (notes are not rules).
    public var severity: Diagnostic.Severity
    /// Whether the rule runs by default (errors always do).
    public var isEnabledByDefault: Bool
    /// One line: what it means.
    public var summary: String

    /// The code's section in the diagnostics reference.
    public var helpURI: String { RuleCatalog.documentationURL + "#" + code }
}

/// Every code Snapline can report: the input errors of each stage, then the lint warnings.
public enum RuleCatalog {
    /// The diagnostics reference (`docs/diagnostics.md`) as published.
    public static let documentationURL = "https://github.com/snapline/snapline/blob/main/docs/diagnostics.md"

    /// Errors first, then warnings, each group sorted by code.
    public static let all: [RuleDescriptor] = {
        let errors = errorSummaries.map { RuleDescriptor(code: $0.0, severity: .error, isEnabledByDefault: true, summary: $0.1) }
        let warnings = LintCode.allCases.map { RuleDescriptor(code: $0.rawValue, severity: .warning, isEnabledByDefault: $0.isEnabledByDefault, summary: $0.summary) }
        return errors.sorted { $0.code < $1.code } + warnings.sorted { $0.code < $1.code }
    }()

    /// The descriptor of `code`, if Snapline has it.
    public static func descriptor(_ code: String) -> RuleDescriptor? { all.first { $0.code == code } }

    private static let errorSummaries: [(String, String)] = [
        ("yaml-syntax", "the file is not valid YAML"),
        ("yaml-alias", "a YAML alias (*name) is used"),
        ("yaml-anchor", "a YAML anchor (&name) is used"),
        ("yaml-tag", "a YAML tag (!tag) is used"),
        ("multiple-documents", "the file holds more than one YAML document"),
        ("empty-file", "the file is empty"),
        ("file-too-large", "the file is larger than 2 GiB"),
        ("duplicate-key", "a mapping gives the same key twice"),
        ("wrong-type", "a mapping, list or scalar where another shape was expected"),
        ("unknown-key", "a key that does not exist or that the node's kind does not have"),
        ("missing-key", "a required key is absent"),
        ("bad-number", "a value that should be a finite decimal number is not"),
        ("bad-value", "a number out of range or a word that is not one of the accepted names"),
        ("bad-scene-name", "the scene name is not a Swift type name"),
        ("duplicate-name", "two viewports have the same name"),
        ("no-kind", "a node mapping has no kind key"),
        ("multiple-kinds", "a node mapping has more than one kind key"),
        ("missing-id", "a scroll container or item has no id"),
        ("bad-id", "an id has characters outside A-Z a-z 0-9 _ . -"),
        ("duplicate-id", "two nodes have the same id"),
        ("undefined-placeholder", "an id placeholder has no enclosing repeat with that index"),
        ("repeat-outside-children", "repeat is used outside a children list"),
        ("index-without-repeat", "index is given without repeat"),
        ("index-reused", "an inner repeat reuses an outer index name"),
        ("too-many-nodes", "the scene expands to more nodes than allowed"),
        ("too-deep", "nodes nest deeper than allowed"),
        ("conflicting-keys", "two keys that exclude each other are both given"),
        ("mixed-edges", "an edge value mixes {horizontal, vertical} with single sides"),
        ("misplaced-space", "a space node outside a stack's children"),
        ("anchors-without-id", "anchors on a node that has no id"),
        ("no-scroll-container", "the scene has no scroll container"),
        ("unbounded-fill", "a fill length has no bounded space to fill"),
        ("unknown-relative-length", "a relative length with no container length to relate to"),
        ("layout-overflow", "a length or offset overflows to infinity"),
        ("bad-page-length", "a paging container's page length is not positive"),
        ("too-many-stops", "a paging container would have more than a million stops"),
        ("scene-name-shadows-type", "the scene name hides a type the generated Swift uses"),
        ("identifier-collision", "two names map to the same Swift identifier"),
    ]
}
