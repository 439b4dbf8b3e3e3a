import Metrics

/// The service's own metrics, recorded through swift-metrics into whatever backend the host
/// application bootstrapped (`depthkit serve` bootstraps a Prometheus registry, which `/metrics`
/// renders); ``RequestMetricsMiddleware`` records request counts and latency the same way.
/// The library never bootstraps: a process has one metrics system, and it is the host's.
enum ServerMetrics {
    /// Counts an evidence verdict (`authentic`, `suspicious`, `invalid`, …) of `route`.
    static func recordVerdict(_ verdict: String, route: String) {
        Counter(label: "depthkit_evidence_verdicts_total", dimensions: [("verdict", verdict), ("route", route)]).increment()
    }

    /// Counts a state store failure by its kind.
    static func recordStoreError(_ kind: String) {
        Counter(label: "depthkit_store_errors_total", dimensions: [("kind", kind)]).increment()
    }

    /// Counts a timeout by what timed out: `store` (a store call past the store timeout),
    /// `header` (a request head not received in time), `body` (a body idle too long).
    static func recordTimeout(_ kind: String) {
        Counter(label: "depthkit_timeouts_total", dimensions: [("kind", kind)]).increment()
    }

    /// Counts a connection held back at the connection cap (left in the listen backlog, where the
    /// kernel refuses what overflows).
    static func recordConnectionRefused() {
        Counter(label: "depthkit_connections_refused_total").increment()
    }
}
