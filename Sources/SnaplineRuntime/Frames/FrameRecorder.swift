/// Collects the frames an app measures, by id, and writes the frames file that
/// `snapline verify` compares with the scene: the drift check's measuring side.
///
/// Platform-independent (the SwiftUI modifier `.snaplineFrame` and the UIKit helpers only feed
/// it); every number it takes and writes is in the table's coordinates:
/// - a scroll container's `frame` in its parent container's content coordinates (the
///   viewport's for an outermost one), and its `contentSize`;
/// - any other view's `frame` in the content coordinates of its nearest enclosing scroll
///   container, or the viewport's outside every container.
///
/// A container's content coordinates start at the top-left of its content *including* its
/// padding and the safe-area insets it took. The platforms start them after the insets, so
/// `recordContent` and `recordScrollContainer` convert: add the insets the scroll view applied
/// (UIKit's `adjustedContentInset`, SwiftUI's `ScrollGeometry.contentInsets`).
///
/// ```swift
/// var recorder = FrameRecorder(scene: "StoreMenu",
///                              viewport: .init(name: "phone", width: 393, height: 852,
///                                              safeArea: .init(top: 59, bottom: 34)))
/// recorder.record("section-3", frame: .init(x: 16, y: 1280, width: 361, height: 400))
/// let bytes = recorder.json()   // write it to phone.json
/// ```
/// Recording an id again replaces its frame. The file lists the ids in byte order of their
/// UTF-8, so the same frames always give the same bytes.
public struct FrameRecorder: Sendable {
    /// The viewport measured: the scene's viewport of that name, with the insets the system
    /// covered (logical edges: leading is the right edge in right-to-left; the keyboard's
    /// height is in `bottom`).
    public struct Viewport: Sendable, Equatable {
        public var name: String
        public var width: Double
        public var height: Double
        public var safeArea: Edges

        public init(name: String, width: Double, height: Double, safeArea: Edges = Edges()) {
            self.name = name
            self.width = width
            self.height = height
            self.safeArea = safeArea
        }
    }

    /// Logical edges (leading and trailing follow the layout direction).
    public struct Edges: Sendable, Equatable {
        public var top, leading, bottom, trailing: Double
        public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
            (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
        }
    }

    /// Physical insets, as a scroll view reports the ones it applied (UIKit's `UIEdgeInsets`).
    public struct Insets: Sendable, Equatable {
        public var top, left, bottom, right: Double
        public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
            (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
        }
    }

    public struct Rect: Sendable, Equatable {
        public var x, y, width, height: Double
        public init(x: Double, y: Double, width: Double, height: Double) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }
    }

    public struct Size: Sendable, Equatable {
        public var width, height: Double
        public init(width: Double, height: Double) { (self.width, self.height) = (width, height) }
    }

    /// One id's measurement.
    public struct Entry: Sendable, Equatable {
        public var frame: Rect
        /// A scroll container's content size (including the insets it took); nil for other views.
        public var contentSize: Size?
    }

    public var scene: String
    public var viewport: Viewport
    public private(set) var entries: [String: Entry] = [:]

    public init(scene: String, viewport: Viewport) {
        self.scene = scene
        self.viewport = viewport
    }

    /// Records `id` with a frame already in the table's coordinates.
    public mutating func record(_ id: String, frame: Rect, contentSize: Size? = nil) {
        entries[id] = Entry(frame: frame, contentSize: contentSize)
    }

    /// Records a view inside a scroll container from its frame in the container's content as
    /// the platform measures it (origin after the insets the scroll view applied).
    public mutating func recordContent(_ id: String, frame: Rect, insets: Insets) {
        record(id, frame: Self.contentFrame(frame, insets: insets))
    }

    /// Records a scroll container: its frame (already in its parent's table coordinates: use
    /// `contentFrame(_:insets:)` for one inside another container's content), and its content
    /// size as the platform reports it (without the insets it applied), which gets them added.
    public mutating func recordScrollContainer(_ id: String, frame: Rect, contentSize: Size, insets: Insets) {
        record(id, frame: frame, contentSize: Size(width: contentSize.width + insets.left + insets.right,
                                                   height: contentSize.height + insets.top + insets.bottom))
    }

    /// A frame in a container's content as the platform measures it, in the table's coordinates.
    public static func contentFrame(_ frame: Rect, insets: Insets) -> Rect {
        Rect(x: frame.x + insets.left, y: frame.y + insets.top, width: frame.width, height: frame.height)
    }

    /// The frames file: UTF-8 JSON, one line per id, ending in a newline. A number that is not
    /// finite (a measurement gone wrong) is written `null`, which `verify` reports at its line.
    public func json() -> [UInt8] {
        var text = "{\"format\": \"snapline-frames\", \"version\": 1, \"scene\": \(jsonString(scene)),\n"
        let insets = viewport.safeArea
        text += " \"viewport\": {\"name\": \(jsonString(viewport.name)), \"width\": \(number(viewport.width)), \"height\": \(number(viewport.height)), "
        text += "\"safeArea\": {\"top\": \(number(insets.top)), \"leading\": \(number(insets.leading)), \"bottom\": \(number(insets.bottom)), \"trailing\": \(number(insets.trailing))}},\n"
        text += " \"frames\": ["
        let ids = entries.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for (k, id) in ids.enumerated() {
            guard let entry = entries[id] else { continue }
            let f = entry.frame
            text += k == 0 ? "\n" : ",\n"
            text += "  {\"id\": \(jsonString(id)), \"frame\": {\"x\": \(number(f.x)), \"y\": \(number(f.y)), \"width\": \(number(f.width)), \"height\": \(number(f.height))}"
            if let size = entry.contentSize {
                text += ", \"contentSize\": {\"width\": \(number(size.width)), \"height\": \(number(size.height))}"
            }
            text += "}"
        }
        text += ids.isEmpty ? "]}\n" : "\n ]}\n"
        return Array(text.utf8)
    }

    private func number(_ value: Double) -> String { value.isFinite ? packedNumber(value) : "null" }
}

/// A JSON string: quotes, backslashes and control characters escaped.
func jsonString(_ string: String) -> String {
    let hex = Array("0123456789abcdef".utf8)
    var bytes: [UInt8] = [0x22]
    for byte in string.utf8 {
        switch byte {
        case 0x22, 0x5C: bytes += [0x5C, byte]
        case 0x0A: bytes += Array("\\n".utf8)
        case 0 ..< 0x20, 0x7F: bytes += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
        default: bytes.append(byte)
        }
    }
    bytes.append(0x22)
    return String(decoding: bytes, as: UTF8.self)
}
