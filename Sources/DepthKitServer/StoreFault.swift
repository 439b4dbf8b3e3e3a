/// What a store's failure means for the client, which decides the answer: a store that is down
/// or overloaded (503 `service_unavailable` with `Retry-After`: the same request succeeds later),
/// a store out of space (507 `insufficient_storage`), or a failure retrying will not mend (500
/// `processing_failed`). Every one is counted in `depthkit_store_errors_total{kind}`.
public enum StoreFault: String, Sendable, Equatable {
    /// Unreachable, restarting, locked or too slow (the store timeout): retry later.
    case unavailable
    /// The disk (or the database's quota) is full.
    case insufficientStorage = "insufficient_storage"
    /// Anything else: a schema edited behind the service, a decoding failure, a missing row.
    case failed
}

extension ServiceStoreError {
    /// By default a failure is neither transient nor about space (a store names its own).
    public var fault: StoreFault { .failed }
}
