/// Ids: a kind key's value read as an id pattern, `{name}` placeholders resolved against the
/// enclosing repeats (a node's identity; see `decodeNode`).
extension DecoderState {
    enum DecodedID {
        case anonymous
        /// Reported already.
        case invalid
        /// An id without placeholders: every instance has it as written.
        case plain(String, at: SourceLocation, hash: UInt32)
        case pattern(IDPattern, at: SourceLocation)
    }

    /// A kind key's value as an id: taken as written (`007` is `007`), with `{name}` placeholders
    /// resolved against the enclosing repeats. Null or empty is anonymous.
    mutating func decodeID(_ node: Int) -> DecodedID {
        guard isScalar(node) else {
            var message = "expected an id (\(Self.idCharacters), with `{index}` placeholders), got \(describe(node))"
            if isMapping(node) { message += "; an id that starts with `{` must be quoted, as in `item: \"{i}-card\"`" }
            error(message, at: node, .wrongType)
            return .invalid
        }
        if document.isNull(node) { return .anonymous }
        let text = document.string(node)
        if text.isEmpty { return .anonymous }

        // The common case: only id characters, no placeholder. Checked on the arena bytes (the
        // generic UTF8View walk cost more than the rest of the node's decoding).
        let seed = idSeed  // the closure reads only locals (one that touched `self` would copy it)
        var hash: UInt32 = 0
        let plain = document.withScalarBytes(node) { bytes in
            guard bytes.allSatisfy(Self.isIDByte) else { return false }
            hash = IDTable.hash(bytes, seed: seed)
            return true
        }
        if plain {
            return .plain(text, at: document[node].start, hash: hash)
        }
        let bytes = Array(text.utf8)
        var parts: [IDPattern.Part] = []
        var literal: [UInt8] = []
        var undefined: [String] = []
        var badCharacters = false
        var i = 0
        var close = -1  // the first `}` after the current `{`, found once for a run of them (linear time)
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "{") {
                if close <= i { close = bytes[(i + 1)...].firstIndex(of: UInt8(ascii: "}")) ?? bytes.count }
                if close < bytes.count, Self.isIdentifier(bytes[(i + 1) ..< close]) {
                    let name = String(decoding: bytes[(i + 1) ..< close], as: UTF8.self)
                    if let level = scopes.lastIndex(where: { $0.name == name }) {
                        if !literal.isEmpty { parts.append(.literal(literal)) }
                        literal = []
                        parts.append(.index(level: level))
                    } else if !undefined.contains(name) {
                        undefined.append(name)
                    }
                    i = close + 1
                    continue
                }
            }
            if Self.isIDByte(bytes[i]) { literal.append(bytes[i]) } else { badCharacters = true }
            i += 1
        }
        if !literal.isEmpty, !parts.isEmpty { parts.append(.literal(literal)) }

        if badCharacters {
            error("expected an id of \(Self.idCharacters) (with `{index}` placeholders), got \(describe(node))", at: node, .badID)
        }
        for name in undefined {
            let visible = scopes.map(\.name)
            let context = visible.isEmpty ? "no enclosing node has a `repeat`" : "the enclosing repeats' indices are \(visible.quotedAlternatives)"
            error("`{\(name)}` in the id \(describe(node)) is not the index of an enclosing repeat; \(context)", at: node, .undefinedPlaceholder)
        }
        guard !badCharacters, undefined.isEmpty else { return .invalid }
        if parts.isEmpty {
            return .plain(text, at: document[node].start, hash: literal.withUnsafeBufferPointer { IDTable.hash($0, seed: idSeed) })
        }
        let pattern = IDPattern(parts: parts, duplicatesExplained: scopes.contains(where: \.isReused))
        return .pattern(pattern, at: document[node].start)
    }

    /// `[A-Za-z0-9_.-]`.
    static func isIDByte(_ byte: UInt8) -> Bool { Viewport.isNameByte(byte) }

    // MARK: Space
}
