import Hummingbird

extension ServiceRoutes {
    /// `GET /readyz`: `200 {"status":"ready"}` when the store answers a trivial query within the
    /// store timeout, else 503 `service_unavailable` (`details.reason` the store's failure kind or
    /// `store_timeout`). `/healthz` is liveness only: it answers 200 while the process serves HTTP.
    func readiness() async throws(APIError) -> Response {
        do {
            try await stored { [store] () throws(Store.Failure) in try await store.ping() }
        } catch {
            // Whatever the store's failure, the instance cannot serve: not ready.
            throw .storeFault(.unavailable, reason: error.details["reason"] ?? "store_failed")
        }
        return ResponseBody.json(Array(#"{"status":"ready"}"#.utf8), status: .ok)
    }
}
