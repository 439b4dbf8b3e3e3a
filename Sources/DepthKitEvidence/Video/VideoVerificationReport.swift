import DepthKitCore

/// The result of `depthkit video verify`: the status, the verified span against the whole, each
/// check's own result (never all false because one failed; `nil` when it could not be judged),
/// and the problems found, the first one's kind being the failure kind.
public struct VideoVerificationReport: Equatable, Sendable, Encodable {
    /// The capture directory.
    public let directory: String
    /// `pass`, `partial` or `fail`.
    public let status: VideoVerificationStatus
    /// Frames the attestation covers: the chain's for a complete recording, the attested
    /// checkpoint's frame number for an interrupted one (0 on failure).
    public let verifiedFrames: Int
    /// Frames in the chain: the whole recording, which `metadata.json`'s `frame_count` states.
    @ReportOptional public private(set) var totalFrames: Int?
    /// Milliseconds the attestation covers: the whole recording's, or the attested checkpoint's
    /// `timestamp` in the chain (0 on failure).
    public let verifiedDurationMilliseconds: Int
    /// The recording's whole duration: `metadata.json`'s `duration_ms`, else `ended_at −
    /// started_at`, else the movie's.
    @ReportOptional public private(set) var totalDurationMilliseconds: Int?
    /// Frame count, hash sizes and (with raw frames) every link.
    @ReportOptional public private(set) var chainStructureValid: Bool?
    /// Checkpoint positions and hashes.
    @ReportOptional public private(set) var checkpointsValid: Bool?
    /// `final_hash` is the last frame hash.
    @ReportOptional public private(set) var finalHashMatches: Bool?
    /// The attested hash is the final hash or a checkpoint's, consistent with the metadata's
    /// frame count, duration and partial flag.
    @ReportOptional public private(set) var attestedHashValid: Bool?
    /// The assertion verifies over the attested hash with the device's key; `nil` when no
    /// registry was given (not checked).
    @ReportOptional public private(set) var attestationValid: Bool?
    /// The keyframes decode with the count and size the metadata states; `nil` without `depth.gz`.
    @ReportOptional public private(set) var depthKeyframesValid: Bool?
    /// The movie's `mvhd`/`mdhd`/`stsz` agree with the chain; `nil` without `video.mov`.
    @ReportOptional public private(set) var videoContainerValid: Bool?
    /// The attested checkpoint's index, for a partial recording.
    @ReportOptional public private(set) var checkpointIndex: Int?
    /// Whether the chain was recomputed from raw frames.
    public let recomputedFromFrames: Bool
    /// Everything found wrong.
    public let problems: [VideoVerificationProblem]

    /// The first problem's kind, `nil` when nothing is wrong.
    @ReportOptional public private(set) var failureKind: String?

    /// Frames recorded after the attested hash, `total − verified`: in the chain but not covered
    /// by the assertion (an interrupted recording's tail, not tampering); every frame on failure;
    /// `nil` without a readable chain.
    @ReportOptional public private(set) var unverifiedFrames: Int?

    /// The verified span as the app's preview says it, `10s of 12s` (seconds rounded to a tenth, a
    /// whole number without its `.0`: `9.967 s` reads `10s`, `12.3 s` reads `12.3s`); `nil` on
    /// failure or when the whole duration is unknown.
    @ReportOptional public private(set) var verifiedLabel: String?

    /// One line for people: `verified 10.0 s of 12.0 s (frames 1–300 of 360, checkpoint 1;
    /// frames 301–360 unverified)`.
    public let summary: String

    /// The report of one verification; the first problem's kind, the unverified frames, the label
    /// and the summary follow from the rest.
    init(
        directory: String, status: VideoVerificationStatus, verifiedFrames: Int, totalFrames: Int?, verifiedDurationMilliseconds: Int,
        totalDurationMilliseconds: Int?, chainStructureValid: Bool?, checkpointsValid: Bool?, finalHashMatches: Bool?,
        attestedHashValid: Bool?, attestationValid: Bool?, depthKeyframesValid: Bool?, videoContainerValid: Bool?, checkpointIndex: Int?,
        recomputedFromFrames: Bool, problems: [VideoVerificationProblem]
    ) {
        self.directory = directory
        self.status = status
        self.verifiedFrames = verifiedFrames
        self.totalFrames = totalFrames
        self.verifiedDurationMilliseconds = verifiedDurationMilliseconds
        self.totalDurationMilliseconds = totalDurationMilliseconds
        self.chainStructureValid = chainStructureValid
        self.checkpointsValid = checkpointsValid
        self.finalHashMatches = finalHashMatches
        self.attestedHashValid = attestedHashValid
        self.attestationValid = attestationValid
        self.depthKeyframesValid = depthKeyframesValid
        self.videoContainerValid = videoContainerValid
        self.checkpointIndex = checkpointIndex
        self.recomputedFromFrames = recomputedFromFrames
        self.problems = problems
        failureKind = problems.first?.kind
        unverifiedFrames = totalFrames.map { max($0 - verifiedFrames, 0) }
        verifiedLabel = status == .fail ? nil : totalDurationMilliseconds.map { Self.label(verifiedDurationMilliseconds) + " of " + Self.label($0) }
        switch status {
        case .fail:
            summary = "failed: " + (problems.first.map { "\($0.kind): \($0.message)" } ?? "unknown")
        case .pass, .partial:
            let total = totalDurationMilliseconds.map { Self.seconds($0) } ?? "?"
            let frames = totalFrames.map(String.init) ?? "?"
            let scope = checkpointIndex.map { "checkpoint \($0)" } ?? "final hash"
            let tail = totalFrames.flatMap { total in
                total > verifiedFrames ? "; frames \(verifiedFrames + 1)–\(total) unverified" : nil
            } ?? ""
            let attestation = attestationValid == nil ? "; assertion not checked" : ""
            summary = "verified \(Self.seconds(verifiedDurationMilliseconds)) s of \(total) s "
                + "(frames 1–\(verifiedFrames) of \(frames), \(scope)\(tail))\(attestation)"
        }
    }

    /// Milliseconds as seconds with one decimal, rounded: `10.0`.
    static func seconds(_ milliseconds: Int) -> String {
        let tenths = (milliseconds + 50) / 100
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// Milliseconds as the label's seconds: `10s`, `12.3s`.
    static func label(_ milliseconds: Int) -> String {
        let tenths = (milliseconds + 50) / 100
        return tenths % 10 == 0 ? "\(tenths / 10)s" : "\(tenths / 10).\(tenths % 10)s"
    }

    enum CodingKeys: String, CodingKey {
        case directory, status, summary, problems
        case verifiedFrames = "verified_frames", totalFrames = "total_frames"
        case verifiedDurationMilliseconds = "verified_duration_ms", totalDurationMilliseconds = "total_duration_ms"
        case chainStructureValid = "chain_structure_valid", checkpointsValid = "checkpoints_valid"
        case finalHashMatches = "final_hash_matches", attestedHashValid = "attested_hash_valid"
        case attestationValid = "attestation_valid", depthKeyframesValid = "depth_keyframes_valid"
        case videoContainerValid = "video_container_valid", checkpointIndex = "checkpoint_index"
        case unverifiedFrames = "unverified_frames", verifiedLabel = "verified_label"
        case recomputedFromFrames = "recomputed_from_frames", failureKind = "failure_kind"
    }
}
