import DepthKitCore
import _DepthKitTestSupport
import Foundation
import Testing

/// `evidence`'s hardware_attestation check end to end: a capture made by `frame` for a synthetic
/// device registered from its attestation, signed over its capture hash as the app signs it.
@Suite("evidence hardware_attestation")
struct EvidenceAttestationTests {
    /// An 8x6 P6 frame whose pixels depend on `seed`.
    static func ppm(seed: UInt8) -> [UInt8] {
        Array("P6\n8 6\n255\n".utf8) + (0..<(8 * 6 * 3)).map { UInt8(truncatingIfNeeded: $0 &* 5 &+ Int(seed)) }
    }

    /// 8x6 Float32 little-endian depths: a slanted surface 1–2 m.
    static let depth: [UInt8] = (0..<48).flatMap { index -> [UInt8] in
        withUnsafeBytes(of: (1.0 + Float(index) / 48).bitPattern.littleEndian, Array.init)
    }

    /// Runs `frame` into `directory/name` for the device `keyID`.
    static func frame(in directory: TemporaryDirectory, name: String, seed: UInt8, keyID: [UInt8]) throws -> String {
        try directory.write(ppm(seed: seed), to: "\(name).ppm")
        try directory.write(depth, to: "depth.f32")
        let out = directory.appending(name)
        let result = try runDepthKit([
            "frame", "--rgb", directory.appending("\(name).ppm"), "--depth", directory.appending("depth.f32"),
            "--width", "8", "--height", "6", "-o", out, "--device-key-id", Base64.encode(keyID), "--format", "json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        return out
    }

    /// Adds `assertion` to the capture's metadata.json, as the app does before uploading.
    static func attach(_ assertion: [UInt8], to capture: String) throws {
        let url = URL(fileURLWithPath: capture + "/metadata.json")
        var metadata = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        metadata["assertion"] = Base64.encode(assertion)
        try JSONSerialization.data(withJSONObject: metadata).write(to: url)
    }

    /// The capture hash of a capture directory: SHA-256(photo.jpg ‖ depth.gz).
    static func captureHash(_ capture: String) throws -> [UInt8] {
        let photo = [UInt8](try Data(contentsOf: URL(fileURLWithPath: capture + "/photo.jpg")))
        let depth = [UInt8](try Data(contentsOf: URL(fileURLWithPath: capture + "/depth.gz")))
        return ContentDigest.captureHash(photo: photo, depth: depth).bytes
    }

    static func hardwareCheck(_ capture: String, registry: String?) throws -> (check: [String: Any], summary: [String: Any]) {
        let result = try runDepthKit(["evidence", capture, "--format", "json"] + (registry.map { ["--registry", $0] } ?? []))
        let report = try #require(try result.jsonLines().first, "\(result.stderr)")
        let checks = try #require(report["checks"] as? [[String: Any]])
        let check = try #require(checks.first { $0["name"] as? String == "hardware_attestation" })
        return (check, try #require(report["summary"] as? [String: Any]))
    }

    @Test("pass for the signed capture; one photo byte changed fails; its assertion replayed on another capture is counter_replayed")
    func endToEnd() throws {
        let directory = try TemporaryDirectory()
        let registry = directory.appending("devices.sqlite")
        var (device, registration) = try DeviceCommandTests.registerSynthetic(in: directory, registry: registry)
        #expect(registration.status == 0, "\(registration.stderr)")

        let first = try Self.frame(in: directory, name: "first", seed: 1, keyID: device.keyID)
        let assertion = try device.assert(clientData: try Self.captureHash(first))
        try Self.attach(assertion, to: first)

        // Without a registry: unavailable, and never called hardware-attested.
        let unverified = try Self.hardwareCheck(first, registry: nil)
        #expect(unverified.check["status"] as? String == "unavailable")
        #expect(unverified.summary["hardware_attested"] as? Bool == false)

        // One byte of the photo changed (in a copy): the signature no longer verifies.
        let tampered = directory.appending("tampered")
        try FileManager.default.copyItem(atPath: first, toPath: tampered)
        var photo = [UInt8](try Data(contentsOf: URL(fileURLWithPath: tampered + "/photo.jpg")))
        photo[photo.count / 2] ^= 0x01
        try Data(photo).write(to: URL(fileURLWithPath: tampered + "/photo.jpg"))
        let forged = try Self.hardwareCheck(tampered, registry: registry)
        #expect(forged.check["status"] as? String == "fail")
        #expect((forged.check["detail"] as? String)?.hasPrefix("signature_invalid") == true)

        let genuine = try Self.hardwareCheck(first, registry: registry)
        #expect(genuine.check["status"] as? String == "pass", "\(genuine.check)")
        #expect(genuine.summary["hardware_attested"] as? Bool == true)

        // The first capture's assertion attached to a second capture: a replay.
        let second = try Self.frame(in: directory, name: "second", seed: 2, keyID: device.keyID)
        try Self.attach(assertion, to: second)
        let replayed = try Self.hardwareCheck(second, registry: registry)
        #expect(replayed.check["status"] as? String == "fail")
        #expect((replayed.check["detail"] as? String)?.hasPrefix("counter_replayed") == true)
        #expect(replayed.summary["status"] as? String != "ok")
        #expect(replayed.summary["hardware_attested"] as? Bool == false)
    }

    @Test("batch --task evidence passes the registry to both jobs: every signed capture passes once")
    func batch() throws {
        let directory = try TemporaryDirectory()
        let registry = directory.appending("devices.sqlite")
        var (device, registration) = try DeviceCommandTests.registerSynthetic(in: directory, registry: registry)
        #expect(registration.status == 0)
        let names = (1...4).map { "capture\($0)" }
        for (index, name) in names.enumerated() {
            let capture = try Self.frame(in: directory, name: name, seed: UInt8(10 + index), keyID: device.keyID)
            try Self.attach(try device.assert(clientData: try Self.captureHash(capture)), to: capture)
        }
        let out = directory.appending("out")
        let result = try runDepthKit(
            ["batch"] + names.map { directory.appending($0) } + [
                "-o", out, "--task", "evidence", "--jobs", "2", "--registry", registry, "--counter-policy", "unique", "--quiet",
            ])
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        for name in names {
            let data = try Data(contentsOf: URL(fileURLWithPath: out + "/\(name).evidence.json"))
            let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let checks = try #require(report["checks"] as? [[String: Any]])
            let check = checks.first { $0["name"] as? String == "hardware_attestation" }
            #expect(check?["status"] as? String == "pass", "\(name): \(String(describing: check))")
        }
    }

    @Test("no assertion, or no device key id, is unavailable; a missing registry is exit 66")
    func unavailable() throws {
        let directory = try TemporaryDirectory()
        let registry = directory.appending("devices.sqlite")
        let (device, _) = try DeviceCommandTests.registerSynthetic(in: directory, registry: registry)
        let capture = try Self.frame(in: directory, name: "plain", seed: 3, keyID: device.keyID)
        let plain = try Self.hardwareCheck(capture, registry: registry)
        #expect(plain.check["status"] as? String == "unavailable")
        #expect((plain.check["detail"] as? String)?.contains("no assertion") == true)
        let missing = try runDepthKit(["evidence", capture, "--registry", directory.appending("absent.sqlite")])
        #expect(missing.status == 66)
        let badKey = try runDepthKit(["evidence", capture, "--registry", registry, "--device-key-id", "AAAA"])
        #expect(badKey.status == 64)
    }
}
