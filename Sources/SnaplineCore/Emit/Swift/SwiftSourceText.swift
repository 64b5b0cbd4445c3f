/// Swift source being written: lines at the current indentation (4 spaces a level), and literals.
struct SwiftSourceText {
    private(set) var text = ""
    private(set) var indentation = ""
    /// `"public "`, `"package "` or `""` (internal), prefixed to the generated declarations.
    let access: String

    init(access: String) {
        self.access = access
    }

    /// One line at the current indentation (an empty line stays empty).
    mutating func line(_ line: String) {
        if !line.isEmpty { text += indentation }
        text += line
        text += "\n"
    }

    /// Several lines, each at the current indentation.
    mutating func lines(_ block: String) {
        for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
            self.line(String(line))
        }
    }

    /// A line that opens a block; what follows is indented one level more.
    mutating func open(_ line: String) {
        self.line(line)
        indentation += "    "
    }

    /// A line that closes a block, one level less indented.
    mutating func close(_ line: String) {
        indentation.removeLast(min(4, indentation.count))
        self.line(line)
    }

    /// Appends to the current line without a newline or indentation.
    mutating func append(_ piece: String) {
        text += piece
    }

    /// Starts a line at the current indentation, to be continued with `append` and ended with `endLine`.
    mutating func beginLine() {
        text += indentation
    }

    mutating func endLine() {
        text += "\n"
    }

    /// A Swift string literal for `value`: quotes, backslashes and control characters escaped.
    static func stringLiteral(_ value: String) -> String {
        TextEscaper.swiftString.escape(value)
    }

    /// A raw multi-line string literal (`#"""` ... `"""#`) holding `text` verbatim, its lines at
    /// `indentation` plus one level (which the compiler strips). `text` must not contain `"""#`
    /// or a carriage return (packed text has neither: it escapes `"`, `\\` and control characters).
    static func rawStringLiteral(_ text: String, indentation: String) -> String {
        let inner = indentation + "    "
        var result = "#\"\"\"\n"
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.isEmpty { result += inner }
            result += line
            result += "\n"
        }
        return result + inner + "\"\"\"#"
    }

    /// A number as the JSON table prints it: shortest round-trip digits, which Swift reads back exactly.
    static func number(_ value: Double) -> String {
        JSONNumber.format(value)
    }
}
