import DepthKitCore

/// Where the bytes of the captures' files (``CaptureBlob``) live, addressed by their SHA-256: a
/// blob is written once however many captures share it, and removed when the last capture
/// referring to it is deleted or expires.
///
/// The capture's row and its references to blobs are the state store's (``ServiceStore``); a
/// blob store keeps bytes only. Two implementations: ``DirectoryBlobStore`` (files, the embedded
/// default and the shared-directory option) and ``PostgresBlobTable`` (`bytea` rows written in
/// the capture row's transaction). The state store orders the steps so that a crash never leaves
/// a capture referring to a missing blob: blobs are durable before the row that refers to them
/// commits, and a blob is removed only while no writer can add a reference to it.
public protocol BlobStore: Sendable {
    /// The store's own error.
    associatedtype Failure: ServiceStoreError

    /// The blob `digest`'s bytes, or `nil` when it is not kept.
    func read(_ digest: ContentDigest) async throws(Failure) -> [UInt8]?
}

/// Why a blob store failed (the service answers 500 `processing_failed`, `details.reason` its kind).
public enum BlobStoreError: ServiceStoreError, ExplainedError {
    /// The blob directory cannot be created or opened (`errno`).
    case directoryUnusable(path: String, errno: Int32)
    /// A blob file could not be written, read or removed (`errno`).
    case fileFailed(path: String, errno: Int32)
    /// The thread pool the store's file I/O runs on is shut down: the service is stopping.
    case threadPoolStopped(path: String)

    public var category: FailureCategory { .io }

    public var namesItsFile: Bool { true }

    public var explanation: (kind: String, message: String) {
        switch self {
        case let .directoryUnusable(path, code):
            ("blob_directory_unusable", "blob directory \(path) is unusable: \(systemErrorMessage(code))")
        case let .fileFailed(path, code):
            ("blob_file_failed", "blob \(path): \(systemErrorMessage(code))")
        case let .threadPoolStopped(path):
            ("blob_thread_pool_stopped", "\(path): the blob store's thread pool is shut down (the service is stopping)")
        }
    }
}
