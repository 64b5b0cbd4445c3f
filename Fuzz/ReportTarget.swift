import SnaplineCore

/// libFuzzer entry point: one input is a set of diagnostics (and failures of the run) whose file
/// names, messages and source lines are taken from the input's bytes, any bytes: controls, bidi
/// overrides, the U+10FFxx scalars file names use for bytes that are not UTF-8, quotes. Every
/// report format renders them, and each output must be well-formed: valid UTF-8 (text: except a
/// file name's own bytes), JSON and SARIF one JSON document, GitHub one workflow command per
/// diagnostic, text one line per diagnostic plus its excerpt and caret, and nothing a terminal
/// acts on. A malformed output traps, which libFuzzer reports as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReports(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    // Fields are separated by 0xFF (never part of UTF-8): file, message, file, message, ...
    let fields = bytes.split(separator: 0xFF, omittingEmptySubsequences: false)
    let codes = DiagnosticCode.allCases
    var reports: [FileReport] = []
    var failures: [Diagnostic] = []
    var pathsAreUTF8 = true
    var k = 0
    while k + 1 < fields.count && reports.count + failures.count < 16 {
        let selector = Int(fields[k].first ?? 0) &+ k
        let path = PathBytes.string(fields[k].dropFirst())
        pathsAreUTF8 = pathsAreUTF8 && String(validating: fields[k].dropFirst(), as: UTF8.self) != nil
        // The message as text, with a file name's stand-in scalars mixed in.
        let message = String(decoding: fields[k + 1], as: UTF8.self) + PathBytes.string(fields[k + 1].suffix(3))
        let severity: Diagnostic.Severity = [.error, .warning, .note][selector % 3]
        let location = selector % 5 == 0 ? nil : SourceLocation(line: 1 + selector % 4, column: 1 + Int(fields[k + 1].first ?? 0) % 9)
        let d = Diagnostic(severity, message, at: location, code: codes[selector % codes.count], file: path)
        if selector % 7 == 3 {
            failures.append(Diagnostic(.error, message, at: selector % 2 == 0 ? nil : location, code: .ioError, file: selector % 3 == 0 ? nil : path))
        } else {
            reports.append(FileReport(path: path, diagnostics: [d]))
        }
        k += 2
    }
    let source = SourceLines(bytes)
    let diagnostics = reports.flatMap(\.diagnostics) + failures
    for format in ReportFormat.allCases {
        var reporter = format.makeReporter(ReporterOptions(toolVersion: "0", currentDirectory: "/work"))
        var output: [UInt8] = []
        for report in reports { output += reporter.add(report, source: source) }
        for failure in failures { output += reporter.add(failure: failure) }
        output += reporter.finish()
        ReportCheck.wellFormed(output, format: format, diagnostics: diagnostics, pathsAreUTF8: pathsAreUTF8)
    }
    return 0
}

/// What every report must be, whatever the diagnostics say.
enum ReportCheck {
    static func wellFormed(_ output: [UInt8], format: ReportFormat, diagnostics: [Diagnostic], pathsAreUTF8: Bool) {
        if format != .text || pathsAreUTF8 {
            guard String(validating: output, as: UTF8.self) != nil else { fail(format, "not valid UTF-8", output) }
        }
        // Nothing a terminal acts on: C0 controls other than line feed and tab, DEL, C1 (as UTF-8).
        var previous: UInt8 = 0
        for byte in output {
            if (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == 0x7F || (previous == 0xC2 && (0x80 ... 0x9F).contains(byte)) {
                fail(format, "a control byte \(byte)", output)
            }
            previous = byte
        }
        let lines = output.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast()
        switch format {
        case .json, .sarif:
            var parser = JSONShape(bytes: output)
            guard parser.document() else { fail(format, "not one JSON document", output) }
        case .github:
            guard lines.count == diagnostics.count, lines.allSatisfy({ $0.starts(with: Array("::".utf8)) && $0.contains(0x3A) }) else {
                fail(format, "not one workflow command per diagnostic", output)
            }
        case .text:
            let heads = lines.filter { !$0.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: "^") } }.count
            guard lines.count >= diagnostics.count, lines.count <= 3 * diagnostics.count, heads <= 2 * diagnostics.count else {
                fail(format, "\(lines.count) lines for \(diagnostics.count) diagnostics", output)
            }
            // No line GitHub's runner would take for a workflow command (`::` after white space).
            if let line = lines.first(where: { ReportText.opensWorkflowCommand($0) }) {
                fail(format, "a line opens a workflow command: \(String(decoding: line, as: UTF8.self).debugDescription)", output)
            }
        }
    }

    static func fail(_ format: ReportFormat, _ why: String, _ output: [UInt8]) -> Never {
        fatalError("\(format): \(why): \(String(decoding: output, as: UTF8.self).debugDescription)")
    }
}

/// A strict check that bytes are exactly one JSON value (RFC 8259), nothing more.
struct JSONShape {
    let bytes: [UInt8]
    var i = 0

    mutating func document() -> Bool { value(depth: 0) && { skipSpace(); return i == bytes.count }() }

    mutating func skipSpace() { while i < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[i]) { i += 1 } }

    mutating func literal(_ word: String) -> Bool {
        let w = Array(word.utf8)
        guard bytes[i...].starts(with: w) else { return false }
        i += w.count
        return true
    }

    mutating func value(depth: Int) -> Bool {
        skipSpace()
        guard i < bytes.count, depth < 64 else { return false }
        switch bytes[i] {
        case UInt8(ascii: "{"): return container(close: UInt8(ascii: "}"), depth: depth, keyed: true)
        case UInt8(ascii: "["): return container(close: UInt8(ascii: "]"), depth: depth, keyed: false)
        case UInt8(ascii: "\""): return string()
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        default: return number()
        }
    }

    mutating func container(close: UInt8, depth: Int, keyed: Bool) -> Bool {
        i += 1
        skipSpace()
        if i < bytes.count, bytes[i] == close { i += 1; return true }
        while true {
            if keyed {
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\""), string() else { return false }
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return false }
                i += 1
            }
            guard value(depth: depth + 1) else { return false }
            skipSpace()
            guard i < bytes.count else { return false }
            if bytes[i] == close { i += 1; return true }
            guard bytes[i] == UInt8(ascii: ",") else { return false }
            i += 1
        }
    }

    mutating func string() -> Bool {
        i += 1
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { i += 1; return true }
            if b < 0x20 { return false }
            if b == UInt8(ascii: "\\") {
                i += 1
                guard i < bytes.count else { return false }
                if bytes[i] == UInt8(ascii: "u") {
                    guard i + 4 < bytes.count, bytes[i + 1 ... i + 4].allSatisfy({ isHex($0) }) else { return false }
                    i += 4
                } else if !Array("\"\\/bfnrt".utf8).contains(bytes[i]) {
                    return false
                }
            }
            i += 1
        }
        return false
    }

    mutating func number() -> Bool {
        let start = i
        while i < bytes.count, Array("+-0123456789.eE".utf8).contains(bytes[i]) { i += 1 }
        return i > start
    }

    func isHex(_ b: UInt8) -> Bool { (0x30 ... 0x39).contains(b) || (0x41 ... 0x46).contains(b) || (0x61 ... 0x66).contains(b) }
}
