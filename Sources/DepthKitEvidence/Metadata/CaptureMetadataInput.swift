/// What the caller supplies for `metadata.json` (`--metadata-in`): every field optional.
/// `photo_hash` and `depth_map_dimensions` are computed by the pipeline and may not be given.
///
/// ```json
/// {"captured_at": "2025-11-22T10:30:00.123Z", "device_model": "iPhone 15 Pro",
///  "location": {"latitude": 37.7749, "longitude": -122.4194, "altitude": 10.5, "accuracy": 5.0},
///  "assertion": "…base64…"}
/// ```
public struct CaptureMetadataInput: Equatable, Sendable {
    /// The device model used when none is given.
    public static let unknownDeviceModel = "unknown"

    /// When the frame was captured; the pipeline uses the current time when `nil`.
    public var capturedAt: CaptureTimestamp?
    /// The device model; ``unknownDeviceModel`` when `nil`.
    public var deviceModel: String?
    /// Where the frame was captured.
    public var location: CaptureLocation?
    /// The device's assertion, canonical base64.
    public var assertion: String?
    /// The device's App Attest key id, base64 of 32 bytes (set with ``withDeviceKeyID(_:)``).
    public private(set) var deviceKeyID: String?

    /// This input naming the capturing device's key id.
    /// - Throws: ``MetadataProblem/invalidDeviceKeyID(characterCount:)`` unless `keyID` is base64 of 32 bytes.
    public func withDeviceKeyID(_ keyID: String) throws(MetadataProblem) -> CaptureMetadataInput {
        if let problem = MetadataContract.deviceKeyIDProblem(keyID) { throw problem }
        var copy = self
        copy.deviceKeyID = keyID
        return copy
    }

    /// Input with no fields: the pipeline supplies the time and ``unknownDeviceModel``.
    public static let empty = CaptureMetadataInput(unchecked: nil, deviceModel: nil, location: nil, assertion: nil)

    /// Creates input after validating each field with the contract's rules (``MetadataContract``).
    public init(
        capturedAt: CaptureTimestamp? = nil, deviceModel: String? = nil, location: CaptureLocation? = nil,
        assertion: String? = nil
    ) throws(MetadataProblem) {
        typealias Keys = CaptureMetadata.CodingKeys
        if let deviceModel, let problem = MetadataContract.deviceModelProblem(deviceModel, field: Keys.deviceModel.rawValue) {
            throw problem
        }
        if let assertion, let problem = MetadataContract.assertionProblem(assertion, field: Keys.assertion.rawValue) {
            throw problem
        }
        self.init(unchecked: capturedAt, deviceModel: deviceModel, location: location, assertion: assertion)
    }

    /// Parses `json` with the one validating parser (``MetadataValidation``, input mode) and throws
    /// its first problem.
    public init(json: [UInt8]) throws(MetadataProblem) {
        let validation = MetadataValidation(bytes: json, mode: .input)
        if let problem = validation.problems.first { throw problem }
        typealias Keys = CaptureMetadata.CodingKeys
        typealias Place = CaptureLocation.CodingKeys
        let fields = validation.fields
        var location: CaptureLocation?
        if let place = fields[Keys.location.rawValue]?.object {
            // The parser has checked that these are present numbers; the initializer checks them again.
            location = try CaptureLocation(
                latitude: place[Place.latitude.rawValue]?.number ?? .nan,
                longitude: place[Place.longitude.rawValue]?.number ?? .nan,
                altitude: place[Place.altitude.rawValue]?.number,
                accuracy: place[Place.accuracy.rawValue]?.number ?? .nan)
        }
        try self.init(
            capturedAt: fields[Keys.capturedAt.rawValue]?.string.flatMap(CaptureTimestamp.init(rfc3339:)),
            deviceModel: fields[Keys.deviceModel.rawValue]?.string, location: location,
            assertion: fields[Keys.assertion.rawValue]?.string)
    }

    private init(unchecked capturedAt: CaptureTimestamp?, deviceModel: String?, location: CaptureLocation?, assertion: String?) {
        self.capturedAt = capturedAt
        self.deviceModel = deviceModel
        self.location = location
        self.assertion = assertion
    }
}
