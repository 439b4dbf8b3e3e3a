import Foundation
import Testing

@testable import DepthKitCore
@testable import DepthKitEvidence

/// A video capture's `metadata.json` read through the video schema: the app's document as before,
/// and every shared field under the photo's rules (refused with the one `MetadataProblem`).
@Suite struct VideoCaptureMetadataTests {
    /// The app's metadata of the story's interrupted recording (as `depthkit-synth video
    /// --interrupted --frames 360` writes it), with a location.
    static var valid: [String: Any] { [
        "attestation_level": "secure_enclave", "checkpoint_index": 1, "codec": "hevc", "depth_keyframe_count": 120,
        "device_key_id": "ZzRNKkRFWONgjZt1S9yGgAiPyEic4P00+ex2W2qWW08=", "device_model": "iPhone 15 Pro", "duration_ms": 12000,
        "ended_at": "2026-11-18T11:06:52.000Z", "frame_count": 360, "hash_chain_final": "9v8TdMiUzsrPXO40vFIqt4RsuT6CyQhxNzTwuwR9bpU=",
        "is_partial": true, "resolution": ["height": 1440, "width": 1920], "started_at": "2026-11-18T11:06:40.000Z",
        "location": ["latitude": 48.85, "longitude": 2.35, "accuracy": 5.0], "depth_map_dimensions": ["width": 256, "height": 192],
    ] }

