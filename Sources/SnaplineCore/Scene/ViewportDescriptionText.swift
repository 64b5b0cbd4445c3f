/// The command line's form of a viewport description (`--viewport`):
///
///     NAME:WIDTHxHEIGHT[,rightToLeft][,traits=A+B][,safeArea=T/L/B/R][,keyboard=K][,sizeClass=H/V]
///     NAME:device=DEVICE[,landscape|portrait][,rightToLeft][,traits=A+B][,keyboard=K]
///
/// After the name, the parts are separated by commas and come in any order, each at most once;
/// `safeArea` is top/leading/bottom/trailing; `sizeClass` is horizontal/vertical, each `compact` or
/// `regular` (a size only: a device gives its own); a device name is matched exactly and may hold
/// spaces. Numbers are written as in a scene (decimal, an exponent allowed). Reading checks the
/// form only; `viewport(location:)` checks the values.
extension ViewportDescription {
    /// The words a part can start with, for "did you mean".
    static let partNames = ["rightToLeft", "leftToRight", "landscape", "portrait", "device", "traits", "safeArea", "keyboard", "sizeClass"]

    /// The form, for messages.
    public static let textForms = "NAME:WIDTHxHEIGHT[,rightToLeft][,traits=A+B][,safeArea=T/L/B/R][,keyboard=K][,sizeClass=H/V] or NAME:device=DEVICE[,landscape|portrait][,rightToLeft][,traits=A+B][,keyboard=K]"

    /// True when `text` is a description rather than a viewport's name (a name has no `:`).
    public static func isDescription(_ text: String) -> Bool { text.contains(":") }

    /// Reads the command line's form. The problem's message quotes the text and says what was
    /// expected (with "did you mean" for a misspelled part or device).
    public init(parsing text: String) throws(Problem) {
        guard let colon = text.firstIndex(of: ":") else {
            throw Problem("expected a viewport description \(Self.textForms), got `\(text)`")
        }
        let name = String(text[..<colon])
        guard Self.isName(name) else {
            throw Problem("`\(text)`: expected a viewport name of letters, digits, `_`, `.` and `-` before `:`, got `\(name)`")
        }
        var reader = PartReader(text: text)
        for part in text[text.index(after: colon)...].split(separator: ",", omittingEmptySubsequences: false) {
            try reader.read(String(part))
        }
        self = try reader.description(name: name)
    }
}

/// The parts of one description as they are read.
private struct PartReader {
    let text: String
    var size: (Double, Double)?
    var device: String?
    var orientation: Viewport.Orientation?
    var direction: Viewport.LayoutDirection?
    var traits: [String]?
    var safeArea: Edges?
    var keyboard: Double?
    var sizeClass: SizeClasses?
    /// The parts read so far, by name, for "given twice".
    var seen: Set<String> = []

    init(text: String) { self.text = text }

    func problem(_ message: String) -> ViewportDescription.Problem { ViewportDescription.Problem("`\(text)`: \(message)") }

    mutating func once(_ name: String) throws(ViewportDescription.Problem) {
        guard seen.insert(name).inserted else { throw problem("`\(name)` is given twice; give each part at most once") }
    }

