import SnaplineCore

/// libFuzzer entry point: one input is one scene file. It is checked, and compiled to every output
/// format (JSON, Swift), as the CLI does in memory. Anything may come back as diagnostics; nothing
/// may trap, hang or run out of memory (the run script's limits catch those). Decoding while
/// reading must agree with reading first.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    // A small node limit keeps one input's work small; the limits' own code paths are exercised.
    let compiler = Compiler(maximumNodes: 20_000)
    var checked = Diagnostics(), checkedJSON = Diagnostics()
    compiler.check(bytes, diagnostics: &checked)
    compiler.check(bytes, formats: [.json], diagnostics: &checkedJSON)
    var anyFailed = false
    for format in OutputFormat.allCases {
        var diagnostics = Diagnostics()
        let output = compiler.compile(bytes, format: format, options: EmitOptions(sourcePath: "fuzz.scene.yaml"), diagnostics: &diagnostics)
        anyFailed = anyFailed || output == nil
        // `check --emit json` promises the errors `compile --emit json` would find.
        if format == .json && (output == nil) != checkedJSON.hasErrors {
            fatalError("compile and check --emit json disagree: \(diagnostics.all) vs \(checkedJSON.all)")
        }
    }
    // `check` promises the errors of every output.
    if anyFailed != checked.hasErrors {
        fatalError("compile and check disagree: some output failed: \(anyFailed), check: \(checked.all)")
    }
    // Decoding while reading (the reader on a second thread, here in lock step with the decoder
    // so every intermediate tape is seen) must give exactly what reading first gives.
    var streaming = compiler
    streaming.decodingMode = .whileReading(TapeStreamTuning(publicationInterval: 1 + size % 5, speculationDistance: 1 + size % 7, lockstep: true))
    var reading = compiler
    reading.decodingMode = .afterReading
    var streamed = Diagnostics(), read = Diagnostics()
    let streamedTable = streaming.compile(bytes, format: .json, diagnostics: &streamed)
    let readTable = reading.compile(bytes, format: .json, diagnostics: &read)
    if streamedTable != readTable || streamed.all != read.all {
        fatalError("decoding while reading differs: \(streamed.all) vs \(read.all)")
    }
    return 0
}
