/// The generated Swift of a scene with data (after the namespace enum, so a scene without data
/// gets the bytes it always had): the `Content` value type, the `Family` cases, the conversions
/// to and from the engine's content, and `Content(json:)`. `layout(for:content:)` and the
/// lookups are `SnaplineContentScene`'s and `ContentLayout`'s.
extension SwiftEmitter {
    /// The file's private function behind `Content(json:)`. At file scope, where no data name
    /// (no `_` in one) or member can hide it.
    static let contentReaderName = "snaplineContent_"

    func writeContent(_ content: SwiftContentNames, namespace ns: String, to out: inout SwiftSourceText) {
        let a = out.access
        out.line("")
        out.line("/// The scene's data (its counts and lengths), which `layout(for:content:)` lays out:")
        out.line("/// `try \(ns).layout(for: ViewportDescription(width: 393, height: 852), content: content)`.")
        out.open("extension \(ns): SnaplineRuntime.SnaplineContentScene {")
        writeScope(0, content, to: &out)
        out.line("")
        writeFamily(content, namespace: ns, to: &out)
        out.line("")
        writePlaces(content, to: &out)
        out.line("")
        out.line("/// `content` as the layout engine reads it; throws for a negative count or a length that is")
        out.line("/// negative or not finite.")
        out.line("\(a)static func sceneContent(of content: Content) throws(SnaplineRuntime.LayoutFailure) -> SnaplineRuntime.SceneContent {")
        out.line("    SnaplineRuntime.SceneContent(root: try instance_0(content))")
        out.line("}")
        out.line("")
        out.line("/// The typed content of the engine's `content` (read from a content file).")
        out.line("\(a)static func content(from content: SnaplineRuntime.SceneContent) -> Content {")
        out.line("    content_0(content.root)")
        out.line("}")
        for (s, scope) in content.scopes.enumerated() where !content.isCountOnly(s) {
            out.line("")
            writeConversions(s, scope, to: &out)
        }
        out.close("}")
        out.line("")
        writeInserts(content, namespace: ns, to: &out)
        out.line("/// A content file's bytes as the scene's content (the runtime's reader, errors at their line and column).")
        out.open("private func \(Self.contentReaderName)(json bytes: [Swift.UInt8]) throws(SnaplineRuntime.ContentFileError) -> \(ns).Content {")
        out.line("\(ns).content(from: try SnaplineRuntime.SceneLayouts.content(json: bytes, of: \(ns).layouts))")
        out.close("}")
    }

    /// Scope `s`'s struct, with its members, a memberwise initializer and its element types.
    private func writeScope(_ s: Int, _ content: SwiftContentNames, to out: inout SwiftSourceText) {
        let a = out.access
        let scope = content.scopes[s]
        if s == 0 {
            out.line("/// The scene's data: a stored property per name of the scene; a data repeat is an array of")
            out.line("/// its instances (or their count, where an instance has no data of its own), a data length")
            out.line("/// a `Double`, or nil when it is not known (the preview is laid out).")
        } else {
            out.line("/// One instance of a data repeat.")
        }
        out.open("\(a)struct \(scope.typeName): Swift.Hashable, Swift.Sendable {")
        var parameters: [String] = []
        for member in scope.members {
            let type: String
            switch member.kind {
            case .length:
                type = "Swift.Double?"
                let bounds = (member.minimum > 0 ? ", min \(SwiftSourceText.number(member.minimum))" : "") + (member.maximum.map { ", max \(SwiftSourceText.number($0))" } ?? "")
                out.line("/// The data length `\(member.name)` (preview \(SwiftSourceText.number(member.preview))\(bounds)); nil: not known.")
            case .instances(let inner, let countOnly):
                type = countOnly ? "Swift.Int" : "[\(inner < content.scopes.count ? content.scopes[inner].typeName : "Swift.Never")]"
                out.line("/// The data repeat `\(member.name)` (preview \(SwiftSourceText.number(member.preview))): \(countOnly ? "its count" : "one element per instance").")
            }
            out.line("\(a)var \(member.property): \(type)")
            parameters.append("\(member.property): \(type)")
        }
        if !scope.members.isEmpty { out.line("") }
        out.open("\(a)init(\(parameters.joined(separator: ", "))) {")
        for member in scope.members { out.line("self.\(member.property) = \(member.property)") }
        out.close("}")
        if s == 0 {
            out.line("")
            out.line("/// Reads a content file (`{\"format\": \"snapline-content\", ...}`); its first problem is thrown,")
            out.line("/// with its line and column.")
            out.open("\(a)init(json bytes: [Swift.UInt8]) throws(SnaplineRuntime.ContentFileError) {")
            out.line("self = try \(Self.contentReaderName)(json: bytes)")
            out.close("}")
        }
        for member in scope.members {
            guard case .instances(let inner, false) = member.kind, inner < content.scopes.count else { continue }
            out.line("")
            writeScope(inner, content, to: &out)
        }
        out.close("}")
    }

