import DepthKitEvidence
import _DepthKitTestSupport
import Foundation
import Testing

@Suite("depthkit evidence")
struct EvidenceCommandTests {
    /// Runs `depthkit evidence` on `testdata/captures/<name>` and returns the exit status, the
    /// checks by name (status, detail) and the parsed report.
    private func evidence(_ name: String) throws -> (Int32, [String: (String, String)], [String: Any]) {
        let result = try runDepthKit(["evidence", TestData.path("captures/" + name), "--format", "json"])
        let report = try #require(try result.jsonLines().first)
        var checks: [String: (String, String)] = [:]
        for check in try #require(report["checks"] as? [[String: Any]]) {
            checks[try #require(check["name"] as? String)] = (check["status"] as? String ?? "", check["detail"] as? String ?? "")
        }
        return (result.status, checks, report)
    }

    @Test("a good capture passes every check, the real scene included, and is ok")
    func goodCapture() throws {
        let (status, checks, report) = try evidence("good")
        #expect(status == 0)
        #expect(Array(checks.keys).sorted() == [
            "capture_hash", "depth_analysis", "depth_decodes", "depth_dimensions", "frame_consistency",
            "hardware_attestation", "metadata_schema", "photo_decodes", "photo_hash",
        ])
        for (name, check) in checks where name != "hardware_attestation" {
            #expect(check.0 == "pass", "\(name): \(check.1)")
        }
        // No registry given: the hardware check is unavailable, which leaves the verdict ok but
        // the capture not hardware-attested.
        #expect(checks["hardware_attestation"]?.0 == "unavailable")
        #expect((report["summary"] as? [String: Any])?["hardware_attested"] as? Bool == false)
        #expect(checks["depth_analysis"]?.1.hasPrefix("real_scene") == true)
        #expect(checks["photo_decodes"]?.1 == "64x48 stored, landscape as viewed (no EXIF orientation), 4:2:0, decodes without warnings")
        // depth.gz is testdata/real/promptda_bookshelf_room.depth.gz (50,173 bytes, real iPhone LiDAR).
        #expect(checks["depth_decodes"]?.1 == "gzip, 50173 bytes → 196608 bytes = 49152 Float32 values")
        // sha256(photo.jpg + depth.gz) computed with Python hashlib; base64 with base64.b64encode.
        let hash = try #require(report["capture_hash"] as? [String: Any])
        #expect(hash["sha256_hex"] as? String == "678564f3c00e02d846c80529c5ca567dbb94b6e88964ccbc81ac6a711e9b5957")
        #expect(hash["sha256_base64"] as? String == "Z4Vk88AOAthGyAUpxcpWfbuUtuiJZMy8gaxqcR6bWVc=")
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["status"] as? String == "ok")
        #expect(summary["reasons"] as? [String] == [])
        let analysis = try #require(report["depth_analysis"] as? [String: Any])
        #expect((analysis["assessment"] as? [String: Any])?["verdict"] as? String == "real_scene")
        #expect((analysis["depth_analysis"] as? [String: Any])?["method"] as? String == "lidar")
    }

    @Test("a capture of a flat surface passes its integrity checks but is suspicious")
    func flatCapture() throws {
        // portrait_photo's depth.gz is constant_2m: one plane at 2 m.
        let (status, checks, report) = try evidence("portrait_photo")
        #expect(status == 1)
        #expect(checks["depth_analysis"]?.0 == "fail")
        #expect(checks["depth_analysis"]?.1.hasPrefix("flat_surface") == true)
        #expect((report["summary"] as? [String: Any])?["status"] as? String == "suspicious")
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
        let good = TestData.path("captures/good") + "/"
        let reportPath = temporary.appending("report.json")
        let result = try runDepthKit([
            "evidence", "--photo", good + "photo.jpg", "--depth", good + "depth.gz", "--metadata", good + "metadata.json",
            "-o", reportPath, "--format", "text",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("PASS        photo_hash"))
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: reportPath))) as? [String: Any])
        #expect((report["checks"] as? [Any])?.count == 9)
        #expect(try runDepthKit(["evidence", good, "--photo", "x.jpg"]).status == 64)
        #expect(try runDepthKit(["evidence", temporary.appending("missing")]).status == 66)
        #expect(try runDepthKit(["evidence", good, "--overlay", temporary.appending("o.jpeg")]).status == 64)
        let overlayPath = temporary.appending("o.png")
        #expect(try runDepthKit(["evidence", good, "--overlay", overlayPath]).status == 0)
        // The overlay has the photo's size (64x48, RGB): PNG signature, then IHDR width and height.
        let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: overlayPath)))
        #expect(Array(png[0..<8]) == [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
        #expect(Array(png[16..<24]) == [0, 0, 0, 64, 0, 0, 0, 48])
        // The library's one overlay, byte for byte (the service keeps and serves the same).
        let parts = CaptureBytes(
            name: good, photo: try TestData.bytes("captures/good/photo.jpg"), depth: try TestData.bytes("captures/good/depth.gz"),
            metadata: try TestData.bytes("captures/good/metadata.json"))
        #expect(png == (try parts.overlayPNG()))
        let corrupt = try runDepthKit(["evidence", TestData.path("captures/corrupt_depth"), "--overlay", temporary.appending("c.png")])
        #expect(corrupt.status == 65)
        #expect(!FileManager.default.fileExists(atPath: temporary.appending("c.png")))
    }
}
