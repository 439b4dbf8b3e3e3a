import DepthKitCore
import Foundation

extension SyntheticDevice {
    /// The body the capture app posts to `/api/v1/devices/register` for the server's base64
    /// `challenge`: platform `ios`, model, LiDAR, and the attestation of the key over the challenge.
    /// - Throws: `RegistrationError.challengeNotBase64`, or what attesting throws.
    public func registrationRequest(challenge: String) throws -> [UInt8] {
        guard let challengeBytes = Base64.decode(challenge) else { throw RegistrationError.challengeNotBase64 }
        let body: [String: Any] = [
            "platform": "ios", "model": "iPhone 15 Pro", "has_lidar": true,
            "attestation": [
                "key_id": Base64.encode(keyID),
                "attestation_object": Base64.encode(try attest(challenge: challengeBytes)),
                "challenge": challenge,
            ],
        ]
        return Array(try JSONSerialization.data(withJSONObject: body))
    }

    /// Why a registration body cannot be made.
    public enum RegistrationError: Error {
        /// The server's challenge is not base64.
        case challengeNotBase64
    }
}
