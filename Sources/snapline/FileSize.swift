import ArgumentParser
import SnaplineCore

/// A byte count on the command line (`--max-file-size`): digits, optionally followed by a unit,
/// `KB`, `MB`, `GB` (powers of 1000) or `KiB`, `MiB`, `GiB` (powers of 1024), in any case.
struct FileSize: ExpressibleByArgument, Equatable {
    var bytes: Int

    init(bytes: Int) { self.bytes = bytes }

    static let units: [(suffix: String, factor: Int)] = [
        ("kib", 1 << 10), ("mib", 1 << 20), ("gib", 1 << 30), ("kb", 1_000), ("mb", 1_000_000), ("gb", 1_000_000_000), ("b", 1),
    ]

    init?(argument: String) {
        let text = argument.lowercased()
        let unit = Self.units.first { text.hasSuffix($0.suffix) }
        let digits = text.dropLast(unit?.suffix.count ?? 0)
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              let count = Int(digits) else { return nil }
        let (bytes, overflow) = count.multipliedReportingOverflow(by: unit?.factor ?? 1)
        guard !overflow else { return nil }
        self.bytes = bytes
    }

    var defaultValueDescription: String { bytes == FileIO.defaultSceneLimit ? "256MiB" : String(bytes) }
}
