import DepthKitCore
import Foundation

/// A video capture's `metadata.json`: what the app states about the recording and its attestation.
/// Every field is optional here (``missingFields`` lists the required ones that are absent); a
/// field that is present must have its type.
///
/// Fields: `started_at`, `ended_at` (RFC 3339), `duration_ms`, `frame_count`,
/// `depth_keyframe_count`, `resolution`, `codec`, `device_model`, `location`,
/// `attestation_level`, `hash_chain_final` (base64 of the attested 32-byte hash), `assertion`
/// (base64), and DepthKit's documented extension `device_key_id`, `is_partial`,
/// `checkpoint_index`, plus the optional keyframe size `depth_map_dimensions` (`width`, `height`).
public struct VideoCaptureMetadata: Equatable, Sendable {
    /// Recording start.
    public let startedAt: CaptureTimestamp?
    /// Recording end.
    public let endedAt: CaptureTimestamp?
    /// The whole recording's wall-clock duration, also when it was interrupted and a checkpoint
    /// is attested (the app's `VideoMetadataCollector.recordingEnded`; the attested span's time is
    /// the checkpoint's, in the chain).
    public let durationMilliseconds: Int?
    /// Frames captured, the whole chain's, also when a checkpoint is attested.
    public let frameCount: Int?
    /// Depth keyframes uploaded.
    public let depthKeyframeCount: Int?
    /// `hash_chain_final`: the hash the assertion signs, or the chain's final hash (an app may name
    /// the final hash while the assertion signs a checkpoint's).
    public let attestedHash: ChainHash?
    /// The App Attest assertion's bytes.
    public let assertion: [UInt8]?
    /// The device's App Attest key id (extension).
    public let deviceKeyID: String?
    /// Whether the recording was interrupted (extension).
    public let isPartial: Bool?
    /// The attested checkpoint (extension).
    public let checkpointIndex: Int?
    /// The keyframe size, when stated.
    public let depthDimensions: DepthDimensions?
    /// `device_model`.
    public let deviceModel: String?
    /// Required fields that are absent, sorted.
    public let missingFields: [String]
    /// Fields the format does not define, sorted.
    public let unknownFields: [String]

    /// Fields every upload carries.
    public static let requiredFields: [String] = [
        "attestation_level", "codec", "depth_keyframe_count", "device_model", "duration_ms", "ended_at",
        "frame_count", "hash_chain_final", "resolution", "started_at",
    ]
    /// Optional fields: `location`, DepthKit's extension, and `assertion`, which the app leaves out
    /// when App Attest is unavailable (the recording is then not hardware-attested: a lower
    /// confidence, not a broken upload, as for photos).
    public static let optionalFields: [String] = [
        "assertion", "checkpoint_index", "depth_map_dimensions", "device_key_id", "is_partial", "location",
    ]
    /// The largest metadata document accepted.
    public static let maxBytes = 64 << 10

    /// Reads `metadata.json`'s bytes.
    public init(bytes: [UInt8]) throws(VideoMetadataError) {
        guard bytes.count <= Self.maxBytes else { throw .tooLarge(byteCount: bytes.count, limit: Self.maxBytes) }
        guard let document = try? JSONDecoder().decode(JSONValue.self, from: Data(bytes)), case .object(let fields) = document else {
            throw .notAnObject
        }
        startedAt = try Self.timestamp(fields, "started_at")
        endedAt = try Self.timestamp(fields, "ended_at")
        durationMilliseconds = try Self.count(fields, "duration_ms")
        frameCount = try Self.count(fields, "frame_count")
        depthKeyframeCount = try Self.count(fields, "depth_keyframe_count")
        checkpointIndex = try Self.count(fields, "checkpoint_index")
        deviceModel = try Self.string(fields, "device_model")
        deviceKeyID = try Self.string(fields, "device_key_id")
        for field in ["codec", "attestation_level"] { _ = try Self.string(fields, field) }
        if let text = try Self.string(fields, "hash_chain_final") {
            let hash = ChainHash(text: text)
            guard hash.digest != nil else { throw .badBase64(field: "hash_chain_final") }
            attestedHash = hash
        } else {
            attestedHash = nil
        }
        if let text = try Self.string(fields, "assertion") {
            guard let decoded = Base64.decode(text) else { throw .badBase64(field: "assertion") }
            assertion = decoded
        } else {
            assertion = nil
        }
        switch fields["is_partial"] {
        case nil, .null?: isPartial = nil
        case .bool(let value)?: isPartial = value
        case let other?: throw .field(.wrongType(field: "is_partial", expected: "boolean", found: other.typeName))
        }
        depthDimensions = try Self.dimensions(fields)
        missingFields = Self.requiredFields.filter { fields[$0] == nil || fields[$0] == .null }
        unknownFields = fields.keys.filter { !Self.requiredFields.contains($0) && !Self.optionalFields.contains($0) }.sorted()
    }

    private static func string(_ fields: [String: JSONValue], _ name: String) throws(VideoMetadataError) -> String? {
        switch fields[name] {
        case nil, .null?: nil
        case .string(let text)?: text
        case let other?: throw .field(.wrongType(field: name, expected: "string", found: other.typeName))
        }
    }

    private static func count(_ fields: [String: JSONValue], _ name: String) throws(VideoMetadataError) -> Int? {
        switch fields[name] {
        case nil, .null?: return nil
        case .number(let value)?:
            guard value >= 0, value <= 1e12, value.rounded() == value else { throw .notACount(field: name, value: value) }
            return Int(value)
        case let other?: throw .field(.wrongType(field: name, expected: "number", found: other.typeName))
        }
    }

    private static func timestamp(_ fields: [String: JSONValue], _ name: String) throws(VideoMetadataError) -> CaptureTimestamp? {
        guard let text = try string(fields, name) else { return nil }
        guard let timestamp = CaptureTimestamp(rfc3339: text) else { throw .badTimestamp(field: name, text: text) }
        return timestamp
    }

    private static func dimensions(_ fields: [String: JSONValue]) throws(VideoMetadataError) -> DepthDimensions? {
        switch fields["depth_map_dimensions"] {
        case nil, .null?: return nil
        case .object(let sides)?:
            guard let width = try count(sides, "width"), let height = try count(sides, "height"),
                let dimensions = try? DepthDimensions(width: width, height: height)
            else { throw .field(.wrongType(field: "depth_map_dimensions", expected: "{width, height} of whole numbers ≥ 1", found: "object")) }
            return dimensions
        case let other?: throw .field(.wrongType(field: "depth_map_dimensions", expected: "object", found: other.typeName))
        }
    }
}
