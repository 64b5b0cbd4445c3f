import SnaplineCore
import SnaplineLayout

/// libFuzzer entry point for content that changes (`LiveLayout`): the input's bytes pick a scene
/// (a chat at its newest message, or a menu with nested data repeats and a horizontal bar, left to
/// right or right to left), a small first content, then a sequence of updates and queries:
/// measure (any bit pattern, or nil), insert and remove at any index and count, replace, each
/// kept or not at any offset of any container, the anchor at an offset of any family and unit
/// point, and the bounds of any anchor's target; addresses are sometimes ones the content has
/// not. After every step it traps when an update that throws changed the layout or its content,
/// an update that succeeded gives a layout whose JSON differs from a fresh `LiveLayout` of the
/// content it now has, a returned offset is not finite or outside [0, M], or a target's bounds do
/// not hold its offset now (the scenes' previews lie between their `min` and `max`).
let chatText = """
    scene: Chat
    viewports:
      - {name: phone, width: 390, height: 844}
    anchors: [top, bottom]
    root:
      scroll: thread
      initialAnchor: bottom
      padding: 8
      spacing: 8
      children:
        - repeat: {data: messages, preview: 20}
          item: "msg-{i}"
          height: {data: bubbleHeight, preview: 60, min: 40, max: 400}
    """
let menuText = """
    scene: Menu
    viewports:
      - {name: phone, width: 390, height: 844}
    anchors: [top, center]
    root:
      vstack:
      children:
        - scroll: chips
          axis: horizontal
          height: 44
          spacing: 8
          children:
            - repeat: {data: chips, preview: 4}
              item: "chip-{i}"
              width: {data: chipWidth, preview: 80, min: 40}
        - scroll: menu
          padding: 16
          spacing: 24
          children:
            - repeat: {data: sections, preview: 3}
              index: s
              vstack: "section-{s}"
              spacing: 12
              children:
                - {item: "section-{s}-title", height: {data: titleHeight, preview: 28}}
                - repeat: {data: dishes, preview: 2}
                  item: "dish-{s}-{i}"
                  height: {data: dishHeight, preview: 96, min: 72, max: 240}
            - item: footer
              height: 120
    """

/// A scene as a generated file carries it: decoded, then through its compact text (what the
/// runtime lays out).
func scene(_ text: String) -> Scene {
    var diagnostics = Diagnostics()
    guard let decoded = Compiler().decode(Array(text.utf8), diagnostics: &diagnostics),
          let scene = try? CompactSceneReader.scene(CompactScene.text(of: decoded)), scene.templates != nil
    else { fatalError("a fuzz scene does not decode: \(diagnostics.all)") }
    return scene
}
let scenes = [scene(chatText), scene(menuText)]
/// Small, so an insert can go past it (and throw).
let maximumNodes = 1200

/// The input's bytes, read front to back; zeros once they are used up.
struct Bytes {
    let bytes: [UInt8]
    var at = 0
    var isEmpty: Bool { at >= bytes.count }
    mutating func byte() -> Int {
        defer { at += 1 }
        return at < bytes.count ? Int(bytes[at]) : 0
    }
    mutating func int(_ n: Int) -> Int { n <= 0 ? 0 : byte() % n }
    mutating func bits() -> Double {
        var value: UInt64 = 0
        for _ in 0 ..< 8 { value = value << 8 | UInt64(byte()) }
        return Double(bitPattern: value)
    }
    /// A length: nil, a small one, or any bit pattern (NaN, infinities, negative, huge).
    mutating func length() -> Double? {
        switch int(8) {
        case 0: return nil
        case 1: return bits()
        default: return Double(byte() * 2) + Double(int(4)) / 4
        }
    }
    /// A number near `range`, or any bit pattern.
    mutating func index(_ count: Int) -> Int {
        switch int(16) {
        case 0: return -1 - int(3)
        case 1: return Int(truncatingIfNeeded: UInt64(bits().bitPattern))
        case 2: return count + int(3)
        default: return int(count + 1)
        }
    }
    /// An offset of a container whose range is [0, m]: inside it mostly, else anything.
    mutating func offset(_ m: Double) -> Double {
        switch int(8) {
        case 0: return bits()
        case 1: return m
        case 2: return 0
        default: return m * Double(byte()) / 255
        }
    }
}

