import _DepthKitTestSupport
import Foundation
import Testing

@testable import DepthKitAttestation
@testable import DepthKitCore
@testable import DepthKitEvidence

/// `org.depthkit.evidence`: what it carries of an attested capture, field by field, and what a
/// validator reads back of it from the signed photo.
@Suite("DepthKit evidence assertion")
struct DepthKitEvidenceAssertionTests {
    /// Two captures of the benchmark generator (its synthetic device is registered in the
    /// development environment, counters 1 and 2), inspected against the registry beside them.
    struct Attested {
        let directory: TemporaryDirectory
        let keyID: [UInt8]
        let inspector: EvidenceInspector

        init() async throws {
            directory = try TemporaryDirectory()
            keyID = try await SignedPhotoCaptures(count: 2, seed: 5, photoWidth: 64, photoHeight: 48).write(to: directory.path)
            let registry = try DeviceRegistry(path: directory.appending(SignedPhotoCaptures.registryName), creatingIfMissing: false)
            inspector = EvidenceInspector(
                attestation: HardwareAttestationContext(registry: registry, policy: .unique, time: SignedPhotoCaptures.time))
        }

        func capture(_ index: Int) -> String {
            directory.appending(SignedPhotoCaptures.capturesName + "/" + SignedPhotoCaptures.name(index))
        }

        func assertion(_ index: Int) throws -> DepthKitEvidenceAssertion {
            DepthKitEvidenceAssertion(
                report: inspector.inspect(directory: capture(index)), metadata: try InputReader().read(capture(index) + "/metadata.json"))
        }
    }

    @Test("an attested capture carries the App Attest key id, environment and counter as fields; out of order says so")
    func appAttestFields() async throws {
        let attested = try await Attested()
        let key = Base64.encode(attested.keyID)
        // Counter 2 first, then counter 1: accepted under `unique`, out of order (highest seen 2).
        let second = try attested.assertion(1)
        let first = try attested.assertion(0)

        #expect(second.hardwareAttested)
        #expect(second.hardwareAttestation?.appAttest == AppAttestResult(
            keyID: attested.keyID, environment: .development,
            outcome: AssertionOutcome(keyID: attested.keyID, counter: 2, previousHighestCounter: 0, outOfOrder: false, policy: .unique)))
        let json = String(decoding: second.json, as: UTF8.self)
        #expect(json.contains(
            #""hardware_attestation":{"app_attest":{"counter":2,"environment":"development","key_id":"\#(key)","out_of_order":false},"#
                + #""detail":"assertion by device \#(key) (App Attest development) verifies over the capture hash, counter 2","#
                + #""name":"hardware_attestation","status":"pass"}"#), "\(json)")
        #expect(json.contains(#""hardware_attested":true"#))
        // The check in `checks` is the same object.
        #expect(second.checks.first { $0.name == .hardwareAttestation } == second.hardwareAttestation)

        let firstJSON = String(decoding: first.json, as: UTF8.self)
        #expect(firstJSON.contains(#""app_attest":{"counter":1,"environment":"development","key_id":"\#(key)","out_of_order":true}"#))
        #expect(first.hardwareAttestation?.detail.hasSuffix("counter 1, out of order (highest seen 2)") == true)
    }

    @Test("without a verified assertion: no app_attest key, not hardware-attested; a replay fails without facts")
    func notAttested() async throws {
        let attested = try await Attested()
        // No registry: unavailable.
        let unverified = DepthKitEvidenceAssertion(
            report: EvidenceInspector().inspect(directory: attested.capture(0)), metadata: nil)
        #expect(!unverified.hardwareAttested)
        #expect(unverified.hardwareAttestation?.status == .unavailable)
        let json = String(decoding: unverified.json, as: UTF8.self)
        #expect(!json.contains("app_attest"))
        #expect(json.contains(#""hardware_attested":false"#))
        // The same capture twice: the second time its counter is a replay.
        _ = attested.inspector.inspect(directory: attested.capture(0))
        let replay = try attested.assertion(0)
        #expect(replay.hardwareAttestation?.status == .fail)
        #expect(replay.hardwareAttestation?.appAttest == nil)
        #expect(replay.hardwareAttestation?.detail.hasPrefix("counter_replayed: counter 1 was already used") == true, "\(replay.hardwareAttestation?.detail ?? "")")
        #expect(!String(decoding: replay.json, as: UTF8.self).contains("app_attest"))
    }

    @Test("signed into the photo, the validator reads the same fields back")
    func signedAndRead() async throws {
        let attested = try await Attested()
        let credentials = try C2PATestCredentials.make(key: try C2PATestCredentials.key(for: .es256))
        let signer = try C2PASigner(certificateChainPEM: try credentials.chainPEM, keyPEM: credentials.key.pemRepresentation)
        let capture = attested.capture(0)
        let report = attested.inspector.inspect(directory: capture)
        let signed = try signer.signCapture(
            photo: try InputReader().read(capture + "/photo.jpg"), report: report,
            metadata: try InputReader().read(capture + "/metadata.json"))
        let validation = try await C2PAValidator(trustAnchors: [credentials.anchor]).validate(jpeg: signed)
        #expect(validation.state == .trusted)
        let evidence = try #require(validation.manifests.first?.assertions.first { $0.label == DepthKitEvidenceAssertion.label })
        let data = try #require(evidence.data)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
        let hardware = try #require(object["hardware_attestation"] as? [String: Any])
        let facts = try #require(hardware["app_attest"] as? [String: Any])
        #expect(facts["key_id"] as? String == Base64.encode(attested.keyID))
        #expect(facts["environment"] as? String == "development")
        #expect(facts["counter"] as? Int == 1)
        #expect(facts["out_of_order"] as? Bool == false)
        #expect(object["hardware_attested"] as? Bool == true)
        #expect(object["device_model"] as? String == "iPhone 15 Pro")
        #expect(object["capture_hash"] as? String == report.captureHash?.sha256Hex)
    }

    @Test("a registry key reports the environment it was attested in")
    func verificationKeyEnvironment() async throws {
        let attested = try await Attested()
        let registry = try DeviceRegistry(path: attested.directory.appending(SignedPhotoCaptures.registryName), creatingIfMissing: false)
        #expect(try registry.verificationKey(keyID: attested.keyID)?.environment == .development)
        #expect(try registry.verificationKeys().map(\.environment) == [.development])
    }
}
