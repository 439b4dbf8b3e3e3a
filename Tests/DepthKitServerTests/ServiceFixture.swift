import Crypto
import DepthKitServer
import _DepthKitTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Metrics
import NIOPosix
import Prometheus
import Testing

/// Which store a test runs the service on: SQLite always; PostgreSQL when
/// `DEPTHKIT_TEST_POSTGRES_URL` is set (`.ci/run` sets it, and `DEPTHKIT_REQUIRE_POSTGRES=1`,
/// which makes a missing URL a failure instead of a skip).
enum StoreKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite
    case postgres

    static let postgresURL = ProcessInfo.processInfo.environment["DEPTHKIT_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }
    static let postgresRequired = ProcessInfo.processInfo.environment["DEPTHKIT_REQUIRE_POSTGRES"] == "1"

    /// The stores available to this run.
    static let enabled: [StoreKind] = postgresURL == nil ? [.sqlite] : [.sqlite, .postgres]

    var testDescription: String { rawValue }
}

/// A service configured for the synthetic App Attest authority, its store, and the way to make
/// its application (several applications on one store stand for several instances).
struct ServiceFixture: Sendable {
    static let appID = "TEAMID.com.example.depthkit"
    static let evidenceToken = "test-evidence-token-0123456789"

    let authority: SyntheticAppAttestAuthority
    let configuration: ServerConfiguration
    let temporary: TemporaryDirectory?

    init(_ kind: StoreKind, configure: (inout ServerConfiguration) -> Void = { _ in }) throws {
        authority = try SyntheticAppAttestAuthority()
        let database: DatabaseLocation
        switch kind {
        case .sqlite:
            let temporary = try TemporaryDirectory()
            self.temporary = temporary
            database = .sqlite(path: temporary.path + "/serve.sqlite")
        case .postgres:
            temporary = nil
            database = .postgres(url: try #require(StoreKind.postgresURL))
        }
        var configuration = ServerConfiguration(
            host: "127.0.0.1", port: 0, database: database, appID: Self.appID, environment: .development,
            trustAnchor: authority.trustAnchor, evidenceToken: Self.evidenceToken)
        // 1,000 concurrent uploads queue for PostgreSQL's 20 pooled connections for longer than the
        // 3 s store timeout on a loaded machine; the fault tests set their own.
        configuration.faults.storeTimeout = .seconds(120)
        configure(&configuration)
        self.configuration = configuration
    }

    /// A new application (an instance) on the fixture's store, its inspections on `threadPool`, its
    /// store's blocking calls on `storeThreadPool`.
    func application(
        threadPool: NIOThreadPool = Self.sharedPool, storeThreadPool: NIOThreadPool = Self.storePool
    ) throws -> some ApplicationProtocol {
        var logger = Logger(label: "depthkit.serve.test")
        logger.logLevel = .warning
        return try DepthKitServer.makeApplication(
            configuration: configuration, threadPool: threadPool, storeThreadPool: storeThreadPool,
            metricsRegistry: Self.metricsRegistry, logger: logger)
    }

    /// The blocking thread pool of the other tests. They run in one process, in parallel, each with
    /// live applications that in production would have a 2-thread pool (`.singleton`) to themselves:
    /// on 2 threads, first in, first out, one test's debug-build inspections (seconds each under a
    /// loaded run) held another test's millisecond store calls and its client timed out after 20 s.
    /// With 8 threads a store call starts beside the inspections instead of after them. Started once.
    static let sharedPool = startedPool(numberOfThreads: 8)

    /// The store calls' thread pool of every test (as `NIOThreadPool.storeCalls` is the service's):
    /// the tests of one run share it, so it has more threads than the service's two. Started once.
    static let storePool = startedPool(numberOfThreads: 4)

    /// The blocking thread pool of the tests that send 1,000s of requests at once. The tests of one
    /// `swift test` run in one process, in parallel: on the shared pool (`.singleton`, first in,
    /// first out) their thousands of inspections would queue ahead of every other test's store
    /// calls for minutes, and those tests' clients time out. Started once, like the singleton.
    static let floodPool = startedPool(numberOfThreads: 2)

    /// The blocking thread pool of the tests that time each answer (the PostgreSQL outage): on the
    /// shared pool their inspections would queue behind other tests' work in the same process, and a
    /// wait measured there would be the test run's, not the service's. Started once.
    static let timedPool = startedPool(numberOfThreads: 1)

    /// A blocking thread pool of the tests' own, started (it lives as long as the test process).
    private static func startedPool(numberOfThreads: Int) -> NIOThreadPool {
        let pool = NIOThreadPool(numberOfThreads: numberOfThreads)
        pool.start()
        return pool
    }

    /// The test process's metrics, bootstrapped once as `depthkit serve` bootstraps its own (a
    /// process has one metrics system, its host's).
    static let metricsRegistry: PrometheusCollectorRegistry = {
        let registry = PrometheusCollectorRegistry()
        MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: registry))
        return registry
    }()

    /// A new device of the fixture's authority.
    func device() -> SyntheticDevice {
        authority.makeDevice(appID: Self.appID)
    }
}

/// Runs `body` with the store at `database` opened directly (a handle beside a running service's),
/// its blobs in `blobDirectory` (`nil`: the store's default).
func withStore<T: Sendable>(
    _ database: DatabaseLocation, blobDirectory: String? = nil, _ body: (any ServiceStore) async throws -> T
) async throws -> T {
    switch database {
    case .sqlite(let path):
        return try await body(try SQLiteServiceStore(path: path, blobDirectory: blobDirectory))
    case .postgres(let url):
        let store = try PostgresServiceStore(url: url, blobDirectory: blobDirectory, logger: Logger(label: "depthkit.test"))
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await store.client.run() }
            defer { group.cancelAll() }
            return try await body(store)
        }
    }
}

/// Test responses as JSON.
extension TestResponse {
    /// The body as a JSON object.
    var json: [String: Any] {
        get throws {
            let bytes = Array(body.readableBytesView)
            return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        }
    }

    /// `data` of a success envelope.
    var data: [String: Any] {
        get throws { try #require(try json["data"] as? [String: Any]) }
    }

    /// The check `name` of the evidence report in `data.evidence` (an upload's answer) or in `data`
    /// (the evidence endpoint's).
    func check(_ name: String) throws -> [String: Any] {
        let data = try self.data
        let report = data["evidence"] as? [String: Any] ?? data
        let checks = try #require(report["checks"] as? [[String: Any]])
        return try #require(checks.first { $0["name"] as? String == name })
    }

    /// `error.code` of an error envelope (`nil` when the body is not one).
    var errorCode: String? {
        ((try? json)?["error"] as? [String: Any])?["code"] as? String
    }

    /// `error.details` of an error envelope.
    var errorDetails: [String: String] {
        ((try? json)?["error"] as? [String: Any])?["details"] as? [String: String] ?? [:]
    }
}
