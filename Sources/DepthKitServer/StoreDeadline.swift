import Synchronization

/// How long a store call may take before the request is answered 503 `service_unavailable`
/// (`details.reason` `store_timeout`) instead of waiting: postgres-nio queues a query while it
/// reconnects, without a limit of its own, so an outage would otherwise hold every request.
///
/// A call still waiting when the deadline passes is abandoned: a queued PostgreSQL query is
/// cancelled, a SQLite call waiting for a thread of the pool never runs (``StoreCallGate``). A
/// call that has begun — a SQLite call on its thread, a PostgreSQL transaction that keeps a
/// capture once it holds a connection — is awaited to its end, so that nothing is written for a
/// request answered 503 and nothing answered 201 is missing.
enum StoreDeadline {
    /// The outcome of a call run under a deadline.
    enum Outcome<T: Sendable, Failure: Error>: Sendable {
        case finished(Result<T, Failure>)
        case timedOut
    }

    /// Runs `body` to its end, without a deadline, in the calling task.
    static func finished<T: Sendable, Failure: Error>(_ body: () async throws(Failure) -> T) async -> Outcome<T, Failure> {
        do throws(Failure) {
            return .finished(.success(try await body()))
        } catch {
            return .finished(.failure(error))
        }
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
            let gate = StoreCallGate()
            let call = Task {
                _ = resume(await StoreCallGate.$current.withValue(gate) { await finished(body) })
            }
            let timer = Task {
                try? await Task.sleep(for: timeout)
                // A call that has begun (a SQLite statement running) finishes and answers itself.
                if gate.abandon(), resume(.timedOut) { call.cancel() }
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

/// Whether a store call under a deadline has begun its work or been abandoned: a SQLite call
/// begins on its pool thread only if the deadline has not abandoned it, and the deadline abandons
/// only a call that has not begun.
final class StoreCallGate: Sendable {
    private enum State { case waiting, begun, abandoned }
    private let state = Mutex(State.waiting)

    /// The gate of the store call this task runs, if it runs under a deadline.
    @TaskLocal static var current: StoreCallGate?

    /// Marks the call begun; `false` when it was abandoned (then it must not run).
    func begin() -> Bool {
        state.withLock { state in
            if state == .abandoned { return false }
            state = .begun
            return true
        }
    }

    /// Abandons the call; `false` when it has begun (then it is awaited).
    func abandon() -> Bool {
        state.withLock { state in
            if state == .begun { return false }
            state = .abandoned
            return true
        }
    }
}
