import Foundation
import Testing
import SnaplineCore
import SnaplineTestSupport

/// A scene in a pull request must not be able to forge CI output: whatever text it holds, each
/// report format stays one valid document (valid UTF-8; JSON and SARIF parse; every GitHub
/// workflow command and every text diagnostic is about the scene's own file), on the built binary.
@Suite struct ReportSafetyTests {
    typealias CLI = CLITests

    /// Scalars a hostile scene uses: the stand-ins for file-name bytes (U+10FF0A was printed as a
    /// raw line feed), controls, escape, bidirectional overrides, line separators, quotes and the
    /// characters workflow commands and JSON care about.
    static let alphabet: [Unicode.Scalar] = [
        "\u{10FF0A}", "\u{10FF0D}", "\u{10FF1B}", "\u{10FF22}", "\u{10FF25}", "\u{10FFE9}", "\u{10FF00}", "\u{10FFFF}",
        "\u{0}", "\u{1}", "\u{7}", "\u{8}", "\u{9}", "\u{A}", "\u{D}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}",
        "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{2028}", "\u{2029}",
        "\"", "'", "\\", ":", ",", "%", "[", "]", "{", "}", "=", "<", ">", "&", " ",
        "a", "Z", "0", "é", "字", "😀",
    ]

    static func randomText(_ rng: inout SplitMix64) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = ["x"]
        for _ in 0 ..< 4 + Int(rng.next() % 20) { scalars.append(alphabet[Int(rng.next() % UInt64(alphabet.count))]) }
        // The attack itself, now and then.
        if rng.next() % 3 == 0 { scalars += Array("\u{10FF0A}::error file=Other.swift,line=3::forged\u{10FF0A}::add-mask::x".unicodeScalars) }
        return scalars
    }

    /// A YAML double-quoted string holding exactly `scalars`.
    static func yamlQuoted(_ scalars: [Unicode.Scalar]) -> String {
        var out = "\""
        for s in scalars {
            switch s {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where s.value < 0x20 || (0x7F ... 0x9F).contains(s.value) || s.value > 0xFFFF || (0x2028 ... 0x2029).contains(s.value):
                out += String(format: "\\U%08X", s.value)
            default: out.unicodeScalars.append(s)
            }
        }
        return out + "\""
    }

    /// A scene that quotes `texts` back in messages: as an unknown key, a bad value and a bad id.
    static func scene(_ texts: [[Unicode.Scalar]]) -> String {
        var lines = ["scene: Hostile", "viewports: [{name: p, width: 390, height: 844}]", "root:", "  scroll: list"]
        if let first = texts.first { lines.append("  axis: \(yamlQuoted(first))") }
        for text in texts.dropFirst(1).prefix(2) { lines.append("  \(yamlQuoted(text)): 1") }
        lines.append("  children:")
        for text in texts.dropFirst(3) { lines += ["    - item: \(yamlQuoted(text))", "      height: 10"] }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Runs `check --format FORMAT scene` and returns its raw standard output and error.
    static func check(_ scene: String, format: String, in dir: URL) throws -> (status: Int32, stdout: Data, stderr: Data) {
        let run = try OutputFileTests.shell("\"$SNAPLINE\" check --format \(format) \(scene) > out.bin 2> err.bin", in: dir)
        return (run.status, try Data(contentsOf: dir.appendingPathComponent("out.bin")), try Data(contentsOf: dir.appendingPathComponent("err.bin")))
    }

    static func validUTF8(_ data: Data) -> String? { String(data: data, encoding: .utf8) }

    /// Nothing a terminal or a log viewer acts on: no C0 but line feed and tab, no DEL, no C1, no
    /// bidirectional override, no line separator.
    static func isInert(_ text: String) -> Bool {
        !text.unicodeScalars.contains { s in
            (s.value < 0x20 && s != "\n" && s != "\t") || (0x7F ... 0x9F).contains(s.value)
                || (0x202A ... 0x202E).contains(s.value) || (0x2066 ... 0x2069).contains(s.value) || s.value == 0x2028 || s.value == 0x2029
        }
    }

    @Test func everyFormatStaysOneDocumentAboutTheScenesOwnFile() throws {
        let dir = try CLI.temporaryDirectory()
        var rng = SplitMix64(seed: 20)
        for round in 0 ..< 6 {
            let name = "hostile\(round).scene.yaml"
            let texts = (0 ..< 5).map { _ in Self.randomText(&rng) }
            try Self.scene(texts).write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)

            let json = try Self.check(name, format: "json", in: dir)
            #expect(json.status == 1)
            let entries = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [[String: Any]], "round \(round): not one JSON array")
            #expect(entries.count >= 3)
            for entry in entries {
                #expect(entry["file"] as? String == name && entry["severity"] as? String == "error", "round \(round): \(entry)")
                #expect(entry["fileBytes"] == nil)
            }

            let sarif = try Self.check(name, format: "sarif", in: dir)
            let log = try #require(try JSONSerialization.jsonObject(with: sarif.stdout) as? [String: Any], "round \(round): not one SARIF log")
            let results = try #require(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
            #expect(results.count == entries.count)
            for result in results {
                let physical = ((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any]
                #expect((physical?["artifactLocation"] as? [String: Any])?["uri"] as? String == name)
                #expect(result["level"] as? String == "error")
            }

            let github = try Self.check(name, format: "github", in: dir)
            let commands = try #require(Self.validUTF8(github.stdout), "round \(round): github output is not UTF-8")
            #expect(Self.isInert(commands), "round \(round): \(commands.debugDescription)")
            let lines = commands.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(lines.count == entries.count, "round \(round): \(commands.debugDescription)")
            for line in lines {
                #expect(line.hasPrefix("::error file=\(name),line="), "round \(round): a forged line \(line.debugDescription)")
            }

            let text = try Self.check(name, format: "text", in: dir)
            let report = try #require(Self.validUTF8(text.stderr), "round \(round): text output is not UTF-8")
            #expect(Self.isInert(report), "round \(round): \(report.debugDescription)")
            let textLines = report.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            // Each diagnostic: its line, the source line, the caret.
            #expect(textLines.count == 3 * entries.count, "round \(round): \(report.debugDescription)")
            for (k, line) in textLines.enumerated() where k % 3 == 0 {
                #expect(line.hasPrefix("\(name):") && line.contains(": error: "), "round \(round): \(line.debugDescription)")
            }
            for (k, line) in textLines.enumerated() where k % 3 == 2 {
                #expect(line.allSatisfy { $0 == " " || $0 == "\t" || $0 == "^" } && line.hasSuffix("^"), "round \(round): \(line.debugDescription)")
            }

            // Every format, a new one included: valid UTF-8, inert, about the scene's own file.
            for format in ReportFormat.allCases {
                let run = try Self.check(name, format: format.rawValue, in: dir)
                let output = try #require(Self.validUTF8(format.isMachineReadable ? run.stdout : run.stderr), "round \(round), \(format): not UTF-8")
                #expect(run.status == 1 && Self.isInert(output), "round \(round), \(format): \(output.debugDescription)")
                #expect(output.contains(name), "round \(round), \(format): \(output.debugDescription)")
            }
        }
    }

    /// The report from the issue: a value that printed a real `::add-mask::` line and a forged
    /// `::error` for another file, and rewrote a JSON diagnostic's severity.
    @Test func theForgedLinesOfTheReportStayInsideTheMessage() throws {
        let dir = try CLI.temporaryDirectory()
        let value = "\"\\U0010FF0A::add-mask::x\\U0010FF0A::error file=Other.swift,line=3::forged\""
        let jsonValue = "\"x\\U0010FF22, \\U0010FF22severity\\U0010FF22: \\U0010FF22note\""
        try "scene: A\nviewports: [{name: p, width: 390, height: 844}]\nroot:\n  scroll: list\n  axis: \(value)\n  behavior: \(jsonValue)\n  children: [{item: a, height: 10}]\n"
            .write(to: dir.appendingPathComponent("a.scene.yaml"), atomically: true, encoding: .utf8)
        let github = try Self.check("a.scene.yaml", format: "github", in: dir)
        let lines = String(decoding: github.stdout, as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 2 && lines.allSatisfy { $0.hasPrefix("::error file=a.scene.yaml,") }, "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("::add-mask::") })
        let json = try Self.check("a.scene.yaml", format: "json", in: dir)
        let entries = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [[String: Any]])
        #expect(entries.map { $0["severity"] as? String } == ["error", "error"])
        #expect((entries.first?["message"] as? String)?.contains("got `\"\\x0A::add-mask::x\\x0A::error file=Other.swift,") == true, "\(entries)")
        #expect((entries.last?["message"] as? String)?.contains("got `\"x\\x22, \\x22severity\\x22: \\x22note\"`") == true, "\(entries)")
    }

    /// A file name that is not UTF-8: JSON stays UTF-8 and keeps the bytes in `fileBytes`, SARIF
    /// percent-encodes the byte itself, text prints the name's own bytes.
    @Test func aFileNameThatIsNotUTF8() throws {
        let dir = try CLI.temporaryDirectory()
        let name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".scene.yaml".utf8)
        let path = dir.path + "/" + String(decoding: name, as: UTF8.self)
        let fd = (Array(dir.path.utf8) + [UInt8(ascii: "/")] + name + [0]).withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        }
        try #require(fd >= 0, "cannot create \(path)")
        let bytes = Array(CLI.badScene.utf8)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        let json = try Self.check("caf*.scene.yaml", format: "json", in: dir)
        #expect(json.status == 1)
        #expect(Self.validUTF8(json.stdout) != nil)
        let entry = try #require((try JSONSerialization.jsonObject(with: json.stdout) as? [[String: Any]])?.first)
        #expect(entry["file"] as? String == "caf\u{FFFD}.scene.yaml")
        #expect(entry["fileBytes"] as? [Int] == name.map(Int.init))
        let sarif = try Self.check("caf*.scene.yaml", format: "sarif", in: dir)
        #expect(String(decoding: sarif.stdout, as: UTF8.self).contains("\"uri\": \"caf%E9.scene.yaml\""))
        let github = try Self.check("caf*.scene.yaml", format: "github", in: dir)
        #expect(Self.validUTF8(github.stdout)?.hasPrefix("::error file=caf\u{FFFD}.scene.yaml,line=7,") == true)
        let text = try Self.check("caf*.scene.yaml", format: "text", in: dir)
        #expect(text.stderr.starts(with: name + Array(":7:7: error: ".utf8)))
    }
}
