/// Reads a frames file (`FramesFile`) against a scene's ids: every error at its position in the
/// file, the other entries still read; a syntax error ends the reading (nothing after it can be
/// trusted) with one error where it is.
struct FramesDecoder {
    let ids: SceneIDs
    let scene: Scene

    /// Past this many unknown ids, no "did you mean" is looked for (each is a search of the ids).
    static let suggestedUnknownIDs = 10

    /// An error found while reading, at a byte offset (made a line and column at the end), with
    /// the offset of a related place (the first entry of an id measured twice).
    struct Problem {
        var offset: Int
        var message: String
        var code: DiagnosticCode
        var note: (offset: Int, message: String)?
    }

    private(set) var problems: [Problem] = []
    private var file = FramesFile()
    private var seen: [Int32: Int] = [:]  // node -> offset of its first entry
    private var unknownIDs = 0

    init(ids: SceneIDs, scene: Scene) {
        self.ids = ids
        self.scene = scene
    }

    /// The file as read (nil after a syntax error or when its top-level shape is wrong), and the
    /// problems found, as diagnostics in file order.
    static func decode(_ bytes: [UInt8], ids: SceneIDs, scene: Scene) -> (FramesFile?, Diagnostics) {
        var decoder = FramesDecoder(ids: ids, scene: scene)
        let file = bytes.withUnsafeBufferPointer { buffer -> FramesFile? in
            var cursor = JSONCursor(buffer)
            do throws(JSONCursor.SyntaxError) {
                let ok = try decoder.top(&cursor)
                try cursor.end()
                return ok ? decoder.file : nil
            } catch {
                // What was found before is beside the point in a file that is not JSON.
                decoder.problems = []
                decoder.problems.append(Problem(offset: error.offset, message: error.message, code: .jsonSyntax))
                return nil
            }
        }
        var diagnostics = Diagnostics()
        if !decoder.problems.isEmpty {
            let lines = SourceLines(bytes)
            for (k, p) in decoder.problems.enumerated() {
                // Past the errors a file keeps, the rest are only counted: no position is needed.
                let location = k < Diagnostics.keptErrorLimit ? lines.location(ofByte: p.offset) : nil
                var d = Diagnostic.error(p.message, at: location, code: p.code)
                if let note = p.note, location != nil { d.notes = [Diagnostic.Note(note.message, at: lines.location(ofByte: note.offset))] }
                diagnostics.append(d)
            }
        }
        return (file, diagnostics)
    }

    private mutating func problem(_ message: String, at offset: Int, _ code: DiagnosticCode) {
        problems.append(Problem(offset: offset, message: message, code: code))
    }

    // MARK: - Objects

    /// Reads an object of known keys: `body` reads the value of each key it knows (given as its
    /// index in `keys`); any other key is reported, with "did you mean", and skipped; a key given
    /// twice is reported and its second value skipped. Returns the `{`'s offset and the keys read
    /// (bit k for `keys[k]`), or nil (reported) when the value is not an object.
    private mutating func object(_ cursor: inout JSONCursor, what: String, keys: [String],
                                 _ body: (inout Self, inout JSONCursor, Int, Int) throws(JSONCursor.SyntaxError) -> Void) throws(JSONCursor.SyntaxError) -> (offset: Int, read: UInt32)? {
        let (kind, start) = try cursor.peek()
        guard kind == .object else {
            problem("\(what) must be an object, not \(kind.description)", at: start, .wrongType)
            try cursor.skipValue()
            return nil
        }
        try cursor.open(UInt8(ascii: "{"))
        var first = true
        var read: UInt32 = 0
        while let (key, offset) = try cursor.nextKey(first: &first) {
            guard let k = keys.firstIndex(of: key) else {
                let hint = Suggestion.forKey(key, among: keys).map { "; did you mean `\($0)`?" } ?? "; expected one of \(keys.map { "`\($0)`" }.joined(separator: ", "))"
                problem("unknown key `\(Self.shown(key))` in \(what)\(hint)", at: offset, .unknownKey)
                try cursor.skipValue()
                continue
            }
            guard read & 1 << k == 0 else {
                problem("`\(key)` is given twice in \(what)", at: offset, .duplicateKey)
                try cursor.skipValue()
                continue
            }
            read |= 1 << k
            try body(&self, &cursor, k, offset)
        }
        return (start, read)
    }

