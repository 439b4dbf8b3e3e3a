import DepthKitCore

/// Runs the evidence checks on a video capture directory (`video.mov`, `depth.gz`,
/// `hash_chain.json`, `metadata.json`) and reports them in the photo report's shape
/// (``EvidenceReport``, kind `video`): `metadata_schema`, `hash_chain`, `hardware_attestation`,
/// `depth_keyframes`, `video_container` and `temporal_analysis`, with ``VideoVerifier``'s report
/// and the keyframes' ``VideoDepthReport``.
///
/// Each part is read once. An interrupted recording whose last checkpoint is attested passes
/// `hash_chain` (its detail names the verified span), so with a genuine device it is `ok` with
/// confidence `medium`, never suspicious. A recording without `depth.gz` has `depth_keyframes` and
/// `temporal_analysis` unavailable (absent, not failed: confidence `medium`); a `depth.gz` that
/// does not decode fails.
public struct VideoEvidenceInspector: Sendable {
    /// The verifier behind `hash_chain`, `depth_keyframes` and `video_container`.
    public let verifier: VideoVerifier
    /// The photo analysis run on every keyframe for `temporal_analysis`.
    public let analyzer: DepthAnalyzer
    /// The registry and device behind `hardware_attestation`; `nil`: the check is unavailable.
    public let attestation: HardwareAttestationContext?

    /// Creates an inspector.
    public init(
        verifier: VideoVerifier = VideoVerifier(), analyzer: DepthAnalyzer = DepthAnalyzer(),
        attestation: HardwareAttestationContext? = nil
    ) {
        self.verifier = verifier
        self.analyzer = analyzer
        self.attestation = attestation
    }

    /// Inspects the video capture in `directory`.
    public func inspect(directory: String) -> EvidenceReport {
        let outcome = verifier.run(directory: directory, attestation: attestation.map(VideoAttestationCheck.init))
        let files = VideoCaptureFiles(directory: directory)
        let report = outcome.report
        let depthReport = outcome.keyframes.map { VideoDepthReport(file: files.depth, keyframes: $0, analyzer: analyzer) }
        let checks = [
            metadataCheck(outcome),
            hashChainCheck(outcome),
            hardwareCheck(outcome),
            depthKeyframesCheck(outcome),
            videoContainerCheck(outcome),
            temporalCheck(depthReport?.temporalAssessment, outcome),
        ]
        return EvidenceReport(
            capture: directory, kind: .video, checks: checks, captureHash: nil,
            unknownMetadataFields: outcome.metadata?.unknownFields ?? [], depthAnalysis: depthReport,
            videoVerification: report)
    }

    // MARK: Checks

    private func metadataCheck(_ outcome: VideoVerificationOutcome) -> EvidenceCheck {
        guard let metadata = outcome.metadata else {
            return EvidenceCheck(.metadataSchema, .fail, Self.problems(of: .metadataSchema, in: outcome) ?? "metadata.json unreadable")
        }
        let unknown = metadata.unknownFields.isEmpty
            ? "" : "; unknown fields (not part of the contract): " + metadata.unknownFields.joined(separator: ", ")
        guard metadata.missingFields.isEmpty else {
            return EvidenceCheck(
                .metadataSchema, .fail, "missing required field(s): " + metadata.missingFields.joined(separator: ", ") + unknown)
        }
        return EvidenceCheck(.metadataSchema, .pass, "every video contract field present and well-typed\(unknown)")
    }

    private func hashChainCheck(_ outcome: VideoVerificationOutcome) -> EvidenceCheck {
        if let problems = Self.problems(of: .hashChain, in: outcome) { return EvidenceCheck(.hashChain, .fail, problems) }
        let report = outcome.report
        guard let frames = outcome.attestedFrames, let total = report.totalFrames else {
            return EvidenceCheck(.hashChain, .unavailable, "the chain is intact, but without metadata.json the attested span is unknown")
        }
        let whole = report.totalDurationMilliseconds.map { " of " + VideoVerificationReport.seconds($0) + " s" } ?? ""
        let seconds = outcome.attestedMilliseconds.map { VideoVerificationReport.seconds($0) + " s" } ?? "? s"
        let intact = "\(total) frames intact (structure, checkpoints, final hash)"
        guard let checkpoint = report.checkpointIndex else {
            return EvidenceCheck(.hashChain, .pass, "\(intact); the final hash is attested: \(seconds)\(whole), frames 1–\(frames) of \(total)")
        }
        let tail = total > frames ? "; frames \(frames + 1)–\(total) recorded after it are unverified (not tampering)" : ""
        return EvidenceCheck(
            .hashChain, .pass,
            "\(intact); partial recording, checkpoint \(checkpoint) attested: verified \(seconds)\(whole), frames 1–\(frames) of \(total)"
                + tail)
    }

