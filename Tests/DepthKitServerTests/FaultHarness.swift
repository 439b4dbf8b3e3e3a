import _DepthKitTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import NIOPosix
import Synchronization
import Testing

/// A client of one keep-alive connection to a service on `port` (a live test application or a
/// `depthkit-server` process). The service closes a keep-alive connection idle past its header
/// timeout; a request that finds its connection closed so (nothing of it written) goes again on a
/// new one, as HTTP clients do.
final class PortClient: Sendable {
    let port: Int
    let timeout: Duration
    private let client: Mutex<TestClient>

    init(port: Int, timeout: Duration = .seconds(30)) {
        self.port = port
        self.timeout = timeout
        client = Mutex(Self.connected(port: port, timeout: timeout))
    }

    private static func connected(port: Int, timeout: Duration) -> TestClient {
        let client = TestClient(host: "127.0.0.1", port: port, configuration: .init(timeout: timeout))
        client.connect()
        return client
    }

    func execute(uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil) async throws -> TestClient.Response {
        var headers = headers
        headers[.connection] = "keep-alive"
        let request = TestClient.Request(uri, method: method, authority: "localhost", headers: headers, body: body)
        let current = client.withLock { $0 }
        do {
            return try await current.execute(request)
        } catch ChannelError.ioOnClosedChannel {
            try? await current.shutdown()
            let fresh = Self.connected(port: port, timeout: timeout)
            client.withLock { $0 = fresh }
            return try await fresh.execute(request)
        }
    }

    func close() async { try? await client.withLock { $0 }.shutdown() }

    /// Challenge then registration of `app`'s device; keeps the device id.
    func register(_ app: inout AppClient) async throws {
        let challenge = try #require(try await execute(uri: "/api/v1/devices/challenge", method: .get).data["challenge"] as? String)
        let response = try await execute(
            uri: "/api/v1/devices/register", method: .post, headers: [.contentType: "application/json"],
            body: ByteBuffer(bytes: try app.registrationBody(challenge: challenge)))
        try #require(response.status == .created, "\(String(buffer: response.body ?? ByteBuffer()))")
        app.deviceID = try #require(try response.data["device_id"] as? String)
    }
}

extension TestClient.Response {
    var status: HTTPResponse.Status { head.status }

    var json: [String: Any] {
        get throws {
            try #require(try JSONSerialization.jsonObject(with: Data(Array((body ?? ByteBuffer()).readableBytesView))) as? [String: Any])
        }
    }

