import Foundation
import Testing

/// The executables link no full Foundation: on Linux it maps libFoundation,
/// libFoundationInternationalization and _FoundationICU into every run (about 6.7 MB resident
/// and 4 ms of start-up). FoundationEssentials, which the argument parser imports, is allowed.
@Suite struct LinkedLibrariesTests {
    static let forbidden = ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so"]

    #if os(Linux)
    @Test(arguments: ["snapline", "snapline-build-tool"])
    func noFullFoundation(_ name: String) throws {
        let binary = CLITests.binary.deletingLastPathComponent().appendingPathComponent(name)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ldd", binary.path]
        let run = try CLITests.collect(process)
        #expect(run.status == 0, "ldd \(binary.path): \(run.stderr)")
        // ldd listed the libraries (the Swift runtime is always among them) ...
        #expect(run.stdout.contains("libswiftCore.so"), "\(run.stdout)")
        // ... and no full Foundation among them.
        let linked = run.stdout.split(separator: "\n").filter { line in Self.forbidden.contains { line.contains($0) } }
        #expect(linked.isEmpty, "\(name) links Foundation again (import FoundationEssentials, or a small helper on the C library): \(linked)")
    }
    #endif
}
