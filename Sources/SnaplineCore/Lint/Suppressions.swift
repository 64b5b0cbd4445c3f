#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Suppression comments: a YAML comment that silences a warning where it is intended.
///
/// ```yaml
/// # snapline:disable never-scrolls                  (the whole file)
/// root:
///   scroll: list
///   # snapline:disable-next-line snap-option-ignored, never-scrolls
///   snapAlign: center
/// ```
///
/// A directive names one or more warning codes (separated by spaces or commas). `disable-next-line`
/// silences those codes' warnings on the line after the comment; `disable` silences them in the
/// whole file, wherever it is written. Only warnings can be suppressed: errors stop the compile.
/// A code that suppresses nothing (no such warning where it applies, an unknown code, an error's
/// code) gets an `unused-suppression` warning at the comment, as SwiftLint's
/// `superfluous_disable_command` does, so stale comments do not pile up.
///
/// libyaml drops comments, so the source text is scanned for them before it is parsed (a `#` at
/// the start of a line or after a blank starts a comment).
public struct Suppressions: Sendable {
    /// One code of one directive.
    struct Entry: Sendable, Equatable {
        /// Where the comment's `#` is.
        var location: SourceLocation
        /// The line whose warnings it silences; nil for the whole file.
        var line: Int32?
        var code: String
        /// Where `code` is written.
        var codeLocation: SourceLocation
    }

    private(set) var entries: [Entry] = []

    public var isEmpty: Bool { entries.isEmpty }

    static let prefix = Array("snapline:".utf8)
    static let nextLine = Array("disable-next-line".utf8)
    static let file = Array("disable".utf8)

