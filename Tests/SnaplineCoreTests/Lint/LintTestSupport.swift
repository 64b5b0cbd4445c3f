import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// Checks the marked scene with `rules` (default: the rules on by default plus `enable`) and
/// returns its diagnostics (errors too, so a broken test scene shows).
func lintDiagnostics(_ text: String, enable: [DiagnosticCode] = [], rules: Set<DiagnosticCode>? = nil) -> [Diagnostic] {
    var settings = RuleSettings()
    for code in enable { settings.enable(code) }
    let compiler = Compiler(linter: Linter(rules: rules ?? settings.enabled))
    var diagnostics = Diagnostics()
    compiler.check(Array(text.utf8), diagnostics: &diagnostics)
    return diagnostics.sorted(file: nil)
}

/// Expects exactly one `code` warning, at `marker`, with every phrase in its message (and no
/// error). Returns it.
@discardableResult
func expectWarning(
    _ yaml: String, _ code: DiagnosticCode, at marker: String = "1️⃣", containing phrases: [String] = [], enable: [DiagnosticCode] = [],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Diagnostic? {
    let marked = MarkedText(yaml)
    let all = lintDiagnostics(marked.text, enable: enable)
    #expect(!all.contains { $0.severity == .error }, "\(all.map(\.description))", sourceLocation: sourceLocation)
    let found = all.filter { $0.code == code }
    guard found.count == 1, let warning = found.first else {
        Issue.record("expected one [\(code.rawValue)], got:\n\(all.map(\.description).joined(separator: "\n"))", sourceLocation: sourceLocation)
        return nil
    }
    #expect(warning.severity == .warning, sourceLocation: sourceLocation)
    #expect(warning.location != nil && warning.location == marked[marker], "\(warning) should be at \(marked[marker].map(\.description) ?? "?")", sourceLocation: sourceLocation)
    for phrase in phrases {
        #expect(warning.message.contains(phrase), "message \"\(warning.message)\" lacks \"\(phrase)\"", sourceLocation: sourceLocation)
    }
    return warning
}

/// Expects no `code` warning (and no error) for the scene, with the rule enabled.
func expectSilent(_ yaml: String, _ code: DiagnosticCode, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let all = lintDiagnostics(MarkedText(yaml).text, enable: [code])
    #expect(!all.contains { $0.severity == .error }, "\(all.map(\.description))", sourceLocation: sourceLocation)
    let found = all.filter { $0.code == code }
    #expect(found.isEmpty, "\(found.map(\.description))", sourceLocation: sourceLocation)
}

/// A horizontal paging carousel of `count` items `width` wide with `spacing`, in a portrait and
/// a landscape phone (and `extra` viewport lines).
func pagingScene(width: String, spacing: Double = 0, count: Int = 10, rtl: Bool = false, marker: String = "1️⃣") -> String {
    """
    scene: Paging
    viewports:
      - {name: portrait, width: 390, height: 844\(rtl ? ", layoutDirection: rightToLeft" : "")}
      - {name: landscape, width: 844, height: 390\(rtl ? ", layoutDirection: rightToLeft" : "")}
    root:
      scroll: pages
      axis: horizontal
      behavior: \(marker)paging
      spacing: \(spacing)
      children:
        - repeat: \(count)
          item: "card-{i}"
          width: \(width)
    """
}
