/// The upload contract's `metadata.json`: exactly these fields, snake_case, optional ones omitted
/// when absent (as the capture app's `Codable` encoding does).
///
/// ```json
/// {"assertion": "…base64…", "captured_at": "2025-11-22T10:30:00.123Z", "device_model": "iPhone 15 Pro",
///  "depth_map_dimensions": {"height": 192, "width": 256},
///  "location": {"accuracy": 5.0, "altitude": 10.5, "latitude": 37.7749, "longitude": -122.4194},
///  "photo_hash": "…64 lowercase hex digits…"}
/// ```
public struct CaptureMetadata: Encodable, Equatable, Sendable {
    /// When the frame was captured.
    public let capturedAt: CaptureTimestamp
    /// The capturing device's model name.
    public let deviceModel: String
    /// Lowercase hex SHA-256 of the JPEG photo's bytes.
    public let photoHash: ContentDigest
    /// Where the frame was captured, when known and permitted.
    public let location: CaptureLocation?
    /// The depth map's grid.
    public let depthMapDimensions: DepthDimensions
    /// The device's assertion over the capture hash, base64, when one was made.
    public let assertion: String?

    /// Assembles metadata; the values are expected to be validated already (see ``CaptureMetadataInput``).
    public init(
        capturedAt: CaptureTimestamp, deviceModel: String, photoHash: ContentDigest, location: CaptureLocation?,
        depthMapDimensions: DepthDimensions, assertion: String?
    ) {
        self.capturedAt = capturedAt
        self.deviceModel = deviceModel
        self.photoHash = photoHash
        self.location = location
        self.depthMapDimensions = depthMapDimensions
        self.assertion = assertion
    }

    /// The contract's top-level fields: the schema ``MetadataContract`` reads its field sets from.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case capturedAt = "captured_at"
        case deviceModel = "device_model"
        case photoHash = "photo_hash"
        case location
        case depthMapDimensions = "depth_map_dimensions"
        case assertion
    }

    /// The fields of `depth_map_dimensions`.
    enum DimensionKeys: String, CodingKey, CaseIterable { case width, height }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(capturedAt.iso8601, forKey: .capturedAt)
        try container.encode(deviceModel, forKey: .deviceModel)
        try container.encode(photoHash.hex, forKey: .photoHash)
        if let location { try container.encode(location, forKey: .location) }
        var dimensions = container.nestedContainer(keyedBy: DimensionKeys.self, forKey: .depthMapDimensions)
        try dimensions.encode(depthMapDimensions.width, forKey: .width)
        try dimensions.encode(depthMapDimensions.height, forKey: .height)
        if let assertion { try container.encode(assertion, forKey: .assertion) }
    }
}

/// Where a capture was made (the app's `LocationData`).
public struct CaptureLocation: Codable, Equatable, Sendable {
    /// Degrees north, -90...90.
    public let latitude: Double
    /// Degrees east, -180...180.
    public let longitude: Double
    /// Metres above sea level, when known.
    public let altitude: Double?
    /// Horizontal accuracy radius in metres, ≥ 0.
    public let accuracy: Double

    /// Creates a location after checking every value's range.
    public init(latitude: Double, longitude: Double, altitude: Double?, accuracy: Double) throws(CaptureMetadataError) {
        guard MetadataContract.isCoordinate(latitude, limit: MetadataContract.latitudeLimit) else {
            throw .latitudeOutOfRange(latitude)
        }
        guard MetadataContract.isCoordinate(longitude, limit: MetadataContract.longitudeLimit) else {
            throw .longitudeOutOfRange(longitude)
        }
        if let altitude, !altitude.isFinite { throw .altitudeNotFinite(altitude) }
        guard MetadataContract.isAccuracy(accuracy) else { throw .accuracyInvalid(accuracy) }
        self.latitude = latitude
        self.longitude = longitude
        self.altitude = altitude
        self.accuracy = accuracy
    }

    /// The fields of `location`.
    enum CodingKeys: String, CodingKey, CaseIterable { case latitude, longitude, altitude, accuracy }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try CaptureMetadataInput.rejectUnknownKeys(in: decoder, allowed: CodingKeys.self, prefix: "location.")
        try self.init(
            latitude: try container.decode(Double.self, forKey: .latitude),
            longitude: try container.decode(Double.self, forKey: .longitude),
            altitude: try container.decodeIfPresent(Double.self, forKey: .altitude),
            accuracy: try container.decode(Double.self, forKey: .accuracy))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
        if let altitude { try container.encode(altitude, forKey: .altitude) }
        try container.encode(accuracy, forKey: .accuracy)
    }
}
