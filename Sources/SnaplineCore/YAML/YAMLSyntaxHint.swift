/// What to do about a libyaml syntax error, for the common mistakes in a scene file: a tab in the
/// indentation, an unquoted id that starts with `{`, a key indented differently from its
/// neighbours, and an unclosed quote or bracket (pointed at where it opened).
///
/// libyaml's own words stay in the message; the hint is appended.
struct YAMLSyntaxHint {
    /// Appended to the message after `; `.
    var text: String
    /// Where the diagnostic points instead of libyaml's problem position, if somewhere else.
    var location: SourceLocation?

    /// The hint for `problem` (libyaml's description) at `at`, with libyaml's `context` that
    /// started at `contextMark`, or nil when none fits.
    static func hint(problem: String, at mark: SourceLocation, context: String?, contextMark: SourceLocation?, source: SourceLines) -> YAMLSyntaxHint? {
        let line = source.line(Int(mark.line)) ?? ""
        if problem.contains("tab") || leadingWhitespace(line).contains("\t") || character(line, at: mark.column) == "\t" {
            return YAMLSyntaxHint(text: "indent with spaces: YAML does not allow tabs in indentation")
        }
        if let context, let contextMark {
            if context.contains("quoted scalar") && problem.contains("end of stream") {
                return YAMLSyntaxHint(text: "the quote opened here (line \(contextMark.line), column \(contextMark.column)) is never closed; close it on the same line", location: contextMark)
            }
            if context.contains("flow sequence") || context.contains("flow mapping") {
                let (open, close) = context.contains("sequence") ? ("[", "]") : ("{", "}")
                if let brace = braceValue(source.line(Int(contextMark.line)) ?? "") {
                    return YAMLSyntaxHint(text: brace.text, location: SourceLocation(line: Int(contextMark.line), column: brace.column))
                }
                return YAMLSyntaxHint(text: "the `\(open)` opened here (line \(contextMark.line), column \(contextMark.column)) is not closed: end it with `\(close)`", location: contextMark)
            }
        }
        for candidate in [Int(mark.line), Int(contextMark?.line ?? 0)] where candidate > 0 {
            if let brace = braceValue(source.line(candidate) ?? "") {
                return YAMLSyntaxHint(text: brace.text, location: SourceLocation(line: candidate, column: brace.column))
            }
        }
        let structural = problem.contains("did not find expected key") || problem.contains("did not find expected '-'") || problem.contains("mapping values are not allowed")
        if structural, let key = keyName(line), let previous = previousContentLine(before: Int(mark.line), source: source) {
            let indent = leadingWhitespace(line).count
            let before = leadingWhitespace(previous.text).count
            if indent != before {
                return YAMLSyntaxHint(
                    text: "`\(key)` is indented \(indent) spaces but line \(previous.number) is indented \(before): keys of one mapping line up, so indent it like the key it belongs with",
                    location: SourceLocation(line: Int(mark.line), column: indent + 1))
            }
        }
        return nil
    }

    /// An unquoted value such as `item: {i}-card`: the hint to quote it, and the `{` column.
    private static func braceValue(_ line: String) -> (text: String, column: Int)? {
        let scalars = Array(line.unicodeScalars)
        guard let colon = scalars.firstIndex(of: ":"), colon + 1 < scalars.count else { return nil }
        var i = colon + 1
        while i < scalars.count, scalars[i] == " " { i += 1 }
        guard i > colon + 1, i < scalars.count, scalars[i] == "{", let close = scalars[i...].firstIndex(of: "}") else { return nil }
        var end = scalars.count
        if let comment = scalars[close...].firstIndex(of: "#") { end = comment }
        let value = String(String.UnicodeScalarView(scalars[i ..< end])).trimmingSpaces
        guard close + 1 < end, scalars[close + 1] != " ", scalars[close + 1] != "," else { return nil }
        let key = String(String.UnicodeScalarView(scalars[..<colon])).trimmingSpaces.trimmingDash
        return ("quote ids that start with `{`: `\(key): \"\(value)\"`", i + 1)
    }

    private static func leadingWhitespace(_ line: String) -> Substring { line.prefix { $0 == " " || $0 == "\t" } }

    private static func character(_ line: String, at column: Int32) -> Unicode.Scalar? {
        let scalars = Array(line.unicodeScalars)
        let i = Int(column) - 1
        return i >= 0 && i < scalars.count ? scalars[i] : nil
    }

    /// `width` for a line `   width: 4` (or `- width: 4`).
    private static func keyName(_ line: String) -> String? {
        let body = line.trimmingSpaces.trimmingDash
        guard let colon = body.firstIndex(of: ":"), colon > body.startIndex else { return nil }
        let key = body[..<colon]
        return key.contains(" ") ? nil : String(key)
    }

    private static func previousContentLine(before number: Int, source: SourceLines) -> (number: Int, text: String)? {
        var n = number - 1
        while n >= 1 {
            if let text = source.line(n), !text.trimmingSpaces.isEmpty, !text.trimmingSpaces.hasPrefix("#") { return (n, text) }
            n -= 1
        }
        return nil
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let scalars = Array(unicodeScalars)
        var start = 0, end = scalars.count
        while start < end, scalars[start] == " " || scalars[start] == "\t" { start += 1 }
        while end > start, scalars[end - 1] == " " || scalars[end - 1] == "\t" { end -= 1 }
        return String(String.UnicodeScalarView(scalars[start ..< end]))
    }

    /// Without a leading `- ` (a block sequence entry).
    var trimmingDash: String {
        let text = String(self)
        return text.hasPrefix("- ") ? String(text.dropFirst(2)).trimmingSpaces : text
    }
}
