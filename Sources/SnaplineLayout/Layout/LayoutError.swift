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
        appendViewportError(error, more: 0, in: viewport)
    }

    /// Reports every error of a layout pass in `viewport`.
    package mutating func append(_ errors: LayoutErrors, in viewport: Viewport) {
        for (error, more) in zip(errors.errors, errors.more) {
            appendViewportError(error, more: more, in: viewport)
        }
    }

    /// One error per code and position over all viewports, as warnings are merged: the first
    /// viewport's case is reported, and a later viewport's case of the same code and position
    /// joins it ("(viewport `phone`, 2 more cases, also in viewports `tablet`, `landscape`)").
    /// A viewport that reports the same error again (a second pass over it) adds nothing.
    private mutating func appendViewportError(_ error: LayoutError, more: Int, in viewport: Viewport) {
        let key = ViewportErrorIndex.Key(code: error.code, location: error.location)
        if var entry = viewportErrors.entries[key] {
            guard viewport.name != entry.viewport, !entry.others.contains(viewport.name) else { return }
            entry.more += 1 + more
            entry.others.append(viewport.name)
            viewportErrors.entries[key] = entry
            if let k = entry.diagnostic { setMessage(entry.text, ofDiagnostic: k) }
            return
        }
        let entry = ViewportErrorIndex.Entry(message: error.message, viewport: viewport.name, more: more)
        let count = all.count
        self.error(entry.text, at: error.location, code: error.code)
        var recorded = entry
        recorded.diagnostic = all.count > count ? count : nil  // nil: past the kept-error limit
        viewportErrors.entries[key] = recorded
    }
}

/// The errors found in viewports so far, by code and position (see `appendViewportError`).
struct ViewportErrorIndex: Sendable {
    struct Key: Hashable, Sendable {
        var code: DiagnosticCode
        var location: SourceLocation
    }

    struct Entry: Sendable {
        /// The first case's message, without its viewport.
        var message: String
        /// The viewport of the first case.
        var viewport: String
        /// How many more cases there are, in that viewport and the others.
        var more: Int
        /// The other viewports with a case, in the order found (scene order).
        var others: [String] = []
        /// Where the error stands in `Diagnostics.all`; nil when it was not kept.
        var diagnostic: Int?

        init(message: String, viewport: String, more: Int) {
            self.message = message
            self.viewport = viewport
            self.more = more
        }

        var text: String {
            var parts = ["viewport `\(viewport)`"]
            if more > 0 { parts.append(more == 1 ? "1 more case" : "\(more) more cases") }
            if !others.isEmpty {
                let names = others.map { "`\($0)`" }.joined(separator: ", ")
                parts.append("also in \(others.count == 1 ? "viewport" : "viewports") \(names)")
            }
            return "\(message) (\(parts.joined(separator: ", ")))"
        }
    }

    var entries: [Key: Entry] = [:]
}
