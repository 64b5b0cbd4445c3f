/// The codes of the warnings the linter reports: scenes that compile but will not scroll the way
/// their author meant. The raw value is the `[code]` printed at the end of a message.
public enum LintCode: String, CaseIterable, Sendable {
    case pagingCutsItem = "paging-cuts-item"
    case viewAlignedWithoutTargets = "view-aligned-without-targets"
    case snapTargetOversized = "snap-target-oversized"
    case snapOptionIgnored = "snap-option-ignored"
    case neverScrolls = "never-scrolls"
    case anchorsOutsideScroll = "anchors-outside-scroll"
    case outOfReach = "out-of-reach"
    case duplicateAnchorLabel = "duplicate-anchor-label"
    case unreachableAlignment = "unreachable-alignment"
    case coincidentStops = "coincident-stops"

    /// Whether the rule runs when neither the command line nor a configuration file mentions it.
    public var isEnabledByDefault: Bool {
        switch self {
        case .unreachableAlignment, .coincidentStops: false
        default: true
        }
    }

    /// One line: what the warning means.
    public var summary: String {
        switch self {
        case .pagingCutsItem: "a page of a paging container starts inside an item, so swiping cuts that item"
        case .viewAlignedWithoutTargets: "a view-aligned container has no snap targets, so it only rests at its two ends"
        case .snapTargetOversized: "a snap target is longer than the visible area, so part of it can never rest in view"
        case .snapOptionIgnored: "snapAlign, limit or targets is given where the container's behavior does not use it"
        case .neverScrolls: "a scroll container's content fits in every viewport, so it never scrolls"
        case .anchorsOutsideScroll: "anchors are listed on a node that no scroll container holds, so it has no row in the table"
        case .outOfReach: "a node outside every scroll container leaves the viewport, so nothing can scroll it into view"
        case .duplicateAnchorLabel: "two anchors of one list have the same label; the label lookup returns the first"
        case .unreachableAlignment: "a listed anchor point is clamped: the item can never be aligned that way"
        case .coincidentStops: "targets of a view-aligned container share a stop, so a one-by-one swipe skips some"
        }
    }
}
