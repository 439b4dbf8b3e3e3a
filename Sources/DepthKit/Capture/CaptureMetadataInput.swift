import Foundation

/// What the caller supplies for `metadata.json` (`--metadata-in`): every field optional.
/// `photo_hash` and `depth_map_dimensions` are computed by the pipeline and may not be given.
///
/// ```json
/// {"captured_at": "2025-11-22T10:30:00.123Z", "device_model": "iPhone 15 Pro",
///  "location": {"latitude": 37.7749, "longitude": -122.4194, "altitude": 10.5, "accuracy": 5.0},
///  "assertion": "…base64…"}
/// ```
public struct CaptureMetadataInput: Equatable, Sendable, Decodable {
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

    /// Creates input after validating each field.
    public init(
        capturedAt: CaptureTimestamp? = nil, deviceModel: String? = nil, location: CaptureLocation? = nil,
        assertion: String? = nil
    ) throws(CaptureMetadataError) {
        if let deviceModel {
            guard !deviceModel.isEmpty, deviceModel.utf8.count <= MetadataContract.maxDeviceModelBytes else {
                throw .deviceModelLength(bytes: deviceModel.utf8.count, maximum: MetadataContract.maxDeviceModelBytes)
            }
            guard !MetadataContract.isBlank(deviceModel) else { throw .deviceModelBlank(bytes: deviceModel.utf8.count) }
        }
        if let assertion {
            guard MetadataContract.isAssertion(assertion) else { throw .assertionNotBase64(length: assertion.utf8.count) }
        }
        self.capturedAt = capturedAt
        self.deviceModel = deviceModel
        self.location = location
        self.assertion = assertion
    }

    /// Parses and validates the JSON object in `json`.
    public init(json: [UInt8]) throws(CaptureMetadataError) {
        do {
            self = try JSONDecoder().decode(CaptureMetadataInput.self, from: Data(json))
        } catch let error as CaptureMetadataError {
            throw error
        } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context) {
            // An empty path means the top level itself is not an object.
            throw context.codingPath.isEmpty ? .notJSONObject : .wrongType(field: Self.path(context.codingPath))
        } catch DecodingError.keyNotFound(let key, let context) {
            throw .missingField(Self.path(context.codingPath + [key]))
        } catch {
            throw .notJSONObject
        }
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case capturedAt = "captured_at"
        case deviceModel = "device_model"
        case location
        case assertion
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try Self.rejectUnknownKeys(in: decoder, allowed: CodingKeys.self, prefix: "")
        var capturedAt: CaptureTimestamp?
        if let text = try container.decodeIfPresent(String.self, forKey: .capturedAt) {
            guard let parsed = CaptureTimestamp(rfc3339: text) else { throw CaptureMetadataError.capturedAtNotISO8601(text) }
            capturedAt = parsed
        }
        try self.init(
            capturedAt: capturedAt,
            deviceModel: try container.decodeIfPresent(String.self, forKey: .deviceModel),
            location: try container.decodeIfPresent(CaptureLocation.self, forKey: .location),
            assertion: try container.decodeIfPresent(String.self, forKey: .assertion))
    }

    /// Throws ``CaptureMetadataError/computedField(_:)`` or ``CaptureMetadataError/unknownField(_:)``
    /// for the first key of the decoder's object that `Keys` does not list.
    static func rejectUnknownKeys<Keys: CodingKey & RawRepresentable<String>>(
        in decoder: any Decoder, allowed: Keys.Type, prefix: String
    ) throws {
        let everything = try decoder.container(keyedBy: AnyKey.self)
        for key in everything.allKeys.sorted(by: { $0.stringValue < $1.stringValue })
        where Keys(rawValue: key.stringValue) == nil {
            if prefix.isEmpty, MetadataContract.fields.contains(key.stringValue) {
                throw CaptureMetadataError.computedField(key.stringValue)
            }
            throw CaptureMetadataError.unknownField(prefix + key.stringValue)
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map(\.stringValue).joined(separator: ".")
    }
}

/// Any JSON object key.
private struct AnyKey: CodingKey {
    let stringValue: String
    let intValue: Int? = nil
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