    /// Reports the first `count` keys of `keys` that an object at `offset` lacks (`read` as
    /// `object` returns it); true when none is missing.
    private mutating func requireKeys(_ keys: [String], _ count: Int, in read: UInt32, of what: String, at offset: Int) -> Bool {
        let missing = keys.prefix(count).indices.filter { read & 1 << $0 == 0 }.map { keys[$0] }
        guard !missing.isEmpty else { return true }
        problem("\(what) lacks \(missing.map { "`\($0)`" }.joined(separator: ", "))", at: offset, .missingKey)
        return false
    }

    /// A number: finite, and at least 0 when it is a length. Nil (reported) otherwise.
    private mutating func number(_ cursor: inout JSONCursor, _ what: String, length: Bool) throws(JSONCursor.SyntaxError) -> MeasuredViewport.Measured? {
        let (kind, offset) = try cursor.peek()
        guard kind == .number else {
            problem("\(what) must be a number, not \(kind.description)", at: offset, .wrongType)
            try cursor.skipValue()
            return nil
        }
        let value = try cursor.number()
        guard value.isFinite else {
            problem("\(what) is too large for a double (not finite)", at: offset, .badNumber)
            return nil
        }
        if length && value < 0 {
            problem("\(what) is \(MessageNumber.format(value)); expected a length ≥ 0", at: offset, .badValue)
            return nil
        }
        return MeasuredViewport.Measured(value: value == 0 ? 0 : value, offset: offset)
    }

    private mutating func string(_ cursor: inout JSONCursor, _ what: String) throws(JSONCursor.SyntaxError) -> (String, Int)? {
        let (text, kind, offset) = try cursor.stringOrSkip()
        guard let text else {
            problem("\(what) must be a string, not \(kind.description)", at: offset, .wrongType)
            return nil
        }
        return (text, offset)
    }

    // MARK: - The file

    private mutating func top(_ cursor: inout JSONCursor) throws(JSONCursor.SyntaxError) -> Bool {
        let keys = ["format", "version", "scene", "viewport", "frames"]
        let found = try object(&cursor, what: "a frames file", keys: keys) { (d: inout Self, c: inout JSONCursor, key: Int, _: Int) throws(JSONCursor.SyntaxError) in
            switch key {
            case 0:
                if let (value, offset) = try d.string(&c, "`format`"), value != "snapline-frames" {
                    d.problem("`format` is `\(Self.shown(value))`; a frames file says `snapline-frames`", at: offset, .badValue)
                }
            case 1:
                if let v = try d.number(&c, "`version`", length: false), v.value != 1 {
                    d.problem("`version` is \(MessageNumber.format(v.value)); this Snapline reads frames files of version 1", at: v.offset, .badValue)
                }
            case 2:
                if let (name, offset) = try d.string(&c, "`scene`") { d.file.scene = (name, offset) }
            case 3:
                try d.viewport(&c)
            default:
                try d.frames(&c)
            }
        }
        guard let (offset, read) = found else { return false }
        return requireKeys(keys, keys.count, in: read, of: "the frames file", at: offset)
    }

    private mutating func viewport(_ cursor: inout JSONCursor) throws(JSONCursor.SyntaxError) {
        var name: (String, Int)?
        var size: [MeasuredViewport.Measured?] = [nil, nil]
        var safeArea: MeasuredViewport.MeasuredEdges?
        let keys = ["name", "width", "height", "safeArea"]
        let found = try object(&cursor, what: "`viewport`", keys: keys) { (d: inout Self, c: inout JSONCursor, key: Int, _: Int) throws(JSONCursor.SyntaxError) in
            switch key {
            case 0: name = try d.string(&c, "the viewport's `name`")
            case 1, 2: size[key - 1] = try d.number(&c, "the viewport's `\(keys[key])`", length: true)
            default: safeArea = try d.edges(&c)
            }
        }
        guard let (offset, read) = found, requireKeys(keys, 3, in: read, of: "`viewport`", at: offset),
              let name, let width = size[0], let height = size[1], read & 1 << 3 == 0 || safeArea != nil
        else { return }
        file.viewport = MeasuredViewport(name: name.0, nameOffset: name.1, offset: offset, width: width, height: height, safeArea: safeArea)
    }

