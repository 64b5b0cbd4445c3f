import Testing
@testable import SnaplineCore

/// Decodes the marked YAML and expects exactly one error: `code`, at `marker`, with every phrase of
/// `phrases` in its message.
@discardableResult
func expectError(
    _ yaml: String, code: String, at marker: String = "1️⃣", containing phrases: [String], maximumNodes: Int = 1_000_000,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Diagnostic? {
    let marked = MarkedText(yaml)
    let result = decodeScene(marked.text, maximumNodes: maximumNodes)
    #expect(result.scene == nil, "a scene was decoded despite the error", sourceLocation: sourceLocation)
    guard result.errors.count == 1, let error = result.errors.first else {
        Issue.record("expected one error [\(code)], got:\n\(result.diagnostics.map(\.description).joined(separator: "\n"))", sourceLocation: sourceLocation)
        return nil
    }
    #expect(error.code.rawValue == code, "\(error)", sourceLocation: sourceLocation)
    #expect(error.location != nil && error.location == marked[marker], "\(error) should be at \(marked[marker].map(\.description) ?? "?")", sourceLocation: sourceLocation)
    for phrase in phrases {
        #expect(error.message.contains(phrase), "message \"\(error.message)\" lacks \"\(phrase)\"", sourceLocation: sourceLocation)
    }
    return error
}