/// A content of `scope` with counts and lengths from the input (instances at most `budget`).
func instance(_ shape: ContentShape, scope: Int, _ input: inout Bytes, budget: inout Int, depth: Int = 0) -> SceneContent.Instance {
    SceneContent.Instance(values: shape.scopes[scope].names.map { name in
        switch name.kind {
        case .length:
            let length = input.length()
            return .length(length.map { $0.isFinite && $0 >= 0 ? $0 : 0 })
        case .instances(let inner):
            let count = min(input.int(depth == 0 ? 12 : 6), max(0, budget))
            budget -= count
            return .instances((0 ..< count).map { _ in instance(shape, scope: inner, &input, budget: &budget, depth: depth + 1) })
        }
    })
}

/// Every length and data repeat address in `content`, document order.
func addresses(_ shape: ContentShape, _ i: SceneContent.Instance, scope: Int, indices: [Int], lengths: inout [ContentAddress], repeats: inout [ContentAddress]) {
    for (k, (name, value)) in zip(shape.scopes[scope].names, i.values).enumerated() {
        let address = ContentAddress(scope: scope, name: k, indices: indices)
        switch (name.kind, value) {
        case (.length, _): lengths.append(address)
        case (.instances(let inner), .instances(let list)):
            repeats.append(address)
            for (n, element) in list.enumerated() {
                addresses(shape, element, scope: inner, indices: indices + [n], lengths: &lengths, repeats: &repeats)
            }
        default: break
        }
    }
}

/// One of `known`, or sometimes an address the content has not.
func pick(_ known: [ContentAddress], _ shape: ContentShape, _ input: inout Bytes) -> ContentAddress {
    if known.isEmpty || input.int(12) == 0 {
        let scope = input.int(shape.scopes.count + 1)
        return ContentAddress(scope: scope, name: input.int(4), indices: (0 ..< input.int(3)).map { _ in input.index(4) })
    }
    var address = known[input.int(known.count)]
    if input.int(10) == 0, !address.indices.isEmpty { address.indices[input.int(address.indices.count)] = input.index(8) }
    return address
}

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

