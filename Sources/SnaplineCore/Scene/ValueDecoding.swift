/// Readers for scalar values: numbers, integers, booleans and names. Each reports the problem at
/// the value and returns nil when the value is not what was expected.
extension DecoderState {
    /// A range a number must lie in, with its wording for "expected …".
    enum NumberRange {
        case any, nonNegative, positive

        var expected: String {
            switch self {
            case .any: "a number"
            case .nonNegative: "a number >= 0"
            case .positive: "a number > 0"
            }
        }

        func contains(_ value: Double) -> Bool {
            switch self {
            case .any: true
            case .nonNegative: value >= 0
            case .positive: value > 0
            }
        }
    }

    /// The value of a plain decimal scalar when it is finite; nil for anything else. Reports nothing.
    func plainNumber(_ node: Int) -> Double? {
        let n = document[node]
        guard n.kind == .scalar, n.style == .plain else { return nil }
        return document.withScalarBytes(node) { bytes -> Double? in
            guard NumberSyntax.isDecimal(bytes) else { return nil }
            let value = NumberSyntax.decimalValue(bytes)
            return value.isFinite ? value : nil
        }
    }

    /// A number in `range`. `expected` overrides the wording of what was expected (for values that
    /// also accept words, such as `fill`).
    mutating func number(_ node: Int, _ range: NumberRange, expected: String? = nil) -> Double? {
        let expected = expected ?? range.expected
        guard let value = plainNumber(node) else {
            reportNotANumber(node, expected: expected)
            return nil
        }
        return inRange(range.contains(value), node, expected: expected) ? value : nil
    }

    /// Whether a value read from `node` is in range (`isInRange`); reports it as a `bad-value`
    /// when it is not.
    private mutating func inRange(_ isInRange: Bool, _ node: Int, expected: String) -> Bool {
        if !isInRange { error("expected \(expected), got \(describe(node))", at: node, .badValue) }
        return isInRange
    }

    /// Reports a value that should have been a number: `wrong-type` for a collection, `bad-number`
    /// for a scalar, with a hint when the scalar looks like a number in a notation not accepted.
    mutating func reportNotANumber(_ node: Int, expected: String, suggestionsAmong words: [String] = []) {
        guard isScalar(node) else {
            error("expected \(expected), got \(describe(node))", at: node, .wrongType)
            return
        }
        var message = "expected \(expected), got \(describe(node))"
        let text = document.string(node)
        var fix: Diagnostic.Fix?
        if let hint = NumberSyntax.hint(for: text, quoted: document[node].style == .quoted) {
            message += " (\(hint))"
        } else if let suggestion = Suggestion.closest(to: text, among: words) {
            message += "; did you mean `\(suggestion)`?"
            fix = replacing(node, with: suggestion)
        }
        error(message, at: node, .badNumber, fix: fix)
    }

    /// An integer in `range`, written as digits (`3`, not `3.0`).
    mutating func integer(_ node: Int, in range: ClosedRange<Int>, expected: String) -> Int? {
        guard isScalar(node) else {
            error("expected \(expected), got \(describe(node))", at: node, .wrongType)
            return nil
        }
        let plain = document[node].style == .plain
        let value: Int? = plain ? document.withScalarBytes(node) { NumberSyntax.isInteger($0) ? NumberSyntax.integerValue($0) : nil } : nil
        guard let value else {
            if plainNumber(node) != nil {
                error("expected \(expected), got \(describe(node)) (not an integer)", at: node, .badValue)
            } else {
                reportNotANumber(node, expected: expected)
            }
            return nil
        }
        return inRange(range.contains(value), node, expected: expected) ? value : nil
    }

    /// `true` or `false`, unquoted.
    mutating func bool(_ node: Int) -> Bool? {
        if document[node].kind == .scalar, document[node].style == .plain {
            if document.scalar(node, equals: "true") { return true }
            if document.scalar(node, equals: "false") { return false }
        }
        error("expected `true` or `false`, got \(describe(node))", at: node, isScalar(node) ? .badValue : .wrongType)
        return nil
    }

    /// One of the named `choices` (quoted or not). `what` says what the name is for, as in
    /// "expected `vertical` or `horizontal` (the scroll axis)".
    mutating func word<Value>(_ node: Int, _ choices: [(name: String, value: Value)], what: String? = nil) -> Value? {
        if isScalar(node) {
            let text = document.string(node)
            if let match = choices.first(where: { $0.name == text }) { return match.value }
        }
        let names = choices.map(\.name)
        let context = what.map { " (\($0))" } ?? ""
        guard let text = text(node) else {
            error("expected \(names.quotedAlternatives)\(context), got \(describe(node))", at: node, .wrongType)
            return nil
        }
        var message = "expected \(names.quotedAlternatives)\(context), got \(describe(node))"
        var fix: Diagnostic.Fix?
        if let suggestion = Suggestion.closest(to: text, among: names) {
            message += "; did you mean `\(suggestion)`?"
            fix = replacing(node, with: suggestion)
        }
        error(message, at: node, .badValue, fix: fix)
        return nil
    }

    /// Reports the key `key` as unknown in a mapping whose keys are `allowed`, with "did you mean"
    /// when one is close. `place` names the mapping, as in "in a viewport".
    mutating func reportUnknownKey(_ key: Int, allowed: [String], place: String) {
        if diagnostics.errorCount >= Diagnostics.keptErrorLimit {
            error("unknown key", at: key, .unknownKey)  // counted, not kept: spare the suggestions
            return
        }
        guard let name = text(key) else {
            error("expected a key name \(place), got \(describe(key))", at: key, .wrongType)
            return
        }
        if let suggestion = Suggestion.forKey(name, among: allowed) {
            error("unknown key `\(name)` \(place); did you mean `\(suggestion)`?", at: key, .unknownKey, fix: replacing(key, with: suggestion))
        } else {
            error("unknown key `\(name)` \(place); expected \(allowed.quotedAlternatives)", at: key, .unknownKey)
        }
    }

    /// Reads the keys of a small mapping whose keys are all in `allowed`. Returns, for each allowed
    /// key, its key node or -1; reports unknown keys.
    mutating func keys(of mapping: Int, allowed: [String], place: String) -> [Int] {
        var found = [Int](repeating: -1, count: allowed.count)
        document.forEachPair(of: mapping) { key, _ in
            if let name = text(key), let slot = allowed.firstIndex(of: name) {
                found[slot] = key
            } else {
                reportUnknownKey(key, allowed: allowed, place: place)
            }
        }
        return found
    }

    /// The value node of a key node.
    func value(of key: Int) -> Int { document.next(key) }
}
