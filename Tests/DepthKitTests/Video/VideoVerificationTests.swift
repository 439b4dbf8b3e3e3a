import _DepthKitTestSupport
import Foundation
import Testing
@testable import DepthKitCore
@testable import DepthKitEvidence

/// `video verify` on synthetic captures: the story's interrupted case, a normal recording, and
/// every tampering caught with its kind.
@Suite struct VideoVerificationTests {
    /// A capture written to a fresh directory, with its raw frames beside it; removed on release.
    final class WrittenCapture {
        let root: String
        let capture: SyntheticVideoCapture
        var directory: String { root + "/capture" }
        var frames: String { root + "/frames" }
        var files: VideoCaptureFiles { VideoCaptureFiles(directory: directory) }

        init(
            _ capture: SyntheticVideoCapture, depthFormat: SyntheticVideoCapture.DepthFormat = .concatenatedDeflate,
            includeExtension: Bool = true
        ) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("depthkit-video-" + UUID().uuidString).path
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            self.capture = capture
            try capture.write(to: root + "/capture", depthFormat: depthFormat, includeExtension: includeExtension, framesDirectory: root + "/frames")
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        func chain() throws -> HashChain { try HashChain.parse(try InputReader().read(files.hashChain)) }

        func replaceChain(_ chain: HashChain) throws { try AtomicFileWriter.write(chain.jsonBytes(), toFile: files.hashChain) }

        func verify(withFrames: Bool = false) -> VideoVerificationReport {
            VideoVerifier().verify(directory: directory, framesDirectory: withFrames ? frames : nil)
        }
    }

    /// Story 7-5's acceptance case: 360 frames at 30 fps, interrupted at 12,000 ms, checkpoints at
    /// 150 and 300; checkpoint 1 is attested (300 frames, 10,000 ms), and the metadata states the
    /// whole recording as the app's `recordingEnded(frameCount:…)` does: 360 frames, 12,000 ms.
    @Test(arguments: [true, false])
    func storyInterruptedRecordingIsPartial(includeExtension: Bool) throws {
        let written = try WrittenCapture(SyntheticVideoCapture(frameCount: 360, interrupted: true), includeExtension: includeExtension)
        let metadata = try VideoCaptureMetadata(bytes: try InputReader().read(written.files.metadata))
        #expect(metadata.frameCount == 360)
        #expect(metadata.durationMilliseconds == 12_000)
        #expect(metadata.attestedHash == (try written.chain()).checkpoints[1].hash)
        let report = written.verify(withFrames: true)
        #expect(report.status == .partial, "\(report.problems)")
        #expect(report.verifiedFrames == 300)
        #expect(report.totalFrames == 360)
        #expect(report.verifiedDurationMilliseconds == 10_000)
        #expect(report.totalDurationMilliseconds == 12_000)
        #expect(report.checkpointIndex == 1)
        #expect(report.chainStructureValid == true)
        #expect(report.checkpointsValid == true)
        #expect(report.finalHashMatches == true)
        #expect(report.attestedHashValid == true)
        #expect(report.attestationValid == nil)
        #expect(report.depthKeyframesValid == true)
        #expect(report.videoContainerValid == true)
        #expect(report.recomputedFromFrames)
        #expect(report.failureKind == nil)
        #expect(report.unverifiedFrames == 60)
        #expect(report.verifiedLabel == "10s of 12s")
        #expect(report.summary == "verified 10.0 s of 12.0 s (frames 1–300 of 360, checkpoint 1; frames 301–360 unverified); assertion not checked")
    }

