/// Reads one content file against a `ContentShape` (`ContentFile` is its entry point): the file's
/// object, then the scene scope's object and every data repeat's instances, each problem noted at
/// its byte offset and the reading continued; a syntax error ends it with that one problem.
///
/// Instances are counted as they are met, before they are read: past `maximumInstances` in all,
/// one `too-many-nodes` problem is noted and no instance is kept any more (the rest of the file is
/// still checked), so a count of 10^12 allocates nothing.
struct ContentReader {
    /// A problem at a byte offset of the file (made a line and column at the end).
    struct Problem {
        var offset: Int
        var message: String
        var code: DiagnosticCode
    }

    /// The problems of a reading: the first `Diagnostics.keptErrorLimit` kept, the rest counted.
    struct Problems {
        private(set) var problems: [Problem] = []
        private(set) var unkept = 0

        var isEmpty: Bool { problems.isEmpty }
        /// No more problem is kept: messages need not be written (a file of a million unknown
        /// keys costs no million searches for "did you mean").
        var isFull: Bool { problems.count >= Diagnostics.keptErrorLimit }

        mutating func append(_ problem: Problem) {
            guard problems.count < Diagnostics.keptErrorLimit else {
                unkept += 1
                return
            }
            problems.append(problem)
        }

        /// In file order (problems at one offset in the order they were noted).
        mutating func sort() {
            problems = problems.enumerated().sorted { a, b in
                a.element.offset != b.element.offset ? a.element.offset < b.element.offset : a.offset < b.offset
            }.map(\.element)
        }

        /// Only the syntax error: what was found before is beside the point in a file that is not JSON.
        mutating func replace(with problem: Problem) {
            problems = [problem]
            unkept = 0
        }
    }

    /// The keys of the file's own object; the first, second and fourth are required.
    static let fileKeys = ["format", "version", "scene", "content"]

    /// Past this many unknown keys, no "did you mean" is looked for in a scope of many names
    /// (each is a search of the scope's names).
    static let suggestedUnknownKeys = 10

    let shape: ContentShape
    let sceneName: String
    let maximumInstances: Int
    /// Per scope, the index of each of its names.
    let names: [[String: Int]]
    private(set) var problems = Problems()
    /// Instances of data repeats met so far, in all (`maximumInstances` at most).
    var counted = 0
    var pastLimit = false
    var unknownKeys = 0
    /// Where the reading is: per enclosing data repeat, the scope and index of its name, and the
    /// instance's index (for messages: `sections[2].dishes[0]`).
    var path: [(scope: Int, name: Int, index: Int)] = []

    init(shape: ContentShape, sceneName: String, maximumInstances: Int) {
        self.shape = shape
        self.sceneName = sceneName
        self.maximumInstances = max(0, maximumInstances)
        names = shape.scopes.map { scope in
            var byName: [String: Int] = [:]
            for (k, name) in scope.names.enumerated() where byName[name.name] == nil { byName[name.name] = k }
            return byName
        }
    }

    mutating func problem(_ message: String, at offset: Int, _ code: DiagnosticCode) {
        problems.append(Problem(offset: offset, message: message, code: code))
    }

