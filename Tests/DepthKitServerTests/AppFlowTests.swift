import DepthKitCore
import DepthKitEvidence
import DepthKitServer
import _DepthKitTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// The app's whole flow against the service with the synthetic App Attest authority: challenge,
/// registration, signed capture upload with its evidence, status; in-process and over a socket,
/// on every enabled store.
@Suite("depthkit serve: the app flow")
struct AppFlowTests {
    @Test("challenge, register, signed upload and status", arguments: StoreKind.enabled, [TestingSetup.router, .live])
    func appFlow(store: StoreKind, setup: TestingSetup) async throws {
        let fixture = try ServiceFixture(store)
        let capture = try CaptureUpload.good()
        try await fixture.application().test(setup) { client in
            var app = AppClient(device: fixture.device())
            try await app.register(client)
            let body = try app.captureBody(capture)
            let response = try await app.upload(client, body: body)
            #expect(response.status == .created, "\(String(buffer: response.body))")
            let data = try response.data
            let captureID = try #require(data["capture_id"] as? String)
            #expect(UUID(uuidString: captureID) != nil)
            // testdata/captures/good: every check passes, the assertion too (counter 1, made first).
            #expect(data["status"] as? String == "ok")
            #expect((data["verification_url"] as? String)?.hasSuffix("/verify/" + captureID) == true)
            let evidence = try #require(data["evidence"] as? [String: Any])
            let attestation = try response.check("hardware_attestation")
            #expect(attestation["status"] as? String == "pass")
            #expect((attestation["detail"] as? String)?.contains("counter 1") == true)
            // The same as fields: the fixture's device is registered in the development environment.
            let facts = try #require(attestation["app_attest"] as? [String: Any])
            #expect(facts["key_id"] as? String == Base64.encode(app.device.keyID))
            #expect(facts["environment"] as? String == "development")
            #expect(facts["counter"] as? Int == 1)
            // Made first but sent after the signed upload request's own counter: out of order, accepted (unique).
            #expect(facts["out_of_order"] as? Bool == true)
            #expect((attestation["detail"] as? String)?.contains("counter 1, out of order") == true)
            #expect((evidence["capture_hash"] as? [String: Any])?["sha256_hex"] as? String == capture.captureHash.hex)
            #expect(response.headers[HTTPField.Name("X-Capture-Hash")!] == capture.captureHash.hex)

            let status = try await client.execute(uri: "/api/v1/captures/" + captureID, method: .get)
            #expect(status.status == .ok)
            let statusData = try status.data
            #expect(statusData["capture_id"] as? String == captureID)
            #expect(statusData["status"] as? String == "ok")
            let stored = try #require(statusData["evidence"] as? [String: Any])
            #expect((stored["capture_hash"] as? [String: Any])?["sha256_hex"] as? String == capture.captureHash.hex)
        }
    }

