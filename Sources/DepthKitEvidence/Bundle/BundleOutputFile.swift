import DepthKitCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The bundle being written: a temporary file (`.~depthkit-<random>.tmp`, mode 0600) next to
/// the final path, renamed over it by ``commit()`` once complete, removed by ``discard()``
/// otherwise, so a reader never sees a partial bundle.
final class BundleOutputFile {
    /// The final path.
    let path: String
    private let temporaryPath: String
    private var descriptor: Int32
    private let syncsToStorage: Bool

    /// Creates the temporary file next to `path`.
    init(path: String, syncsToStorage: Bool) throws(BundleError) {
        let directory = FileSystem.directory(containing: path)
        self.path = path
        self.syncsToStorage = syncsToStorage
        temporaryPath = directory + "/" + AtomicFileWriter.temporaryPrefix
            + String(UInt64.random(in: .min ... .max), radix: 16) + AtomicFileWriter.temporarySuffix
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .writeFailed(.writeFailed(path: path, errno: errno)) }
    }

    /// Appends `spans` at the current position, with one `writev` per 64 spans.
    func write(_ spans: [Data]) throws(BundleError) {
        if case .failure(let error) = FileSystem.writeAll(descriptor, spans) {
            throw .writeFailed(.writeFailed(path: path, errno: error.code))
        }
    }

    /// Allocates the file's final size up front (where the file system can), so a full disk
    /// fails before the capture is read.
    func reserve(byteCount: UInt64) throws(BundleError) {
        if case .failure(let error) = FileSystem.reserve(descriptor, byteCount: byteCount) {
            throw .writeFailed(.writeFailed(path: path, errno: error.code))
        }
    }

    /// Writes `bytes` at `offset` without moving the current position.
    func write(_ bytes: [UInt8], at offset: UInt64) throws(BundleError) {
        if case .failure(let error) = bytes.withUnsafeBytes({ FileSystem.writeAll(descriptor, $0, at: offset) }) {
            throw .writeFailed(.writeFailed(path: path, errno: error.code))
        }
    }

    /// Moves the current position to `offset` (the bytes before it are written later).
    func seek(to offset: UInt64) throws(BundleError) {
        guard lseek(descriptor, off_t(offset), SEEK_SET) >= 0 else { throw .writeFailed(.writeFailed(path: path, errno: errno)) }
    }

    /// Syncs (when asked), closes and renames the file over ``path``.
    func commit() throws(BundleError) {
        if syncsToStorage, fsync(descriptor) != 0 { throw .writeFailed(.writeFailed(path: path, errno: errno)) }
        let closed = close(descriptor)
        descriptor = -1
        var failure: Int32? = closed == 0 ? nil : errno
        if failure == nil, case .failure(let error) = FileSystem.rename(temporaryPath, to: path) { failure = error.code }
        if let failure {
            unlink(temporaryPath)
            throw .writeFailed(.writeFailed(path: path, errno: failure))
        }
    }

    /// Closes and removes the temporary file unless it was committed.
    func discard() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        unlink(temporaryPath)
    }

    deinit { discard() }
}
