import Foundation
import Testing
@testable import DepthKit

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

    static let badInputs: [(String, CaptureMetadataError)] = [
        ("[1, 2]", .notJSONObject),
        ("not json", .notJSONObject),
        (#"{"devise_model": "x"}"#, .unknownField("devise_model")),
        (#"{"photo_hash": "ab"}"#, .computedField("photo_hash")),
        (#"{"depth_map_dimensions": {"width": 1, "height": 1}}"#, .computedField("depth_map_dimensions")),
        (#"{"device_model": 15}"#, .wrongType(field: "device_model")),
        (#"{"device_model": ""}"#, .deviceModelLength(bytes: 0, maximum: 256)),
        (#"{"device_model": " \t"}"#, .deviceModelBlank(bytes: 2)),
        (#"{"captured_at": "yesterday"}"#, .capturedAtNotISO8601("yesterday")),
        (#"{"assertion": "not base64!"}"#, .assertionNotBase64(length: 11)),
        (#"{"assertion": ""}"#, .assertionNotBase64(length: 0)),
        (#"{"location": {"latitude": 1, "longitude": 2}}"#, .missingField("location.accuracy")),
        (#"{"location": {"latitude": "north", "longitude": 2, "accuracy": 1}}"#, .wrongType(field: "location.latitude")),
        (#"{"location": {"latitude": 91, "longitude": 2, "accuracy": 1}}"#, .latitudeOutOfRange(91)),
        (#"{"location": {"latitude": 1, "longitude": -180.5, "accuracy": 1}}"#, .longitudeOutOfRange(-180.5)),
        (#"{"location": {"latitude": 1, "longitude": 2, "accuracy": -1}}"#, .accuracyInvalid(-1)),
        (#"{"location": {"latitude": 1, "longitude": 2, "accuracy": 1, "speed": 3}}"#, .unknownField("location.speed")),
    ]

    @Test("every invalid --metadata-in gives its typed error", arguments: badInputs.indices)
    func refusesInput(_ index: Int) {
        let (json, expected) = Self.badInputs[index]
        #expect(throws: expected, "\(json)") { try CaptureMetadataInput(json: Array(json.utf8)) }
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
