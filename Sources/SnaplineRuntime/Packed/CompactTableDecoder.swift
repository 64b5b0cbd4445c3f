/// Why a packed table could not be read: the byte offset in the text where reading stopped, and
/// what was expected there.
public struct PackedTableError: Error, Hashable, Sendable, CustomStringConvertible {
    public var offset: Int
    public var message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    public var description: String { "packed table, byte \(offset): \(message)" }
}

extension CompactTable {
    /// Reads a table written by `SnaplineTable.packed()` (format: see `PackedTable.swift`; versions
    /// 1 to 3). Linear in the text; any malformed input (wrong header, bad count, index, code or
    /// number, non-finite number, bad escape, truncated or trailing data) throws instead of trapping.
    public init(packed text: String) throws(PackedTableError) {
        var bytes = text
        let result: Result<CompactTable, PackedTableError> = bytes.withUTF8 { bytes in
            var decoder = CompactTableDecoder(reader: PackedTableReader(bytes: bytes))
            do throws(PackedTableError) {
                return .success(try decoder.readTable())
            } catch {
                return .failure(error)
            }
        }
        self = try result.get()
    }

    /// Reads the packed text a generated file embeds (see `init(packed:)`). That text is written by
    /// `snapline` and checked when it is generated, so it is malformed only if the generated file
    /// was edited by hand: then this stops the program with the reason (regenerate the file).
    @inline(never)
    public init(generated text: String) {
        do {
            self = try CompactTable(packed: text)
        } catch {
            preconditionFailure("snapline: the generated table is malformed (\(error)); regenerate the file")
        }
    }
}

extension SnaplineTable {
    /// Reads a table written by `packed()` (see `CompactTable.init(packed:)`, which this builds the
    /// nested values from).
    public init(packed text: String) throws(PackedTableError) {
        self = try CompactTable(packed: text).table
    }

    /// Reads the packed text a generated file embeds (see `CompactTable.init(generated:)`).
    public init(generated text: String) {
        self = CompactTable(generated: text).table
    }
}

/// Reads the packed text into `CompactTable`'s flat arrays: no value per anchor, target or link
/// is allocated.
struct CompactTableDecoder {
    var reader: PackedTableReader
    var version = 2
    var stringCount = 0
    var kinds: [CompactTable.Kind] = []

    mutating func readTable() throws(PackedTableError) -> CompactTable {
        // Indices and counts are stored as Int32: every one is below the text's length.
        guard reader.bytes.count <= Int(Int32.max) else { throw reader.error("expected a text under 2 GB") }
        version = try readHeader()
        let countStart = reader.position
        guard let countLine = reader.readLine(), let count = PackedTableReader.integer(countLine), count >= 0 else {
            throw PackedTableError(offset: countStart, message: "expected the number of strings")
        }
        var list: [String] = []
        list.reserveCapacity(min(count, reader.bytes.count - reader.position))
        for _ in 0..<count {
            let lineStart = reader.position
            guard let line = reader.readLine() else {
                throw PackedTableError(offset: lineStart, message: "expected \(count) string lines")
            }
            list.append(try reader.unescaped(line))
        }
        stringCount = count
        let strings = CompactTable.Strings(list: list)

        let scene = try reader.readIndex(below: count, of: "string")
        if version >= 2 {
            let kindCount = try reader.readCount()
            kinds.reserveCapacity(min(kindCount, reader.remainingCapacity))
            for _ in 0..<kindCount {
                let name = try reader.readIndex(below: count, of: "string")
                kinds.append(CompactTable.Kind(
                    name: Int32(name), x: try reader.readNumber(), y: try reader.readNumber(),
                    extraX: try reader.readNumber(), extraY: try reader.readNumber()))
            }
        }
        let viewportCount = try reader.readCount()
        var viewports: [CompactTable.Viewport] = []
        viewports.reserveCapacity(min(viewportCount, reader.remainingCapacity))
        for _ in 0..<viewportCount { viewports.append(try readViewport()) }
        reader.skipWhitespace()
        guard reader.position == reader.bytes.count else { throw reader.error("expected the end of the table") }
        let kindNames = kinds.map { strings.string($0.name) }
        return CompactTable(strings: strings, scene: Int32(scene), kinds: kinds, kindNames: kindNames, viewports: viewports)
    }

    mutating func readHeader() throws(PackedTableError) -> Int {
        if let line = reader.readLine() {
            for version in [1, 2, 3] where line.elementsEqual(SnaplineTable.packedHeader(version: version).utf8) { return version }
        }
        throw PackedTableError(offset: 0, message: "expected the header '\(SnaplineTable.packedHeader(version: 3))' (or version 1 or 2)")
    }

    mutating func readString() throws(PackedTableError) -> Int32 {
        Int32(try reader.readIndex(below: stringCount, of: "string"))
    }

