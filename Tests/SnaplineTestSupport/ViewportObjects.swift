/// The viewport objects of a compiled JSON table, cut out of its text: each from its `    {` line
/// to its `    }` line, moved 4 spaces left, with a newline at the end. What the runtime's
/// `layout(for:).json` must equal for a viewport the scene lists (cut here by lines, not written
/// by the table writer, so the comparison does not trust the code under test).
public enum ViewportObjects {
    public static func cut(_ table: [UInt8]) -> [String] {
        let lines = String(decoding: table, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var objects: [String] = []
        var current: [Substring]?
        for line in lines {
            if line == "    {" { current = [] }
            if current != nil { current?.append(line.dropFirst(4)) }
            if line == "    }" || line == "    }," {
                guard var object = current else { continue }
                object[object.count - 1] = "}"
                objects.append(object.joined(separator: "\n") + "\n")
                current = nil
            }
        }
        return objects
    }
}
