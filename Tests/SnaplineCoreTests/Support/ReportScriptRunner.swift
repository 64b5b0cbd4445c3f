import Foundation
import Testing
@testable import SnaplineCore

/// Runs the HTML report's script in Node, with a scene's simulator data and a program after it
/// that prints one result a line (the differential tests against Swift).
enum ReportScriptRunner {
    static var node: String? {
        ["/usr/bin/node", "/usr/local/bin/node", "/opt/homebrew/bin/node"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `program` run after `window.SNAPLINE_DATA` for `pictures` and the report's script; the
    /// lines it prints. Fails the test when Node is missing or the program fails.
    static func lines(scene: Scene, pictures: [ViewportPicture], then program: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [String] {
        let node = try #require(node, "Node.js is needed to run the report's script (apt-get install nodejs)", sourceLocation: sourceLocation)
        let text = "globalThis.window = globalThis;\n" + SimulatorData.script(pictures: pictures) + ReportScript.text + "\n" + program
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("snapline-report-\(UUID().uuidString).js")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = [file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "node failed", sourceLocation: sourceLocation)
        return output.split(separator: "\n").map(String.init)
    }

    /// A number as a JavaScript literal (NaN, infinities and -0 included).
    static func js(_ v: Double) -> String {
        if v.isNaN { return "NaN" }
        if v.isInfinite { return v > 0 ? "Infinity" : "-Infinity" }
        return v == 0 && v.sign == .minus ? "-0" : "\(v)"
    }
}