    var data: [String: Any] {
        get throws { try #require(try json["data"] as? [String: Any]) }
    }

    var errorCode: String? { ((try? json)?["error"] as? [String: Any])?["code"] as? String }

    var errorDetails: [String: String] { ((try? json)?["error"] as? [String: Any])?["details"] as? [String: String] ?? [:] }
}

/// Runs a command, returns its exit status and standard output (standard error is inherited).
/// The output goes through a file, not a pipe: a server the command starts (PostgreSQL) may
/// inherit the descriptor and would hold a pipe open.
@discardableResult
func shell(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = TestData.repositoryRoot
    let outputPath = NSTemporaryDirectory() + "depthkit-shell-\(UUID().uuidString)"
    _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
    defer { try? FileManager.default.removeItem(atPath: outputPath) }
    let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
    process.standardOutput = output
    try process.run()
    process.waitUntilExit()
    try output.close()
    return (process.terminationStatus, (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "")
}

/// Whether the faults that need root (a PostgreSQL of their own, a tmpfs) can run here; CI runs as root.
let runningAsRoot = getuid() == 0
let postgresInstalled = FileManager.default.fileExists(atPath: "/usr/lib/postgresql")

/// A PostgreSQL server of the test's own (`scripts/fault-postgres.sh`): its own data directory and
/// port, so that stopping it touches no other test's server.
struct OwnPostgres {
    let directory: String
    let port: Int
    let url: String

    init(port: Int) throws {
        directory = NSTemporaryDirectory() + "depthkit-fault-pg-\(port)-\(UUID().uuidString.prefix(8))"
        self.port = port
        let started = try shell(["scripts/fault-postgres.sh", "start", directory, String(port)])
        try #require(started.status == 0, "scripts/fault-postgres.sh start failed")
        url = started.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func stop() throws { try #require(try shell(["scripts/fault-postgres.sh", "stop", directory]).status == 0) }

    func start() throws { try #require(try shell(["scripts/fault-postgres.sh", "start", directory, String(port)]).status == 0) }

    func destroy() { _ = try? shell(["scripts/fault-postgres.sh", "destroy", directory]) }
}

/// The rows of a query, one string per row (`psql -tA`, columns joined by `|`).
func psql(_ url: String, _ query: String) throws -> [String] {
    let result = try shell(["psql", url, "-v", "ON_ERROR_STOP=1", "-tAq", "-c", query])
    try #require(result.status == 0, "psql failed: \(query)")
    return result.output.split(separator: "\n").map(String.init)
}

/// A `depthkit-server serve` process on a free port, for faults that kill or signal it.
final class ServerProcess: @unchecked Sendable {
    let process: Process
    let port: Int

    /// The built `depthkit-server` beside the test bundle (`swift build` builds it).
    static func executable() throws -> URL {
        for candidate in [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("depthkit-server")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        let fallback = TestData.repositoryRoot.appendingPathComponent(".build/debug/depthkit-server")
        try #require(FileManager.default.isExecutableFile(atPath: fallback.path), "depthkit-server not built; run `swift build`")
        return fallback
    }

    /// Starts the service on `database` trusting `rootPEM`, and waits until `/healthz` answers. A
    /// process that exits while starting (its port taken meanwhile by another process) is started
    /// again on another port, twice at most; its output is kept in `directory`.
    init(database: String, rootPEM: String, directory: TemporaryDirectory, extra: [String] = []) async throws {
        let pemPath = directory.appending("root-\(UUID().uuidString).pem")
        try Data(rootPEM.utf8).write(to: URL(fileURLWithPath: pemPath))
        let logPath = directory.appending("server-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        let executable = try Self.executable()
        var outcome = "did not answer /healthz within 30 s"
        for _ in 0..<3 {
            // Below Linux's ephemeral ports (32768 and up): no client connection's local port holds it.
            let port = Int.random(in: 20_000..<32_000)
            let process = Process()
            process.executableURL = executable
            process.arguments = [
                "serve", "--port", String(port), "--database", database, "--app-id", ServiceFixture.appID,
                "--environment", "development", "--trust-root", pemPath, "--device-rate-limit", "0", "--log-level", "error",
            ] + extra
            let log = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
            try log.seekToEnd()
            // Nothing of the test process's output is inherited: a child still running would hold it open.
            process.standardOutput = log
            process.standardError = log
            try process.run()
            try log.close()
            for _ in 0..<300 where process.isRunning {
                let client = PortClient(port: port, timeout: .seconds(2))
                let healthy = (try? await client.execute(uri: "/healthz", method: .get).status) == .ok
                await client.close()
                if healthy {
                    self.process = process
                    self.port = port
                    return
                }
                try await Task.sleep(for: .milliseconds(100))
            }
            if process.isRunning {
                process.terminate()
                break
            }
            outcome = "exited with status \(process.terminationStatus) while starting on port \(port)"
        }
        let errors = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        Issue.record("depthkit-server \(outcome); its output: \(errors.suffix(2_000))")
        throw CancellationError()
    }

    /// A test that ends early (a failed requirement) leaves no service running.
    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    func signal(_ signal: Int32) { kill(process.processIdentifier, signal) }

    /// Waits for the process to exit; its status, or `nil` past `limit`.
    func exitStatus(within limit: Duration) async throws -> Int32? {
        let deadline = ContinuousClock.now + limit
        while process.isRunning {
            if ContinuousClock.now > deadline { return nil }
            try await Task.sleep(for: .milliseconds(50))
        }
        return process.terminationStatus
    }
}

/// A raw TCP connection that sends `bytes` and then nothing (a slow or stuck client); its close
/// future completes when the server closes it.
func stalledConnection(port: Int, sending bytes: String) async throws -> any Channel {
    let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
        .connect(host: "127.0.0.1", port: port).get()
    try await channel.writeAndFlush(ByteBuffer(string: bytes)).get()
    return channel
}
