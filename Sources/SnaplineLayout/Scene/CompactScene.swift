/// A decoded scene as text the generated Swift embeds, so the runtime can lay it out for sizes the
/// scene does not list. The form is this module's own, written and read only
/// here (`CompactSceneReader` reads it back): one line per record, space-separated fields.
///
/// It holds what layout and targets read and nothing else: the expanded nodes (kind, values,
/// parent, id, and where the node is written, for error messages), the edge values, unit points
/// and anchor lists they refer to, and the `when` entries with their selectors (matched against a
/// description's traits when it is laid out). The scene's own viewports are not in it: a
/// description inherits nothing from a viewport of the same name.
///
/// ```
/// snapline-scene 1
/// NAME LINE COLUMN
/// D <default anchor list, or -1>
/// U <count>, then X Y per line                   (unit points; 0 is topLeading)
/// E <count>, then TOP BOTTOM LEADING TRAILING     (edges; 0 is all-zero)
/// A <count>, then per list: <count>, then NAME X Y along|point A B
/// N <count>, then per node: KIND AXIS BEHAVIOR SNAPALIGN LIMIT TARGETS HALIGN VALIGN
///   IGNORES PINNED LINE COLUMN PADDING SCROLLPADDING MARGIN-OR-START ANCHORS PARENT SPACING
///   WIDTH HEIGHT ID
/// M <count>, then per mapping: OWN-LIMIT <entries>, per entry: SELECTOR <count>, then per
///   value: PROPERTY VALUE... LINE COLUMN
/// W <count>, then NODE MAPPING per line           (which nodes have a mapping)
/// B <count>, then NODE SAFEAREAINSET OVERLAY      (the nodes with bars: edge indices)
/// T and S, for a scene with data only: its templates and content shape (`CompactSceneTemplates`)
/// ```
/// Strings are `%XX`-escaped outside `[A-Za-z0-9_.-]`; numbers are shortest round-trip decimals
/// (`-0` kept); a length is `u`, `p:N`, `f`, `x:F` or `r:COUNT:SPAN:SPACING`; an absent id is `-`.
public enum CompactScene {
    static let header = "snapline-scene 1"

    /// The text of `scene` (as decoded: its `when` entries, not one viewport's values).
    public static func text(of scene: Scene) -> String {
        var out = CompactSceneText()
        out.line(header)
        out.string(scene.name)
        out.location(scene.nameLocation)
        out.end()
        out.field("D")
        out.int(scene.defaultAnchors == nil ? -1 : scene.anchorLists.count)
        out.end()
        out.count("U", scene.unitPoints.count)
        for p in scene.unitPoints {
            out.number(p.x)
            out.number(p.y)
            out.end()
        }
        out.count("E", scene.edges.count)
        for e in scene.edges {
            for v in [e.top, e.bottom, e.leading, e.trailing] { out.number(v) }
            out.end()
        }
        // The scene default list, when there is one, is written after the nodes' lists (`D` above).
        let lists = scene.anchorLists + (scene.defaultAnchors.map { [$0] } ?? [])
        out.count("A", lists.count)
        for list in lists {
            out.int(list.count)
            out.end()
            for spec in list { out.anchor(spec) }
        }
        out.count("N", scene.nodes.count)
        for (k, node) in scene.nodes.enumerated() {
            out.node(node, id: scene.ids[k])
        }
        let values = scene.perViewport
        out.count("M", values.mappings.count)
        for mapping in values.mappings {
            out.int(mapping.own[.limit] == nil ? 0 : 1)
            out.int(mapping.when.count)
            out.end()
            for entry in mapping.when {
                out.string(entry.selector)
                out.int(entry.values.overrides.count)
                out.end()
                for override in entry.values.overrides { out.override(override) }
            }
        }
        out.count("W", values.nodes.count)
        for (node, mapping) in zip(values.nodes, values.mappingOfNode) {
            out.int(Int(node))
            out.int(Int(mapping))
            out.end()
        }
        out.bars(of: scene.nodes)
        if let templates = scene.templates { out.templates(templates) }
        return out.text
    }
}

