/// Swift identifiers for the names in a scene (ids, viewport names, anchor labels), as the generated
/// Swift spells them.
///
/// The primary spelling is lowerCamelCase: the name is split at `-`, `.` and any other character
/// that cannot appear in an identifier; the first part loses its leading capitals (`Header` ->
/// `header`, `URLBar` -> `urlBar`), later parts gain one (`phone-landscape` -> `phoneLandscape`),
/// and a part that starts with a digit right after a part that ends with one is joined with `_`
/// (`card-3-5` -> `card3_5`, so `card-1-11` and `card-11-1` stay apart). The fallback spelling keeps
/// the name's case and replaces each separator with `_` (`phone-landscape` -> `phone_landscape`).
/// Either way a leading digit gets a `_` in front (`007` -> `_007`), a Swift keyword is escaped with
/// backticks, and a spelling that cannot be used even so (`_`, or a member the generated enum
/// declares itself, such as `next`) gets a `_` at the end.
public enum SwiftIdentifier {
    /// The lowerCamelCase spelling of `name`.
    public static func primary(_ name: String) -> String {
        var name = name
        if let ascii = name.withUTF8({ $0.allSatisfy { $0 < 0x80 } ? primaryOfASCII($0) : nil }) { return ascii }
        return primaryOfCharacters(name)
    }

