import Foundation
import Testing
import SnaplineTestSupport

/// `docs/architecture.md` is the page a newcomer reads first, so what it names must exist: every
/// file and folder it names (a path from the root, from a module's folder, or a file name found
/// anywhere in the tree), every type, and every member or function it names in code style.
@Suite struct ArchitectureDocTests {
    /// Names from the Swift standard library, which the repository does not declare.
    static let standardNames: Set<String> = ["UInt8", "Int", "String", "Double", "Bool", "allCases", "rawValue"]

    /// The folders whose files a name may be found in.
    static let searched = ["Sources", "Tests", "Plugins", "Fuzz", "Benchmarks", "docs", "schemas", "examples"]

    /// Every Swift declaration of the tree, as text to search.
    static let swift: String = {
        var text = ""
        for folder in ["Sources", "Tests", "Plugins", "Fuzz"] {
            for path in files(under: folder) where path.hasSuffix(".swift") {
                text += (try? String(contentsOf: Repository.url(path), encoding: .utf8)) ?? ""
                text += "\n"
            }
        }
        return text
    }()

    /// Paths of the files below `folder` (relative to the root), without `.build`.
    static func files(under folder: String) -> [String] {
        let root = Repository.url(folder)
        let walk = FileManager.default.enumerator(atPath: root.path)
        var found: [String] = []
        while let next = walk?.nextObject() as? String {
            if next.hasPrefix(".build") || next.contains("/.build") { walk?.skipDescendants(); continue }
            found.append(folder + "/" + next)
        }
        return found
    }

    static let allFiles: [String] = searched.flatMap(files(under:))

    /// Whether a path the page names exists: from the root, below a module's folder
    /// (`Lint/Linter.swift`, `Scene/`), or as a file's name anywhere (`NodeKind.swift`).
    static func pathExists(_ path: String) -> Bool {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        if FileManager.default.fileExists(atPath: Repository.url(trimmed).path) { return true }
        return allFiles.contains { $0 == trimmed || $0.hasSuffix("/" + trimmed) }
    }

    /// The names the tree declares: types (and enum cases), and members and functions.
    static let declared: (types: Set<String>, members: Set<String>) = {
        var types: Set<String> = [], members: Set<String> = []
        let pattern = try? NSRegularExpression(pattern: #"\b(struct|enum|class|protocol|typealias|actor|func|var|let|init|case)\s+`?([A-Za-z_][A-Za-z0-9_]*)"#)
        let text = swift as NSString
        for match in pattern?.matches(in: swift, range: NSRange(location: 0, length: text.length)) ?? [] {
            let keyword = text.substring(with: match.range(at: 1)), name = text.substring(with: match.range(at: 2))
            if ["struct", "enum", "class", "protocol", "typealias", "actor"].contains(keyword) { types.insert(name) } else { members.insert(name) }
        }
        // The other cases of a `case a, b, c` line of an enum.
        for line in swift.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("case ") && !line.contains(":") && !line.contains("(") {
            for name in line.trimmingCharacters(in: .whitespaces).dropFirst(5).split(separator: ",") {
                members.insert(name.trimmingCharacters(in: CharacterSet(charactersIn: " `")))
            }
        }
        return (types, members)
    }()

    /// A module: a folder of `Sources/` or `Plugins/`.
    static func isModule(_ name: String) -> Bool {
        ["Sources/", "Plugins/"].contains { FileManager.default.fileExists(atPath: Repository.url($0 + name).path) }
    }

    static func typeExists(_ name: String) -> Bool {
        standardNames.contains(name) || declared.types.contains(name) || isModule(name)
    }

    static func memberExists(_ name: String) -> Bool {
        standardNames.contains(name) || declared.members.contains(name)
    }

    /// Why `span` (the text of a code span, or a word of the pipeline's diagram) names nothing
    /// that exists; nil when it exists or is not a name of the code (a command, a key, a word).
    static func problem(_ span: String) -> String? {
        if span.hasPrefix("Unbalanced backticks") { return span }
        if span.contains(" ") || span.hasPrefix("-") || span.contains("=") { return nil }
        if span.contains("/") || span.range(of: #"\.(swift|md|json|sh|py)$"#, options: .regularExpression) != nil {
            return pathExists(span) ? nil : "no file or folder `\(span)`"
        }
        // `Type`, `Type.member`, `member(label:)`, `camelCaseName`.
        let base = span.split(separator: "(", maxSplits: 1).first.map(String.init) ?? span
        let parts = base.split(separator: ".").map(String.init)
        guard let first = parts.first, first.range(of: #"^[A-Za-z][A-Za-z0-9]*$"#, options: .regularExpression) != nil else { return nil }
        if first.first?.isUppercase == true {
            guard typeExists(first) else { return "no type `\(first)`" }
            if parts.count == 2, !memberExists(parts[1]) { return "no member `\(parts[1])` (in `\(span)`)" }
            return nil
        }
        let isCall = span.contains("(")
        let isCamelCase = first.contains { $0.isUppercase }
        guard parts.count == 1, isCall || isCamelCase else { return nil }
        return memberExists(first) ? nil : "no function or property `\(first)`"
    }

    /// The code spans of the page, and the names of its diagram.
    static func names(in page: String) -> [String] {
        var names: [String] = []
        var inFence = false
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            if inFence {
                // The diagram: its CamelCase names and `Type.member` calls.
                let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "." })
                names += words.map(String.init).filter { $0.first?.isUppercase == true && $0.contains(where: \.isLowercase) && !$0.hasSuffix(".") }
                continue
            }
            // A code span never runs across lines here, so every line has an even count of backticks.
            let pieces = line.split(separator: "`", omittingEmptySubsequences: false)
            names += stride(from: 1, to: pieces.count - 1, by: 2).map { String(pieces[$0]) }
            if pieces.count % 2 == 0 { names.append("Unbalanced backticks in: \(line)") }
        }
        return names
    }

    @Test func everyNameOnThePageExists() throws {
        let page = try String(contentsOf: Repository.url("docs/architecture.md"), encoding: .utf8)
        let names = Self.names(in: page)
        #expect(names.count > 100, "the page's code spans were not found")
        let problems = names.compactMap(Self.problem)
        #expect(problems.isEmpty, "docs/architecture.md names what does not exist:\n\(problems.joined(separator: "\n"))")
    }

    /// The check itself finds what is missing.
    @Test func aMissingNameIsFound() {
        #expect(Self.problem("Sources/SnaplineCore/Pipeline/NoSuchFile.swift") != nil)
        #expect(Self.problem("NoSuchStage/") != nil)
        #expect(Self.problem("NoSuchTypeAnywhere") != nil)
        #expect(Self.problem("Tolerance.noSuchMember") != nil)
        #expect(Self.problem("noSuchFunction(_:)") != nil)
        #expect(Self.problem("Lint/Linter.swift") == nil && Self.problem("NodeKind.swift") == nil && Self.problem("Scene/") == nil)
        #expect(Self.problem("Compiler") == nil && Self.problem("Tolerance.length") == nil && Self.problem("forEachViewport(of:diagnostics:_:)") == nil)
        #expect(Self.problem("snapline lsp") == nil && Self.problem("check") == nil && Self.problem("--format") == nil)
    }
}
