#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The source lines a text report prints under its diagnostics, and only those: the file is
/// read again in pieces and lines are counted as `SourceLines` counts them (libyaml's line
/// breaks), keeping the bytes of the lines asked for. What is held is those lines and one
/// piece, whatever the size of the file.
public struct SourceExcerpts: SourceLineLookup, Sendable {
    /// The lines kept, ascending; line `numbers[k]` is line `k` of `kept`.
    private var numbers: [Int] = []
    /// The kept lines, each ended by a line feed (no kept line holds one), and their columns.
    private var kept = LineIndex([], breaks: .protocolLines)

    /// Line `number` without its line break, or nil when it was not asked for (or the file
    /// has fewer lines).
    public func line(_ number: Int) -> String? {
        keptLine(number).map { String(decoding: kept.text($0), as: UTF8.self) }
    }

    public func shownLine(_ number: Int, column: Int) -> (text: String, column: Int)? {
        keptLine(number).map { ShownLine.window(kept, line: $0, column: column) }
    }

    /// Where line `number` is in `kept`, when it was kept.
    private func keptLine(_ number: Int) -> Int? {
        var (low, high) = (0, numbers.count)
        while low < high {
            let mid = (low + high) / 2
            if numbers[mid] < number { low = mid + 1 } else { high = mid }
        }
        return low < numbers.count && numbers[low] == number ? low : nil
    }

    /// The default piece: large enough that the reads cost little, small beside any scene
    /// with enough diagnostics for the re-read to matter.
    public static let defaultPieceSize = 1 << 16

    /// Lines `wanted` (any order, repeats allowed) of the open regular file `fd`, which must
    /// read as exactly `size` bytes, read from its start `pieceSize` bytes at a time; reading
    /// stops after the last line wanted. nil when a read fails or the file reads as more or
    /// fewer than `size` bytes (it changed).
    static func read(_ fd: Int32, size: Int, lines wanted: [Int], pieceSize: Int = defaultPieceSize) -> SourceExcerpts? {
        let wanted = Array(Set(wanted.filter { $0 >= 1 })).sorted()
        var collector = Collector(wanted: wanted)
        guard !wanted.isEmpty else { return collector.excerpts }
        let pieceSize = max(1, pieceSize)
        // What the scanner left of the last piece (at most 3 bytes) opens the buffer.
        var buffer = [UInt8](repeating: 0, count: pieceSize + 3)
        var kept = 0
        var total = 0
        while true {
            let n = buffer.withUnsafeMutableBytes { b in b.baseAddress.map { Glibc_read(fd, $0 + kept, pieceSize) } ?? -1 }
            if n < 0 {
                if errno == EINTR { continue }
                return nil
            }
            total += n
            // Longer or shorter than the file that was checked: not the same file any more.
            if total > size || (n == 0 && total < size) { return nil }
            let count = kept + n
            let scanned = buffer.withUnsafeBufferPointer { collector.scan(UnsafeBufferPointer(rebasing: $0[0 ..< count]), atEnd: n == 0) }
            if n == 0 || collector.isDone { return collector.excerpts }
            kept = count - scanned
            if kept > 0 { buffer.withUnsafeMutableBufferPointer { b in b.baseAddress.map { $0.update(from: $0 + scanned, count: kept) } } }
        }
    }

    /// Keeps the text of the wanted lines as the scanner finds it.
    private struct Collector {
        let wanted: [Int]
        var next = 0
        var scanner = LineScanner()
        var numbers: [Int] = []
        var text: [UInt8] = []

        init(wanted: [Int]) { self.wanted = wanted }

        var isDone: Bool { next == wanted.count }

        /// The lines kept so far, indexed.
        var excerpts: SourceExcerpts {
            var excerpts = SourceExcerpts()
            excerpts.numbers = numbers
            excerpts.kept = LineIndex(text, breaks: .protocolLines)
            return excerpts
        }

        mutating func scan(_ b: UnsafeBufferPointer<UInt8>, atEnd: Bool) -> Int {
            var scanner = self.scanner
            defer { self.scanner = scanner }
            return scanner.scan(b, atEnd: atEnd) { line, range, ends in
                guard next < wanted.count, wanted[next] == line else { return }
                text.append(contentsOf: b[range])
                if ends {
                    numbers.append(line)
                    text.append(0x0A)
                    next += 1
                }
            }
        }
    }
}
