/// Values the command keeps until the process ends instead of freeing them: freeing a large
/// scene (its nodes, ids and tables, piece by piece) is work the system does at once when the
/// process exits. Only for a command's last result; everything before it is freed as usual.
enum KeptUntilExit {
    private final class Box<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// Keeps `value` alive (one reference that is never given back) until the process ends.
    static func keep<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Box(value))
    }
}
