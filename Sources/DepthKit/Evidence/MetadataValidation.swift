import Foundation

/// A `metadata.json` checked against the upload contract (the rules of ``MetadataContract``):
/// `captured_at` (RFC 3339, ``CaptureTimestamp/init(rfc3339:)``), `device_model` (not blank, at
/// most 256 bytes), `photo_hash` (64 lowercase hex), `depth_map_dimensions` (`width`, `height`
/// whole numbers in 1...1000), optional `location` (`latitude` in [-90, 90], `longitude` in
/// [-180, 180], optional `altitude`, `accuracy` ≥ 0, as the capture app's `LocationData` requires) and optional canonical base64
/// `assertion`. Unknown fields are listed, not counted as problems.
public struct MetadataValidation: Sendable, Equatable {
    /// Everything that breaks the contract, in field order.
    public let problems: [MetadataProblem]
    /// Fields the contract does not define (`location.` prefixed inside location), sorted.
    public let unknownFields: [String]
    /// The declared `photo_hash`, when it is well-formed.
    public let photoHash: String?
    /// The declared `depth_map_dimensions`, when well-formed.
    public let depthDimensions: DepthDimensions?

    /// Validates the bytes of a `metadata.json`.
    public init(bytes: [UInt8]) {
        var problems: [MetadataProblem] = []
        var unknown: [String] = []
        guard let document = try? JSONDecoder().decode(JSONValue.self, from: Data(bytes)),
            case .object(let fields) = document
        else {
            self.init(problems: [.notAJSONObject], unknownFields: [], photoHash: nil, depthDimensions: nil)
            return
        }
        unknown += fields.keys.filter { !MetadataContract.fields.contains($0) }

        if let text = Self.string(fields, "captured_at", required: true, &problems), CaptureTimestamp(rfc3339: text) == nil {
            problems.append(.invalidTimestamp(text))
        }
        if let model = Self.string(fields, "device_model", required: true, &problems) {
            if MetadataContract.isBlank(model) {
                problems.append(.emptyString(field: "device_model"))
            } else if model.utf8.count > MetadataContract.maxDeviceModelBytes {
                problems.append(.tooLong(field: "device_model", bytes: model.utf8.count, maximum: MetadataContract.maxDeviceModelBytes))
            }
        }
        var photoHash: String?
        if let hash = Self.string(fields, "photo_hash", required: true, &problems) {
            if MetadataContract.isPhotoHash(hash) {
                photoHash = hash
            } else {
                problems.append(.invalidPhotoHash(hash))
            }
        }
        var dimensions: DepthDimensions?
        if let object = Self.object(fields, "depth_map_dimensions", required: true, &problems) {
            unknown += object.keys.filter { !MetadataContract.dimensionFields.contains($0) }.map { "depth_map_dimensions." + $0 }
            var sides: [Int] = []
            for side in ["width", "height"] {
                let field = "depth_map_dimensions." + side
                guard let value = Self.number(object, side, path: field, required: true, &problems) else { continue }
                if MetadataContract.isDimension(value) {
                    sides.append(Int(value))
                } else {
                    problems.append(.dimensionOutOfRange(field: field, value: value))
                }
            }
            if sides.count == 2 { dimensions = try? DepthDimensions(width: sides[0], height: sides[1]) }
        }
        if let location = Self.object(fields, "location", required: false, &problems) {
            unknown += location.keys.filter { !MetadataContract.locationFields.contains($0) }.map { "location." + $0 }
            for (side, limit) in [("latitude", MetadataContract.latitudeLimit), ("longitude", MetadataContract.longitudeLimit)] {
                let field = "location." + side
                if let value = Self.number(location, side, path: field, required: true, &problems),
                    !MetadataContract.isCoordinate(value, limit: limit)
                {
                    problems.append(.coordinateOutOfRange(field: field, value: value, limit: limit))
                }
            }
            _ = Self.number(location, "altitude", path: "location.altitude", required: false, &problems)
            if let accuracy = Self.number(location, "accuracy", path: "location.accuracy", required: true, &problems),
                !MetadataContract.isAccuracy(accuracy)
            {
                problems.append(.invalidAccuracy(accuracy))
            }
        }
        if let assertion = Self.string(fields, "assertion", required: false, &problems),
            !MetadataContract.isAssertion(assertion)
        {
            problems.append(.invalidBase64(field: "assertion", characterCount: assertion.count))
        }
        self.init(problems: problems, unknownFields: unknown.sorted(), photoHash: photoHash, depthDimensions: dimensions)
    }

    private init(problems: [MetadataProblem], unknownFields: [String], photoHash: String?, depthDimensions: DepthDimensions?) {
        self.problems = problems
        self.unknownFields = unknownFields
        self.photoHash = photoHash
        self.depthDimensions = depthDimensions
    }

    /// The declared depth dimensions of the `metadata.json` at `path`, when it can be read and
    /// declares them well-formed.
    public static func declaredDimensions(ofFile path: String) -> DepthDimensions? {
        guard let bytes = try? InputReader(maxBytes: maxMetadataBytes).read(path) else { return nil }
        return MetadataValidation(bytes: bytes).depthDimensions
    }

    /// The largest `metadata.json` read, in bytes (1 MiB).
    public static let maxMetadataBytes = 1 << 20

    private static func value(
        _ fields: [String: JSONValue], _ key: String, path: String, required: Bool, _ problems: inout [MetadataProblem]
    ) -> JSONValue? {
        guard let value = fields[key], value != .null || required else {
            if required { problems.append(.missingField(path)) }
            return nil
        }
        return value
    }

    /// The field's value as `T` (extracted by `cast`), recording a type problem when it is not one.
    private static func typed<T>(
        _ fields: [String: JSONValue], _ key: String, path: String, required: Bool, expected: String,
        _ problems: inout [MetadataProblem], _ cast: (JSONValue) -> T?
    ) -> T? {
        guard let value = value(fields, key, path: path, required: required, &problems) else { return nil }
        guard let typed = cast(value) else {
            problems.append(.wrongType(field: path, expected: expected, found: value.typeName))
            return nil
        }
        return typed
    }

    private static func string(
        _ fields: [String: JSONValue], _ key: String, required: Bool, _ problems: inout [MetadataProblem]
    ) -> String? {
        typed(fields, key, path: key, required: required, expected: "string", &problems) {
            if case .string(let text) = $0 { text } else { nil }
        }
    }

    private static func number(
        _ fields: [String: JSONValue], _ key: String, path: String, required: Bool, _ problems: inout [MetadataProblem]
    ) -> Double? {
        typed(fields, key, path: path, required: required, expected: "number", &problems) {
            if case .number(let number) = $0 { number } else { nil }
        }
    }

    private static func object(
        _ fields: [String: JSONValue], _ key: String, required: Bool, _ problems: inout [MetadataProblem]
    ) -> [String: JSONValue]? {
        typed(fields, key, path: key, required: required, expected: "object", &problems) {
            if case .object(let object) = $0 { object } else { nil }
        }
    }
}
