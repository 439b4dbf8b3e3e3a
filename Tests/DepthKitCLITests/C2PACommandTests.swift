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
}
