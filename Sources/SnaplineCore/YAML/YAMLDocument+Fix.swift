/// Fixes built from the YAML tape: the decoder's "did you mean" replaces a scalar as written.
extension YAMLDocument {
    /// The fix that writes `replacement` in place of scalar `node` (a "did you mean").
    func fix(replacing node: Int, with replacement: String) -> Diagnostic.Fix? {
        let n = self[node]
        guard n.kind == .scalar else { return nil }
        return .replacing(string(node), at: n.start, quoted: n.style == .quoted, with: replacement)
    }
}
