import DepthKitCore
import _DepthKitTestSupport
import Foundation
import Testing

@Suite struct VideoCommandTests {
    @Test func chainThenVerifyTheStoryCase() throws {
        let scratch = try TemporaryDirectory()
        let capture = SyntheticVideoCapture(frameCount: 360, interrupted: true)
        try capture.write(to: scratch.appending("capture"), framesDirectory: scratch.appending("frames"))

        let chain = try runDepthKit(["video", "chain", scratch.appending("frames"), "-o", scratch.appending("recomputed.json"), "--format", "json"])
        #expect(chain.status == 0, "\(chain.stderr)")
        let line = try #require(try chain.jsonLines().first)
        #expect(line["frame_count"] as? Int == 360)
        #expect(line["checkpoint_count"] as? Int == 2)
        #expect(
            try InputReader().read(scratch.appending("recomputed.json")) == InputReader().read(scratch.appending("capture/hash_chain.json")))

        let verify = try runDepthKit(["video", "verify", scratch.appending("capture"), "--frames", scratch.appending("frames"), "--format", "json"])
        #expect(verify.status == 0, "\(verify.stderr)")
        let report = try #require(try verify.jsonLines().first)
        #expect(report["status"] as? String == "partial")
        #expect(report["verified_frames"] as? Int == 300)
        #expect(report["total_frames"] as? Int == 360)
        #expect(report["verified_duration_ms"] as? Int == 10_000)
        #expect(report["total_duration_ms"] as? Int == 12_000)
        #expect(report["checkpoints_valid"] as? Bool == true)
        #expect(report["attestation_valid"] is NSNull)
        #expect(report["failure_kind"] is NSNull)
        #expect(report["recomputed_from_frames"] as? Bool == true)
        #expect(report["unverified_frames"] as? Int == 60)
        #expect(report["verified_label"] as? String == "10s of 12s")
        #expect(report["checkpoint_index"] as? Int == 1)

