public import SnaplineLayout

extension FrameRecorder {
    /// The content file of what was recorded (`{"format": "snapline-content", "version": 1,
    /// "scene": NAME, "content": {...}}`), for a scene with data, so that `verify --content` and
    /// `check --content` judge the screen that was measured:
    /// - a data repeat's count is the number of its instances, from 0 on, with a recorded id of
    ///   the repeat's own (an id with the repeat's index, such as `dish-{i}-{dish}` for the dishes)
    ///   up to the first instance without one; record every instance (a UI test that scrolls
    ///   through, or a stack that is not lazy). A repeat with no such id has its preview count;
    /// - a data length is the recorded frame's width or height of its node, or null (not
    ///   measured: the preview) when the node has no id or was not recorded.
    ///
    /// Throws for a scene without data, or a generated file without its scene.
    public func contentJSON<Scene: SnaplineScene>(for scene: Scene.Type) throws(LayoutFailure) -> [UInt8] {
        guard let layouts = Scene.layouts else { throw LayoutFailure("this file was generated without its scene; generate it again") }
        let decoded = try layouts.decodedScene()
        guard let templates = decoded.templates else { throw LayoutFailure("the scene `\(decoded.name)` has no data: it needs no content file") }
        return contentJSON(templates: templates)
    }

    /// The content file of what was recorded, for a scene with these templates.
    public func contentJSON(templates: SceneTemplates) -> [UInt8] {
        let content = measuredContent(templates: templates)
        var text = "{\"format\": \"snapline-content\", \"version\": 1, \"scene\": \(jsonString(scene)),\n \"content\": "
        ContentJSONText.write(content.root, scope: 0, shape: templates.shape, into: &text)
        text += "}\n"
        return Array(text.utf8)
    }

    /// The content of what was recorded (see `contentJSON(for:)`).
    public func measuredContent(templates: SceneTemplates) -> SceneContent {
        var measuring = ContentMeasurement(templates: templates, frames: entries)
        return SceneContent(root: measuring.instance(opening: 0, indices: []))
    }
}

/// Reads a scene's content off recorded frames, template by template: each scope's instance from
/// the templates between the repeat that opens it and the data repeats inside it.
struct ContentMeasurement {
    let templates: SceneTemplates
    let frames: [String: FrameRecorder.Entry]
    /// The most instances counted in all (the node limit): a content past it is not read further.
    var budget = SceneLayouts.maximumNodes

    /// The instance of the scope that template `opening` opens (0: the scene's), its repeats'
    /// indices so far `indices` (outermost first, fixed repeats included).
    mutating func instance(opening: Int, indices: [Int]) -> SceneContent.Instance {
        let all = templates.templates
        let scope = opening == 0 ? 0 : Int(all[opening].scope)
        guard scope < templates.shape.scopes.count else { return SceneContent.Instance(values: []) }
        var values: [SceneContent.Value] = templates.shape.scopes[scope].names.map { name in
            if case .length = name.kind { return .length(nil) }
            return .instances([])
        }
        var stack = [opening]
        // Data lengths and data repeats of this instance: never inside a fixed repeat (the decoder
        // refuses it), so the walk skips fixed repeats and stops at nested data repeats.
        while let t = stack.popLast() {
            let template = all[t]
            for (data, isWidth) in [(template.widthData, true), (template.heightData, false)] where data >= 0 && Int(data) < values.count {
                if let id = template.id.text(indices: indices), let frame = frames[id]?.frame {
                    let length = isWidth ? frame.width : frame.height
                    values[Int(data)] = .length(length.isFinite && length >= 0 ? length : nil)
                }
            }
            for c in templates.children(of: t).reversed() {
                switch all[c].instances {
                case .fixed(let n) where all[c].repeats || n != 1: continue
                case .fixed: stack.append(c)
                case .data(let name, _):
                    guard Int(name) < values.count else { continue }
                    values[Int(name)] = .instances(instances(of: c, indices: indices))
                }
            }
        }
        return SceneContent.Instance(values: values)
    }

    /// The instances of data repeat `r`: counted while an id of the repeat's own is recorded.
    private mutating func instances(of r: Int, indices: [Int]) -> [SceneContent.Instance] {
        let level = indices.count
        let witnesses = witnesses(of: r, level: level)
        var result: [SceneContent.Instance] = []
        guard !witnesses.isEmpty else {
            let preview = previewCount(of: r)
            for k in 0 ..< preview where budget > 0 {
                budget -= 1
                result.append(instance(opening: r, indices: indices + [k]))
            }
            return result
        }
        var k = 0
        while budget > 0, witnesses.contains(where: { id in id.text(indices: indices + [k]).map { frames[$0] != nil } ?? false }) {
            budget -= 1
            result.append(instance(opening: r, indices: indices + [k]))
            k += 1
        }
        return result
    }

    /// The ids in data repeat `r`'s own instance (not inside a nested repeat) that use its index.
    private func witnesses(of r: Int, level: Int) -> [TemplateID] {
        var found: [TemplateID] = []
        var stack = [r]
        while let t = stack.popLast() {
            let template = templates.templates[t]
            if case .pattern(let parts) = template.id, parts.contains(.index(level: level)) { found.append(template.id) }
            for c in templates.children(of: t) where !templates.templates[c].repeats { stack.append(c) }
        }
        return found
    }

    private func previewCount(of r: Int) -> Int {
        guard case .data(let name, _) = templates.templates[r].instances else { return 0 }
        let scope = Int(templates.templates[r].scope)
        guard scope < templates.shape.scopes.count, let parent = templates.shape.scopes[scope].parent,
              parent.scope < templates.shape.scopes.count, Int(name) < templates.shape.scopes[parent.scope].names.count
        else { return 0 }
        let preview = templates.shape.scopes[parent.scope].names[Int(name)].preview
        return preview.isFinite && preview >= 0 && preview <= Double(ContentValues.maximumCount) ? Int(preview) : 0
    }
}

/// A content as a content file's `content` object: one key per name of a scope, in the scope's
/// order; a data repeat's instances as an array of objects, or a count where its scope has no names.
enum ContentJSONText {
    static func write(_ instance: SceneContent.Instance, scope: Int, shape: ContentShape, into text: inout String) {
        guard scope < shape.scopes.count else {
            text += "{}"
            return
        }
        text += "{"
        for (k, name) in shape.scopes[scope].names.enumerated() {
            if k > 0 { text += ", " }
            text += jsonString(name.name) + ": "
            switch name.kind {
            case .length:
                let value = instance.length(at: k)
                text += value.map { $0.isFinite ? packedNumber($0) : "null" } ?? "null"
            case .instances(let inner):
                let list = instance.instances(at: k)
                if inner < shape.scopes.count, shape.scopes[inner].names.isEmpty {
                    text += String(list.count)
                    continue
                }
                text += "["
                for (n, element) in list.enumerated() {
                    if n > 0 { text += ", " }
                    write(element, scope: inner, shape: shape, into: &text)
                }
                text += "]"
            }
        }
        text += "}"
    }
}
