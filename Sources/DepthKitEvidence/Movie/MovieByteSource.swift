import DepthKitCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a movie's bytes come from: memory, or an open file read with `pread` at the offsets the
/// box reader asks for (a few dozen bytes per box; a movie of any size is never read whole).
enum MovieByteSource {
    /// Bytes in memory.
    case memory([UInt8])
    /// An open file and its size.
    case file(descriptor: Int32, size: Int)

    /// The total size, bytes.
    var size: Int {
        switch self {
        case .memory(let bytes): bytes.count
        case .file(_, let size): size
        }
    }

    /// Exactly `count` bytes at `offset` (`count` is small; the caller has checked the range).
    func read(at offset: Int, count: Int) throws(MovieBoxError) -> [UInt8] {
        switch self {
        case .memory(let bytes):
            return Array(bytes[offset..<offset + count])
        case .file(let descriptor, _):
            var buffer = [UInt8](repeating: 0, count: count)
            switch buffer.withUnsafeMutableBytes({ FileSystem.fill(descriptor, $0, at: UInt64(offset)) }) {
            case .success(count): return buffer
            // The file ended before the size fstat gave it: it shrank while being read.
            case .success: throw .unreadable(.readFailed(errno: EIO))
            case .failure(let error): throw .unreadable(.readFailed(errno: error.code))
            }
        }
    }

    /// Opens the file at `path` and runs `body` with it, closing it afterwards.
    static func withFile<Result>(
        _ path: String, _ body: (MovieByteSource) throws(MovieBoxError) -> Result
    ) throws(MovieBoxError) -> Result {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(InputReadError(openFailureErrno: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(.readFailed(errno: errno)) }
        if (status.st_mode & S_IFMT) == S_IFDIR { throw .unreadable(.isDirectory) }
        return try body(.file(descriptor: descriptor, size: Int(status.st_size)))
    }
}
