import Synchronization

/// How long a store call may take before the request is answered 503 `service_unavailable`
/// (`details.reason` `store_timeout`) instead of waiting: postgres-nio queues a query while it
/// reconnects, without a limit of its own, so an outage would otherwise hold every request.
///
/// The call is cancelled (a queued PostgreSQL query never runs), but not awaited: a SQLite call
/// blocking its thread finishes on the thread pool, and its outcome is dropped.
enum StoreDeadline {
    /// The outcome of a call run under a deadline.
    enum Outcome<T: Sendable, Failure: Error>: Sendable {
        case finished(Result<T, Failure>)
        case timedOut
    }

    /// Runs `body`, answering ``Outcome/timedOut`` when it takes longer than `timeout`.
    static func run<T: Sendable, Failure: Error>(
        within timeout: Duration, _ body: @escaping @Sendable () async throws(Failure) -> T
    ) async -> Outcome<T, Failure> {
        let answered = AnsweredFlag()
        return await withCheckedContinuation { (continuation: CheckedContinuation<Outcome<T, Failure>, Never>) in
            let resume: @Sendable (Outcome<T, Failure>) -> Bool = { outcome in
                let first = answered.flag.withLock { answered in
                    defer { answered = true }
                    return !answered
                }
                if first { continuation.resume(returning: outcome) }
                return first
            }
            let call = Task {
                let result: Result<T, Failure>
                do throws(Failure) {
                    result = .success(try await body())
                } catch {
                    result = .failure(error)
                }
                _ = resume(.finished(result))
            }
            let timer = Task {
                try? await Task.sleep(for: timeout)
                if resume(.timedOut) { call.cancel() }
            }
            Task {
                _ = await call.result
                timer.cancel()
            }
        }
    }
}

/// Whether a deadline's continuation has been resumed (a class: a `Mutex` cannot be captured).
private final class AnsweredFlag: Sendable {
    let flag = Mutex(false)
}
