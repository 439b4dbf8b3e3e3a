import DepthKitCore
import Hummingbird
import Logging
import NIOCore
import NIOPosix
import Prometheus
import ServiceLifecycle

/// The `depthkit serve` application: the app's contract, the evidence endpoint and the
/// operations endpoints on Hummingbird, over the store `--database` names.
///
/// Metrics go to whatever metrics system the host bootstrapped (`MetricsSystem.bootstrap`, once
/// per process, by the executable); `/metrics` renders `metricsRegistry`, the Prometheus registry
/// behind it, when there is one.
public enum DepthKitServer {
    /// The application for `configuration`, its store opened from ``ServerConfiguration/database``.
    /// Run it with `runService()` (graceful shutdown on SIGTERM and SIGINT: in-flight requests
    /// finish, no new ones start). Inspections and the routes' file work run on `threadPool`
    /// (default: NIO's shared blocking thread pool); the store's blocking calls (SQLite, its blob
    /// directory) on `storeThreadPool` (default: ``NIOThreadPool/storeCalls``), so that they never
    /// queue behind inspections.
    /// - Throws: ``SQLiteStoreError`` when the SQLite store cannot be opened,
    ///   ``DatabaseLocationError`` for an unusable PostgreSQL URL, ``BlobStoreError`` for an
    ///   unusable `--storage` directory.
    public static func makeApplication(
        configuration: ServerConfiguration, threadPool: NIOThreadPool = .singleton, storeThreadPool: NIOThreadPool = .storeCalls,
        metricsRegistry: PrometheusCollectorRegistry? = nil, logger: Logger
    ) throws -> some ApplicationProtocol {
        switch configuration.database {
        case .sqlite(let path):
            return makeApplication(
                configuration: configuration,
                store: try SQLiteServiceStore(path: path, blobDirectory: configuration.storageDirectory, threadPool: storeThreadPool),
                threadPool: threadPool, metricsRegistry: metricsRegistry, logger: logger)
        case .postgres(let url):
            let store = try PostgresServiceStore(
                url: url, blobDirectory: configuration.storageDirectory, threadPool: storeThreadPool, logger: logger)
            return makeApplication(
                configuration: configuration, store: store, services: [store.client], threadPool: threadPool,
                metricsRegistry: metricsRegistry, logger: logger
            ) {
                try await store.migrate()
            }
        }
    }

    /// The application over `store`; `services` (a database client) run beside the server and
    /// `prepare` (a migration) runs before it accepts connections. Inspections and the routes' file
    /// work run on `threadPool` (the store brings its own threads). With
    /// ``ServerConfiguration/retention``, expired captures are removed beside.
    public static func makeApplication(
        configuration: ServerConfiguration, store: some ServiceStore, services: [any Service] = [],
        threadPool: NIOThreadPool = .singleton, metricsRegistry: PrometheusCollectorRegistry? = nil, logger: Logger,
        prepare: (@Sendable () async throws -> Void)? = nil
    ) -> Application<RouterResponder<ServiceRequestContext>> {
        let router = Router(context: ServiceRequestContext.self)
        router.addMiddleware {
            RequestLogMiddleware()
            RequestMetricsMiddleware()
            ErrorEnvelopeMiddleware()
        }
        ServiceRoutes(configuration: configuration, store: store, threadPool: threadPool, metricsRegistry: metricsRegistry)
            .add(to: router)
        let faults = configuration.faults
        var services = services
        if let retention = configuration.retention {
            services.append(CaptureExpiry(
                store: store, retention: retention, interval: configuration.retentionSweepInterval, clock: configuration.clock,
                logger: logger))
        }
        var application = Application(
            router: router,
            server: .http1(
                configuration: .init(additionalChannelHandlers: [
                    ReceiveBufferSizing(),
                    ReadTimeoutHandler(header: TimeAmount(faults.headerTimeout), bodyIdle: TimeAmount(faults.bodyIdleTimeout))
                ])),
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port), serverName: "depthkit",
                availableConnectionsDelegate: ConnectionCap(maximum: faults.maxConnections)),
            services: services, logger: logger)
        if let prepare { application.beforeServerStarts(perform: prepare) }
        return application
    }
}
