import Foundation
import Testing
@testable import DepthKitCore
@testable import DepthKitEvidence

@Suite("Capture metadata")
struct CaptureMetadataTests {
    /// Milliseconds from Python's `datetime(...).timestamp() * 1000`.
    static let timestamps: [(String, Int64)] = [
        ("2025-11-22T10:30:00.123Z", 1_763_807_400_123),
        ("2025-11-22T12:30:00.1+02:00", 1_763_807_400_100),
        ("2025-11-22T10:30:00.123999Z", 1_763_807_400_123),
        ("2024-02-29T00:00:00Z", 1_709_164_800_000),
        ("1969-12-31T23:59:59.999Z", -1),
    ]

    @Test("RFC 3339 timestamps parse to the right millisecond", arguments: timestamps.indices)
    func parsesTimestamps(_ index: Int) {
        let (text, milliseconds) = Self.timestamps[index]
        #expect(CaptureTimestamp(rfc3339: text)?.millisecondsSince1970 == milliseconds)
    }

    @Test("timestamps print as UTC with exactly three fractional digits")
    func formatsTimestamps() {
        #expect(CaptureTimestamp(millisecondsSince1970: 1_763_807_400_123).iso8601 == "2025-11-22T10:30:00.123Z")
        #expect(CaptureTimestamp(millisecondsSince1970: 1_709_164_800_000).iso8601 == "2024-02-29T00:00:00.000Z")
        #expect(CaptureTimestamp(millisecondsSince1970: -1).iso8601 == "1969-12-31T23:59:59.999Z")
        #expect(CaptureTimestamp(millisecondsSince1970: 0).iso8601 == "1970-01-01T00:00:00.000Z")
    }

    @Test("malformed timestamps are refused", arguments: [
        "2023-02-29T00:00:00Z", "2025-13-01T00:00:00Z", "2025-11-22 10:30:00Z", "2025-11-22T10:30:00",
        "2025-11-22T24:00:00Z", "2025-11-22T10:30:00.Z", "2025-11-22T10:30:00Zjunk", "",
        "2025-11-22T12:30:00.1+0200",  // an offset without its colon is ISO 8601 but not RFC 3339
    ])
    func refusesTimestamps(_ text: String) {
        #expect(CaptureTimestamp(rfc3339: text) == nil)
    }

    @Test("a complete --metadata-in is read field by field")
    func readsInput() throws {
        let json = """
            {"captured_at": "2025-11-22T10:30:00.123Z", "device_model": "iPhone 15 Pro",
             "location": {"latitude": 37.7749, "longitude": -122.4194, "altitude": 10.5, "accuracy": 5.0},
             "assertion": "AAECAw=="}
            """
        let input = try CaptureMetadataInput(json: Array(json.utf8))
        #expect(input.capturedAt?.millisecondsSince1970 == 1_763_807_400_123)
        #expect(input.deviceModel == "iPhone 15 Pro")
        #expect(input.location == (try CaptureLocation(latitude: 37.7749, longitude: -122.4194, altitude: 10.5, accuracy: 5)))
        #expect(input.assertion == "AAECAw==")
        #expect(try CaptureMetadataInput(json: Array("{}".utf8)) == (try CaptureMetadataInput()))
    }

