#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

extension FileSystem {
    /// Spans handed to one `writev(2)` call at most (far below `IOV_MAX`, 1024 on Linux).
    package static let maxSpansPerWrite = 64

    /// Writes every byte of `spans`, in order, with one `writev(2)` per ``maxSpansPerWrite`` spans
    /// (the kernel copies straight from each span: nothing is gathered into a buffer first),
    /// retrying short writes and interruptions.
    package static func writeAll(_ descriptor: Int32, _ spans: [Data]) -> Result<Void, SystemError> {
        var start = 0
        while start < spans.count {
            let end = min(spans.count, start + maxSpansPerWrite)
            var vectors: [iovec] = []
            vectors.reserveCapacity(end - start)
            let result = withVectors(spans[start..<end], collected: &vectors) { vectors in writeVectors(descriptor, &vectors) }
            if case .failure = result { return result }
            start = end
        }
        return .success(())
    }

    /// Appends an `iovec` for each span to `vectors` and calls `body` once all are there: each
    /// span's bytes are borrowed inside its own `withUnsafeBytes`, so every pointer is valid
    /// during `body`.
    private static func withVectors(
        _ spans: ArraySlice<Data>, collected vectors: inout [iovec],
        _ body: (inout [iovec]) -> Result<Void, SystemError>
    ) -> Result<Void, SystemError> {
        guard let first = spans.first else { return body(&vectors) }
        return first.withUnsafeBytes { bytes in
            if !bytes.isEmpty {
                vectors.append(iovec(iov_base: UnsafeMutableRawPointer(mutating: bytes.baseAddress), iov_len: bytes.count))
            }
            return withVectors(spans.dropFirst(), collected: &vectors, body)
        }
    }

    /// `writev` until every vector is written, advancing past what each call took.
    private static func writeVectors(_ descriptor: Int32, _ vectors: inout [iovec]) -> Result<Void, SystemError> {
        var next = 0
        while next < vectors.count {
            let written = vectors[next...].withUnsafeBufferPointer { remaining in
                writev(descriptor, remaining.baseAddress, Int32(remaining.count))
            }
            if written < 0 {
                if errno == EINTR { continue }
                return .failure(SystemError(errno))
            }
            var left = written
            while next < vectors.count, left >= vectors[next].iov_len {
                left -= vectors[next].iov_len
                next += 1
            }
            if left > 0 {
                vectors[next].iov_base += left
                vectors[next].iov_len -= left
            }
        }
        return .success(())
    }

    /// Allocates `byteCount` bytes for the file of `descriptor` from its start
    /// (`posix_fallocate`, a single `fallocate(2)` on Linux file systems that have it: ext4, XFS,
    /// Btrfs, tmpfs), so that writing it later does not allocate blocks piece by piece, and a
    /// full disk is found before any work.
    package static func reserve(_ descriptor: Int32, byteCount: UInt64) -> Result<Void, SystemError> {
        guard byteCount > 0 else { return .success(()) }
        var code: Int32
        repeat {
            code = posix_fallocate(descriptor, 0, off_t(byteCount))
        } while code == EINTR
        return code == 0 ? .success(()) : .failure(SystemError(code))
    }
}
