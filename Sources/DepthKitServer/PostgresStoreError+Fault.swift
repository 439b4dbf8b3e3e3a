extension PostgresStoreError {
    /// PostgreSQL's failures as faults: no usable connection, and the SQLSTATEs of a server
    /// shutting down, starting, overloaded or in conflict (classes `08` connection exception,
    /// `57P01`–`57P03` shutdown, `53300` too many connections, `53200` out of memory, `40001`
    /// serialization failure, `40P01` deadlock), pass; `53100` is a full disk; the rest fails.
    public var fault: StoreFault {
        switch self {
        case .connection: return .unavailable
        case .server(_, let sqlState, _):
            if sqlState == "53100" { return .insufficientStorage }
            if sqlState.hasPrefix("08") || ["57P01", "57P02", "57P03", "53300", "53200", "40001", "40P01"].contains(sqlState) {
                return .unavailable
            }
            return .failed
        case .decoding, .deviceMissing, .unexpected: return .failed
        case .blobs(let error): return error.fault
        }
    }
}
