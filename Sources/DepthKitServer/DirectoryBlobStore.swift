import DepthKitCore
import Foundation
import NIOPosix

/// Blobs as files in a directory: `DIR/ab/abcdef…` (the SHA-256 in hex, under its first byte),
/// each written atomically (a temporary file synced to storage, then renamed), so that a reader
/// or a crash sees a whole blob or none. Several instances may share the directory (PostgreSQL's
/// `--storage`): a blob's name is its content, so two writers of one name write the same bytes.
///
/// The blocking calls (`…Now`) are for the state store's transactions, which already run on a
/// thread of the pool; the `async` ones run on ``threadPool``.
public struct DirectoryBlobStore: BlobStore {
    /// The directory.
    public let path: String
    /// The threads the file I/O runs on.
    let threadPool: NIOThreadPool

    /// Opens (creating if missing, one level) the blob directory `path`.
    /// - Throws: ``BlobStoreError/directoryUnusable(path:errno:)``.
    public init(path: String, threadPool: NIOThreadPool = .storeCalls) throws(BlobStoreError) {
        do throws(OutputError) {
            _ = try AtomicFileWriter.creatingDirectory(path)
        } catch {
            if case .directoryUnusable(_, let code) = error { throw .directoryUnusable(path: path, errno: code) }
            throw .directoryUnusable(path: path, errno: 0)
        }
        self.path = path
        self.threadPool = threadPool
    }

    public func read(_ digest: ContentDigest) async throws(BlobStoreError) -> [UInt8]? {
        try await blocking { () throws(BlobStoreError) in try readNow(digest) }
    }

    /// Writes the blobs not yet present, each atomically and synced; a present blob is left as is.
    public func write(_ blobs: [CaptureBlob]) async throws(BlobStoreError) {
        try await blocking { () throws(BlobStoreError) in try writeNow(blobs) }
    }

    /// Whether every blob of `digests` is present (a cheap `stat` each).
    public func containsAll(_ digests: [ContentDigest]) async throws(BlobStoreError) -> Bool {
        try await blocking { digests.allSatisfy(containsNow) }
    }

    /// Removes the blobs `digests` (a missing one is fine).
    public func remove(_ digests: [ContentDigest]) async throws(BlobStoreError) {
        try await blocking { () throws(BlobStoreError) in try removeNow(digests) }
    }

    // MARK: Blocking

    /// ``write(_:)`` on the calling thread.
    func writeNow(_ blobs: [CaptureBlob]) throws(BlobStoreError) {
        var seen = Set<ContentDigest>()
        let missing = blobs.filter { seen.insert($0.digest).inserted && !containsNow($0.digest) }
        guard !missing.isEmpty else { return }
        do throws(OutputError) {
            try AtomicFileWriter(opening: path, syncsToStorage: true).write(missing.map { (relativePath(of: $0.digest), $0.bytes) })
        } catch {
            switch error {
            case .directoryUnusable(let directory, let code): throw .directoryUnusable(path: directory, errno: code)
            case .writeFailed(let file, let code): throw .fileFailed(path: path + "/" + file, errno: code)
            }
        }
    }

    /// Whether the blob `digest` is present, on the calling thread.
    func containsNow(_ digest: ContentDigest) -> Bool {
        if case .success = FileSystem.status(filePath(of: digest)) { return true }
        return false
    }

    /// ``read(_:)`` on the calling thread.
    func readNow(_ digest: ContentDigest) throws(BlobStoreError) -> [UInt8]? {
        let file = filePath(of: digest)
        guard let data = FileManager.default.contents(atPath: file) else {
            if containsNow(digest) { throw .fileFailed(path: file, errno: EIO) }
            return nil
        }
        return Array(data)
    }

    /// ``remove(_:)`` on the calling thread.
    func removeNow(_ digests: [ContentDigest]) throws(BlobStoreError) {
        for digest in digests {
            let file = filePath(of: digest)
            if unlink(file) != 0, errno != ENOENT { throw .fileFailed(path: file, errno: errno) }
        }
    }

    private func relativePath(of digest: ContentDigest) -> String {
        let hex = digest.hex
        return String(hex.prefix(2)) + "/" + hex
    }

    private func filePath(of digest: ContentDigest) -> String {
        path + "/" + relativePath(of: digest)
    }

    private func blocking<T: Sendable>(_ body: @escaping @Sendable () throws(BlobStoreError) -> T) async throws(BlobStoreError) -> T {
        guard let result = await threadPool.perform({ Result { () throws(BlobStoreError) in try body() } }) else {
            throw .threadPoolStopped(path: path)
        }
        return try result.get()
    }
}
