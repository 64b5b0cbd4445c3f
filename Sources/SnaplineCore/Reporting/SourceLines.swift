/// The lines of a source file, found on demand, for the excerpt under a text diagnostic.
///
/// Lines end where libyaml ends them (`\n`, `\r\n`, `\r`, U+0085, U+2028, U+2029), so line
/// numbers agree with the diagnostics; a byte order mark opening the file is not part of line 1.
public struct SourceLines: Sendable {
    private let bytes: [UInt8]

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Line `number` (1-based) without its line break, or nil past the end.
    public func line(_ number: Int) -> String? {
        guard number >= 1 else { return nil }
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var current = 1
        var start = i
        while i <= bytes.count {
            let breakLength = i == bytes.count ? -1 : Self.lineBreakLength(bytes, at: i)
            if breakLength != 0 {
                if current == number {
                    return String(decoding: bytes[start ..< i], as: UTF8.self)
                }
                if breakLength < 0 { return nil }
                current += 1
                i += breakLength
                start = i
                continue
            }
            i += 1
        }
        return nil
    }

    /// Bytes of the line break at `i`, or 0 when there is none.
    private static func lineBreakLength(_ b: [UInt8], at i: Int) -> Int {
        switch b[i] {
        case 0x0A: return 1
        case 0x0D: return i + 1 < b.count && b[i + 1] == 0x0A ? 2 : 1
        case 0xC2: return i + 1 < b.count && b[i + 1] == 0x85 ? 2 : 0
        case 0xE2: return i + 2 < b.count && b[i + 1] == 0x80 && (b[i + 2] == 0xA8 || b[i + 2] == 0xA9) ? 3 : 0
        default: return 0
        }
    }
}
