import Dispatch

/// Runs blocking work (SQLite through GRDB) off Swift's cooperative threads, so that a slow
/// disk never stalls the event loops' tasks.
func blocking<T: Sendable, E: Error>(_ body: @escaping @Sendable () throws(E) -> T) async throws(E) -> T {
    let result: Result<T, E> = await withCheckedContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(returning: Result { () throws(E) in try body() }) }
    }
    return try result.get()
}
