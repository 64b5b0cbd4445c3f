public import SnaplineLayout

/// The first problem of a content file, as the generated `Content(json:)` throws it: `line` and
/// `column` (Unicode scalars, both 1-based), `message`, and the diagnostic `code`; `description`
/// is `LINE:COLUMN: message [code]`. The same type as the compiler's reader reports from.
public typealias ContentFileError = SnaplineLayout.ContentFileError

/// The reader of content files (`ContentFile.decode(_:shape:sceneName:maximumInstances:)`), the
/// layout engine's: what generated code calls to read a content file's bytes.
public typealias ContentFile = SnaplineLayout.ContentFile
