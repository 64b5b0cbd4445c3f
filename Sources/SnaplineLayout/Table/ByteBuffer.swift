/// A growable byte buffer appended to through a raw pointer: the JSON writer's output, where
/// `TextEscaper` writes, and where a lint rule that reports thousands of cases builds each
/// message (a `String` append costs several hundred instructions, this a copy).
///
/// The table of a large scene is hundreds of megabytes written in small pieces; an `Array` append
/// costs a uniqueness and a capacity check each, this a capacity check and a copy.
public final class ByteBuffer {
    private var base: UnsafeMutablePointer<UInt8>
    /// The number of bytes written (`count`).
    private var length = 0
    public var count: Int { length }
    private var capacity: Int

    public init(capacity: Int = 1 << 16) {
        self.capacity = max(capacity, JSONNumber.maximumLength)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// The bytes written so far (valid until the next append or `removeAll`).
    public var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: length) }

    public var array: [UInt8] { Array(UnsafeBufferPointer(start: base, count: length)) }

    public func removeAll() {
        length = 0
    }

    @inline(__always)
    package func reserve(_ n: Int) {
        if length + n > capacity { grow(length + n) }
    }

    private func grow(_ minimum: Int) {
        let newCapacity = max(minimum, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: length)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inline(__always)
    package func append(_ literal: StaticString) {
        let n = literal.utf8CodeUnitCount
        reserve(n)
        (base + length).update(from: literal.utf8Start, count: n)
        length += n
    }

    @inline(__always)
    package func append(_ byte: UInt8) {
        reserve(1)
        base[length] = byte
        length += 1
    }

    package func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        (base + length).update(from: source, count: bytes.count)
        length += bytes.count
    }

    /// `bytes` with `quote` before and after them (when there is one), reserved at once.
    @inline(__always)
    package func append(_ bytes: UnsafeBufferPointer<UInt8>, between quote: UInt8?) {
        reserve(bytes.count + 2)
        if let quote { base[length] = quote; length += 1 }
        if let source = bytes.baseAddress { (base + length).update(from: source, count: bytes.count) }
        length += bytes.count
        if let quote { base[length] = quote; length += 1 }
    }

    package func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    package func append(_ string: String) {
        var string = string
        string.withUTF8 { append($0) }
    }

    /// The bytes written so far as a string (they are UTF-8: literals and strings appended).
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// A number as the table prints it (`JSONNumber`).
    @inline(__always)
    package func append(number value: Double) {
        reserve(JSONNumber.maximumLength)
        length += JSONNumber.write(value, into: base + length)
    }
}
