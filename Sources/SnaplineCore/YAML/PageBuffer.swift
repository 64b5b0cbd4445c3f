#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Buffers of whole pages, mapped and unmapped directly, whose interior pages can be given back
/// to the system while the buffer stays in use (`discard`): the tape's decoded part is released
/// that way while the rest of the file is read.
///
/// Capacity that is never written costs address space only. A discarded page reads as zeros if
/// it is ever read again (nothing does: see `TapeStream`).
enum PageBuffer {
    static let pageSize = max(4096, Int(sysconf(Int32(_SC_PAGESIZE))))

    static func allocate<T>(_ type: T.Type, capacity: Int) -> UnsafeMutablePointer<T> {
        let bytes = max(1, capacity) * MemoryLayout<T>.stride
        let mapped = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        // Like any allocation that the system refuses, running out of address space stops the
        // program (the input size limit keeps a tape's reservation far below that).
        guard let mapped, mapped != MAP_FAILED else { preconditionFailure("out of memory mapping \(bytes) bytes") }
        return mapped.bindMemory(to: T.self, capacity: max(1, capacity))
    }

    static func deallocate<T>(_ buffer: UnsafeMutablePointer<T>, capacity: Int) {
        deallocate(UnsafeMutableRawPointer(buffer), bytes: max(1, capacity) * MemoryLayout<T>.stride)
    }

    static func deallocate(_ buffer: UnsafeMutableRawPointer, bytes: Int) {
        munmap(buffer, bytes)
    }

    /// Gives back the whole pages inside `bytes` bytes from `start` (their content is lost).
    static func discard(_ start: UnsafeMutableRawPointer, bytes: Int) {
        #if os(Linux)
        let first = (Int(bitPattern: start) + pageSize - 1) / pageSize * pageSize
        let end = (Int(bitPattern: start) + bytes) / pageSize * pageSize
        guard end > first, let page = UnsafeMutableRawPointer(bitPattern: first) else { return }
        madvise(page, end - first, MADV_DONTNEED)
        #endif
    }
}
