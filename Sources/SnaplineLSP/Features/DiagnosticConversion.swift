import SnaplineCore

/// Snapline's diagnostics as LSP `Diagnostic`s: 0-based lines and UTF-16 columns, a range over
/// the token at fault, `code` and severity as `check` prints them (error 1, warning 2, note 3),
/// and `relatedInformation` for the other places a message names ("… at line 12").
enum DiagnosticConversion {
    static func json(_ diagnostic: Diagnostic, in text: TextDocument, uri: String, relatedLines: Bool = true) -> JSONValue {
        let range = self.range(of: diagnostic.location, in: text)
        var object: JSONObject = [
            "range": range.json,
            "severity": .int(severity(diagnostic.severity)),
            "code": .string(diagnostic.code.rawValue),
            "source": "snapline",
            "message": .string(diagnostic.message),
        ]
        let related = (relatedLines ? referencedLines(in: diagnostic.message) : []).compactMap { line -> JSONValue? in
            guard line >= 1, line <= text.lineCount else { return nil }
            let start = text.position(ofOffset: text.lineStarts[line - 1] + YAMLLine.contentStart(text.line(line - 1)))
            let end = text.position(ofOffset: text.lineEnd(line - 1))
            return ["location": ["uri": .string(uri), "range": LSPRange(start: start, end: end).json], "message": .string("line \(line), named in the message")]
        }
        if !related.isEmpty { object["relatedInformation"] = .array(related) }
        if let fix = diagnostic.fix, let edit = CodeActions.edit(fix, in: text) { object["data"] = ["fix": edit] }
        return .object(object)
    }

    static func severity(_ severity: Diagnostic.Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }

    /// The range of the token at `location` (an empty range at the start for the whole file).
    static func range(of location: SourceLocation?, in text: TextDocument) -> LSPRange {
        guard let location else { return LSPRange(start: LSPPosition(line: 0, character: 0), end: LSPPosition(line: 0, character: 0)) }
        var start = text.offset(of: location)
        let line = text.lineIndex(ofOffset: start)
        // The line's bytes at their offsets in the text (not copied: the line may be the file).
        let bytes = text.line(line)
        // A node mapping's position is its first key, after any `- ` markers.
        if start < bytes.endIndex, bytes[start] == UInt8(ascii: "-"), start + 1 == bytes.endIndex || bytes[start + 1] == UInt8(ascii: " ") {
            start = bytes.startIndex + YAMLLine.contentStart(bytes)
        }
        let end = tokenEnd(in: bytes, from: start)
        return LSPRange(start: text.position(ofOffset: start), end: text.position(ofOffset: max(start, end)))
    }

    /// The line numbers a message names as "line N".
    static func referencedLines(in message: String) -> [Int] {
        var lines: [Int] = []
        var rest = Substring(message)
        while let found = rest.firstRange(of: "line ") {
            rest = rest[found.upperBound...]
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            if let line = Int(digits), !lines.contains(line) { lines.append(line) }
        }
        return lines
    }
}
