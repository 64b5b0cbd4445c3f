/// Words a scene name may not be, because the generated Swift type named after it would not compile
/// (or would only with backticks, which generated code should not need).
enum SwiftKeywords {
    /// Swift's reserved words (declarations, statements, expressions and types), plus the names a
    /// nested type cannot take (`Type`, `Protocol`) and `_`.
    static let reserved: Set<String> = [
        // Declarations
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types
        "Any", "any", "as", "await", "false", "is", "nil", "self", "Self", "some", "super", "throws",
        "true", "try",
        // Not allowed as the name of a nested type, or meaningless
        "Type", "Protocol", "_",
    ]

    static func isReserved(_ name: String) -> Bool { reserved.contains(name) }
}
