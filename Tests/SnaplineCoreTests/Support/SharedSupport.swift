// The shared helpers (`MarkedText`, `expectError`, `CompiledScene`, `LaidOutScene`, ...) live in
// `SnaplineTestSupport`; every file of this target sees them without importing it.
@_exported import SnaplineTestSupport
