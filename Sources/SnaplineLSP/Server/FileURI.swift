import SnaplineCore

/// `file://` URIs and the paths they name, percent-encoded as RFC 3986 says and as Foundation's
/// `URL` did here (the server links no Foundation). Paths are `PathBytes` strings: a name that is
/// not UTF-8 is encoded byte by byte (`caf%E9`), as editors write it, and decoded back to itself.
enum FileURI {
    /// The `file://` URI of `path`, made absolute against the current directory: every byte but
    /// the unreserved ones, the sub-delimiters, `:`, `@` and `/` is percent-encoded.
    static func uri(ofPath path: String) -> String {
        // By its first byte: `hasPrefix` compares characters, and `/` with a combining mark after
        // it is one character.
        let absolute = path.utf8.first == slash ? path : ConfigurationSearch.join(FileIO.currentDirectory(), path)
        var uri = "file://"
        for byte in PathBytes.bytes(absolute) {
            if isKept(byte) {
                uri.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                uri += "%" + String(hexDigits[Int(byte >> 4)]) + String(hexDigits[Int(byte & 0xF)])
            }
        }
        return uri
    }

    /// The file path of a `file://` URI, or nil for other schemes. The authority (a host name,
    /// `localhost`) is dropped, and so are a query, a fragment and trailing slashes; escapes are
    /// decoded, except `%2F` and `%00` (a slash or a NUL inside a name); a `%` without two hex
    /// digits after it leaves the whole path as written.
    static func path(ofURI uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = uri.utf8.dropFirst(7)
        if let end = rest.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) { rest = rest[..<end] }
        guard let start = rest.firstIndex(of: slash) else { return "" }
        var bytes = decoded(rest[start...])
        while bytes.count > 1 && bytes.last == slash { bytes.removeLast() }
        return PathBytes.string(bytes)
    }

    /// `text` with its escapes decoded (see `path(ofURI:)`); a raw NUL becomes `%00`.
    private static func decoded(_ text: Substring.UTF8View) -> [UInt8] {
        let raw = Array(text)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.count)
        var k = 0
        while k < raw.count {
            let byte = raw[k]
            if byte == 0 {
                bytes += Array("%00".utf8)
            } else if byte == percent {
                guard k + 2 < raw.count, let high = PercentEscapes.hexValue(raw[k + 1]), let low = PercentEscapes.hexValue(raw[k + 2]) else {
                    return raw.flatMap { $0 == 0 ? Array("%00".utf8) : [$0] }
                }
                let value = high << 4 | low
                bytes += value == slash || value == 0 ? raw[k ... k + 2] : [value]
                k += 2
            } else {
                bytes.append(byte)
            }
            k += 1
        }
        return bytes
    }

    private static let slash = UInt8(ascii: "/")
    private static let percent = UInt8(ascii: "%")
    private static let hexDigits = Array("0123456789ABCDEF")


    /// Unreserved characters, sub-delimiters, `:`, `@` and `/`: written as they are in a path.
    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a") ... UInt8(ascii: "z"), UInt8(ascii: "A") ... UInt8(ascii: "Z"), UInt8(ascii: "0") ... UInt8(ascii: "9"):
            true
        default:
            "-._~!$&'()*+,;=:@/".utf8.contains(byte)
        }
    }
}
