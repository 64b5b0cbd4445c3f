/// A failure to lay out, at the node that caused it. The stage that catches it reports it with
/// the viewport's name (see `Resolver.resolve` and `TargetCompiler.compile`).
struct LayoutError: Error {
    var message: String
    var location: SourceLocation
    var code: DiagnosticCode
}

/// The errors one layout pass found, one per code and position in the order found: the other
/// instances of a repeated node count as more cases of its error, not as errors of their own.
struct LayoutErrors {
    private struct Key: Hashable {
        var code: DiagnosticCode
        var location: SourceLocation
    }

    private(set) var errors: [LayoutError] = []
    /// Parallel to `errors`: how many more times each was found.
    private(set) var more: [Int] = []
    private var index: [Key: Int] = [:]

    var isEmpty: Bool { errors.isEmpty }

    mutating func add(_ error: LayoutError) {
        let key = Key(code: error.code, location: error.location)
        if let k = index[key] {
            more[k] += 1
            return
        }
        index[key] = errors.count
        errors.append(error)
        more.append(0)
    }
}

extension Diagnostics {
    /// Reports a layout error found in `viewport`.
    mutating func append(_ error: LayoutError, in viewport: Viewport) {
        self.error("\(error.message) (viewport `\(viewport.name)`)", at: error.location, code: error.code)
    }

    /// Reports every error of a layout pass in `viewport`.
    mutating func append(_ errors: LayoutErrors, in viewport: Viewport) {
        for (error, more) in zip(errors.errors, errors.more) {
            let cases = more == 0 ? "" : more == 1 ? ", 1 more case" : ", \(more) more cases"
            self.error("\(error.message) (viewport `\(viewport.name)`\(cases))", at: error.location, code: error.code)
        }
    }
}
