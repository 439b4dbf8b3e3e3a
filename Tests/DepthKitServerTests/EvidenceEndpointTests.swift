import DepthKitCore
import DepthKitEvidence
import DepthKitServer
import _DepthKitTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// `POST /api/v1/evidence` (bearer token, no device authentication) and the operations endpoints.
@Suite("depthkit serve: evidence endpoint and operations")
struct EvidenceEndpointTests {
    static func evidenceHeaders(token: String = ServiceFixture.evidenceToken) -> HTTPFields {
        [.contentType: Multipart.contentType, .authorization: "Bearer " + token]
    }

    /// The multipart body of `capture` with `device`'s capture assertion and its key id in the metadata.
    static func body(of capture: CaptureUpload, assertedBy device: inout SyntheticDevice) throws -> [UInt8] {
        let assertion = try device.assert(clientData: capture.captureHash.bytes)
        let metadata = try capture.metadata(assertion: assertion, extra: ["device_key_id": Base64.encode(device.keyID)])
        return Multipart.body(capture.parts(metadata: metadata))
    }

    /// The `hardware_attestation` check of the evidence `client` answers (200) for `body`.
    static func hardwareAttestation(of body: [UInt8], _ client: some TestClientProtocol) async throws -> [String: Any] {
        let response = try await client.execute(
            uri: "/api/v1/evidence", method: .post, headers: evidenceHeaders(), body: ByteBuffer(bytes: body))
        #expect(response.status == .ok)
        return try response.check("hardware_attestation")
    }

    @Test("the report of a capture without assertion: hardware_attestation unavailable", arguments: StoreKind.enabled)
    func reportWithoutAssertion(store: StoreKind) async throws {
        let fixture = try ServiceFixture(store)
        let capture = try CaptureUpload.good()
        try await fixture.application().test(.router) { client in
            let body = Multipart.body(capture.parts(metadata: try capture.metadata(assertion: nil)))
            let response = try await client.execute(
                uri: "/api/v1/evidence", method: .post, headers: Self.evidenceHeaders(), body: ByteBuffer(bytes: body))
            #expect(response.status == .ok)
            let report = try response.data
            // An unavailable hardware_attestation leaves the verdict alone (summary.hardware_attested says it).
            #expect((report["summary"] as? [String: Any])?["status"] as? String == "ok")
            #expect((report["summary"] as? [String: Any])?["hardware_attested"] as? Bool == false)
            let checks = try #require(report["checks"] as? [[String: Any]])
            #expect(checks.count == 9)  // the nine photo checks (the video checks are not run on a photo)
            let attestation = try response.check("hardware_attestation")
            #expect(attestation["status"] as? String == "unavailable")
            #expect(attestation["detail"] as? String == EvidenceCheck.noAssertionDetail)
        }
    }

    @Test("a registered device's capture assertion (device_key_id in metadata) verifies once", arguments: StoreKind.enabled)
    func registeredDeviceAssertion(store: StoreKind) async throws {
        let fixture = try ServiceFixture(store)
        let capture = try CaptureUpload.good()
        try await fixture.application().test(.router) { client in
            var app = AppClient(device: fixture.device())
            try await app.register(client)
            let body = try Self.body(of: capture, assertedBy: &app.device)
            var statuses: [String] = []
            for _ in 0..<2 {
                statuses.append(try #require(try await Self.hardwareAttestation(of: body, client)["status"] as? String))
            }
            #expect(statuses == ["pass", "fail"])
        }
    }

    @Test("a key asked for before its device registers is found once it has (a device not found is not remembered)", arguments: StoreKind.enabled)
    func deviceRegisteredAfterAsked(store: StoreKind) async throws {
        let fixture = try ServiceFixture(store)
        let capture = try CaptureUpload.good()
        try await fixture.application().test(.router) { client in
            var app = AppClient(device: fixture.device())
            let body = try Self.body(of: capture, assertedBy: &app.device)
            let before = try await Self.hardwareAttestation(of: body, client)
            #expect(before["status"] as? String == "fail")
            #expect((before["detail"] as? String)?.contains("not registered") == true)
            try await app.register(client)
            #expect(try await Self.hardwareAttestation(of: body, client)["status"] as? String == "pass")
        }
    }

    @Test("off without --evidence-token; a wrong token is 401")
    func tokens() async throws {
        let capture = try CaptureUpload.good()
        let body = ByteBuffer(bytes: Multipart.body(capture.parts(metadata: try capture.metadata(assertion: nil))))
        try await ServiceFixture(.sqlite) { $0.evidenceToken = nil }.application().test(.router) { client in
            let off = try await client.execute(uri: "/api/v1/evidence", method: .post, headers: Self.evidenceHeaders(), body: body)
            #expect(off.status == .notFound)
            #expect(off.errorCode == "not_found")
        }
        try await ServiceFixture(.sqlite).application().test(.router) { client in
            let wrong = try await client.execute(
                uri: "/api/v1/evidence", method: .post, headers: Self.evidenceHeaders(token: "wrong-token-of-other-length"), body: body)
            #expect(wrong.status == .unauthorized)
            #expect(wrong.errorCode == "unauthorized")
            let missing = try await client.execute(uri: "/api/v1/evidence", method: .post, headers: [.contentType: Multipart.contentType], body: body)
            #expect(missing.status == .unauthorized)
        }
    }

    @Test("/healthz answers and /metrics exposes request, latency and verdict metrics")
    func operations() async throws {
        let capture = try CaptureUpload.good()
        try await ServiceFixture(.sqlite).application().test(.router) { client in
            let health = try await client.execute(uri: "/healthz", method: .get)
            #expect(health.status == .ok)
            #expect(try health.json["status"] as? String == "ok")
            let body = Multipart.body(capture.parts(metadata: try capture.metadata(assertion: nil)))
            _ = try await client.execute(uri: "/api/v1/evidence", method: .post, headers: Self.evidenceHeaders(), body: ByteBuffer(bytes: body))
            let metrics = try await client.execute(uri: "/metrics", method: .get)
            #expect(metrics.status == .ok)
            let text = String(buffer: metrics.body)
            #expect(text.contains("hb_requests"))
            #expect(text.contains("http_server_request_duration_bucket"))
            #expect(text.contains(#"http_route="/api/v1/evidence""#))
            #expect(text.contains(#"depthkit_evidence_verdicts_total{verdict="ok",route="evidence"}"#)
                || text.contains(#"depthkit_evidence_verdicts_total{route="evidence",verdict="ok"}"#), "\(text)")
        }
    }
}
