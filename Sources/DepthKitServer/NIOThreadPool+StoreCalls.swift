import NIOPosix

extension NIOThreadPool {
    /// The process's threads for the stores' blocking calls (SQLite through GRDB, a blob
    /// directory's file I/O), apart from the pool the inspections run on (NIO's `singleton` by
    /// default). A thread pool runs its work first in, first out: on one pool shared with the
    /// inspections, a store call of a millisecond waited behind every inspection queued before it
    /// (milliseconds each). Two threads: SQLite writes one transaction at a time, and a read or a
    /// blob's file I/O runs beside it. Started on first use, it lives as long as the process, as
    /// NIO's `singleton` does.
    public static let storeCalls: NIOThreadPool = {
        let pool = NIOThreadPool(numberOfThreads: 2)
        pool.start()
        return pool
    }()
}
