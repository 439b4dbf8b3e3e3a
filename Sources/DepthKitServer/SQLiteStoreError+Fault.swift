extension SQLiteStoreError {
    /// SQLite's primary result codes as faults: `SQLITE_FULL` (13) is the disk; `SQLITE_BUSY` (5),
    /// `SQLITE_LOCKED` (6), `SQLITE_IOERR` (10) and `SQLITE_CANTOPEN` (14) pass (a lock released, a
    /// disk or mount back); a stopped thread pool is a service stopping. The rest is a failure.
    public var fault: StoreFault {
        switch self {
        case .sqlite(_, let resultCode, _):
            switch resultCode & 0xFF {
            case 13: .insufficientStorage
            case 5, 6, 10, 14: .unavailable
            default: .failed
            }
        case .threadPoolStopped: .unavailable
        case .deviceMissing: .failed
        case .blobs(let error): error.fault
        }
    }
}
