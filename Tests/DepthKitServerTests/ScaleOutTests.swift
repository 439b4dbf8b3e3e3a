import DepthKitCore
import DepthKitServer
import _DepthKitTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// Two service instances on one store: a challenge is consumed once and a counter accepted once
/// across them. Runs on PostgreSQL when `DEPTHKIT_TEST_POSTGRES_URL` is set, and on one SQLite
/// file (two applications in one process) always.
@Suite("depthkit serve: two instances on one store", .serialized)
struct ScaleOutTests {
    @Test("PostgreSQL is configured where CI requires it")
    func postgresConfigured() {
        if StoreKind.postgresRequired {
            #expect(StoreKind.postgresURL != nil, "DEPTHKIT_REQUIRE_POSTGRES=1 but DEPTHKIT_TEST_POSTGRES_URL is not set")
        }
    }

    /// Runs `body` with clients of two instances of `fixture`'s service (in-process: the live
    /// test client sends one request at a time, the router's accepts any number at once).
    static func twoInstances(
        _ fixture: ServiceFixture, _ body: @escaping @Sendable ([any TestClientProtocol]) async throws -> Void
    ) async throws {
        try await fixture.application(threadPool: ServiceFixture.floodPool).test(.router) { first in
            try await fixture.application(threadPool: ServiceFixture.floodPool).test(.router) { second in
                try await body([first, second])
            }
        }
    }

    @Test("200 registrations racing for 100 challenges register exactly 100", arguments: StoreKind.enabled)
    func registrationRace(store: StoreKind) async throws {
        let fixture = try ServiceFixture(store)
        try await Self.twoInstances(fixture) { clients in
            var challenges: [String] = []
            for index in 0..<100 {
                let response = try await clients[index % 2].execute(uri: "/api/v1/devices/challenge", method: .get)
                challenges.append(try #require(try response.data["challenge"] as? String))
            }
            let bodies = try (0..<200).map { index in
                try AppClient(device: fixture.device()).registrationBody(challenge: challenges[index / 2])
            }
            let outcomes = try await withThrowingTaskGroup(of: (HTTPResponse.Status, String?).self) { group in
                for (index, body) in bodies.enumerated() {
                    group.addTask {
                        let response = try await clients[index % 2].execute(
                            uri: "/api/v1/devices/register", method: .post, headers: [.contentType: "application/json"],
                            body: ByteBuffer(bytes: body))
                        return (response.status, response.errorDetails["reason"])
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(outcomes.filter { $0.0 == .created }.count == 100)
            #expect(outcomes.filter { $0.0 == .badRequest && $0.1 == "challenge_used" }.count == 100)
        }
    }

    @Test("1,000 concurrent uploads of one device with distinct counters: each accepted once, each replay refused", arguments: StoreKind.enabled)
    func counterRace(store: StoreKind) async throws {
        let fixture = try ServiceFixture(store)
        // Only the hardware_attestation check matters here: a one-value depth keeps the other
        // checks (and the depth analysis) out of the way of 2,000 requests.
        var oneValue = try CaptureUpload.good()
        oneValue.depth = [0, 0, 0x80, 0x3f]
        let capture = oneValue
        try await Self.twoInstances(fixture) { clients in
            var app = AppClient(device: fixture.device())
            try await app.register(clients[0])
            // Capture assertions with counters 1…1000, each sent twice at once (once to each
            // instance): the original and its replay race.
            var bodies: [[UInt8]] = []
            for _ in 0..<1_000 {
                let assertion = try app.device.assert(clientData: capture.captureHash.bytes)
                let metadata = try capture.metadata(assertion: assertion, extra: ["device_key_id": Base64.encode(app.device.keyID)])
                bodies.append(Multipart.body(capture.parts(metadata: metadata)))
            }
            let headers: HTTPFields = [.contentType: Multipart.contentType, .authorization: "Bearer " + ServiceFixture.evidenceToken]
            let outcomes = try await withThrowingTaskGroup(of: (Int, String).self) { group in
                for (index, body) in bodies.enumerated() {
                    for client in clients {
                        group.addTask {
                            let response = try await client.execute(
                                uri: "/api/v1/evidence", method: .post, headers: headers, body: ByteBuffer(bytes: body))
                            let check = try response.check("hardware_attestation")
                            let status = try #require(check["status"] as? String)
                            let detail = check["detail"] as? String ?? ""
                            return (index, status == "pass" ? "pass" : detail.hasPrefix("counter_replayed") ? "replay" : detail)
                        }
                    }
                }
                return try await group.reduce(into: [Int: [String]]()) { $0[$1.0, default: []].append($1.1) }
            }
            #expect(outcomes.count == 1_000)
            #expect(outcomes.values.allSatisfy { $0.sorted() == ["pass", "replay"] })
        }
    }
}
