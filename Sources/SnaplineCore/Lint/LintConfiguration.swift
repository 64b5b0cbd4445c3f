/// The contents of a `.snapline.yml` file: rules to switch on or off, whether warnings fail the
/// run, and the access level of generated Swift.
///
/// ```yaml
/// enable: [unreachable-alignment]
/// disable: never-scrolls
/// warnings-as-errors: true
/// access-level: public
/// exclude: [Fixtures, "**/*.broken.scene.yaml"]
/// help-uri-base: https://example.com/snapline/diagnostics
/// inherit: false
/// ```
///
/// Files nest: a scene's settings are those of every file from the project's root down to its
/// own directory, each applied over the one above (`inherit: false` ignores those above).
public struct LintConfiguration: Hashable, Sendable {
    /// The largest configuration file read (one is a few hundred bytes): the command line, the
    /// plugin's tool and the language server refuse a larger one before reading it.
    public static let maximumFileSize = 1 << 20

    public var enable: [DiagnosticCode] = []
    public var disable: [DiagnosticCode] = []
    public var warningsAsErrors: Bool?
    public var accessLevel: SwiftEmitter.AccessLevel?
    /// Globs of paths, relative to the file's directory, that `check DIR` does not read.
    public var exclude: [String] = []
    /// SARIF: the address rules' `helpUri` is made from.
    public var helpURIBase: String?
    /// Whether the files of parent directories apply too.
    public var inherit = true

    public init() {}

    /// The keys a configuration file may have.
    public static let keys = ["enable", "disable", "warnings-as-errors", "access-level", "exclude", "help-uri-base", "inherit"]

    /// `base` with this file's choices applied (a rule both enabled and disabled ends disabled).
    public func applied(to base: RuleSettings) -> RuleSettings {
        var settings = base
        for code in enable { settings.enable(code) }
        for code in disable { settings.disable(code) }
        if let warningsAsErrors { settings.warningsAsErrors = warningsAsErrors }
        return settings
    }

    /// `self` (a parent directory's file) overridden by `child`: the child's rule switches are
    /// applied after the parent's, a value the child gives replaces the parent's, and the
    /// exclusions of both apply (`excludes` keeps each with its own directory).
    public func overridden(by child: LintConfiguration) -> LintConfiguration {
        var merged = self
        merged.enable = enable.filter { !child.disable.contains($0) } + child.enable
        merged.disable = disable.filter { !child.enable.contains($0) } + child.disable
        merged.warningsAsErrors = child.warningsAsErrors ?? warningsAsErrors
        merged.accessLevel = child.accessLevel ?? accessLevel
        merged.helpURIBase = child.helpURIBase ?? helpURIBase
        merged.exclude = exclude + child.exclude
        merged.inherit = child.inherit
        return merged
    }

