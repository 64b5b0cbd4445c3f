/// File names are bytes, not text: a Linux file name may be any bytes but `/` and NUL, and is not
/// necessarily UTF-8 (`caf\xe9.scene.yaml`). `PathBytes` carries such a name through a Swift
/// `String` without loss, so a path given on the command line or found in a directory names the
/// same file when it is opened, and is printed back as the same bytes.
///
/// A byte that is not part of valid UTF-8 becomes the private-use scalar U+10FF00 + byte; so does
/// every byte of a real U+10FF00...U+10FFFF in the name, which makes the mapping one-to-one.
/// Valid UTF-8 names without those scalars (nearly all names) are kept as they are.
public enum PathBytes {
    static let escapeBase: UInt32 = TextEscaper.standInBase

    /// The string that stands for the file name `bytes`.
    public static func string(_ bytes: some Collection<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        let all = Array(bytes)  // a malformed sequence's bytes are taken from here
        var offset = 0
        loop: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if scalar.value >= escapeBase {
                    for byte in encoded { scalars.append(escaped(byte)) }
                } else {
                    scalars.append(scalar)
                }
                offset += encoded.count
            case .error(let length):
                for byte in all[offset ..< offset + length] { scalars.append(escaped(byte)) }
                offset += length
            case .emptyInput:
                break loop
            }
        }
        return String(scalars)
    }

    /// The file name `string` stands for (without a terminating NUL).
    public static func bytes(_ string: String) -> [UInt8] {
        guard string.unicodeScalars.contains(where: { $0.value >= escapeBase }) else { return Array(string.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars {
            if scalar.value >= escapeBase {
                bytes.append(UInt8(scalar.value - escapeBase))
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes
    }

    /// Calls `body` with the NUL-terminated file name `string` stands for.
    public static func withCString<R, E: Error>(_ string: String, _ body: (UnsafePointer<CChar>) throws(E) -> R) throws(E) -> R {
        var bytes = bytes(string).map { CChar(bitPattern: $0) }
        bytes.append(0)
        let result: Result<R, E> = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { preconditionFailure("a non-empty array has storage") }
            return Result { () throws(E) in try body(base) }
        }
        return try result.get()
    }

    /// The string for the NUL-terminated name at `pointer` (argv, `d_name`).
    public static func string(cString pointer: UnsafePointer<CChar>) -> String {
        let count = strlen(pointer)
        return pointer.withMemoryRebound(to: UInt8.self, capacity: count) { string(UnsafeBufferPointer(start: $0, count: count)) }
    }

    private static func escaped(_ byte: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(escapeBase + UInt32(byte)).unsafelyUnwrapped
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
