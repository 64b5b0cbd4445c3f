/// `%XX` escapes (two hex digits per byte) in the text forms generated Swift embeds: the packed
/// table's strings (`%` and the bytes a Swift `"""` literal cannot hold as they are) and the
/// compact scene's fields (every byte that is not a name byte, so a space separates fields). One
/// writer and one reader for both.
package enum PercentEscapes {
    /// A `%` with no two hex digits after it, at `offset` (an index of the text read).
    package struct BadEscape: Error {
        package var offset: Int
    }

    /// `string` with each byte for which `escapes` is true written `%XX` (uppercase digits).
    package static func encode(_ string: String, escaping escapes: (UInt8) -> Bool) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.utf8.count)
        for byte in string.utf8 {
            if escapes(byte) {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` with its escapes decoded (digits in either case).
    package static func decode<Text: Collection<UInt8>>(_ text: Text) throws(BadEscape) -> String where Text.Index == Int {
        guard text.contains(UInt8(ascii: "%")) else { return String(decoding: text, as: UTF8.self) }
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            if byte != UInt8(ascii: "%") {
                result.append(byte)
                index += 1
                continue
            }
            guard index + 2 < text.endIndex, let high = hexValue(text[index + 1]), let low = hexValue(text[index + 2]) else {
                throw BadEscape(offset: index)
            }
            result.append(high << 4 | low)
            index += 3
        }
        return String(decoding: result, as: UTF8.self)
    }

    package static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0") ... UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A") ... UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a") ... UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