    /// The families: a case per id template inside a data repeat, with its labels.
    private func writeFamily(_ content: SwiftContentNames, namespace ns: String, to out: inout SwiftSourceText) {
        let a = out.access
        out.line("/// The ids inside data repeats, with the indices of their placeholders, outermost first")
        out.line("/// (`layout.offset(of: .\(content.families.first.map { "\($0.identifier)(\($0.labels.map { "\($0): 0" }.joined(separator: ", ")))" } ?? "member"), anchor: ...)`): nil past the content's count.")
        out.open("\(a)enum Family: SnaplineRuntime.SceneFamily {")
        for family in content.families {
            let payload = family.labels.isEmpty ? "" : "(" + family.labels.map { "\($0): Swift.Int" }.joined(separator: ", ") + ")"
            out.line("/// `\(TextEscaper.swiftComment.escape(family.written))`")
            out.line("case \(family.identifier)\(payload)")
        }
        if !content.families.isEmpty { out.line("") }
        out.line("/// The template and indices the case stands for.")
        out.open("\(a)var member: SnaplineRuntime.FamilyMember {")
        out.line("switch self {")
        for family in content.families {
            let bindings = family.labels.isEmpty ? "" : "(" + family.labels.indices.map { "let i\($0)" }.joined(separator: ", ") + ")"
            let indices = family.labels.indices.map { "i\($0)" }.joined(separator: ", ")
            out.line("case .\(family.identifier)\(bindings): SnaplineRuntime.FamilyMember(template: \(family.template), indices: [\(indices)])")
        }
        out.line("}")
        out.close("}")
        out.close("}")
    }

    /// `Length`, `Repeat` and `FamilyName`: what an update measures, inserts into and removes from,
    /// and the families the anchor at an offset is looked for among.
    private func writePlaces(_ content: SwiftContentNames, to out: inout SwiftSourceText) {
        let a = out.access
        func cases(_ type: String, _ protocolName: String, _ places: [SwiftContentNames.Place], doc: String) {
            out.line(doc)
            out.open("\(a)enum \(type): SnaplineRuntime.\(protocolName) {")
            for place in places {
                let payload = place.labels.isEmpty ? "" : "(" + place.labels.map { "\($0): Swift.Int" }.joined(separator: ", ") + ")"
                out.line("case \(place.identifier)\(payload)")
            }
            if !places.isEmpty { out.line("") }
            out.line("/// The name's place in the content.")
            out.open("\(a)var address: SnaplineRuntime.ContentAddress {")
            if places.isEmpty {
                out.line("switch self {}")
            } else {
                out.line("switch self {")
                for place in places {
                    let bindings = place.labels.isEmpty ? "" : "(" + place.labels.indices.map { "let i\($0)" }.joined(separator: ", ") + ")"
                    let indices = place.labels.indices.map { "i\($0)" }.joined(separator: ", ")
                    out.line("case .\(place.identifier)\(bindings): SnaplineRuntime.ContentAddress(scope: \(place.scope), name: \(place.name), indices: [\(indices)])")
                }
                out.line("}")
            }
            out.close("}")
            out.close("}")
        }
        cases("Length", "SceneLength", content.lengths, doc: "/// The data lengths, with the indices of the data repeats around them (`.measure(.name(i: 3), 140)`).")
        out.line("")
        cases("Repeat", "SceneRepeat", content.repeats, doc: "/// The data repeats, with the indices of the data repeats around them (`.insert(3, at: 0, in: .name)`).")
        out.line("")
        out.line("/// The families by name, without indices: what `anchor(at:in:family:)` looks among.")
        out.open("\(a)enum FamilyName: SnaplineRuntime.SceneFamilyName {")
        for family in content.families { out.line("case \(family.identifier)") }
        if !content.families.isEmpty { out.line("") }
        out.line("/// The template the family stands for.")
        out.open("\(a)var template: Swift.Int {")
        if content.families.isEmpty {
            out.line("switch self {}")
        } else {
            out.line("switch self {")
            for family in content.families { out.line("case .\(family.identifier): \(family.template)") }
            out.line("}")
        }
        out.close("}")
        out.close("}")
    }

