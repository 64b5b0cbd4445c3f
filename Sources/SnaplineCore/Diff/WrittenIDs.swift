/// The id of a repeated node mapping as the scene file writes it (`dish-{i}-{j}`), which names a
/// group of its instances in a grouped diff line. The decoded scene keeps only the expanded ids,
/// so the pattern is read again from the file, at the node's kind key, and used only when every
/// id it stands for is an expansion of it (a placeholder standing for decimal digits); otherwise
/// the group is named from its ids (`WrittenIDs.derived`).
public struct WrittenIDs {
    private var load: (() -> [UInt8]?)?
    private var lines: SourceLines?
    private var cache: [SourceLocation: String?] = [:]

    /// `load` gives the scene file's bytes; it is called once, when a group first needs a name.
    public init(load: (() -> [UInt8]?)?) {
        self.load = load
    }

    /// The scene file's bytes (nil: groups are named from their ids).
    public init(source: [UInt8]?) {
        self.init(load: source.map { bytes in { bytes } })
    }

    /// The name of a group of ids made by the mapping whose kind key is at `location`.
    mutating func name(of ids: [String], at location: SourceLocation) -> String {
        guard ids.count > 1 else { return ids.first ?? "" }
        let written: String?
        if let cached = cache[location] {
            written = cached
        } else {
            if let load {
                lines = load().map(SourceLines.init)
                self.load = nil
            }
            written = lines.flatMap { Self.read(at: location, in: $0) }
            cache[location] = written
        }
        if let written, ids.allSatisfy({ Self.matches(written, $0) }) { return written }
        return Self.derived(ids)
    }

    /// The value after the kind key at `location`: quoted or plain, of id characters and braces.
    static func read(at location: SourceLocation, in lines: SourceLines) -> String? {
        guard let line = lines.line(Int(location.line)) else { return nil }
        let scalars = Array(line.unicodeScalars)
        var i = Int(location.column) - 1
        guard i >= 0, i < scalars.count else { return nil }
        while i < scalars.count, scalars[i].properties.isAlphabetic { i += 1 }  // the kind key
        guard i < scalars.count, scalars[i] == ":" else { return nil }
        i += 1
        while i < scalars.count, scalars[i] == " " { i += 1 }
        guard i < scalars.count else { return nil }
        var quote: Unicode.Scalar?
        if scalars[i] == "\"" || scalars[i] == "'" {
            quote = scalars[i]
            i += 1
        }
        var text = ""
        while i < scalars.count, scalars[i] != quote, isPatternCharacter(scalars[i]) {
            text.unicodeScalars.append(scalars[i])
            i += 1
        }
        if let quote, i >= scalars.count || scalars[i] != quote { return nil }
        return text.contains("{") ? text : nil
    }

    private static func isPatternCharacter(_ c: Unicode.Scalar) -> Bool {
        c.isASCII && (c.properties.isAlphabetic || ("0" ... "9").contains(c) || "_.-{}".unicodeScalars.contains(c))
    }

    /// Whether `id` is `pattern` with each `{name}` replaced by one or more decimal digits
    /// (a table of pattern parts by id positions, filled from the end: never exponential).
    static func matches(_ pattern: String, _ id: String) -> Bool {
        enum Part: Equatable { case byte(UInt8), digits }
        var parts: [Part] = []
        var bytes = pattern.utf8[...]
        while let b = bytes.first {
            if b == UInt8(ascii: "{"), let close = bytes.firstIndex(of: UInt8(ascii: "}")) {
                parts.append(.digits)
                bytes = bytes[bytes.index(after: close)...]
            } else {
                parts.append(.byte(b))
                bytes = bytes.dropFirst()
            }
        }
        let text = Array(id.utf8)
        let width = text.count + 1
        guard parts.count * width <= 1 << 20 else { return false }
        // can[t * width + q]: parts t... match text q...
        var can = [Bool](repeating: false, count: (parts.count + 1) * width)
        can[parts.count * width + text.count] = true
        for t in stride(from: parts.count - 1, through: 0, by: -1) {
            for q in stride(from: text.count - 1, through: 0, by: -1) {
                switch parts[t] {
                case .byte(let b): can[t * width + q] = text[q] == b && can[(t + 1) * width + q + 1]
                case .digits:
                    can[t * width + q] = (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(text[q])
                        && (can[(t + 1) * width + q + 1] || can[t * width + q + 1])
                }
            }
        }
        return can[0]
    }

    /// A name made from the ids: where they all have the same text but for runs of digits, each
    /// run that differs is `{…}` (`dish-{…}-3`); else the first id and `…`.
    static func derived(_ ids: [String]) -> String {
        func runs(_ id: String) -> [(digits: Bool, text: Substring)] {
            var out: [(Bool, Substring)] = []
            var start = id.startIndex
            for i in id.indices where i > start && id[i].isASCIIDigit != id[start].isASCIIDigit {
                out.append((id[start].isASCIIDigit, id[start ..< i]))
                start = i
            }
            if start < id.endIndex { out.append((id[start].isASCIIDigit, id[start...])) }
            return out
        }
        let all = ids.map(runs)
        let first = all[0]
        let same = all.allSatisfy { r in
            r.count == first.count && zip(r, first).allSatisfy { $0.digits == $1.digits && ($0.digits || $0.text == $1.text) }
        }
        guard same else { return ids[0] + " …" }
        return first.indices.map { k in
            first[k].digits && all.contains { $0[k].text != first[k].text } ? "{…}" : String(first[k].text)
        }.joined()
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
