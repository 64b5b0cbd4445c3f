/// An `exclude:` pattern of `.snapline.yml`, relative to the file's directory: `*`, `?` and
/// `[...]` (`[!...]` or `[^...]` for "none of", ranges `a-z`, `\` escapes a character) match
/// within one path segment, `**` matches any number of segments, and a pattern that matches a
/// directory excludes everything below it (`Fixtures`, `Tests/**/Broken`,
/// `**/*.draft.scene.yaml`). Matching compares bytes, as file names are bytes.
///
/// Matching takes time linear in the path times the pattern, whatever the pattern: both the
/// segments (`**` against segments) and the bytes of one segment (`*` against bytes) are matched
/// by one scan that goes back only to the last star, never to every earlier one. Patterns are
/// also capped (`maximumLength`, `maximumDoubleStars`), checked where the configuration is read.
public struct PathGlob: Sendable {
    /// Longer patterns are refused: a path is rarely longer than a few hundred bytes.
    public static let maximumLength = 1024
    /// More `**` segments are refused: two or three are all a real pattern needs.
    public static let maximumDoubleStars = 8

    private enum Segment: Sendable {
        case anySegments
        case name([SegmentToken])
    }

    private let segments: [Segment]

    /// The pattern's segments (`.` and empty segments dropped, consecutive `**` made one).
    public init(_ pattern: String) {
        var segments: [Segment] = []
        for part in pattern.utf8.split(separator: UInt8(ascii: "/")) where !(part.count == 1 && part.first == UInt8(ascii: ".")) {
            if part.elementsEqual("**".utf8) {
                if case .anySegments? = segments.last { continue }
                segments.append(.anySegments)
            } else {
                segments.append(.name(Self.tokens(Array(part))))
            }
        }
        self.segments = segments
    }

    /// Why `pattern` is refused, or nil: too long, or too many `**` segments.
    public static func problem(with pattern: String) -> String? {
        let length = pattern.utf8.count
        if length > maximumLength {
            return "an `exclude` pattern is at most \(maximumLength) bytes long; this one is \(length)"
        }
        let doubleStars = pattern.utf8.split(separator: UInt8(ascii: "/")).filter { $0.elementsEqual("**".utf8) }.count
        if doubleStars > maximumDoubleStars {
            return "an `exclude` pattern has at most \(maximumDoubleStars) `**` segments; this one has \(doubleStars)"
        }
        return nil
    }

    /// Whether the path of `pathSegments` (relative to the pattern's directory, each a file
    /// name's bytes) is matched: the whole path, or a directory above it.
    public func matches(_ pathSegments: [[UInt8]]) -> Bool {
        guard !segments.isEmpty, !pathSegments.isEmpty else { return false }
        // A directory above the path: the pattern followed by `**`, once at least one segment
        // is matched (only a pattern of `**` alone matches no segment, and it matches one too).
        var pattern = segments
        if case .anySegments? = pattern.last {} else { pattern.append(.anySegments) }
        return Self.wildcardMatch(
            patternCount: pattern.count, subjectCount: pathSegments.count,
            isStar: { if case .anySegments = pattern[$0] { true } else { false } },
            matchesOne: { p, s in
                guard case .name(let tokens) = pattern[p] else { return true }
                return Self.matchesName(tokens, pathSegments[s])
            })
    }

    /// One segment of a pattern: `*`, `?`, `[...]` and `\`, each a token.
    private static func tokens(_ pattern: [UInt8]) -> [SegmentToken] {
        var tokens: [SegmentToken] = []
        var i = 0
        while i < pattern.count {
            let byte = pattern[i]
            switch byte {
            case UInt8(ascii: "*"):
                if tokens.last != .star { tokens.append(.star) }
                i += 1
            case UInt8(ascii: "?"):
                tokens.append(.any)
                i += 1
            case UInt8(ascii: "["):
                if let (set, next) = CharacterSet.parse(pattern, from: i) {
                    tokens.append(.set(set))
                    i = next
                } else {
                    tokens.append(.byte(byte))
                    i += 1
                }
            case UInt8(ascii: "\\") where i + 1 < pattern.count:
                tokens.append(.byte(pattern[i + 1]))
                i += 2
            default:
                tokens.append(.byte(byte))
                i += 1
            }
        }
        return tokens
    }

    /// One segment against a file name's bytes.
    private static func matchesName(_ tokens: [SegmentToken], _ name: [UInt8]) -> Bool {
        wildcardMatch(
            patternCount: tokens.count, subjectCount: name.count,
            isStar: { tokens[$0] == .star },
            matchesOne: { p, s in tokens[p].matches(name[s]) })
    }

