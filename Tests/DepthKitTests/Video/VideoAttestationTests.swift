import _DepthKitTestSupport
import Foundation
import Testing
@testable import DepthKitAttestation
@testable import DepthKitCore
@testable import DepthKitEvidence

/// `video verify` with a device registry: the assertion over the attested hash, its counter, and
/// partial recordings inferred from which hash it verifies over.
@Suite struct VideoAttestationTests {
    static let appID = "TEAM123456.com.example.depthcam"
    static let authority = try! SyntheticAppAttestAuthority()

    /// A registry file with one registered synthetic device, and a capture directory; removed on release.
    final class Setup {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("depthkit-videoatt-" + UUID().uuidString).path
        let device: SyntheticDevice
        let registry: DeviceRegistry
        var capture: String { root + "/capture" }
        var files: VideoCaptureFiles { VideoCaptureFiles(directory: capture) }

        init() async throws {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            device = VideoAttestationTests.authority.makeDevice(appID: VideoAttestationTests.appID)
            registry = try DeviceRegistry(path: root + "/devices.sqlite")
            let challenge = Array("challenge".utf8)
            let verified = try await AttestationVerifier(
                appID: VideoAttestationTests.appID, environment: .development, trustAnchor: VideoAttestationTests.authority.trustAnchor
            ).verify(
                attestationObject: try device.attest(challenge: challenge), keyID: device.keyID,
                clientDataHash: ContentDigest.sha256(challenge).bytes, at: SyntheticAppAttestAuthority.referenceTime)
            try registry.register(verified, at: SyntheticAppAttestAuthority.referenceTime)
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        func verify() -> VideoVerificationReport {
            VideoVerifier().verify(
                directory: capture,
                attestation: VideoAttestationCheck(registry: registry, appID: VideoAttestationTests.appID, time: SyntheticAppAttestAuthority.referenceTime))
        }
    }

    @Test func storyCaseWithAValidAssertionIsPartialAndAttested() async throws {
        let setup = try await Setup()
        try SyntheticVideoCapture(frameCount: 360, interrupted: true, depthWidth: 64, depthHeight: 48).write(to: setup.capture, device: setup.device)
        let report = setup.verify()
        #expect(report.status == .partial, "\(report.problems)")
        #expect(report.attestationValid == true)
        #expect(report.verifiedFrames == 300)
        #expect(report.verifiedDurationMilliseconds == 10_000)
        #expect(report.totalFrames == 360)
        #expect(report.totalDurationMilliseconds == 12_000)
        #expect(report.unverifiedFrames == 60)
        #expect(report.verifiedLabel == "10s of 12s")
        #expect(report.summary == "verified 10.0 s of 12.0 s (frames 1–300 of 360, checkpoint 1; frames 301–360 unverified)")
    }

    /// Interrupted just after a checkpoint, between two, or at one: the assertion over the last
    /// checkpoint's hash is found and verified, and its counter recorded.
    @Test(arguments: [(151, 0, 150), (301, 1, 300), (449, 1, 300), (300, 1, 300)])
    func interruptionsAreAttestedByTheirCheckpoint(frames: Int, checkpoint: Int, verified: Int) async throws {
        let setup = try await Setup()
        try SyntheticVideoCapture(frameCount: frames, interrupted: true, depthWidth: 64, depthHeight: 48).write(to: setup.capture, device: setup.device)
        let report = setup.verify()
        #expect(report.status == .partial, "\(report.problems)")
        #expect(report.attestationValid == true)
        #expect(report.checkpointIndex == checkpoint)
        #expect(report.verifiedFrames == verified)
        #expect(report.totalFrames == frames)
        #expect(try setup.registry.devices().first?.highestCounter == 1)
    }

    /// Interrupted before the first checkpoint, the app uploads no assertion: with the extension
    /// the verifier names the interruption; without it, the missing assertion, saying why.
    @Test func interruptionBeforeTheFirstCheckpointAttestsNothing() async throws {
        let setup = try await Setup()
        let capture = SyntheticVideoCapture(frameCount: 90, interrupted: true, depthWidth: 64, depthHeight: 48)
        try capture.write(to: setup.capture, device: setup.device)
        #expect(try VideoCaptureMetadata(bytes: try InputReader().read(setup.files.metadata)).assertion == nil)
        let declared = setup.verify()
        #expect(declared.status == .fail)
        #expect(declared.failureKind == "interrupted_before_first_checkpoint")
        #expect(declared.attestationValid == nil)
        #expect(declared.verifiedFrames == 0)

        try capture.write(to: setup.capture, includeExtension: false, device: setup.device)
        let undeclared = setup.verify()
        #expect(undeclared.status == .fail)
        #expect(undeclared.failureKind == "assertion_missing")
        #expect(undeclared.problems.first?.message
            == "metadata.json has no assertion (a recording interrupted before its first checkpoint, frame 150, attests nothing)")
        #expect(undeclared.attestationValid == false)
        #expect(try setup.registry.devices().first?.highestCounter == 0)
    }