    mutating func readViewport() throws(PackedTableError) -> CompactTable.Viewport {
        let name = try readString()
        let width = try reader.readNumber()
        let height = try reader.readNumber()
        let rightToLeft = try reader.readCode(2) == 1
        var viewport = CompactTable.Viewport(name: name, width: width, height: height, rightToLeft: rightToLeft)
        let containerCount = try reader.readCount()
        viewport.containers.reserveCapacity(min(containerCount, reader.remainingCapacity))
        for _ in 0..<containerCount { try readContainer(into: &viewport) }
        // Backwards, assigning: the first in document order wins, each id hashed once.
        viewport.anchorOfString.reserveCapacity(viewport.anchorIDs.count)
        for (slot, id) in viewport.anchorIDs.enumerated().reversed() { viewport.anchorOfString[id] = Int32(slot) }
        return viewport
    }

    mutating func readContainer(into viewport: inout CompactTable.Viewport) throws(PackedTableError) {
        let id = try readString()
        let parent = try reader.readIndex(below: stringCount, of: "string", orNone: true)
        let axis: TableContainer.Axis = try reader.readCode(2) == 0 ? .vertical : .horizontal
        let maxOffset = try reader.readNumber()
        let initialOffset = try reader.readNumber()
        let behavior: TableContainer.Behavior = switch try reader.readCode(3) {
        case 0: .none
        case 1: .paging
        default: .viewAligned
        }
        let snapAlign: TableContainer.SnapAlign = switch try reader.readCode(3) {
        case 0: .start
        case 1: .center
        default: .end
        }
        let limit: TableContainer.Limit = switch try reader.readCode(3) {
        case 0: .never
        case 1: .alwaysByOne
        default: .alwaysByFew(try reader.readInteger())
        }
        let stopStart = viewport.stops.count
        for _ in 0..<(try reader.readCount()) { viewport.stops.append(try reader.readNumber()) }
        let anchorStart = viewport.anchorIDs.count
        for _ in 0..<(try reader.readCount()) { try readAnchor(into: &viewport) }
        viewport.containers.append(CompactTable.Container(
            id: id, parent: Int32(parent), axis: axis, maxOffset: maxOffset, initialOffset: initialOffset,
            behavior: behavior, snapAlign: snapAlign, limit: limit,
            stops: stopStart..<viewport.stops.count, anchors: anchorStart..<viewport.anchorIDs.count))
    }

    mutating func readAnchor(into viewport: inout CompactTable.Viewport) throws(PackedTableError) {
        let id = try readString()
        viewport.anchorIDs.append(id)
        if version >= 3, try reader.readCode(2) == 1 {
            viewport.anchorFrames += [try reader.readNumber(), try reader.readNumber(), try reader.readNumber(), try reader.readNumber()]
        } else {
            viewport.anchorFrames += [.nan, .nan, .nan, .nan]
        }
        for _ in 0..<(try reader.readCount()) {
            viewport.targetKinds.append(try readKind())
            for _ in 0..<(try reader.readCount()) {
                viewport.linkContainers.append(try readString())
                if version == 1 {
                    viewport.linkOffsets.append(try reader.readNumber())
                    viewport.linkRaws.append(try reader.readNumber())
                    continue
                }
                let offset = try reader.readNumber(slash: true)
                viewport.linkOffsets.append(offset)
                if reader.position < reader.bytes.count, reader.bytes[reader.position] == UInt8(ascii: "/") {
                    reader.position += 1
                    guard reader.position < reader.bytes.count, !PackedTableReader.isWhitespace(reader.bytes[reader.position]) else {
                        throw reader.error("expected a number after '/'")
                    }
                    viewport.linkRaws.append(try reader.readNumber())
                } else {
                    viewport.linkRaws.append(offset)
                }
            }
            viewport.linkStarts.append(Int32(truncatingIfNeeded: viewport.linkOffsets.count))
        }
        viewport.targetStarts.append(Int32(truncatingIfNeeded: viewport.targetKinds.count))
    }

    /// Version 2: an index into the kinds. Version 1: the kind written out (name, unit point,
    /// extra offset), found among those seen so far or added.
    mutating func readKind() throws(PackedTableError) -> Int32 {
        if version >= 2 { return Int32(try reader.readIndex(below: kinds.count, of: "target kind")) }
        let kind = CompactTable.Kind(
            name: try readString(), x: try reader.readNumber(), y: try reader.readNumber(),
            extraX: try reader.readNumber(), extraY: try reader.readNumber())
        // Bit patterns, so that -0 and 0 stay apart (a table round-trips bit for bit).
        if let index = kinds.firstIndex(where: { $0.sameBits(as: kind) }) { return Int32(index) }
        kinds.append(kind)
        return Int32(kinds.count - 1)
    }
}
