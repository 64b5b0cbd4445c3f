/// The layout engine (`SnaplineLayout`: the scene model, per-viewport values, the resolver, targets
/// and stops, diagnostics) is part of the compiler's API: every client of `SnaplineCore` sees it.
@_exported import SnaplineLayout
