/// A failure to lay out, at the node that caused it. The stage that catches it reports it with
/// the viewport's name (see `Resolver.resolve` and `TargetCompiler.compile`).
package struct LayoutError: Error {
    package var message: String
    package var location: SourceLocation
    package var code: DiagnosticCode
}

extension Diagnostics {
    /// Reports a layout error found in `viewport`.
    package mutating func append(_ error: LayoutError, in viewport: Viewport) {
        self.error("\(error.message) (viewport `\(viewport.name)`)", at: error.location, code: error.code)
    }

    /// Reports every error of a layout pass in `viewport`.
    package mutating func append(_ errors: LayoutErrors, in viewport: Viewport) {
        for (error, more) in zip(errors.errors, errors.more) {
            let cases = more == 0 ? "" : more == 1 ? ", 1 more case" : ", \(more) more cases"
            self.error("\(error.message) (viewport `\(viewport.name)`\(cases))", at: error.location, code: error.code)
        }
    }
}
