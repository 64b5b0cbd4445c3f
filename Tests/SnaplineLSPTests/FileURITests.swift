import SnaplineCore
import Testing
@testable import SnaplineLSP

/// `file://` URIs as the server reads and writes them. The expected values are what Foundation's
/// `URL(fileURLWithPath:).absoluteString` and `URL(string:)?.path` gave (Swift 6.3, Linux), which
/// the server used before; only names that are not UTF-8 differ, on purpose (see the last tests).
@Suite struct FileURITests {
    @Test func pathsAreEncodedAsRFC3986Says() {
        #expect(FileURI.uri(ofPath: "/a/b.snapline.yml") == "file:///a/b.snapline.yml")
        #expect(FileURI.uri(ofPath: "/tmp/my dir/x y.yml") == "file:///tmp/my%20dir/x%20y.yml")
        #expect(FileURI.uri(ofPath: "/a/café/ü.yml") == "file:///a/caf%C3%A9/%C3%BC.yml")
        #expect(FileURI.uri(ofPath: "/tab\tnl\n") == "file:///tab%09nl%0A")
        #expect(FileURI.uri(ofPath: "/a//b/./c/../d") == "file:///a//b/./c/../d")
        #expect(FileURI.uri(ofPath: "/") == "file:///")
        // Every printable ASCII character: unreserved, sub-delimiters, `:` `@` `/` stay.
        let printable = "/" + String((0x20 ..< 0x7F).map { Character(Unicode.Scalar(UInt8($0))) })
        #expect(FileURI.uri(ofPath: printable) == "file:///%20!%22%23$%25&'()*+,-./0123456789:;%3C=%3E%3F@ABCDEFGHIJKLMNOPQRSTUVWXYZ%5B%5C%5D%5E_%60abcdefghijklmnopqrstuvwxyz%7B%7C%7D~")
    }

    @Test func aRelativePathIsMadeAbsolute() {
        let directory = FileIO.currentDirectory()
        let expected = FileURI.uri(ofPath: directory.hasSuffix("/") ? directory + "rel/x.yml" : directory + "/rel/x.yml")
        #expect(FileURI.uri(ofPath: "rel/x.yml") == expected)
        #expect(expected.hasPrefix("file:///") && expected.hasSuffix("/rel/x.yml"))
    }

    @Test func pathsOfURIs() {
        let cases: [(String, String?)] = [
            ("file:///a/b", "/a/b"), ("file:///a%20b", "/a b"), ("file:///a b", "/a b"),
            ("file://host/a/b", "/a/b"), ("file://localhost/a", "/a"), ("file://user@host:80/a", "/a"),
            ("file:///a/b/", "/a/b"), ("file:///a//", "/a"), ("file:////", "/"), ("file:///", "/"), ("file://", ""),
            ("file://host", ""), ("file://host?x", ""), ("file:////a", "//a"), ("file:///a//b", "/a//b"),
            ("file:///a?x=1#frag", "/a"), ("file:///a?b/c", "/a"), ("file:///a#b%20c", "/a"),
            ("file:///caf%C3%A9", "/café"), ("file:///a%c3%a9", "/aé"), ("file:///é", "/é"), ("file:///%7e%7E", "/~~"),
            ("file:///a%25b", "/a%b"), ("file:///a/%2E%2E/b", "/a/../b"), ("file:///a/./b/../c", "/a/./b/../c"),
            // A slash or a NUL inside a name stays escaped.
            ("file:///a%2Fb", "/a%2Fb"), ("file:///a%2f", "/a%2f"), ("file:///a%2F/", "/a%2F"), ("file:///a%00b", "/a%00b"),
            ("file:///%41%2f%2F%00%25", "/A%2f%2F%00%"), ("file:///a\u{0}b", "/a%00b"),
            // A `%` without two hex digits: nothing is decoded.
            ("file:///a%zz", "/a%zz"), ("file:///a%", "/a%"), ("file:///a%2", "/a%2"), ("file:///a%41%zz", "/a%41%zz"),
            ("file:///a%%41", "/a%%41"), ("file:///a b%zz", "/a b%zz"), ("file:///a%41?x=%zz", "/aA"),
            ("file:///a;b=c", "/a;b=c"), ("file:///a[b]", "/a[b]"), ("file:///a|b", "/a|b"), ("file:///C:/x", "/C:/x"),
            // Other schemes, and a scheme in capitals (compared as written).
            ("untitled:fix.scene.yaml", nil), ("FILE:///a", nil), ("file:/a", nil), ("file:x", nil),
        ]
        for (uri, path) in cases {
            #expect(FileURI.path(ofURI: uri) == path, "\(uri)")
        }
    }

    /// A name that is not UTF-8 is written byte by byte (as editors do: Neovim writes `caf%E9`)
    /// and read back to the same `PathBytes` string, so the server opens the same file.
    /// (Foundation wrote the escape's private-use scalar, `%F4%8F%BF%A9`, and read such a URI as "".)
    @Test func namesThatAreNotUTF8RoundTrip() {
        let name = PathBytes.string(Array("/tmp/caf".utf8) + [0xE9] + Array(".scene.yaml".utf8))
        #expect(FileURI.uri(ofPath: name) == "file:///tmp/caf%E9.scene.yaml")
        #expect(FileURI.path(ofURI: "file:///tmp/caf%E9.scene.yaml") == name)
        #expect(PathBytes.bytes(FileURI.path(ofURI: "file:///a%C3") ?? "") == Array("/a".utf8) + [0xC3])
    }

    /// Any path survives the trip to a URI and back (trailing slashes aside): every pair of bytes
    /// but NUL, so every escape, every malformed UTF-8 start, every character kept and every
    /// combining mark after the first `/` (a path that does not look absolute to `hasPrefix`).
    @Test func pathsRoundTrip() {
        var failures = 0
        for first in UInt8(1) ... 255 {
            for second in UInt8(1) ... 255 {
                let bytes = [UInt8(ascii: "/"), first, second, UInt8(ascii: "x")]
                // Compared as bytes: strings compare equal when only their normalization differs.
                if PathBytes.bytes(FileURI.path(ofURI: FileURI.uri(ofPath: PathBytes.string(bytes))) ?? "") != bytes { failures += 1 }
            }
        }
        #expect(failures == 0)
    }
}
