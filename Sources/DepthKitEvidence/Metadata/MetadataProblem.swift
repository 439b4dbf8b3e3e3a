import DepthKitCore

/// One way a `metadata.json` (or a `--metadata-in` document) breaks the upload contract: the one
/// vocabulary of ``MetadataValidation`` (photo captures), which `frame` reports the first of and
/// `evidence` all of, and of ``VideoCaptureMetadata`` (video captures), which throws the first.
/// Each case carries what was found.
public enum MetadataProblem: ExplainedError, Equatable {
    /// The document is not JSON, or not a JSON object.
    case notAJSONObject
    /// The document is larger than ``MetadataValidation/maxMetadataBytes`` (given as `limit`).
    case tooLarge(byteCount: Int, limit: Int)
    /// A field the contract does not define (dotted path, e.g. `location.speed`); a problem only
    /// where unknown fields are refused (``MetadataValidation/Mode/input``).
    case unknownField(String)
    /// A field DepthKit computes itself (`photo_hash`, `depth_map_dimensions`) was supplied as input.
    case computedField(String)
    /// A required field is absent (dotted path, e.g. `location.accuracy`).
    case missingField(String)
    /// A field has the wrong JSON type.
    case wrongType(field: String, expected: String, found: String)
    /// A string field that must not be empty is empty (or only white space).
    case emptyString(field: String)
    /// A string field is longer than the contract allows (UTF-8 bytes).
    case tooLong(field: String, bytes: Int, maximum: Int)
    /// A timestamp (`captured_at`; a video's `started_at`, `ended_at`) is not RFC 3339 (the text
    /// as given). Each field has its kind: `captured_at_not_iso8601`, `started_at_not_iso8601`,
    /// `ended_at_not_iso8601`.
    case invalidTimestamp(field: MetadataTimestampField, text: String)
    /// `photo_hash` is not 64 lowercase hexadecimal digits.
    case invalidPhotoHash(String)
    /// A count (a video's `frame_count`, `duration_ms`, …) is not a whole number in 0...10¹².
    case notACount(field: String, value: Double)
    /// A depth dimension is not a whole number in 1...1000.
    case dimensionOutOfRange(field: String, value: Double)
    /// A coordinate is outside its range (or not finite).
    case coordinateOutOfRange(field: String, value: Double, limit: Double)
    /// `location.altitude` is NaN or infinite.
    case altitudeNotFinite(Double)
    /// `location.accuracy` is negative or not finite.
    case invalidAccuracy(Double)
    /// `assertion` is not non-empty canonical standard base64.
    case invalidBase64(field: String, characterCount: Int)
    /// `device_key_id` is not canonical standard base64 of 32 bytes.
    case invalidDeviceKeyID(characterCount: Int)
    /// A video's `hash_chain_final` is not canonical standard base64 of 32 bytes.
    case invalidChainHash(field: String, characterCount: Int)

    public var category: FailureCategory { .badData }

    public var explanation: (kind: String, message: String) {
        switch self {
        case .notAJSONObject: ("metadata_not_json_object", "not a JSON object")
        case let .tooLarge(byteCount, limit): ("metadata_too_large", "\(byteCount) bytes, above the \(limit)-byte limit")
        case let .unknownField(field): ("metadata_unknown_field", "\(field) is not part of the upload contract")
        case let .computedField(field): ("metadata_computed_field", "\(field) is computed by depthkit and may not be given")
        case let .missingField(field): ("metadata_missing_field", "\(field) is missing")
        case let .wrongType(field, expected, found): ("metadata_wrong_type", "\(field) is a \(found), expected \(expected)")
        case let .emptyString(field): ("metadata_field_blank", "\(field) is empty")
        case let .tooLong(field, bytes, maximum): ("metadata_field_too_long", "\(field) is \(bytes) bytes, more than \(maximum)")
        case let .invalidTimestamp(.capturedAt, text): ("captured_at_not_iso8601", Self.timestampMessage(.capturedAt, text))
        case let .invalidTimestamp(.startedAt, text): ("started_at_not_iso8601", Self.timestampMessage(.startedAt, text))
        case let .invalidTimestamp(.endedAt, text): ("ended_at_not_iso8601", Self.timestampMessage(.endedAt, text))
        case let .invalidPhotoHash(text): ("photo_hash_invalid", "photo_hash '\(text)' is not 64 lowercase hex digits")
        case let .notACount(field, value): ("metadata_not_a_count", "\(field) is \(value), not a whole number ≥ 0")
        case let .dimensionOutOfRange(field, value): ("depth_dimensions_out_of_contract", "\(field) = \(value) is not a whole number in 1...1000")
        case let .coordinateOutOfRange(field, value, limit): ("coordinate_out_of_range", "\(field) = \(value) is outside [-\(limit), \(limit)]")
        case let .altitudeNotFinite(value): ("altitude_not_finite", "location.altitude = \(value) is not finite")
        case let .invalidAccuracy(value): ("accuracy_invalid", "location.accuracy = \(value) is not a finite number ≥ 0")
        case let .invalidBase64(field, count): ("assertion_not_base64", "\(field) (\(count) characters) is not non-empty canonical standard base64")
        case let .invalidDeviceKeyID(count): ("device_key_id_invalid", "device_key_id (\(count) characters) is not canonical base64 of 32 bytes")
        case let .invalidChainHash(field, count): ("metadata_bad_base64", "\(field) (\(count) characters) is not canonical base64 of 32 bytes")
        }
    }

    private static func timestampMessage(_ field: MetadataTimestampField, _ text: String) -> String {
        "\(field.name) '\(text)' is not an RFC 3339 timestamp (YYYY-MM-DDTHH:MM:SS[.sss]Z or ±HH:MM)"
    }
}
