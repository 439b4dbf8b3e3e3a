import DepthKitCore

/// The upload contract's `metadata.json` in one place: its ``schema`` (field names from
/// ``CaptureMetadata``'s and ``CaptureLocation``'s coding keys, so what DepthKit writes is what
/// it accepts), the video capture's ``videoSchema`` (names from ``VideoCaptureMetadata``'s coding
/// keys) and the value rules. ``MetadataValidation`` parses with the schema; the validating
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
        return [
            timestamp(.capturedAt),
            MetadataField(Keys.deviceModel.rawValue, required: true, deviceModel),
            MetadataField(Keys.photoHash.rawValue, required: true, computed: true, .string { text, _ in photoHashProblem(text) }),
            MetadataField(Keys.depthMapDimensions.rawValue, required: true, computed: true, dimensions),
            MetadataField(Keys.location.rawValue, required: false, location),
            MetadataField(Keys.assertion.rawValue, required: false, assertion),
            // DepthKit's extension: given to `frame` with --device-key-id, never in --metadata-in.
            MetadataField(Keys.deviceKeyID.rawValue, required: false, computed: true, deviceKeyID),
        ]
    }()

    /// A video capture's `metadata.json` (the app's `VideoMetadataCollector`), in the order its
    /// problems are reported: the recording's span and counts, the device, the attested hash and
    /// its assertion, DepthKit's extension (`device_key_id`, `is_partial`, `checkpoint_index`), the
    /// keyframe size and `location`, each shared field under the photo's rule.
    static let videoSchema: [MetadataField] = {
        typealias Keys = VideoCaptureMetadata.CodingKeys
        let count = MetadataField.Rule.number { value, path in countProblem(value, field: path) }
        let text = MetadataField.Rule.string { _, _ in nil }
        return [
            timestamp(.startedAt),
            timestamp(.endedAt),
            MetadataField(Keys.durationMilliseconds.rawValue, required: true, count),
            MetadataField(Keys.frameCount.rawValue, required: true, count),
            MetadataField(Keys.depthKeyframeCount.rawValue, required: true, count),
            MetadataField(Keys.resolution.rawValue, required: true, .anyValue),
            MetadataField(Keys.codec.rawValue, required: true, text),
            MetadataField(Keys.deviceModel.rawValue, required: true, deviceModel),
            MetadataField(Keys.attestationLevel.rawValue, required: true, text),
            MetadataField(Keys.hashChainFinal.rawValue, required: true, .string { text, path in chainHashProblem(text, field: path) }),
            MetadataField(Keys.assertion.rawValue, required: false, assertion),
            MetadataField(Keys.deviceKeyID.rawValue, required: false, deviceKeyID),
            MetadataField(Keys.isPartial.rawValue, required: false, .bool),
            MetadataField(Keys.checkpointIndex.rawValue, required: false, count),
            MetadataField(Keys.depthMapDimensions.rawValue, required: false, dimensions),
            MetadataField(Keys.location.rawValue, required: false, location),
        ]
    }()

    // The rules of the fields photo and video metadata share.
    /// A required timestamp field, its problem naming the field.
    private static func timestamp(_ field: MetadataTimestampField) -> MetadataField {
        MetadataField(field.name, required: true, .string { text, _ in timestampProblem(text, field: field) })
    }
    private static let deviceModel = MetadataField.Rule.string { text, path in deviceModelProblem(text, field: path) }
    private static let assertion = MetadataField.Rule.string { text, path in assertionProblem(text, field: path) }
    private static let deviceKeyID = MetadataField.Rule.string { text, _ in deviceKeyIDProblem(text) }
    private static let dimensions: MetadataField.Rule = {
        typealias Sides = CaptureMetadata.DimensionKeys
        let side = MetadataField.Rule.number { value, path in dimensionProblem(value, field: path) }
        return .object([MetadataField(Sides.width.rawValue, required: true, side), MetadataField(Sides.height.rawValue, required: true, side)])
    }()
    private static let location: MetadataField.Rule = {
        typealias Place = CaptureLocation.CodingKeys
        return .object([
            MetadataField(Place.latitude.rawValue, required: true, .number { value, path in
                coordinateProblem(value, field: path, limit: latitudeLimit)
            }),
            MetadataField(Place.longitude.rawValue, required: true, .number { value, path in
                coordinateProblem(value, field: path, limit: longitudeLimit)
            }),
            MetadataField(Place.altitude.rawValue, required: false, .number { value, _ in altitudeProblem(value) }),
            MetadataField(Place.accuracy.rawValue, required: true, .number { value, _ in accuracyProblem(value) }),
        ])
    }()

    /// A timestamp (`captured_at`, `started_at`, `ended_at`) must be RFC 3339.
    static func timestampProblem(_ text: String, field: MetadataTimestampField) -> MetadataProblem? {
        CaptureTimestamp(rfc3339: text) == nil ? .invalidTimestamp(field: field, text: text) : nil
    }

    /// The largest count accepted (frames, keyframes, milliseconds, a checkpoint's index).
    public static let maxCount = 1e12

    /// A count must be a whole number in 0...``maxCount``.
    static func countProblem(_ value: Double, field: String) -> MetadataProblem? {
        value >= 0 && value <= maxCount && value.rounded() == value ? nil : .notACount(field: field, value: value)
    }

    /// A video's `hash_chain_final` must be canonical standard base64 of 32 bytes (a chain hash,
    /// as `ChainHash` reads it).
    static func chainHashProblem(_ text: String, field: String) -> MetadataProblem? {
        Base64.decode(text)?.count == 32 ? nil : .invalidChainHash(field: field, characterCount: text.count)
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
