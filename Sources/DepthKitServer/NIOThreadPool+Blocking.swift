import NIOPosix

extension NIOThreadPool {
    /// Runs `body` on one of the pool's threads and resumes with its result, or with `nil` when
    /// the pool is shut down and runs nothing.
    ///
    /// For work that blocks a thread (SQLite through GRDB, file I/O) or computes for milliseconds
    /// (a capture's inspection): the awaiting task gives its cooperative thread back meanwhile, so
    /// that the cooperative pool (as many threads as cores) keeps answering other requests.
    func perform<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T? {
        await withCheckedContinuation { continuation in
            submit { state in continuation.resume(returning: state == .active ? body() : nil) }
        }
    }
}
