import SnaplineCore
import SnaplineRuntime
import Testing

/// The compiler and the runtime merge stops with the same tolerance: a table's stops are already
/// what the runtime's selector would keep.
@Suite struct StopToleranceTests {
    @Test func compilerAndRuntimeAgree() {
        #expect(TargetCompiler.stopTolerance == ScrollTargetSelector.stopTolerance)
        #expect(TargetCompiler.stopTolerance > 0 && TargetCompiler.stopTolerance < 1e-6)
    }
}
