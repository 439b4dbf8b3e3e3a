import DepthKitCore
import DepthKitServer
import _DepthKitTestSupport
import Foundation
import GRDB
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Synchronization
import Testing

@testable import DepthKitServer

/// The service under faults (issue 25, docs/faults.md): each test starts the real service (in
/// process over a socket, or the `depthkit-server` executable when it is killed or signalled) and,
/// where it stops PostgreSQL, a PostgreSQL of its own. Tests that need root (a PostgreSQL of their
/// own, a tmpfs) say so and skip when not root; `.ci/run` runs as root.
@Suite("depthkit serve: faults", .serialized)
struct FaultTests {
    /// One upload's answer as the client logged it.
    struct Answer: Sendable {
        let status: Int
        let code: String?
        let captureID: String?
        let retryAfter: String?
        let seconds: Double
        let sentAt: ContinuousClock.Instant
    }

    /// Uploads the good capture, its photo made unique (each upload's files its own), once as `app`,
    /// logging the answer (a transport failure is status 0).
    static func upload(_ app: inout AppClient, _ client: PortClient) async -> Answer {
        var start = ContinuousClock.now
        do {
            let body = try app.captureBody(try CaptureUpload.unique())
            let headers = try app.signatureHeaders(body: body, timestampMilliseconds: AppClient.now())
            // The request alone is timed: making and signing the body is the client's work.
            start = .now
            let response = try await client.execute(uri: "/api/v1/captures", method: .post, headers: headers, body: ByteBuffer(bytes: body))
            let elapsed = start.duration(to: .now)
            return Answer(
                status: Int(response.status.code), code: response.errorCode,
                captureID: response.status == .created ? (try? response.data["capture_id"] as? String) ?? nil : nil,
                retryAfter: response.head.headerFields[.retryAfter], seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
                sentAt: start)
        } catch {
            return Answer(status: 0, code: nil, captureID: nil, retryAfter: nil, seconds: 0, sentAt: start)
        }
    }

    /// Prints the line `scripts/chaos.sh` sums up: the fault, the answers by status (`cut`: the
    /// connection closed before any answer) and the losses found (201s not stored whole, or stored twice).
    static func report(_ fault: String, _ answers: [Answer], losses: Int) {
        let counts = Dictionary(grouping: answers, by: { $0.status == 0 ? "cut" : String($0.status) }).mapValues(\.count)
        let statuses = counts.keys.sorted().map { "\($0)=\(counts[$0]!)" }.joined(separator: " ")
        print("chaos: fault=\(fault) \(statuses) losses=\(losses)")
    }

    /// The answers of several uploading tasks.
    final class AnswerLog: Sendable {
        private let answers = Mutex<[Answer]>([])
        func append(_ answer: Answer) { answers.withLock { $0.append(answer) } }
        var count: Int { answers.withLock { $0.count } }
        var all: [Answer] { answers.withLock { $0 } }
    }

    // MARK: 1. PostgreSQL stops under load

