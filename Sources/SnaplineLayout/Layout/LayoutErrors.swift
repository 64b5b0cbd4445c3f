/// The errors one layout pass found, one per code and position in the order found: the other
/// instances of a repeated node count as more cases of its error, not as errors of their own.
package struct LayoutErrors {
    private struct Key: Hashable {
        var code: DiagnosticCode
        var location: SourceLocation
    }

    package private(set) var errors: [LayoutError] = []
    /// Parallel to `errors`: how many more times each was found.
    package private(set) var more: [Int] = []
    private var index: [Key: Int] = [:]

    package var isEmpty: Bool { errors.isEmpty }

    package mutating func add(_ error: LayoutError) {
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
