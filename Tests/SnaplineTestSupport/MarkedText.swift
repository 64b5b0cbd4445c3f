import SnaplineCore

/// Inline text with position markers, as in swift-format's `MarkedText`: each keycap emoji
/// (`0️⃣` … `9️⃣`, `🔟`) or named marker (`⟪name⟫`, for texts that need more than eleven) is
/// removed from the text and its position recorded, so a test can say where a diagnostic points,
/// or where an editor's cursor is, by writing the marker there.
///
/// Positions (`markers`) are 1-based lines and columns counted the way libyaml counts them: a
/// column is one Unicode scalar (not a byte, not a grapheme), and `\n`, `\r\n`, `\r`, U+0085, U+2028
/// and U+2029 each end a line. A byte order mark at the start is not counted. `protocolPositions`
/// are the same places as the language server protocol counts them: 0-based lines ended by `\n`,
/// `\r\n` or `\r` only, characters in UTF-16 code units.
public struct MarkedText: Sendable {
    /// A position as the language server protocol counts it (the LSP tests make it an `LSPPosition`).
    public struct ProtocolPosition: Sendable, Equatable {
        public var line: Int
        public var character: Int
    }

    /// The text with the markers removed.
    public let text: String
    /// Where each marker was, by its text (such as "1️⃣" or "⟪cursor⟫").
    public let markers: [String: SnaplineCore.SourceLocation]
    /// The same, as the language server protocol counts.
    public let protocolPositions: [String: ProtocolPosition]

    public init(_ marked: String) {
        let scalars = Array(marked.unicodeScalars)
        var output = String.UnicodeScalarView()
        var markers: [String: SnaplineCore.SourceLocation] = [:]
        var protocolPositions: [String: ProtocolPosition] = [:]
        var line = 1
        var column = 1
        var place = ProtocolPosition(line: 0, character: 0)
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            if let length = Self.markerLength(scalars, at: i) {
                let marker = String(String.UnicodeScalarView(scalars[i ..< i + length]))
                precondition(markers[marker] == nil, "marker \(marker) is used twice")
                markers[marker] = SnaplineCore.SourceLocation(line: line, column: column)
                protocolPositions[marker] = place
                i += length
                continue
            }
            output.append(scalar)
            i += 1
            place.character += scalar.utf16.count
            switch scalar {
            case "\r":
                if i < scalars.count, scalars[i] == "\n" {
                    output.append("\n")
                    i += 1
                }
                line += 1
                column = 1
                place = ProtocolPosition(line: place.line + 1, character: 0)
            case "\n":
                line += 1
                column = 1
                place = ProtocolPosition(line: place.line + 1, character: 0)
            case "\u{85}", "\u{2028}", "\u{2029}":
                line += 1
                column = 1
            case "\u{FEFF}" where output.count == 1:
                break
            default:
                column += 1
            }
        }
        self.text = String(output)
        self.markers = markers
        self.protocolPositions = protocolPositions
    }

    /// The position of `marker`; nil when the text has no such marker.
    public subscript(marker: String) -> SnaplineCore.SourceLocation? { markers[marker] }

    /// The number of scalars of the marker starting at `i`, if one does.
    private static func markerLength(_ scalars: [Unicode.Scalar], at i: Int) -> Int? {
        if scalars[i] == "\u{1F51F}" { return 1 }  // 🔟
        if scalars[i] == "⟪", let end = scalars[i...].firstIndex(of: "⟫") { return end - i + 1 }
        if scalars[i].properties.numericType != nil, scalars[i].isASCII, i + 2 < scalars.count,
           scalars[i + 1] == "\u{FE0F}", scalars[i + 2] == "\u{20E3}"
        {
            return 3
        }
        return nil
    }
}
