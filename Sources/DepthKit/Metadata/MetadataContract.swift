/// The value rules of the upload contract's `metadata.json`, in one place: the frame pipeline's
/// `--metadata-in` refuses values that break them (``CaptureMetadataInput``, ``CaptureLocation``)
/// and the evidence check reports them (``MetadataValidation``), so what DepthKit writes is what
/// it accepts. Timestamps are ``CaptureTimestamp``'s, base64 is ``Base64``'s.
public enum MetadataContract {
    /// The contract's top-level fields, from the schema (``CaptureMetadata``'s coding keys).
    public static let fields = Set(CaptureMetadata.CodingKeys.allCases.map(\.rawValue))
    /// The fields of `location`, from ``CaptureLocation``'s coding keys.
    public static let locationFields = Set(CaptureLocation.CodingKeys.allCases.map(\.rawValue))
    /// The fields of `depth_map_dimensions`.
    public static let dimensionFields = Set(CaptureMetadata.DimensionKeys.allCases.map(\.rawValue))

    /// Latitudes lie in -90...90 degrees.
    public static let latitudeLimit = 90.0
    /// Longitudes lie in -180...180 degrees.
    public static let longitudeLimit = 180.0
    /// Each side of `depth_map_dimensions`, in pixels.
    public static let dimensionRange = 1...1000
    /// The longest `device_model`, in UTF-8 bytes.
    public static let maxDeviceModelBytes = 256

    /// Whether `value` is a finite coordinate in `-limit...limit` degrees.
    public static func isCoordinate(_ value: Double, limit: Double) -> Bool {
        value.isFinite && value >= -limit && value <= limit
    }

    /// Whether `value` is a usable horizontal accuracy: finite metres ≥ 0.
    public static func isAccuracy(_ value: Double) -> Bool {
        value.isFinite && value >= 0
    }

    /// Whether `value` is a whole number of pixels in ``dimensionRange``.
    public static func isDimension(_ value: Double) -> Bool {
        value.rounded() == value && Double(dimensionRange.lowerBound) <= value && value <= Double(dimensionRange.upperBound)
    }

    /// Whether `text` is a `photo_hash`: 64 lowercase hexadecimal digits.
    public static func isPhotoHash(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// Whether `text` is an `assertion`: non-empty canonical standard base64.
    public static func isAssertion(_ text: String) -> Bool {
        !(Base64.decode(text)?.isEmpty ?? true)
    }

    /// Whether `text` is blank (empty or only white space), which `device_model` must not be.
    public static func isBlank(_ text: String) -> Bool {
        text.allSatisfy(\.isWhitespace)
    }
}