    @Test("PostgreSQL stopped for 6 s under uploads: 503 service_unavailable with Retry-After, /readyz 503, /healthz 200, back within 5 s, the log matches the database row by row")
    func postgresOutage() async throws {
        guard runningAsRoot, postgresInstalled else {
            print("skipped: the outage test needs root and Debian's postgresql (it runs a PostgreSQL of its own); CI runs as root")
            return
        }
        let postgres = try OwnPostgres(port: Int.random(in: 41_000..<49_000))
        defer { postgres.destroy() }
        let fixture = try ServiceFixture(.sqlite) {
            $0.database = .postgres(url: postgres.url)
            $0.faults.storeTimeout = .seconds(1)
            $0.deviceRequestsPerMinute = 0
        }
        try await fixture.application(threadPool: ServiceFixture.timedPool).test(.live) { live in
            let port = try #require(live.port)
            let client = PortClient(port: port)
            let probe = PortClient(port: port)
            defer { Task { await client.close(); await probe.close() } }
            var app = AppClient(device: fixture.device())
            try await client.register(&app)
            var answers: [Answer] = []
            // 1.5 s of uploads, then the outage.
            let begin = ContinuousClock.now
            while begin.duration(to: .now) < .milliseconds(1500) { answers.append(await Self.upload(&app, client)) }
            try postgres.stop()
            let stopped = ContinuousClock.now
            var healthDuringOutage: [HTTPResponse.Status] = [], readyDuringOutage: [HTTPResponse.Status] = []
            while stopped.duration(to: .now) < .seconds(6) {
                answers.append(await Self.upload(&app, client))
                healthDuringOutage.append(try await probe.execute(uri: "/healthz", method: .get).status)
                readyDuringOutage.append(try await probe.execute(uri: "/readyz", method: .get).status)
            }
            try postgres.start()
            let restarted = ContinuousClock.now
            var firstSuccessAfterRestart: Duration?
            while restarted.duration(to: .now) < .seconds(7) {
                let answer = await Self.upload(&app, client)
                if answer.status == 201, firstSuccessAfterRestart == nil { firstSuccessAfterRestart = restarted.duration(to: answer.sentAt) }
                answers.append(answer)
            }
            let afterOutage = answers.filter { $0.sentAt > stopped && $0.sentAt < restarted }
            #expect(afterOutage.contains { $0.status == 503 }, "no 503 during the outage")
            for answer in answers where answer.status != 201 {
                #expect(answer.status == 503 && answer.code == "service_unavailable" && answer.retryAfter == "2", "\(answer)")
            }
            #expect(!answers.contains { $0.status == 500 || $0.status == 0 })
            // An upload makes up to four store calls, each cut at the 1 s store timeout, on top of its own
            // work: as long as the slowest upload before the outage took on this machine, plus 0.5 s.
            let ownWork = answers.filter { $0.sentAt < stopped }.map(\.seconds).max() ?? 0
            #expect(answers.map(\.seconds).max()! < 4.5 + ownWork, "an upload waited \(answers.map(\.seconds).max()!) s (\(ownWork) s before the outage)")
            #expect(healthDuringOutage.allSatisfy { $0 == .ok })
            #expect(readyDuringOutage.contains(.serviceUnavailable))
            // Recovery: from PostgreSQL's return to the sending of the first upload the service keeps.
            let recovery = try #require(firstSuccessAfterRestart, "no upload succeeded within 7 s of PostgreSQL's return")
            #expect(recovery < .seconds(5), "recovered after \(recovery)")
            #expect(try await probe.execute(uri: "/readyz", method: .get).status == .ok)
            let metrics = String(buffer: try await probe.execute(uri: "/metrics", method: .get).body ?? ByteBuffer())
            #expect(metrics.contains("depthkit_store_errors_total"), "\(metrics)")
            // Row by row: the captures stored are exactly those answered 201, each once.
            let answered = Set(answers.compactMap(\.captureID).map { $0.lowercased() })
            let stored = try psql(postgres.url, "SELECT capture_id FROM depthkit_capture")
            #expect(stored.count == Set(stored).count)
            #expect(Set(stored) == answered, "stored \(stored.count), answered 201 \(answered.count)")
            #expect(try psql(postgres.url, "SELECT count(*) FROM depthkit_capture WHERE length(evidence) < 100") == ["0"])
            #expect(try psql(postgres.url, "SELECT count(*) FROM (SELECT key_id, counter FROM depthkit_assertion_use GROUP BY 1, 2 HAVING count(*) > 1) d") == ["0"])
            Self.report("postgres_outage", answers, losses: answered.subtracting(stored).count + stored.count - Set(stored).count)
            print("chaos: fault=postgres_outage recovery_ms=\(recovery.components.seconds * 1000 + recovery.components.attoseconds / 1_000_000_000_000_000)")
        }
    }

    // MARK: 2. SIGKILL during uploads

