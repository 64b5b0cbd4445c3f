import SnaplineCore

/// libFuzzer entry point: one input is one scene file. It is compiled to JSON, checked, and
/// compiled to Swift, exactly as the CLI does in memory. Anything may come back as diagnostics;
/// nothing may trap, hang or run out of memory (the run script's limits catch those).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    // A small node limit keeps one input's work small; the limits' own code paths are exercised.
    let compiler = Compiler(maximumNodes: 20_000)
    var diagnostics = Diagnostics()
    let json = compiler.compileJSON(bytes, diagnostics: &diagnostics)
    var checked = Diagnostics()
    compiler.check(bytes, diagnostics: &checked)
    // check and compile find the same errors.
    if (json == nil) != checked.hasErrors && diagnostics.hasErrors != checked.hasErrors {
        fatalError("compile and check disagree: \(diagnostics.all) vs \(checked.all)")
    }
    var swiftDiagnostics = Diagnostics()
    _ = compiler.compileSwift(bytes, sourcePath: "fuzz.scene.yaml", diagnostics: &swiftDiagnostics)
    return 0
}
