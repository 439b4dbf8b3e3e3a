import DepthKitCore

/// A state store's failure (never the client's): the service answers it with 500
/// `processing_failed`, its ``DepthKitError/kind`` as `details.reason`, and counts it in
/// `depthkit_store_errors_total{kind}`. Each store has its own: ``SQLiteStoreError``,
/// ``PostgresStoreError``. What the store refuses (a used challenge, a registered key, a replayed
/// counter) is an answer of the store, not an error.
public protocol ServiceStoreError: DepthKitError, Equatable {
    /// What the failure means for the client (``StoreFault``): 503, 507 or 500.
    var fault: StoreFault { get }
}