        let text = try runDepthKit(["video", "verify", scratch.appending("capture"), "--format", "text"])
        #expect(text.stdout.contains(
            "partial — verified 10.0 s of 12.0 s (frames 1–300 of 360, checkpoint 1; frames 301–360 unverified); assertion not checked"))
    }

    /// The story's interrupted recording, in both depth formats, gives the same answer from
    /// `video verify`, `evidence` on its directory and `batch --task evidence`: partial, 300 of 360
    /// frames, 10,000 of 12,000 ms, checkpoint 1, "10s of 12s".
    @Test(arguments: [SyntheticVideoCapture.DepthFormat.concatenatedDeflate, .rldpGzip])
    func interruptedRecordingIsPartialEverywhere(depthFormat: SyntheticVideoCapture.DepthFormat) throws {
        let scratch = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: scratch.appending("tree"), withIntermediateDirectories: true)
        let capture = scratch.appending("tree/story")
        // The app's keyframe size, so that the temporal analysis judges a real scene and `evidence` exits 0.
        try SyntheticVideoCapture(frameCount: 360, interrupted: true).write(to: capture, depthFormat: depthFormat)
        let expected: [String: Any] = [
            "status": "partial", "verified_frames": 300, "total_frames": 360, "unverified_frames": 60,
            "verified_duration_ms": 10_000, "total_duration_ms": 12_000, "checkpoint_index": 1, "verified_label": "10s of 12s",
        ]
        func expectStory(_ verification: [String: Any]?, _ source: String) {
            for (key, value) in expected {
                #expect("\(verification?[key] ?? "absent")" == "\(value)", "\(source): \(key)")
            }
        }
        let verify = try runDepthKit(["video", "verify", capture, "--format", "json"])
        #expect(verify.status == 0, "\(verify.stderr)")
        expectStory(try verify.jsonLines().first, "video verify")

        let evidence = try runDepthKit(["evidence", capture, "--format", "json"])
        #expect(evidence.status == 0, "\(evidence.stderr)")
        let report = try #require(try evidence.jsonLines().first)
        expectStory(report["video_verification"] as? [String: Any], "evidence")

        let out = scratch.appending("out")
        let batch = try runDepthKit(["batch", scratch.appending("tree"), "-o", out, "--task", "evidence", "--quiet"])
        #expect(batch.status == 0, "\(batch.stderr)")
        let written = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/story.evidence.json")))
        expectStory((written as? [String: Any])?["video_verification"] as? [String: Any], "batch")
    }

    @Test func verifyFailureExitsOneAndNamesTheKind() throws {
        let scratch = try TemporaryDirectory()
        try SyntheticVideoCapture(frameCount: 20).write(to: scratch.appending("capture"))
        try scratch.write(Array("{}".utf8), to: "capture/hash_chain.json")
        let result = try runDepthKit(["video", "verify", scratch.appending("capture"), "--format", "json"])
        #expect(result.status == 1)
        let report = try #require(try result.jsonLines().first)
        #expect(report["status"] as? String == "fail")
        #expect(report["failure_kind"] as? String == "hash_chain_missing_field")
        let missing = try runDepthKit(["video", "verify", scratch.appending("nothing")])
        #expect(missing.status == 66)
        let usage = try runDepthKit(["video", "verify", "a", "b", "--frames", "f"])
        #expect(usage.status == 64)
        #expect(try runDepthKit(["video", "verify", scratch.appending("capture"), "--registry", "r.sqlite"]).status == 64)
        let noRegistry = try runDepthKit([
            "video", "verify", scratch.appending("capture"), "--registry", scratch.appending("none.sqlite"), "--app-id", "T.a",
        ])
        #expect(noRegistry.status == 66)
        #expect(noRegistry.stderr.contains("no such device registry"))
    }

    @Test func analyzeACorpusPackAndACaptureDirectory() throws {
        let pack = try runDepthKit(["video", "analyze", TestData.path("reference/video-corpus/jump_mirror_at_30_60kf.rldp.gz"), "--format", "json"])
        #expect(pack.status == 0, "\(pack.stderr)")
        let line = try #require(try pack.jsonLines().first)
        #expect(line["reference_status"] as? String == "ok")
        #expect(line["format"] as? String == "rldp")
        let analysis = try #require(line["video_depth_analysis"] as? [String: Any])
        // From video-oracle/jump_mirror_at_30_60kf.json.
        #expect(analysis["suspicious_frames"] as? [Int] == [30])
        #expect((analysis["scene_stability"] as? NSNumber).map { Float($0.doubleValue) } == 0.8)

        let scratch = try TemporaryDirectory()
        try SyntheticVideoCapture(frameCount: 60, subject: .screen).write(to: scratch.appending("capture"))
        let capture = try runDepthKit(["video", "analyze", scratch.appending("capture"), "--sample-rate", "1", "--format", "json"])
        #expect(capture.status == 0, "\(capture.stderr)")
        let report = try #require(try capture.jsonLines().first)
        #expect(report["format"] as? String == "concatenated")
        #expect(report["keyframe_count"] as? Int == 20)
        #expect(report["timestamps_assumed"] as? Bool == true)
        #expect((report["temporal_assessment"] as? [String: Any])?["verdict"] as? String == "flat_surface")
        #expect(((report["video_depth_analysis"] as? [String: Any])?["frame_analyses"] as? [Any])?.count == 20)
    }

    @Test func analyzeUnreadableKeyframesExits65() throws {
        let result = try runDepthKit(["video", "analyze", TestData.path("reference/video-corpus/bad_magic.rldp.gz"), "--format", "json"])
        #expect(result.status == 65)
        let line = try #require(try result.jsonLines().first)
        #expect(line["reference_status"] as? String == "InvalidMagic")
        #expect((line["error"] as? [String: Any])?["kind"] as? String == "keyframes_unrecognised")
        let few = try runDepthKit(["video", "analyze", TestData.path("reference/video-corpus/too_few_10kf.rldp.gz"), "--format", "json"])
        #expect(few.status == 0)
        #expect(try few.jsonLines().first?["reference_status"] as? String == "InsufficientFrames")
        #expect(try runDepthKit(["video", "analyze", "x", "--sample-rate", "0"]).status == 64)
    }
}
