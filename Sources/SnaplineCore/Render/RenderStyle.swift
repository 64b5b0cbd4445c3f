/// The look of rendered pictures: the Okabe-Ito palette (distinguishable with the common forms of
/// colour blindness), the generic `sans-serif` font, and one CSS class per kind of element.
public enum RenderStyle {
    /// Okabe-Ito colours by role.
    static let window = "#0072B2"  // blue: scroll container windows and contents
    static let item = "#56B4E9"  // sky blue: items
    static let stack = "#009E73"  // bluish green: stacks
    static let padding = "#F0E442"  // yellow: padding
    static let scrollPadding = "#CC79A7"  // reddish purple: scroll padding
    static let stop = "#D55E00"  // vermillion: stops
    static let target = "#E69F00"  // orange: the target of --at

    /// The stylesheet every SVG carries (so each file stands alone).
    static let css = """
        .vp{fill:none;stroke:#000;stroke-width:3}\
        .bg{fill:#fff}\
        .content{fill:\(window);fill-opacity:.06;stroke:\(window);stroke-opacity:.6;stroke-width:1;stroke-dasharray:4 3}\
        .pad{fill:\(padding);fill-opacity:.6}\
        .spad{fill:\(scrollPadding);fill-opacity:.35}\
        .window{fill:none;stroke:\(window);stroke-width:2.5}\
        .item{fill:\(item);fill-opacity:.4;stroke:#1f5f85;stroke-width:.75}\
        .stack{fill:none;stroke:\(stack);stroke-width:1.25;stroke-dasharray:6 3}\
        .out{opacity:.35}\
        .stop{fill:none;stroke:\(stop);stroke-width:1.5}\
        .target{fill:\(target);fill-opacity:.35;stroke:\(stop);stroke-width:3}\
        text{paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round;fill:#222}\
        .slabel{fill:\(stop)}\
        .il{text-anchor:middle}\
        .subtitle{font-size:12px}\
        .clabel{fill:\(window);font-weight:bold}\
        .klabel{fill:#00664a}\
        .tlabel{fill:#a04000;font-weight:bold}\
        .more{fill:#555;font-style:italic}\
        .title{font-weight:bold}
        """

    /// Legend entries: the CSS class of the swatch, the swatch's shape and what it means.
    static let legend: [(cls: String, shape: String, meaning: String)] = [
        ("vp", "rect", "viewport (the screen)"),
        ("window", "rect", "scroll container: its window at the resting offset"),
        ("content", "rect", "its whole content; the part out of view is faded"),
        ("item", "rect", "item (label shortened to fit; hover for the id)"),
        ("stack", "rect", "stack"),
        ("pad", "rect", "padding"),
        ("spad", "rect", "scroll padding"),
        ("stop", "tick", "stop: where the window's top or left edge comes to rest, in points"),
        ("target", "rect", "the target of --at, grown by its scroll margin"),
    ]
}