    /// An `insert` of typed elements per data repeat whose instances have data of their own.
    private func writeInserts(_ content: SwiftContentNames, namespace ns: String, to out: inout SwiftSourceText) {
        let a = out.access
        let typed = content.repeats.filter { $0.inner.map { !content.isCountOnly($0) } ?? false }
        guard !typed.isEmpty else { return }
        out.open("extension SnaplineRuntime.ContentChange where Scene == \(ns) {")
        for (k, place) in typed.enumerated() {
            guard let inner = place.inner else { continue }
            if k > 0 { out.line("") }
            out.line("/// Instances of `\(TextEscaper.swiftComment.escape(place.identifier))` inserted before the instance at `index`.")
            out.open("\(a)static func insert(_ elements: [\(ns).\(content.scopes[inner].path)], at index: Swift.Int, in place: \(ns).Repeat) -> Self {")
            out.line("do throws(SnaplineRuntime.LayoutFailure) {")
            out.line("    return .insert(instances: .success(try elements.map(\(ns).instance_\(inner))), at: index, in: place)")
            out.line("} catch {")
            out.line("    return .insert(instances: .failure(error), at: index, in: place)")
            out.line("}")
            out.close("}")
        }
        out.close("}")
        out.line("")
    }

    /// `instance_S` (scope `s`'s struct to the engine's instance) and `content_S` (back).
    private func writeConversions(_ s: Int, _ scope: SwiftContentNames.Scope, to out: inout SwiftSourceText) {
        out.open("fileprivate static func instance_\(s)(_ c: \(scope.path)) throws(SnaplineRuntime.LayoutFailure) -> SnaplineRuntime.SceneContent.Instance {")
        if scope.members.isEmpty {
            out.line("SnaplineRuntime.SceneContent.Instance(values: [])")
        } else {
            out.line("SnaplineRuntime.SceneContent.Instance(values: [")
            for member in scope.members {
                let name = SwiftSourceText.stringLiteral(member.name)
                switch member.kind {
                case .length: out.line("    try SnaplineRuntime.ContentValues.length(c.\(member.property), of: \(name)),")
                case .instances(_, true): out.line("    try SnaplineRuntime.ContentValues.count(c.\(member.property), of: \(name)),")
                case .instances(let inner, false): out.line("    SnaplineRuntime.ContentValues.instances(try c.\(member.property).map(instance_\(inner))),")
                }
            }
            out.line("])")
        }
        out.close("}")
        out.line("")
        out.open("private static func content_\(s)(_ i: SnaplineRuntime.SceneContent.Instance) -> \(scope.path) {")
        let arguments = scope.members.enumerated().map { k, member -> String in
            switch member.kind {
            case .length: "\(member.property): i.length(at: \(k))"
            case .instances(_, true): "\(member.property): i.instances(at: \(k)).count"
            case .instances(let inner, false): "\(member.property): i.instances(at: \(k)).map(content_\(inner))"
            }
        }
        out.line("\(scope.path)(\(arguments.joined(separator: ", ")))")
        out.close("}")
    }
}
