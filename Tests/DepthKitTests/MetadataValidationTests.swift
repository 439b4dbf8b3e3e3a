import Testing
@testable import DepthKitCore
@testable import DepthKitEvidence

@Suite("MetadataValidation")
struct MetadataValidationTests {
    private static let good = """
        {"captured_at": "2025-11-22T10:30:00.123Z", "device_model": "iPhone 15 Pro",
         "photo_hash": "618bb9131bf62ec06d12e99cb19179996a08e1d652f0261a299ef83669908e97",
         "location": {"latitude": 37.7749, "longitude": -122.4194, "altitude": 10.5, "accuracy": 5.0},
         "depth_map_dimensions": {"width": 256, "height": 192}, "assertion": "bW9jaw=="}
        """

    private func validate(_ text: String) -> MetadataValidation {
        MetadataValidation(bytes: Array(text.utf8))
    }

    @Test("the seed's example passes and yields the declared hash and dimensions")
    func goodMetadata() throws {
        let validation = validate(Self.good)
        #expect(validation.problems == [])
        #expect(validation.unknownFields == [])
        #expect(validation.photoHash == "618bb9131bf62ec06d12e99cb19179996a08e1d652f0261a299ef83669908e97")
        #expect(validation.depthDimensions == (try DepthDimensions(width: 256, height: 192)))
    }

    @Test("unknown fields are listed, not problems")
    func unknownFields() {
        let text = Self.good.replacingOccurrences(of: "\"assertion\"", with: "\"app_version\": \"1.2\", \"assertion\"")
            .replacingOccurrences(of: "\"accuracy\": 5.0", with: "\"accuracy\": 5.0, \"speed\": 1")
        let validation = validate(text)
        #expect(validation.problems == [])
        #expect(validation.unknownFields == ["app_version", "location.speed"])
    }

    @Test(
        "each broken field is reported with what was found",
        arguments: [
            ("\"captured_at\": \"2025-11-22T10:30:00.123Z\"", "\"captured_at\": \"2025-02-30T10:30:00Z\"",
             MetadataProblem.invalidTimestamp(field: .capturedAt, text: "2025-02-30T10:30:00Z")),
            ("\"device_model\": \"iPhone 15 Pro\"", "\"device_model\": \"  \"", .emptyString(field: "device_model")),
            ("\"device_model\": \"iPhone 15 Pro\"", "\"device_model\": 15", .wrongType(field: "device_model", expected: "string", found: "number")),
            ("\"photo_hash\": \"618b", "\"photo_hash\": \"618B", .invalidPhotoHash("618Bb9131bf62ec06d12e99cb19179996a08e1d652f0261a299ef83669908e97")),
            ("\"width\": 256", "\"width\": 1001", .dimensionOutOfRange(field: "depth_map_dimensions.width", value: 1001)),
            ("\"height\": 192", "\"height\": 191.5", .dimensionOutOfRange(field: "depth_map_dimensions.height", value: 191.5)),
            ("\"height\": 192", "\"height\": true", .wrongType(field: "depth_map_dimensions.height", expected: "number", found: "boolean")),
            ("\"latitude\": 37.7749", "\"latitude\": 90.5", .coordinateOutOfRange(field: "location.latitude", value: 90.5, limit: 90)),
            ("\"longitude\": -122.4194", "\"longitude\": -180.01", .coordinateOutOfRange(field: "location.longitude", value: -180.01, limit: 180)),
            ("\"accuracy\": 5.0", "\"accuracy\": -1", .invalidAccuracy(-1)),
            // The app's LocationData always has an accuracy; --metadata-in requires it too.
            ("\"altitude\": 10.5, \"accuracy\": 5.0", "\"altitude\": 10.5", .missingField("location.accuracy")),
            ("\"assertion\": \"bW9jaw==\"", "\"assertion\": \"not base64!\"", .invalidBase64(field: "assertion", characterCount: 11)),
            // Foundation's decoder would accept this non-canonical text (bits under the padding).
            ("\"assertion\": \"bW9jaw==\"", "\"assertion\": \"Zh==\"", .invalidBase64(field: "assertion", characterCount: 4)),
            ("\"device_model\": \"iPhone 15 Pro\"", "\"device_model\": \"\(String(repeating: "x", count: 257))\"",
             .tooLong(field: "device_model", bytes: 257, maximum: 256)),
            ("\"captured_at\": \"2025-11-22T10:30:00.123Z\", ", "", .missingField("captured_at")),
        ] as [(String, String, MetadataProblem)])
    func brokenField(original: String, replacement: String, problem: MetadataProblem) {
        let text = Self.good.replacingOccurrences(of: original, with: replacement)
        #expect(text != Self.good)
        #expect(validate(text).problems == [problem])
    }

    @Test("optional fields may be absent or null; a non-object document is one problem")
    func optionalsAndGarbage() {
        let minimal = """
            {"captured_at": "2025-11-22T10:30:00+01:00", "device_model": "iPad", "location": null,
             "photo_hash": "\(String(repeating: "a", count: 64))", "depth_map_dimensions": {"width": 1, "height": 1000}}
            """
        #expect(validate(minimal).problems == [])
        #expect(validate("[1, 2]").problems == [.notAJSONObject])
        #expect(validate("{\"captured_at\": ").problems == [.notAJSONObject])
        #expect(validate("{}").problems == [
            .missingField("captured_at"), .missingField("device_model"), .missingField("photo_hash"),
            .missingField("depth_map_dimensions"),
        ])
    }

    @Test(
        "ISO 8601 timestamps",
        arguments: [
            ("2025-11-22T10:30:00Z", true), ("2025-11-22T10:30:00.123456Z", true), ("2024-02-29T23:59:60-05:30", true),
            ("2023-02-29T10:00:00Z", false), ("2025-11-22 10:30:00Z", false), ("2025-11-22T10:30:00", false),
            ("2025-11-22T24:00:00Z", false), ("2025-11-22T10:30:00.Z", false), ("2025-11-22T10:30:00+0100", false),
            ("2025-13-01T10:30:00Z", false), ("", false),
        ])
    func timestamps(text: String, valid: Bool) {
        #expect((CaptureTimestamp(rfc3339: text) != nil) == valid)
    }
}
