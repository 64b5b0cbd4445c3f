/// The `viewports` list: each viewport's size, direction and traits, and the device facts that
/// cover part of its screen (`safeArea`, `keyboard`, `device`, `orientation`).
extension DecoderState {
    private enum ViewportKey: Int, CaseIterable {
        case name, width, height, layoutDirection, traits, safeArea, keyboard, device, orientation, sizeClass
    }

    mutating func decodeViewports(_ node: Int) -> [Viewport] {
        guard isSequence(node) else {
            error("expected a list of viewports (`{name, width, height}`), got \(describe(node))", at: node, .wrongType)
            return []
        }
        guard document.childCount(node) > 0 else {
            error("expected at least one viewport (`{name, width, height}`), got an empty list", at: node, .badValue)
            return []
        }
        let count = document.childCount(node)
        if count > Self.maximumViewports, let first = { var rest = document.children(of: node).dropFirst(Self.maximumViewports).makeIterator(); return rest.next() }() {
            error("\(count) viewports; expected at most \(Self.maximumViewports)", at: first, .tooManyViewports)
            return []
        }
        var viewports: [Viewport] = []
        var nameNodes: [String: Int] = [:]
        var declaredTraits: [(name: String, node: Int)] = []
        let errorsBefore = diagnostics.errorCount
        defer {
            checkTraitsAreNotViewportNames(declaredTraits, viewportNames: Set(nameNodes.keys))
            // After an error in the viewports, a selector matching nothing may be the unread one's.
            traitTable = TraitTable(viewports: viewports, isComplete: diagnostics.errorCount == errorsBefore)
        }
        for entry in document.children(of: node) {
            guard isMapping(entry) else {
                error("expected a viewport (`{name, width, height}`), got \(describe(entry))", at: entry, .wrongType)
                continue
            }
            let found = keys(of: entry, allowed: Self.viewportKeys, place: "in a viewport")
            func key(_ k: ViewportKey) -> Int { found[k.rawValue] }
            let hasDevice = key(.device) >= 0
            let missing = [ViewportKey.name, .width, .height].filter { key($0) < 0 && ($0 == .name || !hasDevice) }.map { Self.viewportKeys[$0.rawValue] }
            if !missing.isEmpty {
                let list = missing.map { "`\($0)`" }.joined(separator: missing.count == 2 ? " and " : ", ")
                error("missing \(missing.count == 1 ? "the key" : "the keys") \(list) in a viewport; expected `{name, width, height}` or `{name, device}`", at: entry, .missingKey)
            }
            var name: String?
            if key(.name) >= 0 {
                let nameNode = value(of: key(.name))
                if let text = text(nameNode), !text.isEmpty, text.utf8.allSatisfy(Self.isIDByte) {
                    if let first = nameNodes[text] {
                        error("duplicate viewport name `\(text)`; the viewport at line \(line(first)) already has it", at: nameNode, .duplicateName)
                    } else {
                        nameNodes[text] = nameNode
                        name = text
                    }
                } else {
                    error("expected a viewport name of \(Self.idCharacters), got \(describe(nameNode))", at: nameNode, isScalar(nameNode) ? .badValue : .wrongType)
                }
            }
            var width = key(.width) >= 0 ? number(value(of: key(.width)), .positive) : nil
            var height = key(.height) >= 0 ? number(value(of: key(.height)), .positive) : nil
            var direction = Viewport.LayoutDirection.leftToRight
            if key(.layoutDirection) >= 0 {
                direction = word(value(of: key(.layoutDirection)), Viewport.LayoutDirection.named) ?? .leftToRight
            }
            let traits = key(.traits) >= 0 ? decodeTraits(value(of: key(.traits))) : []
            declaredTraits += traits
            var safeArea = Edges.zero
            var safeAreaFailed = false
            if key(.safeArea) >= 0 {
                if let index = decodeEdges(value(of: key(.safeArea))) { safeArea = edges[Int(index)] } else { safeAreaFailed = true }
            }
            var keyboard = 0.0
            var keyboardFailed = false
            if key(.keyboard) >= 0 {
                if let k = number(value(of: key(.keyboard)), .nonNegative) { keyboard = k } else { keyboardFailed = true }
            }
            var orientation = Viewport.Orientation.portrait
            var orientationFailed = false
            if key(.orientation) >= 0 {
                if !hasDevice {
                    error("`orientation` applies to a `device`; name one (`device: iPhone 15`) or give `width` and `height` as the screen is held", at: key(.orientation), .missingKey)
                    orientationFailed = true
                } else if let o = word(value(of: key(.orientation)), Viewport.Orientation.named) {
                    orientation = o
                } else {
                    orientationFailed = true
                }
            }
            var sizeClass = SizeClasses.compact
            var sizeClassFailed = false
            if key(.sizeClass) >= 0 {
                if let classes = decodeSizeClass(value(of: key(.sizeClass))) { sizeClass = classes } else { sizeClassFailed = true }
            }
            var deviceName: String?
            var deviceFailed = false
            if hasDevice {
                if let preset = decodeDevice(value(of: key(.device))) {
                    deviceName = preset.name
                    for given in [ViewportKey.width, .height, .safeArea, .sizeClass] where key(given) >= 0 {
                        let keyName = Self.viewportKeys[given.rawValue]
                        let yourself = given == .sizeClass ? "`width`, `height`, `safeArea` and `sizeClass`" : "`width`, `height` and `safeArea`"
                        error("`\(keyName)` is given by `device: \(preset.name)`; remove it, or remove `device` and give \(yourself) yourself", at: key(given), .conflictingKeys)
                        deviceFailed = true
                    }
                    let screen = preset.screen(orientation)
                    (width, height, safeArea) = (screen.width, screen.height, screen.insets)
                    sizeClass = preset.sizeClass(orientation)
                } else {
                    deviceFailed = true
                }
            }
            guard let name, let width, let height, !safeAreaFailed, !keyboardFailed, !orientationFailed, !deviceFailed, !sizeClassFailed else { continue }
            let viewport = Viewport(
                name: name, width: width, height: height, layoutDirection: direction, traits: traits.map(\.name),
                location: document[entry].start, safeArea: safeArea, keyboard: keyboard, device: deviceName, orientation: orientation, sizeClass: sizeClass)
            let safe = viewport.safeRect
            guard safe.width > 0, safe.height > 0 else {
                let insets = viewport.insets
                error("the safe area leaves no room in viewport `\(name)`: \(MessageNumber.format(width)) × \(MessageNumber.format(height)) less insets top \(MessageNumber.format(insets.top)), leading \(MessageNumber.format(insets.leading)), bottom \(MessageNumber.format(insets.bottom)) and trailing \(MessageNumber.format(insets.trailing)) is \(MessageNumber.format(safe.width)) × \(MessageNumber.format(safe.height)); make the insets (or the keyboard) smaller", at: entry, .emptySafeRect)
                continue
            }
            viewports.append(viewport)
        }
        return viewports
    }

