import DepthKitCore
import _DepthKitTestSupport
import Foundation
import Testing

/// `evidence` and `batch --task evidence` on video capture directories, and on a tree mixing
/// photo and video captures signed by one registered device.
@Suite("evidence on video captures")
struct VideoEvidenceCommandTests {
    static func report(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func status(_ report: [String: Any], _ check: String) -> String? {
        let checks = report["checks"] as? [[String: Any]] ?? []
        return checks.first { $0["name"] as? String == check }?["status"] as? String
    }

    @Test("evidence VIDEO_DIR: kind video, the video checks, video_verification; a tampered chain exits 65")
    func single() throws {
        let directory = try TemporaryDirectory()
        let capture = directory.appending("video")
        try SyntheticVideoCapture(frameCount: 160, depthWidth: 64, depthHeight: 48).write(to: capture)
        let result = try runDepthKit(["evidence", capture, "--format", "json", "-o", directory.appending("report.json")])
        let report = try #require(try result.jsonLines().first, "\(result.stderr)")
        #expect(report["kind"] as? String == "video")
        let names = (report["checks"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(names == ["metadata_schema", "hash_chain", "hardware_attestation", "depth_keyframes", "video_container", "temporal_analysis"])
        #expect((report["video_verification"] as? [String: Any])?["status"] as? String == "pass")
        #expect(Self.status(report, "hash_chain") == "pass")
        #expect(try Self.report(directory.appending("report.json"))["kind"] as? String == "video")

        try Data("{}".utf8).write(to: URL(fileURLWithPath: capture + "/hash_chain.json"))
        let tampered = try runDepthKit(["evidence", capture, "--format", "text"])
        #expect(tampered.status == 65)
        #expect(tampered.stdout.contains("FAIL        hash_chain"), "\(tampered.stdout)")
        #expect(tampered.stdout.contains("verdict: invalid, confidence suspicious"))

        let overlay = try runDepthKit(["evidence", capture, "--overlay", directory.appending("o.png")])
        #expect(overlay.status == 64)
    }

    @Test("batch --task evidence on a tree of photo and video captures: one report and one summary line each, the registry shared by both jobs")
    func mixedBatch() throws {
        let directory = try TemporaryDirectory()
        let registry = directory.appending("devices.sqlite")
        var (device, registration) = try DeviceCommandTests.registerSynthetic(in: directory, registry: registry)
        #expect(registration.status == 0, "\(registration.stderr)")
        let tree = try TemporaryDirectory()
        for folder in ["photos", "videos"] { try FileManager.default.createDirectory(atPath: tree.appending(folder), withIntermediateDirectories: true) }
        let photos = (1...3).map { "photos/p\($0)" }
        for (index, name) in photos.enumerated() {
            let made = try EvidenceAttestationTests.frame(in: directory, name: "p\(index + 1)", seed: UInt8(20 + index), keyID: device.keyID)
            try EvidenceAttestationTests.attach(try device.assert(clientData: try EvidenceAttestationTests.captureHash(made)), to: made)
            try FileManager.default.moveItem(atPath: made, toPath: tree.appending(name))
        }
        // The photo assertions take counters 1, 2, 3; the videos' are later.
        let videos = (1...3).map { "videos/v\($0)" }
        for (index, name) in videos.enumerated() {
            try SyntheticVideoCapture(frameCount: 40 + 150 * index, depthWidth: 64, depthHeight: 48, seed: UInt64(index + 1))
                .write(to: tree.appending(name), device: device, counter: UInt32(100 + index))
        }
        let out = directory.appending("out")
        let result = try runDepthKit([
            "batch", tree.path, "-o", out, "--task", "evidence", "--jobs", "2", "--registry", registry, "--counter-policy", "unique",
            "--quiet",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try summaryLines(out)
        #expect(lines.count == 6)
        #expect(lines.values.allSatisfy { $0["status"] as? String == "ok" })
        for name in photos + videos {
            let report = try Self.report(out + "/\(name).evidence.json")
            #expect(report["kind"] as? String == (name.hasPrefix("photos") ? "photo" : "video"))
            #expect(Self.status(report, "hardware_attestation") == "pass", "\(name): \(report["checks"] ?? [])")
        }
        // Run again on the same registry: every assertion is now a replay, in both kinds.
        let again = try runDepthKit([
            "batch", tree.path, "-o", directory.appending("again"), "--task", "evidence", "--jobs", "2", "--registry", registry,
            "--counter-policy", "unique", "--quiet",
        ])
        #expect(again.status == 0, "\(again.stderr)")
        for name in photos + videos {
            let report = try Self.report(directory.appending("again") + "/\(name).evidence.json")
            let checks = report["checks"] as? [[String: Any]] ?? []
            let detail = checks.first { $0["name"] as? String == "hardware_attestation" }?["detail"] as? String
            #expect(detail?.hasPrefix("counter_replayed") == true, "\(name): \(detail ?? "")")
        }
    }
}
