import SnaplineCore

/// libFuzzer entry point: one input is one scene file. It is checked, and compiled to every output
/// format (JSON, Swift), as the CLI does in memory. Anything may come back as diagnostics; nothing
/// may trap, hang or run out of memory (the run script's limits catch those).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    // A small node limit keeps one input's work small; the limits' own code paths are exercised.
    let compiler = Compiler(maximumNodes: 20_000)
    var checked = Diagnostics()
    compiler.check(bytes, diagnostics: &checked)
    for format in OutputFormat.allCases {
        var diagnostics = Diagnostics()
        let output = compiler.compile(bytes, format: format, options: EmitOptions(sourcePath: "fuzz.scene.yaml"), diagnostics: &diagnostics)
        // `check` promises the errors `compile --emit json` would find.
        if format == .json && (output == nil) != checked.hasErrors {
            fatalError("compile and check disagree: \(diagnostics.all) vs \(checked.all)")
        }
    }
    return 0
}
