/// Renders every file's diagnostics, and the run's failures, as one JSON array of
/// `{file, line, column, severity, code, message, notes}` (`line` and `column` 1 when there is
/// no position; `file` null when no file is at fault; `notes` always an array of
/// `{line, column, message}`).
///
/// A file name that is not UTF-8 is written with U+FFFD for each byte that is not, and the
/// entry gets `fileBytes`, the name's bytes as numbers, so nothing is lost.
public struct JSONReporter: Reporter, Sendable {
    /// The array, open: one line per diagnostic.
    private var document = JSONWriter()

    public init() {
        document.openArray(.lines("  ", close: ""))
    }

    public mutating func add(_ report: FileReport, source: (any SourceLineLookup)?) -> [UInt8] {
        for d in report.diagnostics { Self.write(d, to: &document) }
        return []
    }

    public mutating func add(failure: Diagnostic) -> [UInt8] {
        Self.write(failure, to: &document)
        return []
    }

    public func finish() -> [UInt8] {
        var document = document
        document.close()
        return document.take() + [UInt8(ascii: "\n")]
    }

    /// Every file's diagnostics as one document.
    public static func render(_ reports: [FileReport]) -> String {
        var reporter = JSONReporter()
        for report in reports { _ = reporter.add(report, source: nil) }
        return String(decoding: reporter.finish(), as: UTF8.self)
    }

    /// One diagnostic's object, on one line (also `diff --format json`'s errors).
    static func write(_ d: Diagnostic, to w: inout JSONWriter) {
        w.object { w in
            w.key("file")
            if let path = d.file, let replaced = ReportText.replacingInvalidBytes(path) {
                w.value(replaced.text)
                w.field("fileBytes") { w in w.array { w in for byte in replaced.bytes { w.value(Int(byte)) } } }
            } else if let path = d.file {
                w.value(path)
            } else {
                w.null()
            }
            w.field("line", Int(d.location?.line ?? 1))
            w.field("column", Int(d.location?.column ?? 1))
            w.field("severity", d.severity.rawValue)
            w.field("code", d.code.rawValue)
            w.field("message", d.message)
            // `{line, column, message}` per note.
            w.field("notes") { w in
                w.array { w in
                    for note in d.notes {
                        w.object { w in
                            w.field("line", Int(note.location.line))
                            w.field("column", Int(note.location.column))
                            w.field("message", note.message)
                        }
                    }
                }
            }
        }
    }
}
