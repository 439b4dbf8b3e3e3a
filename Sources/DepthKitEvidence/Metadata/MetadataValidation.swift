import DepthKitCore
import Foundation

/// A `metadata.json` checked against the upload contract by the one validating parser, driven by
/// ``MetadataContract``'s schema: `captured_at` (RFC 3339, ``CaptureTimestamp/init(rfc3339:)``),
/// `device_model` (not blank, at most 256 bytes), `photo_hash` (64 lowercase hex),
/// `depth_map_dimensions` (`width`, `height` whole numbers in 1...1000), optional `location`
/// (`latitude` in [-90, 90], `longitude` in [-180, 180], optional `altitude`, `accuracy` ≥ 0, as the
/// capture app's `LocationData` requires), optional canonical base64 `assertion` and DepthKit's
/// extension `device_key_id` (base64 of 32 bytes, the App Attest key id of the capturing device). Every problem
/// is collected, in field order; `evidence` reports them all, `frame --metadata-in` the first
/// (through ``CaptureMetadataInput/init(json:)``).
public struct MetadataValidation: Sendable, Equatable {
    /// What the document is.
    public enum Mode: Sendable {
        /// A complete `metadata.json`: the required fields must be there; unknown fields are
        /// listed in ``unknownFields``, not counted as problems.
        case document
        /// Caller-supplied input (`--metadata-in`): every top-level field is optional, computed
        /// fields and unknown fields are problems.
        case input
    }

    /// Everything that breaks the contract: in input mode an object's unknown fields first
    /// (sorted), then its fields in schema order (a computed one where it would stand).
    public let problems: [MetadataProblem]
    /// Fields the contract does not define (dotted paths, e.g. `location.speed`), sorted; always
    /// empty in input mode, where they are problems.
    public let unknownFields: [String]
    /// The declared `photo_hash`, when it is well-formed.
    public let photoHash: String?
    /// The declared `depth_map_dimensions`, when well-formed.
    public let depthDimensions: DepthDimensions?
    /// The `assertion`'s bytes, when present and well-formed.
    public let assertion: [UInt8]?
    /// The `device_key_id`'s 32 bytes, when present and well-formed.
    public let deviceKeyID: [UInt8]?
    /// The document's top-level fields (empty when it is not a JSON object).
    let fields: [String: JSONValue]

    /// Validates the bytes of a `metadata.json` (or, in input mode, of `--metadata-in`).
    public init(bytes: [UInt8], mode: Mode = .document) {
        // Decoded as an object at once, each field first as the schema's type: a `JSONValue` would
        // first be tried as a string and a number, each miss a thrown `DecodingError`.
        let decoder = JSONDecoder()
        decoder.userInfo[SchemaGuidedObject.schemaKey] = MetadataContract.schema
        guard let fields = try? decoder.decode(SchemaGuidedObject.self, from: Data(bytes)).fields else {
            self.init(problems: [.notAJSONObject], unknownFields: [], fields: [:])
            return
        }
        var walk = SchemaWalk(mode: mode)
        walk.check(fields, against: MetadataContract.schema, prefix: "")
        self.init(problems: walk.problems, unknownFields: walk.unknownFields.sorted(), fields: fields)
    }

    private init(problems: [MetadataProblem], unknownFields: [String], fields: [String: JSONValue]) {
        self.problems = problems
        self.unknownFields = unknownFields
        self.fields = fields
        typealias Keys = CaptureMetadata.CodingKeys
        typealias Sides = CaptureMetadata.DimensionKeys
        photoHash = fields[Keys.photoHash.rawValue]?.string.flatMap { MetadataContract.photoHashProblem($0) == nil ? $0 : nil }
        let sides = fields[Keys.depthMapDimensions.rawValue]?.object
        let side = { (key: Sides) -> Int? in
            sides?[key.rawValue]?.number.flatMap { MetadataContract.dimensionProblem($0, field: key.rawValue) == nil ? Int($0) : nil }
        }
        assertion = fields[Keys.assertion.rawValue]?.string.flatMap {
            MetadataContract.assertionProblem($0, field: Keys.assertion.rawValue) == nil ? Base64.decode($0) : nil
        }
        deviceKeyID = fields[Keys.deviceKeyID.rawValue]?.string.flatMap {
            MetadataContract.deviceKeyIDProblem($0) == nil ? Base64.decode($0) : nil
        }
        if let width = side(.width), let height = side(.height) {
            depthDimensions = try? DepthDimensions(width: width, height: height)
        } else {
            depthDimensions = nil
        }
    }

    /// The declared depth dimensions of the `metadata.json` at `path`, when it can be read and
    /// declares them well-formed.
    public static func declaredDimensions(ofFile path: String) -> DepthDimensions? {
        guard let bytes = try? InputReader(maxBytes: maxMetadataBytes).read(path) else { return nil }
        return MetadataValidation(bytes: bytes).depthDimensions
    }

    /// The largest `metadata.json` read, in bytes (1 MiB).
    public static let maxMetadataBytes = 1 << 20
}

/// One pass of a schema (``MetadataContract/schema``, ``MetadataContract/videoSchema``) over a
/// parsed document, collecting problems and unknown fields.
struct SchemaWalk {
    let mode: MetadataValidation.Mode
    var problems: [MetadataProblem] = []
    var unknownFields: [String] = []

    init(mode: MetadataValidation.Mode) {
        self.mode = mode
    }

    mutating func check(_ object: [String: JSONValue], against schema: [MetadataField], prefix: String) {
        let known = Set(schema.map(\.name))
        for key in object.keys.sorted() where !known.contains(key) {
            if mode == .input { problems.append(.unknownField(prefix + key)) } else { unknownFields.append(prefix + key) }
        }
        for field in schema {
            let path = prefix + field.name
            if mode == .input, field.computed {
                if object[field.name] != nil { problems.append(.computedField(path)) }
                continue
            }
            // Input may leave out any top-level field (the pipeline fills it in); nested rules hold.
            let required = field.required && (mode == .document || !prefix.isEmpty)
            guard let value = object[field.name], value != .null || required else {
                if required { problems.append(.missingField(path)) }
                continue
            }
            switch (field.rule, value) {
            case let (.string(rule), .string(text)):
                if let problem = rule(text, path) { problems.append(problem) }
            case let (.number(rule), .number(number)):
                if let problem = rule(number, path) { problems.append(problem) }
            case (.bool, .bool), (.anyValue, _):
                break
            case let (.object(nested), .object(inner)):
                check(inner, against: nested, prefix: path + ".")
            default:
                problems.append(.wrongType(field: path, expected: field.rule.typeName, found: value.typeName))
            }
        }
    }
}
