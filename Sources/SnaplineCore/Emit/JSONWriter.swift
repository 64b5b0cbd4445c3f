/// The one writer of the JSON documents other than the table (which `JSONTableWriter` streams):
/// the `json` and SARIF reports, `snapline rules --format json`, the diff's JSON and the HTML
/// report's simulator data.
///
/// Members are separated by `, ` on one line (`{"key": value, "key": value}`, `[a, b]`), or put
/// each on a line of its own (`Layout.lines`). Strings go through one `TextEscaper`
/// (`reportJSON` for reports; `scriptString` inside an HTML `<script>`), numbers through
/// `JSONNumber` (the table's digits). A plain value (its bytes an array); `take()` hands over
/// what is written so far, so a long document can be passed on in pieces.
struct JSONWriter: Sendable {
    /// How an object or array puts its members.
    enum Layout {
        /// `{"a": 1, "b": 2}`.
        case inline
        /// Each member on a new line after `indent`; when the object or array has members, the
        /// closing bracket on a new line after `close` (nil: right after the last member).
        /// Without members, `{}` and `[]`.
        case lines(String, close: String?)
    }

    private var out: [UInt8] = []
    private let escaper: TextEscaper
    /// The open objects and arrays, innermost last, with whether each has a member yet.
    private var open: [(layout: Layout, closing: UInt8, hasMembers: Bool)] = []
    /// A key was just written: the next value is its value, not a new member.
    private var afterKey = false

    /// `escaper`: how strings, keys included, are written.
    init(escaper: TextEscaper = .reportJSON) {
        self.escaper = escaper
    }

    /// What is written so far, as text.
    var text: String { String(decoding: out, as: UTF8.self) }

    /// What is written so far; the writer keeps its place in the document and starts a new piece.
    mutating func take() -> [UInt8] {
        defer { out.removeAll(keepingCapacity: true) }
        return out
    }

    /// What is written so far, handed to `body` (valid during the call) without a copy; the
    /// writer keeps its place in the document and starts a new piece.
    mutating func pass(_ body: (UnsafeRawBufferPointer) -> Void) {
        out.withUnsafeBytes(body)
        out.removeAll(keepingCapacity: true)
    }

    private mutating func append(_ text: String) {
        out.append(contentsOf: text.utf8)
    }

    /// A string as `escaper` writes it; one copy when it has nothing to rewrite.
    private mutating func append(escaped text: String) {
        if escaper.quoted && !escaper.needsRewriting(text) {
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: text.utf8)
            out.append(UInt8(ascii: "\""))
        } else {
            escaper.write(text, to: &out)
        }
    }

    // MARK: Structure

    /// Starts a value: after a key, nothing; otherwise a new member of the open array, after
    /// its separator.
    private mutating func member() {
        if afterKey {
            afterKey = false
            return
        }
        guard let k = open.indices.last else { return }
        switch open[k].layout {
        case .inline:
            if open[k].hasMembers { append(", ") }
        case .lines(let indent, _):
            append(open[k].hasMembers ? ",\n" : "\n")
            append(indent)
        }
        open[k].hasMembers = true
    }

    /// `{`; members follow as `key` and a value each, until `close()`.
    mutating func openObject(_ layout: Layout = .inline) {
        member()
        out.append(UInt8(ascii: "{"))
        open.append((layout, UInt8(ascii: "}"), false))
    }

    /// `[`; values follow, until `close()`.
    mutating func openArray(_ layout: Layout = .inline) {
        member()
        out.append(UInt8(ascii: "["))
        open.append((layout, UInt8(ascii: "]"), false))
    }

    /// Closes the innermost open object or array.
    mutating func close() {
        guard let last = open.popLast() else { return }
        if last.hasMembers, case .lines(_, let close?) = last.layout {
            out.append(UInt8(ascii: "\n"))
            append(close)
        }
        out.append(last.closing)
    }

    /// An object whose members `body` writes.
    mutating func object(_ layout: Layout = .inline, _ body: (inout JSONWriter) -> Void) {
        openObject(layout)
        body(&self)
        close()
    }

    /// An array whose values `body` writes.
    mutating func array(_ layout: Layout = .inline, _ body: (inout JSONWriter) -> Void) {
        openArray(layout)
        body(&self)
        close()
    }

    /// The next member's key, in the open object; its value follows.
    mutating func key(_ name: String) {
        member()
        append(escaped: name)
        append(": ")
        afterKey = true
    }

    /// The value of the key just written was written by another writer (a list put aside while
    /// the head before it was not known yet), and passed on between this writer's pieces.
    mutating func valueWrittenElsewhere() {
        afterKey = false
    }

    // MARK: Values

    mutating func value(_ text: String) {
        member()
        append(escaped: text)
    }

    mutating func value(_ number: Double) {
        member()
        JSONNumber.append(number, to: &out)
    }

    mutating func value(_ number: Int) {
        member()
        append(String(number))
    }

    mutating func value(_ flag: Bool) {
        member()
        append(flag ? "true" : "false")
    }

    mutating func null() {
        member()
        append("null")
    }

    /// An array of numbers.
    mutating func value(_ numbers: [Double]) {
        array { w in for n in numbers { w.value(n) } }
    }

    // MARK: Members

    /// A member: its key and its value.
    mutating func field(_ name: String, _ value: some JSONScalar) {
        key(name)
        value.write(to: &self)
    }

    /// A member whose value `body` writes (an object, an array, or one value).
    mutating func field(_ name: String, _ body: (inout JSONWriter) -> Void) {
        key(name)
        body(&self)
    }
}

/// A value `JSONWriter.field` writes as it is.
protocol JSONScalar {
    func write(to w: inout JSONWriter)
}

extension String: JSONScalar {
    func write(to w: inout JSONWriter) { w.value(self) }
}

extension Double: JSONScalar {
    func write(to w: inout JSONWriter) { w.value(self) }
}

extension Int: JSONScalar {
    func write(to w: inout JSONWriter) { w.value(self) }
}

extension Bool: JSONScalar {
    func write(to w: inout JSONWriter) { w.value(self) }
}

extension [Double]: JSONScalar {
    func write(to w: inout JSONWriter) { w.value(self) }
}