    /// The one matching loop of both levels: tokens that match exactly one element, and stars
    /// that match any number. On a mismatch it goes back to the last star only and lets it take
    /// one element more: any match an earlier star could give, the last one gives too, so this
    /// takes at most patternCount × subjectCount steps.
    private static func wildcardMatch(patternCount: Int, subjectCount: Int, isStar: (Int) -> Bool, matchesOne: (Int, Int) -> Bool) -> Bool {
        var p = 0, s = 0
        var star: Int?, starSubject = 0
        while s < subjectCount {
            if p < patternCount, isStar(p) {
                star = p
                starSubject = s
                p += 1
            } else if p < patternCount, matchesOne(p, s) {
                p += 1
                s += 1
            } else if let star {
                p = star + 1
                starSubject += 1
                s = starSubject
            } else {
                return false
            }
        }
        while p < patternCount, isStar(p) { p += 1 }
        return p == patternCount
    }
}

private enum SegmentToken: Equatable, Sendable {
    case star
    case any
    case byte(UInt8)
    case set(CharacterSet)

    func matches(_ byte: UInt8) -> Bool {
        switch self {
        case .star, .any: true
        case .byte(let expected): byte == expected
        case .set(let set): set.contains(byte)
        }
    }
}

/// `[...]`: the bytes it lists, or with `!` or `^` first the bytes it does not.
private struct CharacterSet: Equatable, Sendable {
    var bits = [UInt64](repeating: 0, count: 4)
    var negated = false

    func contains(_ byte: UInt8) -> Bool {
        (bits[Int(byte >> 6)] >> UInt64(byte & 63)) & 1 == 1 ? !negated : negated
    }

    mutating func insert(_ low: UInt8, through high: UInt8) {
        guard low <= high else { return }
        for byte in low ... high { bits[Int(byte >> 6)] |= 1 << UInt64(byte & 63) }
    }

    /// The set opening at `pattern[start]` (a `[`) and the index after its `]`; nil when it is
    /// not closed (the `[` is then an ordinary byte, as for `fnmatch`).
    static func parse(_ pattern: [UInt8], from start: Int) -> (CharacterSet, Int)? {
        var set = CharacterSet()
        var i = start + 1
        if i < pattern.count, pattern[i] == UInt8(ascii: "!") || pattern[i] == UInt8(ascii: "^") {
            set.negated = true
            i += 1
        }
        var first = true
        while i < pattern.count {
            var low = pattern[i]
            if low == UInt8(ascii: "]"), !first { return (set, i + 1) }
            first = false
            if low == UInt8(ascii: "["), i + 1 < pattern.count, pattern[i + 1] == UInt8(ascii: ":"),
               let (named, next) = namedClass(pattern, from: i + 2) {
                for byte in UInt8(0) ... 127 where named(byte) { set.insert(byte, through: byte) }
                i = next
                continue
            }
            if low == UInt8(ascii: "\\"), i + 1 < pattern.count {
                i += 1
                low = pattern[i]
            }
            if i + 2 < pattern.count, pattern[i + 1] == UInt8(ascii: "-"), pattern[i + 2] != UInt8(ascii: "]") {
                var high = pattern[i + 2]
                i += 3
                if high == UInt8(ascii: "\\"), i < pattern.count {
                    high = pattern[i]
                    i += 1
                }
                set.insert(low, through: high)
            } else {
                set.insert(low, through: low)
                i += 1
            }
        }
        return nil
    }
}

/// `[:alpha:]` and the other classes of `fnmatch` in the C locale (ASCII): the test and the index
/// after `:]`, from the class's name at `start`.
private func namedClass(_ pattern: [UInt8], from start: Int) -> ((UInt8) -> Bool, Int)? {
    var end = start
    while end + 1 < pattern.count, !(pattern[end] == UInt8(ascii: ":") && pattern[end + 1] == UInt8(ascii: "]")) {
        guard end - start < 8 else { return nil }
        end += 1
    }
    guard end + 1 < pattern.count else { return nil }
    let isUpper: (UInt8) -> Bool = { $0 >= 0x41 && $0 <= 0x5A }
    let isLower: (UInt8) -> Bool = { $0 >= 0x61 && $0 <= 0x7A }
    let isDigit: (UInt8) -> Bool = { $0 >= 0x30 && $0 <= 0x39 }
    let isGraph: (UInt8) -> Bool = { $0 > 0x20 && $0 < 0x7F }
    let test: ((UInt8) -> Bool)?
    switch String(decoding: pattern[start ..< end], as: UTF8.self) {
    case "alpha": test = { isUpper($0) || isLower($0) }
    case "digit": test = isDigit
    case "alnum": test = { isUpper($0) || isLower($0) || isDigit($0) }
    case "upper": test = isUpper
    case "lower": test = isLower
    case "space": test = { $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) }
    case "blank": test = { $0 == 0x20 || $0 == 0x09 }
    case "punct": test = { isGraph($0) && !(isUpper($0) || isLower($0) || isDigit($0)) }
    case "xdigit": test = { isDigit($0) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66) }
    case "cntrl": test = { $0 < 0x20 || $0 == 0x7F }
    case "graph": test = isGraph
    case "print": test = { isGraph($0) || $0 == 0x20 }
    default: test = nil
    }
    return test.map { ($0, end + 2) }
}
