import Foundation
import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// `docs/diagnostics.md` documents exactly the codes of `DiagnosticCode`, with their severities.
@Suite struct DiagnosticCatalogueTests {
    static let document = Repository.url("docs/diagnostics.md")

    /// Each `### `code`` heading with the first line of its entry.
    static func entries() throws -> [(code: String, firstLine: String)] {
        let lines = try String(contentsOf: document, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        var result: [(String, String)] = []
        for (k, line) in lines.enumerated() where line.hasPrefix("### `") && line.hasSuffix("`") {
            let code = String(line.dropFirst(5).dropLast())
            result.append((code, k + 1 < lines.count ? String(lines[k + 1]) : ""))
        }
        return result
    }

    @Test func everyCodeIsDocumentedAndNoOtherIs() throws {
        let documented = try Self.entries().map(\.code)
        let codes = DiagnosticCode.allCases.map(\.rawValue)
        #expect(Set(codes).subtracting(documented).sorted() == [], "codes missing from docs/diagnostics.md")
        #expect(Set(documented).subtracting(codes).sorted() == [], "docs/diagnostics.md lists codes that do not exist")
        #expect(documented.count == Set(documented).count, "a code is documented twice")
    }

    @Test func documentedSeverityAndDefaultMatchTheEnum() throws {
        for (code, firstLine) in try Self.entries() {
            guard let known = DiagnosticCode(rawValue: code) else { continue }
            switch (known.defaultSeverity, known.isEnabledByDefault) {
            case (.warning, true): #expect(firstLine.hasPrefix("Warning, on by default."), "\(code): \(firstLine)")
            case (.warning, false): #expect(firstLine.hasPrefix("Warning, off by default."), "\(code): \(firstLine)")
            case (.note, _): #expect(firstLine.hasPrefix("Note."), "\(code): \(firstLine)")
            default: #expect(firstLine.hasPrefix("Error."), "\(code): \(firstLine)")
            }
        }
    }

    /// Every warning code has exactly one rule in the linter's registry, and every rule a warning.
    @Test func everyWarningIsOneRegisteredRule() {
        let registered = Linter.registry.map { $0.code }
        // `unused-suppression` is reported where suppression comments are applied, and
        // `unused-trait` where `--viewport` replaces the viewports, not by a rule.
        #expect(Set(registered) == Set(DiagnosticCode.warnings).subtracting([.unusedSuppression, .unusedTrait]), "rules without a warning code, or warnings without a rule")
        #expect(registered.count == Set(registered).count, "a rule is registered twice")
        #expect(DiagnosticCode.allCases.allSatisfy { !$0.summary.isEmpty })
        // Only warnings can be off by default (errors and notes are always reported).
        #expect(DiagnosticCode.allCases.allSatisfy { $0.isEnabledByDefault || $0.defaultSeverity == .warning })
    }

    @Test func theTwoDepthLimitsAndAnEmptySceneHaveTheirOwnCodes() {
        var diagnostics = Diagnostics()
        let deep = String(repeating: "[", count: 1100) + String(repeating: "]", count: 1100)
        _ = YAMLReader().read(Array(deep.utf8), diagnostics: &diagnostics)
        #expect(diagnostics.all.map(\.code) == [.yamlTooDeep])

        let viewport = Viewport(name: "a", width: 100, height: 100, location: SourceLocation(line: 2, column: 3))
        let empty = Scene(
            name: "Empty", nameLocation: SourceLocation(line: 1, column: 8), viewports: [viewport], defaultAnchors: nil,
            nodes: [], ids: [], edges: [.zero], anchorLists: [])
        var layoutDiagnostics = Diagnostics()
        #expect(Resolver().resolve(ViewportScene(empty, viewport: 0), diagnostics: &layoutDiagnostics) == nil)
        #expect(layoutDiagnostics.all.map(\.code) == [.emptyScene])
        #expect(layoutDiagnostics.all.first?.location == SourceLocation(line: 1, column: 8))
    }
}
