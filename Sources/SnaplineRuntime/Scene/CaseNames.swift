/// The names of a generated case enum in case order (its raw values), read once from one string,
/// and the position of each name.
///
/// The text has one name per line, escaped as the packed table's strings are (`%XX` for `%`, `"`,
/// `\`, DEL and bytes below U+0020), so that a generated file holds all of an enum's names in one
/// raw string literal, which the compiler reads in time proportional to its bytes. Names are never
/// empty (ids and viewport names are not), so the text of no names is the empty string.
public struct CaseNames: Sendable {
    /// Every name, in case order.
    public let names: [String]
    private let positionOfName: [String: Int]

    /// Reads `text` (one escaped name per line). A malformed escape keeps its bytes as they are
    /// (generated text never has one). Where a name repeats (never in generated text) its first
    /// position counts.
    @inline(never)
    public init(packed text: String) {
        var names: [String] = []
        var text = text
        text.withUTF8 { bytes in
            var reader = PackedTableReader(bytes: bytes)
            while let line = reader.readLine() {
                names.append((try? reader.unescaped(line)) ?? String(decoding: line, as: UTF8.self))
            }
        }
        self.init(names)
    }

    /// The names given, in order.
    @inline(never)
    public init(_ names: [String]) {
        var positionOfName: [String: Int] = [:]
        positionOfName.reserveCapacity(names.count)
        for (position, name) in names.enumerated() where positionOfName[name] == nil {
            positionOfName[name] = position
        }
        self.names = names
        self.positionOfName = positionOfName
    }

    /// `names` as `init(packed:)` reads them: one escaped name per line.
    public static func packed(_ names: [String]) -> String {
        names.map(escapedLine).joined(separator: "\n")
    }

    public var count: Int { names.count }

    /// The position of `name` in `names`, or nil when it is not there.
    public func position(of name: String) -> Int? {
        positionOfName[name]
    }
}
