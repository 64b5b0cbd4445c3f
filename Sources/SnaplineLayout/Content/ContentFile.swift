/// A content file: a scene's data as JSON (`{"format": "snapline-content", "version": 1, "scene":
/// NAME, "content": {...}}`), read against the scene's `ContentShape` into its `SceneContent`.
///
/// One reader for the compiler (`--content FILE`, every problem a diagnostic) and the runtime
/// (`decode`, the first problem thrown): bounded whatever the file (nesting at most
/// `maximumDepth` levels, at most `maximumInstances` instances of data repeats in all, nothing
/// allocated for instances past that), every problem at its line and column.
public enum ContentFile {
    /// Objects and lists nest at most this deep in a content file (the file's own object is 1).
    public static let maximumDepth = 256

    /// The instances a content file may give in all where no other limit is given: the
    /// compiler's default node limit (`--max-nodes`).
    public static let defaultMaximumInstances = 1_000_000

    /// The content the file gives (nil when it has any error), and every problem found, in file
    /// order; a syntax error ends the reading with one error where it is.
    package static func read(_ bytes: [UInt8], shape: ContentShape, sceneName: String, maximumInstances: Int) -> (content: SceneContent?, diagnostics: Diagnostics) {
        let (content, problems, locations) = reading(bytes, shape: shape, sceneName: sceneName, maximumInstances: maximumInstances, located: Diagnostics.keptErrorLimit)
        var diagnostics = Diagnostics()
        for (k, p) in problems.problems.enumerated() {
            diagnostics.error(p.message, at: k < locations.count ? locations[k] : nil, code: p.code)
        }
        // Past the problems kept, the rest are only counted (the diagnostics keep none of them).
        for _ in 0 ..< problems.unkept { diagnostics.error("", at: nil, code: .jsonSyntax) }
        return (content, diagnostics)
    }

    /// The content the file gives; its first problem (in file order) thrown otherwise.
    public static func decode(_ bytes: [UInt8], shape: ContentShape, sceneName: String,
                              maximumInstances: Int = defaultMaximumInstances) throws(ContentFileError) -> SceneContent {
        let (content, problems, locations) = reading(bytes, shape: shape, sceneName: sceneName, maximumInstances: maximumInstances, located: 1)
        if let content { return content }
        let first = problems.problems.first ?? ContentReader.Problem(offset: 0, message: "the content file could not be read", code: .jsonSyntax)
        let location = locations.first ?? SourceLocation(line: 1, column: 1)
        throw ContentFileError(line: Int(location.line), column: Int(location.column), message: first.message, code: first.code.rawValue)
    }

    /// The reading's content and problems (sorted by offset), and the locations of the first
    /// `located` problems, found in one pass over the file.
    private static func reading(_ bytes: [UInt8], shape: ContentShape, sceneName: String, maximumInstances: Int,
                                located: Int) -> (SceneContent?, ContentReader.Problems, [SourceLocation]) {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = ContentReader(shape: shape, sceneName: sceneName, maximumInstances: maximumInstances)
            let content = reader.read(buffer)
            var problems = reader.problems
            problems.sort()
            let offsets = problems.problems.prefix(located).map(\.offset)
            return (content, problems, offsets.isEmpty ? [] : ByteLocations.locations(of: offsets, in: buffer))
        }
    }
}

/// The first problem of a content file, thrown by the runtime's reader: where it is (line, and
/// column in Unicode scalars, both 1-based), what is wrong, and its diagnostic code
/// (`wrong-type`, `unknown-key`, ...). `description` is `LINE:COLUMN: message [code]`.
public struct ContentFileError: Error, Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String
    public var code: String

    public init(line: Int, column: Int, message: String, code: String) {
        self.line = line
        self.column = column
        self.message = message
        self.code = code
    }

    public var description: String { "\(line):\(column): \(message) [\(code)]" }
}
