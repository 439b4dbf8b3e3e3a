import DepthKitCore
import Foundation
import HTTPTypes
import Hummingbird

/// The device authentication headers of an upload (tech spec §5.3): `X-Device-Id` (the service's
/// device UUID), `X-Device-Timestamp` (Unix milliseconds) and `X-Device-Signature`, a base64 App
/// Attest assertion whose client data is `"{timestamp_ms}|{sha256_hex(body)}"`.
///
/// The spec names Ed25519, which a Secure Enclave App Attest key cannot make; the header is read
/// as the assertion the key can make. Its nonce (SHA-256 of authenticator data ‖ SHA-256 of the
/// client data) is the message the key signed, verified as such (not as a pre-hashed digest).
struct SignedRequest: Sendable {
    /// `X-Device-Id`.
    static let deviceIDHeader = HTTPField.Name("X-Device-Id")!
    /// `X-Device-Timestamp`.
    static let timestampHeader = HTTPField.Name("X-Device-Timestamp")!
    /// `X-Device-Signature`.
    static let signatureHeader = HTTPField.Name("X-Device-Signature")!

    let deviceID: UUID
    let timestampMilliseconds: Int64
    let assertion: [UInt8]

    /// Reads and checks the headers at `now`: a device UUID, a timestamp from `maxAge` seconds in
    /// the past to `maxAhead` in the future, a base64 signature.
    /// - Throws: 401 `device_not_registered`, `timestamp_expired` or `signature_invalid`.
    init(_ headers: HTTPFields, now: Date, maxAge: TimeInterval, maxAhead: TimeInterval) throws(APIError) {
        guard let id = headers[Self.deviceIDHeader], let deviceID = UUID(uuidString: id) else {
            throw APIError(
                .unauthorized, "device_not_registered", "X-Device-Id is missing or not a device UUID",
                details: ["reason": "device_id_missing_or_malformed"])
        }
        guard let text = headers[Self.timestampHeader], text.count <= 19, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 || $0 == 0x2d }),
            let timestamp = Int64(text)
        else {
            throw APIError(
                .unauthorized, "timestamp_expired", "X-Device-Timestamp is missing or not Unix milliseconds",
                details: ["reason": "timestamp_malformed"])
        }
        let age: TimeInterval = now.timeIntervalSince1970 - Double(timestamp) / 1000
        guard age <= maxAge, -age <= maxAhead else {
            throw APIError(
                .unauthorized, "timestamp_expired",
                "X-Device-Timestamp is outside the window (\(Int(maxAge)) s past to \(Int(maxAhead)) s ahead)",
                details: ["reason": age > 0 ? "too_old" : "in_the_future", "server_time_ms": String(Int64(now.timeIntervalSince1970 * 1000))])
        }
        guard let signature = headers[Self.signatureHeader], signature.utf8.count <= 16_384,
            let assertion = Base64.decode(signature)
        else {
            throw APIError.signatureInvalid("X-Device-Signature is missing or not base64", reason: "signature_malformed")
        }
        self.deviceID = deviceID
        timestampMilliseconds = timestamp
        self.assertion = assertion
    }

    /// The client data the device signed for a body hashing to `bodySHA256Hex`.
    func clientData(bodySHA256Hex: String) -> [UInt8] {
        Array("\(timestampMilliseconds)|\(bodySHA256Hex)".utf8)
    }
}
