/// "Did you mean" for misspelled keys and names: the closest candidate by edit distance, when it is
/// close enough to be a plausible typo.
public enum Suggestion {
    /// The candidate closest to `word`, or nil when none is plausibly what was meant.
    ///
    /// Distance is the optimal-string-alignment edit distance (a transposition counts as one edit)
    /// over the lowercased text, so `widht`, `Width` and `wdth` all find `width`. A candidate is
    /// close when at most about a third of the word differs, and never when every character does.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        guard word.utf8.count <= 64 else { return nil }  // not a typo of a key; and keeps the work small
        let typed = Array(word.lowercased().unicodeScalars)
        guard !typed.isEmpty else { return nil }
        let limit = max(1, (typed.count + 2) / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let d = distance(typed, Array(candidate.lowercased().unicodeScalars))
            guard d <= limit, d < typed.count else { continue }
            if let current = best, current.distance <= d { continue }
            best = (candidate, d)
        }
        return best?.name
    }

    /// Words people write for a key that is spelled differently here.
    package static let synonyms: [String: String] = [
        "left": "leading", "right": "trailing", "start": "leading", "end": "trailing",
        "margin": "scrollMargin", "gap": "spacing", "direction": "axis",
    ]

    /// `closest(to:among:)`, or a known synonym of `word` when it is among the candidates.
    package static func forKey(_ word: String, among candidates: [String]) -> String? {
        if let closest = closest(to: word, among: candidates) { return closest }
        if let synonym = synonyms[word], candidates.contains(synonym) { return synonym }
        return nil
    }

    /// Optimal string alignment distance between two scalar arrays.
    package static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        var previous2 = [Int](repeating: 0, count: width)
        var previous = Array(0 ... b.count)
        var current = [Int](repeating: 0, count: width)
        for i in 1 ... a.count {
            current[0] = i
            for j in 1 ... b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d = min(d, previous2[j - 2] + 1)
                }
                current[j] = d
            }
            swap(&previous2, &previous)
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

extension Array where Element == String {
    /// "`a`, `b` or `c`" for messages.
    package var quotedAlternatives: String {
        let quoted = map { "`\($0)`" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
    }
}
