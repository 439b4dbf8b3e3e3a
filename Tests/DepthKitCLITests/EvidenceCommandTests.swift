import Foundation
import Testing

@Suite("depthkit evidence")
struct EvidenceCommandTests {
    /// Runs `depthkit evidence` on `testdata/captures/<name>` and returns the exit status, the
    /// checks by name (status, detail) and the parsed report.
    private func evidence(_ name: String) throws -> (Int32, [String: (String, String)], [String: Any]) {
        let result = try runDepthKit(["evidence", testdataPath("captures/" + name), "--format", "json"])
        let report = try #require(try result.jsonLines().first)
        var checks: [String: (String, String)] = [:]
        for check in try #require(report["checks"] as? [[String: Any]]) {
            checks[try #require(check["name"] as? String)] = (check["status"] as? String ?? "", check["detail"] as? String ?? "")
        }
        return (result.status, checks, report)
    }

    @Test("a good capture passes every check it can run; the unlinked analysis keeps it from 'ok'")
    func goodCapture() throws {
        let (status, checks, report) = try evidence("good")
        #expect(status == 1)
        #expect(Array(checks.keys).sorted() == [
            "capture_hash", "depth_analysis", "depth_decodes", "depth_dimensions", "frame_consistency",
            "metadata_schema", "photo_decodes", "photo_hash",
        ])
        for name in ["metadata_schema", "photo_hash", "photo_decodes", "depth_decodes", "depth_dimensions", "frame_consistency", "capture_hash"] {
            #expect(checks[name]?.0 == "pass", "\(name): \(checks[name]?.1 ?? "")")
        }
        #expect(checks["depth_analysis"]?.0 == "unavailable")
        #expect(checks["depth_analysis"]?.1 == "the depth analyzer is not linked into this build")
        #expect(checks["photo_decodes"]?.1 == "64x48 stored, landscape as viewed (no EXIF orientation), 4:2:0, decodes without warnings")
        #expect(checks["depth_decodes"]?.1 == "gzip, 229 bytes → 196608 bytes = 49152 Float32 values")
        // sha256(photo.jpg + depth.gz) computed with Python hashlib; base64 with base64.b64encode.
        let hash = try #require(report["capture_hash"] as? [String: Any])
        #expect(hash["sha256_hex"] as? String == "19d90c64122d8c4ca3ac6ed3c4b1357494640fdfca4bcea5b2e39f058c5eecc4")
        #expect(hash["sha256_base64"] as? String == "GdkMZBItjEyjrG7TxLE1dJRkD9/KS86lsuOfBYxe7MQ=")
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["status"] as? String == "suspicious")
        #expect(summary["reasons"] as? [String] == ["depth_analysis unavailable: the depth analyzer is not linked into this build"])
        #expect(report["depth_analysis"] is NSNull)
    }

    @Test("a tampered photo fails photo_hash, reporting both hashes, and the capture is invalid")
    func tamperedPhoto() throws {
        let (status, checks, report) = try evidence("tampered_photo")
        #expect(status == 65)
        // photo_hash in metadata.json is sha256 of the q85 JPEG; the file is the q60 one (hashlib).
        #expect(checks["photo_hash"]?.0 == "fail")
        #expect(checks["photo_hash"]?.1 == "metadata photo_hash 618bb9131bf62ec06d12e99cb19179996a08e1d652f0261a299ef83669908e97 but photo hashes to 606d947a09372a2fbcaa4144e043173770aab58f0ba762256e965c4722d31c58")
        #expect(checks["photo_decodes"]?.0 == "pass")
        #expect(checks["depth_dimensions"]?.0 == "pass")
        #expect((report["summary"] as? [String: Any])?["status"] as? String == "invalid")
    }

    @Test("depth that does not match the declared dimensions fails depth_dimensions")
    func wrongDimensions() throws {
        let (status, checks, _) = try evidence("wrong_dimensions")
        #expect(status == 65)
        #expect(checks["depth_decodes"]?.0 == "pass")
        #expect(checks["depth_dimensions"]?.0 == "fail")
        #expect(checks["depth_dimensions"]?.1 == "metadata declares 320x240 = 76800 values but the depth holds 49152 values (256x192 as a known sensor size)")
        #expect(checks["frame_consistency"]?.0 == "pass")
    }

    @Test("corrupt depth fails its checks; the photo's checks and the capture hash still run")
    func corruptDepth() throws {
        let (status, checks, report) = try evidence("corrupt_depth")
        #expect(status == 65)
        #expect(checks["depth_decodes"]?.0 == "fail")
        #expect(checks["depth_decodes"]?.1 == "gzip stream is truncated (ends before its end marker or trailer)")
        #expect(checks["depth_dimensions"]?.0 == "unavailable")
        #expect(checks["frame_consistency"]?.0 == "unavailable")
        #expect(checks["depth_analysis"]?.0 == "unavailable")
        #expect(checks["photo_hash"]?.0 == "pass")
        #expect(checks["photo_decodes"]?.0 == "pass")
        #expect(checks["capture_hash"]?.0 == "pass")
        // sha256 over photo.jpg followed by the 100 truncated depth bytes (hashlib).
        #expect((report["capture_hash"] as? [String: Any])?["sha256_hex"] as? String
            == "cdd3958599af5a3e0eef7b4ba3bfa9eecfc5bc87834a3531a31ad530f2c10b0e")
    }

    @Test("a JPEG that is not a JPEG fails photo_decodes; a portrait photo is accepted as rotated")
    func photoShapes() throws {
        let (_, notJPEG, _) = try evidence("not_a_jpeg")
        #expect(notJPEG["photo_decodes"]?.0 == "fail")
        #expect(notJPEG["photo_decodes"]?.1 == "not a JPEG: starts with 74 68 69 73, not ff d8")
        #expect(notJPEG["frame_consistency"]?.0 == "unavailable")
        let (_, portrait, _) = try evidence("portrait_photo")
        #expect(portrait["frame_consistency"]?.0 == "pass")
        #expect(portrait["frame_consistency"]?.1 == "depth 256x192 (1.333:1) and photo 48x64 (0.75:1) have the same shape, photo stored rotated")
    }

    @Test("explicit parts, -o report file, and usage errors")
    func explicitPartsAndUsage() throws {
        let temporary = try TemporaryDirectory()
        let good = testdataPath("captures/good") + "/"
        let reportPath = temporary.appending("report.json")
        let result = try runDepthKit([
            "evidence", "--photo", good + "photo.jpg", "--depth", good + "depth.gz", "--metadata", good + "metadata.json",
            "-o", reportPath, "--format", "text",
        ])
        #expect(result.status == 1)
        #expect(result.stdout.contains("PASS        photo_hash"))
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: reportPath))) as? [String: Any])
        #expect((report["checks"] as? [Any])?.count == 8)
        #expect(try runDepthKit(["evidence", good, "--photo", "x.jpg"]).status == 64)
        #expect(try runDepthKit(["evidence", temporary.appending("missing")]).status == 66)
        let overlay = try runDepthKit(["evidence", good, "--overlay", temporary.appending("o.png")])
        #expect(overlay.status == 64)
        #expect(overlay.stderr.contains("colormap rendering"))
    }
}
