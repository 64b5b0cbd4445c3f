import Testing
import SnaplineCore
import SnaplineLayout

/// Decodes the marked YAML and expects exactly one error: `code`, at `marker`, with every phrase of
/// `phrases` in its message.
@discardableResult
public func expectError(
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

/// Compiles the marked YAML (it decodes) and expects exactly one layout or table error: `code`,
/// at the 1️⃣ marker, naming `viewport`, with every phrase of `phrases` in its message.
public func expectLayoutError(
    _ yaml: String, code: String, viewport: String = "phone", containing phrases: [String] = [],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let marked = MarkedText(yaml)
    var diagnostics = Diagnostics()
    let compiler = Compiler()
    guard let scene = compiler.decode(Array(marked.text.utf8), diagnostics: &diagnostics) else {
        Issue.record("did not decode: \(diagnostics.all)", sourceLocation: sourceLocation)
        return
    }
    #expect(compiler.tables(for: scene, diagnostics: &diagnostics) == nil, sourceLocation: sourceLocation)
    #expect(diagnostics.all.count == 1, "\(diagnostics.all)", sourceLocation: sourceLocation)
    guard let error = diagnostics.all.first else { return }
    #expect(error.code.rawValue == code, "\(error)", sourceLocation: sourceLocation)
    #expect(error.location == marked["1️⃣"], "\(error)", sourceLocation: sourceLocation)
    for phrase in phrases + ["(viewport `\(viewport)`"] {
        #expect(error.message.contains(phrase), "\"\(error.message)\" lacks \"\(phrase)\"", sourceLocation: sourceLocation)
    }
}
