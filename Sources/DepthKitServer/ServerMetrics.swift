import Metrics
import Prometheus

/// The service's Prometheus registry, behind swift-metrics: Hummingbird's `MetricsMiddleware`
/// records request counts and latency histograms per route into it; the service adds verdict
/// counts and state store errors. swift-metrics has one global factory per process, so the
/// registry is bootstrapped once and shared by every application of the process.
public enum ServerMetrics {
    /// The registry `/metrics` renders.
    public static let registry: PrometheusCollectorRegistry = {
        let registry = PrometheusCollectorRegistry()
        MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: registry))
        return registry
    }()

    /// Counts an evidence verdict (`authentic`, `suspicious`, `invalid`, …) of `route`.
    static func recordVerdict(_ verdict: String, route: String) {
        _ = registry
        Counter(label: "depthkit_evidence_verdicts_total", dimensions: [("verdict", verdict), ("route", route)]).increment()
    }

    /// Counts a state store failure by its kind.
    static func recordStoreError(_ kind: String) {
        _ = registry
        Counter(label: "depthkit_store_errors_total", dimensions: [("kind", kind)]).increment()
    }

    /// The Prometheus text exposition of every metric.
    static func exposition() -> [UInt8] {
        registry.emitToBuffer()
    }
}
