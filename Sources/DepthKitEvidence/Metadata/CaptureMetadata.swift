import DepthKitCore

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
    /// The App Attest key id of the capturing device, base64 (32 bytes): DepthKit's documented
    /// extension of the contract, naming the device whose registered key verifies ``assertion``.
    public let deviceKeyID: String?

    /// Assembles metadata; the values are expected to be validated already (see ``CaptureMetadataInput`` and ``MetadataValidation``).
    public init(
        capturedAt: CaptureTimestamp, deviceModel: String, photoHash: ContentDigest, location: CaptureLocation?,
        depthMapDimensions: DepthDimensions, assertion: String?, deviceKeyID: String? = nil
    ) {
        self.capturedAt = capturedAt
        self.deviceModel = deviceModel
        self.photoHash = photoHash
        self.location = location
        self.depthMapDimensions = depthMapDimensions
        self.assertion = assertion
        self.deviceKeyID = deviceKeyID
    }

    /// The contract's top-level field names, which ``MetadataContract/schema`` is built from.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case capturedAt = "captured_at"
        case deviceModel = "device_model"
        case photoHash = "photo_hash"
        case location
        case depthMapDimensions = "depth_map_dimensions"
        case assertion
        case deviceKeyID = "device_key_id"
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
        if let deviceKeyID { try container.encode(deviceKeyID, forKey: .deviceKeyID) }
    }
}

/// Where a capture was made (the app's `LocationData`).
public struct CaptureLocation: Encodable, Equatable, Sendable {
    /// Degrees north, -90...90.
    public let latitude: Double
    /// Degrees east, -180...180.
    public let longitude: Double
    /// Metres above sea level, when known.
    public let altitude: Double?
    /// Horizontal accuracy radius in metres, ≥ 0.
    public let accuracy: Double

    /// Creates a location after checking every value's range.
    /// - Throws: the first value that breaks ``MetadataContract``'s rules.
    public init(latitude: Double, longitude: Double, altitude: Double?, accuracy: Double) throws(MetadataProblem) {
        let prefix = CaptureMetadata.CodingKeys.location.rawValue + "."
        let problem = MetadataContract.coordinateProblem(
            latitude, field: prefix + CodingKeys.latitude.rawValue, limit: MetadataContract.latitudeLimit)
            ?? MetadataContract.coordinateProblem(
                longitude, field: prefix + CodingKeys.longitude.rawValue, limit: MetadataContract.longitudeLimit)
            ?? altitude.flatMap(MetadataContract.altitudeProblem)
            ?? MetadataContract.accuracyProblem(accuracy)
        if let problem { throw problem }
        self.latitude = latitude
        self.longitude = longitude
        self.altitude = altitude
        self.accuracy = accuracy
    }

    /// The fields of `location`.
    enum CodingKeys: String, CodingKey, CaseIterable { case latitude, longitude, altitude, accuracy }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
        if let altitude { try container.encode(altitude, forKey: .altitude) }
        try container.encode(accuracy, forKey: .accuracy)
    }
}
