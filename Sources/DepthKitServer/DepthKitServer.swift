import DepthKitCore
import Hummingbird
import Logging
import ServiceLifecycle

/// The `depthkit serve` application: the app's contract, the evidence endpoint and the
/// operations endpoints on Hummingbird, over the store `--database` names.
public enum DepthKitServer {
    /// The application for `configuration`, its store opened from ``ServerConfiguration/database``.
    /// Run it with `runService()` (graceful shutdown on SIGTERM and SIGINT: in-flight requests
    /// finish, no new ones start).
    /// - Throws: ``DeviceRegistryError`` when the SQLite store cannot be opened,
    ///   ``DatabaseLocationError`` for an unusable PostgreSQL URL.
    public static func makeApplication(configuration: ServerConfiguration, logger: Logger) throws -> some ApplicationProtocol {
        switch configuration.database {
        case .sqlite(let path):
            return makeApplication(configuration: configuration, store: try SQLiteServiceStore(path: path), logger: logger)
        case .postgres(let url):
            let store = try PostgresServiceStore(url: url, logger: logger)
            return makeApplication(configuration: configuration, store: store, services: [store.client], logger: logger) {
                try await store.migrate()
            }
        }
    }

    /// The application over `store`; `services` (a database client) run beside the server and
    /// `prepare` (a migration) runs before it accepts connections.
    public static func makeApplication(
        configuration: ServerConfiguration, store: any ServiceStore, services: [any Service] = [], logger: Logger,
        prepare: (@Sendable () async throws -> Void)? = nil
    ) -> Application<RouterResponder<BasicRequestContext>> {
        _ = ServerMetrics.registry
        let router = Router(context: BasicRequestContext.self)
        router.addMiddleware {
            RequestLogMiddleware()
            MetricsMiddleware()
            ErrorEnvelopeMiddleware()
        }
        ServiceRoutes(configuration: configuration, store: store).add(to: router)
        var application = Application(
            router: router,
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "depthkit"),
            services: services, logger: logger)
        if let prepare { application.beforeServerStarts(perform: prepare) }
        return application
    }
}
