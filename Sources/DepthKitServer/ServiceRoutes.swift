import DepthKitEvidence
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOPosix
import Prometheus

/// The service's routes: the app's contract (tech spec §5), the backends' evidence endpoint
/// and the operations endpoints, over one ``ServiceStore``. CPU work of milliseconds (a
/// capture's inspection) and blocking file I/O run on `threadPool`; everything else is async.
struct ServiceRoutes<Store: ServiceStore>: Sendable {
    let configuration: ServerConfiguration
    let store: Store
    let inspector: EvidenceInspector
    let rateLimiter: RateLimiter<UUID>
    /// The limits of "check a photo" (`POST /verify`): ``photoChecksPerClient`` a minute per client,
    /// and ``photoChecksPerInstance`` a minute per instance, all clients together.
    let photoCheckLimiter: RateLimiter<RequestOrigin>
    let photoCheckTotalLimiter: RateLimiter<RequestOrigin>
    /// "Check a photo"'s photos a minute per client (``RequestOrigin``), a burst of as many.
    static var photoChecksPerClient: Int { 10 }
    /// "Check a photo"'s photos a minute per instance, all clients together: bounds the hashing and
    /// C2PA validation a minute costs.
    static var photoChecksPerInstance: Int { 60 }
    let threadPool: NIOThreadPool
    /// The registered devices read so far (``registeredDevice(id:)``).
    let knownDevices = KnownDevices()
    /// The registry `/metrics` renders (`nil`: `/metrics` answers an empty exposition).
    let metricsRegistry: PrometheusCollectorRegistry?


    init(configuration: ServerConfiguration, store: Store, threadPool: NIOThreadPool, metricsRegistry: PrometheusCollectorRegistry?) {
        self.configuration = configuration
        self.store = store
        inspector = EvidenceInspector()
        rateLimiter = RateLimiter(perMinute: configuration.deviceRequestsPerMinute)
        photoCheckLimiter = RateLimiter(perMinute: Self.photoChecksPerClient)
        photoCheckTotalLimiter = RateLimiter(perMinute: Self.photoChecksPerInstance)
        self.threadPool = threadPool
        self.metricsRegistry = metricsRegistry
    }

    /// Adds every route to `router`.
    func add(to router: Router<ServiceRequestContext>) {
        router.get("/healthz") { _, _ in ResponseBody.json(Array(#"{"status":"ok"}"#.utf8), status: .ok) }
        router.get("/readyz") { _, _ in try await readiness() }
        router.get("/metrics") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/plain; version=0.0.4"],
                body: .init(byteBuffer: ByteBuffer(bytes: metricsRegistry?.emitToBuffer() ?? [])))
        }
        let api = router.group("/api/v1")
        api.get("/devices/challenge") { _, _ in try await issueChallenge() }
        api.post("/devices/register") { request, _ in try await register(request) }
        api.post("/captures") { request, _ in try await uploadCapture(request) }
        api.get("/captures/{id}") { _, context in try await captureStatus(context.parameters.get("id")) }
        api.get("/captures/{id}/{file}") { request, context in
            try await captureFile(request, id: context.parameters.get("id"), file: context.parameters.get("file"))
        }
        api.delete("/captures/{id}") { request, context in try await deleteCapture(request, id: context.parameters.get("id")) }
        api.post("/captures/video") { request, _ in try await uploadVideo(request) }
        api.post("/evidence") { request, _ in try await evidence(request) }
        addPages(to: router)
    }

    /// Runs a store operation under the store timeout (when the store's calls have one), turning its
    /// failure into the fault's answer (503, 507 or 500, ``APIError/storageFailed(_:)``) and a metric.
    func stored<T: Sendable>(_ body: @escaping @Sendable () async throws(Store.Failure) -> T) async throws(APIError) -> T {
        let outcome =
            Store.callsHaveDeadline
            ? await StoreDeadline.run(within: configuration.faults.storeTimeout, body) : await StoreDeadline.finished(body)
        switch outcome {
        case .finished(.success(let value)):
            return value
        case .finished(.failure(let error)):
            ServerMetrics.recordStoreError(error.kind)
            throw .storageFailed(error)
        case .timedOut:
            ServerMetrics.recordStoreError("store_timeout")
            ServerMetrics.recordTimeout("store")
            throw .storeFault(.unavailable, reason: "store_timeout")
        }
    }

    /// The registered device with the service id `id`, or `nil`: kept in memory once read
    /// (``KnownDevices``), so that a known device's request makes no store call for it.
    func registeredDevice(id: UUID) async throws(APIError) -> ServiceDevice? {
        try await registeredDevice(knownDevices.device(id: id)) { () throws(Store.Failure) in try await store.device(id: id) }
    }

    /// The registered device with the App Attest key id `keyID`, or `nil`, as ``registeredDevice(id:)``.
    func registeredDevice(keyID: [UInt8]) async throws(APIError) -> ServiceDevice? {
        try await registeredDevice(knownDevices.device(keyID: keyID)) { () throws(Store.Failure) in try await store.device(keyID: keyID) }
    }

    private func registeredDevice(
        _ known: ServiceDevice?, read: @escaping @Sendable () async throws(Store.Failure) -> ServiceDevice?
    ) async throws(APIError) -> ServiceDevice? {
        if let known { return known }
        let device = try await stored(read)
        if let device { knownDevices.keep(device) }
        return device
    }

    /// Runs `body` (CPU work of milliseconds, or blocking I/O) on ``threadPool``, so that the
    /// cooperative threads answer other requests meanwhile.
    /// - Throws: 500 `processing_failed` when the pool is shut down (the service is stopping).
    func offloaded<T: Sendable>(_ body: @escaping @Sendable () -> T) async throws(APIError) -> T {
        guard let value = await threadPool.perform(body) else {
            throw APIError(.internalServerError, "processing_failed", "the service is stopping")
        }
        return value
    }
}

extension HTTPField.Name {
    /// The response header naming the capture hash a request carried (what the request log shows).
    static let captureHash = HTTPField.Name("X-Capture-Hash")!
}
