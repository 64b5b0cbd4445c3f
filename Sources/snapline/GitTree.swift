import SnaplineCore

/// One commit's tree as `diff --base` reads it: listed once (`git ls-tree -r`), the targets of
/// its symbolic links read all together by one `git cat-file --batch` when the first link is
/// followed, and links resolved from that listing in memory, within one budget of hops for the
/// whole run. (It used to run `git cat-file` once per hop and scan the tree for each: 100
/// committed links took 12.7 s.)
final class GitTree {
    let files: [Git.File]
    /// Each file's index in `files`, by its path.
    private let byPath: [[UInt8]: Int]
    /// The text of every link of the tree (by object), read on first use.
    private var linkTexts: [String: [UInt8]]?
    /// Hops a link may take to a file (as the kernel's limit on nested links).
    static let hopsPerLink = 40
    /// Hops every link of the run may take together.
    static let hopBudget = 100_000
    private(set) var hopsLeft = GitTree.hopBudget
    /// A link's text longer than this is not a path to a scene.
    static let maximumLinkSize = 4096

    init(_ files: [Git.File]) {
        self.files = files
        var byPath: [[UInt8]: Int] = [:]
        byPath.reserveCapacity(files.count)
        for (k, file) in files.enumerated() { byPath[file.path] = k }
        self.byPath = byPath
    }

    /// The regular file the symbolic link `link` leads to, when every step stays below
    /// `directory` (repository paths; empty: anywhere in the repository); nil otherwise, or
    /// when the link's text cannot be read or the run's budget of hops is spent.
    func linked(_ link: Git.File, inside directory: [UInt8]) -> Git.File? {
        var current = link
        for _ in 0 ..< Self.hopsPerLink where !current.isRegular {
            guard hopsLeft > 0 else { return nil }
            hopsLeft -= 1
            guard current.size < Self.maximumLinkSize, let text = linkText(current.object), text.first != slash else { return nil }
            let path = BaseScenes.normalized(current.path.split(separator: slash).dropLast().map(Array.init), text)
            guard let next = byPath[path].map({ files[$0] }), directory.isEmpty || path.starts(with: directory + [slash]) else { return nil }
            current = next
        }
        return current.isRegular ? current : nil
    }

    private func linkText(_ object: String) -> [UInt8]? {
        if linkTexts == nil {
            var objects: [String] = []
            var seen: Set<String> = []
            for file in files where !file.isRegular && file.size < Self.maximumLinkSize && seen.insert(file.object).inserted { objects.append(file.object) }
            linkTexts = Git.batch(objects) ?? [:]
        }
        return linkTexts?[object]
    }

    private let slash = UInt8(ascii: "/")
}

/// The scene files of a commit that `diff --base` compares, read by `git cat-file --batch` in
/// the order they are compared: the first read takes the next files in that order too, up to
/// `batchBytes` (so one process reads them all unless they are large), and a file's bytes are
/// given up once handed out as many times as it is listed (links make one file several scenes).
final class GitBlobs {
    private let order: [(object: String, size: Int)]
    /// The first entry of `order` not fetched yet.
    private var next = 0
    private var uses: [String: Int] = [:]
    private var sizes: [String: Int] = [:]
    private var fetched: [String: [UInt8]] = [:]
    /// Bytes one batch may hold (a file larger than this is read alone).
    static let batchBytes = 64 << 20

    /// `order`: the files' objects and sizes, in the order they will be read.
    init(order: [(object: String, size: Int)]) {
        self.order = order
        for entry in order {
            uses[entry.object, default: 0] += 1
            sizes[entry.object] = entry.size
        }
    }

    /// The bytes of `object`, or nil when git cannot give them.
    func bytes(_ object: String) -> [UInt8]? {
        if fetched[object] == nil {
            var batch = [object]
            var inBatch: Set<String> = [object]
            var total = sizes[object] ?? 0
            while next < order.count {
                let entry = order[next]
                if fetched[entry.object] == nil && !inBatch.contains(entry.object) {
                    guard total + entry.size <= Self.batchBytes else { break }
                    batch.append(entry.object)
                    inBatch.insert(entry.object)
                    total += entry.size
                }
                next += 1
            }
            guard let contents = Git.batch(batch) else { return nil }
            fetched.merge(contents) { $1 }
        }
        guard let bytes = fetched[object] else { return nil }
        uses[object, default: 1] -= 1
        if uses[object, default: 0] <= 0 { fetched[object] = nil }
        return bytes
    }
}
