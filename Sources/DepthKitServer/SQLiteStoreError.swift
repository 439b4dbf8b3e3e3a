import DepthKitCore
import DepthKitEvidence
import GRDB

/// Why the SQLite store (``SQLiteServiceStore``) failed.
public enum SQLiteStoreError: ServiceStoreError, ExplainedError {
    /// SQLite failed on the store's file: `resultCode` is SQLite's extended result code (`5` busy,
    /// `14` cannot open, `1` an error in a statement such as a missing table), `message` SQLite's.
    case sqlite(path: String, resultCode: Int32, message: String)
    /// A device the service knows by id has no row in the registry's `device` table, so its
    /// counter cannot be judged (the file was edited behind the service).
    case deviceMissing(path: String, keyID: [UInt8])
    /// The thread pool the store's blocking calls run on is shut down: the service is stopping.
    case threadPoolStopped(path: String)
    /// The blob directory failed.
    case blobs(BlobStoreError)

    /// The failure `error` thrown by GRDB or the device registry on the file `path`.
    init(path: String, _ error: any Error) {
        switch error {
        case let error as BlobStoreError:
            self = .blobs(error)
        case let error as DatabaseError:
            self = .sqlite(path: path, resultCode: error.extendedResultCode.rawValue, message: error.message ?? "")
        case let DeviceRegistryError.storage(_, resultCode, message):
            self = .sqlite(path: path, resultCode: resultCode, message: message)
        case let DeviceRegistryError.unknownKey(keyID):
            self = .deviceMissing(path: path, keyID: keyID)
        default:
            // Neither GRDB's nor a storage error: what the registry would call a storage failure.
            self = .sqlite(path: path, resultCode: ResultCode.SQLITE_ERROR.rawValue, message: String(describing: error))
        }
    }

    public var category: FailureCategory { .io }

    public var namesItsFile: Bool { true }

    public var explanation: (kind: String, message: String) {
        switch self {
        case let .sqlite(path, resultCode, message):
            ("sqlite_failed", "\(path): device registry: SQLite error \(resultCode): \(message)")
        case let .deviceMissing(path, keyID):
            ("device_missing", "\(path): the device with key id \(Base64.encode(keyID)) has no row in the device table")
        case let .threadPoolStopped(path):
            ("store_thread_pool_stopped", "\(path): the store's thread pool is shut down (the service is stopping)")
        case let .blobs(error):
            error.explanation
        }
    }
}
