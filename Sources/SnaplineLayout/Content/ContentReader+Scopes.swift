/// The scopes of a content file: an object per instance (the scene's is `content`), a list (or a
/// count) per data repeat, a number or null per data length.
extension ContentReader {
    /// One instance of scope `scope`: its object, a value per name (a data length not given is
    /// null; a data repeat not given is reported). Nil when it is not an object.
    mutating func instance(_ cursor: inout JSONCursor, scope: Int) throws(JSONCursor.SyntaxError) -> SceneContent.Instance? {
        let names = shape.scopes[scope].names
        var values = names.map { name -> SceneContent.Value in
            switch name.kind {
            case .length: .length(nil)
            case .instances: .instances([])
            }
        }
        let found = try object(&cursor, keys: .scope(scope)) { (r: inout Self, c: inout JSONCursor, key: Int) throws(JSONCursor.SyntaxError) in
            switch names[key].kind {
            case .length:
                if let value = try r.length(&c, scope: scope, name: key) { values[key] = .length(value) }
            case .instances(let inner):
                if let list = try r.instances(&c, scope: scope, name: key, inner: inner) { values[key] = .instances(list) }
            }
        }
        guard let (offset, read) = found else { return nil }
        let missing = names.indices.filter { k in
            if read[k] { return false }
            if case .instances = names[k].kind { return true }
            return false
        }
        if !missing.isEmpty {
            let listed = missing.map { "`\(names[$0].name)`" }.joined(separator: ", ")
            problem("\(objectDescription(.scope(scope))) lacks \(listed) (a data repeat's key is required; a data length's may be left out)", at: offset, .missingKey)
        }
        return SceneContent.Instance(values: values)
    }

    /// A data length: a number ≥ 0, or null (nil inside: not known). Nil (reported) otherwise.
    private mutating func length(_ cursor: inout JSONCursor, scope: Int, name: Int) throws(JSONCursor.SyntaxError) -> Double?? {
        let (kind, offset) = try cursor.peek()
        switch kind {
        case .null:
            _ = try cursor.literal()
            return .some(nil)
        case .number:
            let value = try cursor.number()
            guard value.isFinite else {
                problem("\(valueDescription(scope: scope, name: name)) is too large for a double (not finite)", at: offset, .badNumber)
                return nil
            }
            guard value >= 0 else {
                problem("\(valueDescription(scope: scope, name: name)) is \(MessageNumber.format(value)); expected a length ≥ 0, or null", at: offset, .badValue)
                return nil
            }
            return .some(value == 0 ? 0 : value)
        default:
            problem("\(valueDescription(scope: scope, name: name)) must be a number (a length ≥ 0) or null, not \(kind.description)", at: offset, .wrongType)
            try cursor.skipValue()
            return nil
        }
    }

    /// A data repeat's instances: a list of objects of scope `inner`, or, where that scope has no
    /// names, a count. Nil (reported) otherwise, and past the limit of instances.
    private mutating func instances(_ cursor: inout JSONCursor, scope: Int, name: Int, inner: Int) throws(JSONCursor.SyntaxError) -> [SceneContent.Instance]? {
        let (kind, start) = try cursor.peek()
        let countable = shape.scopes[inner].names.isEmpty
        if kind == .number, countable { return try count(&cursor, scope: scope, name: name, at: start) }
        guard kind == .array else {
            let expected = countable ? "a count (an integer ≥ 0) or a list of objects" : "a list of objects (one per instance)"
            problem("\(valueDescription(scope: scope, name: name)) must be \(expected), not \(kind.description)", at: start, .wrongType)
            try cursor.skipValue()
            return nil
        }
        try cursor.open(UInt8(ascii: "["))
        var list: [SceneContent.Instance] = []
        var index = 0
        var first = true
        while try cursor.nextElement(first: &first) {
            // Counted before it is read, so the instance past the limit is never built.
            if !pastLimit, !admit(1) {
                tooMany(at: start, scope: scope, name: name)
                list = []
            }
            path.append((scope, name, index))
            let element = try instance(&cursor, scope: inner)
            path.removeLast()
            if let element, !pastLimit { list.append(element) }
            index += 1
        }
        return pastLimit ? nil : list
    }

    /// A count of instances without data: an integer ≥ 0 (`3.0` is one).
    private mutating func count(_ cursor: inout JSONCursor, scope: Int, name: Int, at offset: Int) throws(JSONCursor.SyntaxError) -> [SceneContent.Instance]? {
        let value = try cursor.number()
        let what = valueDescription(scope: scope, name: name)
        guard value.isFinite else {
            problem("\(what) is too large for a double (not finite); expected a count (an integer ≥ 0)", at: offset, .badNumber)
            return nil
        }
        guard value >= 0, value == value.rounded(.towardZero) else {
            problem("\(what) is \(MessageNumber.format(value)); expected a count (an integer ≥ 0)", at: offset, .badValue)
            return nil
        }
        guard !pastLimit else { return nil }
        // Compared as a double: a count of 10^12 is refused before anything is made of it.
        guard value <= Double(maximumInstances - counted), admit(Int(value)) else {
            tooMany(at: offset, scope: scope, name: name)
            return nil
        }
        return Array(repeating: SceneContent.Instance(values: []), count: Int(value))
    }

    /// Counts `n` more instances; false (nothing counted) when they would pass the limit.
    private mutating func admit(_ n: Int) -> Bool {
        guard n <= maximumInstances - counted else { return false }
        counted += n
        return true
    }

    private mutating func tooMany(at offset: Int, scope: Int, name: Int) {
        pastLimit = true
        problem("\(valueDescription(scope: scope, name: name)) takes the content past \(maximumInstances) instances of data repeats in all; expected at most \(maximumInstances) (the node limit)", at: offset, .tooManyNodes)
    }

    // MARK: - Descriptions for messages

    /// Where the reading is, as a path of instances: `sections[2].dishes[0]` (empty when no more
    /// problem is kept: it is only written into messages).
    private var pathText: String {
        guard !problems.isFull else { return "" }
        return path.map { "\(shape.scopes[$0.scope].names[$0.name].name)[\($0.index)]" }.joined(separator: ".")
    }

    /// The value of name `name` of scope `scope` in the instance being read: `` `sections[2].dishes` ``.
    func valueDescription(scope: Int, name: Int) -> String {
        let text = shape.scopes[scope].names[name].name
        return path.isEmpty ? "`\(text)`" : "`\(pathText).\(text)`"
    }

    /// The object being read, for messages.
    func objectDescription(_ keys: Keys) -> String {
        switch keys {
        case .file: "the content file"
        case .scope(0): "`content`"
        case .scope: "`\(pathText)`"
        }
    }

    /// What an object of `keys` is, after "must be an object".
    func objectPurpose(_ keys: Keys) -> String {
        guard case .scope(let s) = keys, s != 0, let repeated = path.last else { return "" }
        return " (an instance of `\(shape.scopes[repeated.scope].names[repeated.name].name)`)"
    }
}
