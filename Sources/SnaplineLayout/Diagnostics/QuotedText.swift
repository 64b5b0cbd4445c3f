/// Text from an input file as a message quotes it: at most 64 Unicode scalars, longer text cut
/// with an ellipsis (a key or name of any length keeps a message short).
package enum QuotedText {
    package static func shown(_ text: String) -> String {
        text.unicodeScalars.count <= 64 ? text : String(String.UnicodeScalarView(text.unicodeScalars.prefix(63))) + "…"
    }
}