    /// `primary` for ASCII text, a byte at a time: a scene has one name per node, and going through
    /// `Character`s cost `check` most of its time on a large scene. `SwiftIdentifierTests` checks
    /// that it spells every name as `primaryOfCharacters` does.
    static func primaryOfASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 2)
        appendPrimaryOfASCII(bytes, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `primaryOfASCII`'s bytes appended to `out` (empty on entry): what the Swift-name check
    /// hashes without making a `String` of them.
    static func appendPrimaryOfASCII(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        func isIdentifier(_ b: UInt8) -> Bool { isLetter(b) || isDigit(b) || b == UInt8(ascii: "_") }
        func isLetter(_ b: UInt8) -> Bool { (b | 0x20) &- UInt8(ascii: "a") < 26 }
        func isUpper(_ b: UInt8) -> Bool { b &- UInt8(ascii: "A") < 26 }
        var i = 0
        while i < bytes.count {
            while i < bytes.count && !isIdentifier(bytes[i]) { i += 1 }
            guard i < bytes.count else { break }
            var end = i
            while end < bytes.count && isIdentifier(bytes[end]) { end += 1 }
            if out.isEmpty {
                // `lowercasingLeadingCapitals`: in `URLBar` the `B` starts the next word.
                var run = 0
                while i + run < end && isUpper(bytes[i + run]) { run += 1 }
                if run > 1, i + run < end, isLetter(bytes[i + run]) { run -= 1 }
                for k in i ..< end { out.append(k < i + run ? bytes[k] | 0x20 : bytes[k]) }
            } else {
                if let last = out.last, isDigit(last), isDigit(bytes[i]) { out.append(UInt8(ascii: "_")) }
                out.append(isLetter(bytes[i]) ? bytes[i] & ~0x20 : bytes[i])
                out.append(contentsOf: bytes[(i + 1) ..< end])
            }
            i = end
        }
    }

    static func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }

    /// `primary` through `Character`s (any text).
    static func primaryOfCharacters(_ name: String) -> String {
        var result = ""
        for part in parts(of: name) {
            if result.isEmpty {
                result = lowercasingLeadingCapitals(part)
            } else {
                if let last = result.last, last.isASCIIDigit, let first = part.first, first.isASCIIDigit {
                    result += "_"
                }
                result += capitalizingFirst(part)
            }
        }
        return result
    }

    /// The underscore-joined spelling of `name`, in its own case.
    public static func fallback(_ name: String) -> String {
        String(name.map { isIdentifierCharacter($0) ? $0 : "_" })
    }

    /// `spelling` made usable as a member name: a leading digit prefixed with `_`, `_` (or nothing)
    /// and a spelling in `unusable` suffixed with `_`, and a keyword in backticks.
    public static func usable(_ spelling: String, avoiding unusable: Set<String> = []) -> String {
        var name = spelling
        if name.isEmpty { name = "_" }
        if let first = name.first, first.isASCIIDigit { name = "_" + name }
        if name == "_" || unusable.contains(name) { name += "_" }
        return SwiftKeywords.isReserved(name) ? "`\(name)`" : name
    }

    /// The parts between separators, without empty ones.
    static func parts(of name: String) -> [Substring] {
        name.split(whereSeparator: { !isIdentifierCharacter($0) })
    }

    /// Letters, digits and `_` (ASCII; scene ids and labels are ASCII).
    static func isIdentifierCharacter(_ c: Character) -> Bool {
        c.isASCII && (c.isLetter || c.isNumber || c == "_")
    }

    /// `Header` -> `header`, `URLBar` -> `urlBar`, `URL` -> `url`, `menu` -> `menu`.
    static func lowercasingLeadingCapitals(_ part: Substring) -> String {
        let characters = Array(part)
        var run = 0
        while run < characters.count, characters[run].isASCII, characters[run].isUppercase { run += 1 }
        // In `URLBar` the `B` starts the next word: keep it capital.
        if run > 1, run < characters.count, characters[run].isLetter { run -= 1 }
        return String(characters[..<run]).lowercased() + String(characters[run...])
    }

    static func capitalizingFirst(_ part: Substring) -> String {
        guard let first = part.first else { return "" }
        return first.uppercased() + part.dropFirst()
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

/// Assigns distinct Swift identifiers to one namespace's names (the cases of one generated enum),
/// reporting the names that cannot be told apart.
///
/// Every name gets its primary spelling; the names whose primary spellings coincide all get their
/// fallback spellings instead (so which one was written first does not matter). Names that still
/// share an identifier are reported, each at its own position, and the assignment fails.
public struct SwiftNameAssignment {
    /// One name to spell: the text, where it is written, and how to call it in a message.
    public struct Name {
        public var text: String
        public var location: SourceLocation?
        /// `id`, `viewport`, `anchor label` ...
        public var kind: String

        public init(_ text: String, location: SourceLocation?, kind: String) {
            self.text = text
            self.location = location
            self.kind = kind
        }
    }

    /// The identifier of each name, in the order given; nil when two could not be told apart.
    public private(set) var identifiers: [String]?

    /// Spells `names` (distinct texts) for an enum whose own members are `members`; `place` names
    /// the enum in messages.
    public init(_ names: [Name], members: Set<String>, place: String, diagnostics: inout Diagnostics) {
        let primaries = names.map { SwiftIdentifier.usable(SwiftIdentifier.primary($0.text), avoiding: members) }
        var primaryCounts: [String: Int] = [:]
        for spelling in primaries { primaryCounts[spelling, default: 0] += 1 }
        let spellings = names.indices.map { k in
            primaryCounts[primaries[k], default: 0] > 1
                ? SwiftIdentifier.usable(SwiftIdentifier.fallback(names[k].text), avoiding: members)
                : primaries[k]
        }

        // Names that share a spelling: counted first, so only those get a list of holders.
        var counts: [String: Int] = [:]
        counts.reserveCapacity(spellings.count)
        for spelling in spellings { counts[spelling, default: 0] += 1 }
        var holders: [String: [Int]] = [:]
        for (k, spelling) in spellings.enumerated() where counts[spelling, default: 0] > 1 { holders[spelling, default: []].append(k) }
        var failed = false
        for (k, spelling) in spellings.enumerated() {
            guard let sharing = holders[spelling], sharing.count > 1 else { continue }
            failed = true
            let others = sharing.filter { $0 != k }
            let otherNames = others.map { other in
                "`\(names[other].text)`" + (names[other].location.map { " (line \($0.line))" } ?? "")
            }
            let otherKind = names[others[0]].kind + (others.count > 1 ? "s" : "")
            diagnostics.error(
                "the \(names[k].kind) `\(names[k].text)` and the \(otherKind) \(otherNames.joined(separator: ", ")) \(others.count > 1 ? "all" : "both") become `\(spelling)` in the generated `\(place)`; expected names that stay distinct in Swift (rename one)",
                at: names[k].location, code: .identifierCollision)
        }
        identifiers = failed ? nil : spellings
    }
}
