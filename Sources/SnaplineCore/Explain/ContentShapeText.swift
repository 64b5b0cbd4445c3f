/// `snapline explain SCENE --data`: which counts and lengths of a scene are data, in which scope,
/// with their previews: what a content file (or the generated `Content` value) gives.
public enum ContentShapeText {
    /// The text for `scene` (as decoded, or laid out with a content: the shape is the same).
    public static func text(of scene: Scene) -> String {
        guard let templates = scene.templates else {
            return "\(scene.name) has no data: every count and length is written in the scene.\n"
        }
        let shape = templates.shape
        // Which property a data length is, from the template that gives it.
        var property: [Int: [Int: String]] = [:]
        for template in templates.templates {
            if template.widthData >= 0 { property[Int(template.scope), default: [:]][Int(template.widthData)] = "width" }
            if template.heightData >= 0 { property[Int(template.scope), default: [:]][Int(template.heightData)] = "height" }
        }
        var out = "\(scene.name)'s data (a content file gives it with --content; the app, \(scene.name).Content):\n"
        // Scopes nest as data repeats do: a stack of (scope, next name) instead of recursion.
        var stack: [(scope: Int, name: Int)] = [(0, 0)]
        while var top = stack.popLast() {
            let names = shape.scopes[top.scope].names
            guard top.name < names.count else { continue }
            let name = names[top.name]
            let indent = String(repeating: "  ", count: stack.count + 1)
            top.name += 1
            stack.append(top)
            switch name.kind {
            case .instances(let inner):
                let each = shape.scopes[inner].names.isEmpty ? "" : "; each has:"
                out += "\(indent)\(name.name): a count (a list of instances), line \(name.location.line), preview \(MessageNumber.format(name.preview))\(each)\n"
                stack.append((inner, 0))
            case .length:
                let what = property[top.scope]?[top.name - 1] ?? "length"
                var range = ""
                if name.minimum > 0 || name.maximum != nil {
                    range = ", estimates from \(MessageNumber.format(name.minimum)) to \(name.maximum.map { MessageNumber.format($0) } ?? "unbounded")"
                }
                out += "\(indent)\(name.name): a \(what) (a number, or null: not known yet), line \(name.location.line), preview \(MessageNumber.format(name.preview))\(range)\n"
            }
        }
        return out
    }
}
