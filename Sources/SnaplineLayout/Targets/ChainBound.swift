/// Whether every offset chain of a viewport is finite, known without computing one: `check`
/// keeps no offsets and only needs to know that none overflows (the error it reports then).
///
/// A chain's numbers are sums and one product of the layout's numbers: the target's frame grown
/// by its scroll margin, each container's frame, content origin, scroll padding, visible length
/// and range, the unit point and its extra offset. When none of those is larger than `limit` (L =
/// 1e100) in magnitude, no chain can overflow. The grown rect is under 3L; carrying it out of a
/// container adds a frame, an origin and a clamped offset, under 3L, and a chain passes through
/// fewer than 2^31 containers (node indices are 32-bit), so every position stays under 1e110.
/// The rect's length along an axis does not change as it is carried, so the formula's one
/// product, u x ((t1 - t0) - P), stays under (1 + L) x 4L, about 4e200: all far below the
/// largest double (1.8e308). With any larger or non-finite number the chains are computed.
package enum ChainBound {
    package static let limit = 1e100

    package static func isFinite(_ scene: Scene, _ layout: ViewportLayout, pointLists: [[TargetPoint]]) -> Bool {
        var ok = true
        func note(_ v: Double) { ok = ok && v.magnitude <= limit }
        for f in layout.frames {
            note(f.x); note(f.y); note(f.width); note(f.height)
        }
        for e in scene.edges {
            note(e.top); note(e.bottom); note(e.leading); note(e.trailing)
        }
        for g in layout.containers {
            note(g.frame.x); note(g.frame.y); note(g.frame.width); note(g.frame.height)
            note(g.contentOrigin.x); note(g.contentOrigin.y)
            note(g.visibleLength); note(g.scrollPaddingStart); note(g.scrollPaddingEnd); note(g.maxOffset)
        }
        for list in pointLists {
            for p in list {
                note(p.x); note(p.y)
                switch p.extra {
                case .along(let n): note(n)
                case .point(let x, let y): note(x); note(y)
                }
            }
        }
        return ok
    }
}