    /// The content, or nil when the file has any problem.
    mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) -> SceneContent? {
        var cursor = JSONCursor(bytes, maximumDepth: ContentFile.maximumDepth)
        do throws(JSONCursor.SyntaxError) {
            let root = try file(&cursor)
            try cursor.end()
            guard problems.isEmpty, let root else { return nil }
            return SceneContent(root: root)
        } catch {
            problems.replace(with: Problem(offset: error.offset, message: error.message, code: .jsonSyntax))
            return nil
        }
    }

    // MARK: - The file's object

    private mutating func file(_ cursor: inout JSONCursor) throws(JSONCursor.SyntaxError) -> SceneContent.Instance? {
        var root: SceneContent.Instance?
        let found = try object(&cursor, keys: .file) { (r: inout Self, c: inout JSONCursor, key: Int) throws(JSONCursor.SyntaxError) in
            switch key {
            case 0:
                if let (value, offset) = try r.string(&c, "`format`"), value != "snapline-content" {
                    r.problem("`format` is `\(QuotedText.shown(value))`; a content file says `snapline-content`", at: offset, .badValue)
                }
            case 1:
                let (kind, offset) = try c.peek()
                guard kind == .number else {
                    r.problem("`version` must be a number, not \(kind.description)", at: offset, .wrongType)
                    return try c.skipValue()
                }
                let version = try c.number()
                if version != 1 {
                    r.problem("`version` is \(MessageNumber.format(version)); this Snapline reads content files of version 1", at: offset, .badValue)
                }
            case 2:
                if let (name, offset) = try r.string(&c, "`scene`"), name != r.sceneName {
                    r.problem("this file gives the content of the scene `\(QuotedText.shown(name))`, not `\(r.sceneName)`", at: offset, .sceneMismatch)
                }
            default:
                root = try r.instance(&c, scope: 0)
            }
        }
        guard let (offset, read) = found else { return nil }
        let missing = [0, 1, 3].filter { !read[$0] }.map { Self.fileKeys[$0] }
        if !missing.isEmpty { problem("the content file lacks \(missing.map { "`\($0)`" }.joined(separator: ", "))", at: offset, .missingKey) }
        return root
    }

    private mutating func string(_ cursor: inout JSONCursor, _ what: String) throws(JSONCursor.SyntaxError) -> (String, Int)? {
        let (text, kind, offset) = try cursor.stringOrSkip()
        guard let text else {
            problem("\(what) must be a string, not \(kind.description)", at: offset, .wrongType)
            return nil
        }
        return (text, offset)
    }

    // MARK: - Objects

    /// Whose keys an object has: the file's, or a scope's names.
    enum Keys {
        case file
        case scope(Int)
    }

    /// Reads an object of known keys: `body` reads the value of each key it knows (its index);
    /// any other key is reported, with "did you mean", and skipped; a key given twice is reported
    /// and its second value skipped. Returns the `{`'s offset and which keys were read, or nil
    /// (reported) when the value is not an object.
    mutating func object(_ cursor: inout JSONCursor, keys: Keys,
                         _ body: (inout Self, inout JSONCursor, Int) throws(JSONCursor.SyntaxError) -> Void) throws(JSONCursor.SyntaxError) -> (offset: Int, read: [Bool])? {
        let (kind, start) = try cursor.peek()
        guard kind == .object else {
            problem("\(objectDescription(keys)) must be an object\(objectPurpose(keys)), not \(kind.description)", at: start, .wrongType)
            try cursor.skipValue()
            return nil
        }
        try cursor.open(UInt8(ascii: "{"))
        var read = [Bool](repeating: false, count: keyCount(keys))
        var first = true
        while let (key, offset) = try cursor.nextKey(first: &first) {
            guard let k = index(of: key, keys) else {
                problem("unknown key `\(QuotedText.shown(key))` in \(objectDescription(keys))\(unknownKeyHint(key, keys))", at: offset, .unknownKey)
                try cursor.skipValue()
                continue
            }
            guard !read[k] else {
                problem("`\(key)` is given twice in \(objectDescription(keys))", at: offset, .duplicateKey)
                try cursor.skipValue()
                continue
            }
            read[k] = true
            try body(&self, &cursor, k)
        }
        return (start, read)
    }

    private func keyCount(_ keys: Keys) -> Int {
        switch keys {
        case .file: Self.fileKeys.count
        case .scope(let s): shape.scopes[s].names.count
        }
    }

    private func index(of key: String, _ keys: Keys) -> Int? {
        switch keys {
        case .file: Self.fileKeys.firstIndex(of: key)
        case .scope(let s): names[s][key]
        }
    }

    /// "; did you mean `x`?", or the keys expected when there are few.
    private mutating func unknownKeyHint(_ key: String, _ keys: Keys) -> String {
        guard !problems.isFull else { return "" }
        let candidates: [String]
        switch keys {
        case .file: candidates = Self.fileKeys
        case .scope(let s): candidates = shape.scopes[s].names.map(\.name)
        }
        if candidates.isEmpty, let repeated = path.last {
            let name = shape.scopes[repeated.scope].names[repeated.name].name
            return "; the instances of `\(name)` have no data: write `{}` for each, or give `\(name)` as a count"
        }
        unknownKeys += 1
        if unknownKeys <= Self.suggestedUnknownKeys || candidates.count <= 16, let near = Suggestion.forKey(key, among: candidates) {
            return "; did you mean `\(near)`?"
        }
        return candidates.count <= 16 ? "; expected \(candidates.quotedAlternatives)" : ""
    }
}
