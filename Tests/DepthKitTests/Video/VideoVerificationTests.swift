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
    /// 150 and 300; checkpoint 1 is attested with 300 frames and 10,000 ms.
    @Test(arguments: [true, false])
    func storyInterruptedRecordingIsPartial(includeExtension: Bool) throws {
        let written = try WrittenCapture(SyntheticVideoCapture(frameCount: 360, interrupted: true), includeExtension: includeExtension)
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
        #expect(report.summary == "verified 10.0 s of 12.0 s (frames 1–300 of 360, checkpoint 1); assertion not checked")
    }

    /// A producer that stamps each checkpoint with its frame's own time (299/30 s for frame 300)
    /// still reads 10,000 ms: the attested duration agrees with it within the tolerance.
    @Test func checkpointStampedWithItsFramesTimeKeepsTheAttestedDuration() throws {
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
        #expect(report.verifiedDurationMilliseconds == 10_000)
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
        #expect(report.summary.hasPrefix("verified 15.0 s of 15.0 s (frames 1–450 of 450, final hash)"))
    }

    /// A frame's hash changed in the chain (not at a checkpoint, not the last): only the raw frames
    /// reveal it.
    @Test func changedFrameHashIsCaughtFromFrames() throws {
        let written = try WrittenCapture(SyntheticVideoCapture(frameCount: 160, depthWidth: 64, depthHeight: 48))
        let chain = try written.chain()
        var hashes = chain.frameHashes
        hashes[6] = hashes[5]
        try written.replaceChain(HashChain(
            frameCount: chain.frameCount, frameHashes: hashes, checkpointCount: chain.checkpointCount,
            checkpoints: chain.checkpoints, finalHash: chain.finalHash))
        let report = written.verify(withFrames: true)
        #expect(report.status == .fail)
        #expect(report.failureKind == "frame_hash_mismatch")
        #expect(report.problems.first?.message.contains("frame 7") == true)
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

    /// The partial flag, frame count and duration the metadata attests must be the checkpoint's.
    @Test(arguments: [
        ("\"frame_count\":300", "\"frame_count\":360", "attested_frame_count_mismatch"),
        ("\"duration_ms\":10000", "\"duration_ms\":12000", "attested_duration_mismatch"),
        ("\"is_partial\":true", "\"is_partial\":false", "partial_flag_mismatch"),
        ("\"checkpoint_index\":1", "\"checkpoint_index\":0", "checkpoint_index_mismatch"),
    ])
    func attestedSpanMustMatchTheCheckpoint(original: String, replacement: String, kind: String) throws {
        let written = try WrittenCapture(SyntheticVideoCapture(frameCount: 360, interrupted: true, depthWidth: 64, depthHeight: 48))
        let metadata = String(decoding: try InputReader().read(written.files.metadata), as: UTF8.self)
        #expect(metadata.contains(original))
        try AtomicFileWriter.write(Array(metadata.replacingOccurrences(of: original, with: replacement).utf8), toFile: written.files.metadata)
        let report = written.verify()
        #expect(report.status == .fail)
        #expect(report.failureKind == kind)
        #expect(report.attestedHashValid == false)
    }

    @Test(arguments: [
        (SyntheticVideoCapture.DepthFormat.rldpGzip, "truncated_stream"),
        (.concatenatedDeflate, "keyframes_size_mismatch"),
        (.concatenatedRaw, "keyframes_size_mismatch"),
    ])
    func truncatedDepthIsCaught(format: SyntheticVideoCapture.DepthFormat, kind: String) throws {
        let written = try WrittenCapture(SyntheticVideoCapture(frameCount: 160, depthWidth: 64, depthHeight: 48), depthFormat: format)
        let depth = try InputReader().read(written.files.depth)
        try AtomicFileWriter.write(Array(depth.prefix(depth.count / 2)), toFile: written.files.depth)
        let report = written.verify()
        #expect(report.status == .fail)
        #expect(report.failureKind == kind)
        #expect(report.depthKeyframesValid == false)
        #expect(report.chainStructureValid == true)
        #expect(report.attestedHashValid == true)
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
