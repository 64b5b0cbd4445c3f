/// Renders diagnostics as the Swift compiler prints them: `path:line:column: severity: message
/// [code]`, then the source line and a caret under the column; ANSI colour when asked for.
///
/// A scene's text never reaches the terminal raw: controls and bidirectional overrides in
/// messages, file names and source lines are shown as `\u{1B}` (tabs in a source line are
/// kept, and repeated in the caret line), so one diagnostic is one line plus its excerpt.
public struct TextReporter: Reporter, Sendable {
    /// Colour the severity and the caret (only on a terminal, and not when `NO_COLOR` is set).
    public var colour: Bool
    /// Errors only (warnings and notes are left out).
    public var quiet: Bool

    public init(colour: Bool = false, quiet: Bool = false) {
        self.colour = colour
        self.quiet = quiet
    }

    /// Whether `diagnostic` is printed under `quiet`.
    public func shows(_ diagnostic: Diagnostic) -> Bool { !quiet || diagnostic.severity == .error }

    /// The lines whose excerpts `write` prints for `report` (ascending, each once): the lines
    /// of the diagnostics it shows. Only these need reading again.
    public func excerptLines(_ report: FileReport) -> [Int] {
        var lines: [Int] = []
        for diagnostic in shown(report).diagnostics {
            if let line = diagnostic.location?.line, lines.last != Int(line) { lines.append(Int(line)) }
        }
        return lines
    }

    public func add(_ report: FileReport, source: (any SourceLineLookup)?) -> [UInt8] {
        var out: [UInt8] = []
        write(report, source: source, pieceSize: .max) { out = $0 }
        return out
    }

    public func write(_ report: FileReport, source: (any SourceLineLookup)?, to sink: ([UInt8]) -> Void) {
        write(report, source: source, pieceSize: Self.pieceSize, to: sink)
    }

    /// What `sink` is given at a time: about this many bytes (a diagnostic is never cut).
    public static let pieceSize = 1 << 16

    /// `report` in pieces of about `pieceSize` bytes: the bytes of `add`, never all held at once.
    public func write(_ report: FileReport, source: (any SourceLineLookup)?, pieceSize: Int, to sink: ([UInt8]) -> Void) {
        var out: [UInt8] = []
        var path: FileName?
        let (shown, notes) = shown(report)
        for diagnostic in shown + notes {
            let line = diagnostic.location.flatMap { source?.shownLine(Int($0.line), column: Int($0.column)) }
            render(diagnostic, shownLine: line, into: &out, path: &path)
            if out.count >= pieceSize {
                sink(out)
                out.removeAll(keepingCapacity: true)
            }
        }
        if !out.isEmpty { sink(out) }
    }

    /// The diagnostics of `report` this reporter prints: those `shows` keeps, with at most
    /// `RepeatedWarnings.shownPerCode` warnings of each code; and a note for each code past
    /// it that counts the rest.
    func shown(_ report: FileReport) -> (diagnostics: [Diagnostic], notes: [Diagnostic]) {
        var repeated = RepeatedWarnings()
        let shown = report.diagnostics.filter { shows($0) && repeated.shows($0) }
        return (shown, repeated.notes(file: report.path))
    }

    /// `path:line:column: error: message [code]` for a position in a file (a configuration
    /// file's), else `snapline: error: message` (the message names the file).
    public func add(failure: Diagnostic) -> [UInt8] {
        guard shows(failure) else { return [] }
        if failure.file != nil && failure.location != nil { return render(failure, sourceLine: nil) }
        return Array("snapline: \(failure.severity.rawValue): \(ReportText.terminal(failure.message))\n".utf8)
    }

    public func finish() -> [UInt8] { [] }

    /// A failure of a command without `--format`: `add(failure:)`, or with the file at fault
    /// first (`path: error: …`) when the message does not name it.
    public func failureLine(_ failure: Diagnostic) -> [UInt8] {
        let named = failure.file.map { failure.message.contains($0) } ?? true
        return named ? add(failure: failure) : render(failure, sourceLine: nil)
    }