/// Container `id`'s maximum offset in `laid`, if it has it.
func maxOffset(_ laid: LiveLayout.Laid, _ id: String) -> Double? {
    guard let c = laid.container(id: id), let g = laid.layout.containerIndex(ofNode: Int(laid.table.containers[c].node)) else { return nil }
    return laid.layout.containers[g].maxOffset
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLive(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = Bytes(bytes: data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    let which = input.int(scenes.count)
    let scene = scenes[which]
    guard let shape = scene.templates?.shape, let templateCount = scene.templates?.templates.count else { return 0 }
    let description = ViewportDescription(width: 390, height: 844, layoutDirection: input.int(2) == 0 ? .leftToRight : .rightToLeft)
    var budget = 200
    guard var live = try? LiveLayout(scene, description: description, content: SceneContent(root: instance(shape, scope: 0, &input, budget: &budget)), maximumNodes: maximumNodes) else {
        return 0
    }
    let containerIDs = which == 0 ? ["thread"] : ["chips", "menu"]
    let names = which == 0 ? ["top", "bottom"] : ["top", "center"]
    var steps = 0
    while !input.isEmpty, steps < 16 {
        steps += 1
        var lengths: [ContentAddress] = []
        var repeats: [ContentAddress] = []
        addresses(shape, live.content.root, scope: 0, indices: [], lengths: &lengths, repeats: &repeats)
        let laid = live.current
        let op = input.int(10)
        if op >= 7 {
            // Queries: the anchor at an offset, and a target's bounds.
            let id = input.int(8) == 0 ? "nowhere" : containerIDs[input.int(containerIDs.count)]
            let m = maxOffset(laid, id) ?? 0
            let points: [UnitPoint] = [.zero, .top, .bottom, .center, .trailing, UnitPoint(x: input.bits(), y: input.bits())]
            let hit = live.anchor(at: input.offset(m), in: id, family: input.int(templateCount + 2) - 1, unitPoint: points[input.int(points.count)])
            if let hit { check(laid.scene.id(of: hit.node) == hit.id, "the anchor at an offset is \(hit.id), its node's id another") }
            let anchors = laid.table.anchors
            let anchorID = anchors.isEmpty || input.int(10) == 0 ? "msg-999" : laid.scene.id(of: Int(anchors[input.int(anchors.count)].node)) ?? ""
            if let steps = live.bounds(of: anchorID, target: input.int(10) == 0 ? "nothing" : names[input.int(names.count)]) {
                for step in steps {
                    let m = maxOffset(laid, step.container) ?? -1
                    check(step.offset.isFinite && step.offset >= 0 && step.offset <= m, "bounds: the offset \(step.offset) of \(step.container) is outside [0, \(m)]")
                    check(step.lo.isFinite && step.lo >= 0 && step.hi.map { $0.isFinite && $0 >= step.lo } ?? true, "bounds: lo \(step.lo), hi \(String(describing: step.hi))")
                    check(step.lo <= step.offset + 1e-6 && (step.hi.map { step.offset <= $0 + 1e-6 } ?? true), "bounds: offset \(step.offset) outside lo \(step.lo), hi \(String(describing: step.hi)) of \(anchorID) in \(step.container)")
                }
            }
            continue
        }
        let update: ContentUpdate
        switch op {
        case 0, 1:
            update = .measure(pick(lengths, shape, &input), input.length())
        case 2, 3:
            let address = pick(repeats, shape, &input)
            let inner: Int
            if address.scope < shape.scopes.count, address.name < shape.scopes[address.scope].names.count,
               case .instances(let scope) = shape.scopes[address.scope].names[address.name].kind {
                inner = scope
            } else {
                inner = 1
            }
            // Up to 200, with nested instances of their own: sometimes past the limit.
            let count = input.int(4) == 0 ? input.int(201) : input.int(4)
            var budget = 40
            let one = inner < shape.scopes.count ? instance(shape, scope: inner, &input, budget: &budget, depth: 1) : SceneContent.Instance(values: [])
            let list = input.int(2) == 0 ? Array(repeating: one, count: count)
                : (0 ..< min(count, 20)).map { _ in inner < shape.scopes.count ? instance(shape, scope: inner, &input, budget: &budget, depth: 1) : one }
            update = .insert(list, at: input.index(8), in: address)
        case 4, 5:
            update = .remove(input.index(4), at: input.index(8), in: pick(repeats, shape, &input))
        default:
            var budget = 200
            update = .replace(SceneContent(root: instance(shape, scope: 0, &input, budget: &budget)))
        }
        let before = live
        let kept = input.int(3) != 0
        let id = input.int(8) == 0 ? "nowhere" : containerIDs[input.int(containerIDs.count)]
        let offset = input.offset(maxOffset(laid, id) ?? 0)
        do throws(LiveLayoutError) {
            if kept {
                let o = try live.update(update, keeping: id, at: offset)
                let m = maxOffset(live.current, id) ?? 0
                check(o.isFinite && o >= 0 && o <= m, "keeping \(id) at \(offset) gives \(o), outside [0, \(m)] after \(update)")
            } else {
                try live.update(update)
            }
        } catch {
            check(live.content == before.content && live.current.json == before.current.json, "an update that threw (\(error)) changed the layout: \(update)")
            continue
        }
        guard let fresh = try? LiveLayout(scene, description: description, content: live.content, maximumNodes: maximumNodes) else {
            fatalError("a fresh layout of the content an update made throws: \(update)")
        }
        check(fresh.current.json == live.current.json, "after \(update), the layout differs from a fresh one of its content")
    }
    return 0
}
