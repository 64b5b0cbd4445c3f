// The SwiftUI half of the drift check's measuring side. It cannot be compiled or run on Linux,
// where Snapline is built and tested: keep it minimal and put every conversion in
// `FrameRecorder` (tested there). Needs iOS 18 / macOS 15 (`onScrollGeometryChange`).
#if canImport(SwiftUI)
import SwiftUI

/// Where a scroll container's measurements go: set once on the root view of a UI-test build
/// (`.environment(\.snaplineFrames, frames)`), then written with `frames.recorder.json()`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor
public final class SnaplineFrames: ObservableObject {
    @Published public var recorder: FrameRecorder
    public init(_ recorder: FrameRecorder) { self.recorder = recorder }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private struct ContainerContext {
    var id: String?
    var insets = FrameRecorder.Insets()
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension EnvironmentValues {
    @Entry public var snaplineFrames: SnaplineFrames?
    @Entry fileprivate var snaplineContainer = ContainerContext()
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension View {
    /// Measures this view as scene id `id`: its frame in the content of its nearest
    /// `.snaplineScrollContainer`, or in the window outside every one.
    public func snaplineFrame(_ id: String) -> some View { modifier(FrameModifier(id: id)) }

    /// Marks a `ScrollView` as scene container `id`: measures its frame (in its parent
    /// container's content), its content size and the insets it applies, and gives the views in
    /// its content their coordinate space.
    public func snaplineScrollContainer(_ id: String) -> some View { modifier(ContainerModifier(id: id)) }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private struct FrameModifier: ViewModifier {
    let id: String
    @Environment(\.snaplineFrames) private var frames
    @Environment(\.snaplineContainer) private var container

    func body(content: Content) -> some View {
        content.onGeometryChange(for: CGRect.self) { proxy in
            container.id.map { proxy.frame(in: .named("snapline.\($0)")) } ?? proxy.frame(in: .global)
        } action: { rect in
            frames?.recorder.recordContent(id, frame: .init(rect), insets: container.insets)
        }
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private struct ContainerModifier: ViewModifier {
    let id: String
    @Environment(\.snaplineFrames) private var frames
    @Environment(\.snaplineContainer) private var parent
    @Environment(\.layoutDirection) private var direction
    @State private var insets = FrameRecorder.Insets()
    @State private var frame = CGRect.zero
    @State private var contentSize = CGSize.zero

    func body(content: Content) -> some View {
        content
            .coordinateSpace(.named("snapline.\(id)"))
            .environment(\.snaplineContainer, ContainerContext(id: id, insets: insets))
            .onScrollGeometryChange(for: ScrollGeometry.self) { $0 } action: { _, geometry in
                let i = geometry.contentInsets
                insets = direction == .rightToLeft
                    ? .init(top: i.top, left: i.trailing, bottom: i.bottom, right: i.leading)
                    : .init(top: i.top, left: i.leading, bottom: i.bottom, right: i.trailing)
                contentSize = geometry.contentSize
                record()
            }
            .onGeometryChange(for: CGRect.self) { proxy in
                parent.id.map { proxy.frame(in: .named("snapline.\($0)")) } ?? proxy.frame(in: .global)
            } action: { rect in
                frame = rect
                record()
            }
    }

    private func record() {
        let inParent = FrameRecorder.contentFrame(.init(frame), insets: parent.insets)
        frames?.recorder.recordScrollContainer(id, frame: inParent, contentSize: .init(width: contentSize.width, height: contentSize.height), insets: insets)
    }
}

extension FrameRecorder.Rect {
    init(_ rect: CGRect) {
        self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }
}
#endif