    /// One diagnostic: its line and, when the source line is known, the excerpt and caret.
    public func render(_ d: Diagnostic, sourceLine: String?) -> [UInt8] {
        var out: [UInt8] = []
        var path: FileName?
        let shown = sourceLine.map { line in
            line.utf8.count > ShownLine.longLine
                ? ShownLine.window(LineIndex(Array(line.utf8), breaks: .protocolLines), line: 0, column: Int(d.location?.column ?? 1))
                : (line, Int(d.location?.column ?? 1))
        }
        render(d, shownLine: shown, into: &out, path: &path)
        return out
    }

    /// A file name and its bytes as printed, kept from one diagnostic to the next (a report's
    /// diagnostics are all about one file).
    typealias FileName = (name: String, bytes: [UInt8])

    /// Appends `render(d, sourceLine:)` to `out` (written byte by byte: a report can hold tens
    /// of thousands of these), given what is shown of the source line (`ShownLine`) and the
    /// caret's column in it; `path` is the last file name printed.
    func render(_ d: Diagnostic, shownLine: (text: String, column: Int)?, into out: inout [UInt8], path: inout FileName?) {
        let sourceLine = shownLine?.text
        let caretColumn = shownLine?.column ?? 1
        if d.file != nil || d.location != nil {
            paint(bold, &out) { out in
                if let file = d.file {
                    if path?.name != file { path = (file, ReportText.terminalPath(file)) }
                    out += path?.bytes ?? []
                    out.append(UInt8(ascii: ":"))
                }
                if let location = d.location {
                    out += String(location.line).utf8
                    out.append(UInt8(ascii: ":"))
                    out += String(location.column).utf8
                    out.append(UInt8(ascii: ":"))
                }
            }
            out.append(UInt8(ascii: " "))
        }
        paint(severityColour(d.severity), &out) { out in
            out += d.severity.rawValue.utf8
            out.append(UInt8(ascii: ":"))
        }
        out.append(UInt8(ascii: " "))
        paint(bold, &out) { $0 += ReportText.terminal(d.message).utf8 }
        out += " [".utf8
        out += d.code.rawValue.utf8
        out += "]\n".utf8
        if d.location != nil, let sourceLine {
            // A line that would open a workflow command has its first colon escaped.
            let (shown, colon) = ReportText.neutralized(ReportText.terminal(sourceLine, keepingTabs: true))
            out += shown.utf8
            out.append(UInt8(ascii: "\n"))
            // Keep tabs before the column so the caret lines up under the same character; an
            // escaped scalar takes the width of its escape (only white space the escaper keeps
            // comes before such a colon, so its offset is the same in the source line).
            for (offset, scalar) in sourceLine.unicodeScalars.prefix(max(0, caretColumn - 1)).enumerated() {
                if offset == colon {
                    out += repeatElement(UInt8(ascii: " "), count: ReportText.colonEscape.count)
                } else if scalar == "\t" {
                    out.append(UInt8(ascii: "\t"))
                } else if scalar.value >= 0x20 && scalar.value < 0x7F {
                    out.append(UInt8(ascii: " "))  // printable ASCII is never escaped
                } else {
                    out += repeatElement(UInt8(ascii: " "), count: ReportText.terminal(String(scalar)).unicodeScalars.count)
                }
            }
            paint(green, &out) { $0.append(UInt8(ascii: "^")) }
            out.append(UInt8(ascii: "\n"))
        }
    }

    private let bold = "\u{1B}[1m"
    private let green = "\u{1B}[1;32m"

    private func severityColour(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "\u{1B}[1;31m"
        case .warning: "\u{1B}[1;35m"
        case .note: "\u{1B}[1;90m"
        }
    }

    /// Appends what `body` writes, between `code` and the reset sequence when colour is on.
    private func paint(_ code: String, _ out: inout [UInt8], _ body: (inout [UInt8]) -> Void) {
        if colour { out += code.utf8 }
        body(&out)
        if colour { out += "\u{1B}[0m".utf8 }
    }
}
