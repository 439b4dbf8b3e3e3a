import Glibc

extension BlobStoreError {
    /// A blob file failing with `ENOSPC` or `EDQUOT` is a full disk; `EIO` and a stopped thread
    /// pool pass; the rest fails.
    public var fault: StoreFault {
        switch self {
        case .fileFailed(_, let code) where code == ENOSPC || code == EDQUOT: .insufficientStorage
        case .fileFailed(_, let code) where code == EIO: .unavailable
        case .threadPoolStopped: .unavailable
        case .fileFailed, .directoryUnusable: .failed
        }
    }
}