    mutating func read(_ part: String) throws(ViewportDescription.Problem) {
        guard !part.isEmpty else { throw problem("an empty part (two commas, or a comma at an end)") }
        if let equals = part.firstIndex(of: "=") {
            let key = String(part[..<equals])
            let value = String(part[part.index(after: equals)...])
            switch key {
            case "device":
                try once("device")
                guard !value.isEmpty else { throw problem("expected a device name after `device=`") }
                device = value
            case "traits":
                try once("traits")
                let names = value.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
                guard !value.isEmpty, names.allSatisfy(ViewportDescription.isName) else {
                    throw problem("expected trait names of letters, digits, `_`, `.` and `-` joined by `+` after `traits=`, got `\(value)`")
                }
                traits = names
            case "safeArea":
                try once("safeArea")
                let sides = value.split(separator: "/", omittingEmptySubsequences: false)
                guard sides.count == 4 else { throw problem("expected `safeArea=TOP/LEADING/BOTTOM/TRAILING` (four numbers), got `\(part)`") }
                var numbers: [Double] = []
                for side in sides { numbers.append(try number(String(side), in: "safeArea")) }
                safeArea = Edges(top: numbers[0], bottom: numbers[2], leading: numbers[1], trailing: numbers[3])
            case "keyboard":
                try once("keyboard")
                keyboard = try number(value, in: "keyboard")
            case "sizeClass":
                try once("sizeClass")
                let classes = value.split(separator: "/", omittingEmptySubsequences: false).map { SizeClass(rawValue: String($0)) }
                guard classes.count == 2, let horizontal = classes[0], let vertical = classes[1] else {
                    throw problem("expected `sizeClass=HORIZONTAL/VERTICAL`, each `compact` or `regular` (as in `sizeClass=regular/compact`), got `\(part)`")
                }
                sizeClass = SizeClasses(horizontal: horizontal, vertical: vertical)
            default:
                throw problem("unknown part `\(key)=`\(suggestion(for: key)); expected \(ViewportDescription.textForms)")
            }
            return
        }
        switch part {
        case "rightToLeft", "leftToRight":
            try once("layout direction (`rightToLeft` or `leftToRight`)")
            direction = part == "rightToLeft" ? .rightToLeft : .leftToRight
        case "landscape", "portrait":
            try once("orientation (`landscape` or `portrait`)")
            orientation = part == "landscape" ? .landscape : .portrait
        default:
            if let size = try self.size(part) {
                try once("size (WIDTHxHEIGHT)")
                self.size = size
            } else {
                throw problem("unknown part `\(part)`\(suggestion(for: part)); expected \(ViewportDescription.textForms)")
            }
        }
    }

    /// `WIDTHxHEIGHT`, or nil when `part` does not look like a size at all.
    func size(_ part: String) throws(ViewportDescription.Problem) -> (Double, Double)? {
        guard let first = part.utf8.first, NumberSyntax.isDigit(first) || first == UInt8(ascii: "."), let x = part.firstIndex(of: "x") else { return nil }
        let width = String(part[..<x]), height = String(part[part.index(after: x)...])
        guard let w = ViewportDescription.decimal(width), let h = ViewportDescription.decimal(height) else {
            throw problem("expected a size WIDTHxHEIGHT of two numbers, as in `390x844`, got `\(part)`")
        }
        return (w, h)
    }

    func number(_ text: String, in key: String) throws(ViewportDescription.Problem) -> Double {
        guard let value = ViewportDescription.decimal(text) else { throw problem("expected a number for `\(key)`, got `\(text)`") }
        return value
    }

    func suggestion(for word: String) -> String {
        Suggestion.closest(to: word, among: ViewportDescription.partNames).map { "; did you mean `\($0)`?" } ?? ""
    }

    func description(name: String) throws(ViewportDescription.Problem) -> ViewportDescription {
        let direction = direction ?? .leftToRight
        if let device {
            guard size == nil else { throw problem("give either a size or `device=`, not both (the device gives the size)") }
            guard safeArea == nil else { throw problem("`safeArea` is given by `device=\(device)`; remove it, or give a size instead of the device") }
            guard sizeClass == nil else { throw problem("`sizeClass` is given by `device=\(device)`; remove it, or give a size instead of the device") }
            return ViewportDescription(device: device, orientation: orientation ?? .portrait, layoutDirection: direction, traits: traits ?? [], keyboard: keyboard ?? 0, name: name)
        }
        guard let size else { throw problem("expected a size (WIDTHxHEIGHT, as in `390x844`) or `device=DEVICE`") }
        guard orientation == nil else { throw problem("`landscape` and `portrait` apply to a `device=`; with a size, give the width and height as the screen is held") }
        return ViewportDescription(width: size.0, height: size.1, layoutDirection: direction, traits: traits ?? [], safeArea: safeArea ?? .zero, keyboard: keyboard ?? 0, name: name, sizeClass: sizeClass)
    }
}

extension ViewportDescription {
    /// A decimal number as a scene writes one (no `inf`, `nan`, hex or octal); nil otherwise.
    static func decimal(_ text: String) -> Double? {
        var bytes = Array(text.utf8)
        guard bytes.count <= 64, bytes.withUnsafeBufferPointer(NumberSyntax.isDecimal) else { return nil }
        let count = bytes.count
        bytes.append(0)  // `decimalValue` reads up to a NUL
        return bytes.withUnsafeBufferPointer { NumberSyntax.decimalValue(UnsafeBufferPointer(rebasing: $0[..<count])) }
    }
}
