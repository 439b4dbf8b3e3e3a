import DepthKitCore
import Foundation

/// The capture app's registration request (story 6.2, AC6):
/// `{"platform": "ios", "model": …, "has_lidar": true,
///   "attestation": {"key_id": b64, "attestation_object": b64, "challenge": b64}}`.
public struct DeviceRegistrationRequest: Sendable, Equatable {
    /// `platform`, e.g. `ios`.
    public let platform: String?
    /// `model`, e.g. `iPhone 15 Pro`.
    public let model: String?
    /// `has_lidar`.
    public let hasLiDAR: Bool?
    /// The key id (32 bytes).
    public let keyID: [UInt8]
    /// The CBOR attestation object.
    public let attestationObject: [UInt8]
    /// The challenge the backend issued (the app passes SHA-256 of it to `attestKey`).
    public let challenge: [UInt8]

    /// The largest request accepted, in bytes (an attestation object is about 5 KB).
    public static let maxBytes = 1 << 20

    /// Parses a request's JSON bytes; base64 fields must be canonical standard base64.
    /// - Throws: ``DeviceRegistrationRequestError``.
    public init(json: [UInt8]) throws(DeviceRegistrationRequestError) {
        guard json.count <= Self.maxBytes else { throw .tooLarge(byteCount: json.count, limit: Self.maxBytes) }
        guard let root = try? JSONSerialization.jsonObject(with: Data(json)) as? [String: Any] else { throw .notJSONObject }
        guard let attestation = root["attestation"] as? [String: Any] else { throw .missingField("attestation") }
        platform = root["platform"] as? String
        model = root["model"] as? String
        hasLiDAR = root["has_lidar"] as? Bool
        keyID = try Self.base64(attestation, "key_id")
        attestationObject = try Self.base64(attestation, "attestation_object")
        challenge = try Self.base64(attestation, "challenge")
    }

    private static func base64(_ object: [String: Any], _ field: String) throws(DeviceRegistrationRequestError) -> [UInt8] {
        guard let text = object[field] as? String else { throw .missingField("attestation." + field) }
        guard let bytes = Base64.decode(text) else { throw .invalidBase64(field: "attestation." + field) }
        return bytes
    }
}

/// Why a registration request cannot be read.
public enum DeviceRegistrationRequestError: DepthKitError, Equatable {
    /// The request is larger than ``DeviceRegistrationRequest/maxBytes``.
    case tooLarge(byteCount: Int, limit: Int)
    /// The bytes are not a JSON object.
    case notJSONObject
    /// A required field is missing or not a string/object.
    case missingField(String)
    /// A field is not canonical standard base64.
    case invalidBase64(field: String)

    public var category: FailureCategory { .badData }
    public var kind: String { "malformed_request" }
    public var description: String {
        switch self {
        case let .tooLarge(byteCount, limit): "registration request is \(byteCount) bytes, above the \(limit)-byte limit"
        case .notJSONObject: "registration request is not a JSON object"
        case let .missingField(field): "registration request lacks '\(field)'"
        case let .invalidBase64(field): "registration request field '\(field)' is not standard base64"
        }
    }
}
