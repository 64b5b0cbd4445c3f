import SnaplineCore
import Testing

/// `exclude:` globs: what a pattern matches, segment by segment and byte by byte.
@Suite struct PathGlobTests {
    func matches(_ pattern: String, _ path: String) -> Bool {
        PathGlob(pattern).matches(path.split(separator: "/").map { Array($0.utf8) })
    }

    @Test func segmentsAndDirectoriesAbove() {
        #expect(matches("Fixtures", "Fixtures/a.scene.yaml"))
        #expect(matches("Fixtures", "Fixtures/Deep/a.scene.yaml"))
        #expect(!matches("Fixtures", "Other/Fixtures/a.scene.yaml"))
        #expect(matches("Tests/**/Broken", "Tests/Broken/x.scene.yaml"))
        #expect(matches("Tests/**/Broken", "Tests/a/b/Broken/x.scene.yaml"))
        #expect(!matches("Tests/**/Broken", "Tests/a/b/Brokenness/x.scene.yaml"))
        #expect(matches("**/*.draft.scene.yaml", "a.draft.scene.yaml"))
        #expect(matches("**/*.draft.scene.yaml", "x/y/a.draft.scene.yaml"))
        #expect(!matches("**/*.draft.scene.yaml", "x/y/a.scene.yaml"))
        #expect(matches("./Fixtures", "Fixtures/a.scene.yaml"))
        #expect(matches("**", "a.scene.yaml"))
        #expect(!matches(".", "a.scene.yaml"))
        #expect(matches("a/**/**/b", "a/b/c.scene.yaml"))
        #expect(!matches("a/*/b", "a/b/c.scene.yaml"))
    }

    @Test func withinOneSegment() {
        #expect(matches("a?c", "abc"))
        #expect(!matches("a?c", "ac"))
        #expect(matches("*", ".hidden"))
        #expect(matches("[a-c]x", "bx"))
        #expect(!matches("[!a-c]x", "bx"))
        #expect(matches("[^a-c]x", "dx"))
        #expect(matches("[]]x", "]x"))
        #expect(matches("[[:digit:]]*", "7up"))
        #expect(!matches("[[:digit:]]*", "up"))
        #expect(matches("\\*", "*"))
        #expect(!matches("\\*", "a"))
        #expect(matches("[x", "[x"))  // not closed: a plain `[`
        #expect(matches("*a*b*c", "xxaxxbxxc"))
        #expect(!matches("*a*b*c", "xxaxxcxxb"))
        #expect(matches("caf\u{E9}*", "caf\u{E9}.scene.yaml"))
    }

    /// Patterns built to backtrack: each `*` or `**` used to try every split of what follows.
    /// Linear matching answers at once (a hang here fails the whole run).
    @Test func backtrackingPatternsAnswer() {
        let deep = (0 ..< 400).map { _ in "d" }.joined(separator: "/")
        #expect(!matches("**/**/**/**/**/**/**/**/zz", deep))
        #expect(matches("**/**/**/**/**/**/**/**/d", deep))
        let name = String(repeating: "a", count: 250)
        #expect(!matches(String(repeating: "*a", count: 40) + "*b", name))
        #expect(matches(String(repeating: "*a", count: 40) + "*", name))
    }

    @Test func caps() {
        #expect(PathGlob.problem(with: "**/**/**/**/**/**/**/**/zz") == nil)
        #expect(PathGlob.problem(with: "**/**/**/**/**/**/**/**/**/zz") == "an `exclude` pattern has at most 8 `**` segments; this one has 9")
        #expect(PathGlob.problem(with: String(repeating: "a", count: 1024)) == nil)
        #expect(PathGlob.problem(with: String(repeating: "a", count: 1025)) == "an `exclude` pattern is at most 1024 bytes long; this one is 1025")
    }
}
