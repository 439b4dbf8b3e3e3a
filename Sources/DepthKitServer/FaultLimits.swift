/// The limits that keep the service answering when its store, its clients or its shutdown
/// misbehave (docs/faults.md). `depthkit serve` sets each with an option.
public struct FaultLimits: Sendable, Equatable {
    /// How long one store call may take before the request is answered 503 (`--store-timeout`).
    public var storeTimeout: Duration
    /// How long a connection may take to send a request's head, from connecting or from the
    /// previous answer (`--header-timeout`); then it is closed.
    public var headerTimeout: Duration
    /// How long a request body may go without a byte (`--body-timeout`); then the connection is closed.
    public var bodyIdleTimeout: Duration
    /// The most connections served at once (`--max-connections`); further ones wait in the listen backlog.
    public var maxConnections: Int
    /// How long a graceful shutdown waits for in-flight requests (`--drain-timeout`).
    public var drainTimeout: Duration

    /// The defaults: store 3 s, head 10 s, body idle 30 s, 1,024 connections, drain 25 s (within
    /// Kubernetes' default 30 s grace period).
    public init(
        storeTimeout: Duration = .seconds(3), headerTimeout: Duration = .seconds(10), bodyIdleTimeout: Duration = .seconds(30),
        maxConnections: Int = 1024, drainTimeout: Duration = .seconds(25)
    ) {
        self.storeTimeout = storeTimeout
        self.headerTimeout = headerTimeout
        self.bodyIdleTimeout = bodyIdleTimeout
        self.maxConnections = maxConnections
        self.drainTimeout = drainTimeout
    }
}
