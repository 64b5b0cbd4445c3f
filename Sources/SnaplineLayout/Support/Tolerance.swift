/// How close two numbers must be to count as equal, in one place. Every comparison of lengths,
/// stops or edges within a margin uses one of these, by name (the diff's own margin for a
/// changed number is `DiffTolerance`, beside the diff).
public enum Tolerance {
    /// Half a point: two lengths or positions closer than this are equal (less is rounding, not
    /// a layout problem). The lint rules compare with it, the drift check (`verify`) accepts a
    /// measured frame within it, and the safe area and the covering bars take a side within it
    /// of an edge as on that edge.
    public static let length = 0.5

    /// Two stops closer than this are one stop. Paging stops are counted and view-aligned stops
    /// merged with it; the runtime's `ScrollTargetSelector` merges with it
    /// (`ScrollTargetSelector.stopTolerance`), the HTML report's simulator has it written into
    /// its script, and `explain` prints it.
    public static let stop = 1e-9

    /// A point this close to an edge is on it: a pinned section header covers the points at
    /// its near edge (the edge is computed, so it may be off by rounding).
    public static let edge = 1e-9

    /// A picture's notes name a view-aligned stop after the target whose aligned offset is within
    /// this of it. Looser than `stop`, the tolerance the table merged its stops with; kept at its
    /// value so that every picture keeps its bytes: where two stops are less than 1e-6 apart,
    /// the two tolerances can name them after different targets.
    public static let pictureStop = 1e-6
}
