import DepthKitEvidence
import Foundation
import HTTPTypes
import Hummingbird
import Logging

/// The service's routes: the app's contract (tech spec §5), the backends' evidence endpoint
/// and the operations endpoints, over one ``ServiceStore``.
struct ServiceRoutes: Sendable {
    let configuration: ServerConfiguration
    let store: any ServiceStore
    let inspector: EvidenceInspector
    let rateLimiter: DeviceRateLimiter

    /// The response header naming the capture hash a request carried (what the request log shows).
    static let captureHashHeader = HTTPField.Name("X-Capture-Hash")!

    init(configuration: ServerConfiguration, store: any ServiceStore) {
        self.configuration = configuration
        self.store = store
        inspector = EvidenceInspector()
        rateLimiter = DeviceRateLimiter(perMinute: configuration.deviceRequestsPerMinute)
    }

    /// Adds every route to `router`.
    func add(to router: Router<BasicRequestContext>) {
        router.get("/healthz") { _, _ in ResponseBody.json(Array(#"{"status":"ok"}"#.utf8), status: .ok) }
        router.get("/metrics") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/plain; version=0.0.4"],
                body: .init(byteBuffer: ByteBuffer(bytes: ServerMetrics.exposition())))
        }
        let api = router.group("/api/v1")
        api.get("/devices/challenge") { _, _ in try await issueChallenge() }
        api.post("/devices/register") { request, _ in try await register(request) }
        api.post("/captures") { request, _ in try await uploadCapture(request) }
        api.get("/captures/{id}") { _, context in try await captureStatus(context.parameters.get("id")) }
        api.post("/captures/video") { request, _ in try await uploadVideo(request) }
        api.post("/evidence") { request, _ in try await evidence(request) }
    }

    /// Runs a store operation, turning its failure into 500 `processing_failed` (and a metric),
    /// or into `mapping`'s answer for the errors that are the client's.
    func stored<T>(
        _ body: () async throws(DeviceRegistryError) -> T,
        mapping: (DeviceRegistryError) -> APIError? = { _ in nil }
    ) async throws(APIError) -> T {
        do {
            return try await body()
        } catch {
            if let answer = mapping(error) { throw answer }
            ServerMetrics.recordStoreError(error.kind)
            throw .storageFailed(error)
        }
    }
}
