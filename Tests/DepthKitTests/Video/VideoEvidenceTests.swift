import _DepthKitTestSupport
import Foundation
import Testing
@testable import DepthKitCore
@testable import DepthKitEvidence

/// `evidence` on video capture directories: the checks, the verdict and confidence of the story's
/// interrupted case and of a normal recording, every tampering failing its own check, absent depth
/// unavailable rather than failed, and the kind decided from the files.
@Suite struct VideoEvidenceTests {
    typealias Setup = VideoAttestationTests.Setup

    static func inspect(_ setup: Setup, registry: Bool = true) -> EvidenceReport {
        let context = HardwareAttestationContext(registry: setup.registry, time: SyntheticAppAttestAuthority.referenceTime)
        return EvidenceInspector(attestation: registry ? context : nil).inspect(directory: setup.capture)
    }

    static func statuses(_ report: EvidenceReport) -> [String: EvidenceCheck.Status] {
        Dictionary(uniqueKeysWithValues: report.checks.map { ($0.name.rawValue, $0.status) })
    }

    /// Story 7-5's acceptance case: 360 frames, 12 s, checkpoints at 150 and 300, checkpoint 1
    /// attested by a registered device: ok with confidence medium (never suspicious), 10 s of 12 s.
    @Test func storyInterruptedCaseIsMediumNeverSuspicious() async throws {
        let setup = try await Setup()
        try SyntheticVideoCapture(frameCount: 360, interrupted: true).write(to: setup.capture, device: setup.device)
        let report = Self.inspect(setup)
        #expect(report.kind == .video)
        #expect(report.checks.map(\.name) == EvidenceCheck.Name.videoChecks)
        #expect(report.checks.allSatisfy { $0.status == .pass }, "\(report.summary.reasons)")
        #expect(report.summary.status == .ok)
        #expect(report.summary.confidence == .medium)
        #expect(report.summary.hardwareAttested)
        #expect(report.videoVerification?.status == .partial)
        #expect(report.videoVerification?.verifiedFrames == 300)
        #expect(report.videoVerification?.verifiedDurationMilliseconds == 10_000)
        #expect(report.check(.hashChain)?.detail
            == "360 frames intact (structure, checkpoints, final hash); partial recording, checkpoint 1 attested: verified 10.0 s "
            + "of 12.0 s, frames 1–300 of 360; frames 301–360 recorded after it are unverified (not tampering)")
        #expect(report.videoVerification?.verifiedLabel == "10s of 12s")
        #expect(report.videoVerification?.unverifiedFrames == 60)
        #expect(report.captureHash == nil)
    }

    /// Interrupted before its first checkpoint, a recording attests nothing: `hash_chain` fails
    /// with the reason, the capture is invalid.
    @Test func interruptionBeforeTheFirstCheckpointFailsTheChainCheck() async throws {
        let setup = try await Setup()
        try SyntheticVideoCapture(frameCount: 90, interrupted: true, depthWidth: 64, depthHeight: 48).write(to: setup.capture, device: setup.device)
        let report = Self.inspect(setup)
        #expect(report.check(.hashChain)?.status == .fail)
        #expect(report.check(.hashChain)?.detail
            == "interrupted_before_first_checkpoint: the recording was interrupted after 90 frames, before its first checkpoint "
            + "(frame 150): nothing is attested")
        #expect(report.check(.hardwareAttestation)?.status == .unavailable)
        #expect(report.videoVerification?.status == .fail)
        #expect(report.summary.status == .invalid)
    }

    /// A complete recording of 450 frames (15 s, 150 keyframes of a panning room): every check
    /// passes, confidence high.
    @Test func normalRecordingIsHigh() async throws {
        let setup = try await Setup()
        try SyntheticVideoCapture(frameCount: 450).write(to: setup.capture, device: setup.device)
        let report = Self.inspect(setup)
        #expect(report.checks.allSatisfy { $0.status == .pass }, "\(report.summary.reasons)")
        #expect(report.summary.status == .ok)
        #expect(report.summary.confidence == .high)
        #expect(report.summary.reasons.isEmpty)
        #expect(report.videoVerification?.status == .pass)
        #expect(report.videoVerification?.verifiedFrames == 450)
        #expect(report.check(.depthKeyframes)?.detail.contains("150 keyframes of 256x192") == true)
        #expect(report.check(.videoContainer)?.detail.hasPrefix("15000 ms (mvhd), 15000 ms (mdhd), 450 video samples") == true)
    }

    /// Without a registry the assertion is not verified: unavailable, which leaves the verdict alone.
    @Test func withoutRegistryTheConfidenceIsLow() async throws {
        let setup = try await Setup()
        try SyntheticVideoCapture(frameCount: 160, depthWidth: 64, depthHeight: 48).write(to: setup.capture, device: setup.device)
        let report = Self.inspect(setup, registry: false)
        #expect(report.check(.hardwareAttestation)?.status == .unavailable)
        #expect(report.check(.hardwareAttestation)?.detail.contains("no device registry given") == true)
        #expect(report.videoVerification?.status == .pass)
        #expect(report.videoVerification?.attestationValid == nil)
        #expect(!report.summary.hardwareAttested)
        #expect(!report.summary.reasons.contains { $0.hasPrefix("hardware_attestation") })
    }

    /// A capture without any assertion, with a registry: unavailable, not failed (as for photos).
    @Test func withoutAssertionTheHardwareCheckIsUnavailable() async throws {
        let setup = try await Setup()
        try SyntheticVideoCapture(frameCount: 160, depthWidth: 64, depthHeight: 48).write(to: setup.capture)
        let report = Self.inspect(setup)
        #expect(report.check(.hardwareAttestation)?.status == .unavailable)
        #expect(report.check(.hardwareAttestation)?.detail.contains("no assertion") == true)
        #expect(report.videoVerification?.status == .pass, "\(report.videoVerification?.problems ?? [])")
        #expect(report.check(.metadataSchema)?.status == .pass)
        #expect(!report.summary.hardwareAttested)
    }

    /// Absent depth is not failed depth: `depth_keyframes` and `temporal_analysis` unavailable,
    /// the verdict ok, the confidence medium. A depth file that does not decode fails and makes
    /// the capture invalid.
    @Test func absentDepthIsUnavailableNotFailed() async throws {
        let setup = try await Setup()
        try SyntheticVideoCapture(frameCount: 160, depthWidth: 64, depthHeight: 48).write(to: setup.capture, device: setup.device)
        try FileManager.default.removeItem(atPath: setup.files.depth)
        let report = Self.inspect(setup)
        #expect(report.check(.depthKeyframes)?.status == .unavailable)
        #expect(report.check(.temporalAnalysis)?.status == .unavailable)
        #expect(report.summary.status == .ok, "\(report.summary.reasons)")
        #expect(report.summary.confidence == .medium)
        #expect(report.depthAnalysis == nil)
    }

    @Test func undecodableDepthFails() async throws {
        let setup = try await Setup()
        try SyntheticVideoCapture(frameCount: 160, depthWidth: 64, depthHeight: 48).write(to: setup.capture, device: setup.device)
        let depth = try InputReader().read(setup.files.depth)
        try AtomicFileWriter.write(Array(depth.prefix(depth.count / 2)), toFile: setup.files.depth)
        let report = Self.inspect(setup)
        #expect(report.check(.depthKeyframes)?.status == .fail)
        // Half the raw DEFLATE upload inflates to fewer bytes than 54 keyframes of 64x48 need.
        #expect(report.check(.depthKeyframes)?.detail.hasPrefix("keyframes_size_mismatch:") == true, "\(report.checks)")
        #expect(report.check(.temporalAnalysis)?.status == .unavailable)
        #expect(report.check(.hashChain)?.status == .pass)
        #expect(report.summary.status == .invalid)
        #expect(report.summary.confidence == .suspicious)
    }

    /// Each tampering fails its own check with its kind; the others keep their real result.
    enum Tampering: String, CaseIterable, Sendable {
        case frameHash, finalHash, checkpointPosition, attestedHash, truncatedDepth, movieDuration, movieSamples

        var check: EvidenceCheck.Name {
            switch self {
            case .frameHash, .finalHash, .checkpointPosition, .attestedHash: .hashChain
            case .truncatedDepth: .depthKeyframes
            case .movieDuration, .movieSamples: .videoContainer
            }
        }

        var kind: String {
            switch self {
            case .frameHash: "checkpoint_hash_mismatch"
            case .finalHash: "final_hash_mismatch"
            case .checkpointPosition: "checkpoint_misplaced"
            case .attestedHash: "attested_hash_unknown"
            case .truncatedDepth: "keyframes_size_mismatch"
            case .movieDuration, .movieSamples: "video_container_mismatch"
            }
        }

        func apply(to setup: Setup) throws {
            let chain = try HashChain.parse(try InputReader().read(setup.files.hashChain))
            func replace(_ changed: HashChain) throws { try AtomicFileWriter.write(changed.jsonBytes(), toFile: setup.files.hashChain) }
            let other = ChainHash(text: Base64.encode([UInt8](repeating: 7, count: 32)))
            switch self {
            case .frameHash:
                // Frame 150's hash, which checkpoint 0 holds: without raw frames, the link changed is
                // caught where a checkpoint or the final hash pins it.
                var hashes = chain.frameHashes
                hashes[149] = other
                try replace(HashChain(
                    frameCount: chain.frameCount, frameHashes: hashes, checkpointCount: chain.checkpointCount,
                    checkpoints: chain.checkpoints, finalHash: chain.finalHash))
            case .finalHash:
                try replace(HashChain(
                    frameCount: chain.frameCount, frameHashes: chain.frameHashes, checkpointCount: chain.checkpointCount,
                    checkpoints: chain.checkpoints, finalHash: other))
            case .checkpointPosition:
                let moved = chain.checkpoints.map {
                    HashChainCheckpoint(index: $0.index, frameNumber: $0.frameNumber + 1, hash: chain.frameHashes[$0.frameNumber], timestamp: $0.timestamp)
                }
                try replace(HashChain(
                    frameCount: chain.frameCount, frameHashes: chain.frameHashes, checkpointCount: chain.checkpointCount,
                    checkpoints: moved, finalHash: chain.finalHash))
            case .attestedHash:
                let metadata = String(decoding: try InputReader().read(setup.files.metadata), as: UTF8.self)
                let attested = try #require(try VideoCaptureMetadata(bytes: Array(metadata.utf8)).attestedHash)
                try AtomicFileWriter.write(
                    Array(metadata.replacingOccurrences(of: attested.text, with: other.text).utf8), toFile: setup.files.metadata)
            case .truncatedDepth:
                let depth = try InputReader().read(setup.files.depth)
                try AtomicFileWriter.write(Array(depth.prefix(depth.count - 1000)), toFile: setup.files.depth)
            case .movieDuration:
                try AtomicFileWriter.write(MinimalMovie(durationMilliseconds: 9000, sampleCount: 160).bytes, toFile: setup.files.movie)
            case .movieSamples:
                try AtomicFileWriter.write(MinimalMovie(durationMilliseconds: 5333, sampleCount: 150).bytes, toFile: setup.files.movie)
            }
        }
    }

    /// Every tampering fails a complete recording (160 frames) and an interrupted one (360 frames,
    /// checkpoint 1 attested) alike.
    @Test(arguments: Tampering.allCases, [false, true])
    func tamperingFailsItsCheck(_ tampering: Tampering, interrupted: Bool) async throws {
        let setup = try await Setup()
        try SyntheticVideoCapture(frameCount: interrupted ? 360 : 160, interrupted: interrupted, depthWidth: 64, depthHeight: 48)
            .write(to: setup.capture, device: setup.device)
        try tampering.apply(to: setup)
        let report = Self.inspect(setup)
        let check = try #require(report.check(tampering.check))
        #expect(check.status == .fail, "\(report.checks)")
        #expect(check.detail.hasPrefix(tampering.kind + ":"), "\(check.detail)")
        #expect(report.summary.status == .invalid)
        #expect(report.summary.confidence == .suspicious)
        #expect(report.videoVerification?.status == .fail)
        #expect(report.check(.metadataSchema)?.status == .pass)
    }

    /// The same assertion presented twice: the second time `hardware_attestation` fails as a
    /// replay, and the capture is suspicious (not invalid: the data itself is intact).
    @Test func replayedAssertionFailsTheHardwareCheck() async throws {
        let setup = try await Setup()
        try SyntheticVideoCapture(frameCount: 160, depthWidth: 64, depthHeight: 48).write(to: setup.capture, device: setup.device)
        #expect(Self.inspect(setup).check(.hardwareAttestation)?.status == .pass)
        let replay = Self.inspect(setup)
        let check = try #require(replay.check(.hardwareAttestation))
        #expect(check.status == .fail)
        #expect(check.detail.hasPrefix("counter_replayed:"))
        #expect(replay.check(.hashChain)?.status == .pass)
        #expect(replay.summary.status == .suspicious)
        #expect(replay.summary.confidence == .suspicious)
    }

    /// A recording of a screen is flat in every keyframe: `temporal_analysis` fails, suspicious.
    @Test func screenRecordingFailsTheTemporalAnalysis() async throws {
        let setup = try await Setup()
        try SyntheticVideoCapture(frameCount: 160, subject: .screen, depthWidth: 64, depthHeight: 48).write(to: setup.capture, device: setup.device)
        let report = Self.inspect(setup)
        #expect(report.check(.temporalAnalysis)?.status == .fail)
        #expect(report.check(.temporalAnalysis)?.detail.hasPrefix("flat_surface") == true)
        #expect(report.summary.status == .suspicious)
    }

    /// Missing required metadata fields fail `metadata_schema`, naming them.
    @Test func missingMetadataFieldsFailTheSchema() async throws {
        let setup = try await Setup()
        try SyntheticVideoCapture(frameCount: 160, depthWidth: 64, depthHeight: 48).write(to: setup.capture)
        let metadata = String(decoding: try InputReader().read(setup.files.metadata), as: UTF8.self)
        try AtomicFileWriter.write(
            Array(metadata.replacingOccurrences(of: "\"codec\":\"hevc\",", with: "\"extra\":1,").utf8), toFile: setup.files.metadata)
        let report = Self.inspect(setup)
        #expect(report.check(.metadataSchema)?.status == .fail)
        #expect(report.check(.metadataSchema)?.detail == "missing required field(s): codec; unknown fields (not part of the contract): extra")
        #expect(report.unknownMetadataFields == ["extra"])
        #expect(report.summary.status == .invalid)
    }

    /// The kind is decided from the files: `hash_chain.json` makes a video capture.
    @Test func kindIsDecidedFromTheFiles() async throws {
        let setup = try await Setup()
        try SyntheticVideoCapture(frameCount: 10, depthWidth: 64, depthHeight: 48).write(to: setup.capture)
        #expect(CaptureKind(directory: setup.capture) == .video)
        #expect(CaptureKind(directory: setup.capture + "/") == .video)
        try FileManager.default.removeItem(atPath: setup.files.hashChain)
        #expect(CaptureKind(directory: setup.capture) == .photo)
        #expect(CaptureKind(directory: setup.root + "/nowhere") == .photo)
    }
}
