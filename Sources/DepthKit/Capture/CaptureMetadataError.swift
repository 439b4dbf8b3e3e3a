/// Why `--metadata-in` cannot supply the upload contract's fields.
public enum CaptureMetadataError: DepthKitError, Equatable {
    /// The input is not a JSON object.
    case notJSONObject
    /// A field the contract does not have (dotted path, e.g. `location.speed`).
    case unknownField(String)
    /// A field DepthKit computes itself (`photo_hash`, `depth_map_dimensions`).
    case computedField(String)
    /// A field has the wrong JSON type (dotted path).
    case wrongType(field: String)
    /// A required field of an object is missing (dotted path, e.g. `location.accuracy`).
    case missingField(String)
    /// `captured_at` is not an RFC 3339 timestamp (the ISO 8601 profile of the contract); the text as given.
    case capturedAtNotISO8601(String)
    /// `device_model` is empty or too long.
    case deviceModelLength(bytes: Int, maximum: Int)
    /// `device_model` has only white space (its length in UTF-8 bytes).
    case deviceModelBlank(bytes: Int)
    /// `assertion` is not canonical, non-empty base64.
    case assertionNotBase64(length: Int)
    /// Latitude outside -90...90 degrees.
    case latitudeOutOfRange(Double)
    /// Longitude outside -180...180 degrees.
    case longitudeOutOfRange(Double)
    /// Altitude is NaN or infinite.
    case altitudeNotFinite(Double)
    /// Accuracy is negative, NaN or infinite.
    case accuracyInvalid(Double)
    /// The depth grid is larger than the contract's `depth_map_dimensions` allow (1…1000 a side).
    case depthDimensionsOutOfRange(width: Int, height: Int)

    public var category: FailureCategory { .badData }

    public var kind: String {
        switch self {
        case .notJSONObject: "metadata_not_json_object"
        case .unknownField: "metadata_unknown_field"
        case .computedField: "metadata_computed_field"
        case .wrongType: "metadata_wrong_type"
        case .missingField: "metadata_missing_field"
        case .capturedAtNotISO8601: "captured_at_not_iso8601"
        case .deviceModelLength: "device_model_length"
        case .deviceModelBlank: "device_model_blank"
        case .assertionNotBase64: "assertion_not_base64"
        case .latitudeOutOfRange: "latitude_out_of_range"
        case .longitudeOutOfRange: "longitude_out_of_range"
        case .altitudeNotFinite: "altitude_not_finite"
        case .accuracyInvalid: "accuracy_invalid"
        case .depthDimensionsOutOfRange: "depth_dimensions_out_of_contract"
        }
    }

    public var description: String {
        switch self {
        case .notJSONObject: "metadata is not a JSON object"
        case let .unknownField(field): "metadata field \"\(field)\" is not part of the upload contract"
        case let .computedField(field): "metadata field \"\(field)\" is computed by depthkit and may not be given"
        case let .wrongType(field): "metadata field \"\(field)\" has the wrong JSON type"
        case let .missingField(field): "metadata field \"\(field)\" is required"
        case let .capturedAtNotISO8601(text): "captured_at \"\(text)\" is not ISO 8601 (2025-11-22T10:30:00.123Z)"
        case let .deviceModelLength(bytes, maximum): "device_model is \(bytes) bytes; it must be 1...\(maximum)"
        case let .deviceModelBlank(bytes): "device_model (\(bytes) bytes) is only white space"
        case let .assertionNotBase64(length): "assertion (\(length) characters) is not non-empty canonical base64"
        case let .latitudeOutOfRange(value): "latitude \(value) is outside -90...90"
        case let .longitudeOutOfRange(value): "longitude \(value) is outside -180...180"
        case let .altitudeNotFinite(value): "altitude \(value) is not finite"
        case let .accuracyInvalid(value): "accuracy \(value) m is not a finite non-negative number"
        case let .depthDimensionsOutOfRange(width, height):
            "depth map \(width)x\(height) exceeds the upload contract's 1...\(MetadataContract.dimensionRange.upperBound) pixels a side"
        }
    }
}
