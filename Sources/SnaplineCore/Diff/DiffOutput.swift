/// Report bytes handed to a sink in pieces of about 64 KB, so a long report is never held whole.
public struct DiffOutput {
    private var pending: [UInt8] = []
    private let sink: ([UInt8]) -> Void

    /// `sink` receives the bytes in order (file names as the bytes they stand for: `PathBytes`).
    public init(sink: @escaping ([UInt8]) -> Void) {
        self.sink = sink
        pending.reserveCapacity(1 << 16 + 1024)
    }

    /// A sink that collects text (tests, small reports).
    public init(text: @escaping (String) -> Void) {
        self.init { text(String(decoding: $0, as: UTF8.self)) }
    }

    /// Bytes as they are (another output's, copied).
    public mutating func write(bytes: UnsafeRawBufferPointer) {
        pending.append(contentsOf: bytes)
        if pending.count >= 1 << 16 { flush() }
    }

    public mutating func write(_ text: String) {
        pending.append(contentsOf: text.utf8)
        if pending.count >= 1 << 16 { flush() }
    }

    /// Text holding file names (`PathBytes` strings): written as their bytes, controls escaped.
    public mutating func write(path: String) {
        pending.append(contentsOf: ReportText.terminalPath(path))
    }

    public mutating func line(_ text: String) {
        write(text)
        write("\n")
    }

    /// A number for people (`DiffText.number`), without building a string for a whole one.
    mutating func write(number v: Double) {
        let rounded = abs(v) < 1e13 ? (v * 100).rounded() / 100 : v
        if rounded == rounded.rounded(.towardZero), rounded != 0 || v == 0 {
            JSONNumber.append(rounded, to: &pending)
        } else {
            write(DiffText.number(v))
        }
    }

    public mutating func flush() {
        guard !pending.isEmpty else { return }
        sink(pending)
        pending.removeAll(keepingCapacity: true)
    }
}

/// A report of one scene written as its viewports are compared: `add` takes each viewport's
/// changes as soon as they are known (they can be dropped after it returns), `finish` writes the
/// report once the totals that head it are known. A report of a scene with errors is dropped
/// unfinished: nothing of it is written.
public protocol SceneDiffReport {
    mutating func add(_ viewport: ComparedViewport)
    mutating func finish(_ summary: SceneDiffSummary, to out: inout DiffOutput) throws(FileError)
}

/// Report bytes put aside until what comes before them is written: in memory up to a few
/// megabytes, then in a temporary file (`SpooledOutput`), so a report of a million changes holds
/// no more than one viewport's changes in memory.
struct DiffSpool {
    private let storage: SpooledOutput
    var out: DiffOutput
    /// What the bytes are part of, for errors.
    var name: String { storage.name }

    /// Bytes held in memory before the rest goes to a temporary file.
    static let memoryLimit = 4 << 20

    init(name: String = "standard output", memoryLimit: Int = memoryLimit) {
        let storage = SpooledOutput(memoryLimit: memoryLimit, name: name)
        self.storage = storage
        out = DiffOutput { bytes in bytes.withUnsafeBytes { storage.write($0) } }
    }

    /// Writes everything put aside to `destination`, and empties the spool. Throws when the
    /// temporary file could not be written or read.
    mutating func copy(to destination: inout DiffOutput) throws(FileError) {
        out.flush()
        try storage.drain { destination.write(bytes: $0) }
    }
}
