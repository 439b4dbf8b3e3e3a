import DepthKitCore

/// The upload contract's `metadata.json` in one place: its ``schema`` (field names from
/// ``CaptureMetadata``'s and ``CaptureLocation``'s coding keys, so what DepthKit writes is what
/// it accepts) and the value rules. ``MetadataValidation`` parses with the schema; the validating
/// initializers of ``CaptureMetadataInput`` and ``CaptureLocation`` apply the same rules.
/// Timestamps are ``CaptureTimestamp``'s, base64 is ``Base64``'s.
public enum MetadataContract {
    /// Latitudes lie in -90...90 degrees.
    public static let latitudeLimit = 90.0
    /// Longitudes lie in -180...180 degrees.
    public static let longitudeLimit = 180.0
    /// Each side of `depth_map_dimensions`, in pixels.
    public static let dimensionRange = 1...1000
    /// The longest `device_model`, in UTF-8 bytes.
    public static let maxDeviceModelBytes = 256

    /// The contract's fields in document order, each with its rule.
    static let schema: [MetadataField] = {
        typealias Keys = CaptureMetadata.CodingKeys
        typealias Sides = CaptureMetadata.DimensionKeys
        typealias Place = CaptureLocation.CodingKeys
        let dimension = MetadataField.Rule.number { value, path in dimensionProblem(value, field: path) }
        return [
            MetadataField(Keys.capturedAt.rawValue, required: true, .string { text, _ in timestampProblem(text) }),
            MetadataField(Keys.deviceModel.rawValue, required: true, .string { text, path in deviceModelProblem(text, field: path) }),
            MetadataField(Keys.photoHash.rawValue, required: true, computed: true, .string { text, _ in photoHashProblem(text) }),
            MetadataField(Keys.depthMapDimensions.rawValue, required: true, computed: true, .object([
                MetadataField(Sides.width.rawValue, required: true, dimension),
                MetadataField(Sides.height.rawValue, required: true, dimension),
            ])),
            MetadataField(Keys.location.rawValue, required: false, .object([
                MetadataField(Place.latitude.rawValue, required: true, .number { value, path in
                    coordinateProblem(value, field: path, limit: latitudeLimit)
                }),
                MetadataField(Place.longitude.rawValue, required: true, .number { value, path in
                    coordinateProblem(value, field: path, limit: longitudeLimit)
                }),
                MetadataField(Place.altitude.rawValue, required: false, .number { value, _ in altitudeProblem(value) }),
                MetadataField(Place.accuracy.rawValue, required: true, .number { value, _ in accuracyProblem(value) }),
            ])),
            MetadataField(Keys.assertion.rawValue, required: false, .string { text, path in assertionProblem(text, field: path) }),
            // DepthKit's extension: given to `frame` with --device-key-id, never in --metadata-in.
            MetadataField(Keys.deviceKeyID.rawValue, required: false, computed: true, .string { text, _ in deviceKeyIDProblem(text) }),
        ]
    }()

    /// `captured_at` must be an RFC 3339 timestamp.
    static func timestampProblem(_ text: String) -> MetadataProblem? {
        CaptureTimestamp(rfc3339: text) == nil ? .invalidTimestamp(text) : nil
    }

    /// `device_model` must not be blank (empty or only white space) nor longer than ``maxDeviceModelBytes``.
    static func deviceModelProblem(_ text: String, field: String) -> MetadataProblem? {
        if text.allSatisfy(\.isWhitespace) { return .emptyString(field: field) }
        guard text.utf8.count <= maxDeviceModelBytes else {
            return .tooLong(field: field, bytes: text.utf8.count, maximum: maxDeviceModelBytes)
        }
        return nil
    }

    /// `photo_hash` must be 64 lowercase hexadecimal digits.
    static func photoHashProblem(_ text: String) -> MetadataProblem? {
        let isHash = text.utf8.count == 64 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
        return isHash ? nil : .invalidPhotoHash(text)
    }

    /// Each side of `depth_map_dimensions` must be a whole number of pixels in ``dimensionRange``.
    static func dimensionProblem(_ value: Double, field: String) -> MetadataProblem? {
        let isDimension = value.rounded() == value && Double(dimensionRange.lowerBound) <= value
            && value <= Double(dimensionRange.upperBound)
        return isDimension ? nil : .dimensionOutOfRange(field: field, value: value)
    }

    /// A coordinate must be finite and within `-limit...limit` degrees.
    static func coordinateProblem(_ value: Double, field: String, limit: Double) -> MetadataProblem? {
        value.isFinite && value >= -limit && value <= limit ? nil : .coordinateOutOfRange(field: field, value: value, limit: limit)
    }

    /// `location.altitude` must be finite.
    static func altitudeProblem(_ value: Double) -> MetadataProblem? {
        value.isFinite ? nil : .altitudeNotFinite(value)
    }

    /// `location.accuracy` must be finite metres ≥ 0.
    static func accuracyProblem(_ value: Double) -> MetadataProblem? {
        value.isFinite && value >= 0 ? nil : .invalidAccuracy(value)
    }

    /// `device_key_id` (the capturing device's App Attest key id) must be canonical standard base64
    /// of 32 bytes (a SHA-256).
    public static func deviceKeyIDProblem(_ text: String) -> MetadataProblem? {
        Base64.decode(text)?.count == 32 ? nil : .invalidDeviceKeyID(characterCount: text.count)
    }

    /// `assertion` must be non-empty canonical standard base64.
    static func assertionProblem(_ text: String, field: String) -> MetadataProblem? {
        Base64.decode(text)?.isEmpty ?? true ? .invalidBase64(field: field, characterCount: text.count) : nil
    }
}
