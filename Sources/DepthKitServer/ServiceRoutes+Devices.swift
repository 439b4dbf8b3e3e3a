import Crypto
import DepthKitAttestation
import DepthKitCore
import DepthKitEvidence
import Foundation
import Hummingbird

extension ServiceRoutes {
    /// `GET /api/v1/devices/challenge`: 32 random bytes, usable once for ``ServerConfiguration/challengeLifetime``.
    func issueChallenge() async throws(APIError) -> Response {
        var generator = SystemRandomNumberGenerator()
        let challenge = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let expiresAt = Date().addingTimeInterval(configuration.challengeLifetime)
        try await stored { () throws(Store.Failure) in try await store.issueChallenge(challenge, expiresAt: expiresAt) }
        return ResponseBody.data(Challenge(challenge: Base64.encode(challenge), expiresAt: AppAttestTime.format(expiresAt)))
    }

    /// `POST /api/v1/devices/register`: consumes the challenge, verifies the attestation, records the device.
    func register(_ request: Request) async throws(APIError) -> Response {
        let body = try await collect(request, limit: configuration.limits.registrationBytes)
        let parsed: DeviceRegistrationRequest
        do throws(DeviceRegistrationRequestError) {
            parsed = try DeviceRegistrationRequest(json: body)
        } catch {
            throw APIError(.badRequest, "invalid_attestation", error.description, details: ["reason": error.kind])
        }
        if let platform = parsed.platform, platform.lowercased() != "ios" {
            throw APIError(
                .unprocessableContent, "unsupported_platform", "only iOS devices (App Attest) can register",
                details: ["platform": String(platform.prefix(32))])
        }
        let now = Date()
        let consumption = try await stored { () throws(Store.Failure) in
            try await store.consumeChallenge(parsed.challenge, at: now)
        }
        guard consumption == .consumed else {
            throw APIError(
                .badRequest, "invalid_attestation", "the attestation's challenge is not an issued, unexpired, unused one",
                details: ["reason": consumption.rawValue])
        }
        let verified: VerifiedAttestation
        do throws(AppAttestError) {
            verified = try await AttestationVerifier(
                appID: configuration.appID, environment: configuration.environment, trustAnchor: configuration.trustAnchor
            ).verify(
                attestationObject: parsed.attestationObject, keyID: parsed.keyID,
                clientDataHash: ContentDigest.sha256(parsed.challenge).bytes, at: now)
        } catch {
            throw APIError(.badRequest, "invalid_attestation", error.description, details: ["reason": error.kind])
        }
        let device = ServiceDevice(
            id: UUID(), keyID: verified.keyID, publicKeyX963: verified.publicKeyX963, appID: verified.appID,
            environment: verified.environment, model: parsed.model.map { String($0.prefix(128)) }, hasLiDAR: parsed.hasLiDAR ?? false,
            registeredAt: now)
        let registered = try await stored { () throws(Store.Failure) in try await store.register(verified, device: device, at: now) }
        guard registered else {
            throw APIError(
                .conflict, "device_already_registered", "a device with this key id is already registered",
                details: ["key_id": Base64.encode(verified.keyID)])
        }
        return ResponseBody.data(
            Registration(deviceId: device.id.uuidString, attestationLevel: "secure_enclave", hasLidar: device.hasLiDAR),
            status: .created)
    }

    /// The whole body of `request`, refused above `limit` bytes (declared or received).
    func collect(_ request: Request, limit: Int) async throws(APIError) -> [UInt8] {
        if let declared = request.headers[.contentLength].flatMap(Int.init), declared > limit {
            throw .payloadTooLarge("the request body (declared \(declared) bytes)", limit: limit)
        }
        var bytes: [UInt8] = []
        do {
            for try await chunk in request.body {
                guard bytes.count + chunk.readableBytes <= limit else { throw APIError.payloadTooLarge("the request body", limit: limit) }
                bytes += chunk.readableBytesView
            }
        } catch let error as APIError {
            throw error
        } catch {
            throw .malformedRequest("the request body could not be read")
        }
        return bytes
    }

    private struct Challenge: Encodable {
        let challenge: String
        let expiresAt: String
    }

    private struct Registration: Encodable {
        let deviceId: String
        let attestationLevel: String
        let hasLidar: Bool
    }
}