    static let badInputs: [(String, MetadataProblem)] = [
        ("[1, 2]", .notAJSONObject),
        ("not json", .notAJSONObject),
        (#"{"devise_model": "x"}"#, .unknownField("devise_model")),
        (#"{"photo_hash": "ab"}"#, .computedField("photo_hash")),
        (#"{"depth_map_dimensions": {"width": 1, "height": 1}}"#, .computedField("depth_map_dimensions")),
        (#"{"device_model": 15}"#, .wrongType(field: "device_model", expected: "string", found: "number")),
        (#"{"device_model": ""}"#, .emptyString(field: "device_model")),
        (#"{"device_model": " \t"}"#, .emptyString(field: "device_model")),
        (#"{"captured_at": "yesterday"}"#, .invalidTimestamp(field: .capturedAt, text: "yesterday")),
        (#"{"captured_at": null, "location": []}"#, .wrongType(field: "location", expected: "object", found: "array")),
        (#"{"assertion": "not base64!"}"#, .invalidBase64(field: "assertion", characterCount: 11)),
        (#"{"assertion": ""}"#, .invalidBase64(field: "assertion", characterCount: 0)),
        (#"{"location": {"latitude": 1, "longitude": 2}}"#, .missingField("location.accuracy")),
        (#"{"location": {"latitude": "north", "longitude": 2, "accuracy": 1}}"#,
         .wrongType(field: "location.latitude", expected: "number", found: "string")),
        (#"{"location": {"latitude": 91, "longitude": 2, "accuracy": 1}}"#,
         .coordinateOutOfRange(field: "location.latitude", value: 91, limit: 90)),
        (#"{"location": {"latitude": 1, "longitude": -180.5, "accuracy": 1}}"#,
         .coordinateOutOfRange(field: "location.longitude", value: -180.5, limit: 180)),
        (#"{"location": {"latitude": 1, "longitude": 2, "accuracy": -1}}"#, .invalidAccuracy(-1)),
        (#"{"location": {"latitude": 1, "longitude": 2, "accuracy": 1, "speed": 3}}"#, .unknownField("location.speed")),
    ]

    @Test("every invalid --metadata-in gives its typed error", arguments: badInputs.indices)
    func refusesInput(_ index: Int) {
        let (json, expected) = Self.badInputs[index]
        #expect(throws: expected, "\(json)") { try CaptureMetadataInput(json: Array(json.utf8)) }
    }

    @Test("one parser collects every problem of an input in order; --metadata-in throws the first")
    func collectsEveryInputProblem() {
        // An object's unknown fields come first (sorted), then its fields in schema order.
        let json = #"{"zz": 1, "photo_hash": "x", "device_model": "", "location": {"latitude": 100, "longitude": 0}}"#
        let validation = MetadataValidation(bytes: Array(json.utf8), mode: .input)
        #expect(validation.problems == [
            .unknownField("zz"), .emptyString(field: "device_model"), .computedField("photo_hash"),
            .coordinateOutOfRange(field: "location.latitude", value: 100, limit: 90), .missingField("location.accuracy"),
        ])
        #expect(validation.unknownFields == [])
        #expect(throws: MetadataProblem.unknownField("zz")) { try CaptureMetadataInput(json: Array(json.utf8)) }
    }

    @Test("the validating initializers apply the same rules as the parser")
    func initializersShareTheRules() {
        #expect(throws: MetadataProblem.altitudeNotFinite(.infinity)) {
            try CaptureLocation(latitude: 0, longitude: 0, altitude: .infinity, accuracy: 1)
        }
        #expect(throws: MetadataProblem.coordinateOutOfRange(field: "location.longitude", value: .infinity, limit: 180)) {
            try CaptureLocation(latitude: 0, longitude: .infinity, altitude: nil, accuracy: 1)
        }
        #expect(throws: MetadataProblem.tooLong(field: "device_model", bytes: 257, maximum: 256)) {
            try CaptureMetadataInput(deviceModel: String(repeating: "x", count: 257))
        }
        #expect(CaptureMetadataInput.empty == (try? CaptureMetadataInput()))
    }

    @Test("each problem has its own stable kind")
    func kindsAreDistinct() {
        let problems: [MetadataProblem] = [
            .notAJSONObject, .unknownField("a"), .computedField("a"), .missingField("a"),
            .wrongType(field: "a", expected: "string", found: "number"), .emptyString(field: "a"),
            .tooLong(field: "a", bytes: 2, maximum: 1), .invalidTimestamp(field: .capturedAt, text: "a"), .invalidTimestamp(field: .startedAt, text: "a"),
            .invalidTimestamp(field: .endedAt, text: "a"), .invalidPhotoHash("a"),
            .dimensionOutOfRange(field: "a", value: 0), .coordinateOutOfRange(field: "a", value: 91, limit: 90),
            .altitudeNotFinite(.nan), .invalidAccuracy(-1), .invalidBase64(field: "a", characterCount: 1),
        ]
        #expect(Set(problems.map(\.kind)).count == problems.count)
        #expect(problems.allSatisfy { $0.category == .badData })
    }

    @Test("metadata.json has exactly the contract's fields; optional ones are omitted when absent")
    func encodesContract() throws {
        let digest = ContentDigest.sha256(Array("abc".utf8))
        let dimensions = try DepthDimensions(width: 256, height: 192)
        let bare = CaptureMetadata(
            capturedAt: CaptureTimestamp(millisecondsSince1970: 1_763_807_400_123), deviceModel: "iPhone 15 Pro",
            photoHash: digest, location: nil, depthMapDimensions: dimensions, assertion: nil)
        #expect(ReportEncoder.line(bare) == """
            {"captured_at":"2025-11-22T10:30:00.123Z","depth_map_dimensions":{"height":192,"width":256},\
            "device_model":"iPhone 15 Pro","photo_hash":"\(digest.hex)"}
            """)
        let full = CaptureMetadata(
            capturedAt: bare.capturedAt, deviceModel: bare.deviceModel, photoHash: digest,
            location: try CaptureLocation(latitude: 37.7749, longitude: -122.4194, altitude: nil, accuracy: 5),
            depthMapDimensions: dimensions, assertion: "AAECAw==")
        #expect(ReportEncoder.line(full) == """
            {"assertion":"AAECAw==","captured_at":"2025-11-22T10:30:00.123Z",\
            "depth_map_dimensions":{"height":192,"width":256},"device_model":"iPhone 15 Pro",\
            "location":{"accuracy":5,"latitude":37.7749,"longitude":-122.4194},"photo_hash":"\(digest.hex)"}
            """)
    }
}
