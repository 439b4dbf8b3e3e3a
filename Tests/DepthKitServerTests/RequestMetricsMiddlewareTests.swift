@testable import DepthKitServer
import Hummingbird
import HummingbirdTesting
import Testing

/// `RequestMetricsMiddleware`: Hummingbird's request metrics, recorded when the route answers.
@Suite("depthkit serve: request metrics")
struct RequestMetricsMiddlewareTests {
    /// The process's Prometheus text (the registry `ServiceFixture` bootstraps).
    static func metricsText() -> String {
        var bytes: [UInt8] = []
        ServiceFixture.metricsRegistry.emit(into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test("answers pass through unchanged; counts, durations and errors per route, method and status")
    func countsPerRouteAndStatus() async throws {
        _ = ServiceFixture.metricsRegistry
        let router = Router()
        router.addMiddleware { RequestMetricsMiddleware() }
        // A route no other test uses, so that the counts below are this test's alone.
        router.get("/request-metrics-probe/{outcome}") { _, context -> String in
            guard context.parameters.get("outcome") == "ok" else { throw HTTPError(.conflict) }
            return "answered"
        }
        try await Application(router: router).test(.router) { client in
            for _ in 0..<2 {
                let ok = try await client.execute(uri: "/request-metrics-probe/ok", method: .get)
                #expect(ok.status == .ok)
                #expect(String(buffer: ok.body) == "answered")
            }
            let refused = try await client.execute(uri: "/request-metrics-probe/refused", method: .get)
            #expect(refused.status == .conflict)
        }
        let text = Self.metricsText()
        let route = #"http_route="/request-metrics-probe/{outcome}",http_request_method="GET""#
        // Two answered requests, one thrown error (409), as made above.
        #expect(text.contains("hb_requests{\(route),http_response_status_code=\"200\"} 2"), "\(text)")
        #expect(text.contains("http_server_request_duration_count{\(route),http_response_status_code=\"200\"} 2"), "\(text)")
        #expect(text.contains("hb_requests{\(route),http_response_status_code=\"409\"} 1"), "\(text)")
        #expect(text.contains("hb_request_errors{\(route),error_type=\"409\"} 1"), "\(text)")
        #expect(text.contains("hb_request_errors{\(route),error_type=\"200\"} 0"), "\(text)")
    }
}
