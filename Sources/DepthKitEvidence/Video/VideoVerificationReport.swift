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
    public let totalFrames: Int?
    /// Milliseconds the attestation covers: the whole recording's, or the attested checkpoint's
    /// `timestamp` in the chain (0 on failure).
    public let verifiedDurationMilliseconds: Int
    /// The recording's whole duration: `metadata.json`'s `duration_ms`, else `ended_at −
    /// started_at`, else the movie's.
    public let totalDurationMilliseconds: Int?
    /// Frame count, hash sizes and (with raw frames) every link.
    public let chainStructureValid: Bool?
    /// Checkpoint positions and hashes.
    public let checkpointsValid: Bool?
    /// `final_hash` is the last frame hash.
    public let finalHashMatches: Bool?
    /// The attested hash is the final hash or a checkpoint's, consistent with the metadata's
    /// frame count, duration and partial flag.
    public let attestedHashValid: Bool?
    /// The assertion verifies over the attested hash with the device's key; `nil` when no
    /// registry was given (not checked).
    public let attestationValid: Bool?
    /// The keyframes decode with the count and size the metadata states; `nil` without `depth.gz`.
    public let depthKeyframesValid: Bool?
    /// The movie's `mvhd`/`mdhd`/`stsz` agree with the chain; `nil` without `video.mov`.
    public let videoContainerValid: Bool?
    /// The attested checkpoint's index, for a partial recording.
    public let checkpointIndex: Int?
    /// Whether the chain was recomputed from raw frames.
    public let recomputedFromFrames: Bool
    /// Everything found wrong.
    public let problems: [VideoVerificationProblem]

    /// The first problem's kind, `nil` when nothing is wrong.
    public var failureKind: String? { problems.first?.kind }

    /// Frames recorded after the attested hash, `total − verified`: in the chain but not covered
    /// by the assertion (an interrupted recording's tail, not tampering); every frame on failure;
    /// `nil` without a readable chain.
    public var unverifiedFrames: Int? { totalFrames.map { max($0 - verifiedFrames, 0) } }

    /// The verified span as the app's preview says it, `10s of 12s` (seconds rounded to a tenth, a
    /// whole number without its `.0`: `9.967 s` reads `10s`, `12.3 s` reads `12.3s`); `nil` on
    /// failure or when the whole duration is unknown.
    public var verifiedLabel: String? {
        guard status != .fail, let totalDurationMilliseconds else { return nil }
        return Self.label(verifiedDurationMilliseconds) + " of " + Self.label(totalDurationMilliseconds)
    }

    /// One line for people: `verified 10.0 s of 12.0 s (frames 1–300 of 360, checkpoint 1;
    /// frames 301–360 unverified)`.
    public var summary: String {
        switch status {
        case .fail:
            return "failed: " + (problems.first.map { "\($0.kind): \($0.message)" } ?? "unknown")
        case .pass, .partial:
            let total = totalDurationMilliseconds.map { Self.seconds($0) } ?? "?"
            let frames = totalFrames.map(String.init) ?? "?"
            let scope = checkpointIndex.map { "checkpoint \($0)" } ?? "final hash"
            let tail = totalFrames.flatMap { total in
                total > verifiedFrames ? "; frames \(verifiedFrames + 1)–\(total) unverified" : nil
            } ?? ""
            let attestation = attestationValid == nil ? "; assertion not checked" : ""
            return "verified \(Self.seconds(verifiedDurationMilliseconds)) s of \(total) s "
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

    /// Encodes every key, absent values as `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(directory, forKey: .directory)
        try container.encode(status, forKey: .status)
        try container.encode(summary, forKey: .summary)
        try container.encode(problems, forKey: .problems)
        try container.encode(verifiedFrames, forKey: .verifiedFrames)
        try container.encode(totalFrames, forKey: .totalFrames)
        try container.encode(unverifiedFrames, forKey: .unverifiedFrames)
        try container.encode(verifiedDurationMilliseconds, forKey: .verifiedDurationMilliseconds)
        try container.encode(totalDurationMilliseconds, forKey: .totalDurationMilliseconds)
        try container.encode(verifiedLabel, forKey: .verifiedLabel)
        try container.encode(chainStructureValid, forKey: .chainStructureValid)
        try container.encode(checkpointsValid, forKey: .checkpointsValid)
        try container.encode(finalHashMatches, forKey: .finalHashMatches)
        try container.encode(attestedHashValid, forKey: .attestedHashValid)
        try container.encode(attestationValid, forKey: .attestationValid)
        try container.encode(depthKeyframesValid, forKey: .depthKeyframesValid)
        try container.encode(videoContainerValid, forKey: .videoContainerValid)
        try container.encode(checkpointIndex, forKey: .checkpointIndex)
        try container.encode(recomputedFromFrames, forKey: .recomputedFromFrames)
        try container.encode(failureKind, forKey: .failureKind)
    }
}