    @Test("SIGKILL during uploads, then restart: every 201 stored whole, none doubled, a used challenge stays used, integrity_check ok", arguments: StoreKind.enabled)
    func killDuringUploads(store: StoreKind) async throws {
        let directory = try TemporaryDirectory()
        let authority = try SyntheticAppAttestAuthority()
        let database = store == .sqlite ? "sqlite:" + directory.appending("serve.sqlite") : try #require(StoreKind.postgresURL)
        var server = try await ServerProcess(database: database, rootPEM: authority.rootPEM, directory: directory)
        var app = AppClient(device: authority.makeDevice(appID: ServiceFixture.appID))
        let setup = PortClient(port: server.port)
        try await setup.register(&app)
        // A challenge consumed before the kill.
        let challenge = try #require(try await setup.execute(uri: "/api/v1/devices/challenge", method: .get).data["challenge"] as? String)
        let spent = try await setup.execute(
            uri: "/api/v1/devices/register", method: .post, headers: [.contentType: "application/json"],
            body: ByteBuffer(bytes: try AppClient(device: authority.makeDevice(appID: ServiceFixture.appID)).registrationBody(challenge: challenge)))
        #expect(spent.status == .created)
        await setup.close()
        // 4 devices upload in parallel (each its own counters); the kill comes after 40 answers.
        let answers = AnswerLog()
        let port = server.port
        let killed = server
        let uploaders = (0..<4).map { _ in AppClient(device: authority.makeDevice(appID: ServiceFixture.appID)) }
        var registered: [AppClient] = []
        let registration = PortClient(port: port)
        for var uploader in uploaders {
            try await registration.register(&uploader)
            registered.append(uploader)
        }
        await registration.close()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for uploader in registered {
                group.addTask {
                    var uploader = uploader
                    let client = PortClient(port: port, timeout: .seconds(5))
                    for _ in 0..<100 {
                        let answer = await Self.upload(&uploader, client)
                        answers.append(answer)
                        if answer.status == 0 { break }
                    }
                    await client.close()
                }
            }
            group.addTask {
                while answers.count < 40 { try await Task.sleep(for: .milliseconds(10)) }
                killed.signal(SIGKILL)
            }
            try await group.waitForAll()
        }
        #expect(try await killed.exitStatus(within: .seconds(5)) != nil)
        let log = answers.all
        let created = log.compactMap(\.captureID)
        #expect(created.count >= 40)
        #expect(!log.contains { $0.status != 201 && $0.status != 0 }, "answers other than 201 before the kill")
        if store == .sqlite {
            let path = directory.appending("serve.sqlite")
            let integrity = try await DatabaseQueue(path: path).read { try String.fetchAll($0, sql: "PRAGMA integrity_check") }
            #expect(integrity == ["ok"])
        }
        server = try await ServerProcess(database: database, rootPEM: authority.rootPEM, directory: directory)
        let after = PortClient(port: server.port)
        for id in created {
            let response = try await after.execute(uri: "/api/v1/captures/\(id)", method: .get)
            #expect(response.status == .ok, "capture \(id) answered 201 is not stored")
            #expect((try? response.data["evidence"] as? [String: Any])?["checks"] != nil, "capture \(id) is not whole")
        }
        // Whole means its files too: each 201's photo, depth, metadata and evidence are kept, and
        // every blob it refers to reads back hashing to its digest (read from the store itself).
        let damaged = try await withStore(try DatabaseLocation(parsing: database)) { store in
            var damaged: [String: String] = [:]
            for id in created {
                guard let capture = try await store.capture(id: try #require(UUID(uuidString: id))) else {
                    damaged[id] = "no row"
                    continue
                }
                let kinds = Set(capture.blobs.keys)
                if !Self.photoKinds.isSubset(of: kinds) { damaged[id] = "files \(kinds.map(\.rawValue).sorted())" }
                for (kind, digest) in capture.blobs {
                    guard let bytes = try await store.blob(digest) else {
                        damaged[id] = "\(kind.rawValue) \(digest.hex) unreadable"
                        continue
                    }
                    if ContentDigest.sha256(bytes) != digest { damaged[id] = "\(kind.rawValue) does not hash to \(digest.hex)" }
                }
            }
            return damaged
        }
        #expect(damaged.isEmpty, "answered 201 but not stored whole: \(damaged)")
        let deviceIDs = registered.compactMap(\.deviceID).map { "'\($0.lowercased())'" }.joined(separator: ",")
        let storedCount: Int
        if store == .sqlite {
            storedCount = try await DatabaseQueue(path: directory.appending("serve.sqlite")).read {
                try Int.fetchOne($0, sql: "SELECT count(*) FROM service_capture WHERE lower(device_id) IN (\(deviceIDs))") ?? 0
            }
        } else {
            storedCount = Int(try psql(database, "SELECT count(*) FROM depthkit_capture WHERE device_id::text IN (\(deviceIDs))").first ?? "") ?? -1
        }
        // Stored: every 201, plus at most the uploads the kill cut before their answer (one per uploader).
        #expect(storedCount >= created.count && storedCount <= created.count + 4, "stored \(storedCount), answered 201 \(created.count)")
        let reused = try await after.execute(
            uri: "/api/v1/devices/register", method: .post, headers: [.contentType: "application/json"],
            body: ByteBuffer(bytes: try AppClient(device: authority.makeDevice(appID: ServiceFixture.appID)).registrationBody(challenge: challenge)))
        #expect(reused.status == .badRequest && reused.errorDetails["reason"] == "challenge_used")
        await after.close()
        server.signal(SIGTERM)
        #expect(try await server.exitStatus(within: .seconds(30)) == 0)
        Self.report("sigkill_\(store)", log, losses: damaged.count)
    }

    /// The files every accepted photo capture keeps (without a C2PA signer; the overlay is made on request).
    static let photoKinds: Set<CaptureBlobKind> = [.photo, .depth, .metadata, .evidence]

    // MARK: 3. Slow and stuck clients

    @Test("300 slow and stuck connections: /healthz and uploads answered meanwhile, each closed at its header or body timeout, counted")
    func slowClients() async throws {
        let fixture = try ServiceFixture(.sqlite) {
            $0.faults.headerTimeout = .seconds(1)
            $0.faults.bodyIdleTimeout = .seconds(1)
        }
        try await fixture.application().test(.live) { live in
            let port = try #require(live.port)
            var stalled: [any Channel] = []
            for index in 0..<300 {
                // Two thirds send half a head; one third a whole head and half a body.
                let bytes = index % 3 == 2
                    ? "POST /api/v1/evidence HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(ServiceFixture.evidenceToken)\r\nContent-Type: \(Multipart.contentType)\r\nContent-Length: 100000\r\n\r\n--\(Multipart.boundary)\r\n"
                    : "GET /healthz HTTP/1.1\r\nHo"
                stalled.append(try await stalledConnection(port: port, sending: bytes))
            }
            let client = PortClient(port: port)
            var app = AppClient(device: fixture.device())
            try await client.register(&app)
            #expect(try await client.execute(uri: "/healthz", method: .get).status == .ok)
            #expect(await Self.upload(&app, client).status == 201)
            let start = ContinuousClock.now
            for channel in stalled { try await channel.closeFuture.get() }
            #expect(start.duration(to: .now) < .seconds(3), "the stalled connections were not all closed within 3 s")
            let metrics = String(buffer: try await client.execute(uri: "/metrics", method: .get).body ?? ByteBuffer())
            // 200 heads and 100 bodies (and the live test client's own idle connection, a header timeout too).
            #expect(Self.counter(metrics, #"depthkit_timeouts_total{kind="header"}"#) ?? 0 >= 200, "\(metrics)")
            #expect(Self.counter(metrics, #"depthkit_timeouts_total{kind="body"}"#) == 100, "\(metrics)")
            print("chaos: fault=slow_clients closed=\(stalled.count) losses=0")
            await client.close()
        }
    }

    @Test(
        "a body trickling in for longer than the body timeout, a chunk every 0.3 s, is not cut; once it stops, it is, at the timeout",
        .timeLimit(.minutes(1)))
    func tricklingBody() async throws {
        let fixture = try ServiceFixture(.sqlite) {
            $0.faults.headerTimeout = .seconds(1)
            $0.faults.bodyIdleTimeout = .seconds(1)
        }
        try await fixture.application().test(.live) { live in
            let port = try #require(live.port)
            let client = PortClient(port: port)
            let metricsBefore = String(buffer: try await client.execute(uri: "/metrics", method: .get).body ?? ByteBuffer())
            let bodyTimeoutsBefore = Self.counter(metricsBefore, #"depthkit_timeouts_total{kind="body"}"#) ?? 0
            let channel = try await stalledConnection(
                port: port,
                sending: "POST /api/v1/evidence HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(ServiceFixture.evidenceToken)\r\nContent-Type: \(Multipart.contentType)\r\nContent-Length: 100000\r\n\r\n--\(Multipart.boundary)\r\n")
            // Ten chunks 0.3 s apart: 3 s of body, three times the timeout, never 1 s without a byte.
            for _ in 0..<10 {
                try await Task.sleep(for: .milliseconds(300))
                #expect(channel.isActive, "the connection was cut while its body was still arriving")
                try await channel.writeAndFlush(ByteBuffer(string: String(repeating: "x", count: 100))).get()
            }
            let stopped = ContinuousClock.now
            try await channel.closeFuture.get()
            let waited = stopped.duration(to: .now)
            #expect(waited >= .milliseconds(900) && waited < .seconds(3), "closed \(waited) after the last chunk, not at the 1 s body timeout")
            let metrics = String(buffer: try await client.execute(uri: "/metrics", method: .get).body ?? ByteBuffer())
            #expect(Self.counter(metrics, #"depthkit_timeouts_total{kind="body"}"#) == bodyTimeoutsBefore + 1, "\(metrics)")
            await client.close()
        }
    }

    /// The value of the Prometheus sample `name` (with its labels) in `exposition`.
    static func counter(_ exposition: String, _ name: String) -> Int? {
        exposition.split(separator: "\n").first { $0.hasPrefix(name + " ") }.flatMap { Int($0.split(separator: " ").last ?? "") }
    }

    // MARK: 4. A full disk

    @Test("SQLite on a full tmpfs: uploads 507 insufficient_storage, /healthz 200, nothing stored before damaged, recovery once space is freed")
    func fullDisk() async throws {
        guard runningAsRoot else {
            print("skipped: the full-disk test mounts a tmpfs and needs root; CI runs as root")
            return
        }
        let mountPoint = try TemporaryDirectory()
        try #require(try shell(["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", mountPoint.path]).status == 0)
        defer { _ = try? shell(["umount", "-l", mountPoint.path]) }
        let fixture = try ServiceFixture(.sqlite) { $0.database = .sqlite(path: mountPoint.appending("serve.sqlite")); $0.deviceRequestsPerMinute = 0 }
        try await fixture.application().test(.live) { live in
            let client = PortClient(port: try #require(live.port))
            var app = AppClient(device: fixture.device())
            try await client.register(&app)
            let before = await Self.upload(&app, client)
            #expect(before.status == 201)
            // Fill the filesystem.
            let filler = mountPoint.appending("filler")
            _ = try shell(["dd", "if=/dev/zero", "of=\(filler)", "bs=64k", "status=none"])
            var full: [Answer] = []
            for _ in 0..<40 {
                let answer = await Self.upload(&app, client)
                full.append(answer)
                if answer.status == 507 && full.count >= 3 { break }
            }
            #expect(full.contains { $0.status == 507 && $0.code == "insufficient_storage" }, "\(full.map(\.status))")
            #expect(full.allSatisfy { [201, 503, 507].contains($0.status) }, "\(full.map(\.status))")
            #expect(try await client.execute(uri: "/healthz", method: .get).status == .ok)
            try FileManager.default.removeItem(atPath: filler)
            #expect(await Self.upload(&app, client).status == 201)
            var missing = 0
            for id in ([before] + full).compactMap(\.captureID) {
                let found = try await client.execute(uri: "/api/v1/captures/\(id)", method: .get).status == .ok
                #expect(found)
                if !found { missing += 1 }
            }
            Self.report("full_disk", [before] + full, losses: missing)
            let integrity = try await DatabaseQueue(path: mountPoint.appending("serve.sqlite")).read {
                try String.fetchAll($0, sql: "PRAGMA integrity_check")
            }
            #expect(integrity == ["ok"])
            let metrics = String(buffer: try await client.execute(uri: "/metrics", method: .get).body ?? ByteBuffer())
            #expect(metrics.contains(#"depthkit_store_errors_total{kind="sqlite_failed"}"#))
            await client.close()
        }
    }

    // MARK: 5. Clock trouble

    /// A clock source a test sets.
    final class ManualSource: Sendable {
        let seconds: Mutex<Double>
        init(_ seconds: Double) { self.seconds = Mutex(seconds) }
        func read() -> Double { seconds.withLock { $0 } }
        func advance(_ delta: Double) { seconds.withLock { $0 += delta } }
    }

    @Test("the service's wall clock stepped back 10 minutes never makes an expired challenge usable", arguments: StoreKind.enabled)
    func clockSteppedBack(store: StoreKind) async throws {
        let wall = ManualSource(Date().timeIntervalSince1970), monotonic = ManualSource(0)
        let fixture = try ServiceFixture(store) {
            $0.clock = ServiceClock(wall: { wall.read() }, monotonic: { monotonic.read() })
        }
        try await fixture.application().test(.router) { client in
            let challenge = try #require(try await client.execute(uri: "/api/v1/devices/challenge", method: .get).data["challenge"] as? String)
            // 301 s pass (past the 300 s lifetime) while the wall clock is stepped back 600 s.
            monotonic.advance(301)
            wall.advance(301 - 600)
            let response = try await client.execute(
                uri: "/api/v1/devices/register", method: .post, headers: [.contentType: "application/json"],
                body: ByteBuffer(bytes: try AppClient(device: fixture.device()).registrationBody(challenge: challenge)))
            #expect(response.status == .badRequest)
            #expect(response.errorDetails["reason"] == "challenge_expired")
        }
    }

    @Test("ServiceClock follows a wall clock stepped forward and never runs slower than the monotonic clock")
    func serviceClock() {
        let wall = ManualSource(1_000), monotonic = ManualSource(0)
        let clock = ServiceClock(wall: { wall.read() }, monotonic: { monotonic.read() })
        #expect(clock.now().timeIntervalSince1970 == 1_000)
        wall.advance(-500)  // stepped back: time still advances with the monotonic clock
        monotonic.advance(10)
        #expect(clock.now().timeIntervalSince1970 == 1_010)
        wall.advance(1_000)  // stepped forward to 1,500: followed
        #expect(clock.now().timeIntervalSince1970 == 1_500)
    }

    @Test("a device timestamp skewed by minutes is 401 timestamp_expired", arguments: [-6 * 60_000, 2 * 60_000] as [Int64])
    func skewedDeviceTimestamp(skewMilliseconds: Int64) async throws {
        let fixture = try ServiceFixture(.sqlite)
        try await fixture.application().test(.router) { client in
            var app = AppClient(device: fixture.device())
            try await app.register(client)
            let body = try app.captureBody(try CaptureUpload.good())
            let headers = try app.signatureHeaders(body: body, timestampMilliseconds: AppClient.now() + skewMilliseconds)
            let response = try await client.execute(uri: "/api/v1/captures", method: .post, headers: headers, body: ByteBuffer(bytes: body))
            #expect(response.status == .unauthorized)
            #expect(response.errorCode == "timestamp_expired")
        }
    }

    // MARK: Fault answers

    @Test(
        "store failures answer by their fault: 503 with Retry-After, 507, or 500",
        arguments: [
            (SQLiteStoreError.sqlite(path: "/s", resultCode: 13, message: "database or disk is full") as any ServiceStoreError, 507, "insufficient_storage"),
            (SQLiteStoreError.sqlite(path: "/s", resultCode: 5, message: "database is locked"), 503, "service_unavailable"),
            (SQLiteStoreError.sqlite(path: "/s", resultCode: 778, message: "disk I/O error"), 503, "service_unavailable"),
            (SQLiteStoreError.sqlite(path: "/s", resultCode: 1, message: "no such table"), 500, "processing_failed"),
            (SQLiteStoreError.threadPoolStopped(path: "/s"), 503, "service_unavailable"),
            (SQLiteStoreError.deviceMissing(path: "/s", keyID: []), 500, "processing_failed"),
            (PostgresStoreError.connection(location: "pg", code: "connectionError"), 503, "service_unavailable"),
            (PostgresStoreError.server(location: "pg", sqlState: "57P01", message: "terminating connection"), 503, "service_unavailable"),
            (PostgresStoreError.server(location: "pg", sqlState: "08006", message: "connection failure"), 503, "service_unavailable"),
            (PostgresStoreError.server(location: "pg", sqlState: "53100", message: "could not extend file"), 507, "insufficient_storage"),
            (PostgresStoreError.server(location: "pg", sqlState: "42P01", message: "undefined table"), 500, "processing_failed"),
            (PostgresStoreError.unexpected(location: "pg", errorType: "X"), 500, "processing_failed"),
        ] as [(any ServiceStoreError, Int, String)])
    func faultAnswers(error: any ServiceStoreError, status: Int, code: String) {
        let answer = APIError.storageFailed(error)
        #expect(Int(answer.status.code) == status)
        #expect(answer.code == code)
        #expect(answer.details["reason"] == error.kind)
        #expect((answer.details["retry_after_seconds"] != nil) == (status == 503))
    }

    @Test("a store call past the store timeout is cut: 503 store_timeout")
    func storeDeadline() async {
        let outcome = await StoreDeadline.run(within: .milliseconds(50)) { () async throws(SQLiteStoreError) -> Int in
            try? await Task.sleep(for: .seconds(5))
            return 1
        }
        guard case .timedOut = outcome else { Issue.record("not cut: \(outcome)"); return }
        let quick = await StoreDeadline.run(within: .seconds(5)) { () async throws(SQLiteStoreError) -> Int in 7 }
        guard case .finished(.success(7)) = quick else { Issue.record("not finished: \(quick)"); return }
    }

    @Test("a store without deadlines (SQLite) runs its calls to their end: the value or the store's error, never cut")
    func storeCallWithoutDeadline() async {
        #expect(!SQLiteServiceStore.callsHaveDeadline)
        #expect(PostgresServiceStore.callsHaveDeadline)
        let slow = await StoreDeadline.finished { () async throws(SQLiteStoreError) -> Int in
            try? await Task.sleep(for: .milliseconds(100))
            return 3
        }
        guard case .finished(.success(3)) = slow else { Issue.record("not finished: \(slow)"); return }
        let failed = await StoreDeadline.finished { () async throws(SQLiteStoreError) -> Int in
            throw SQLiteStoreError.threadPoolStopped(path: "a.sqlite")
        }
        guard case .finished(.failure(.threadPoolStopped(path: "a.sqlite"))) = failed else { Issue.record("not the store's error: \(failed)"); return }
    }

    // MARK: 6. SIGTERM with uploads in flight

    @Test("SIGTERM with 50 uploads in flight: each answered or cut before any answer, exit 0 within the drain timeout, every 201 stored")
    func drainUnderLoad() async throws {
        let directory = try TemporaryDirectory()
        let authority = try SyntheticAppAttestAuthority()
        let database = "sqlite:" + directory.appending("serve.sqlite")
        let server = try await ServerProcess(
            database: database, rootPEM: authority.rootPEM, directory: directory, extra: ["--drain-timeout", "20"])
        var uploaders: [AppClient] = []
        let registration = PortClient(port: server.port)
        for _ in 0..<50 {
            var uploader = AppClient(device: authority.makeDevice(appID: ServiceFixture.appID))
            try await registration.register(&uploader)
            uploaders.append(uploader)
        }
        await registration.close()
        let port = server.port
        let signalled = ContinuousClock.now
        let answers = try await withThrowingTaskGroup(of: Answer.self) { group in
            for uploader in uploaders {
                group.addTask {
                    var uploader = uploader
                    let client = PortClient(port: port, timeout: .seconds(20))
                    let answer = await Self.upload(&uploader, client)
                    await client.close()
                    return answer
                }
            }
            try await Task.sleep(for: .milliseconds(300))
            server.signal(SIGTERM)
            return try await group.reduce(into: [Answer]()) { $0.append($1) }
        }
        let status = try await server.exitStatus(within: .seconds(25))
        #expect(status == 0)
        #expect(signalled.duration(to: .now) < .seconds(25))
        #expect(answers.allSatisfy { [201, 503, 0].contains($0.status) }, "\(answers.map(\.status))")
        let stored = try await DatabaseQueue(path: directory.appending("serve.sqlite")).read {
            try String.fetchAll($0, sql: "SELECT lower(capture_id) FROM service_capture")
        }
        #expect(Set(answers.compactMap(\.captureID).map { $0.lowercased() }).isSubset(of: Set(stored)))
        // Nothing answered 503 is stored: what is stored beyond the 201s is at most the uploads cut unanswered.
        #expect(stored.count <= answers.filter { $0.status == 201 || $0.status == 0 }.count, "stored \(stored.count)")
        Self.report("sigterm_drain", answers, losses: Set(answers.compactMap(\.captureID).map { $0.lowercased() }).subtracting(stored).count)
    }
}
