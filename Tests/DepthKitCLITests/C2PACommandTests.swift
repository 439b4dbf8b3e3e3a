import _DepthKitTestSupport
import Foundation
import Testing

@Suite("depthkit c2pa")
struct C2PACommandTests {
    @Test("keygen, sign a capture, verify: trusted with the anchor (0), valid without (0), no manifest (1), tampered (65)")
    func roundTrip() throws {
        let scratch = try TemporaryDirectory()
        let keys = scratch.appending("keys")
        #expect(try runDepthKit(["c2pa", "keygen", "-o", keys]).status == 0)
        let key = keys + "/c2pa-dev-signer.key"
        #expect(try FileManager.default.attributesOfItem(atPath: key)[.posixPermissions] as? Int == 0o600)
        // A second keygen into the same directory replaces nothing.
        let again = try runDepthKit(["c2pa", "keygen", "-o", keys])
        #expect(again.status == 74)
        #expect(again.stderr.contains("c2pa-dev-anchor.pem already exists"))

        let signed = scratch.appending("signed.jpg")
        let sign = try runDepthKit(["c2pa", "sign", TestData.path("captures/good"), "-o", signed,
                                    "--cert", keys + "/c2pa-dev-chain.pem", "--key", key, "--format", "json"])
        #expect(sign.status == 0, "\(sign.stderr)")
        #expect(try sign.jsonLines().first?["evidence"] as? String == "ok")

        let trusted = try runDepthKit(["c2pa", "verify", signed, "--trust-anchors", keys + "/c2pa-dev-anchor.pem", "--format", "json"])
        #expect(trusted.status == 0)
        #expect(try trusted.jsonLines().first?["state"] as? String == "trusted")
        let valid = try runDepthKit(["c2pa", "verify", signed, "--format", "json"])
        #expect(valid.status == 0)
        #expect(try valid.jsonLines().first?["state"] as? String == "valid")
        let none = try runDepthKit(["c2pa", "verify", TestData.path("captures/good/photo.jpg"), "--format", "json"])
        #expect(none.status == 1)
        #expect(try none.jsonLines().first?["state"] as? String == "no_manifest")

        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: signed)))
        bytes[bytes.count - 10] ^= 1
        let tampered = scratch.appending("tampered.jpg")
        try Data(bytes).write(to: URL(fileURLWithPath: tampered))
        let invalid = try runDepthKit(["c2pa", "verify", tampered, signed, "--format", "json"])
        #expect(invalid.status == 65)
        #expect(try invalid.jsonLines().map { $0["state"] as? String } == ["invalid", "valid"])
    }

    @Test("a file that is not a JPEG is an error line (65), a missing one 66")
    func errors() throws {
        let notJPEG = try runDepthKit(["c2pa", "verify", TestData.path("captures/not_a_jpeg/photo.jpg"), "--format", "json"])
        #expect(notJPEG.status == 65)
        let line = try #require(try notJPEG.jsonLines().first)
        #expect((line["error"] as? [String: Any])?["kind"] as? String == "jpeg_signature_missing")
        #expect(line["ok"] as? Bool == false)
        #expect(try runDepthKit(["c2pa", "verify", "no/such.jpg", "--format", "json"]).status == 66)
    }

    @Test("evidence --c2pa-output writes the photo signed with the verdict")
    func evidenceWritesSignedPhoto() throws {
        let scratch = try TemporaryDirectory()
        let keys = scratch.appending("keys")
        #expect(try runDepthKit(["c2pa", "keygen", "-o", keys]).status == 0)
        let signed = scratch.appending("signed.jpg")
        let evidence = try runDepthKit(["evidence", TestData.path("captures/good"), "--format", "json", "--c2pa-output", signed,
                                        "--c2pa-cert", keys + "/c2pa-dev-chain.pem", "--c2pa-key", keys + "/c2pa-dev-signer.key"])
        #expect(evidence.status == 0, "\(evidence.stderr)")
        let verify = try runDepthKit(["c2pa", "verify", signed, "--trust-anchors", keys + "/c2pa-dev-anchor.pem", "--format", "json"])
        let report = try #require(try verify.jsonLines().first?["c2pa"] as? [String: Any])
        #expect(report["state"] as? String == "trusted")
        let labels = ((report["manifests"] as? [[String: Any]])?.first?["assertions"] as? [[String: Any]])?.compactMap { $0["label"] as? String }
        #expect(labels == ["c2pa.actions.v2", "org.depthkit.evidence", "c2pa.hash.data"])
        let partial = try runDepthKit(["evidence", TestData.path("captures/good"), "--c2pa-output", signed])
        #expect(partial.status == 64)
    }

    /// The `org.depthkit.evidence` assertion of a signed photo, verified trusted with `anchor`.
    private func evidenceAssertion(of signed: String, anchor: String) throws -> [String: Any]? {
        let verify = try runDepthKit(["c2pa", "verify", signed, "--trust-anchors", anchor, "--format", "json"])
        let report = try #require(try verify.jsonLines().first?["c2pa"] as? [String: Any])
        #expect(report["state"] as? String == "trusted", "\(report)")
        let assertions = (report["manifests"] as? [[String: Any]])?.first?["assertions"] as? [[String: Any]]
        let data = assertions?.first { $0["label"] as? String == "org.depthkit.evidence" }?["data"] as? String
        return try data.flatMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    @Test("frame --c2pa-cert/--c2pa-key writes photo.c2pa.jpg (photo.jpg unchanged, as hashed in metadata.json); one without the other is a usage error (64)")
    func frameWritesSignedPhoto() throws {
        let scratch = try TemporaryDirectory()
        let keys = scratch.appending("keys")
        #expect(try runDepthKit(["c2pa", "keygen", "-o", keys]).status == 0)
        let out = scratch.appending("capture")
        let frame = try runDepthKit(["frame", "--rgb", TestData.path("frames/bookshelf_320x240.ppm"), "--depth", TestData.path("captures/good/depth.gz"),
                                     "-o", out, "--c2pa-cert", keys + "/c2pa-dev-chain.pem", "--c2pa-key", keys + "/c2pa-dev-signer.key", "--format", "json"])
        #expect(frame.status == 0, "\(frame.stderr)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: out)) == ["photo.jpg", "photo.c2pa.jpg", "depth.gz", "metadata.json", "depth.png", "capture.json"])
        let assertion = try #require(try evidenceAssertion(of: out + "/photo.c2pa.jpg", anchor: keys + "/c2pa-dev-anchor.pem"))
        // The assertion binds the capture frame wrote: its capture hash is the one frame printed.
        #expect(assertion["capture_hash"] as? String == (try frame.jsonLines().first?["capture_hash"] as? String))
        let photoHash = try runDepthKit(["hash", "--format", "json", out + "/photo.jpg"])
        let metadata = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/metadata.json"))) as? [String: Any]
        #expect(metadata?["photo_hash"] as? String == (try photoHash.jsonLines().first?["sha256"] as? String))
        let half = try runDepthKit(["frame", "--rgb", TestData.path("frames/bookshelf_320x240.ppm"), "--depth", TestData.path("captures/good/depth.gz"),
                                    "-o", scratch.appending("other"), "--c2pa-cert", keys + "/c2pa-dev-chain.pem"])
        #expect(half.status == 64)
        #expect(!FileManager.default.fileExists(atPath: scratch.appending("other")))
    }

    @Test("batch --task sign: <name>.c2pa.jpg per capture, trusted, carrying each capture's verdict; an input that cannot be signed gets no output at all")
    func batchSign() throws {
        let scratch = try TemporaryDirectory()
        let keys = scratch.appending("keys")
        #expect(try runDepthKit(["c2pa", "keygen", "-o", keys]).status == 0)
        let out = scratch.appending("out")
        let batch = try runDepthKit(["batch", TestData.path("captures"), "-o", out, "--task", "sign", "--task", "evidence", "--quiet",
                                     "--c2pa-cert", keys + "/c2pa-dev-chain.pem", "--c2pa-key", keys + "/c2pa-dev-signer.key"])
        // not_a_jpeg fails (its photo is not a JPEG): exit 1, and neither of its outputs is written.
        #expect(batch.status == 1, "\(batch.stderr)")
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: out))
        for name in ["good", "corrupt_depth", "portrait_photo", "tampered_photo", "wrong_dimensions"] {
            #expect(files.contains(name + ".c2pa.jpg") && files.contains(name + ".evidence.json"), "\(name)")
        }
        #expect(!files.contains("not_a_jpeg.c2pa.jpg") && !files.contains("not_a_jpeg.evidence.json"))
        let summary = try String(contentsOfFile: out + "/summary.jsonl", encoding: .utf8)
        #expect(summary.contains("jpeg_signature_missing"))
        for (name, verdict) in [("good", "ok"), ("tampered_photo", "invalid")] {
            let assertion = try evidenceAssertion(of: out + "/\(name).c2pa.jpg", anchor: keys + "/c2pa-dev-anchor.pem")
            let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/\(name).evidence.json"))) as? [String: Any]
            #expect(assertion?["verdict"] as? String == verdict)
            #expect(((report?["summary"] as? [String: Any])?["status"] as? String) == verdict)
        }
        #expect(try runDepthKit(["batch", TestData.path("captures"), "-o", scratch.appending("o2"), "--task", "sign"]).status == 64)
        #expect(try runDepthKit(["batch", TestData.path("captures"), "-o", scratch.appending("o3"), "--task", "evidence",
                                 "--c2pa-cert", keys + "/c2pa-dev-chain.pem", "--c2pa-key", keys + "/c2pa-dev-signer.key"]).status == 64)
    }
}