    @Test("a registered key registers once: 409 device_already_registered", arguments: StoreKind.enabled)
    func registeredTwice(store: StoreKind) async throws {
        let fixture = try ServiceFixture(store)
        try await fixture.application().test(.router) { client in
            var app = AppClient(device: fixture.device())
            try await app.register(client)
            let challenge = try await client.execute(uri: "/api/v1/devices/challenge", method: .get)
            let body = try app.registrationBody(challenge: try #require(try challenge.data["challenge"] as? String))
            let again = try await client.execute(
                uri: "/api/v1/devices/register", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(bytes: body))
            #expect(again.status == .conflict)
            #expect(again.errorCode == "device_already_registered")
        }
    }

    /// A registration of a new device with `challenge`.
    static func register(_ client: some TestClientProtocol, _ fixture: ServiceFixture, challenge: String) async throws -> TestResponse {
        try await client.execute(
            uri: "/api/v1/devices/register", method: .post, headers: [.contentType: "application/json"],
            body: ByteBuffer(bytes: try AppClient(device: fixture.device()).registrationBody(challenge: challenge)))
    }

    @Test("a challenge is used once, an unknown one never", arguments: StoreKind.enabled)
    func challengeOnce(store: StoreKind) async throws {
        let fixture = try ServiceFixture(store)
        try await fixture.application().test(.router) { client in
            let challenge = try #require(try await client.execute(uri: "/api/v1/devices/challenge", method: .get).data["challenge"] as? String)
            #expect(try await Self.register(client, fixture, challenge: challenge).status == .created)
            let reused = try await Self.register(client, fixture, challenge: challenge)
            #expect(reused.status == .badRequest)
            #expect(reused.errorCode == "invalid_attestation")
            #expect(reused.errorDetails["reason"] == "challenge_used")
            let unknown = try await Self.register(client, fixture, challenge: Base64.encode([UInt8](repeating: 7, count: 32)))
            #expect(unknown.errorDetails["reason"] == "challenge_unknown")
        }
    }

    @Test("an expired challenge is refused", arguments: StoreKind.enabled)
    func challengeExpired(store: StoreKind) async throws {
        let fixture = try ServiceFixture(store) { $0.challengeLifetime = 0.001 }
        try await fixture.application().test(.router) { client in
            let stale = try #require(try await client.execute(uri: "/api/v1/devices/challenge", method: .get).data["challenge"] as? String)
            try await Task.sleep(for: .milliseconds(20))
            let expired = try await Self.register(client, fixture, challenge: stale)
            #expect(expired.status == .badRequest)
            #expect(expired.errorDetails["reason"] == "challenge_expired")
        }
    }

    @Test("an attestation by an untrusted authority is 400 invalid_attestation naming the failed step", arguments: StoreKind.enabled)
    func untrustedAuthority(store: StoreKind) async throws {
        let fixture = try ServiceFixture(store)
        let stranger = try SyntheticAppAttestAuthority().makeDevice(appID: ServiceFixture.appID)
        try await fixture.application().test(.router) { client in
            let challenge = try #require(try await client.execute(uri: "/api/v1/devices/challenge", method: .get).data["challenge"] as? String)
            let response = try await client.execute(
                uri: "/api/v1/devices/register", method: .post, headers: [.contentType: "application/json"],
                body: ByteBuffer(bytes: try AppClient(device: stranger).registrationBody(challenge: challenge)))
            #expect(response.status == .badRequest)
            #expect(response.errorCode == "invalid_attestation")
            #expect(response.errorDetails["reason"] == "certificate_chain_invalid")
        }
    }

    @Test("a platform other than iOS is 422 unsupported_platform")
    func unsupportedPlatform() async throws {
        let fixture = try ServiceFixture(.sqlite)
        try await fixture.application().test(.router) { client in
            let body = #"{"platform":"android","attestation":{"key_id":"AA==","attestation_object":"AA==","challenge":"AA=="}}"#
            let response = try await client.execute(
                uri: "/api/v1/devices/register", method: .post, headers: [.contentType: "application/json"],
                body: ByteBuffer(string: body))
            #expect(response.status == .unprocessableContent)
            #expect(response.errorCode == "unsupported_platform")
        }
    }

    @Test("request counters are strict, capture counters unique: an offline capture uploads out of order", arguments: StoreKind.enabled)
    func counters(store: StoreKind) async throws {
        let fixture = try ServiceFixture(store)
        let capture = try CaptureUpload.good()
        try await fixture.application().test(.router) { client in
            var app = AppClient(device: fixture.device())
            try await app.register(client)
            // Two captures made offline (counters 1 and 2), uploaded newest first.
            let first = try app.captureBody(capture)
            let second = try app.captureBody(capture)
            let newer = try await app.upload(client, body: second)
            #expect(newer.status == .created)
            let older = try await app.upload(client, body: first)
            #expect(older.status == .created)
            let attestation = try older.check("hardware_attestation")
            #expect(attestation["status"] as? String == "pass")
            #expect((attestation["detail"] as? String)?.contains("out of order") == true)

            // The same capture again: its assertion's counter is spent, so the evidence says so.
            let replayedCapture = try await app.upload(client, body: first)
            #expect(replayedCapture.status == .created)
            let replayAttestation = try replayedCapture.check("hardware_attestation")
            #expect(replayAttestation["status"] as? String == "fail")
            #expect((replayAttestation["detail"] as? String)?.hasPrefix("counter_replayed") == true)

            // A request signature replayed, or older than the newest one, is refused.
            let body = try app.captureBody(capture)
            let timestamp = AppClient.now()
            let headers = try app.signatureHeaders(body: body, timestampMilliseconds: timestamp)
            let accepted = try await client.execute(uri: "/api/v1/captures", method: .post, headers: headers, body: ByteBuffer(bytes: body))
            #expect(accepted.status == .created)
            let replayed = try await client.execute(uri: "/api/v1/captures", method: .post, headers: headers, body: ByteBuffer(bytes: body))
            #expect(replayed.status == .unauthorized)
            #expect(replayed.errorCode == "signature_invalid")
            #expect(replayed.errorDetails["reason"] == "counter_replayed")
            let stale = try app.device.assertion(
                clientDataHash: ContentDigest.sha256(Array("\(timestamp)|\(ContentDigest.sha256(body).hex)".utf8)).bytes, counter: 2)
            let outOfOrder = try await client.execute(
                uri: "/api/v1/captures", method: .post, headers: try app.headers(signature: stale, timestampMilliseconds: timestamp),
                body: ByteBuffer(bytes: body))
            #expect(outOfOrder.status == .unauthorized)
            #expect(["counter_out_of_order", "counter_replayed"].contains(outOfOrder.errorDetails["reason"]))
        }
    }

    @Test("a signed video upload is hardware-attested on the store; its assertion replayed fails", arguments: StoreKind.enabled)
    func videoUpload(store: StoreKind) async throws {
        let fixture = try ServiceFixture(store)
        let directory = try TemporaryDirectory()
        try await fixture.application().test(.router) { client in
            var app = AppClient(device: fixture.device())
            try await app.register(client)
            let files = try app.writeVideo(
                SyntheticVideoCapture(frameCount: 160, depthWidth: 64, depthHeight: 48), to: directory.appending("capture"))
            let parts = try FormPart.video(files)
            let body = Multipart.body(parts)
            let first = try await app.upload(client, body: body, uri: "/api/v1/captures/video")
            #expect(first.status == .created, "\(String(buffer: first.body))")
            let attestation = try first.check("hardware_attestation")
            #expect(attestation["status"] as? String == "pass", "\(attestation)")
            #expect((attestation["detail"] as? String)?.contains("registered device's key") == true)

            // The same video again, under a fresh request signature: the store refuses its counter.
            let replay = try await app.upload(client, body: body, uri: "/api/v1/captures/video")
            #expect(replay.status == .created, "\(String(buffer: replay.body))")
            let replayed = try replay.check("hardware_attestation")
            #expect(replayed["status"] as? String == "fail")
            #expect((replayed["detail"] as? String)?.contains("counter 1000") == true, "\(replayed)")
        }
    }

    /// Story 7-5's interrupted recording uploaded as the app makes it (metadata: 360 frames,
    /// 12,000 ms; the assertion over checkpoint 1's hash), in both depth formats: the answer is the
    /// one `video verify` gives, partial, 300 of 360 frames, 10s of 12s, hardware-attested.
    @Test(
        "an interrupted video upload is partial: 300 of 360 frames, 10s of 12s",
        arguments: StoreKind.enabled, [SyntheticVideoCapture.DepthFormat.concatenatedDeflate, .rldpGzip])
    func interruptedVideoUpload(store: StoreKind, depthFormat: SyntheticVideoCapture.DepthFormat) async throws {
        let fixture = try ServiceFixture(store)
        let directory = try TemporaryDirectory()
        try await fixture.application().test(.router) { client in
            var app = AppClient(device: fixture.device())
            try await app.register(client)
            let files = try app.writeVideo(
                SyntheticVideoCapture(frameCount: 360, interrupted: true, depthWidth: 64, depthHeight: 48),
                to: directory.appending("capture"), depthFormat: depthFormat)
            let parts = try FormPart.video(files)
            let response = try await app.upload(client, body: Multipart.body(parts), uri: "/api/v1/captures/video")
            #expect(response.status == .created, "\(String(buffer: response.body))")
            let evidence = try #require(try response.data["evidence"] as? [String: Any])
            let verification = try #require(evidence["video_verification"] as? [String: Any])
            #expect(verification["status"] as? String == "partial")
            #expect(verification["verified_frames"] as? Int == 300)
            #expect(verification["total_frames"] as? Int == 360)
            #expect(verification["unverified_frames"] as? Int == 60)
            #expect(verification["verified_duration_ms"] as? Int == 10_000)
            #expect(verification["total_duration_ms"] as? Int == 12_000)
            #expect(verification["checkpoint_index"] as? Int == 1)
            #expect(verification["verified_label"] as? String == "10s of 12s")
            #expect(verification["attestation_valid"] as? Bool == true)
            #expect(verification["failure_kind"] is NSNull)
            #expect(try response.check("hash_chain")["status"] as? String == "pass")
            #expect(try response.check("hardware_attestation")["status"] as? String == "pass")
        }
    }

    @Test("a photo's capture assertion presented in a video's metadata fails as that photo's replay", arguments: StoreKind.enabled)
    func photoAssertionInVideo(store: StoreKind) async throws {
        let fixture = try ServiceFixture(store)
        let directory = try TemporaryDirectory()
        try await fixture.application().test(.router) { client in
            var app = AppClient(device: fixture.device())
            try await app.register(client)
            let photo = try CaptureUpload.good()
            let assertion = try app.device.assert(clientData: photo.captureHash.bytes)
            let photoUpload = try await app.upload(client, body: Multipart.body(photo.parts(metadata: try photo.metadata(assertion: assertion))))
            #expect(try photoUpload.check("hardware_attestation")["status"] as? String == "pass")

            // The video's metadata carries the photo's assertion: its signature fails over the
            // video's hashes and verifies over the client data its counter was first used for.
            let files = try app.writeVideo(
                SyntheticVideoCapture(frameCount: 12, depthWidth: 16, depthHeight: 12), to: directory.appending("capture"))
            let metadataBytes = try #require(FileManager.default.contents(atPath: files.metadata))
            var metadata = try #require(try JSONSerialization.jsonObject(with: metadataBytes) as? [String: Any])
            metadata["assertion"] = Base64.encode(assertion)
            try JSONSerialization.data(withJSONObject: metadata).write(to: URL(fileURLWithPath: files.metadata))
            let video = try await app.upload(client, body: Multipart.body(try FormPart.video(files)), uri: "/api/v1/captures/video")
            #expect(video.status == .created, "\(String(buffer: video.body))")
            let check = try video.check("hardware_attestation")
            #expect(check["status"] as? String == "fail")
            let firstHash = Base64.encode(ContentDigest.sha256(photo.captureHash.bytes).bytes)
            #expect(check["detail"] as? String == "counter_replayed: counter 1 was already used, for client data hash \(firstHash): a replay")
        }
    }
}
