/// `ignoresSafeArea`'s value (SPEC section 10, "Safe-area regions"): `true`, `false`, or a list of
/// the regions `container` and `keyboard` (SwiftUI `SafeAreaRegions`).
extension DecoderState {
    /// The regions a written `ignoresSafeArea` ignores; nil (reported) when it is none of the forms.
    mutating func safeAreaRegions(_ node: Int) -> SafeAreaRegions? {
        guard isSequence(node) else {
            if document[node].kind == .scalar, document[node].style == .plain {
                if document.scalar(node, equals: "true") { return .all }
                if document.scalar(node, equals: "false") { return SafeAreaRegions.none }
            }
            error("expected `true`, `false` or a list of regions (`[container]`, `[keyboard]` or both), got \(describe(node))", at: node, isScalar(node) ? .badValue : .wrongType)
            return nil
        }
        var container: Int?
        var keyboard: Int?
        var failed = false
        for entry in document.children(of: node) {
            guard let region = word(entry, SafeAreaRegions.named, what: "a safe-area region") else {
                failed = true
                continue
            }
            let earlier = region == .container ? container : keyboard
            if let earlier {
                error("`\(region == .container ? "container" : "keyboard")` is listed twice (first at line \(line(earlier))); list each region once", at: entry, .duplicateName)
                failed = true
            }
            if region == .container { container = container ?? entry } else { keyboard = keyboard ?? entry }
        }
        return failed ? nil : SafeAreaRegions(container: container != nil, keyboard: keyboard != nil)
    }
}

extension SafeAreaRegions {
    /// The region names a list may hold.
    static let named: [(name: String, value: SafeAreaRegions)] = [("container", .container), ("keyboard", .keyboard)]

    /// As a scene file writes it.
    var written: String {
        switch self {
        case .none: "false"
        case .all: "true"
        case .container: "[container]"
        case .keyboard: "[keyboard]"
        }
    }
}