    private func hardwareCheck(_ outcome: VideoVerificationOutcome) -> EvidenceCheck {
        let assertionPresent = outcome.metadata?.assertion != nil
        guard attestation != nil, assertionPresent else {
            return HardwareAttestationContext.unavailable(assertionPresent: assertionPresent)
        }
        if let problems = Self.problems(of: .hardwareAttestation, in: outcome) {
            return EvidenceCheck(.hardwareAttestation, .fail, problems)
        }
        guard outcome.report.attestationValid == true else {
            return EvidenceCheck(.hardwareAttestation, .unavailable, "the attested hash could not be determined")
        }
        let attested = outcome.report.checkpointIndex.map { "checkpoint \($0)'s hash" } ?? "the final hash"
        return EvidenceCheck(
            .hardwareAttestation, .pass,
            "the assertion verifies over \(attested) with the registered device's key, counter fresh", appAttest: outcome.appAttest)
    }

    private func depthKeyframesCheck(_ outcome: VideoVerificationOutcome) -> EvidenceCheck {
        switch outcome.report.depthKeyframesValid {
        case nil:
            return EvidenceCheck(
                .depthKeyframes, .unavailable, "no \(CaptureLayout.depthKeyframes): the recording has no depth keyframes (absent, not failed)")
        case false?:
            return EvidenceCheck(.depthKeyframes, .fail, Self.problems(of: .depthKeyframes, in: outcome) ?? "does not decode")
        case true?:
            guard let keyframes = outcome.keyframes else { return EvidenceCheck(.depthKeyframes, .fail, "does not decode") }
            let declared = outcome.metadata?.depthKeyframeCount == nil ? "" : ", as depth_keyframe_count declares"
            return EvidenceCheck(
                .depthKeyframes, .pass,
                "\(keyframes.format.rawValue) keyframes, \(keyframes.container.rawValue), \(keyframes.encodedByteCount) bytes → "
                    + "\(keyframes.count) keyframes of \(keyframes.width)x\(keyframes.height)\(declared)")
        }
    }

    private func videoContainerCheck(_ outcome: VideoVerificationOutcome) -> EvidenceCheck {
        switch outcome.report.videoContainerValid {
        case nil:
            let why = outcome.report.totalFrames == nil ? "the hash chain is unreadable" : "no \(CaptureLayout.movie)"
            return EvidenceCheck(.videoContainer, .unavailable, "not checked: \(why)")
        case false?:
            return EvidenceCheck(.videoContainer, .fail, Self.problems(of: .videoContainer, in: outcome) ?? "the movie's boxes disagree")
        case true?:
            let movie = outcome.movie
            let samples = movie?.videoTrack?.sampleCount.map { ", \($0) video samples (stsz)" } ?? ""
            return EvidenceCheck(
                .videoContainer, .pass,
                "\(movie?.durationMilliseconds ?? 0) ms (mvhd), \(movie?.videoTrack?.durationMilliseconds ?? 0) ms (mdhd)\(samples): "
                    + "agree with the recording within \(verifier.durationToleranceMilliseconds) ms")
        }
    }

    private func temporalCheck(_ assessment: TemporalAssessment?, _ outcome: VideoVerificationOutcome) -> EvidenceCheck {
        guard let assessment else {
            let why = outcome.report.depthKeyframesValid == nil ? "no depth keyframes" : "the depth keyframes do not decode"
            return EvidenceCheck(.temporalAnalysis, .unavailable, why)
        }
        let facts =
            "\(assessment.verdict.rawValue) (\(assessment.reasons.joined(separator: ", "))): \(assessment.assessedKeyframes) of "
            + "\(assessment.keyframeCount) keyframes assessed, \(Self.percent(assessment.flatShare)) flat, "
            + "\(Self.percent(assessment.movingPairShare)) of pairs moving, \(assessment.discontinuities.count) discontinuities"
        let status: EvidenceCheck.Status =
            switch assessment.verdict {
            case .realScene: .pass
            case .flatSurface, .mixed: .fail
            case .insufficientData: .unavailable
            }
        return EvidenceCheck(.temporalAnalysis, status, facts)
    }

    // MARK: Helpers

    /// The problems of `check`, `kind: message` joined, or `nil` when there are none.
    private static func problems(of check: EvidenceCheck.Name, in outcome: VideoVerificationOutcome) -> String? {
        let found = outcome.report.problems.filter { $0.check == check }
        return found.isEmpty ? nil : found.map { "\($0.kind): \($0.message)" }.joined(separator: "; ")
    }

    private static func percent(_ share: Double) -> String {
        "\(Int((share * 100).rounded())) %"
    }
}
