/// The cap on repeated warnings in a text report, as compilers cap them: in one file, the first
/// `shownPerCode` warnings of each code are printed, and one note per code counts the rest
/// ("N more like this"). The summary line still counts every warning, and the machine formats
/// (`json`, `github`, `sarif`) list them all.
///
/// A warning promoted to an error by `--warnings-as-errors` is capped like a warning: the
/// errors of a file are capped already (`too-many-errors`).
struct RepeatedWarnings {
    /// Warnings of one code printed per file.
    static let shownPerCode = 50

    /// Per code, in the order first met: how many were seen.
    private var seen: [(code: DiagnosticCode, count: Int)] = []

    /// Whether `d` is printed: anything but a warning, or one of the first of its code.
    mutating func shows(_ d: Diagnostic) -> Bool {
        guard d.code.defaultSeverity == .warning else { return true }
        guard let k = seen.firstIndex(where: { $0.code == d.code }) else {
            seen.append((d.code, 1))
            return true
        }
        seen[k].count += 1
        return seen[k].count <= Self.shownPerCode
    }

    /// One note per code with warnings left out, for the file `file`: how many, and which code.
    func notes(file: String) -> [Diagnostic] {
        seen.filter { $0.count > Self.shownPerCode }.map { code, count in
            let more = count - Self.shownPerCode
            let noun = more == 1 ? "warning" : "warnings"
            return Diagnostic(.note, "\(more) more `\(code.rawValue)` \(noun) like this not shown (the first \(Self.shownPerCode) of each code are; `--format json` lists every one)", at: nil, code: code, file: file)
        }
    }
}
