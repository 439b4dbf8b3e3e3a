import DepthKitCore
import Foundation

/// A video capture's `metadata.json`: what the app states about the recording and its attestation,
/// checked against ``MetadataContract``'s video schema by the same schema walk as
/// ``MetadataValidation``. Every field is optional here (``missingFields`` lists the required ones
/// that are absent or `null`); a field that is present must meet its rule, else the first problem
/// is thrown.
///
/// Fields: `started_at`, `ended_at` (RFC 3339), `duration_ms`, `frame_count`,
/// `depth_keyframe_count` (whole numbers ≥ 0), `resolution`, `codec`, `device_model` (the photo's
/// rule), `attestation_level`, `hash_chain_final` (base64 of the attested 32-byte hash),
/// optional `assertion` (non-empty base64) and `location` (the photo's ranges), DepthKit's
/// documented extension `device_key_id` (base64 of 32 bytes), `is_partial`, `checkpoint_index`, and
/// the optional keyframe size `depth_map_dimensions` (`width`, `height` in 1...1000).
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
    /// `hash_chain_final` as written (canonical base64 of 32 bytes): the hash the assertion signs,
    /// or the chain's final hash (an app may name the final hash while the assertion signs a
    /// checkpoint's). `Video/` reads it as a `ChainHash` (`attestedHash`).
    public let hashChainFinal: String?
    /// The App Attest assertion's bytes.
    public let assertion: [UInt8]?
    /// The device's App Attest key id, 32 bytes (extension).
    public let deviceKeyID: [UInt8]?
    /// Whether the recording was interrupted (extension).
    public let isPartial: Bool?
    /// The attested checkpoint (extension).
    public let checkpointIndex: Int?
    /// The keyframe size, when stated.
    public let depthDimensions: DepthDimensions?
    /// `device_model`.
    public let deviceModel: String?
    /// Required fields that are absent, sorted (dotted paths inside an object, e.g. `location.accuracy`).
    public let missingFields: [String]
    /// Fields the format does not define, sorted (dotted paths inside an object).
    public let unknownFields: [String]

    /// The fields' names, as the app writes them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case startedAt = "started_at"
        case endedAt = "ended_at"
        case durationMilliseconds = "duration_ms"
        case frameCount = "frame_count"
        case depthKeyframeCount = "depth_keyframe_count"
        case resolution
        case codec
        case deviceModel = "device_model"
        case attestationLevel = "attestation_level"
        case hashChainFinal = "hash_chain_final"
        case assertion
        case deviceKeyID = "device_key_id"
        case isPartial = "is_partial"
        case checkpointIndex = "checkpoint_index"
        case depthMapDimensions = "depth_map_dimensions"
        case location
    }

    /// Reads `metadata.json`'s bytes (at most ``MetadataValidation/maxMetadataBytes``).
    public init(bytes: [UInt8]) throws(MetadataProblem) {
        let limit = MetadataValidation.maxMetadataBytes
        guard bytes.count <= limit else { throw .tooLarge(byteCount: bytes.count, limit: limit) }
        guard let document = try? JSONDecoder().decode(JSONValue.self, from: Data(bytes)), case .object(let written) = document else {
            throw .notAJSONObject
        }
        // A top-level `null` is an absent field, required or not, as the app writes what it lacks.
        let fields = written.filter { $0.value != .null }
        var walk = SchemaWalk(mode: .document)
        walk.check(fields, against: MetadataContract.videoSchema, prefix: "")
        var missing: [String] = []
        for problem in walk.problems {
            guard case .missingField(let field) = problem else { throw problem }
            missing.append(field)
        }
        missingFields = missing.sorted()
        unknownFields = walk.unknownFields.sorted()

        // Every present field meets its rule now.
        func value(_ key: CodingKeys) -> JSONValue? { fields[key.rawValue] }
        func count(_ key: CodingKeys) -> Int? { value(key)?.number.map { Int($0) } }
        startedAt = value(.startedAt)?.string.flatMap(CaptureTimestamp.init(rfc3339:))
        endedAt = value(.endedAt)?.string.flatMap(CaptureTimestamp.init(rfc3339:))
        durationMilliseconds = count(.durationMilliseconds)
        frameCount = count(.frameCount)
        depthKeyframeCount = count(.depthKeyframeCount)
        checkpointIndex = count(.checkpointIndex)
        deviceModel = value(.deviceModel)?.string
        hashChainFinal = value(.hashChainFinal)?.string
        assertion = value(.assertion)?.string.flatMap(Base64.decode)
        deviceKeyID = value(.deviceKeyID)?.string.flatMap(Base64.decode)
        if case .bool(let partial)? = value(.isPartial) { isPartial = partial } else { isPartial = nil }
        let sides = value(.depthMapDimensions)?.object
        if let width = sides?[CaptureMetadata.DimensionKeys.width.rawValue]?.number,
            let height = sides?[CaptureMetadata.DimensionKeys.height.rawValue]?.number
        {
            depthDimensions = try? DepthDimensions(width: Int(width), height: Int(height))
        } else {
            depthDimensions = nil
        }
    }
}
