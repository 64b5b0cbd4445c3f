import SnaplineLayout

/// libFuzzer entry point for the content file reader (`--content FILE`, the runtime's
/// `Content(json:)`): the input is a content file, read against a store menu's shape (sections
/// with a title height and dishes, each dish with a height; a header height; chips without data,
/// so a count is accepted) with a limit of 1 000 instances. Errors are fine; a trap is not, and
/// neither is a problem without a line and column, content given with an error (or none without
/// one), content of the wrong shape or past the limit, or a thrown error that is not the first
/// one reported.
let here = SourceLocation(line: 1, column: 1)
let shape: ContentShape = {
    func name(_ n: String, _ kind: ContentShape.Name.Kind) -> ContentShape.Name { ContentShape.Name(name: n, kind: kind, preview: 2, location: here) }
    var scene = ContentShape.Scope()
    scene.names = [name("sections", .instances(scope: 1)), name("headerHeight", .length), name("chips", .instances(scope: 3))]
    var section = ContentShape.Scope(parent: .init(scope: 0, name: 0))
    section.names = [name("titleHeight", .length), name("dishes", .instances(scope: 2))]
    var dish = ContentShape.Scope(parent: .init(scope: 1, name: 1))
    dish.names = [name("dishHeight", .length)]
    return ContentShape(scopes: [scene, section, dish, ContentShape.Scope(parent: .init(scope: 0, name: 2))])
}()
let limit = 1000

/// The instances below `instance` (of scope `scope`), checking that each value has its name's kind.
func instances(_ instance: SceneContent.Instance, scope: Int) -> Int {
    let names = shape.scopes[scope].names
    guard instance.values.count == names.count else { fatalError("an instance of scope \(scope) has \(instance.values.count) values") }
    var total = 0
    for (value, name) in zip(instance.values, names) {
        switch (value, name.kind) {
        case (.length(let v), .length):
            if let v, !(v.isFinite && v >= 0) { fatalError("a length of \(v)") }
        case (.instances(let list), .instances(let inner)):
            total += list.count
            for element in list { total += instances(element, scope: inner) }
        default:
            fatalError("a value of the wrong kind for `\(name.name)`")
        }
    }
    return total
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzContent(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let (content, diagnostics) = ContentFile.read(bytes, shape: shape, sceneName: "StoreMenu", maximumInstances: limit)
    for d in diagnostics.all where d.location == nil { fatalError("a content file problem without a position: \(d)") }
    guard (content == nil) == diagnostics.hasErrors else { fatalError("content \(content == nil ? "missing" : "given") with \(diagnostics.errorCount) errors") }
    if let content, instances(content.root, scope: 0) > limit { fatalError("more instances than the limit") }
    do {
        let decoded = try ContentFile.decode(bytes, shape: shape, sceneName: "StoreMenu", maximumInstances: limit)
        guard decoded == content else { fatalError("decode and read disagree") }
    } catch {
        guard let first = diagnostics.sorted(file: nil).first, let location = first.location,
              (error.line, error.column, error.message, error.code) == (Int(location.line), Int(location.column), first.message, first.code.rawValue)
        else { fatalError("the thrown error \(error) is not the first reported") }
    }
    return 0
}