    private mutating func edges(_ cursor: inout JSONCursor) throws(JSONCursor.SyntaxError) -> MeasuredViewport.MeasuredEdges? {
        var edges = MeasuredViewport.MeasuredEdges(offset: 0)
        var ok = true
        let keys = ["top", "leading", "bottom", "trailing"]
        let found = try object(&cursor, what: "`safeArea`", keys: keys) { (d: inout Self, c: inout JSONCursor, key: Int, _: Int) throws(JSONCursor.SyntaxError) in
            let value = try d.number(&c, "the safe area's `\(keys[key])`", length: true)
            ok = ok && value != nil
            switch key {
            case 0: edges.top = value
            case 1: edges.leading = value
            case 2: edges.bottom = value
            default: edges.trailing = value
            }
        }
        guard let (offset, _) = found, ok else { return nil }
        edges.offset = offset
        return edges
    }

    private mutating func frames(_ cursor: inout JSONCursor) throws(JSONCursor.SyntaxError) {
        let (kind, start) = try cursor.peek()
        guard kind == .array else {
            problem("`frames` must be a list, not \(kind.description)", at: start, .wrongType)
            try cursor.skipValue()
            return
        }
        try cursor.open(UInt8(ascii: "["))
        var first = true
        while try cursor.nextElement(first: &first) { try entry(&cursor) }
    }

    private mutating func entry(_ cursor: inout JSONCursor) throws(JSONCursor.SyntaxError) {
        var id: (String, Int)?
        var frame: Rect?
        var contentSize: (size: Size, keyOffset: Int)?
        var valid = true
        let keys = ["id", "frame", "contentSize"]
        let found = try object(&cursor, what: "a frames entry", keys: keys) { (d: inout Self, c: inout JSONCursor, key: Int, offset: Int) throws(JSONCursor.SyntaxError) in
            switch key {
            case 0: id = try d.string(&c, "`id`")
            case 1:
                let values = try d.numbers(&c, "`frame`", ["x", "y", "width", "height"], lengthsFrom: 2)
                frame = values.map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
                valid = valid && frame != nil
            default:
                let values = try d.numbers(&c, "`contentSize`", ["width", "height"], lengthsFrom: 0)
                contentSize = values.map { (Size(width: $0[0], height: $0[1]), offset) }
                valid = valid && values != nil
            }
        }
        guard let (offset, read) = found, requireKeys(keys, 2, in: read, of: "a frames entry", at: offset), let (name, idOffset) = id else { return }
        guard let node = ids.node(name) else {
            unknownIDs += 1
            let hint = unknownIDs <= Self.suggestedUnknownIDs ? ids.suggestion(for: name).map { "; did you mean `\($0)`?" } ?? "" : ""
            problem("the scene has no id `\(Self.shown(name))`\(hint)", at: idOffset, .unknownID)
            return
        }
        if let earlier = seen[node] {
            problems.append(Problem(offset: idOffset, message: "`\(name)` is measured twice in this file; each id is measured once",
                                    code: .duplicateMeasurement, note: (earlier, "`\(name)` is first measured here")))
            return
        }
        seen[node] = idOffset
        if let contentSize, scene.nodes[Int(node)].kind != .scroll {
            problem("`contentSize` is measured only for scroll containers, and `\(name)` is \(scene.nodes[Int(node)].kind.described)", at: contentSize.keyOffset, .unknownKey)
            valid = false
        }
        guard valid, let frame else { return }
        file.frames.append(MeasuredFrame(node: node, frame: frame, contentSize: contentSize?.size, offset: idOffset))
    }

    /// An object of the numbers `keys`, every one required and finite, those from `lengthsFrom`
    /// on at least 0; nil (reported) otherwise.
    private mutating func numbers(_ cursor: inout JSONCursor, _ what: String, _ keys: [String], lengthsFrom: Int) throws(JSONCursor.SyntaxError) -> [Double]? {
        var values = [Double](repeating: 0, count: keys.count)
        var ok = true
        let found = try object(&cursor, what: what, keys: keys) { (d: inout Self, c: inout JSONCursor, key: Int, _: Int) throws(JSONCursor.SyntaxError) in
            let value = try d.number(&c, "\(what)'s `\(keys[key])`", length: key >= lengthsFrom)
            ok = ok && value != nil
            values[key] = value?.value ?? 0
        }
        guard let (offset, read) = found, requireKeys(keys, keys.count, in: read, of: what, at: offset), ok else { return nil }
        return values
    }

    /// Text from the file as a message quotes it: at most 64 characters.
    static func shown(_ text: String) -> String { QuotedText.shown(text) }
}