    /// `hash_chain_final` naming another checkpoint than the one the assertion signs is refused.
    @Test func hashChainFinalNamingAnotherCheckpointIsCaught() async throws {
        let setup = try await Setup()
        let capture = SyntheticVideoCapture(frameCount: 360, interrupted: true, depthWidth: 64, depthHeight: 48)
        try capture.write(to: setup.capture, device: setup.device)
        let chain = capture.chain()
        let metadata = String(decoding: try InputReader().read(setup.files.metadata), as: UTF8.self)
        try AtomicFileWriter.write(
            Array(metadata.replacingOccurrences(of: chain.checkpoints[1].hash.text, with: chain.checkpoints[0].hash.text).utf8),
            toFile: setup.files.metadata)
        let report = setup.verify()
        #expect(report.status == .fail)
        #expect(report.failureKind == "attested_hash_mismatch")
        #expect(report.problems.first?.message == "hash_chain_final is checkpoint 0's hash, the attested hash is checkpoint 1's hash")
        #expect(report.attestationValid == true)
        #expect(report.attestedHashValid == false)
    }

    @Test(arguments: [(160, false), (360, true)])
    func replayedAssertionIsCaught(frames: Int, interrupted: Bool) async throws {
        let setup = try await Setup()
        try SyntheticVideoCapture(frameCount: frames, interrupted: interrupted, depthWidth: 64, depthHeight: 48)
            .write(to: setup.capture, device: setup.device)
        #expect(setup.verify().status == (interrupted ? .partial : .pass))
        let replay = setup.verify()
        #expect(replay.status == .fail)
        #expect(replay.failureKind == "counter_replayed")
        #expect(replay.attestationValid == false)
        #expect(replay.chainStructureValid == true)
    }

    @Test func assertionFromAnotherDeviceIsCaught() async throws {
        let setup = try await Setup()
        let stranger = Self.authority.makeDevice(appID: Self.appID)
        try SyntheticVideoCapture(frameCount: 160, depthWidth: 64, depthHeight: 48).write(to: setup.capture, device: stranger)
        let report = setup.verify()
        #expect(report.failureKind == "unknown_key")
        #expect(report.attestationValid == false)
    }

    /// Without the extension fields (no `is_partial`, `checkpoint_index`, `device_key_id`) and with
    /// `hash_chain_final` naming the final hash, the span is the checkpoint the assertion verifies
    /// over, with whichever registered device's key verifies it.
    @Test func partialIsInferredFromTheHashTheAssertionVerifies() async throws {
        let setup = try await Setup()
        let capture = SyntheticVideoCapture(frameCount: 360, interrupted: true, depthWidth: 64, depthHeight: 48)
        try capture.write(to: setup.capture, includeExtension: false, device: setup.device)
        let chain = capture.chain()
        var metadata = String(decoding: try InputReader().read(setup.files.metadata), as: UTF8.self)
        metadata = metadata.replacingOccurrences(of: chain.checkpoints[1].hash.text, with: chain.finalHash.text)
        #expect(!metadata.contains("device_key_id") && !metadata.contains("is_partial"))
        try AtomicFileWriter.write(Array(metadata.utf8), toFile: setup.files.metadata)
        let report = setup.verify()
        #expect(report.status == .partial, "\(report.problems)")
        #expect(report.checkpointIndex == 1)
        #expect(report.verifiedFrames == 300)
        #expect(report.attestationValid == true)
    }

    @Test(arguments: [(160, false), (360, true)])
    func assertionOverAnotherHashIsCaught(frames: Int, interrupted: Bool) async throws {
        let setup = try await Setup()
        let capture = SyntheticVideoCapture(frameCount: frames, interrupted: interrupted, depthWidth: 64, depthHeight: 48)
        try capture.write(to: setup.capture, device: setup.device)
        let forged = try setup.device.assertion(clientDataHash: ContentDigest.sha256(Array("other".utf8)).bytes, counter: 5)
        var metadata = String(decoding: try InputReader().read(setup.files.metadata), as: UTF8.self)
        let current = try #require(try VideoCaptureMetadata(bytes: Array(metadata.utf8)).assertion)
        metadata = metadata.replacingOccurrences(of: Base64.encode(current), with: Base64.encode(forged))
        try AtomicFileWriter.write(Array(metadata.utf8), toFile: setup.files.metadata)
        let report = setup.verify()
        #expect(report.failureKind == "signature_invalid")
        #expect(report.attestationValid == false)
        #expect(report.attestedHashValid == true)
    }
}
