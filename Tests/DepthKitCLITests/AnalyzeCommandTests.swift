import _DepthKitTestSupport
import Foundation
import Testing

@Suite("depthkit analyze")
struct AnalyzeCommandTests {
    @Test("prints depth_analysis and assessment per file")
    func reportsBothObjects() throws {
        let result = try runDepthKit([
            "analyze", "--format", "json", TestData.path("reference/corpus/oblique_plane_50deg_2m.depth.gz"),
            TestData.path("reference/corpus/varied_room.depth.gz"),
        ])
        #expect(result.status == 0)
        let reports = try result.jsonLines()
        try #require(reports.count == 2)
        let reference = try #require(reports[0]["depth_analysis"] as? [String: Any])
        // oracle/oblique_plane_50deg_2m.json: the reference passes this single plane.
        #expect(reference["status"] as? String == "pass")
        #expect(reference["depth_layers"] as? Int == 3)
        #expect(reference["method"] as? String == "lidar")
        #expect(reference["unavailable_reason"] == nil)
        let assessment = try #require(reports[0]["assessment"] as? [String: Any])
        #expect(assessment["verdict"] as? String == "flat_surface")
        #expect(assessment["reasons"] as? [String] == ["single_plane", "tilted_plane", "reference_false_positive"])
        let signals = try #require(assessment["signals"] as? [String: Any])
        #expect(signals["plane_tilt_deg"] is NSNull)
        #expect(signals["high_confidence_fraction"] is NSNull)
        #expect((reports[1]["assessment"] as? [String: Any])?["verdict"] as? String == "real_scene")
        #expect(reports[1]["error"] == nil)
    }

    @Test("a file that does not decode is unavailable, keeps its line and sets the exit status")
    func decodeFailure() throws {
        let result = try runDepthKit([
            "analyze", "--format", "json", TestData.path("reference/corpus/truncated_gzip.depth.gz"),
            TestData.path("reference/corpus/varied_room.depth.gz"),
        ])
        #expect(result.status == 65)
        let reports = try result.jsonLines()
        try #require(reports.count == 2)
        let reference = try #require(reports[0]["depth_analysis"] as? [String: Any])
        #expect(reference["status"] as? String == "unavailable")
        #expect(reference["unavailable_reason"] as? String == "decode_failed")
        #expect(reference["depth_variance"] as? Double == 0)
        #expect((reports[0]["assessment"] as? [String: Any])?["verdict"] as? String == "insufficient_data")
        #expect((reports[0]["error"] as? [String: Any])?["kind"] as? String == "truncated_stream")
        #expect(result.stderr.contains("truncated_gzip.depth.gz"))
        #expect((reports[1]["depth_analysis"] as? [String: Any])?["status"] as? String == "pass")
    }

    @Test("declared dimensions that contradict the payload are a dimension_mismatch (exit 65)")
    func dimensionMismatch() throws {
        let result = try runDepthKit([
            "analyze", "--format", "json", "--width", "256", "--height", "192",
            TestData.path("reference/corpus/wide_16x9_declared_256x192.depth.gz"),
        ])
        #expect(result.status == 65)
        let reference = try #require(try result.jsonLines().first?["depth_analysis"] as? [String: Any])
        #expect(reference["unavailable_reason"] as? String == "dimension_mismatch")
    }

    @Test("--confidence excludes low-confidence pixels and reports the high share")
    func confidenceFile() throws {
        // varied_room is 256x192; mark the top half confidence 0 and the bottom half 2.
        let levels = [UInt8](repeating: 0, count: 256 * 96) + [UInt8](repeating: 2, count: 256 * 96)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("analyze-confidence-\(getpid()).bin")
        try Data(levels).write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let result = try runDepthKit([
            "analyze", "--format", "json", "--confidence", path.path, "--fx", "213", "--fy", "213", "--cx", "127.5",
            "--cy", "95.5", TestData.path("reference/corpus/varied_room.depth.gz"),
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try result.jsonLines().first)
        let signals = try #require((report["assessment"] as? [String: Any])?["signals"] as? [String: Any])
        #expect(signals["high_confidence_fraction"] as? Double == 0.5)
        #expect(signals["valid_pixels"] as? Int == 256 * 96)
        #expect(signals["plane_tilt_deg"] is Double)
        // The reference object ignores confidence: oracle/varied_room.json.
        #expect((report["depth_analysis"] as? [String: Any])?["depth_layers"] as? Int == 5)
    }

    @Test("a confidence map of the wrong size fails the file with 65")
    func confidenceMismatch() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("analyze-short-\(getpid()).bin")
        try Data([UInt8](repeating: 1, count: 100)).write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let result = try runDepthKit([
            "analyze", "--format", "json", "--confidence", path.path, TestData.path("reference/corpus/varied_room.depth.gz"),
        ])
        #expect(result.status == 65)
        let report = try #require(try result.jsonLines().first)
        #expect((report["depth_analysis"] as? [String: Any])?["unavailable_reason"] as? String == "confidence_mismatch")
        #expect((report["error"] as? [String: Any])?["kind"] as? String == "confidence_dimension_mismatch")
    }

    @Test("usage errors exit 64", arguments: [
        ["--fx", "200"], ["--min-confidence", "3"], ["--confidence", "a", "--confidence", "b"],
        ["--fx", "0", "--fy", "1", "--cx", "1", "--cy", "1"],
    ])
    func usageErrors(arguments: [String]) throws {
        let result = try runDepthKit(["analyze"] + arguments + [TestData.path("reference/corpus/varied_room.depth.gz")])
        #expect(result.status == 64)
    }

    @Test("text output names the verdict and the reference status")
    func textOutput() throws {
        let result = try runDepthKit(["analyze", "--format", "text", TestData.path("reference/corpus/tilted_screen_35deg.depth.gz")])
        #expect(result.status == 0)
        #expect(result.stdout.contains("flat_surface"))
        #expect(result.stdout.contains("reference: fail"))
        #expect(result.stdout.contains("100.0 % of valid pixels on it"))
    }

    @Test("--help shows an example")
    func help() throws {
        let result = try runDepthKit(["analyze", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("depthkit analyze testdata/reference/corpus/tilted_screen_35deg.depth.gz"))
    }
}
