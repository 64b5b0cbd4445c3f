import SnaplineRuntime

/// A small table as the generator would write it, worked out by hand from SPEC sections 2-4.
///
/// Scene: a vertical `menu` (padding 16, spacing 8, content 2400 tall) holding `header` (200 tall)
/// and a horizontal view-aligned carousel `categories` (358 × 44, twelve 96-wide items, no spacing).
///
/// phone (390 × 844, left-to-right):
/// - menu: M = 2400 − 844 = 1556. header at y = 16; categories at y = 16 + 200 + 8 = 224.
///   header `belowBar` (top, extra −16): raw = 16 − 0 + 0 · (200 − 844) − 16 = 0.
///   header `top` (0.5, 0): raw = 16. header `center`: raw = 16 + 0.5 · (200 − 844) = −306 → 0.
///   categories `topLeading` in menu: raw = 224.
/// - categories: content 12 · 96 = 1152, M = 1152 − 358 = 794. Stops (start-aligned) k · 96 for
///   k = 0...8 (864 and beyond clamp to 794), plus 0 and M: [0, 96, ..., 768, 794].
///   category-3 `topLeading`: in categories u = x = 0, raw = 3 · 96 = 288; in menu its rect is
///   [224, 268], u = y = 0, raw = 224. `leading` (0, 0.5): categories 288; menu
///   raw = 224 + 0.5 · (44 − 844) = −176 → 0.
///
/// phone-rtl (same size, right-to-left): category-3 sits at x = 1152 − 4 · 96 = 768 ... 864;
/// `topLeading` in categories has u = 1 − x = 1: raw = 768 + (96 − 358) = 506. initialOffset = M.
/// Stops: category-k's leading (right) edge aligned, 794 − 96k for k = 0...8, then 0 (k = 9 gives −70).
enum StoreMenuTable {
    static let categoryStops: [Double] = [0, 96, 192, 288, 384, 480, 576, 672, 768, 794]

    static let table = SnaplineTable(scene: "StoreMenu", viewports: [
        TableViewport(name: "phone", width: 390, height: 844, containers: [
            TableContainer(id: "menu", axis: .vertical, maxOffset: 1556, anchors: [
                TableAnchor(id: "header", targets: [
                    TableTarget(anchor: "belowBar", x: 0.5, y: 0, extraY: -16, chain: [ChainLink(container: "menu", offset: 0, raw: 0)]),
                    TableTarget(anchor: "top", x: 0.5, y: 0, chain: [ChainLink(container: "menu", offset: 16, raw: 16)]),
                    TableTarget(anchor: "center", x: 0.5, y: 0.5, chain: [ChainLink(container: "menu", offset: 0, raw: -306)]),
                ]),
                TableAnchor(id: "categories", targets: [
                    TableTarget(anchor: "topLeading", x: 0, y: 0, chain: [ChainLink(container: "menu", offset: 224, raw: 224)]),
                ]),
            ]),
            TableContainer(id: "categories", parent: "menu", axis: .horizontal, maxOffset: 794, behavior: .viewAligned, limit: .alwaysByOne, stops: categoryStops, anchors: [
                TableAnchor(id: "category-3", targets: [
                    TableTarget(anchor: "topLeading", x: 0, y: 0, chain: [
                        ChainLink(container: "categories", offset: 288, raw: 288),
                        ChainLink(container: "menu", offset: 224, raw: 224),
                    ]),
                    TableTarget(anchor: "leading", x: 0, y: 0.5, chain: [
                        ChainLink(container: "categories", offset: 288, raw: 288),
                        ChainLink(container: "menu", offset: 0, raw: -176),
                    ]),
                ]),
            ]),
        ]),
        TableViewport(name: "phone-rtl", width: 390, height: 844, layoutDirection: .rightToLeft, containers: [
            TableContainer(id: "menu", axis: .vertical, maxOffset: 1556, anchors: [
                TableAnchor(id: "categories", targets: [
                    TableTarget(anchor: "topLeading", x: 0, y: 0, chain: [ChainLink(container: "menu", offset: 224, raw: 224)]),
                ]),
            ]),
            TableContainer(id: "categories", parent: "menu", axis: .horizontal, maxOffset: 794, initialOffset: 794, behavior: .viewAligned, limit: .alwaysByOne, stops: [0, 26, 122, 218, 314, 410, 506, 602, 698, 794], anchors: [
                TableAnchor(id: "category-3", targets: [
                    TableTarget(anchor: "topLeading", x: 0, y: 0, chain: [
                        ChainLink(container: "categories", offset: 506, raw: 506),
                        ChainLink(container: "menu", offset: 224, raw: 224),
                    ]),
                ]),
            ]),
        ]),
    ])
}