    /// A viewport's `sizeClass`: `{horizontal, vertical}`, each `compact` or `regular` (a missing
    /// key is `compact`).
    private mutating func decodeSizeClass(_ node: Int) -> SizeClasses? {
        guard isMapping(node) else {
            error("expected the size classes as `{horizontal: compact|regular, vertical: compact|regular}`, got \(describe(node))", at: node, .wrongType)
            return nil
        }
        let found = keys(of: node, allowed: ["horizontal", "vertical"], place: "in `sizeClass`")
        var classes = SizeClasses.compact
        var failed = false
        for (k, key) in found.enumerated() where key >= 0 {
            guard let sizeClass = word(value(of: key), SizeClass.named, what: "a size class") else {
                failed = true
                continue
            }
            if k == 0 { classes.horizontal = sizeClass } else { classes.vertical = sizeClass }
        }
        return failed ? nil : classes
    }

    /// A `device` name from the preset table, matched exactly, with "did you mean" otherwise.
    private mutating func decodeDevice(_ node: Int) -> DevicePreset? {
        if isScalar(node), let preset = DevicePreset.named(document.string(node)) { return preset }
        return word(node, DevicePreset.all.map { (name: $0.name, value: $0) }, what: "a device")
    }
}

extension SizeClass {
    static let named = casesByName
}

extension Viewport.Orientation {
    static let named: [(name: String, value: Viewport.Orientation)] = [("portrait", .portrait), ("landscape", .landscape)]
}
