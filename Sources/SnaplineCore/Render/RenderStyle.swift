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

    /// The stylesheet every SVG carries (so each file stands alone). Scroll padding is an outline
    /// and scroll margins are dashed, so neither mixes a new colour with padding under it.
    static let css = """
        .vp{fill:none;stroke:#000;stroke-width:3}\
        .bg{fill:#fff}\
        .content{fill:\(window);fill-opacity:.06;stroke:\(window);stroke-opacity:.6;stroke-width:1;stroke-dasharray:4 3}\
        .pad{fill:\(padding);fill-opacity:.6}\
        .spad{fill:none;stroke:\(scrollPadding);stroke-width:2;stroke-dasharray:5 2}\
        .window{fill:none;stroke:\(window);stroke-width:2.5}\
        .item{fill:\(item);fill-opacity:.4;stroke:#1f5f85;stroke-width:.75}\
        .stack{fill:none;stroke:\(stack);stroke-width:1.25;stroke-dasharray:6 3}\
        .smargin{fill:none;stroke:#1f5f85;stroke-width:1;stroke-dasharray:2 2}\
        .out{opacity:.35}\
        .ghost .item,.ghost .content,.ghost .pad{fill:none;stroke:#1f5f85;stroke-width:.75;stroke-dasharray:2 2}\
        .tick{fill:none;stroke:\(stop);stroke-width:1.5}\
        .leader{fill:none;stroke:\(window);stroke-width:.75;stroke-dasharray:1 2}\
        .target{fill:\(target);fill-opacity:.45;stroke:\(stop);stroke-width:2}\
        .tmargin{fill:none;stroke:\(stop);stroke-width:2;stroke-dasharray:6 3}\
        .tband{fill:none;stroke:\(target);stroke-width:1.5;stroke-dasharray:2 2}\
        .hl{fill:none;stroke:\(stop);stroke-width:3}\
        .tline{fill:none;stroke:\(stop);stroke-width:1.5;stroke-dasharray:8 3}\
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

    /// The styles of what a device adds, only in pictures that draw it (so a scene without a
    /// safe area, a keyboard or a pinned header draws the same bytes as before): bands the system
    /// covers (grey, the keyboard darker), and a pinned header's outline where it sticks.
    static let deviceCSS = """
        .covered{fill:#000;fill-opacity:.16}\
        .kbd{fill:#000;fill-opacity:.3}\
        .pin{fill:none;stroke:#1f5f85;stroke-width:2.5}
        """

    /// The style of the bars the app places (`overlay`, `safeAreaInset`), shaded like the safe
    /// area with a dashed outline, only in pictures that draw one.
    static let barCSS = ".bar{fill:#000;fill-opacity:.16;stroke:#000;stroke-opacity:.45;stroke-width:1;stroke-dasharray:3 2}"

    /// Legend entries of `deviceCSS`'s classes (and `barCSS`'s).
    static let deviceLegend: [(cls: String, shape: String, meaning: String)] = [
        ("covered", "rect", "covered by the system: the safe area (status bar, home indicator, notch)"),
        ("kbd", "rect", "covered by the keyboard"),
        ("bar", "rect", "covered by a bar the app placed (overlay or safeAreaInset), named in its tooltip"),
        ("pin", "rect", "pinned section header, drawn where it sticks (over what it covers)"),
    ]

    /// Legend entries: the CSS class of the swatch, the swatch's shape and what it means.
    static let legend: [(cls: String, shape: String, meaning: String)] = [
        ("vp", "rect", "viewport (the screen)"),
        ("window", "rect", "scroll container: its window at the resting offset (its label in the lane on the left)"),
        ("content", "rect", "its whole content; the part out of view is faded"),
        ("ghost", "rect", "a nested container's content out of view: outlines only"),
        ("item", "rect", "item (label shortened from the middle; hover any box for its numbers)"),
        ("stack", "rect", "stack"),
        ("pad", "rect", "padding"),
        ("spad", "rect", "scroll padding (an outline: over padding it adds no colour)"),
        ("smargin", "rect", "scroll margin: the item's rect grown by it"),
        ("tick", "tick", "stop: where the window's top or left edge comes to rest, in points"),
        ("target", "rect", "the target of --at: its own rect"),
        ("tmargin", "rect", "the target grown by its scroll margin"),
        ("tband", "rect", "the band of the window it aligns to, and the line its anchor point rests on"),
        ("hl", "rect", "highlighted"),
    ]
}