    /// A JSON value from its text.
    static func json(_ text: String) -> Any { try! JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed) }

    static func read(_ edit: (inout [String: Any]) -> Void = { _ in }) throws(MetadataProblem) -> VideoCaptureMetadata {
        var document = valid
        edit(&document)
        let bytes = try! JSONSerialization.data(withJSONObject: document)
        return try VideoCaptureMetadata(bytes: Array(bytes))
    }

    @Test("the app's document reads as before: every value, nothing missing or unknown")
    func readsValidDocument() throws {
        let metadata = try Self.read()
        #expect(metadata.startedAt == CaptureTimestamp(rfc3339: "2026-11-18T11:06:40.000Z"))
        #expect(metadata.endedAt == CaptureTimestamp(rfc3339: "2026-11-18T11:06:52.000Z"))
        #expect(metadata.durationMilliseconds == 12000)
        #expect(metadata.frameCount == 360)
        #expect(metadata.depthKeyframeCount == 120)
        #expect(metadata.checkpointIndex == 1)
        #expect(metadata.isPartial == true)
        #expect(metadata.deviceModel == "iPhone 15 Pro")
        #expect(metadata.deviceKeyID == Base64.decode("ZzRNKkRFWONgjZt1S9yGgAiPyEic4P00+ex2W2qWW08="))
        #expect(metadata.attestedHash == ChainHash(text: "9v8TdMiUzsrPXO40vFIqt4RsuT6CyQhxNzTwuwR9bpU="))
        #expect(metadata.depthDimensions == (try DepthDimensions(width: 256, height: 192)))
        #expect(metadata.assertion == nil)
        #expect(metadata.missingFields == [])
        #expect(metadata.unknownFields == [])
    }

    @Test("absent and null required fields are listed, not thrown; unknown fields are listed with their paths")
    func listsMissingAndUnknown() throws {
        let metadata = try Self.read {
            $0["codec"] = nil
            $0["started_at"] = NSNull()
            $0["app_version"] = "2.1"
            $0["location"] = ["latitude": 1.0, "longitude": 2.0, "speed": 3.0]
        }
        #expect(metadata.missingFields == ["codec", "location.accuracy", "started_at"])
        #expect(metadata.unknownFields == ["app_version", "location.speed"])
        #expect(metadata.startedAt == nil)
    }

    @Test(
        "a broken field is refused with the one vocabulary's problem",
        arguments: [
            ("device_key_id", #""abc""#, MetadataProblem.invalidDeviceKeyID(characterCount: 3)),
            // base64 of 31 bytes
            ("device_key_id", #""BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBw==""#, .invalidDeviceKeyID(characterCount: 44)),
            ("location", #"{"latitude": 91, "longitude": 0, "accuracy": 5}"#,
             .coordinateOutOfRange(field: "location.latitude", value: 91, limit: 90)),
            ("location", #"{"latitude": 0, "longitude": -180.5, "accuracy": 5}"#,
             .coordinateOutOfRange(field: "location.longitude", value: -180.5, limit: 180)),
            ("location", #"{"latitude": 0, "longitude": 0, "accuracy": -1}"#, .invalidAccuracy(-1)),
            ("location", #""Paris""#, .wrongType(field: "location", expected: "object", found: "string")),
            ("started_at", #""yesterday""#, .invalidTimestamp(field: .startedAt, text: "yesterday")),
            ("ended_at", #""2026-13-01T00:00:00Z""#, .invalidTimestamp(field: .endedAt, text: "2026-13-01T00:00:00Z")),
            ("frame_count", "1.5", .notACount(field: "frame_count", value: 1.5)),
            ("duration_ms", "-1", .notACount(field: "duration_ms", value: -1)),
            ("is_partial", #""yes""#, .wrongType(field: "is_partial", expected: "boolean", found: "string")),
            ("device_model", #"" ""#, .emptyString(field: "device_model")),
            ("hash_chain_final", #""AAAA""#, .invalidChainHash(field: "hash_chain_final", characterCount: 4)),
            ("assertion", #""""#, .invalidBase64(field: "assertion", characterCount: 0)),
            ("depth_map_dimensions", #"{"width": 0, "height": 192}"#, .dimensionOutOfRange(field: "depth_map_dimensions.width", value: 0)),
        ])
    func refusesBrokenField(field: String, value: String, problem: MetadataProblem) {
        #expect(throws: problem) { try Self.read { $0[field] = Self.json(value) } }
    }

    @Test("the kinds of the problems video metadata adds", arguments: [
        (MetadataProblem.notACount(field: "frame_count", value: 1.5), "metadata_not_a_count", "frame_count is 1.5, not a whole number ≥ 0"),
        (.tooLarge(byteCount: 1_048_577, limit: 1_048_576), "metadata_too_large", "1048577 bytes, above the 1048576-byte limit"),
        (.invalidChainHash(field: "hash_chain_final", characterCount: 4), "metadata_bad_base64",
         "hash_chain_final (4 characters) is not canonical base64 of 32 bytes"),
        (.invalidTimestamp(field: .startedAt, text: "x"), "started_at_not_iso8601",
         "started_at 'x' is not an RFC 3339 timestamp (YYYY-MM-DDTHH:MM:SS[.sss]Z or ±HH:MM)"),
        (.invalidTimestamp(field: .endedAt, text: "x"), "ended_at_not_iso8601",
         "ended_at 'x' is not an RFC 3339 timestamp (YYYY-MM-DDTHH:MM:SS[.sss]Z or ±HH:MM)"),
    ])
    func newKinds(problem: MetadataProblem, kind: String, message: String) {
        #expect(problem.kind == kind)
        #expect(problem.description == message)
    }

    @Test("the cap is the photo's 1 MiB: a document of exactly 1 MiB is read, one byte more is refused")
    func capIsOneMebibyte() throws {
        #expect(MetadataValidation.maxMetadataBytes == 1 << 20)
        let document = try JSONSerialization.data(withJSONObject: Self.valid)
        // Padding after the object is white space, which JSON allows.
        let padded = Array(document) + [UInt8](repeating: 0x20, count: (1 << 20) - document.count)
        #expect(try VideoCaptureMetadata(bytes: padded).frameCount == 360)
        #expect(throws: MetadataProblem.tooLarge(byteCount: (1 << 20) + 1, limit: 1 << 20)) {
            try VideoCaptureMetadata(bytes: padded + [0x20])
        }
        #expect(throws: MetadataProblem.notAJSONObject) { try VideoCaptureMetadata(bytes: Array("[1]".utf8)) }
    }

    @Test("refused device_key_id and location fail the capture's metadata_schema problem in video verify")
    func verifyReportsRefusedFields() throws {
        for (field, value, kind) in [("device_key_id", #""abc""#, "device_key_id_invalid"),
                                     ("location", #"{"latitude": 0, "longitude": 200, "accuracy": 1}"#, "coordinate_out_of_range")] {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("depthkit-videometa-" + UUID().uuidString).path
            defer { try? FileManager.default.removeItem(atPath: root) }
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            var document = Self.valid
            document[field] = Self.json(value)
            try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: root + "/" + CaptureLayout.metadata))
            let report = VideoVerifier().verify(directory: root, framesDirectory: nil)
            let problem = try #require(report.problems.first { $0.check == .metadataSchema })
            #expect(problem.kind == kind)
            #expect(problem.message.hasPrefix(root + "/" + CaptureLayout.metadata + ": "))
            #expect(report.status == .fail)
        }
    }
}
