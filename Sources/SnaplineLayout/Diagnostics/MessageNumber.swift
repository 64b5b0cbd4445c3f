/// How a number reads in a diagnostic message: whole numbers without `.0` (`-56`, not `-56.0`),
/// others with the shortest digits that round-trip (`2813.3333333333335`). Every stage formats the
/// numbers of its messages with this, never with an output format's number writer.
public enum MessageNumber {
    public static func format(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value.isFinite, value == value.rounded(.towardZero), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return value.description
    }
}