    /// Reads a configuration file; nil (with positioned diagnostics) when it has errors. An empty
    /// file is an empty configuration.
    public static func parse(_ bytes: [UInt8], diagnostics: inout Diagnostics) -> LintConfiguration? {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return LintConfiguration() }
        var found = Diagnostics()
        guard let document = YAMLReader().read(bytes, diagnostics: &found) else {
            // A file of comments only reads as empty: that is an empty configuration too.
            if found.all.contains(where: { $0.code == .emptyFile }) { return LintConfiguration() }
            diagnostics.append(contentsOf: found)
            return nil
        }
        var configuration = LintConfiguration()
        guard document[0].kind == .mapping else {
            diagnostics.error("a configuration file is a mapping with keys \(keys.joined(separator: ", "))", at: document[0].start, code: .wrongType)
            return nil
        }
        var failed = false
        document.forEachPair(of: 0) { key, value in
            let name = document.string(key)
            switch name {
            case "enable", "disable":
                let codes = readCodes(document, value, key: name, diagnostics: &diagnostics, failed: &failed)
                if name == "enable" { configuration.enable = codes } else { configuration.disable = codes }
            case "warnings-as-errors":
                if document.scalar(value, equals: "true") {
                    configuration.warningsAsErrors = true
                } else if document.scalar(value, equals: "false") {
                    configuration.warningsAsErrors = false
                } else {
                    diagnostics.error("`warnings-as-errors` is `true` or `false`", at: document[value].start, code: .badValue)
                    failed = true
                }
            case "access-level":
                let text = document.string(value)
                if document[value].kind == .scalar, let level = SwiftEmitter.AccessLevel(rawValue: text) {
                    configuration.accessLevel = level
                } else {
                    let names = SwiftEmitter.AccessLevel.allCases.map(\.rawValue)
                    diagnostics.error("`access-level` is one of \(names.joined(separator: ", "))", at: document[value].start, code: .badValue)
                    failed = true
                }
            case "inherit":
                if document.scalar(value, equals: "true") || document.scalar(value, equals: "false") {
                    configuration.inherit = document.scalar(value, equals: "true")
                } else {
                    diagnostics.error("`inherit` is `true` or `false`", at: document[value].start, code: .badValue)
                    failed = true
                }
            case "help-uri-base":
                let text = document.string(value)
                if document[value].kind == .scalar, text.hasPrefix("https://") || text.hasPrefix("http://") {
                    configuration.helpURIBase = text
                } else {
                    diagnostics.error("`help-uri-base` is an http or https address", at: document[value].start, code: .badValue)
                    failed = true
                }
            case "exclude":
                configuration.exclude = readStrings(document, value, key: name, diagnostics: &diagnostics, failed: &failed)
            default:
                var message = "unknown key `\(name)` in a configuration file; expected one of \(keys.joined(separator: ", "))"
                let close = Suggestion.forKey(name, among: keys)
                if let close { message += "; did you mean `\(close)`?" }
                diagnostics.error(message, at: document[key].start, code: .unknownKey, fix: close.flatMap { document.fix(replacing: key, with: $0) })
                failed = true
            }
        }
        return failed ? nil : configuration
    }

    /// A string or a list of strings.
    private static func readStrings(_ document: YAMLDocument, _ value: Int, key: String, diagnostics: inout Diagnostics, failed: inout Bool) -> [String] {
        let items: [Int]
        switch document[value].kind {
        case .scalar: items = document.isNull(value) ? [] : [value]
        case .sequence: items = Array(document.children(of: value))
        case .mapping: items = [value]
        }
        var strings: [String] = []
        for item in items {
            guard document[item].kind == .scalar, !document.string(item).isEmpty else {
                diagnostics.error("`\(key)` is a path pattern or a list of them", at: document[item].start, code: .wrongType)
                failed = true
                continue
            }
            let string = document.string(item)
            if key == "exclude", let problem = PathGlob.problem(with: string) {
                diagnostics.error(problem, at: document[item].start, code: .badValue)
                failed = true
                continue
            }
            strings.append(string)
        }
        return strings
    }

    /// A code or a list of codes.
    private static func readCodes(_ document: YAMLDocument, _ value: Int, key: String, diagnostics: inout Diagnostics, failed: inout Bool) -> [DiagnosticCode] {
        let items: [Int]
        switch document[value].kind {
        case .scalar: items = document.isNull(value) ? [] : [value]
        case .sequence: items = Array(document.children(of: value))
        case .mapping:
            diagnostics.error("`\(key)` is a rule code or a list of codes", at: document[value].start, code: .wrongType)
            failed = true
            return []
        }
        var codes: [DiagnosticCode] = []
        for item in items {
            guard document[item].kind == .scalar else {
                diagnostics.error("`\(key)` lists rule codes such as `paging-cuts-item`", at: document[item].start, code: .wrongType)
                failed = true
                continue
            }
            switch RuleSettings.code(named: document.string(item)) {
            case .success(let code): codes.append(code)
            case .failure(let unknown):
                diagnostics.error(unknown.description, at: document[item].start, code: .badValue, fix: unknown.suggestion.flatMap { document.fix(replacing: item, with: $0) })
                failed = true
            }
        }
        return codes
    }
}