    /// The directives in `source` (none for most files: the scan only looks at comments).
    ///
    /// `memchr` finds each `#`; only the line it is on is read, back to the line's start (to know
    /// whether the `#` is inside a quoted scalar) and on to its end when it starts a comment, and
    /// lines are counted only up to a directive. So a file without directives costs a `memchr`
    /// over its bytes, and each byte is read at most twice more. `SuppressionScanTests` compares
    /// it with reading every byte in turn.
    public init(scanning source: borrowing [UInt8]) {
        source.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            let n = bytes.count
            // Lines and columns as libyaml counts them: a byte order mark is no column, and
            // CR, NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR end lines as LF and CRLF do.
            let first = source.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            // Everything before `scanned` is read: `lineStart` is the start of its line, `quote`
            // the quote open there. Inside a quoted scalar a `#` is text; quotes are tracked on
            // each line only (a quoted scalar that spans lines and holds ` # snapline:` is not
            // worth a YAML parser here).
            var scanned = first
            var lineStart = first
            var quote: UInt8 = 0
            // Line `line` starts at `counted` (a line's start at or before `lineStart`).
            var counted = first
            var line: Int32 = 1
            while scanned < n, let found = memchr(base + scanned, 0x23, n - scanned) {
                let hash = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                var start = hash
                while start > scanned, !Self.lineBreakEnds(bytes, at: start) { start -= 1 }
                if start > scanned {
                    lineStart = start
                    quote = 0
                }
                for k in Swift.max(start, scanned) ..< hash {
                    let b = bytes[k]
                    if quote != 0 {
                        if b == quote { quote = 0 }
                    } else if b == 0x22 || b == 0x27, k == lineStart || Self.isBlankOrIndicator(bytes[k - 1]) {
                        quote = b
                    }
                }
                guard quote == 0, hash == lineStart || bytes[hash - 1] == 0x20 || bytes[hash - 1] == 0x09 else {
                    scanned = hash + 1
                    continue
                }
                let end = Self.endOfLine(bytes, from: hash)
                if let directive = Self.directive(bytes, comment: hash, end: end) {
                    while counted < lineStart {
                        let length = SourceLines.lineBreakLength(bytes, at: counted)
                        if length > 0 { line += 1 }
                        counted += Swift.max(length, 1)
                    }
                    parse(bytes, directive: directive, comment: hash, end: end, line: line, lineStart: lineStart)
                }
                scanned = end
            }
        }
    }

    /// Whether a line break ends right before `bytes[k]` (`0 < k < count`), as reading forwards
    /// with `SourceLines.lineBreakLength` finds them: LF (alone or after CR), CR not before LF,
    /// NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR.
    private static func lineBreakEnds(_ bytes: UnsafeBufferPointer<UInt8>, at k: Int) -> Bool {
        switch bytes[k - 1] {
        case 0x0A: return true
        case 0x0D: return bytes[k] != 0x0A
        case 0x85: return k >= 2 && bytes[k - 2] == 0xC2
        case 0xA8, 0xA9: return k >= 3 && bytes[k - 3] == 0xE2 && bytes[k - 2] == 0x80
        default: return false
        }
    }

    /// For a comment `bytes[hash ..< end]` that is a directive, where its word after `snapline:`
    /// starts; nil for any other comment.
    static func directive(_ bytes: UnsafeBufferPointer<UInt8>, comment hash: Int, end: Int) -> Int? {
        var k = hash + 1
        while k < end, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
        return matches(bytes, at: k, end: end, prefix) ? k + prefix.count : nil
    }

    /// Reads one directive `bytes[hash ..< end]` (its word after `snapline:` at `directive`) and
    /// records its codes.
    mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>, directive: Int, comment hash: Int, end: Int, line: Int32, lineStart: Int) {
        var k = directive
        let target: Int32?
        if Self.matches(bytes, at: k, end: end, Self.nextLine) {
            k += Self.nextLine.count
            target = line + 1
        } else if Self.matches(bytes, at: k, end: end, Self.file) {
            k += Self.file.count
            target = nil
        } else {
            return
        }
        // The directive word must end here (`disabled` is not `disable`).
        guard k == end || Self.isSeparator(bytes[k]) else { return }
        // Columns count characters, as libyaml's do.
        func column(_ offset: Int) -> Int {
            var column = 1
            for j in lineStart ..< offset where bytes[j] & 0xC0 != 0x80 { column += 1 }
            return column
        }
        let location = SourceLocation(line: Int(line), column: column(hash))
        while k < end {
            while k < end, Self.isSeparator(bytes[k]) { k += 1 }
            let start = k
            while k < end, !Self.isSeparator(bytes[k]) { k += 1 }
            guard k > start else { break }
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start ..< k]), as: UTF8.self)
            if word.hasPrefix("#") { break }  // a comment after the directive
            entries.append(Entry(location: location, line: target, code: word, codeLocation: SourceLocation(line: Int(line), column: column(start))))
        }
    }

    /// `diagnostics` without the warnings the directives silence, plus an `unused-suppression`
    /// warning for each code that silences nothing (when `rules` has it). Codes of rules that are
    /// off (not in `rules`) are left alone: their warnings could not have been reported. Linear in
    /// the diagnostics and the directives. Does nothing to a scene with errors: its warnings were
    /// not computed, so no comment can be judged.
    public func apply(to diagnostics: inout Diagnostics, rules: Set<DiagnosticCode>) {
        guard !entries.isEmpty, !diagnostics.hasErrors else { return }
        var fileWide: [DiagnosticCode: [Int]] = [:]
        var byLine: [Int32: [Int]] = [:]
        for (k, entry) in entries.enumerated() {
            guard let code = DiagnosticCode(rawValue: entry.code), code.defaultSeverity == .warning else { continue }
            if let line = entry.line { byLine[line, default: []].append(k) } else { fileWide[code, default: []].append(k) }
        }
        var used = [Bool](repeating: false, count: entries.count)
        var kept = Diagnostics()
        for d in diagnostics.all {
            guard d.severity == .warning else {
                kept.append(d)
                continue
            }
            var silenced = false
            if let line = d.location?.line, let onLine = byLine[line] {
                for k in onLine where entries[k].code == d.code.rawValue {
                    used[k] = true
                    silenced = true
                }
            }
            if let everywhere = fileWide[d.code] {
                for k in everywhere { used[k] = true }
                silenced = true
            }
            if !silenced { kept.append(d) }
        }
        if rules.contains(.unusedSuppression) {
            for (k, entry) in entries.enumerated() where !used[k] {
                if let message = Self.unusedMessage(entry, rules: rules) {
                    kept.report(.unusedSuppression, message, at: entry.location, fix: Self.suggestedCode(entry.code).flatMap {
                        .replacing(entry.code, at: entry.codeLocation, quoted: false, with: $0)
                    })
                }
            }
        }
        diagnostics = kept
    }

    /// Why an entry silenced nothing; nil when its rule is off (nothing to say).
    static func unusedMessage(_ entry: Entry, rules: Set<DiagnosticCode>) -> String? {
        let directive = entry.line == nil ? "snapline:disable" : "snapline:disable-next-line"
        guard let code = DiagnosticCode(rawValue: entry.code) else {
            var text = "`\(directive) \(entry.code)` names no code"
            if let close = suggestedCode(entry.code) {
                text += "; did you mean `\(close)`?"
            } else {
                text += "; expected a warning's code (see `snapline rules`)"
            }
            return text
        }
        guard code.defaultSeverity == .warning else {
            return "`\(code)` is an error, which cannot be suppressed; fix what it reports, and remove `\(code)` from the comment"
        }
        guard rules.contains(code) else { return nil }
        let place = entry.line.map { "line \($0) has no `\(code)` warning" } ?? "the file has no `\(code)` warning"
        return "`\(directive) \(code)` suppresses nothing: \(place); remove it"
    }

    /// The warning code closest to an unknown `code`.
    static func suggestedCode(_ code: String) -> String? {
        DiagnosticCode(rawValue: code) == nil ? Suggestion.closest(to: code, among: DiagnosticCode.warnings.map(\.rawValue)) : nil
    }

    // MARK: Bytes

    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at k: Int, end: Int, _ word: [UInt8]) -> Bool {
        guard end - k >= word.count else { return false }
        for (j, b) in word.enumerated() where bytes[k + j] != b { return false }
        return true
    }

    static func endOfLine(_ bytes: UnsafeBufferPointer<UInt8>, from k: Int) -> Int {
        var e = k
        while e < bytes.count, SourceLines.lineBreakLength(bytes, at: e) == 0 { e += 1 }
        return e
    }

    private static func isSeparator(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x2C || b == 0x0D }

    /// Before a quote that opens a scalar: a blank or a flow/block indicator.
    static func isBlankOrIndicator(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x5B || b == 0x7B || b == 0x2C || b == 0x3A || b == 0x2D
    }
}
