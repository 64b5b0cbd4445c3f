extension SwiftNames {
    /// Whether `SwiftNames(scene, diagnostics:)` would succeed, with the same diagnostics when it
    /// would not: what `check` asks of the generated Swift, without its cost when nothing collides.
    ///
    /// A scene has a name per node, and spelling each one as a `String` (with the dictionaries
    /// that compare them) was most of `check`'s instructions and memory. Here each id's spelling
    /// is made in one reused byte buffer and only its hash is kept (`DistinctSpellings`). When no
    /// two hashes meet, no two ids share a spelling, so the ids report nothing, and what is left
    /// (the viewports, the anchor points, a scene's data) is spelled as `init` does. When two
    /// meet (two ids that need their fallback spellings, or an error), or the scene's name is one
    /// the generated code uses, `init` itself runs, so its diagnostics come out as they always did.
    public static func check(_ scene: Scene, diagnostics: inout Diagnostics) -> Bool {
        let depths = scene.scrollDepths
        guard !typesUsed.contains(scene.name), idSpellingsDiffer(scene, depths: depths) else {
            return SwiftNames(scene, diagnostics: &diagnostics) != nil
        }
        let viewports = SwiftNameAssignment(viewportNames(scene), members: sceneCaseMembers, place: "\(scene.name).Viewport", diagnostics: &diagnostics)
        let points = SwiftNameAssignment(anchorPointNames(scene, depths: depths), members: anchorPointMembers, place: "\(scene.name).AnchorPoint", diagnostics: &diagnostics)
        guard viewports.identifiers != nil, points.identifiers != nil else { return false }
        guard scene.hasData else { return true }
        // Only a family without placeholders asks for the `Anchor` enum's cases: spelled then.
        var anchorCases: Set<String>?
        let content = SwiftContentNames(scene, isAnchorCase: { identifier in
            let cases = anchorCases ?? anchorIdentifiers(scene, depths: depths)
            anchorCases = cases
            return cases.contains(identifier)
        }, diagnostics: &diagnostics)
        return content != nil
    }

    /// True when the ids of the scroll containers and the anchors (the ids `init` spells
    /// together) have distinct primary spellings as far as their hashes tell; false when two
    /// hashes meet, which two equal spellings always do.
    static func idSpellingsDiffer(_ scene: Scene, depths: [Int32]) -> Bool {
        func isNamed(_ i: Int) -> Bool { scene.nodes[i].kind == .scroll || (depths[i] > 0 && scene.id(of: i) != nil) }
        var count = 0
        for i in scene.nodes.indices where isNamed(i) { count += 1 }
        var spellings = DistinctSpellings(expected: count)
        var spelling: [UInt8] = []
        spelling.reserveCapacity(64)
        for i in scene.nodes.indices where isNamed(i) {
            SwiftIdentifier.usablePrimaryBytes(scene.id(of: i) ?? "", avoiding: sceneCaseMemberBytes, into: &spelling)
            guard spellings.insert(spelling) else { return false }
        }
        return true
    }

    /// The `Anchor` enum's identifiers when no two ids share a primary spelling.
    private static func anchorIdentifiers(_ scene: Scene, depths: [Int32]) -> Set<String> {
        var identifiers: Set<String> = []
        for i in scene.nodes.indices where depths[i] > 0 {
            guard let id = scene.id(of: i) else { continue }
            identifiers.insert(SwiftIdentifier.usable(SwiftIdentifier.primary(id), avoiding: sceneCaseMembers))
        }
        return identifiers
    }

    /// `sceneCaseMembers` as bytes, for `usablePrimaryBytes`.
    static let sceneCaseMemberBytes = sceneCaseMembers.map { Array($0.utf8) }
}

extension SwiftIdentifier {
    /// The bytes of `usable(primary(name), avoiding: members)` without the backticks around a
    /// keyword, in `out` (emptied first). Two names get the same bytes exactly when they get the
    /// same identifier: backticks go around a keyword and nothing else, and no spelling holds one.
    static func usablePrimaryBytes(_ name: String, avoiding members: [[UInt8]], into out: inout [UInt8]) {
        out.removeAll(keepingCapacity: true)
        var name = name
        let ascii = name.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
            appendPrimaryOfASCII(bytes, to: &out)
            return true
        }
        if !ascii { out.append(contentsOf: primaryOfCharacters(name).utf8) }
        // As `usable`: nothing is `_`, a leading digit gets a `_` before it, `_` and a member one after.
        if out.isEmpty { out.append(UInt8(ascii: "_")) }
        if isDigit(out[0]) { out.insert(UInt8(ascii: "_"), at: 0) }
        if out == [UInt8(ascii: "_")] || members.contains(out) { out.append(UInt8(ascii: "_")) }
    }
}

/// Byte strings kept as their 64-bit hashes only, in one flat open-addressed table (linear
/// probing, at most half full), to learn whether any two of them are equal without keeping them.
/// Equal strings always meet; different ones meet only if their hashes do, so a meeting means
/// "maybe", for the caller to settle with the strings themselves. The hash is seeded at random
/// (`IDTable.wideHash`), so a file cannot be written to make its names meet.
struct DistinctSpellings {
    private var slots: [UInt64]
    private let mask: Int
    private let seed = UInt64.random(in: .min ... .max)

    /// A table for `expected` strings.
    init(expected: Int) {
        var size = 16
        while size / 2 < expected { size *= 2 }
        slots = [UInt64](repeating: 0, count: size)
        mask = size - 1
    }

    /// Records `bytes`; false when its hash was recorded before (the table then stays as it was).
    mutating func insert(_ bytes: [UInt8]) -> Bool {
        // 0 marks an empty slot.
        let hash = max(1, bytes.withUnsafeBufferPointer { IDTable.wideHash($0, seed: seed) })
        var i = Int(truncatingIfNeeded: hash) & mask
        while slots[i] != 0 {
            if slots[i] == hash { return false }
            i = (i + 1) & mask
        }
        slots[i] = hash
        return true
    }
}