    /// Where the recording is interrupted decides what is attested: between checkpoints and just
    /// after one, the last checkpoint (`partial`); exactly on one, that checkpoint, which is then also
    /// the final hash (`partial`, nothing unverified). Expected values: checkpoint k sits at frame
    /// 150·(k+1) and covers 5,000·(k+1) ms at 30 fps; the whole recording lasts frames/30 s, rounded
    /// to the millisecond. Both depth formats the app and the reference write.
    @Test(arguments: InterruptionPoint.all, [SyntheticVideoCapture.DepthFormat.concatenatedDeflate, .rldpGzip])
    func interruptionPoints(_ point: InterruptionPoint, depthFormat: SyntheticVideoCapture.DepthFormat) throws {
        let written = try WrittenCapture(
            SyntheticVideoCapture(frameCount: point.frames, interrupted: true, depthWidth: 64, depthHeight: 48), depthFormat: depthFormat)
        let report = written.verify(withFrames: true)
        #expect(report.status == .partial, "\(report.problems)")
        #expect(report.verifiedFrames == point.verified)
        #expect(report.totalFrames == point.frames)
        #expect(report.unverifiedFrames == point.frames - point.verified)
        #expect(report.checkpointIndex == point.checkpoint)
        #expect(report.verifiedDurationMilliseconds == point.verifiedMilliseconds)
        #expect(report.totalDurationMilliseconds == point.totalMilliseconds)
        #expect(report.verifiedLabel == point.label)
        #expect(report.depthKeyframesValid == true)
        #expect(report.videoContainerValid == true)
        #expect(report.problems.isEmpty)
    }

    /// Where a recording stops and what it then verifies.
    struct InterruptionPoint: Sendable, CustomTestStringConvertible {
        let frames: Int
        let verified: Int
        let checkpoint: Int
        let verifiedMilliseconds: Int
        let totalMilliseconds: Int
        let label: String

        static let all = [
            InterruptionPoint(frames: 360, verified: 300, checkpoint: 1, verifiedMilliseconds: 10_000, totalMilliseconds: 12_000, label: "10s of 12s"),
            InterruptionPoint(frames: 301, verified: 300, checkpoint: 1, verifiedMilliseconds: 10_000, totalMilliseconds: 10_033, label: "10s of 10s"),
            InterruptionPoint(frames: 151, verified: 150, checkpoint: 0, verifiedMilliseconds: 5_000, totalMilliseconds: 5_033, label: "5s of 5s"),
            InterruptionPoint(frames: 449, verified: 300, checkpoint: 1, verifiedMilliseconds: 10_000, totalMilliseconds: 14_967, label: "10s of 15s"),
            InterruptionPoint(frames: 300, verified: 300, checkpoint: 1, verifiedMilliseconds: 10_000, totalMilliseconds: 10_000, label: "10s of 10s"),
        ]

        var testDescription: String { "interrupted after \(frames) frames" }
    }