/// The writer of `CompactScene.text(of:)`: fields separated by one space, lines by `\n`.
struct CompactSceneText {
    /// The nodes with a `safeAreaInset` or an `overlay` (most have neither, so they are listed
    /// apart from the node records).
    mutating func bars(of nodes: [SceneNode]) {
        let all = nodes
        let nodes = all.indices.filter { all[$0].safeAreaInset != 0 || all[$0].overlay != 0 }
        count("B", nodes.count)
        for k in nodes {
            int(k)
            int(Int(all[k].safeAreaInset))
            int(Int(all[k].overlay))
            end()
        }
    }

    var text = ""
    private var fresh = true

    mutating func line(_ s: String) {
        text += s
        text += "\n"
    }

    mutating func field(_ s: String) {
        if !fresh { text += " " }
        text += s
        fresh = false
    }

    mutating func end() {
        text += "\n"
        fresh = true
    }

    mutating func count(_ tag: String, _ n: Int) {
        field(tag)
        int(n)
        end()
    }

    mutating func int(_ n: Int) { field(String(n)) }

    mutating func bool(_ b: Bool) { field(b ? "1" : "0") }

    mutating func number(_ v: Double) {
        field(v == 0 && v.sign == .minus ? "-0" : JSONNumber.format(v))
    }

    mutating func location(_ l: SourceLocation) {
        int(Int(l.line))
        int(Int(l.column))
    }

    /// `[A-Za-z0-9_.-]` as is, every other byte as `%XX`; the empty string as `%`.
    mutating func string(_ s: String) {
        field(s.isEmpty ? "%" : PercentEscapes.encode(s) { !Viewport.isNameByte($0) })
    }

    mutating func length(_ l: Length) {
        switch l {
        case .unset: field("u")
        case .points(let v): field("p:" + JSONNumber.format(v))
        case .fill: field("f")
        case .fraction(let v): field("x:" + JSONNumber.format(v))
        case .relative(let r): field("r:\(r.count):\(r.span):" + JSONNumber.format(r.spacing))
        }
    }

    mutating func anchor(_ spec: AnchorSpec) {
        string(spec.name)
        number(spec.x)
        number(spec.y)
        switch spec.extra {
        case .along(let n):
            field("along")
            number(n)
            number(0)
        case .point(let x, let y):
            field("point")
            number(x)
            number(y)
        }
        end()
    }

    mutating func node(_ node: SceneNode, id: String?) {
        int(Int(node.kind.rawValue))
        int(Axis.allCases.firstIndex(of: node.axis) ?? 0)
        int(ScrollBehavior.allCases.firstIndex(of: node.behavior) ?? 0)
        int(SnapAlign.allCases.firstIndex(of: node.snapAlign) ?? 0)
        int(SnapLimit.allCases.firstIndex(of: node.limit) ?? 0)
        bool(node.targets)
        int(Int(node.alignment.horizontal.rawValue))
        int(Int(node.alignment.vertical.rawValue))
        int(Int(node.ignoresSafeArea.rawValue))
        bool(node.pinned)
        location(node.location)
        int(Int(node.padding))
        int(Int(node.scrollPadding))
        int(Int(node.kind == .scroll ? node.initialAnchor : node.scrollMargin))
        int(node.anchors.index ?? -1)
        int(node.parent.index ?? -1)
        number(node.spacing)
        length(node.width)
        length(node.height)
        if let id { string(id) } else { field("-") }
        end()
    }

    mutating func override(_ o: PropertyOverrides.Override) {
        int(o.property.rawValue)
        switch o.value {
        case .length(let l): length(l)
        case .edges(let e): int(Int(e))
        case .behavior(let b): int(ScrollBehavior.allCases.firstIndex(of: b) ?? 0)
        case .snapAlign(let a): int(SnapAlign.allCases.firstIndex(of: a) ?? 0)
        case .limit(let l): int(SnapLimit.allCases.firstIndex(of: l) ?? 0)
        case .spacing(let v): number(v)
        case .alignment(let a):
            int(Int(a.horizontal.rawValue))
            int(Int(a.vertical.rawValue))
        case .targets(let b), .flag(let b): bool(b)
        case .unitPoint(let p): int(Int(p))
        case .regions(let r): int(Int(r.rawValue))
        }
        location(o.position.value)
        end()
    }
}
