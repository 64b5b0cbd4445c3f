// The UIKit half of the drift check's measuring side, for apps that are not SwiftUI. It cannot
// be compiled or run on Linux, where Snapline is built and tested: keep it minimal and put every
// conversion in `FrameRecorder` (tested there).
#if canImport(UIKit) && !os(watchOS)
import UIKit

extension FrameRecorder {
    /// Records a scroll view as scene container `id`: its frame in its parent container's content
    /// (`parent` nil: in the window), and its content size with the insets it applied.
    @MainActor
    public mutating func record(_ id: String, scrollView: UIScrollView, in parent: UIScrollView?) {
        recordScrollContainer(id, frame: Self.frame(of: scrollView, in: parent),
                              contentSize: .init(width: Double(scrollView.contentSize.width), height: Double(scrollView.contentSize.height)),
                              insets: Self.insets(of: scrollView))
    }

    /// Records any other view as scene id `id`, in the content of its nearest scroll container
    /// (`container` nil: in the window).
    @MainActor
    public mutating func record(_ id: String, view: UIView, in container: UIScrollView?) {
        record(id, frame: Self.frame(of: view, in: container))
    }

    /// A view's frame in the table's coordinates of `container`'s content: UIKit's content
    /// coordinates are the scroll view's bounds coordinates, whose origin is the content's
    /// top-left after the adjusted content inset; the table's start before it.
    @MainActor
    static func frame(of view: UIView, in container: UIScrollView?) -> Rect {
        guard let container else {
            let r = view.convert(view.bounds, to: nil)
            return Rect(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height))
        }
        let r = view.convert(view.bounds, to: container)
        return contentFrame(Rect(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height)), insets: insets(of: container))
    }

    @MainActor
    static func insets(of scrollView: UIScrollView) -> Insets {
        let i = scrollView.adjustedContentInset
        return Insets(top: Double(i.top), left: Double(i.left), bottom: Double(i.bottom), right: Double(i.right))
    }
}
#endif
