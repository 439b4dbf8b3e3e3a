import Metrics

/// The service's own metrics, recorded through swift-metrics into whatever backend the host
/// application bootstrapped (`depthkit serve` bootstraps a Prometheus registry, which `/metrics`
/// renders); Hummingbird's `MetricsMiddleware` records request counts and latency the same way.
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
}