    /// Interrupted before the first checkpoint (frame 150), the app attests nothing: `fail`, with
    /// the reason, every chain check still reported as it is.
    @Test(arguments: [1, 90, 149])
    func interruptedBeforeTheFirstCheckpointFails(frames: Int) throws {
        let written = try WrittenCapture(SyntheticVideoCapture(frameCount: frames, interrupted: true, depthWidth: 64, depthHeight: 48))
        let report = written.verify(withFrames: true)
        #expect(report.status == .fail)
        #expect(report.failureKind == "interrupted_before_first_checkpoint")
        #expect(report.problems.map(\.kind) == ["interrupted_before_first_checkpoint"])
        #expect(report.problems.first?.check == .hashChain)
        #expect(report.problems.first?.message
            == "the recording was interrupted after \(frames) frames, before its first checkpoint (frame 150): nothing is attested")
        #expect(report.verifiedFrames == 0)
        #expect(report.totalFrames == frames)
        #expect(report.unverifiedFrames == frames)
        #expect(report.verifiedLabel == nil)
        #expect(report.chainStructureValid == true)
        #expect(report.checkpointsValid == true)
        #expect(report.finalHashMatches == true)
        #expect(report.attestedHashValid == false)
        #expect(report.summary.hasPrefix("failed: interrupted_before_first_checkpoint: "))
    }

    /// A producer that stamps each checkpoint with its frame's own time (299/30 s for frame 300):
    /// the verified duration is the chain's, 9,967 ms, which the label still reads as 10 s.
    @Test func checkpointStampedWithItsFramesTimeIsTheVerifiedDuration() throws {
        let written = try WrittenCapture(SyntheticVideoCapture(frameCount: 360, interrupted: true, depthWidth: 64, depthHeight: 48))
        let chain = try written.chain()
        let stamped = chain.checkpoints.map {
            HashChainCheckpoint(index: $0.index, frameNumber: $0.frameNumber, hash: $0.hash, timestamp: Double($0.frameNumber - 1) / 30)
        }
        try written.replaceChain(HashChain(
            frameCount: chain.frameCount, frameHashes: chain.frameHashes, checkpointCount: chain.checkpointCount,
            checkpoints: stamped, finalHash: chain.finalHash))
        let report = written.verify()
        #expect(report.status == .partial, "\(report.problems)")
        #expect(stamped[1].durationMilliseconds == 9967)
        #expect(report.verifiedDurationMilliseconds == 9967)
        #expect(report.verifiedLabel == "10s of 12s")
        #expect(report.summary.hasPrefix("verified 10.0 s of 12.0 s (frames 1–300 of 360, checkpoint 1; frames 301–360 unverified)"))
    }

    @Test(arguments: SyntheticVideoCapture.DepthFormat.allCases)
    func normalRecordingPasses(depthFormat: SyntheticVideoCapture.DepthFormat) throws {
        let written = try WrittenCapture(SyntheticVideoCapture(frameCount: 450, depthWidth: 64, depthHeight: 48), depthFormat: depthFormat)
        let report = written.verify(withFrames: true)
        #expect(report.status == .pass, "\(report.problems)")
        #expect(report.verifiedFrames == 450)
        #expect(report.totalFrames == 450)
        #expect(report.verifiedDurationMilliseconds == 15_000)
        #expect(report.totalDurationMilliseconds == 15_000)
        #expect(report.checkpointIndex == nil)
        #expect(report.unverifiedFrames == 0)
        #expect(report.verifiedLabel == "15s of 15s")
        #expect(report.summary == "verified 15.0 s of 15.0 s (frames 1–450 of 450, final hash); assertion not checked")
    }

    /// A frame's hash changed in the chain (not at a checkpoint, not the last): only the raw frames
    /// reveal it — in a complete recording, and in an interrupted one before or after the attested
    /// checkpoint (a changed frame is tampering wherever it is; unverified is not unchecked).
    @Test(arguments: [(160, false, 7), (360, true, 7), (360, true, 330)])
    func changedFrameHashIsCaughtFromFrames(frames: Int, interrupted: Bool, frameNumber: Int) throws {
        let written = try WrittenCapture(SyntheticVideoCapture(frameCount: frames, interrupted: interrupted, depthWidth: 64, depthHeight: 48))
        let chain = try written.chain()
        var hashes = chain.frameHashes
        hashes[frameNumber - 1] = hashes[frameNumber - 2]
        try written.replaceChain(HashChain(
            frameCount: chain.frameCount, frameHashes: hashes, checkpointCount: chain.checkpointCount,
            checkpoints: chain.checkpoints, finalHash: chain.finalHash))
        let report = written.verify(withFrames: true)
        #expect(report.status == .fail)
        #expect(report.failureKind == "frame_hash_mismatch")
        #expect(report.problems.first?.message == "frame \(frameNumber)'s hash differs from the one recomputed from the raw frames")
        #expect(report.chainStructureValid == false)
        #expect(report.checkpointsValid == true)
        #expect(report.finalHashMatches == true)
        #expect(report.verifiedFrames == 0)
    }

    @Test func changedFinalHashIsCaught() throws {
        let written = try WrittenCapture(SyntheticVideoCapture(frameCount: 160, depthWidth: 64, depthHeight: 48))
        let chain = try written.chain()
        try written.replaceChain(HashChain(
            frameCount: chain.frameCount, frameHashes: chain.frameHashes, checkpointCount: chain.checkpointCount,
            checkpoints: chain.checkpoints, finalHash: chain.frameHashes[0]))
        let report = written.verify()
        #expect(report.status == .fail)
        #expect(report.failureKind == "final_hash_mismatch")
        #expect(report.chainStructureValid == true)
        #expect(report.checkpointsValid == true)
        #expect(report.finalHashMatches == false)
    }

    @Test func movedCheckpointIsCaught() throws {
        let written = try WrittenCapture(SyntheticVideoCapture(frameCount: 360, interrupted: true, depthWidth: 64, depthHeight: 48))
        let chain = try written.chain()
        let moved = chain.checkpoints.map {
            HashChainCheckpoint(index: $0.index, frameNumber: $0.frameNumber == 300 ? 301 : $0.frameNumber, hash: $0.hash, timestamp: $0.timestamp)
        }
        try written.replaceChain(HashChain(
            frameCount: chain.frameCount, frameHashes: chain.frameHashes, checkpointCount: chain.checkpointCount,
            checkpoints: moved, finalHash: chain.finalHash))
        let report = written.verify()
        #expect(report.status == .fail)
        #expect(report.failureKind == "checkpoint_misplaced")
        #expect(report.checkpointsValid == false)
        #expect(report.chainStructureValid == true)
        #expect(report.finalHashMatches == true)
    }

    @Test func checkpointHoldingAnotherFramesHashIsCaught() throws {
        let written = try WrittenCapture(SyntheticVideoCapture(frameCount: 300, depthWidth: 64, depthHeight: 48))
        let chain = try written.chain()
        let swapped = chain.checkpoints.map {
            HashChainCheckpoint(index: $0.index, frameNumber: $0.frameNumber, hash: chain.frameHashes[$0.frameNumber - 2], timestamp: $0.timestamp)
        }
        try written.replaceChain(HashChain(
            frameCount: chain.frameCount, frameHashes: chain.frameHashes, checkpointCount: chain.checkpointCount,
            checkpoints: swapped, finalHash: chain.finalHash))
        #expect(written.verify().failureKind == "checkpoint_hash_mismatch")
    }

    @Test func wrongAttestedHashIsCaught() throws {
        let written = try WrittenCapture(SyntheticVideoCapture(frameCount: 160, depthWidth: 64, depthHeight: 48))
        let metadata = String(decoding: try InputReader().read(written.files.metadata), as: UTF8.self)
        let chain = try written.chain()
        try AtomicFileWriter.write(
            Array(metadata.replacingOccurrences(of: chain.finalHash.text, with: chain.frameHashes[10].text).utf8),
            toFile: written.files.metadata)
        let report = written.verify()
        #expect(report.status == .fail)
        #expect(report.failureKind == "attested_hash_unknown")
        #expect(report.attestedHashValid == false)
        #expect(report.chainStructureValid == true)
        #expect(report.finalHashMatches == true)
    }

    /// The metadata must agree with the attested checkpoint: `is_partial` and `checkpoint_index`
    /// name it, `frame_count` is the whole chain's (a metadata stating the checkpoint's 300 frames
    /// is refused), and the checkpoint's time lies within `duration_ms`.
    @Test(arguments: [
        ("\"frame_count\":360", "\"frame_count\":300", "recording_frame_count_mismatch",
         "metadata's frame_count (the whole recording's) is 300, the chain holds 360 frames"),
        ("\"frame_count\":360", "\"frame_count\":361", "recording_frame_count_mismatch",
         "metadata's frame_count (the whole recording's) is 361, the chain holds 360 frames"),
        ("\"duration_ms\":12000", "\"duration_ms\":9000", "attested_duration_exceeds_recording",
         "checkpoint 1 covers 10000 ms, the whole recording (duration_ms) 9000 ms"),
        ("\"is_partial\":true", "\"is_partial\":false", "partial_flag_mismatch",
         "metadata says is_partial false but the attested hash is checkpoint 1's hash"),
        ("\"checkpoint_index\":1", "\"checkpoint_index\":0", "checkpoint_index_mismatch",
         "metadata names checkpoint 0, the attested hash is checkpoint 1's hash"),
    ])
    func attestedSpanMustMatchTheCheckpoint(original: String, replacement: String, kind: String, message: String) throws {
        let written = try WrittenCapture(SyntheticVideoCapture(frameCount: 360, interrupted: true, depthWidth: 64, depthHeight: 48))
        let metadata = String(decoding: try InputReader().read(written.files.metadata), as: UTF8.self)
        #expect(metadata.contains(original))
        try AtomicFileWriter.write(Array(metadata.replacingOccurrences(of: original, with: replacement).utf8), toFile: written.files.metadata)
        let report = written.verify()
        #expect(report.status == .fail)
        #expect(report.failureKind == kind)
        #expect(report.problems.first?.message == message)
        #expect(report.problems.first?.check == .hashChain)
        #expect(report.attestedHashValid == false)
        #expect(report.verifiedFrames == 0)
        #expect(report.verifiedLabel == nil)
    }

    /// Truncated depth fails a complete and an interrupted recording alike.
    @Test(arguments: [
        (SyntheticVideoCapture.DepthFormat.rldpGzip, "truncated_stream", false),
        (.concatenatedDeflate, "keyframes_size_mismatch", false),
        (.concatenatedRaw, "keyframes_size_mismatch", false),
        (.rldpGzip, "truncated_stream", true),
        (.concatenatedDeflate, "keyframes_size_mismatch", true),
    ])
    func truncatedDepthIsCaught(format: SyntheticVideoCapture.DepthFormat, kind: String, interrupted: Bool) throws {
        let written = try WrittenCapture(
            SyntheticVideoCapture(frameCount: interrupted ? 360 : 160, interrupted: interrupted, depthWidth: 64, depthHeight: 48),
            depthFormat: format)
        let depth = try InputReader().read(written.files.depth)
        try AtomicFileWriter.write(Array(depth.prefix(depth.count / 2)), toFile: written.files.depth)
        let report = written.verify()
        #expect(report.status == .fail)
        #expect(report.failureKind == kind)
        #expect(report.depthKeyframesValid == false)
        #expect(report.chainStructureValid == true)
        #expect(report.attestedHashValid == true)
        #expect(report.checkpointIndex == (interrupted ? 1 : nil))
    }

    @Test func movieDisagreeingWithTheChainIsCaught() throws {
        let written = try WrittenCapture(SyntheticVideoCapture(frameCount: 160, depthWidth: 64, depthHeight: 48))
        try AtomicFileWriter.write(MinimalMovie(durationMilliseconds: 5333, sampleCount: 150).bytes, toFile: written.files.movie)
        let report = written.verify()
        #expect(report.failureKind == "video_container_mismatch")
        #expect(report.videoContainerValid == false)
        #expect(report.problems.count == 1)
    }

    @Test func missingFilesAreNamed() throws {
        let written = try WrittenCapture(SyntheticVideoCapture(frameCount: 10, depthWidth: 64, depthHeight: 48))
        try FileManager.default.removeItem(atPath: written.files.movie)
        try FileManager.default.removeItem(atPath: written.files.depth)
        let withoutOptional = written.verify()
        #expect(withoutOptional.status == .pass)
        #expect(withoutOptional.videoContainerValid == nil)
        #expect(withoutOptional.depthKeyframesValid == nil)
        try FileManager.default.removeItem(atPath: written.files.hashChain)
        let report = written.verify()
        #expect(report.failureKind == "hash_chain_missing")
        #expect(report.chainStructureValid == nil)
        #expect(report.totalFrames == nil)
    }

    @Test func rawFramesLayoutErrorsAreTyped() throws {
        let written = try WrittenCapture(SyntheticVideoCapture(frameCount: 5, depthWidth: 64, depthHeight: 48))
        try FileManager.default.removeItem(atPath: written.frames + "/000003.rgb")
        #expect(throws: VideoFramesError.missingFrame(frameNumber: 3)) { try VideoFrameDirectory(path: written.frames) }
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: written.frames + "/000003.rgb"))
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: written.frames + "/000002.ts"))
        #expect(throws: VideoFramesError.timestampSize(frameNumber: 2, byteCount: 3)) {
            try VideoFrameDirectory(path: written.frames).computeChain()
        }
        try Data([1]).write(to: URL(fileURLWithPath: written.frames + "/notes.txt"))
        #expect(throws: VideoFramesError.unexpectedFile(name: "notes.txt")) { try VideoFrameDirectory(path: written.frames) }
        #expect(throws: VideoFramesError.tooManyFrames(limit: 2)) {
            try FileManager.default.removeItem(atPath: written.frames + "/notes.txt")
            _ = try VideoFrameDirectory(path: written.frames, maxFrames: 2)
        }
    }
}
