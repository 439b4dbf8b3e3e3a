import ArgumentParser
import DepthKitAttestation
import DepthKitCLISupport
import DepthKitCore
import DepthKitEvidence
import DepthKitServer
import Foundation
import Logging
import Metrics
import Prometheus
import ServiceLifecycle

/// `depthkit serve`: the capture app's backend contract and the evidence endpoint over HTTP.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the capture app's backend contract (devices, signed uploads, evidence) over HTTP.",
        discussion: """
            Routes: GET /api/v1/devices/challenge, POST /api/v1/devices/register, POST /api/v1/captures, \
            GET /api/v1/captures/{id}, GET /api/v1/captures/{id}/{photo,photo.c2pa.jpg,overlay.png,depth,\
            confidence,metadata.json,evidence.json,video,hash_chain}, DELETE /api/v1/captures/{id} (with \
            --admin-token), POST /api/v1/captures/video, POST /api/v1/evidence (with --evidence-token), \
            GET /healthz, GET /metrics. State: sqlite:PATH (one instance) or \
            postgres://user:password@host:port/database (any number of instances; schema created or \
            migrated on start). Each accepted capture's files are kept, content-addressed by SHA-256: \
            in --storage DIR (default PATH-blobs beside the SQLite file), or with PostgreSQL in the \
            database unless --storage names a directory all instances share (docs/storage.md). \
            SIGTERM or SIGINT: in-flight requests finish, no new ones start. \
            Exit status: 0 after a graceful shutdown, 64 bad options, 65 an unreadable --trust-root, \
            74 the database cannot be opened or the address cannot be bound.
            Example:
              depthkit serve --app-id TEAMID.com.example.app --database sqlite:devices.sqlite --port 8080
            """
    )

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0: any free port).")
    var port = 8080

    @Option(help: "sqlite:PATH (default sqlite:depthkit-serve.sqlite) or postgres://user:password@host:port/database.")
    var database = "sqlite:depthkit-serve.sqlite"

    @Option(help: "The app id devices are attested for, TEAMID.bundle.id.")
    var appID: String

    @Option(help: "The App Attest environment registrations must be attested in.")
    var environment: AppAttestEnvironment = .production

    @Option(help: "A PEM root replacing Apple's, for test authorities only.")
    var trustRoot: String?

    @Option(help: "Enables POST /api/v1/evidence, which then requires 'Authorization: Bearer TOKEN'.")
    var evidenceToken: String?

    @Option(help: "How long a device challenge can be used, in seconds.")
    var challengeLifetime = 300

    @Option(help: "Signed requests one device may make per minute on this instance (0: no limit).")
    var deviceRateLimit = 120

    @Option(help: "The base of the verification_url answered for a capture ({base}/{capture_id}).")
    var verificationBaseURL: String?

    @Option(help: "Seconds one database call may take before the request is answered 503 service_unavailable.")
    var storeTimeout = 3.0

    @Option(help: "Seconds a connection may take to send a request's head (from connecting or the previous answer).")
    var headerTimeout = 10.0

    @Option(help: "Seconds a request body may go without a byte before the connection is closed.")
    var bodyTimeout = 30.0

    @Option(help: "The most connections served at once; further ones wait in the listen backlog.")
    var maxConnections = 1024

    @Option(help: "Seconds SIGTERM/SIGINT waits for in-flight requests before cutting them and exiting 0.")
    var drainTimeout = 25.0
    @Option(help: "The directory of the captures' files (default: PATH-blobs beside sqlite:PATH; with PostgreSQL: in the database).")
    var storage: String?

    @Option(help: "PEM certificate chain, signing certificate first: keep a C2PA-signed copy of each accepted photo (with --c2pa-key).")
    var c2paCert: String?

    @Option(help: "PEM private key for --c2pa-cert.")
    var c2paKey: String?

    @Option(help: "Enables DELETE /api/v1/captures/{id}, which then requires 'Authorization: Bearer TOKEN'.")
    var adminToken: String?

    @Option(help: "Remove captures (and their files) this many days after they were received (default: keep them).")
    var retainDays: Int?

    @Option(help: "The lowest log level written: trace, debug, info, notice, warning, error or critical.")
    var logLevel: Logger.Level = .info

    func validate() throws {
        if !(0...65_535).contains(port) { throw ValidationError("--port must be 0…65535") }
        if challengeLifetime <= 0 { throw ValidationError("--challenge-lifetime must be positive") }
        for (name, seconds) in [
            ("--store-timeout", storeTimeout), ("--header-timeout", headerTimeout), ("--body-timeout", bodyTimeout),
            ("--drain-timeout", drainTimeout),
        ] where !(seconds > 0 && seconds <= 3600) {
            throw ValidationError("\(name) must be above 0 and at most 3600 seconds")
        }
        if maxConnections < 1 { throw ValidationError("--max-connections must be 1 or more") }
        if deviceRateLimit < 0 { throw ValidationError("--device-rate-limit must be 0 or more") }
        if let evidenceToken, evidenceToken.count < 16 {
            throw ValidationError("--evidence-token must be at least 16 characters")
        }
        if let adminToken, adminToken.count < 16 { throw ValidationError("--admin-token must be at least 16 characters") }
        if (c2paCert == nil) != (c2paKey == nil) { throw ValidationError("--c2pa-cert and --c2pa-key go together") }
        if let retainDays, retainDays <= 0 { throw ValidationError("--retain-days must be positive") }
    }

    func run() async throws {
        AllocatorTuning.keepBuffersOnHeap()
        let location: DatabaseLocation
        do throws(DatabaseLocationError) {
            location = try DatabaseLocation(parsing: database)
        } catch {
            throw ValidationError(error.description)
        }
        var trustAnchor = AppAttestTrustAnchor.apple
        if let trustRoot {
            do throws(InputError) {
                let pem = try InputError.attributing(to: trustRoot) { try InputReader(maxBytes: 1 << 20).read(trustRoot) }
                trustAnchor = try InputError.attributing(to: trustRoot) {
                    try AppAttestTrustAnchor(pemEncoded: String(decoding: pem, as: UTF8.self))
                }
            } catch {
                printError("depthkit: \(error)")
                throw ExitCode(error.category.exitStatus)
            }
            printError("depthkit: warning: --trust-root replaces Apple's root: registrations are not Apple-attested")
        }
        var c2paSigner: C2PASigner?
        if let c2paCert, let c2paKey {
            var current = c2paCert
            do {
                let chain = String(decoding: try InputReader(maxBytes: 1 << 20).read(c2paCert), as: UTF8.self)
                current = c2paKey
                let key = String(decoding: try InputReader(maxBytes: 1 << 20).read(c2paKey), as: UTF8.self)
                current = c2paCert
                c2paSigner = try C2PASigner(certificateChainPEM: chain, keyPEM: key)
            } catch let error as any DepthKitError {
                let failure = InputError(input: current, underlying: error)
                printError("depthkit: \(failure)")
                throw ExitCode(failure.category.exitStatus)
            }
        }
        var logger = Logger(label: "depthkit.serve")
        logger.logLevel = logLevel
        var configuration = ServerConfiguration(
            host: host, port: port, database: location, appID: appID, environment: environment, trustAnchor: trustAnchor,
            challengeLifetime: TimeInterval(challengeLifetime), deviceRequestsPerMinute: deviceRateLimit,
            evidenceToken: evidenceToken,
            verificationBaseURL: verificationBaseURL ?? "http://\(host):\(port)/verify",
            faults: FaultLimits(
                storeTimeout: .seconds(storeTimeout), headerTimeout: .seconds(headerTimeout), bodyIdleTimeout: .seconds(bodyTimeout),
                maxConnections: maxConnections, drainTimeout: .seconds(drainTimeout)))
        configuration.storageDirectory = storage
        configuration.c2paSigner = c2paSigner
        configuration.adminToken = adminToken
        configuration.retention = retainDays.map { TimeInterval($0) * 86_400 }
        do {
            let metricsRegistry = Self.bootstrapMetrics()
            let application = try DepthKitServer.makeApplication(
                configuration: configuration, metricsRegistry: metricsRegistry, logger: logger)
            var group = ServiceGroupConfiguration(
                services: [.init(service: application)], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
            // Past the drain timeout the group cancels what is still running and the process exits 0.
            group.maximumGracefulShutdownDuration = configuration.faults.drainTimeout
            try await ServiceGroup(configuration: group).run()
        } catch let error as any DepthKitError {
            printError("depthkit: \(error)")
            throw ExitCode(error.category.exitStatus)
        } catch {
            printError("depthkit: serve: \(error)")
            throw ExitCode(74)
        }
    }

    /// Bootstraps the process's metrics system (once, as only an executable may) with a
    /// Prometheus registry, and returns the registry `/metrics` renders.
    static func bootstrapMetrics() -> PrometheusCollectorRegistry {
        let registry = PrometheusCollectorRegistry()
        MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: registry))
        return registry
    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}
